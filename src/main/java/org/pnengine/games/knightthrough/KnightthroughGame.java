package org.pnengine.games.knightthrough;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;

/**
 * Knightthrough: {@code knightthrough width=8 height=8}, Breakthrough with knights, under the
 * rules of Ludii's {@code Knightthrough.lud} that the PN-MCTS paper (Kowalski, Doe, Winands,
 * Górski, Soemers, "Proof Number Based Monte-Carlo Tree Search", IEEE Transactions on Games 2024)
 * played.
 *
 * <p>Rules: each side starts with {@code 2*width} knights on its own two home rows. Black, the
 * first player, starts on rows 1 and 2 and moves up the board; White starts on the top two rows
 * and moves down. A knight may use only the four forward knight leaps: one row forward and two
 * files sideways, or two rows forward and one file sideways. It may land on an empty square or on
 * an enemy knight, which it captures. The first knight to reach the far row wins. A side left
 * without a legal move loses; that happens only when it has no knights left, so capturing every
 * enemy knight wins too. Scores are {@code +1} when Black wins and {@code -1} when White wins;
 * there are no draws.
 *
 * <p>Why no other stalemate can happen: a side's most advanced knight, if it stands at least
 * three rows from its goal, can leap two rows forward to a file beside it (one exists when
 * {@code width >= 2}); if it stands on the row before the goal it can leap one row forward and
 * two files sideways (one such file exists when {@code width >= 4}, hence the minimum width).
 * The landing square lies beyond every own knight, so it is free or holds an enemy.
 *
 * <p>Position text: the rows from top (row {@code height}) to bottom (row 1) separated by
 * {@code /}, each of {@code width} cells {@code b} (a Black knight), {@code w} (a White knight)
 * or {@code .} (digits {@code 1..8} may stand for runs of empty cells, as in FEN), then a space
 * and the side to move ({@code b} or {@code w}). The 8×8 start is
 * {@code wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb b}.
 *
 * <p>Moves are written from-square then to-square, files {@code a..} from the left and rows
 * {@code 1..} from Black's side: {@code b1c3}, {@code g8h6}.
 */
public final class KnightthroughGame implements Game {

    public static final GameType TYPE = new GameType("knightthrough",
            List.of(ParamSpec.ofInt("width", 8, 4, 8, "number of columns (files)"),
                    ParamSpec.ofInt("height", 8, 4, 8, "number of rows")),
            null,
            "Knightthrough: knights leap forward and capture; reach the far row to win",
            KnightthroughGame::create);

    final int width;
    final int height;
    /** Every square of the board (bit {@code row*8 + col}). */
    final long board;
    /** Squares from which a knight may leap one file to the left. */
    final long notLeftFile;
    /** Squares from which a knight may leap one file to the right. */
    final long notRightFile;
    /** Squares from which a knight may leap two files to the left. */
    final long notLeftTwoFiles;
    /** Squares from which a knight may leap two files to the right. */
    final long notRightTwoFiles;
    /** The row each side must reach: index 0 for Black (top row), 1 for White (row 1). */
    final long[] goal = new long[2];
    /** The start position of each side. */
    final long[] home = new long[2];
    private final Map<String, String> parameters;

    KnightthroughGame(int width, int height) {
        this.width = width;
        this.height = height;
        long row = (1L << width) - 1;
        long b = 0;
        for (int r = 0; r < height; r++) b |= row << (8 * r);
        this.board = b;
        long[] file = new long[width];
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) file[c] |= 1L << (8 * r + c);
        }
        this.notLeftFile = b & ~file[0];
        this.notRightFile = b & ~file[width - 1];
        this.notLeftTwoFiles = b & ~file[0] & ~file[1];
        this.notRightTwoFiles = b & ~file[width - 1] & ~file[width - 2];
        goal[FIRST] = row << (8 * (height - 1));
        goal[SECOND] = row;
        home[FIRST] = row | (row << 8);
        home[SECOND] = (row << (8 * (height - 2))) | (row << (8 * (height - 1)));
        Map<String, String> p = new LinkedHashMap<>();
        p.put("width", Integer.toString(width));
        p.put("height", Integer.toString(height));
        this.parameters = Collections.unmodifiableMap(p);
    }

    private static Game create(Params p) {
        return new KnightthroughGame(p.getInt("width"), p.getInt("height"));
    }

    /** The standard 8×8 game. */
    public static KnightthroughGame standard() {
        return new KnightthroughGame(8, 8);
    }

    /** A game of the given size. @throws IllegalArgumentException if out of range */
    public static KnightthroughGame of(int width, int height) {
        return (KnightthroughGame) TYPE.create(List.of("width=" + width, "height=" + height));
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public Map<String, String> parameters() {
        return parameters;
    }

    @Override
    public KnightthroughState newInitialState() {
        return new KnightthroughState(this, home[FIRST], home[SECOND], FIRST);
    }

    @Override
    public KnightthroughState parsePosition(String text) throws PositionException {
        return KnightthroughState.parse(this, text.trim());
    }

    /** At most four leaps for each of at most {@code 2*width} knights. */
    @Override
    public int maxMoves() {
        return 8 * width;
    }

    /**
     * Every move advances one knight by at least one row, and the game ends when a knight
     * reaches the far row. From the start, a side has {@code width*(height-2) + width*(height-3)}
     * row advances that do not win, plus the winning move; no legal position offers more.
     */
    @Override
    public int maxGameLength() {
        return 2 * (width * (2 * height - 5) + 1);
    }

    @Override
    public int minScore() {
        return -1;
    }

    @Override
    public int maxScore() {
        return 1;
    }

    @Override
    public String toString() {
        return descriptor();
    }
}
