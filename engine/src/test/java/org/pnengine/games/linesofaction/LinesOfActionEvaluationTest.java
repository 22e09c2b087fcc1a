package org.pnengine.games.linesofaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lines of Action's evaluation against a slow reading of its definition (the centre of mass, each
 * piece's distances and rings, the least sum by trying every square as the centre, the
 * neighbours by looking at all eight), on positions of seeded random games on both boards; every
 * symmetry of the board keeps it, and the colours swapped on the transposed board negate it.
 */
class LinesOfActionEvaluationTest {

    private static int[][] squares(long pieces) {
        int[][] out = new int[Long.bitCount(pieces)][];
        int i = 0;
        for (long p = pieces; p != 0; p &= p - 1) {
            int sq = Long.numberOfTrailingZeros(p);
            out[i++] = new int[] {sq >>> 3, sq & 7};
        }
        return out;
    }

    /** The least sum of Chebyshev distances of n distinct squares of the unbounded board to one of them. */
    private static int least(int n) {
        // Squares sorted by their distance to the centre: 1 at 0, 8 at 1, 16 at 2, ...
        int sum = 0;
        int left = n;
        for (int d = 0; left > 0; d++) {
            int at = d == 0 ? 1 : 8 * d;
            int take = Math.min(at, left);
            sum += take * d;
            left -= take;
        }
        return sum;
    }

    private static int slowSide(int size, long pieces) {
        int[][] sq = squares(pieces);
        int n = sq.length;
        if (n == 0) return 0;
        long mr = 0;
        long mf = 0;
        for (int[] s : sq) {
            mr += s[0];
            mf += s[1];
        }
        // The centre of mass (mr / n, mf / n), exactly: distances in units of 1 / n.
        long distances = 0;
        int rings = 0;
        int pairs = 0;
        for (int[] a : sq) {
            distances += Math.max(Math.abs(n * a[0] - mr), Math.abs(n * a[1] - mf));
            rings += Math.min(Math.min(a[0], size - 1 - a[0]), Math.min(a[1], size - 1 - a[1]));
            for (int[] b : sq) {
                boolean next = Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) == 1;
                if (next) pairs++;
            }
        }
        pairs /= 2;
        return (int) (-LinesOfActionEvaluation.CONCENTRATION * (distances - (long) n * least(n)) / n)
                + LinesOfActionEvaluation.CENTRE * rings + LinesOfActionEvaluation.CONNECTION * pairs;
    }

    /** The board's image: transposed (rank and file exchanged), then each coordinate reflected as asked. */
    private static long image(long pieces, int size, boolean transpose, boolean flipRank, boolean flipFile) {
        long out = 0;
        for (long p = pieces; p != 0; p &= p - 1) {
            int sq = Long.numberOfTrailingZeros(p);
            int r = sq >>> 3;
            int f = sq & 7;
            if (transpose) {
                int t = r;
                r = f;
                f = t;
            }
            if (flipRank) r = size - 1 - r;
            if (flipFile) f = size - 1 - f;
            out |= 1L << (r * 8 + f);
        }
        return out;
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {7, 8})
    void theEvaluationIsItsDefinitionAndKeepsTheSymmetries(int size) {
        LinesOfActionGame g = (LinesOfActionGame) LinesOfActionGame.TYPE.create(List.of("size=" + size));
        SplittableRandom rng = new SplittableRandom(17 + size);
        int[] buf = new int[g.maxMoves()];
        int nonZero = 0;
        for (int game = 0; game < 60; game++) {
            LinesOfActionState s = g.newInitialState();
            while (!s.isTerminal()) {
                long black = s.blackBits();
                long white = s.whiteBits();
                long hash = s.hash();
                int v = s.evaluate();
                assertEquals(slowSide(size, black) - slowSide(size, white), v, s.positionText());
                assertEquals(hash, s.hash(), "evaluating leaves the position as it was");
                if (v != 0) nonZero++;
                for (int k = 0; k < 8; k++) {
                    boolean t = (k & 1) != 0;
                    boolean fr = (k & 2) != 0;
                    boolean ff = (k & 4) != 0;
                    assertEquals(v, LinesOfActionEvaluation.evaluate(size, image(black, size, t, fr, ff),
                            image(white, size, t, fr, ff)), "a symmetry of the board keeps the value: " + s.positionText());
                }
                assertEquals(-v, LinesOfActionEvaluation.evaluate(size, image(white, size, true, false, false),
                        image(black, size, true, false, false)), "the colours swapped negate the value: " + s.positionText());
                int n = s.legalMoves(buf);
                s.apply(buf[rng.nextInt(n)]);
            }
        }
        assertNotEquals(0, nonZero, "the games reached uneven positions");
    }
}
