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
 *
 * <p>A backup folds its children's numbers over its window a stretch of equal numbers at a time
 * ({@link #foldStart}, {@link #fold}, {@link #foldEnd}): a sum takes a stretch as two steps, a min
 * takes it outcome by outcome, and the new numbers come out as runs too, which are compared
 * with a vector in runs and copied into the new one without another pass over the outcomes.
 * The numbers are exactly those of a fold outcome by outcome (EffortVectorsTest).
 */
final class EffortVectors {

    private static final int INF = MoPnsSolver.INF;
    /** The flag of a vector stored in runs. */
    private static final int RUNS = 1 << 31;

    private final NodePool pool;

    // The fold of a backup (foldStart, fold, foldEnd): the window, whether G is folded by min (a
    // Max node) and S by sum or the reverse, what an ∞ term adds to a sum, and per outcome x the
    // min so far, the sum so far, and the sum's steps folded a stretch at a time (summed up from
    // the window's start by foldEnd).
    private boolean foldMax;
    private int foldLo;
    private int foldHi;
    private long infTerm;
    private final int[] minAcc;
    private final long[] sumAcc;
    private final long[] sumDelta;

    // The numbers last encoded (by encode or foldEnd) over the window [encLo, encHi], as runs:
    // the outcome each run of G (of S) starts at and its number.
    private int encLo;
    private int encHi;
    private int gRuns;
    private int sRuns;
    private final int[] gStart;
    private final int[] gValue;
    private final int[] sStart;
    private final int[] sValue;

    /** Vectors over at most {@code outcomes} outcomes, in blocks counted against {@code memory}. */
    EffortVectors(int outcomes, StorageQuota memory) {
        this.pool = new NodePool(1, 1 + 2 * (outcomes - 1), memory);
        this.minAcc = new int[outcomes + 1];
        this.sumAcc = new long[outcomes + 1];
        this.sumDelta = new long[outcomes + 1];
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
     * Starts the fold of a backup over the window [wlo, whi]: the node's G(x) for wlo &lt; x ≤ whi
     * and S(x) for wlo ≤ x &lt; whi, from its children's numbers, each child folded by
     * {@link #fold} and the result taken by {@link #foldEnd}. At a Max node ({@code max}) G is
     * folded by min and S by sum; at a Min node the reverse. A sum counts an ∞ term as
     * {@code infTerm}.
     */
    void foldStart(boolean max, int wlo, int whi, long infTerm) {
        foldMax = max;
        foldLo = wlo;
        foldHi = whi;
        this.infTerm = infTerm;
        for (int x = wlo; x <= whi + 1; x++) {
            minAcc[x] = INF;
            sumAcc[x] = 0;
            sumDelta[x] = 0;
        }
    }

    /**
     * Folds the numbers of a child with bounds [p, q] and the vector at {@code v} (or -1: none),
     * the values {@link #g} and {@link #s} give, a stretch of equal values at a time: the numbers
     * its bounds fix (0 and ∞) without reading the vector, a vector in runs run by run, a dense
     * one outcome by outcome. A min takes each stretch into {@code minAcc}; a sum adds a stretch
     * as a step up at its start and down past its end ({@code sumDelta}, summed up by
     * {@link #foldEnd}), a dense vector's numbers straight into {@code sumAcc}.
     */
    void fold(int p, int q, int v) {
        int[] va = null;
        int base = 0;
        if (v >= 0) {
            va = pool.chunks[v >>> pool.bits];
            base = v & pool.lowMask;
        }
        int lo = foldLo;
        int hi = foldHi;
        boolean max = foldMax;
        // G: 0 on (lo, min(p, hi)], from the vector on (max(p, lo), min(q, hi)], ∞ above.
        int gFrom = Math.max(p, lo) + 1;
        int gTo = Math.min(q, hi);
        if (max) {
            minConst(lo + 1, Math.min(p, hi), 0);
        } else {
            addConst(Math.max(q, lo) + 1, hi, infTerm);
        }
        if (gFrom <= gTo) {
            if (va == null) {
                if (max) minConst(gFrom, gTo, 1);
                else addConst(gFrom, gTo, 1);
            } else {
                int h = va[base];
                int vlo = windowLo(h);
                int vhi = windowHi(h);
                if (h >= 0) {
                    foldDense(max, va, base - vlo, vlo + 1, vhi, gFrom, gTo);
                } else {
                    foldRuns(max, va, base + 2, va[base + 1] & 0xFFFF, gFrom, gTo);
                }
            }
        }
        // S: ∞ on [lo, min(p, hi)), from the vector on [max(p, lo), min(q, hi)), 0 above.
        int sFrom = Math.max(p, lo);
        int sTo = Math.min(q, hi) - 1;
        if (max) {
            addConst(lo, Math.min(p, hi) - 1, infTerm);
        } else {
            minConst(Math.max(q, lo), hi - 1, 0);
        }
        if (sFrom <= sTo) {
            if (va == null) {
                if (max) addConst(sFrom, sTo, 1);
                else minConst(sFrom, sTo, 1);
            } else {
                int h = va[base];
                int vlo = windowLo(h);
                int vhi = windowHi(h);
                if (h >= 0) {
                    foldDense(!max, va, base + (vhi - vlo) + 1 - vlo, vlo, vhi - 1, sFrom, sTo);
                } else {
                    int c = va[base + 1];
                    foldRuns(!max, va, base + 2 + 2 * (c & 0xFFFF), c >>> 16, sFrom, sTo);
                }
            }
        }
    }

    /**
     * Ends the fold begun by {@link #foldStart}: the node's new G into {@code gNew[wlo + 1..whi]}
     * and S into {@code sNew[wlo..whi - 1]}, each saturated as {@link #saturate}; the numbers are
     * {@link #encode encoded} too.
     */
    void foldEnd(int[] gNew, int[] sNew) {
        int lo = foldLo;
        int hi = foldHi;
        boolean max = foldMax;
        // Each outcome's start and number are written to the slot after the last run's, which
        // the next run start claims (no branch on whether a run starts).
        long step = 0;
        int n = 0;
        int prev = -1;
        for (int x = lo + 1; x <= hi; x++) {
            step += sumDelta[x];
            int e = saturate(max ? minAcc[x] : sumAcc[x] + step);
            gNew[x] = e;
            gStart[n] = x;
            gValue[n] = e;
            n += e != prev ? 1 : 0;
            prev = e;
        }
        gRuns = n;
        step = 0;
        n = 0;
        prev = -1;
        for (int x = lo; x < hi; x++) {
            step += sumDelta[x];
            int e = saturate(max ? sumAcc[x] + step : minAcc[x]);
            sNew[x] = e;
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

    /** minAcc[x] = min(minAcc[x], e) for from ≤ x ≤ to. */
    private void minConst(int from, int to, int e) {
        int[] acc = minAcc;
        for (int x = from; x <= to; x++) if (e < acc[x]) acc[x] = e;
    }

    /** Adds {@code e} to the sum for from ≤ x ≤ to, as steps in {@code sumDelta}. */
    private void addConst(int from, int to, long e) {
        if (from > to || e == 0) return;
        sumDelta[from] += e;
        sumDelta[to + 1] -= e;
    }

    /**
     * Folds the numbers va[off + y] of a dense vector, for from ≤ x ≤ to with y = x clamped into
     * [ylo, yhi], by min ({@code min}) or by sum (straight into {@code sumAcc}, or as steps where
     * the clamping repeats a number).
     */
    private void foldDense(boolean min, int[] va, int off, int ylo, int yhi, int from, int to) {
        if (from < ylo) {
            int end = Math.min(to, ylo - 1);
            foldConst(min, from, end, va[off + ylo]);
            from = end + 1;
        }
        if (to > yhi) {
            int start = Math.max(from, yhi + 1);
            foldConst(min, start, to, va[off + yhi]);
            to = start - 1;
        }
        if (min) {
            int[] acc = minAcc;
            for (int x = from; x <= to; x++) {
                int e = va[off + x];
                if (e < acc[x]) acc[x] = e;
            }
        } else {
            long[] acc = sumAcc;
            long inf = infTerm;
            for (int x = from; x <= to; x++) {
                int e = va[off + x];
                acc[x] += e == INF ? inf : e;
            }
        }
    }

    /**
     * Folds the numbers of a vector in runs ({@code n} run starts at va[starts..], their numbers
     * after them; the first run reaches down and the last up without end, as the clamping reads
     * them) for from ≤ x ≤ to, a run at a time.
     */
    private void foldRuns(boolean min, int[] va, int starts, int n, int from, int to) {
        int i = 0;
        while (i + 1 < n && va[starts + i + 1] <= from) i++;
        int x = from;
        while (x <= to) {
            int end = i + 1 < n ? Math.min(to, va[starts + i + 1] - 1) : to;
            foldConst(min, x, end, va[starts + n + i]);
            x = end + 1;
            i++;
        }
    }

    /** Folds the number {@code e} for from ≤ x ≤ to: by min, or by sum as steps. */
    private void foldConst(boolean min, int from, int to, int e) {
        if (min) minConst(from, to, e);
        else addConst(from, to, e == INF ? infTerm : e);
    }

    /**
     * Whether the vector at {@code v} holds G = {@code g} over (lo, hi] and S = {@code s} over
     * [lo, hi) (read as {@link #g} and {@link #s} would, clamped into its window), so that a
     * backup changed nothing there.
     */
    boolean holds(int v, int lo, int hi, int[] g, int[] s) {
        encode(lo, hi, g, s);
        return holdsEncoded(v, g, s);
    }

    /**
     * {@link #holds} for the numbers last {@link #encode encoded}, {@code g} and {@code s}: a
     * vector over the same window is compared run by run if in runs (both are the maximal runs
     * of its numbers), else outcome by outcome.
     */
    boolean holdsEncoded(int v, int[] g, int[] s) {
        int lo = encLo;
        int hi = encHi;
        int[] va = pool.chunks[v >>> pool.bits];
        int base = v & pool.lowMask;
        int h = va[base];
        int vlo = windowLo(h);
        int vhi = windowHi(h);
        if (vlo == lo && vhi == hi) {
            if (h >= 0) {
                for (int x = lo + 1; x <= hi; x++) if (va[base + x - lo] != g[x]) return false;
                int s0 = base + (hi - lo) + 1 - lo;
                for (int x = lo; x < hi; x++) if (va[s0 + x] != s[x]) return false;
                return true;
            }
            int ng = gRuns;
            int ns = sRuns;
            if (va[base + 1] != (ng | ns << 16)) return false;
            int at = base + 2;
            for (int i = 0; i < ng; i++) {
                if (va[at + i] != gStart[i] || va[at + ng + i] != gValue[i]) return false;
            }
            at += 2 * ng;
            for (int i = 0; i < ns; i++) {
                if (va[at + i] != sStart[i] || va[at + ns + i] != sValue[i]) return false;
            }
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
        encode(lo, hi, gNew, sNew);
        return storeEncoded(old, gNew, sNew);
    }

    /** {@link #store} for the numbers last {@link #encode encoded}, {@code gNew} and {@code sNew}. */
    int storeEncoded(int old, int[] gNew, int[] sNew) {
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
            System.arraycopy(gNew, lo + 1, va, base + 1, w);
            System.arraycopy(sNew, lo, va, base + 1 + w, w);
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
