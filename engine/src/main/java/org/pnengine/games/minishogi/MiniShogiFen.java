package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiTables.*;

import java.util.List;
import java.util.Locale;
import org.pnengine.game.ChessFen;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;

/**
 * MiniShogi in the chess world's protocols (UCI, xboard), as Fairy-Stockfish 11.1 writes its
 * built-in {@code minishogi} ({@code minishogi_variant} in its {@code src/variant.cpp}; also
 * named {@code mini} there, and {@code 5x5+5_shogi} by xboard 4.9.1) and cutechess-cli names it.
 * Only the standard rules (sennichite, no ply cap) are that variant.
 *
 * <p>The board is the chess board's: file {@code a} is USI's file 5 (Sente's left), rank 1 is USI's
 * rank {@code e} (Sente's side), and Sente, who moves first, is White (upper case). FEN: the
 * board as SFEN writes it, then the hands in brackets, one letter per piece, Sente's then Gote's,
 * each in Fairy-Stockfish's order G, P, S, R, B ({@code Position::fen} lists a hand from its
 * highest piece type down), then {@code w} when Sente is to move:
 * {@code rbsgk/4p/5/P4/KGSBR[] w - - 0 1} at the start. The halfmove clock counts the plies since
 * the last capture (Fairy-Stockfish resets it on captures only, a shogi pawn not being a chess
 * pawn) over the moves the state has played, and the fullmove number is the SFEN move number's:
 * {@code 1 + (plies - (Gote to move ? 1 : 0)) / 2}, read back into it. Moves in the chess
 * squares: {@code e1e2}, a promotion {@code c4b5+}, a drop {@code P@c3}; {@code =} after a move
 * (no promotion) is read too, as Fairy-Stockfish reads it.
 */
final class MiniShogiFen implements VariantNotation {

    /** Fairy-Stockfish's order of a hand: G P S R B, as kinds of {@link MiniShogiTables}. */
    private static final int[] HAND_ORDER = {GOLD, PAWN, SILVER, ROOK, BISHOP};

    private final MiniShogiGame g;

    private MiniShogiFen(MiniShogiGame g) {
        this.g = g;
    }

    /** The notation of {@code g}, or null unless it plays the standard rules. */
    static MiniShogiFen of(MiniShogiGame g) {
        return g.sennichite && g.maxPlies == 0 ? new MiniShogiFen(g) : null;
    }

    @Override
    public List<String> variants() {
        return List.of("minishogi", "mini", "5x5+5_shogi");
    }

    /** The square of chess file {@code file} and rank {@code rank} (both from 0, rank 0 at Sente's side). */
    private static int square(int file, int rank) {
        return 5 * (4 - rank) + file;
    }

    private static String squareText(int sq) {
        return "" + (char) ('a' + col(sq)) + (char) ('1' + 4 - row(sq));
    }

    @Override
    public String fen(State state) {
        MiniShogiState s = (MiniShogiState) state;
        StringBuilder hands = new StringBuilder();
        for (int c = 0; c < 2; c++) {
            for (int kind : HAND_ORDER) {
                char letter = c == Game.FIRST ? LETTER[kind] : Character.toLowerCase(LETTER[kind]);
                hands.append(String.valueOf(letter).repeat(s.handCount(c, kind)));
            }
        }
        boolean sente = s.toMove() == Game.FIRST;
        return ChessFen.format(5, 5, (f, r) -> {
            int code = s.codeAt(square(f, r));
            return code == 0 ? null : MiniShogiSfen.pieceText(code);
        }, hands.toString(), sente, s.pliesSinceCapture(), ChessFen.fullmove(s.moveNumber() - 1, sente));
    }

    @Override
    public State parseFen(String fen) throws PositionException {
        ChessFen.Parsed p = ChessFen.parse(fen, 5, 5, true);
        StringBuilder sfen = new StringBuilder();
        for (int r = 4; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 5; f++) {
                String piece = p.at(f, r);
                if (piece == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) sfen.append(empty);
                empty = 0;
                sfen.append(piece);
            }
            if (empty > 0) sfen.append(empty);
            if (r > 0) sfen.append('/');
        }
        int fullmove = Math.max(p.fullmove(), 1);
        int moveNumber = 2 * (fullmove - 1) + (p.whiteToMove() ? 0 : 1) + 1;
        sfen.append(p.whiteToMove() ? " b " : " w ").append(p.holdings().isEmpty() ? "-" : p.holdings())
                .append(' ').append(moveNumber);
        return MiniShogiSfen.parse(g, sfen.toString());
    }

    @Override
    public String formatMove(State before, int move) {
        int to = move & 31;
        int from = (move >>> 5) & 31;
        if (from >= MiniShogiState.DROP_BASE) return LETTER[from - MiniShogiState.DROP_BASE] + "@" + squareText(to);
        return squareText(from) + squareText(to) + ((move & MiniShogiState.PROMO) != 0 ? "+" : "");
    }

    /** The square of a chess square's name at {@code t[i..i+1]}, or -1. */
    private static int parseSquare(String t, int i) {
        char f = t.charAt(i);
        char r = t.charAt(i + 1);
        if (f < 'a' || f > 'e' || r < '1' || r > '5') return -1;
        return square(f - 'a', r - '1');
    }

    @Override
    public int parseMove(State before, String text) throws MoveFormatException {
        String t = text.trim();
        if (t.length() == 4 && t.charAt(1) == '@') {
            int kind = "PSBRG".indexOf(Character.toUpperCase(t.charAt(0)));
            int to = parseSquare(t.toLowerCase(Locale.ROOT), 2);
            if (kind < 0 || to < 0) {
                throw new MoveFormatException("a MiniShogi drop is P@, S@, B@, R@ or G@ then a square a1..e5, "
                        + "e.g. P@c3; got '" + text + "'");
            }
            return (MiniShogiState.DROP_BASE + kind) << 5 | to;
        }
        t = t.toLowerCase(Locale.ROOT);
        boolean promote = t.length() == 5 && t.charAt(4) == '+';
        if (t.length() == 4 || t.length() == 5 && (promote || t.charAt(4) == '=')) {
            int from = parseSquare(t, 0);
            int to = parseSquare(t, 2);
            if (from >= 0 && to >= 0 && from != to) return from << 5 | to | (promote ? MiniShogiState.PROMO : 0);
        }
        throw new MoveFormatException("a MiniShogi move in UCI is from-square then to-square (files a..e, rank 1 on "
                + "Sente's side), + to promote, or a drop: e1e2, c4b5+, P@c3; got '" + text + "'");
    }
}
