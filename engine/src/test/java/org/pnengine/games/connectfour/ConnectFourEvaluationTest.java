package org.pnengine.games.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pnengine.game.Game;

/**
 * Connect Four's evaluation against a slow reading of its definition, cell by cell (the fours
 * through each stone's cell counted by walking the board, a threat found by trying each empty
 * cell's four lines), on random games of several sizes (fixed seeds), with the mirror image
 * evaluating alike and the state unchanged; and by hand on the standard board.
 */
class ConnectFourEvaluationTest {

    private static final int[][] STEPS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    private static boolean on(ConnectFourGame g, int c, int r) {
        return c >= 0 && c < g.width && r >= 0 && r < g.height;
    }

    /** The fours of the board through cell (c, r): every window of four cells, in four directions, holding it. */
    private static int foursThrough(ConnectFourGame g, int c, int r) {
        int n = 0;
        for (int[] d : STEPS) {
            for (int back = 0; back < 4; back++) {
                int sc = c - back * d[0];
                int sr = r - back * d[1];
                if (on(g, sc, sr) && on(g, sc + 3 * d[0], sr + 3 * d[1])) n++;
            }
        }
        return n;
    }

    /** Whether a stone of {@code player} on the empty cell (c, r) would complete a four of its stones. */
    private static boolean completes(ConnectFourState s, ConnectFourGame g, int player, int c, int r) {
        for (int[] d : STEPS) {
            for (int back = 0; back < 4; back++) {
                int sc = c - back * d[0];
                int sr = r - back * d[1];
                if (!on(g, sc, sr) || !on(g, sc + 3 * d[0], sr + 3 * d[1])) continue;
                boolean all = true;
                for (int k = 0; k < 4 && all; k++) {
                    int x = sc + k * d[0];
                    int y = sr + k * d[1];
                    all = x == c && y == r || s.owner(x, y) == player;
                }
                if (all) return true;
            }
        }
        return false;
    }

    /** Whether some empty cell would complete a four for either side. */
    private static boolean hasThreat(ConnectFourState s, ConnectFourGame g) {
        for (int c = 0; c < g.width; c++) {
            for (int r = 0; r < g.height; r++) {
                if (s.owner(c, r) < 0 && (completes(s, g, Game.FIRST, c, r) || completes(s, g, Game.SECOND, c, r))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The evaluation as its class comment defines it, for the first player. */
    private static int slow(ConnectFourState s, ConnectFourGame g) {
        int v = 0;
        for (int c = 0; c < g.width; c++) {
            for (int r = 0; r < g.height; r++) {
                int owner = s.owner(c, r);
                if (owner >= 0) {
                    v += (owner == Game.FIRST ? 1 : -1) * foursThrough(g, c, r);
                    continue;
                }
                boolean oddRow = r % 2 == 0;   // rows 1, 3, 5, ... counted from 1 at the bottom
                if (completes(s, g, Game.FIRST, c, r)) {
                    v += oddRow ? ConnectFourState.STRONG_THREAT : ConnectFourState.WEAK_THREAT;
                }
                if (completes(s, g, Game.SECOND, c, r)) {
                    v -= oddRow ? ConnectFourState.WEAK_THREAT : ConnectFourState.STRONG_THREAT;
                }
            }
        }
        return v;
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"7,6", "4,4", "5,4", "8,7", "3,5", "6,5", "1,63", "2,31", "4,15", "16,3", "32,1"})
    void theEvaluationIsItsDefinition(int width, int height) {
        ConnectFourGame g = ConnectFourGame.of(width, height);
        SplittableRandom rng = new SplittableRandom(31L * width + height);
        int[] buf = new int[width];
        int threatsSeen = 0;
        for (int game = 0; game < 200; game++) {
            ConnectFourState s = g.newInitialState();
            ConnectFourState mirror = g.newInitialState();
            while (!s.isTerminal()) {
                long hash = s.hash();
                int v = s.evaluate();
                assertEquals(slow(s, g), v, "the evaluation of " + s.positionText());
                assertEquals(v, mirror.evaluate(), "the mirror image of " + s.positionText());
                assertEquals(hash, s.hash(), "evaluating leaves the position as it was");
                if (hasThreat(s, g)) threatsSeen++;
                int n = s.legalMoves(buf);
                int m = buf[rng.nextInt(n)];
                s.apply(m);
                mirror.apply(width - 1 - m);
            }
        }
        // A single column alternates its colours, so no three of a side ever stand in a line there.
        assertTrue(threatsSeen > 0 || width == 1, "the games reached positions with threats, whose terms were compared too");
    }

    /** The standard board by hand: the fours through its cells, and each threat by its row and owner. */
    @Test
    void theStandardBoardByHand() throws Exception {
        ConnectFourGame g = ConnectFourGame.standard();
        assertEquals(0, g.newInitialState().evaluate(), "the empty board is even");
        // One stone in the centre of the bottom row: 7 fours pass through it.
        assertEquals(7, ((ConnectFourState) g.parsePosition("4")).evaluate());
        // d1 and d3 for the first player (7 + 13), d2 for the second (10).
        assertEquals(10, ((ConnectFourState) g.parsePosition("444")).evaluate());
        // The first player's a1 b1 c1 (3 + 4 + 5) against a2 b2 c2 (4 + 6 + 8): its threat d1 on
        // row 1 is strong, the second player's d2 on row 2 is strong too.
        int stones = 3 + 4 + 5 - (4 + 6 + 8);
        assertEquals(stones + ConnectFourState.STRONG_THREAT - ConnectFourState.STRONG_THREAT,
                ((ConnectFourState) g.parsePosition("112233")).evaluate());
        // The first player's a1 b1 c1 (12) against a2 b2 e1 (4 + 6 + 5): the first's d1 threat
        // (row 1, strong), none for the second.
        assertEquals(12 - 15 + ConnectFourState.STRONG_THREAT, ((ConnectFourState) g.parsePosition("112235")).evaluate());
        // The second player's d2 e2 f2 over the first's d1 e1 f1 and a1: the first's threats c1
        // and g1 (row 1, strong for it), the second's c2 and g2 (row 2, strong for it).
        int s2 = 7 + 5 + 4 + 3 - (10 + 8 + 6);
        assertEquals(s2, ((ConnectFourState) g.parsePosition("4455661")).evaluate());
    }
}
