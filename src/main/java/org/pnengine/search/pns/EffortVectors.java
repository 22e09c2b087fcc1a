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
        if (v < 0) return g(x, p, q, null, 0);
        return g(x, p, q, pool.chunks[v >>> pool.bits], v & pool.lowMask);
    }

    /** S(x) of a node with bounds [p, q] and the vector at {@code v} (or -1: none). */
    int s(int x, int p, int q, int v) {
        if (v < 0) return s(x, p, q, null, 0);
        return s(x, p, q, pool.chunks[v >>> pool.bits], v & pool.lowMask);
    }

    /**
     * Writes G(x) for wlo &lt; x ≤ whi into {@code g} and S(x) for wlo ≤ x &lt; whi into
     * {@code s} of a node with bounds [p, q] and the vector at {@code v} (or -1: none), as
     * {@link #g(int, int, int, int)} and {@link #s(int, int, int, int)} would.
     */
    void decode(int p, int q, int v, int wlo, int whi, int[] g, int[] s) {
        decode(p, q, v < 0 ? null : pool.chunks[v >>> pool.bits], v & pool.lowMask, wlo, whi, g, s);
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
    private static int g(int x, int p, int q, int[] va, int base) {
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
    private static int s(int x, int p, int q, int[] va, int base) {
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
     * Writes G(x) for wlo &lt; x ≤ whi into {@code g} and S(x) for wlo ≤ x &lt; whi into
     * {@code s} of a node with bounds [p, q] and the vector at {@code va[base..]} (or none),
     * as {@link #g} and {@link #s} would, in one pass over the runs.
     */
    private static void decode(int p, int q, int[] va, int base, int wlo, int whi, int[] g, int[] s) {
        int h = va == null ? 0 : va[base];
        int lo = windowLo(h);
        int hi = windowHi(h);
        boolean runs = h < 0;
        int ng = runs ? va[base + 1] & 0xFFFF : 0;
        int ns = runs ? va[base + 1] >>> 16 : 0;
        int gs = base + 2;
        int ss = base + 2 + 2 * ng;
        int i = 0;
        for (int x = wlo + 1; x <= whi; x++) {
            if (x <= p) g[x] = 0;
            else if (x > q) g[x] = INF;
            else if (va == null) g[x] = 1;
            else {
                int y = x <= lo ? lo + 1 : x > hi ? hi : x;
                if (!runs) {
                    g[x] = va[base + y - lo];
                } else {
                    while (i + 1 < ng && va[gs + i + 1] <= y) i++;
                    g[x] = va[gs + ng + i];
                }
            }
        }
        i = 0;
        for (int x = wlo; x < whi; x++) {
            if (x >= q) s[x] = 0;
            else if (x < p) s[x] = INF;
            else if (va == null) s[x] = 1;
            else {
                int y = x < lo ? lo : x >= hi ? hi - 1 : x;
                if (!runs) {
                    s[x] = va[base + (hi - lo) + 1 + y - lo];
                } else {
                    while (i + 1 < ns && va[ss + i + 1] <= y) i++;
                    s[x] = va[ss + ns + i];
                }
            }
        }
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
        int ng = 1;
        for (int x = lo + 2; x <= hi; x++) if (gNew[x] != gNew[x - 1]) ng++;
        int ns = 1;
        for (int x = lo + 1; x < hi; x++) if (sNew[x] != sNew[x - 1]) ns++;
        int dense = 1 + 2 * (hi - lo);
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
            va[base] = lo | hi << 16;
            for (int x = lo + 1; x <= hi; x++) va[base + x - lo] = gNew[x];
            int s0 = base + (hi - lo) + 1 - lo;
            for (int x = lo; x < hi; x++) va[s0 + x] = sNew[x];
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
