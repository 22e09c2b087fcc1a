package org.pnengine.games.connectfour;

import java.util.List;
import java.util.Locale;
import org.pnengine.game.ChessFen;
import org.pnengine.game.Coordinates;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;

/**
 * Connect Four in the chess world's protocols. On 7×6 it is cutechess-cli's built-in {@code cfour}
 * ({@code ConnectBoard}) and the {@code [connect4]} section of Fairy-Stockfish 11.1's
 * {@code src/variants.ini}; pnengine reports it as {@code connect4}, the name of that section, and
 * accepts {@code cfour}. Any other board up to 12 files and 10 ranks, the largest board of
 * Fairy-Stockfish's large-board build ({@code FILE_NB}, {@code RANK_NB} in {@code src/types.h}), is
 * {@code connect4_WxH} ({@code W} columns, {@code H} rows), a section of the same keys with that
 * size; protocol-spec/games/connect_four.md gives both. Larger boards have no notation.
 *
 * <p>A stone is an immobile piece dropped onto the top of its column: the first player (x) is
 * White ({@code P}), the second (o) Black ({@code p}). FEN: the board with rank 1 at the bottom,
 * then the stones still in hand, the first player's {@code ceil(W*H/2)} and the second's
 * {@code floor(W*H/2)} at the start: {@code 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1}.
 * The halfmove clock is the number of stones on the board (Fairy-Stockfish resets it only on a
 * capture or a pawn move, and a stone is neither) and the fullmove number follows from it, so both
 * are determined by the position and kept exactly. A move is the square the stone lands on,
 * {@code P@d1} for either side; pnengine's column 4 on an empty board.
 */
final class ConnectFourNotation implements VariantNotation {

    /** The largest board of Fairy-Stockfish 11.1's large-board build. */
    static final int MAX_FILES = 12;
    static final int MAX_RANKS = 10;

    private static final String[] PIECE = {"P", "p"};

    private final ConnectFourGame g;
    private final Coordinates squares;
    /** Stones each side has in a full game: the first player one more on an odd board. */
    private final int[] stones;

    private ConnectFourNotation(ConnectFourGame g) {
        this.g = g;
        this.squares = Coordinates.of(g.width, g.height, g.width, Coordinates.Origin.BOTTOM_LEFT);
        int cells = g.width * g.height;
        this.stones = new int[] {(cells + 1) / 2, cells / 2};
    }

    /** The notation of {@code g}, or null if its board is larger than Fairy-Stockfish's. */
    static ConnectFourNotation of(ConnectFourGame g) {
        return g.width <= MAX_FILES && g.height <= MAX_RANKS ? new ConnectFourNotation(g) : null;
    }

    @Override
    public List<String> variants() {
        if (g.width == 7 && g.height == 6) return List.of("connect4", "cfour");
        return List.of("connect4_" + g.width + "x" + g.height);
    }

    @Override
    public String fen(State state) {
        ConnectFourState s = (ConnectFourState) state;
        int[] placed = new int[2];
        for (int c = 0; c < g.width; c++) {
            for (int r = 0; r < g.height; r++) {
                if (s.owner(c, r) >= 0) placed[s.owner(c, r)]++;
            }
        }
        String holdings = "P".repeat(stones[0] - placed[0]) + "p".repeat(stones[1] - placed[1]);
        boolean white = s.toMove() == Game.FIRST;
        return ChessFen.format(g.width, g.height, (f, r) -> {
            int owner = s.owner(f, r);
            return owner < 0 ? null : PIECE[owner];
        }, holdings, white, s.stones(), ChessFen.fullmove(s.stones(), white));
    }

    @Override
    public State parseFen(String fen) throws PositionException {
        ChessFen.Parsed p = ChessFen.parse(fen, g.width, g.height, true);
        StringBuilder text = new StringBuilder();
        int[] placed = new int[2];
        for (int r = g.height - 1; r >= 0; r--) {
            for (int f = 0; f < g.width; f++) {
                int owner = p.stone(f, r, "a Connect Four square holds P (x), p (o) or nothing");
                if (owner >= 0) placed[owner]++;
                text.append(owner < 0 ? '.' : owner == Game.FIRST ? 'x' : 'o');
            }
            if (r > 0) text.append('/');
        }
        p.checkStonesInHand("stones");
        for (int side = 0; side < 2; side++) {
            int held = p.held(PIECE[side].charAt(0));
            if (placed[side] + held != stones[side]) {
                throw new PositionException((side == 0 ? "x (P)" : "o (p)") + " has " + stones[side]
                        + " stones in all on " + g.width + "x" + g.height + ", but " + placed[side]
                        + " are on the board and " + held + " in hand");
            }
        }
        text.append(p.whiteToMove() ? " x" : " o");
        return g.parsePosition(text.toString());
    }

    /** How many stones column {@code col} holds. */
    private int height(ConnectFourState s, int col) {
        return Long.bitCount(s.maskBits() & g.columnMask[col]);
    }

    @Override
    public String formatMove(State before, int move) {
        return "P@" + squares.name(height((ConnectFourState) before, move) * g.width + move);
    }

    @Override
    public int parseMove(State before, String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int sq = t.startsWith("p@") ? squares.parse(t, 2, t.length()) : -1;
        if (sq < 0) {
            throw new MoveFormatException("a Connect Four move is a drop, P@ then the square the stone lands on "
                    + "(files a.." + squares.lastFile() + ", ranks 1.." + g.height + " from the bottom), e.g. P@d1; got '"
                    + text + "'");
        }
        int col = sq % g.width;
        int rank = sq / g.width;
        int lands = height((ConnectFourState) before, col);
        if (rank != lands) {
            throw new MoveFormatException("a stone dropped in file " + (char) ('a' + col) + " lands on rank "
                    + (lands + 1) + ", not " + (rank + 1) + " ('" + text + "')");
        }
        return col;
    }
}
