package org.pnengine.search.pns;

import java.util.Arrays;

/**
 * The fold of a backup of {@link MoPnsSolver} with effort vectors: a node's new G(x) and S(x)
 * over its window from its children's numbers (G by min and S by sum at a Max node, the reverse
 * at a Min node), in runs. Each child's numbers are listed as runs ({@link #add}: the 0 and ∞ its
 * bounds fix, a leaf's or flat vector's one number, a vector's runs, a dense vector read off as
 * runs), and the lists are merged ({@link #end}), a step at each run start of any child; the new
 * numbers come out as maximal runs in the {@link EffortVectors} the children's vectors live in,
 * which compares them with the node's vector and stores them. The cost is the children's runs,
 * not the window's outcomes; the numbers are exactly those of a fold outcome by outcome
 * (EffortVectorsTest).
 */
final class EffortFold {

    private static final int INF = MoPnsSolver.INF;

    private final EffortVectors vec;

    // The fold under way (start, add, end): the window, whether G is folded by min (a
    // Max node) and S by sum or the reverse, what an ∞ term adds to a sum, and each child's runs
    // for G (for S) from at[off[i]] on, each ended by the next start, the last by a start past the
    // window (the offsets serve as the merge's cursors), at most width entries a child.
    private boolean foldMax;
    private int foldLo;
    private int foldHi;
    private long infTerm;
    private final int width;
    private int kids;
    private int[] gOff = new int[8];
    private int[] sOff = new int[8];
    private int gLen;
    private int sLen;
    private int[] gAt;
    private long[] gVal;
    private int[] sAt;
    private long[] sVal;

    /** A fold over at most {@code outcomes} outcomes of the vectors in {@code vec}, its result left there. */
    EffortFold(EffortVectors vec, int outcomes) {
        this.vec = vec;
        this.width = outcomes + 3;
        this.gAt = new int[8 * width];
        this.gVal = new long[8 * width];
        this.sAt = new int[8 * width];
        this.sVal = new long[8 * width];
    }

    /**
     * Starts the fold of a backup over the window [wlo, whi]: the node's G(x) for wlo &lt; x ≤ whi
     * and S(x) for wlo ≤ x &lt; whi, from its children's numbers, each child folded by
     * {@link #add} and the result taken by {@link #end}. At a Max node ({@code max}) G is
     * folded by min and S by sum; at a Min node the reverse. A sum counts an ∞ term as
     * {@code infTerm}.
     */
    void start(boolean max, int wlo, int whi, long infTerm) {
        foldMax = max;
        foldLo = wlo;
        foldHi = whi;
        this.infTerm = infTerm;
        kids = 0;
        gLen = 0;
        sLen = 0;
    }

    /**
     * Takes the numbers of a child with bounds [p, q] and the vector at {@code v} (if negative,
     * {@code gFlat} and {@code sFlat} where the bounds do not fix them: a leaf's 1 and 1, or a flat
     * vector's), as its runs over the window: the numbers its bounds fix (0 and ∞) without
     * reading the vector, a vector in runs run by run, a dense one outcome by outcome. A number to
     * be summed is kept with ∞ as {@code infTerm}.
     */
    void add(int p, int q, int v, int gFlat, int sFlat) {
        int lo = foldLo;
        int hi = foldHi;
        if (kids == gOff.length || gLen + width > gAt.length) grow();
        int[] va = null;
        int base = 0;
        int h = 0;
        if (v >= 0) {
            va = vec.chunk(v);
            base = vec.base(v);
            h = va[base];
        }
        boolean max = foldMax;
        long inf = max ? INF : infTerm;   // ∞ as G takes it: a min at a Max node
        // G: 0 on (lo, min(p, hi)], from the vector on (max(p, lo), min(q, hi)], ∞ above.
        int[] at = gAt;
        long[] val = gVal;
        int n = gLen;
        gOff[kids] = n;
        if (p > lo) {
            at[n] = lo + 1;
            val[n++] = 0;
        }
        int from = Math.max(p, lo) + 1;
        int to = Math.min(q, hi);
        if (from <= to) {
            if (va == null) {
                at[n] = from;
                val[n++] = gFlat == INF ? inf : gFlat;
            } else if (h >= 0) {
                int vlo = EffortVectors.windowLo(h);
                n = denseRuns(va, base - vlo, vlo + 1, EffortVectors.windowHi(h), from, to, inf, at, val, n);
            } else {
                n = runsOf(va, base + 2, va[base + 1] & 0xFFFF, from, to, inf, at, val, n);
            }
        }
        if (q < hi) {
            at[n] = Math.max(q, lo) + 1;
            val[n++] = inf;
        }
        at[n] = hi + 1;
        gLen = n + 1;
        // S: ∞ on [lo, min(p, hi)), from the vector on [max(p, lo), min(q, hi)), 0 above.
        inf = max ? infTerm : INF;
        at = sAt;
        val = sVal;
        n = sLen;
        sOff[kids] = n;
        if (p > lo) {
            at[n] = lo;
            val[n++] = inf;
        }
        from = Math.max(p, lo);
        to = Math.min(q, hi) - 1;
        if (from <= to) {
            if (va == null) {
                at[n] = from;
                val[n++] = sFlat == INF ? inf : sFlat;
            } else if (h >= 0) {
                int vlo = EffortVectors.windowLo(h);
                int vhi = EffortVectors.windowHi(h);
                n = denseRuns(va, base + (vhi - vlo) + 1 - vlo, vlo, vhi - 1, from, to, inf, at, val, n);
            } else {
                int c = va[base + 1];
                n = runsOf(va, base + 2 + 2 * (c & 0xFFFF), c >>> 16, from, to, inf, at, val, n);
            }
        }
        if (q < hi) {
            at[n] = Math.max(q, lo);
            val[n++] = 0;
        }
        at[n] = hi;
        sLen = n + 1;
        kids++;
    }

    /** Room for one more child: twice the children, or runs over the window for each. */
    private void grow() {
        int k = Math.max(kids + 1, 2 * gOff.length);
        gOff = Arrays.copyOf(gOff, k);
        sOff = Arrays.copyOf(sOff, k);
        gAt = Arrays.copyOf(gAt, k * width);
        gVal = Arrays.copyOf(gVal, k * width);
        sAt = Arrays.copyOf(sAt, k * width);
        sVal = Arrays.copyOf(sVal, k * width);
    }

    /**
     * Appends the runs of the dense numbers va[off + y] for from ≤ x ≤ to, y = x clamped into
     * [ylo, yhi], at {@code at[n..]}, {@code val[n..]} (∞ as {@code inf}); returns the new end.
     */
    private static int denseRuns(int[] va, int off, int ylo, int yhi, int from, int to, long inf,
                                 int[] at, long[] val, int n) {
        int prev = va[off + Math.min(Math.max(from, ylo), yhi)];
        at[n] = from;
        val[n++] = prev == INF ? inf : prev;
        int end = Math.min(to, yhi);
        for (int x = Math.max(from, ylo) + 1; x <= end; x++) {
            int e = va[off + x];
            at[n] = x;
            val[n] = e == INF ? inf : e;
            n += e != prev ? 1 : 0;
            prev = e;
        }
        return n;
    }

    /**
     * Appends the runs of a vector in runs ({@code k} run starts at va[starts..], their numbers
     * after them; the first run reaches down and the last up without end, as the clamping reads
     * them) for from ≤ x ≤ to; returns the new end.
     */
    private static int runsOf(int[] va, int starts, int k, int from, int to, long inf,
                              int[] at, long[] val, int n) {
        int i = 0;
        while (i + 1 < k && va[starts + i + 1] <= from) i++;
        int e = va[starts + k + i];
        at[n] = from;
        val[n++] = e == INF ? inf : e;
        for (i++; i < k; i++) {
            int x = va[starts + i];
            if (x > to) break;
            e = va[starts + k + i];
            at[n] = x;
            val[n++] = e == INF ? inf : e;
        }
        return n;
    }

    /**
     * Ends the fold begun by {@link #start}: the node's new G over (wlo, whi] and S over
     * [wlo, whi), each saturated as {@link EffortVectors#saturate}, as runs (the
     * vectors' numbers last {@link EffortVectors#encode encoded}): the children's runs merged, a step at each start of one.
     */
    void end() {
        int lo = foldLo;
        int hi = foldHi;
        EffortVectors v = vec;
        int gRuns = merge(!foldMax, gAt, gVal, gOff, gLen, lo + 1, hi, v.gStart, v.gValue);
        int sRuns = merge(foldMax, sAt, sVal, sOff, sLen, lo, hi - 1, v.sStart, v.sValue);
        v.encoded(lo, hi, gRuns, sRuns);
    }

    /** {@link #end}, the numbers written out too: G into {@code gNew[wlo + 1..whi]}, S into {@code sNew[wlo..whi - 1]}. */
    void end(int[] gNew, int[] sNew) {
        end();
        vec.decode(gNew, sNew);
    }

    /**
     * The least ({@code sum} false) or the sum ({@code sum} true) of the children's runs (child
     * i's from {@code at[off[i]]} on, each ended by the start of the next), from ≤ x ≤ to, as
     * maximal runs into {@code outAt}, {@code outValue}; returns their count. Each child's cursor
     * moves past a start once.
     */
    private int merge(boolean sum, int[] at, long[] val, int[] off, int len, int from, int to, int[] outAt,
                      int[] outValue) {
        int k = kids;
        int[] cur = off;   // the offsets are not needed after the merge
        long none = sum ? 0 : INF;
        if (len == 2 * k) {
            // One run per child: one run out.
            long acc = none;
            for (int i = 0; i < k; i++) acc = sum ? acc + val[cur[i]] : Math.min(acc, val[cur[i]]);
            outAt[0] = from;
            outValue[0] = EffortVectors.saturate(acc);
            return from <= to ? 1 : 0;
        }
        int n = 0;
        int prev = -1;
        int x = from;
        while (x <= to) {
            long acc = none;
            int next = Integer.MAX_VALUE;
            for (int i = 0; i < k; i++) {
                int c = cur[i];
                c += at[c + 1] == x ? 1 : 0;   // the child's next run starts here
                cur[i] = c;
                acc = sum ? acc + val[c] : Math.min(acc, val[c]);
                next = Math.min(next, at[c + 1]);
            }
            int e = EffortVectors.saturate(acc);
            outAt[n] = x;
            outValue[n] = e;
            n += e != prev ? 1 : 0;
            prev = e;
            x = next;
        }
        return n;
    }
}
