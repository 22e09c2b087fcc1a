package org.pnengine.search.pns;

import java.util.Arrays;

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
 * the bound is proven, ∞ beyond it and 1 between; a flat vector (one number for G, one for S) is
 * kept in the node's record instead ({@link MoPnsVectorRules}), and folds like a leaf's.
 *
 * <p>A backup folds its children's numbers into new ones with an {@link EffortFold}, which leaves
 * them here as runs (as {@link #encode} does); they are compared with a node's vector
 * ({@link #holdsEncoded}) and stored from the runs ({@link #storeEncoded}).
 */
final class EffortVectors {

    private static final int INF = MoPnsSolver.INF;
    /** The flag of a vector stored in runs. */
    private static final int RUNS = 1 << 31;

    private final NodePool pool;

    // The numbers last encoded (by encode or an EffortFold's end) over the window [encLo, encHi],
    // as runs: the outcome each run of G (of S) starts at and its number. An EffortFold writes
    // the runs straight into the four arrays and then their counts and window by encoded.
    private int encLo;
    private int encHi;
    private int gRuns;
    private int sRuns;
    final int[] gStart;
    final int[] gValue;
    final int[] sStart;
    final int[] sValue;

    /** Vectors over at most {@code outcomes} outcomes, in blocks counted against {@code memory}. */
    EffortVectors(int outcomes, StorageQuota memory) {
        this.pool = new NodePool(1, 1 + 2 * (outcomes - 1), memory);
        this.gStart = new int[outcomes + 1];
        this.gValue = new int[outcomes + 1];
        this.sStart = new int[outcomes + 1];
        this.sValue = new int[outcomes + 1];
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
     * The attracting outcome of a node with bounds [p, q] (p &lt; q) and the vector at {@code v}:
     * the least G(x) + S(x) over p &lt; x ≤ q, the lower on ties; one pass over the window, each
     * of G and S read through a cursor on its runs (as {@link #g} and {@link #s} read them).
     */
    int attracting(int p, int q, int v) {
        int[] va = pool.chunks[v >>> pool.bits];
        int base = v & pool.lowMask;
        int h = va[base];
        int lo = windowLo(h);
        int hi = windowHi(h);
        int best = q;
        long bestCost = Long.MAX_VALUE;
        if (h >= 0) {
            int sOff = base + (hi - lo) + 1 - lo;
            for (int x = p + 1; x <= q; x++) {
                int gx = va[base + Math.min(Math.max(x, lo + 1), hi) - lo];
                int sx = x >= q ? 0 : va[sOff + Math.min(Math.max(x, lo), hi - 1)];
                long cost = (long) gx + sx;
                if (cost < bestCost) {
                    bestCost = cost;
                    best = x;
                }
            }
            return best;
        }
        int c = va[base + 1];
        int ng = c & 0xFFFF;
        int ns = c >>> 16;
        int gs = base + 2;
        int ss = gs + 2 * ng;
        int gi = 0;
        int si = 0;
        for (int x = p + 1; x <= q; x++) {
            while (gi + 1 < ng && va[gs + gi + 1] <= x) gi++;
            while (si + 1 < ns && va[ss + si + 1] <= x) si++;
            int sx = x >= q ? 0 : va[ss + ns + si];
            long cost = (long) va[gs + ng + gi] + sx;
            if (cost < bestCost) {
                bestCost = cost;
                best = x;
            }
        }
        return best;
    }

    /**
     * Takes the runs an {@link EffortFold} wrote into {@link #gStart}, {@link #gValue},
     * {@link #sStart} and {@link #sValue} as the numbers last encoded: {@code gRuns} of G over
     * (lo, hi] and {@code sRuns} of S over [lo, hi).
     */
    void encoded(int lo, int hi, int gRuns, int sRuns) {
        encLo = lo;
        encHi = hi;
        this.gRuns = gRuns;
        this.sRuns = sRuns;
    }

    /**
     * Writes the numbers last {@link #encode encoded} out: G into {@code g[lo + 1..hi]}, S into
     * {@code s[lo..hi - 1]}.
     */
    void decode(int[] g, int[] s) {
        int lo = encLo;
        int hi = encHi;
        for (int i = 0; i < gRuns; i++) {
            int end = i + 1 < gRuns ? gStart[i + 1] : hi + 1;
            Arrays.fill(g, gStart[i], end, gValue[i]);
        }
        for (int i = 0; i < sRuns; i++) {
            int end = i + 1 < sRuns ? sStart[i + 1] : hi;
            Arrays.fill(s, sStart[i], end, sValue[i]);
        }
    }

    /**
     * Encodes G = {@code g} over (lo, hi] and S = {@code s} over [lo, hi) as runs, for
     * {@link #holdsEncoded} and {@link #storeEncoded}.
     */
    void encode(int lo, int hi, int[] g, int[] s) {
        int n = 0;
        int prev = -1;
        for (int x = lo + 1; x <= hi; x++) {
            int e = g[x];
            gStart[n] = x;
            gValue[n] = e;
            n += e != prev ? 1 : 0;
            prev = e;
        }
        gRuns = n;
        n = 0;
        prev = -1;
        for (int x = lo; x < hi; x++) {
            int e = s[x];
            sStart[n] = x;
            sValue[n] = e;
            n += e != prev ? 1 : 0;
            prev = e;
        }
        sRuns = n;
        encLo = lo;
        encHi = hi;
    }

    /**
     * A sum as a number: ∞ only through an ∞ term (counted as at least {@code infTerm}, more than
     * any sum of finite terms); finite sums saturate at INF - 1.
     */
    static int saturate(long sum) {
        if (sum >= MoPnsSolver.INF_TERM) return INF;
        return sum < INF ? (int) sum : INF - 1;
    }

    /**
     * Whether the vector at {@code v} holds G = {@code g} over (lo, hi] and S = {@code s} over
     * [lo, hi) (read as {@link #g} and {@link #s} would, clamped into its window), so that a
     * backup changed nothing there.
     */
    boolean holds(int v, int lo, int hi, int[] g, int[] s) {
        encode(lo, hi, g, s);
        return holdsEncoded(v);
    }

    /**
     * {@link #holds} for the numbers last {@link #encode encoded}: a vector in runs is compared
     * run by run (both are the maximal runs of their numbers, its own clamped to the window by
     * extending its first run down and its last up), a dense one outcome by outcome.
     */
    boolean holdsEncoded(int v) {
        int lo = encLo;
        int hi = encHi;
        int[] va = pool.chunks[v >>> pool.bits];
        int base = v & pool.lowMask;
        int h = va[base];
        int vlo = windowLo(h);
        int vhi = windowHi(h);
        if (h >= 0) {
            return sameDense(va, base - vlo, vlo + 1, vhi, gStart, gValue, gRuns, hi)
                    && sameDense(va, base + (vhi - vlo) + 1 - vlo, vlo, vhi - 1, sStart, sValue, sRuns, hi - 1);
        }
        int c = va[base + 1];
        int ng = c & 0xFFFF;
        if (vlo == lo && vhi == hi && c != (gRuns | sRuns << 16)) return false;
        return sameRuns(va, base + 2, ng, lo + 1, hi, gStart, gValue, gRuns)
                && sameRuns(va, base + 2 + 2 * ng, c >>> 16, lo, hi - 1, sStart, sValue, sRuns);
    }

    /**
     * Whether the {@code n} maximal runs at {@code at}, {@code value} over [from, to] are the
     * {@code k} runs at va[starts..] (their numbers after them) read over [from, to].
     */
    private static boolean sameRuns(int[] va, int starts, int k, int from, int to, int[] at, int[] value, int n) {
        if (n == 0) return true;
        int i = 0;
        while (i + 1 < k && va[starts + i + 1] <= from) i++;
        if (value[0] != va[starts + k + i]) return false;
        int j = 1;
        for (i++; i < k && va[starts + i] <= to; i++, j++) {
            if (j >= n || at[j] != va[starts + i] || value[j] != va[starts + k + i]) return false;
        }
        return j == n;
    }

    /**
     * Whether the {@code n} runs at {@code at}, {@code value} (the last ending at {@code to}) are
     * the dense numbers va[off + y], y = x clamped into [ylo, yhi].
     */
    private static boolean sameDense(int[] va, int off, int ylo, int yhi, int[] at, int[] value, int n, int to) {
        for (int i = 0; i < n; i++) {
            int end = i + 1 < n ? at[i + 1] - 1 : to;
            int e = value[i];
            for (int x = at[i]; x <= end; x++) {
                if (va[off + Math.min(Math.max(x, ylo), yhi)] != e) return false;
            }
        }
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
        encode(lo, hi, gNew, sNew);
        return storeEncoded(old);
    }

    /** Whether the numbers last encoded are one number for G and one for S ({@link #flatG}, {@link #flatS}). */
    boolean flat() {
        return gRuns == 1 && sRuns == 1;
    }

    int flatG() {
        return gValue[0];
    }

    int flatS() {
        return sValue[0];
    }

    /** The window of the numbers last encoded, as a vector's first int holds it (lo | hi &lt;&lt; 16). */
    int encodedWindow() {
        return encLo | encHi << 16;
    }

    /** {@link #holdsEncoded} for a flat vector, G = {@code g} and S = {@code s} over any window. */
    boolean holdsFlat(int g, int s) {
        return (gRuns == 0 || gRuns == 1 && gValue[0] == g) && (sRuns == 0 || sRuns == 1 && sValue[0] == s);
    }

    /** {@link #store} for a leaf's numbers over [lo, hi]: 1 everywhere. */
    int storeLeaf(int lo, int hi) {
        int r = hi > lo ? 1 : 0;
        gStart[0] = lo + 1;
        gValue[0] = 1;
        sStart[0] = lo;
        sValue[0] = 1;
        gRuns = r;
        sRuns = r;
        encLo = lo;
        encHi = hi;
        return storeEncoded(-1);
    }

    /** {@link #store} for the numbers last {@link #encode encoded}. */
    int storeEncoded(int old) {
        int lo = encLo;
        int hi = encHi;
        int w = hi - lo;
        int dense = 1 + 2 * w;
        int ng = gRuns;
        int ns = sRuns;
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
            int off = base - lo;
            for (int i = 0; i < ng; i++) {
                int end = i + 1 < ng ? gStart[i + 1] : hi + 1;
                Arrays.fill(va, off + gStart[i], off + end, gValue[i]);
            }
            off = base + w + 1 - lo;
            for (int i = 0; i < ns; i++) {
                int end = i + 1 < ns ? sStart[i + 1] : hi;
                Arrays.fill(va, off + sStart[i], off + end, sValue[i]);
            }
            return v;
        }
        va[base] = lo | hi << 16 | RUNS;
        va[base + 1] = ng | ns << 16;
        int at = base + 2;
        System.arraycopy(gStart, 0, va, at, ng);
        System.arraycopy(gValue, 0, va, at + ng, ng);
        at += 2 * ng;
        System.arraycopy(sStart, 0, va, at, ns);
        System.arraycopy(sValue, 0, va, at + ns, ns);
        return v;
    }
}
