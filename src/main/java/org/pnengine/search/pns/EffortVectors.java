package org.pnengine.search.pns;

/**
 * The effort vectors of {@link MoPnsSolver}: for an expanded, unsolved node, G(x) and S(x) over
 * its relevancy window [lo, hi] (G over lo &lt; x ≤ hi, S over lo ≤ x &lt; hi), stored in an int
 * {@link NodePool} in whichever of two layouts is shorter:
 * <pre>
 *   dense: [lo | hi &lt;&lt; 16] [G(lo+1) .. G(hi)] [S(lo) .. S(hi-1)]           1 + 2w ints
 *   runs:  [lo | hi &lt;&lt; 16 | RUNS] [nG | nS &lt;&lt; 16] [G run starts] [G run values]
 *          [S run starts] [S run values]                                  2 + 2(nG + nS)
 * </pre>
 * G is non-decreasing and S non-increasing in x, and far from the root both are constant over
 * long stretches of outcomes, so runs keep wide score ranges compact. A node without a vector
 * (index -1: a leaf, a terminal or a solved node) has the numbers its bounds [p, q] give: 0 where
 * the bound is proven, ∞ beyond it and 1 between.
 */
final class EffortVectors {

    private static final int INF = MoPnsSolver.INF;
    /** The flag of a vector stored in runs. */
    private static final int RUNS = 1 << 31;
    /** The shortest vector in runs: one run of G and one of S. */
    private static final int MIN_RUNS = 2 + 2 * 2;

    private final NodePool pool;

    /** Vectors over at most {@code outcomes} outcomes, in blocks counted against {@code memory}. */
    EffortVectors(int outcomes, MemoryBudget memory) {
        this.pool = new NodePool(1, 1 + 2 * (outcomes - 1), memory);
    }

    /** The first int of the vector at {@code v}: its window, read by {@link #windowLo} and {@link #windowHi}. */
    int window(int v) {
        return pool.chunks[v >>> pool.bits][v & pool.lowMask];
    }

    /** G(x) of a node with bounds [p, q] and the vector at {@code v} (or -1: none). */
    int g(int x, int p, int q, int v) {
        if (v < 0 || x <= p || x > q) return g(x, p, q, null, 0);
        return g(x, p, q, pool.chunks[v >>> pool.bits], v & pool.lowMask);
    }

    /** S(x) of a node with bounds [p, q] and the vector at {@code v} (or -1: none). */
    int s(int x, int p, int q, int v) {
        if (v < 0 || x >= q || x < p) return s(x, p, q, null, 0);
        return s(x, p, q, pool.chunks[v >>> pool.bits], v & pool.lowMask);
    }

    /** The array holding the vector at {@code v} (valid until the next {@link #store}). */
    int[] chunk(int v) {
        return pool.chunks[v >>> pool.bits];
    }

    /** The offset of the vector at {@code v} in its {@link #chunk}. */
    int base(int v) {
        return v & pool.lowMask;
    }

    /** Frees the vector at {@code v}. */
    void free(int v) {
        pool.free(v, length(v));
    }

    /** The lowest outcome of the window in a vector's first int. */
    static int windowLo(int h) {
        return h & 0xFFFF;
    }

    /** The highest outcome of the window in a vector's first int. */
    static int windowHi(int h) {
        return (h >>> 16) & 0x7FFF;
    }

    /**
     * G(x) of a node with bounds [p, q] and the vector at {@code va[base..]} (or none:
     * {@code va} null, a leaf's numbers). Outside the vector's window the value never matters
     * (see {@link MoPnsSolver}), so x is clamped into it.
     */
    static int g(int x, int p, int q, int[] va, int base) {
        if (x <= p) return 0;
        if (x > q) return INF;
        if (va == null) return 1;
        int h = va[base];
        int lo = windowLo(h);
        int hi = windowHi(h);
        if (x <= lo) x = lo + 1;
        else if (x > hi) x = hi;
        if (h >= 0) return va[base + x - lo];
        int n = va[base + 1] & 0xFFFF;
        int starts = base + 2;
        int i = 0;
        while (i + 1 < n && va[starts + i + 1] <= x) i++;
        return va[starts + n + i];
    }

    /** S(x), as {@link #g}. */
    static int s(int x, int p, int q, int[] va, int base) {
        if (x >= q) return 0;
        if (x < p) return INF;
        if (va == null) return 1;
        int h = va[base];
        int lo = windowLo(h);
        int hi = windowHi(h);
        if (x < lo) x = lo;
        else if (x >= hi) x = hi - 1;
        if (h >= 0) return va[base + (hi - lo) + 1 + x - lo];
        int c = va[base + 1];
        int ng = c & 0xFFFF;
        int n = c >>> 16;
        int starts = base + 2 + 2 * ng;
        int i = 0;
        while (i + 1 < n && va[starts + i + 1] <= x) i++;
        return va[starts + n + i];
    }

    /**
     * Folds the numbers of a child with bounds [p, q] and the vector at {@code v} (or -1: none)
     * into a parent's accumulators over the window [wlo, whi]: G(x) for wlo &lt; x ≤ whi into
     * {@code gAcc}, S(x) for wlo ≤ x &lt; whi into {@code sAcc}, the same values {@link #g} and
     * {@link #s} give. At a Max parent ({@code max}) G is folded by min and S by sum; at a Min
     * parent the reverse. A sum counts an ∞ term as {@code infTerm}. The numbers fixed by the
     * bounds (0 and ∞) are folded as ranges, without reading the vector; only p &lt; x ≤ q (G) and
     * p ≤ x &lt; q (S) come from it (1 for a node without one).
     */
    void fold(boolean max, int p, int q, int v, int wlo, int whi, long[] gAcc, long[] sAcc, long infTerm) {
        int[] va = null;
        int base = 0;
        if (v >= 0) {
            va = pool.chunks[v >>> pool.bits];
            base = v & pool.lowMask;
        }
        // G: 0 on (wlo, min(p, whi)], from the vector on (max(p, wlo), min(q, whi)], ∞ above.
        int zeroEnd = Math.min(p, whi);
        int midEnd = Math.min(q, whi);
        int x = wlo + 1;
        if (max) {
            for (; x <= zeroEnd; x++) gAcc[x] = 0;
        } else {
            x = Math.max(x, zeroEnd + 1);
        }
        if (x <= midEnd) {
            if (va == null) {
                for (; x <= midEnd; x++) {
                    if (max) {
                        if (gAcc[x] > 1) gAcc[x] = 1;
                    } else {
                        gAcc[x] += 1;
                    }
                }
            } else {
                x = foldG(max, va, base, x, midEnd, gAcc, infTerm);
            }
        }
        if (!max) {
            for (x = Math.max(x, wlo + 1); x <= whi; x++) gAcc[x] += infTerm;
        }
        // S: ∞ on [wlo, min(p, whi)), from the vector on [max(p, wlo), min(q, whi)), 0 above.
        int infEnd = Math.min(p, whi);
        midEnd = Math.min(q, whi);
        x = wlo;
        if (max) {
            for (; x < infEnd; x++) sAcc[x] += infTerm;
        } else {
            x = Math.max(x, infEnd);
        }
        if (x < midEnd) {
            if (va == null) {
                for (; x < midEnd; x++) {
                    if (max) {
                        sAcc[x] += 1;
                    } else if (sAcc[x] > 1) {
                        sAcc[x] = 1;
                    }
                }
            } else {
                x = foldS(max, va, base, x, midEnd, sAcc, infTerm);
            }
        }
        if (!max) {
            for (x = Math.max(x, wlo); x < whi; x++) sAcc[x] = 0;
        }
    }

    /** Folds G(x) from the vector at {@code va[base..]} for from ≤ x ≤ to; returns to + 1. */
    private static int foldG(boolean max, int[] va, int base, int from, int to, long[] acc, long infTerm) {
        int h = va[base];
        int lo = windowLo(h);
        int hi = windowHi(h);
        boolean runs = h < 0;
        int n = runs ? va[base + 1] & 0xFFFF : 0;
        int starts = base + 2;
        int i = 0;
        for (int x = from; x <= to; x++) {
            int y = x <= lo ? lo + 1 : x > hi ? hi : x;
            int e;
            if (!runs) {
                e = va[base + y - lo];
            } else {
                while (i + 1 < n && va[starts + i + 1] <= y) i++;
                e = va[starts + n + i];
            }
            if (max) {
                if (e < acc[x]) acc[x] = e;
            } else {
                acc[x] += e == INF ? infTerm : e;
            }
        }
        return to + 1;
    }

    /** Folds S(x) from the vector at {@code va[base..]} for from ≤ x &lt; to; returns to. */
    private static int foldS(boolean max, int[] va, int base, int from, int to, long[] acc, long infTerm) {
        int h = va[base];
        int lo = windowLo(h);
        int hi = windowHi(h);
        boolean runs = h < 0;
        int ng = runs ? va[base + 1] & 0xFFFF : 0;
        int n = runs ? va[base + 1] >>> 16 : 0;
        int starts = base + 2 + 2 * ng;
        int dense = base + (hi - lo) + 1 - lo;
        int i = 0;
        for (int x = from; x < to; x++) {
            int y = x < lo ? lo : x >= hi ? hi - 1 : x;
            int e;
            if (!runs) {
                e = va[dense + y];
            } else {
                while (i + 1 < n && va[starts + i + 1] <= y) i++;
                e = va[starts + n + i];
            }
            if (max) {
                acc[x] += e == INF ? infTerm : e;
            } else if (e < acc[x]) {
                acc[x] = e;
            }
        }
        return to;
    }

    /**
     * Whether the vector at {@code v} holds G = {@code g} over (lo, hi] and S = {@code s} over
     * [lo, hi) (read as {@link #g} and {@link #s} would, clamped into its window), so that a
     * backup changed nothing there.
     */
    boolean holds(int v, int lo, int hi, int[] g, int[] s) {
        int[] va = pool.chunks[v >>> pool.bits];
        int base = v & pool.lowMask;
        int h = va[base];
        int vlo = windowLo(h);
        int vhi = windowHi(h);
        if (h >= 0 && vlo == lo && vhi == hi) {
            for (int x = lo + 1; x <= hi; x++) if (va[base + x - lo] != g[x]) return false;
            int s0 = base + (hi - lo) + 1 - lo;
            for (int x = lo; x < hi; x++) if (va[s0 + x] != s[x]) return false;
            return true;
        }
        for (int x = lo + 1; x <= hi; x++) if (g(x, -1, Integer.MAX_VALUE, va, base) != g[x]) return false;
        for (int x = lo; x < hi; x++) if (s(x, -1, Integer.MAX_VALUE, va, base) != s[x]) return false;
        return true;
    }

    /**
     * Writes G = {@code gNew} over (lo, hi] and S = {@code sNew} over [lo, hi) in the dense layout
     * at {@code va[base..]} (1 + 2(hi - lo) ints), which {@link #g} and {@link #s} read.
     */
    static void writeDense(int[] va, int base, int lo, int hi, int[] gNew, int[] sNew) {
        va[base] = lo | hi << 16;
        for (int x = lo + 1; x <= hi; x++) va[base + x - lo] = gNew[x];
        int s0 = base + (hi - lo) + 1 - lo;
        for (int x = lo; x < hi; x++) va[s0 + x] = sNew[x];
    }

    /** The ints of the vector at {@code v}. */
    int length(int v) {
        int[] va = pool.chunks[v >>> pool.bits];
        int base = v & pool.lowMask;
        int h = va[base];
        if (h >= 0) return 1 + 2 * (windowHi(h) - windowLo(h));
        int c = va[base + 1];
        return 2 + 2 * ((c & 0xFFFF) + (c >>> 16));
    }

    /**
     * Stores G = {@code gNew} over (lo, hi] and S = {@code sNew} over [lo, hi) as a vector,
     * in the shorter layout, reusing block {@code old} (or -1) if its length fits, else
     * freeing it. Returns the block, or -1 if the memory budget is exhausted (then {@code old}
     * is left as it was).
     */
    int store(int old, int lo, int hi, int[] gNew, int[] sNew) {
        int dense = 1 + 2 * (hi - lo);
        int ng = 1;
        int ns = 1;
        if (dense > MIN_RUNS) {   // else dense is the shorter whatever the runs
            for (int x = lo + 2; x <= hi; x++) if (gNew[x] != gNew[x - 1]) ng++;
            for (int x = lo + 1; x < hi; x++) if (sNew[x] != sNew[x - 1]) ns++;
        }
        int runs = 2 + 2 * (ng + ns);
        int len = Math.min(dense, runs);
        int v = old;
        if (old < 0 || length(old) != len) {
            v = pool.allocate(len);
            if (v < 0) return -1;
            if (old >= 0) free(old);
        }
        int[] va = pool.chunks[v >>> pool.bits];
        int base = v & pool.lowMask;
        if (dense <= runs) {
            writeDense(va, base, lo, hi, gNew, sNew);
            return v;
        }
        va[base] = lo | hi << 16 | RUNS;
        va[base + 1] = ng | ns << 16;
        int at = base + 2;
        int i = 0;
        for (int x = lo + 1; x <= hi; x++) {
            if (x == lo + 1 || gNew[x] != gNew[x - 1]) {
                va[at + i] = x;
                va[at + ng + i] = gNew[x];
                i++;
            }
        }
        at += 2 * ng;
        i = 0;
        for (int x = lo; x < hi; x++) {
            if (x == lo || sNew[x] != sNew[x - 1]) {
                va[at + i] = x;
                va[at + ns + i] = sNew[x];
                i++;
            }
        }
        return v;
    }
}
