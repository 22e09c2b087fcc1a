package org.pnengine.games.connectfour;

import java.util.List;
import java.util.Map;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.BoardText;
import org.pnengine.game.Coordinates;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;

/**
 * Connect Four: {@code connect_four width=7 height=6}. Any size with
 * {@code width * (height + 1) <= 64}.
 *
 * <p>Terminal scores follow Pascal Pons' convention, generalised to any board: a win made by the
 * {@code n+1}-th stone on the board scores {@code (width*height + 1 - n) / 2} (integer division)
 * for the winner, a draw scores 0. On 7×6 that is 22 minus the winner's stone count, the score of
 * the shared test sets. Sign as everywhere: positive when the first player wins.
 *
 * <p>Position text: the rows from top to bottom separated by {@code /}, each {@code width}
 * characters of {@code x} (first player), {@code o} (second player) or {@code .}, then a space
 * and the side to move ({@code x} or {@code o}), e.g. {@code ......./......./......./......./...o.../...x... x}.
 * {@link #parsePosition} also accepts a sequence of 1-based column digits from the empty board
 * (Pons' notation, e.g. {@code 4453}) when the width is at most 9.
 */
public final class ConnectFourGame extends AbstractGame implements VariantNotation.Provider {

    /** Searchers' values tuned for Connect Four (see {@link #TYPE}). */
    private static final Map<String, String> TUNING = Map.of(
            "pn-mcts.cpn", "0.1",
            "solve.wdl", "alphabeta wdl=true",
            "solve.score", "alphabeta");

    /** The same on 7×6, with its opening book carried on by the exact solver. */
    private static final Map<String, String> TUNING_7X6;

    static {
        Map<String, String> m = new java.util.LinkedHashMap<>(TUNING);
        m.put("mcts.book", "auto");
        m.put("mcts.endgame", "0.5");
        m.put("mcts.imm", "0.4");
        m.put("mcts.imm_scale", "100");
        m.put("pn-mcts.imm", "0.0");
        TUNING_7X6 = Map.copyOf(m);
    }

    /**
     * The game, the C_pn of the PN-MCTS players on it: 0.1, ours, measured (the paper's 1 loses
     * most games to its own baseline here; protocol-spec/players.md, "Per-game defaults"), and
     * on 7×6 the engine's opening book for every MCTS player ({@code book=auto}: the first player's
     * win, protocol-spec/players.md, "Opening book") with half of each move's budget given first to
     * the exact solver ({@code endgame=0.5}), which carries the book's win on, and for the MCTS
     * players but PN-MCTS the evaluation in the tree ({@code imm=0.4 imm_scale=100}), and
     * the default solvers of {@code solve}: the exact alpha-beta, with {@code wdl=true} for
     * win/draw/loss, the fastest of ours on Pons' test sets (docs/benchmarks.md).
     */
    public static final GameType TYPE = new GameType("connect_four",
            List.of(ParamSpec.ofInt("width", 7, 1, 32, "number of columns"),
                    ParamSpec.ofInt("height", 6, 1, 63, "number of rows")),
            null,
            "Connect Four, gravity and four in a row; width*(height+1) <= 64",
            ConnectFourGame::create)
            .withTuning(parameters -> "7".equals(parameters.get("width")) && "6".equals(parameters.get("height"))
                    ? TUNING_7X6 : TUNING);

    final int width;
    final int height;
    final int stride;          // height + 1 bits per column
    final long bottomMask;     // bit 0 of every column
    final long boardMask;      // every playable cell
    final long[] topMask;      // per column: the top playable cell
    final long[] columnMask;   // per column: every playable cell
    final long[] columnBottom; // per column: its bottom cell
    final long columnBits;     // the stride's bits of one column, sentinel included
    final int[] centreRank;    // per column: width - |2c - (width - 1)|, larger nearer the centre
    final long oddRows;        // the cells of rows 1, 3, 5, ... counted from 1 at the bottom
    final long[] lineMasks;    // the cells through which k fours pass, for each k in lineCounts
    final int[] lineCounts;
    /** The position text: rows from the top, named by their place from the top in messages. */
    final BoardText text;

    private ConnectFourGame(Params p) {
        super(TYPE, p);
        this.width = p.getInt("width");
        this.height = p.getInt("height");
        this.stride = height + 1;
        long bottom = 0;
        topMask = new long[width];
        columnMask = new long[width];
        columnBottom = new long[width];
        centreRank = new int[width];
        columnBits = stride >= 64 ? -1L : (1L << stride) - 1;
        for (int c = 0; c < width; c++) {
            centreRank[c] = width - Math.abs(2 * c - (width - 1));
            bottom |= 1L << (c * stride);
            topMask[c] = 1L << (height - 1 + c * stride);
            columnMask[c] = ((1L << height) - 1) << (c * stride);
            columnBottom[c] = 1L << (c * stride);
        }
        this.bottomMask = bottom;
        this.boardMask = bottom * ((1L << height) - 1);
        long odd = 0;
        for (int r = 0; r < height; r += 2) odd |= bottom << r;
        this.oddRows = odd;
        int[] through = fours(width, height);
        int most = 0;
        for (int k : through) most = Math.max(most, k);
        long[] byCount = new long[most + 1];
        for (int i = 0; i < through.length; i++) byCount[through[i]] |= 1L << ((i / height) * stride + i % height);
        int kinds = 0;
        for (int k = 1; k <= most; k++) if (byCount[k] != 0) kinds++;
        this.lineMasks = new long[kinds];
        this.lineCounts = new int[kinds];
        for (int k = 1, j = 0; k <= most; k++) {
            if (byCount[k] != 0) {
                lineMasks[j] = byCount[k];
                lineCounts[j++] = k;
            }
        }
        this.text = BoardText.of(Coordinates.Origin.BOTTOM_LEFT, width, height, "xo")
                .rowLabel(BoardText.RowLabel.ROW_FROM_TOP)
                .layoutHint("expected rows separated by '/' then the side to move (x or o), "
                        + "or a string of column digits");
    }

    /** For each cell (column-major, {@code c * height + r}), how many fours of the board pass through it. */
    private static int[] fours(int width, int height) {
        int[] n = new int[width * height];
        int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                for (int[] d : steps) {
                    int ec = c + 3 * d[0];
                    int er = r + 3 * d[1];
                    if (ec < 0 || ec >= width || er < 0 || er >= height) continue;
                    for (int k = 0; k < 4; k++) n[(c + k * d[0]) * height + r + k * d[1]]++;
                }
            }
        }
        return n;
    }

    private static Game create(Params p) {
        int w = p.getInt("width");
        int h = p.getInt("height");
        if (w * (h + 1) > 64) {
            throw new IllegalArgumentException("parameter 'height' must be at most " + (64 / w - 1)
                    + " for width " + w + ": width*(height+1) must be at most 64 (got height " + h + ")");
        }
        return new ConnectFourGame(p);
    }

    /** The standard 7×6 game. */
    public static ConnectFourGame standard() {
        return (ConnectFourGame) TYPE.create();
    }

    /** A game of the given size. @throws IllegalArgumentException if it does not fit */
    public static ConnectFourGame of(int width, int height) {
        return (ConnectFourGame) TYPE.create(List.of("width=" + width, "height=" + height));
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    @Override
    public ConnectFourState newInitialState() {
        return new ConnectFourState(this, 0L, 0L, 0);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        return ConnectFourState.parse(this, text.trim());
    }

    @Override
    public int maxMoves() {
        return width;
    }

    @Override
    public int maxGameLength() {
        return width * height;
    }

    @Override
    public int minScore() {
        return -(width * height + 1) / 2;
    }

    @Override
    public int maxScore() {
        return (width * height + 1) / 2;
    }

    /**
     * The chess world's {@code connect4} (cutechess-cli's {@code cfour}) on 7×6, {@code connect4_WxH}
     * on other boards up to 12×10; null on larger ones (see {@link ConnectFourNotation}).
     */
    @Override
    public VariantNotation variantNotation() {
        return ConnectFourNotation.of(this);
    }
}
