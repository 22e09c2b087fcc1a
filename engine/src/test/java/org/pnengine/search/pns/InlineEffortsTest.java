package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link InlineEfforts} against {@link EffortVectors}: the four numbers kept in a record are the
 * ones the dense vector and the bounds give, for every bounds and window of three outcomes, and
 * the bounds are read back from them.
 */
class InlineEffortsTest {

    private static final int INF = MoPnsSolver.INF;

    @Test
    void aLeafHasTheNumbersItsBoundsGive() {
        int[] a = new int[6];
        for (int p = 0; p <= 2; p++) {
            for (int q = p; q <= 2; q++) {
                InlineEfforts.leaf(a, 1, p, q);
                assertSameNumbers(a, 1, p, q, null, "leaf [" + p + ", " + q + "]");
            }
        }
    }

    @Test
    void updatedNumbersAreTheVectorsReadThroughTheBoundsAndAfterTighteningToo() {
        Random random = new Random(14);
        int[] a = new int[7];
        int[] gNew = new int[3];
        int[] sNew = new int[3];
        int[] dense = new int[5];
        int changes = 0;
        int same = 0;
        for (int trial = 0; trial < 200; trial++) {
            int range = trial % 2 == 0 ? 3 : INF - 1;
            for (int p = 0; p <= 2; p++) {
                for (int q = p + 1; q <= 2; q++) {
                    for (int lo = p; lo <= q; lo++) {
                        for (int hi = lo + 1; hi <= q; hi++) {
                            // Some earlier numbers: a random record within the bounds.
                            InlineEfforts.leaf(a, 2, p, q);
                            for (int x = 0; x < 3; x++) {
                                if (InlineEfforts.g(a, 2, x) == 1) a[2 + InlineEfforts.gField(x)] = 1 + random.nextInt(3);
                                if (InlineEfforts.s(a, 2, x) == 1) a[2 + InlineEfforts.sField(x)] = 1 + random.nextInt(3);
                            }
                            int[] before = a.clone();
                            for (int x = 0; x < 3; x++) {
                                gNew[x] = 1 + random.nextInt(range);
                                sNew[x] = 1 + random.nextInt(range);
                            }
                            EffortVectors.writeDense(dense, 0, lo, hi, gNew, sNew);
                            boolean changed = InlineEfforts.update(a, 2, p, q, lo, hi, gNew[1], gNew[2], sNew[0], sNew[1]);
                            String what = "bounds [" + p + ", " + q + "], window [" + lo + ", " + hi + "]";
                            assertSameNumbers(a, 2, p, q, dense, what);
                            boolean expected = false;
                            for (int x = lo + 1; x <= hi; x++) expected |= InlineEfforts.g(before, 2, x) != gNew[x];
                            for (int x = lo; x < hi; x++) expected |= InlineEfforts.s(before, 2, x) != sNew[x];
                            assertEquals(expected, changed, what + ": changed");
                            if (changed) changes++;
                            else same++;
                            // Bounds narrowing around the window, as a later backup's would.
                            for (int np = p; np <= lo; np++) {
                                for (int nq = Math.max(np, hi); nq <= q; nq++) {
                                    int[] b = a.clone();
                                    InlineEfforts.tighten(b, 2, np, nq);
                                    assertSameNumbers(b, 2, np, nq, dense, what + " tightened to [" + np + ", " + nq + "]");
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(changes > 0 && same > 0, changes + " changed, " + same + " unchanged");
    }

    @Test
    void theFieldsAreWhereTheReadsFindThem() {
        int[] a = {9, 11, 12, 13, 14, 9};
        assertEquals(0, InlineEfforts.g(a, 1, 0));
        assertEquals(11, InlineEfforts.g(a, 1, 1));
        assertEquals(12, InlineEfforts.g(a, 1, 2));
        assertEquals(13, InlineEfforts.s(a, 1, 0));
        assertEquals(14, InlineEfforts.s(a, 1, 1));
        assertEquals(0, InlineEfforts.s(a, 1, 2));
        assertEquals(11, a[1 + InlineEfforts.gField(1)]);
        assertEquals(12, a[1 + InlineEfforts.gField(2)]);
        assertEquals(13, a[1 + InlineEfforts.sField(0)]);
        assertEquals(14, a[1 + InlineEfforts.sField(1)]);
    }

    /** The numbers are the vector's read through the bounds [p, q], and give those bounds back. */
    private static void assertSameNumbers(int[] a, int at, int p, int q, int[] dense, String what) {
        assertEquals(p, InlineEfforts.pess(a, at), what + ": pess");
        assertEquals(q, InlineEfforts.opti(a, at), what + ": opti");
        for (int x = 0; x <= 2; x++) {
            assertEquals(EffortVectors.g(x, p, q, dense, 0), InlineEfforts.g(a, at, x), what + ": G(" + x + ")");
            assertEquals(EffortVectors.s(x, p, q, dense, 0), InlineEfforts.s(a, at, x), what + ": S(" + x + ")");
        }
    }
}
