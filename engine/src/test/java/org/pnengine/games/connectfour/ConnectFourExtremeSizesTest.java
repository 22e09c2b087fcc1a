package org.pnengine.games.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Connect Four on the extreme boards the rules allow, {@code width*(height+1) <= 64} (issue 26,
 * item 9): the boards whose bitboard fills the whole {@code long} (1×63, 2×31, 4×15, 8×7, 16×3,
 * 32×1) and the tall narrow ones beside them (1×62, 2×30). The four-in-a-row test shifts the
 * bitboard by up to {@code 2*(height+2)}, 130 on 1×63, and Java takes a shift count modulo 64:
 * there a single stone was a win ({@code play b 1} answered {@code B+32}). Checked here: a single
 * column always fills up as a draw, and every solver says so; literal boards of two columns where
 * shifts of 64 saw fours that are not there, and a vertical four there that is one; every set of at
 * most four stones on these boards against the lines of the board, which covers every position
 * (the test is a union of shift-and tests, each looking at four cells at most, so a position shows
 * a four exactly when a set of at most four of its stones does); seeded random games against a
 * scan of the board.
 */
class ConnectFourExtremeSizesTest {

    private static SolveResult solve(Solver solver, State s) {
        return solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    /** Every catalogued solver at its defaults, and the exact alpha-beta both ways. */
    private static List<Solver> solvers() {
        List<Solver> out = new ArrayList<>();
        for (SolverType t : SearcherCatalog.SOLVERS) out.add(t.create(List.of()));
        out.add(SearcherCatalog.solver("alphabeta").orElseThrow().create(List.of("wdl=true")));
        return out;
    }

    @ParameterizedTest(name = "1x{0}")
    @ValueSource(ints = {63, 62, 61, 32, 4, 1})
    void aSingleColumnFillsUpAsADraw(int height) throws Exception {
        ConnectFourGame g = ConnectFourGame.of(1, height);
        ConnectFourState s = g.newInitialState();
        int[] moves = new int[1];
        for (int stone = 1; stone <= height; stone++) {
            assertEquals(1, s.legalMoves(moves), "1x" + height + " before stone " + stone);
            assertEquals(0, moves[0]);
            assertEquals(-1, s.winningMove(), "1x" + height + ": no stone wins, before stone " + stone);
            s.apply(0);
            assertEquals(stone == height, s.isTerminal(), "1x" + height + ": over after stone " + stone + "?");
        }
        assertEquals(0, s.score(), "1x" + height + ": a draw");
        assertEquals(-1, s.winner());
        assertEquals(0, s.legalMoves(moves));
        assertEquals("0", g.formatScore(s.score()));
        State full = g.parsePosition(s.positionText());
        assertTrue(full.isTerminal());
        assertEquals(0, full.score());
        // A playout from the empty board plays the column full: a draw.
        assertEquals(0, g.newInitialState().randomPlayout(new SplittableRandom(height), new int[1], 1000));
    }

    @Test
    void oneStoneOnOneByHeightSixtyThreeIsNotAWin() throws Exception {
        // The transcript: set_game connect_four width=1 height=63, play b 1.
        ConnectFourGame g = ConnectFourGame.of(1, 63);
        State s = g.parsePosition("1");
        assertFalse(s.isTerminal(), "one stone in a column of 63");
        assertEquals(0, s.score());
        assertEquals(Game.SECOND, s.toMove());
        assertEquals(".\n".repeat(62) + "x\n1\no to move", s.render());
        assertEquals("./".repeat(62) + "x o", s.positionText());
        ConnectFourState sixtyTwo = (ConnectFourState) ConnectFourGame.of(1, 62).parsePosition("1");
        assertFalse(sixtyTwo.isTerminal(), "one stone in a column of 62");
    }

    /** Solved by every solver: a draw, with the exact score 0 where the solver gives one. */
    @ParameterizedTest(name = "{0}x{1} after {2}")
    @CsvSource({
            "1, 63, ''",
            "1, 63, 1",
            "1, 62, ''",
            "1, 62, 1",
            "1, 62, 11111111111111111111111111111111111111111111111111111111111",
            // Column 1 full, the rest forced; cells (column, row) from (1, 1) at the bottom left.
            // Shifts of 33 and 66 (taken as 2) saw x's four in (1, 1), (2, 2), (1, 3), (2, 4).
            "2, 31, 1111111111111111111111111111111",
            // x in column 2, then column 1 full, the rest forced. A shift of 64 (taken as 0) saw
            // a four in o's (1, 1) and (2, 2), o's next stone.
            "2, 30, 2111111111111111111111111111111",
    })
    void theseBoardsAreSolvedAsADraw(int width, int height, String moves) throws Exception {
        ConnectFourGame g = ConnectFourGame.of(width, height);
        State s = moves.isEmpty() ? g.newInitialState() : position(g, moves);
        String text = s.positionText();
        for (Solver solver : solvers()) {
            SolveResult r = solve(solver, s);
            String where = width + "x" + height + " " + text + " by " + solver.getClass().getSimpleName();
            assertEquals(Value.DRAW, r.value(), where);
            assertTrue(r.score() == null || r.score() == 0, where + ": score " + r.score());
            assertNull(r.stopReason(), where);
            assertEquals(text, s.positionText(), where + ": the position is restored");
        }
    }

    /**
     * The position after {@code moves} from the empty board: 1-based columns, one digit each, or
     * separated by spaces on boards wider than 9; or a position text (it holds a {@code /}).
     */
    private static ConnectFourState position(ConnectFourGame g, String moves) throws Exception {
        if (moves.contains("/") || !moves.contains(" ")) return (ConnectFourState) g.parsePosition(moves);
        ConnectFourState s = g.newInitialState();
        for (String m : moves.trim().split(" +")) {
            int col = s.parseMove(m);
            assertTrue(s.isLegal(col), "column " + m + " in " + s.positionText());
            s.apply(col);
        }
        return s;
    }

    /** Cells are written (column, row), both from 1, (1, 1) at the bottom left. */
    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({
            // Shift 2*(height+1) = 64: x's horizontal pair (1, 1), (2, 1) was a four.
            "2, 31, 112, 2",
            // Shift 2*(height+2) = 64: x's diagonal pair (1, 1), (2, 2) was a four.
            "2, 30, 122, 2",
            // Shifts 33 and 66, taken as 2: x on (1, 1), (2, 2), (1, 3) and (2, 4) was a four.
            "2, 31, 1221122, 2",
            // Shifts 64, 65 and 130: one stone was a four.
            "1, 63, 1, 1",
            "1, 62, 1, 1",
            // x on the top three cells of column 1 and at the bottom of column 2: four bits in a row
            // of the bitboard but for column 1's empty sentinel bit between them.
            "4, 15, x.../x.../x.../o.../x.../o.../x.../o.../x.../o.../x.../o.../x.o./o.o./xxoo x, 3",
    })
    void noFourIsSeenWhereThereIsNone(int width, int height, String moves, int legal) throws Exception {
        ConnectFourGame g = ConnectFourGame.of(width, height);
        ConnectFourState s = position(g, moves);
        String where = width + "x" + height + " " + s.positionText();
        assertFalse(s.isTerminal(), where);
        assertEquals(0, s.score(), where);
        assertEquals(legal, s.legalMoves(new int[width]), where);
        // The side to move plays on: the next stone makes no four either.
        int[] moves2 = new int[width];
        int n = s.legalMoves(moves2);
        for (int i = 0; i < n; i++) {
            s.apply(moves2[i]);
            assertFalse(s.isTerminal(), where + " then " + (moves2[i] + 1));
            s.undo();
        }
    }

    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({
            // A vertical four needs one column: on two columns it still wins. x's 4th stone is
            // the 7th on the board: (62 + 1 - 6) / 2 = 28.
            "2, 31, 1212121, 28",
            "2, 30, 2121212, 27",
            // A horizontal four on the widest board, of one row: x's 4th stone, the 7th.
            "32, 1, 1 5 2 6 3 7 4, 13",
            // On 4x15, the bottom row: (60 + 1 - 6) / 2 = 27.
            "4, 15, 1122334, 27",
            // o's horizontal four on 16x3, its 4th stone the 8th: -(48 + 1 - 7) / 2 = -21.
            "16, 3, 1 2 1 3 9 4 9 5, -21",
    })
    void aRealFourStillWins(int width, int height, String moves, int score) throws Exception {
        ConnectFourGame g = ConnectFourGame.of(width, height);
        State s = position(g, moves);
        assertTrue(s.isTerminal(), width + "x" + height + " after " + moves);
        assertEquals(score, s.score());
    }

    // ------------------------------------------------------------ exhaustive and random checks

    private static final int[][] SIZES = {{1, 63}, {1, 62}, {2, 31}, {2, 30}, {3, 20}, {4, 15}, {8, 7},
            {16, 3}, {21, 2}, {32, 1}};

    /** The lines of four of the board, as bitboards (cell (c, r) is bit c*(height+1) + r). */
    private static long[] lines(int width, int height) {
        List<Long> out = new ArrayList<>();
        int[][] dirs = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                for (int[] d : dirs) {
                    long line = 0;
                    boolean inside = true;
                    for (int i = 0; i < 4 && inside; i++) {
                        int cc = c + i * d[0];
                        int rr = r + i * d[1];
                        inside = cc >= 0 && cc < width && rr >= 0 && rr < height;
                        if (inside) line |= 1L << (cc * (height + 1) + rr);
                    }
                    if (inside) out.add(line);
                }
            }
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private static boolean holdsALine(long pos, long[] lines) {
        for (long l : lines) {
            if ((pos & l) == l) return true;
        }
        return false;
    }

    @Test
    void everySetOfAtMostFourStonesShowsAFourExactlyWhenItHoldsALine() {
        for (int[] size : SIZES) {
            ConnectFourGame g = ConnectFourGame.of(size[0], size[1]);
            long[] lines = lines(size[0], size[1]);
            int n = size[0] * size[1];
            long[] cells = new long[n];
            for (int i = 0; i < n; i++) cells[i] = 1L << ((i / size[1]) * (size[1] + 1) + i % size[1]);
            String name = size[0] + "x" + size[1];
            int fours = 0;
            for (int a = 0; a < n; a++) {
                assertFalse(ConnectFourState.alignment(cells[a], g), name + ": one stone");
                for (int b = a + 1; b < n; b++) {
                    long ab = cells[a] | cells[b];
                    assertFalse(ConnectFourState.alignment(ab, g), name + ": two stones " + Long.toHexString(ab));
                    for (int c = b + 1; c < n; c++) {
                        long abc = ab | cells[c];
                        assertFalse(ConnectFourState.alignment(abc, g), name + ": three stones " + Long.toHexString(abc));
                        for (int d = c + 1; d < n; d++) {
                            long pos = abc | cells[d];
                            boolean line = holdsALine(pos, lines);
                            if (line) fours++;
                            if (ConnectFourState.alignment(pos, g) != line) {
                                fail(name + ": four stones " + Long.toHexString(pos) + (line
                                        ? " make a line, not seen" : " seen as a four, but make no line"));
                            }
                        }
                    }
                }
            }
            assertEquals(lines.length, fours, name + ": every line was met once");
        }
    }

    @Test
    void randomGamesEndExactlyAtTheFirstLine() throws Exception {
        for (int[] size : SIZES) {
            int width = size[0];
            int height = size[1];
            ConnectFourGame g = ConnectFourGame.of(width, height);
            long[] lines = lines(width, height);
            SplittableRandom rng = new SplittableRandom(width * 1000L + height);
            int[] moves = new int[width];
            int wins = 0;
            for (int game = 0; game < 200; game++) {
                ConnectFourState s = g.newInitialState();
                long[] stones = new long[2];
                int[] heights = new int[width];
                while (true) {
                    int lastMover = 1 - s.toMove();
                    boolean won = s.stones() > 0 && holdsALine(stones[lastMover], lines);
                    String where = width + "x" + height + " at " + s.positionText();
                    assertEquals(won || s.stones() == width * height, s.isTerminal(), where);
                    if (s.isTerminal()) {
                        assertEquals(won ? (lastMover == Game.FIRST ? 1 : -1) : 0, Integer.signum(s.score()), where);
                        if (won) wins++;
                        break;
                    }
                    int n = s.legalMoves(moves);
                    int col = moves[rng.nextInt(n)];
                    stones[s.toMove()] |= 1L << (col * (height + 1) + heights[col]++);
                    s.apply(col);
                }
            }
            if (width >= 2 && height >= 4 || width >= 4) {
                assertTrue(wins > 0, width + "x" + height + ": some random game was won");
            } else {
                assertEquals(0, wins, width + "x" + height + ": no four fits");
            }
        }
    }
}
