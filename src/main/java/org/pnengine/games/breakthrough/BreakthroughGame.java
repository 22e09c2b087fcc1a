package org.pnengine.games.breakthrough;

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
 * Breakthrough (Dan Troyka, 2000): {@code breakthrough width=8 height=8}.
 *
 * <p>Rules: each side starts with {@code 2*width} pieces on its own two home rows. Black, the
 * first player, starts on rows 1 and 2 and moves up the board; White starts on the top two rows
 * and moves down. A piece steps one square straight forward onto an empty square, or one square
 * diagonally forward onto an empty or enemy square; it captures only diagonally. Reaching the far
 * row wins, and so does capturing every enemy piece. Scores are {@code +1} when Black wins and
 * {@code -1} when White wins; there are no draws.
 *
 * <p>A side with pieces always has a move (its most advanced piece can step diagonally, as the
 * square there is never its own and at least one diagonal exists when {@code width >= 2}), so
 * "no legal move" never arises except through "no pieces left".
 *
 * <p>Position text: the rows from top (row {@code height}) to bottom (row 1) separated by
 * {@code /}, each of {@code width} cells {@code b} (Black), {@code w} (White) or {@code .}
 * (digits {@code 1..8} may stand for runs of empty cells, as in FEN), then a space and the side
 * to move ({@code b} or {@code w}). The 8×8 start is
 * {@code wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb b}.
 *
 * <p>Moves are written from-square then to-square, files {@code a..} from the left and rows
 * {@code 1..} from Black's side: {@code a2b3}, {@code d7d6}.
 */
public final class BreakthroughGame implements Game {

    public static final GameType TYPE = new GameType("breakthrough",
            List.of(ParamSpec.ofInt("width", 8, 2, 8, "number of columns (files)"),
                    ParamSpec.ofInt("height", 8, 4, 8, "number of rows")),
            null,
            "Breakthrough: pieces step forward, capture diagonally; reach the far row to win",
            BreakthroughGame::create);

    final int width;
    final int height;
    /** Every square of the board (bit {@code row*8 + col}). */
    final long board;
    /** Squares not on the leftmost file: pieces there can step towards the left. */
    final long notLeftFile;
    /** Squares not on the rightmost file: pieces there can step towards the right. */
    final long notRightFile;
    /** The row each side must reach: index 0 for Black (top row), 1 for White (row 1). */
    final long[] goal = new long[2];
    /** The start position of each side. */
    final long[] home = new long[2];
    private final Map<String, String> parameters;

    BreakthroughGame(int width, int height) {
        this.width = width;
        this.height = height;
        long row = (1L << width) - 1;
        long b = 0;
        for (int r = 0; r < height; r++) b |= row << (8 * r);
        this.board = b;
        long leftFile = 0;
        long rightFile = 0;
        for (int r = 0; r < height; r++) {
            leftFile |= 1L << (8 * r);
            rightFile |= 1L << (8 * r + width - 1);
        }
        this.notLeftFile = b & ~leftFile;
        this.notRightFile = b & ~rightFile;
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
        return new BreakthroughGame(p.getInt("width"), p.getInt("height"));
    }

    /** The standard 8×8 game. */
    public static BreakthroughGame standard() {
        return new BreakthroughGame(8, 8);
    }

    /** A game of the given size. @throws IllegalArgumentException if out of range */
    public static BreakthroughGame of(int width, int height) {
        return (BreakthroughGame) TYPE.create(List.of("width=" + width, "height=" + height));
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
    public BreakthroughState newInitialState() {
        return new BreakthroughState(this, home[FIRST], home[SECOND], FIRST);
    }

    @Override
    public BreakthroughState parsePosition(String text) throws PositionException {
        return BreakthroughState.parse(this, text.trim());
    }

    /** At most three moves for each of at most {@code 2*width} pieces. */
    @Override
    public int maxMoves() {
        return 6 * width;
    }

    /**
     * Every move advances one piece by one row, and a piece never moves again once it reaches
     * the far row. From the start, a side has {@code width*(height-2) + width*(height-3)}
     * advances that do not win, plus the winning one; no legal position offers more.
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
