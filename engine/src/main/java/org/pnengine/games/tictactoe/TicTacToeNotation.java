package org.pnengine.games.tictactoe;

import java.util.List;
import java.util.Locale;
import org.pnengine.game.ChessFen;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;

/**
 * Tic-tac-toe in the chess world's protocols: the variant {@code tictactoe} of cutechess-cli
 * ({@code TicTacToeBoard}) and of the {@code [tictactoe]} section of Fairy-Stockfish 11.1's
 * {@code src/variants.ini}, which Fairy-Stockfish must be given as its {@code VariantPath}
 * (protocol-spec/games/tic_tac_toe.md). A mark is an immobile piece dropped from the hand: X, who
 * moves first, is White ({@code P}), O is Black ({@code p}).
 *
 * <p>FEN: the 3×3 board with rank 1 at the <em>bottom</em> (pnengine's row 3), then the marks
 * still in hand, X's five and O's four at the start: {@code 3/3/3[PPPPPpppp] w - - 0 1}. The
 * halfmove clock is the number of marks on the board (Fairy-Stockfish resets it only on a capture
 * or a pawn move, and a mark is neither) and the fullmove number follows from it, so both are
 * determined by the position and kept exactly. Moves are drops, {@code P@b2} for either side;
 * pnengine's cell {@code a1} (top left) is {@code P@a3}.
 */
final class TicTacToeNotation implements VariantNotation {

    private static final String[] PIECE = {"P", "p"};
    /** Marks each side places in a full game: X five, O four. */
    private static final int[] MARKS = {5, 4};

    private final TicTacToeGame game;

    TicTacToeNotation(TicTacToeGame game) {
        this.game = game;
    }

    @Override
    public List<String> variants() {
        return List.of("tictactoe");
    }

    /** The cell of file {@code file} and rank {@code rank} (both from 0, rank 0 at the bottom). */
    private static int cell(int file, int rank) {
        return 3 * (2 - rank) + file;
    }

    @Override
    public String fen(State state) {
        TicTacToeState s = (TicTacToeState) state;
        int[] placed = new int[2];
        for (int i = 0; i < 9; i++) {
            if (s.owner(i) >= 0) placed[s.owner(i)]++;
        }
        int stones = placed[0] + placed[1];
        String holdings = "P".repeat(MARKS[0] - placed[0]) + "p".repeat(MARKS[1] - placed[1]);
        boolean white = s.toMove() == Game.FIRST;
        return ChessFen.format(3, 3, (f, r) -> {
            int owner = s.owner(cell(f, r));
            return owner < 0 ? null : PIECE[owner];
        }, holdings, white, stones, ChessFen.fullmove(stones, white));
    }

    @Override
    public State parseFen(String fen) throws PositionException {
        ChessFen.Parsed p = ChessFen.parse(fen, 3, 3, true);
        StringBuilder text = new StringBuilder();
        int[] placed = new int[2];
        for (int row = 0; row < 3; row++) {
            if (row > 0) text.append('/');
            for (int file = 0; file < 3; file++) {
                int owner = p.stone(file, 2 - row, "a Tic-tac-toe square holds P (X), p (O) or nothing");
                if (owner >= 0) placed[owner]++;
                text.append(owner < 0 ? '.' : owner == Game.FIRST ? 'x' : 'o');
            }
        }
        checkHand(p, placed);
        text.append(p.whiteToMove() ? " x" : " o");
        return game.parsePosition(text.toString());
    }

    /** The hand must hold what the board lacks of each side's marks. */
    private static void checkHand(ChessFen.Parsed p, int[] placed) throws PositionException {
        p.checkStonesInHand("marks");
        for (int side = 0; side < 2; side++) {
            char letter = PIECE[side].charAt(0);
            if (placed[side] + p.held(letter) != MARKS[side]) {
                throw new PositionException((side == 0 ? "X" : "O") + " has " + MARKS[side] + " marks in all, but "
                        + placed[side] + " are on the board and " + p.held(letter) + " in hand");
            }
        }
    }

    @Override
    public String formatMove(State before, int move) {
        return "P@" + (char) ('a' + move % 3) + (3 - move / 3);
    }

    @Override
    public int parseMove(State before, String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() != 4 || !t.startsWith("p@") || t.charAt(2) < 'a' || t.charAt(2) > 'c'
                || t.charAt(3) < '1' || t.charAt(3) > '3') {
            throw new MoveFormatException("a Tic-tac-toe move is a drop, P@ then a square a1..c3 (rank 1 at the bottom), "
                    + "e.g. P@b2; got '" + text + "'");
        }
        return cell(t.charAt(2) - 'a', t.charAt(3) - '1');
    }
}
