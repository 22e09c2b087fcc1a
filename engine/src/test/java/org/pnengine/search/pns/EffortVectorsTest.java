package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link EffortVectors}: vectors read back as stored in either layout and compared over any
 * window, and the backup's fold, the children's runs merged, against a plain fold outcome by
 * outcome of the numbers {@link EffortVectors#g} and {@link EffortVectors#s} read (or a leaf's, or
 * a flat vector's kept in the record), on seeded random children; its runs stored read back.
 */
class EffortVectorsTest {

    private static final int INF = MoPnsSolver.INF;
    private static final long INF_TERM = MoPnsSolver.INF_TERM;

    /** A child: its bounds, its vector's index (or -1) and else its flat numbers (a leaf's: 1, 1). */
    private record Child(int p, int q, int v, int gFlat, int sFlat) {

        Child(int p, int q, int v) {
            this(p, q, v, 1, 1);
        }
    }

    /** A check of one stored random vector: its window, numbers and index, and the test's random. */
    private interface StoredCheck {
        void check(EffortVectors vec, Random random, int lo, int hi, int[] g, int[] s, int v);
    }

    /**
     * Stores {@code trials} seeded random vectors over 43 outcomes, one at a time, runs
     * {@code check} on each and frees it; requires both layouts among them, each over 100 times.
     */
    private static void eachStoredRandomVector(long seed, int trials, StoredCheck check) {
        Random random = new Random(seed);
        int m = 43;
        EffortVectors vec = new EffortVectors(m, new StorageQuota(Long.MAX_VALUE));
        int[] g = new int[m];
        int[] s = new int[m];
        int dense = 0;
        int runs = 0;
        for (int trial = 0; trial < trials; trial++) {
            int lo = random.nextInt(m - 1);
            int hi = lo + 1 + random.nextInt(m - 1 - lo);
            randomNumbers(random, lo, hi, g, s, 1 + random.nextInt(4));
            int v = vec.store(-1, lo, hi, g, s);
            if (vec.window(v) < 0) runs++;
            else dense++;
            check.check(vec, random, lo, hi, g, s, v);
            vec.free(v);
        }
        assertTrue(dense > 100 && runs > 100, dense + " dense, " + runs + " in runs");
    }

    @Test
    void storedVectorsReadBackInBothLayouts() {
        eachStoredRandomVector(141, 2000, (vec, random, lo, hi, g, s, v) -> {
            assertEquals(lo, EffortVectors.windowLo(vec.window(v)));
            assertEquals(hi, EffortVectors.windowHi(vec.window(v)));
            for (int x = lo + 1; x <= hi; x++) assertEquals(g[x], vec.g(x, -1, Integer.MAX_VALUE, v), "G(" + x + ")");
            for (int x = lo; x < hi; x++) assertEquals(s[x], vec.s(x, -1, Integer.MAX_VALUE, v), "S(" + x + ")");
            assertTrue(vec.holds(v, lo, hi, g, s));
        });
    }

    @Test
    void theAttractingOutcomeInOnePassIsTheLeastSumOutcomeByOutcome() {
        eachStoredRandomVector(15, 3000, (vec, random, lo, hi, g, s, v) -> {
            // Bounds equal to the window (as the root's are) or within it.
            int p = random.nextBoolean() ? lo : lo + random.nextInt(hi - lo);
            int q = random.nextBoolean() ? hi : p + 1 + random.nextInt(hi - p);
            int best = q;
            long bestCost = Long.MAX_VALUE;
            for (int x = p + 1; x <= q; x++) {
                long cost = (long) vec.g(x, p, q, v) + vec.s(x, p, q, v);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = x;
                }
            }
            assertEquals(best, vec.attracting(p, q, v), "window [" + lo + ", " + hi + "], bounds [" + p + ", " + q + "]");
        });
    }

    @Test
    void theFoldInStretchesEqualsTheFoldOutcomeByOutcome() {
        Random random = new Random(14);
        int folds = 0;
        for (int m : new int[] {3, 4, 9, 43, 129}) {
            EffortVectors vec = new EffortVectors(m, new StorageQuota(Long.MAX_VALUE));
            EffortFold fold = new EffortFold(vec, m);
            int[] g = new int[m];
            int[] s = new int[m];
            int[] gNew = new int[m];
            int[] sNew = new int[m];
            int[] gRef = new int[m];
            int[] sRef = new int[m];
            for (int trial = 0; trial < 3000; trial++) {
                boolean max = random.nextBoolean();
                int wlo = random.nextInt(m - 1);
                int whi = wlo + 1 + random.nextInt(m - 1 - wlo);
                Child[] children = new Child[1 + random.nextInt(5)];
                for (int i = 0; i < children.length; i++) {
                    int p = random.nextInt(m);
                    int q = p + random.nextInt(m - p);
                    int v = -1;
                    if (q > p && random.nextInt(4) != 0) {
                        // A vector over a window within the bounds, often the parent's window's
                        // intersection with them, sometimes narrower or reaching past it.
                        int lo = p + random.nextInt(q - p);
                        int hi = lo + 1 + random.nextInt(q - lo);
                        if (random.nextBoolean()) {
                            lo = Math.max(p, Math.min(wlo, q - 1));
                            hi = Math.max(lo + 1, Math.min(q, whi));
                        }
                        randomNumbers(random, lo, hi, g, s, random.nextInt(3) == 0 ? m : 1 + random.nextInt(4));
                        v = vec.store(-1, lo, hi, g, s);
                    }
                    if (v < 0 && random.nextBoolean()) {
                        // A flat vector kept in the record: one number for G, one for S.
                        int fg = 1 + random.nextInt(random.nextBoolean() ? 5 : INF - 1);
                        int fs = 1 + random.nextInt(random.nextBoolean() ? 5 : INF - 1);
                        children[i] = new Child(p, q, -1, fg, fs);
                    } else {
                        children[i] = new Child(p, q, v);
                    }
                }
                Arrays.fill(gNew, -7);
                Arrays.fill(sNew, -7);
                Arrays.fill(gRef, -7);
                Arrays.fill(sRef, -7);
                fold.start(max, wlo, whi, INF_TERM);
                for (Child c : children) fold.add(c.p(), c.q(), c.v(), c.gFlat(), c.sFlat());
                fold.end(gNew, sNew);
                boolean flat = vec.flat();
                referenceFold(vec, max, wlo, whi, children, gRef, sRef);
                String what = (max ? "Max" : "Min") + " over [" + wlo + ", " + whi + "] of "
                        + Arrays.toString(children);
                assertArrayEquals(gRef, gNew, "G, " + what);
                assertArrayEquals(sRef, sNew, "S, " + what);
                // The runs out of the fold: flat iff one number each, and stored as they read.
                assertEquals(isFlat(gRef, wlo + 1, whi) && isFlat(sRef, wlo, whi - 1), flat, "flat, " + what);
                if (flat) assertTrue(vec.holdsFlat(gRef[whi], sRef[wlo]), "holdsFlat, " + what);
                int stored = vec.storeEncoded(-1);
                for (int x = wlo + 1; x <= whi; x++) assertEquals(gRef[x], vec.g(x, -1, Integer.MAX_VALUE, stored));
                for (int x = wlo; x < whi; x++) assertEquals(sRef[x], vec.s(x, -1, Integer.MAX_VALUE, stored));
                vec.free(stored);
                for (Child c : children) if (c.v() >= 0) vec.free(c.v());
                folds++;
            }
        }
        assertEquals(15000, folds);
    }

    @Test
    void aVectorHoldsWhatItReadsOverAnyWindowAndNothingElse() {
        Random random = new Random(30);
        int m = 43;
        EffortVectors vec = new EffortVectors(m, new StorageQuota(Long.MAX_VALUE));
        int[] g = new int[m];
        int[] s = new int[m];
        int[] g2 = new int[m];
        int[] s2 = new int[m];
        for (int trial = 0; trial < 3000; trial++) {
            int lo = random.nextInt(m - 1);
            int hi = lo + 1 + random.nextInt(m - 1 - lo);
            randomNumbers(random, lo, hi, g, s, random.nextInt(3) == 0 ? m : 1 + random.nextInt(4));
            int v = vec.store(-1, lo, hi, g, s);
            // Another window, overlapping or not: the vector read there, clamped into its own.
            int lo2 = random.nextInt(m - 1);
            int hi2 = lo2 + 1 + random.nextInt(m - 1 - lo2);
            for (int x = lo2 + 1; x <= hi2; x++) g2[x] = vec.g(x, -1, Integer.MAX_VALUE, v);
            for (int x = lo2; x < hi2; x++) s2[x] = vec.s(x, -1, Integer.MAX_VALUE, v);
            assertTrue(vec.holds(v, lo2, hi2, g2, s2), "over [" + lo2 + ", " + hi2 + "]");
            int x = lo2 + random.nextInt(hi2 - lo2);
            if (random.nextBoolean()) g2[x + 1] += 1 + random.nextInt(3);
            else s2[x] += 1 + random.nextInt(3);
            assertTrue(!vec.holds(v, lo2, hi2, g2, s2), "changed at " + x + " over [" + lo2 + ", " + hi2 + "]");
            vec.free(v);
        }
    }

    @Test
    void infiniteTermsMakeASumInfiniteAndLargeFiniteSumsSaturate() {
        EffortVectors vec = new EffortVectors(4, new StorageQuota(Long.MAX_VALUE));
        int[] g = {0, INF - 1, INF - 1, INF - 1};
        int[] s = {INF - 1, INF - 1, INF - 1, 0};
        int v = vec.store(-1, 0, 3, g, s);
        int[] gNew = new int[4];
        int[] sNew = new int[4];
        // A Min node: G sums; child two is ∞ above its opti 2.
        EffortFold fold = new EffortFold(vec, 4);
        fold.start(false, 0, 3, INF_TERM);
        fold.add(0, 3, v, 1, 1);
        fold.add(0, 2, -1, 1, 1);
        fold.end(gNew, sNew);
        assertEquals(INF - 1, gNew[1]);
        assertEquals(INF - 1, gNew[2]);
        assertEquals(INF, gNew[3]);
        assertEquals(1, sNew[0]);
        assertEquals(0, sNew[2]);
    }

    private static boolean isFlat(int[] a, int from, int to) {
        for (int x = from + 1; x <= to; x++) if (a[x] != a[from]) return false;
        return true;
    }

    /**
     * Random numbers over the window [lo, hi] with about {@code distinct} different values
     * (few: long runs; as many as outcomes: a dense vector), G non-decreasing and S
     * non-increasing as the search's are, ∞ among them.
     */
    private static void randomNumbers(Random random, int lo, int hi, int[] g, int[] s, int distinct) {
        int[] values = new int[distinct];
        for (int i = 0; i < distinct; i++) {
            int r = random.nextInt(10);
            values[i] = r == 0 ? INF : r == 1 ? INF - 1 - random.nextInt(3) : 1 + random.nextInt(50);
        }
        Arrays.sort(values);
        int[] picks = new int[hi - lo];
        for (int i = 0; i < picks.length; i++) picks[i] = values[random.nextInt(distinct)];
        Arrays.sort(picks);
        for (int i = 0; i < picks.length; i++) {
            g[lo + 1 + i] = picks[i];
            s[hi - 1 - i] = picks[picks.length - 1 - i];
        }
        if (random.nextInt(3) == 0) {
            // Not monotone: the fold must not rely on it.
            for (int i = 0; i < picks.length; i++) picks[i] = values[random.nextInt(distinct)];
            for (int i = 0; i < picks.length; i++) s[lo + i] = picks[i];
        }
    }

    /** The fold outcome by outcome: each child's G(x) and S(x) as read, by min or by sum. */
    private static void referenceFold(EffortVectors vec, boolean max, int wlo, int whi, Child[] children,
                                      int[] gRef, int[] sRef) {
        for (int x = wlo + 1; x <= whi; x++) {
            long acc = max ? INF : 0;
            for (Child c : children) {
                int e = c.v() >= 0 ? vec.g(x, c.p(), c.q(), c.v())
                        : x <= c.p() ? 0 : x > c.q() ? INF : c.gFlat();
                if (max) acc = Math.min(acc, e);
                else acc += e == INF ? INF_TERM : e;
            }
            gRef[x] = saturated(acc);
        }
        for (int x = wlo; x < whi; x++) {
            long acc = max ? 0 : INF;
            for (Child c : children) {
                int e = c.v() >= 0 ? vec.s(x, c.p(), c.q(), c.v())
                        : x >= c.q() ? 0 : x < c.p() ? INF : c.sFlat();
                if (max) acc += e == INF ? INF_TERM : e;
                else acc = Math.min(acc, e);
            }
            sRef[x] = saturated(acc);
        }
    }

    /** A sum with an ∞ term is ∞, a finite one saturates at INF - 1 (a min of INF, too, reads INF - 1). */
    private static int saturated(long acc) {
        if (acc >= INF_TERM) return INF;
        return acc < INF ? (int) acc : INF - 1;
    }
}
