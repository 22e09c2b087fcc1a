package org.pnengine.games.gomoku;

import java.util.List;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.BoardText;
import org.pnengine.game.Coordinates;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.SgfNotation;
import org.pnengine.game.SgfPoints;

/**
 * Gomoku: {@code gomoku size=15 exact_five=false coords=a1}, {@code size} 5..19 (GTP
 * {@code boardsize} sets it).
 *
 * <p>Rules (as in {@code ../shared/reference/rules-and-numbers.md}, "Gomoku 15×15", after Allis,
 * van den Herik and Huntjens 1993): Black (x, the first player) and White (o) take turns placing
 * a stone on an empty intersection of a {@code size × size} board. Free-style
 * ({@code exact_five=false}): a line of five <em>or more</em> stones of one colour, horizontal,
 * vertical or diagonal, wins. Exactly-five ({@code exact_five=true}): only a line of exactly five
 * wins; an overline of six or more does not, and the game goes on. A full board without a win is
 * a draw. No other restriction (no renju forbidden moves, no swap). Scores: {@code +1} when Black
 * wins, {@code -1} when White wins, 0 for a draw.
 *
 * <p>Coordinates, the usual gomoku/renju convention: columns {@code a, b, c, ...} from the left,
 * no letter skipped (so 19×19 ends at {@code s}), and rows {@code 1..size} from the
 * <em>bottom</em>; the 15×15 centre is {@code h8}. Moves are case-insensitive. With
 * {@code coords=gtp} the columns take Go's letters, which skip {@code i} ({@code a..h, j..t}), as
 * Go-style controllers such as gogui-twogtp write them; rows are unchanged.
 *
 * <p>Position text: the rows from the top ({@code size}) to the bottom (1) separated by {@code /},
 * each {@code size} characters {@code x}, {@code o} or {@code .}, then a space and the side to
 * move ({@code x} or {@code o}).
 */
public final class GomokuGame extends AbstractGame implements SgfNotation.Provider {

    public static final int MIN_SIZE = 5;
    public static final int MAX_SIZE = 19;

    public static final GameType TYPE = new GameType("gomoku",
            List.of(ParamSpec.ofInt("size", 15, MIN_SIZE, MAX_SIZE, "board side"),
                    ParamSpec.ofBool("exact_five", false,
                            "only exactly five in a row wins (an overline of six or more does not)"),
                    ParamSpec.ofChoice("coords", "a1", List.of("a1", "gtp"),
                            "column letters: a1 (a, b, c, ...) or gtp (Go's, which skip i)")),
            "size",
            "Gomoku: five in a row on size x size, free-style or exactly five",
            GomokuGame::new);

    final int size;
    final boolean exactFive;
    final int cells;
    /** Line masks per side: {@code size} rows, {@code size} columns, {@code 2*size-1} of each diagonal. */
    final int linesPerSide;
    /**
     * For cell {@code i} and direction {@code d} (row, column, diagonal, anti-diagonal):
     * {@code cellLine[4*i + d]} is the index of the line mask holding the cell and
     * {@code cellBit[4*i + d]} its bit in that mask.
     */
    final int[] cellLine;
    final int[] cellBit;
    /** Point names: {@code a1} at the bottom left, point {@code row * size + column}. */
    final Coordinates points;
    /** The position text, rows from the top. */
    final BoardText text;

    /** The players are black and white, also called {@code x} and {@code o} after their stones. */
    private GomokuGame(Params p) {
        super(TYPE, p, "x", "o");
        this.size = p.getInt("size");
        this.exactFive = p.getBool("exact_five");
        this.cells = size * size;
        this.points = Coordinates.of(size, size, size, Coordinates.Origin.BOTTOM_LEFT,
                p.get("coords").equals("gtp") ? Coordinates.Letters.GTP : Coordinates.Letters.A1);
        this.text = BoardText.of(Coordinates.Origin.BOTTOM_LEFT, size, size, "xo").layoutHint("expected "
                + size + " rows from the top separated by '/', a space, then the side to move (x or o)");
        this.linesPerSide = 2 * size + 2 * (2 * size - 1);
        this.cellLine = new int[4 * cells];
        this.cellBit = new int[4 * cells];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                int i = 4 * (r * size + c);
                // row r: bit c
                cellLine[i] = r;
                cellBit[i] = c;
                // column c: bit r
                cellLine[i + 1] = size + c;
                cellBit[i + 1] = r;
                // diagonal r - c = const (up-right): bit c
                cellLine[i + 2] = 2 * size + (r - c + size - 1);
                cellBit[i + 2] = c;
                // anti-diagonal r + c = const (down-right): bit c
                cellLine[i + 3] = 2 * size + (2 * size - 1) + (r + c);
                cellBit[i + 3] = c;
            }
        }
    }

    /** Free-style gomoku on 15×15. */
    public static GomokuGame standard() {
        return (GomokuGame) TYPE.create();
    }

    /** A game with the given parameters. @throws IllegalArgumentException if out of range */
    public static GomokuGame of(int size, boolean exactFive) {
        return (GomokuGame) TYPE.create(List.of("size=" + size, "exact_five=" + exactFive));
    }

    public int size() {
        return size;
    }

    public boolean exactFive() {
        return exactFive;
    }

    @Override
    public GomokuState newInitialState() {
        return new GomokuState(this, new int[2 * linesPerSide]);
    }

    @Override
    public GomokuState parsePosition(String text) throws PositionException {
        return GomokuState.parse(this, text.trim());
    }

    @Override
    public int maxMoves() {
        return cells;
    }

    @Override
    public int maxGameLength() {
        return cells;
    }

    /**
     * SGF {@code GM[4]} (Gomoku and Renju): a stone is the FF[4] point of its intersection, column
     * then row from the <em>top</em> left, as in Go records ({@code h8} on 15×15 is {@code hh},
     * {@code a1} is {@code ao}).
     */
    @Override
    public SgfNotation sgfNotation() {
        return new SgfPoints(4, size, size, size, Coordinates.Origin.BOTTOM_LEFT);
    }
}
