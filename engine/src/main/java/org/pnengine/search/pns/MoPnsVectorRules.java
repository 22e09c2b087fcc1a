package org.pnengine.search.pns;

import java.util.Arrays;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * The rules of {@link MoPnsSolver} with more than three outcomes (every score of Woodpush,
 * Othello, Connect Four): records hold first, count, move, the bounds (pess | opti &lt;&lt; 16) and
 * the index of the node's G and S over its relevancy window in {@link EffortVectors}, or, when G
 * and S are one number each there (a flat vector: every leaf, most nodes far from the root), the
 * window flagged in that field and the two numbers in two more (28 bytes a record). The
 * formula, the windows and the freeing are those of {@link MoPnsSolver}; with at most three
 * outcomes every record holds its four numbers ({@link MoPnsInlineRules}).
 * <ul>
 * <li>The selection tests each child's window (prunes the irrelevant ones but the one that may
 *     become the principal child) and takes the least G(o*) where Max moves, S(o* - 1) where Min
 *     moves, the first on ties.
 * <li>The backup takes the bounds from the children and folds their vectors over the node's
 *     window, the last descent's α, β narrowed by the new bounds: one pass in locals when it spans
 *     at most two outcomes ({@link #backupNarrow}), else in runs ({@link EffortFold}).
 * <li>A node solved frees its vector and every child's subtree but the principal one's.
 * </ul>
 */
final class MoPnsVectorRules implements TreeRules, MoPnsSolver.RecordBounds {

    private static final int INF = MoPnsSolver.INF;
    private static final long INF_TERM = MoPnsSolver.INF_TERM;

    // The bounds (pess | opti << 16) and the vector's index.
    static final int BOUNDS = NodePool.VALUES;
    static final int VEC = NodePool.VALUES + 1;
    // A flat vector's G and S (VEC < -1: G and S each one number over the window in VEC).
    static final int G0 = NodePool.VALUES + 2;
    static final int S0 = NodePool.VALUES + 3;
    /**
     * Ints per record of the rules' own; in games that can cycle, with the table, the search
     * adds the node's repetition depth ({@link BestFirstSearch#holdsAnywhere}).
     */
    static final int STRIDE = S0 + 1;
    /** The flag of a flat vector in VEC, beside its window (lo | hi &lt;&lt; 16, as a vector's first int). */
    private static final int FLAT = Integer.MIN_VALUE;

    private final BestFirstSearch search;
    private final State s;
    private final NodePool pool;
    private final EffortVectors vec;
    private final EffortFold fold;
    private final boolean wdl;
    private final int lowest;         // the score of outcome 0 (score mode)
    private final int m;              // number of outcomes
    private final SolvedTable tt;
    private final int top;
    private final int stride;
    private final boolean cyclic;     // repetitions on the path are draws

    // Relevancy windows along the current path, and the attracting outcome.
    private int[] alpha = new int[64];
    private int[] beta = new int[64];
    private int attract;              // o*; o' is attract - 1

    // A backup's new values, one per outcome.
    private final int[] gNew;
    private final int[] sNew;

    MoPnsVectorRules(BestFirstSearch search, StorageQuota memory, boolean wdl, int lowest, int m, SolvedTable tt,
          boolean cyclic) {
        this.cyclic = cyclic;
        this.stride = search.pool.stride;
        this.search = search;
        this.s = search.state;
        this.pool = search.pool;
        this.vec = new EffortVectors(m, memory);
        this.fold = new EffortFold(vec, m);
        this.wdl = wdl;
        this.lowest = lowest;
        this.m = m;
        this.tt = tt;
        this.top = m - 1;
        this.gNew = new int[m];
        this.sNew = new int[m];
        this.attract = m - 1;
    }

    @Override
    public int pess(int[] a, int o) {
        return a[o + BOUNDS] & 0xFFFF;
    }

    @Override
    public int opti(int[] a, int o) {
        return a[o + BOUNDS] >>> 16;
    }

    private static int bounds(int pess, int opti) {
        return pess | opti << 16;
    }

    /** The outcome index of the current (terminal) state's score, seen from Max. */
    private int outcome() {
        int sc = s.score();
        if (search.prover != Game.FIRST) sc = -sc;
        return wdl ? Integer.signum(sc) + 1 : sc - lowest;
    }

    @Override
    public void evaluate(int[] a, int j) {
        int p = 0;
        int q = m - 1;
        if (s.isTerminal()) {
            p = outcome();
            q = p;
        } else if (tt != null) {
            int b = tt.probe(s.hash());
            if (b >= 0) {
                p = SolvedTable.lo(b);
                q = SolvedTable.hi(b);
            }
        }
        a[j + BOUNDS] = bounds(p, q);
        a[j + VEC] = -1;
    }

    @Override
    public boolean repetitions() {
        return cyclic;
    }

    /** A repetition of the position at path depth {@code ancestor}: endless play, a draw (score 0). */
    @Override
    public void evaluateRepetition(int[] a, int j, int ancestor) {
        int z = wdl ? 1 : -lowest;
        a[j + BOUNDS] = bounds(z, z);
        a[j + VEC] = -1;
    }

    /** G(c, x) of the record at {@code a[o..]}. */
    private int g(int[] a, int o, int x) {
        int b = a[o + BOUNDS];
        int v = a[o + VEC];
        if (v >= -1) return vec.g(x, b & 0xFFFF, b >>> 16, v);
        return x <= (b & 0xFFFF) ? 0 : x > b >>> 16 ? INF : a[o + G0];
    }

    /** S(c, x) of the record at {@code a[o..]}. */
    private int sEffort(int[] a, int o, int x) {
        int b = a[o + BOUNDS];
        int v = a[o + VEC];
        if (v >= -1) return vec.s(x, b & 0xFFFF, b >>> 16, v);
        return x >= b >>> 16 ? 0 : x < (b & 0xFFFF) ? INF : a[o + S0];
    }

    @Override
    public int select(int n, int[] a, int o, boolean isOr, int depth) {
        if (depth == 0) {
            attract = attracting(a, o);
            alpha[0] = pess(a, o);
            beta[0] = opti(a, o);
        }
        int al = alpha[depth];
        int be = beta[depth];
        int f = a[o + NodePool.FIRST];
        int k = a[o + NodePool.COUNT];
        // The keeper: the first solved child whose value is the node's pess (Max) or opti (Min).
        int target = isOr ? pess(a, o) : opti(a, o);
        boolean keeperSeen = false;
        int oStar = attract;
        int oPrime = attract - 1;
        int best = -1;
        int bestValue = Integer.MAX_VALUE;   // above ∞: the first relevant child is taken
        int bestBounds = 0;
        int[] ca = pool.chunks[f >>> pool.bits];   // a block of children lies in one chunk
        int from = (f & pool.lowMask) * stride;
        for (int i = 0, co = from; i < k; i++, co += stride) {
            int cb = ca[co + BOUNDS];
            int p = cb & 0xFFFF;
            int q = cb >>> 16;
            // The child's window [max(al, p), min(be, q)] is empty (al < be: this node's is
            // not). At a Max node every child's p is at most the node's pess, so at most al,
            // and a solved child's q = p too: the window is empty iff q ≤ al. At a Min node,
            // likewise, iff p ≥ be.
            if (isOr ? q <= al : p >= be) {
                // Irrelevant: prune, unless it may become the principal child.
                if (!keeperSeen && p == target && q == target) keeperSeen = true;
                else if (ca[co + NodePool.FIRST] >= 0) prune(f + i, ca, co);
                continue;
            }
            int value = isOr ? g(ca, co, oStar) : sEffort(ca, co, oPrime);
            if (value < bestValue) {
                best = i;
                bestValue = value;
                bestBounds = cb;
            }
        }
        if (best < 0) throw new IllegalStateException("MOPNS found no relevant child");
        descend(depth, Math.max(al, bestBounds & 0xFFFF), Math.min(be, bestBounds >>> 16));
        return best;
    }

    /** Records the window [al, be] of the child chosen at {@code depth}. */
    private void descend(int depth, int al, int be) {
        if (depth + 1 == alpha.length) {
            alpha = Arrays.copyOf(alpha, alpha.length * 2);
            beta = Arrays.copyOf(beta, beta.length * 2);
        }
        alpha[depth + 1] = al;
        beta[depth + 1] = be;
    }

    /** o* at the root: the least G(o) + S(o) over pess &lt; o ≤ opti, the lower on ties. */
    private int attracting(int[] a, int o) {
        int p = pess(a, o);
        int q = opti(a, o);
        int v = a[o + VEC];
        if (v >= 0 && q > p) return vec.attracting(p, q, v);
        int best = q;
        long bestCost = Long.MAX_VALUE;
        for (int x = p + 1; x <= q; x++) {
            long cost = (long) g(a, o, x) + sEffort(a, o, x);
            if (cost < bestCost) {
                bestCost = cost;
                best = x;
            }
        }
        return best;
    }

    @Override
    public boolean expanded(int n, int depth) {
        int[] a = pool.chunk(n);
        int o = pool.offset(n);
        int lo = depth == 0 ? pess(a, o) : alpha[depth];
        int hi = depth == 0 ? opti(a, o) : beta[depth];
        // A leaf's numbers: 1 inside its bounds, which contain the window.
        if (hi > lo) {
            a[o + VEC] = FLAT | lo | hi << 16;
            a[o + G0] = 1;
            a[o + S0] = 1;
            return true;
        }
        int v = vec.storeLeaf(lo, hi);
        if (v < 0) return false;
        a[o + VEC] = v;
        return true;
    }

    @Override
    public void discarded(int n, int[] a, int o) {
        dropVector(a, o);
    }

    /** Frees the vector of the record at {@code a[o..]}, if it has one. */
    private void dropVector(int[] a, int o) {
        int v = a[o + VEC];
        if (v != -1) {
            if (v >= 0) vec.free(v);
            a[o + VEC] = -1;
        }
    }

    /** Frees the subtree below child {@code c} at {@code ca[j..]}, which becomes a leaf again. */
    private void prune(int c, int[] ca, int j) {
        search.freeChildren(c);
    }

    @Override
    public boolean backup(int n, int[] a, int o, boolean isOr, int depth) {
        int f = a[o + NodePool.FIRST];
        int k = a[o + NodePool.COUNT];
        int[] ca = pool.chunks[f >>> pool.bits];
        int from = (f & pool.lowMask) * stride;
        int end = from + k * stride;
        int v = a[o + VEC];
        int h = v >= 0 ? vec.window(v) : v == -1 ? 0 : v;
        // The window before the new bounds narrow it: the vector's, within the last descent's
        // (at the root, the root's bounds, which the vector's window already is).
        int lo0 = EffortVectors.windowLo(h);
        int hi0 = EffortVectors.windowHi(h);
        if (depth > 0) {
            lo0 = Math.max(lo0, alpha[depth]);
            hi0 = Math.min(hi0, beta[depth]);
        }
        if (v != -1 && hi0 > lo0 && hi0 - lo0 <= 2) {
            return backupNarrow(a, o, isOr, f, k, ca, from, end, v, h, lo0, hi0, depth);
        }
        // Bounds: Max takes the best child's, Min the worst child's.
        int np = isOr ? 0 : m - 1;
        int nq = np;
        for (int j = from; j < end; j += stride) {
            int cp = pess(ca, j);
            int cq = opti(ca, j);
            if (isOr) {
                np = Math.max(np, cp);
                nq = Math.max(nq, cq);
            } else {
                np = Math.min(np, cp);
                nq = Math.min(nq, cq);
            }
        }
        boolean changed = setBounds(a, o, np, nq, storable(a, o, depth));
        if (np == nq) {
            solved(a, o, isOr, f, k, ca, from, np);
            return changed;
        }
        // Only the node's current window [wlo, whi] matters from now on (windows only shrink):
        // the root's bounds at the root, else the window of the last descent, narrowed by the
        // new bounds. The vector is rewritten over that window alone.
        int wlo = Math.max(lo0, np);
        int whi = Math.min(hi0, nq);
        if (whi <= wlo) return changed;
        fold.start(isOr, wlo, whi, INF_TERM);
        // G over wlo < x ≤ whi and S over wlo ≤ x < whi, children outer; a child's numbers
        // fixed by its bounds are folded without reading its vector.
        for (int j = from; j < end; j += stride) {
            int cb = ca[j + BOUNDS];
            int cv = ca[j + VEC];
            boolean flat = cv < -1;
            fold.add(cb & 0xFFFF, cb >>> 16, cv, flat ? ca[j + G0] : 1, flat ? ca[j + S0] : 1);
        }
        fold.end();
        if (!(v >= 0 ? vec.holdsEncoded(v) : vec.holdsFlat(a[o + G0], a[o + S0]))) {
            changed = true;
        } else if (EffortVectors.windowLo(h) == wlo && EffortVectors.windowHi(h) == whi) {
            return changed;   // the vector already holds these numbers over this window
        }
        storeVector(a, o, v);
        return changed;
    }

    /**
     * Stores the numbers last encoded ({@link EffortFold#end}, {@link EffortVectors#encode})
     * as the vector of the node at {@code a[o..]}, whose vector was {@code v}: flat in the record
     * if G and S are one number each, else in a block ({@code v}'s if it has one of that length).
     */
    private void storeVector(int[] a, int o, int v) {
        if (vec.flat()) {
            if (v >= 0) vec.free(v);
            a[o + VEC] = FLAT | vec.encodedWindow();
            a[o + G0] = vec.flatG();
            a[o + S0] = vec.flatS();
            return;
        }
        int nv = vec.storeEncoded(v >= 0 ? v : -1);
        if (nv < 0) throw new MoPnsSolver.OutOfTreeMemory();
        a[o + VEC] = nv;
    }

    /**
     * Sets the node's bounds to [np, nq] (and tells the table if {@code store}); returns whether
     * they changed.
     */
    private boolean setBounds(int[] a, int o, int np, int nq, boolean store) {
        int nb = bounds(np, nq);
        boolean changed = nb != a[o + BOUNDS];
        a[o + BOUNDS] = nb;
        if (changed && store && tt != null) tt.tighten(s.hash(), np, nq);
        return changed;
    }

    /**
     * Whether the node's bounds may go to the table: they rest on no repetition of a position
     * above depth {@code depth} ({@link BestFirstSearch#holdsAnywhere}, which also records the
     * node's repetition depth).
     */
    private boolean storable(int[] a, int o, int depth) {
        return search.holdsAnywhere(a, o, depth);
    }

    /** A node solved with value {@code value}: frees its vector and every child's subtree but the principal one's. */
    private void solved(int[] a, int o, boolean isOr, int f, int k, int[] ca, int from, int value) {
        dropVector(a, o);
        int principal = -1;
        for (int i = 0, j = from; i < k; i++, j += stride) {
            if (principal < 0 && (isOr ? pess(ca, j) == value : opti(ca, j) == value)) {
                principal = i;
                continue;
            }
            if (ca[j + NodePool.FIRST] >= 0) prune(f + i, ca, j);
        }
    }

    /**
     * {@link #backup} of a node whose window [lo0, hi0] before the new bounds spans one or two
     * steps (every window with win/draw/loss, and most away from the root with scores): one pass
     * over the children takes the bounds and G(lo0 + 1), G(lo0 + 2), S(lo0), S(lo0 + 1) into
     * locals, each child's number read from its bounds where they fix it, else from its vector;
     * the node's dense vector is compared and rewritten in place when its window is unchanged.
     */
    private boolean backupNarrow(int[] a, int o, boolean isOr, int f, int k, int[] ca, int from, int end,
                                 int v, int h, int lo0, int hi0, int depth) {
        boolean two = hi0 - lo0 == 2;
        int x1 = lo0 + 1;
        int x2 = lo0 + 2;
        int np = isOr ? 0 : m - 1;
        int nq = np;
        long g1 = isOr ? INF : 0;
        long g2 = g1;
        long s0 = isOr ? 0 : INF;
        long s1 = s0;
        for (int j = from; j < end; j += stride) {
            int cb = ca[j + BOUNDS];
            int p = cb & 0xFFFF;
            int q = cb >>> 16;
            int cv = ca[j + VEC];
            int eg1;
            int es0;
            int eg2 = 0;
            int es1 = 0;
            if (cv >= 0) {
                int[] va = vec.chunk(cv);
                int base = vec.base(cv);
                eg1 = EffortVectors.g(x1, p, q, va, base);
                es0 = EffortVectors.s(lo0, p, q, va, base);
                if (two) {
                    eg2 = EffortVectors.g(x2, p, q, va, base);
                    es1 = EffortVectors.s(x1, p, q, va, base);
                }
            } else {
                // A leaf's numbers (1) or a flat vector's, where the bounds do not fix them.
                int cg = cv == -1 ? 1 : ca[j + G0];
                int cs = cv == -1 ? 1 : ca[j + S0];
                eg1 = x1 <= p ? 0 : x1 > q ? INF : cg;
                es0 = lo0 >= q ? 0 : lo0 < p ? INF : cs;
                if (two) {
                    eg2 = x2 <= p ? 0 : x2 > q ? INF : cg;
                    es1 = x1 >= q ? 0 : x1 < p ? INF : cs;
                }
            }
            if (isOr) {
                np = Math.max(np, p);
                nq = Math.max(nq, q);
                if (eg1 < g1) g1 = eg1;
                if (eg2 < g2) g2 = eg2;
                s0 += es0 == INF ? INF_TERM : es0;
                s1 += es1 == INF ? INF_TERM : es1;
            } else {
                np = Math.min(np, p);
                nq = Math.min(nq, q);
                g1 += eg1 == INF ? INF_TERM : eg1;
                g2 += eg2 == INF ? INF_TERM : eg2;
                if (es0 < s0) s0 = es0;
                if (es1 < s1) s1 = es1;
            }
        }
        boolean changed = setBounds(a, o, np, nq, storable(a, o, depth));
        if (np == nq) {
            solved(a, o, isOr, f, k, ca, from, np);
            return changed;
        }
        int wlo = Math.max(lo0, np);
        int whi = Math.min(hi0, nq);
        if (whi <= wlo) return changed;
        // The numbers over the narrowed window: G(wlo + 1) [G(wlo + 2)], S(wlo) [S(wlo + 1)].
        boolean wide = whi - wlo == 2;
        int ng1 = saturate(wlo == lo0 ? g1 : g2);
        int ns0 = saturate(wlo == lo0 ? s0 : s1);
        int ng2 = wide ? saturate(g2) : 0;
        int ns1 = wide ? saturate(s1) : 0;
        if (h >= 0 && EffortVectors.windowLo(h) == wlo && EffortVectors.windowHi(h) == whi) {
            int[] va = vec.chunk(v);
            int base = vec.base(v);
            // Dense over this very window: [h] [G(wlo + 1) (G(wlo + 2))] [S(wlo) (S(wlo + 1))].
            if (wide) {
                if (va[base + 1] != ng1 || va[base + 2] != ng2 || va[base + 3] != ns0 || va[base + 4] != ns1) {
                    va[base + 1] = ng1;
                    va[base + 2] = ng2;
                    va[base + 3] = ns0;
                    va[base + 4] = ns1;
                    changed = true;
                }
            } else if (va[base + 1] != ng1 || va[base + 2] != ns0) {
                va[base + 1] = ng1;
                va[base + 2] = ns0;
                changed = true;
            }
            return changed;
        }
        int y1 = wlo + 1;
        if (v >= 0) {
            int[] va = vec.chunk(v);
            int base = vec.base(v);
            if (EffortVectors.g(y1, -1, Integer.MAX_VALUE, va, base) != ng1
                    || EffortVectors.s(wlo, -1, Integer.MAX_VALUE, va, base) != ns0
                    || wide && (EffortVectors.g(y1 + 1, -1, Integer.MAX_VALUE, va, base) != ng2
                            || EffortVectors.s(y1, -1, Integer.MAX_VALUE, va, base) != ns1)) {
                changed = true;
            }
        } else {
            int fg = a[o + G0];
            int fs = a[o + S0];
            if (fg != ng1 || fs != ns0 || wide && (fg != ng2 || fs != ns1)) changed = true;
        }
        gNew[y1] = ng1;
        sNew[wlo] = ns0;
        if (wide) {
            gNew[y1 + 1] = ng2;
            sNew[y1] = ns1;
        }
        vec.encode(wlo, whi, gNew, sNew);
        storeVector(a, o, v);
        return changed;
    }

    /** A sum is ∞ only through an ∞ term (counted as {@link #INF_TERM}); finite sums saturate at INF - 1. */
    private static int saturate(long sum) {
        return EffortVectors.saturate(sum);
    }

    @Override
    public boolean done() {
        int[] r = pool.chunks[0];
        return pess(r, 0) == opti(r, 0);
    }

    int[] principalLine() {
        return MoPnsSolver.principalLine(search, pool, this);
    }

    @Override
    public double rootProof() {
        int[] r = pool.chunks[0];
        return pess(r, 0) == opti(r, 0) ? 0 : g(r, 0, attract);
    }

    @Override
    public double rootDisproof() {
        int[] r = pool.chunks[0];
        return pess(r, 0) == opti(r, 0) ? 0 : sEffort(r, 0, attract - 1);
    }
}
