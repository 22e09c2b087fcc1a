package org.pnengine.search.pns;

import java.util.Arrays;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * The rules of {@link MoPnsSolver} with at most three outcomes (loss, draw, win; every Connect
 * Four solve of the paper), on records that hold their numbers ({@link InlineEfforts}): first,
 * count, move, G(1), G(2), S(0), S(1), 28 bytes, and no second pool. The formula, the windows and
 * the freeing are those of {@link MoPnsSolver}, and so is every decision of the search (the same
 * nodes are created in the same order); this class is the solver's rules specialised to four
 * numbers per record, in a class of its own so that the JIT compiles the hot methods,
 * {@link #select} and {@link #backup}, without the vector path beside them:
 * <ul>
 * <li>A node's bounds are read from its numbers (G(x) = 0 iff x ≤ pess, S(x) = 0 iff x ≥ opti),
 *     counted without a branch.
 * <li>The selection is PNS's: the first child of least number, one load per child. An
 *     irrelevant child's number is ∞ there, and the least is finite, so no test of relevancy is
 *     needed ({@link #select}); irrelevant children are skipped without pruning them.
 * <li>The backup folds the four numbers in one pass over the children, and takes the window as α,
 *     β of the last descent narrowed by the new bounds ({@code alpha[0]}, {@code beta[0]} start as
 *     the widest bounds, so the root needs no case of its own).
 * <li>A new node's numbers are copied: a leaf's four constants, a terminal's from a table.
 * <li>In a game that can cycle ({@link BestFirstSearch#cyclic}), a repetition of a position on the
 *     path is a draw, and with the table a record has one more int, the search's repetition depth:
 *     bounds resting on a repetition of a position above their node are not stored
 *     ({@link BestFirstSearch#holdsAnywhere}). The loops then run over the longer stride, a
 *     constant either way ({@link #select}, {@link #backup} call one body with either).
 * </ul>
 */
final class MoPnsInlineRules implements TreeRules {

    /** ∞ for effort numbers; finite sums saturate at {@code INF - 1}. */
    private static final int INF = MoPnsSolver.INF;
    static final int NUM = NodePool.VALUES;
    /** Ints per record (one more in games that can cycle, with the table). */
    static final int STRIDE = NUM + InlineEfforts.INTS;
    private static final int G1 = NUM + InlineEfforts.gField(1);
    private static final int G2 = NUM + InlineEfforts.gField(2);
    private static final int S0 = NUM + InlineEfforts.sField(0);
    private static final int S1 = NUM + InlineEfforts.sField(1);

    private final BestFirstSearch search;
    private final State s;
    private final NodePool pool;
    private final SolvedTable tt;
    private final boolean cyclic;     // a repetition of a position on the path is a draw
    private final boolean refs;       // ... and records keep the search's repetition depth
    private final boolean wdl;
    private final int lowest;         // the score of outcome 0 (score mode)
    private final int top;            // the best outcome, m - 1
    // A new leaf's numbers: 1 between the widest bounds [0, top], 0 or ∞ beyond them.
    private final int leafG1;
    private final int leafG2;
    private final int leafS0;
    private final int leafS1;
    // A terminal's numbers, outcome by outcome: 0 up to its value, ∞ beyond.
    private final int[] terminal;

    // The relevancy windows along the current path, and the attracting outcome.
    private int[] alpha = new int[64];
    private int[] beta = new int[64];
    private int attract;              // o*; o' is attract - 1

    /**
     * @param wdl    outcomes loss, draw, win by the sign of the score; else every score
     * @param lowest the score of outcome 0 (with scores)
     * @param m      the number of outcomes, at most three
     * @param tt     the table of proven bounds, or null
     * @param cyclic whether a repetition of a position on the path is a draw (the search then
     *               keeps repetition depths if there is a table)
     */
    MoPnsInlineRules(BestFirstSearch search, boolean wdl, int lowest, int m, SolvedTable tt, boolean cyclic) {
        this.search = search;
        this.s = search.state;
        this.pool = search.pool;
        this.tt = tt;
        this.cyclic = cyclic;
        this.refs = search.pool.stride != STRIDE;
        this.wdl = wdl;
        this.lowest = lowest;
        this.top = m - 1;
        int[] leaf = new int[InlineEfforts.INTS];
        InlineEfforts.leaf(leaf, 0, 0, top);
        leafG1 = leaf[G1 - NUM];
        leafG2 = leaf[G2 - NUM];
        leafS0 = leaf[S0 - NUM];
        leafS1 = leaf[S1 - NUM];
        terminal = new int[m * InlineEfforts.INTS];
        for (int v = 0; v < m; v++) InlineEfforts.leaf(terminal, v * InlineEfforts.INTS, v, v);
        attract = top;
        beta[0] = top;
    }

    /**
     * The pessimistic bound of the record at {@code a[o..]}: the greatest x with G(x) = 0, so the
     * number of G(1), G(2) that are 0 (G rises with x). Counted without a branch.
     */
    static int pess(int[] a, int o) {
        return zero(a[o + G1]) + zero(a[o + G2]);
    }

    /** The optimistic bound of the record at {@code a[o..]}: the least x with S(x) = 0 (S falls with x). */
    static int opti(int[] a, int o) {
        return 2 - zero(a[o + S0]) - zero(a[o + S1]);
    }

    @Override
    public void evaluate(int[] a, int j) {
        if (s.isTerminal()) {
            int sc = s.score();
            if (search.prover != Game.FIRST) sc = -sc;
            int v = wdl ? Integer.signum(sc) + 1 : sc - lowest;
            System.arraycopy(terminal, v * InlineEfforts.INTS, a, j + NUM, InlineEfforts.INTS);
        } else if (tt != null) {
            int b = tt.probe(s.hash());
            InlineEfforts.leaf(a, j + NUM, b >= 0 ? SolvedTable.lo(b) : 0, b >= 0 ? SolvedTable.hi(b) : top);
        } else {
            a[j + G1] = leafG1;
            a[j + G2] = leafG2;
            a[j + S0] = leafS0;
            a[j + S1] = leafS1;
        }
    }

    @Override
    public boolean repetitions() {
        return cyclic;
    }

    /** A repetition of the position at path depth {@code ancestor}: endless play, a draw (score 0). */
    @Override
    public void evaluateRepetition(int[] a, int j, int ancestor) {
        int z = wdl ? 1 : -lowest;
        System.arraycopy(terminal, z * InlineEfforts.INTS, a, j + NUM, InlineEfforts.INTS);
    }

    /**
     * The first child of least G(o*) (Max) or S(o') (Min), with no test of relevancy. Along the
     * descent α &lt; o* ≤ β: at the root because pess &lt; o* ≤ opti; a Max node has a child whose
     * opti is its own, at least β, so the least G(o*) is finite (G(x) is ∞ exactly above opti) and
     * the chosen child's opti is at least o*; a Min node's chosen child has a finite S(o') the same
     * way, so its pess is at most o'. An irrelevant child of a Max node has opti ≤ α &lt; o*, so
     * G(o*) = ∞, and one of a Min node has pess ≥ β &gt; o', so S(o') = ∞ (the numbers that the
     * bounds fix are exact in every record). So the first least child is the first least relevant
     * child, the rule's choice. The chosen child's window needs one of its bounds only: a Max
     * node's children have pess at most the node's, so at most α, and a Min node's children have
     * opti at least β.
     */
    @Override
    public int select(int n, int[] a, int o, boolean isOr, int depth) {
        return refs ? select(a, o, isOr, depth, STRIDE + 1) : select(a, o, isOr, depth, STRIDE);
    }

    /** {@link #select} over records of {@code stride} ints (a constant at each call). */
    private int select(int[] a, int o, boolean isOr, int depth, int stride) {
        if (depth == 0) startDescent(a, o);
        int field = isOr ? G1 - 1 + attract : S0 + attract - 1;
        int f = a[o + NodePool.FIRST];
        int k = a[o + NodePool.COUNT];
        int[] ca = pool.chunks[f >>> pool.bits];   // a block of children lies in one chunk
        int from = (f & pool.lowMask) * stride;
        // NodePool.firstLeastChild's loop, written out: a call was slower (docs/experiments.md#mopns-against-pns).
        int best = 0;
        int least = ca[from + field];
        for (int i = 1, j = from + stride + field; i < k; i++, j += stride) {
            int v = ca[j];
            if (v < least) {
                least = v;
                best = i;
            }
        }
        if (least == INF) throw noRelevantChild();
        int bestAt = from + best * stride;
        if (depth + 2 > alpha.length) grow();
        alpha[depth + 1] = isOr ? alpha[depth] : Math.max(alpha[depth], pess(ca, bestAt));
        beta[depth + 1] = isOr ? Math.min(beta[depth], opti(ca, bestAt)) : beta[depth];
        return best;
    }

    private static IllegalStateException noRelevantChild() {
        return new IllegalStateException("MOPNS found no relevant child");
    }

    private void grow() {
        alpha = Arrays.copyOf(alpha, alpha.length * 2);
        beta = Arrays.copyOf(beta, beta.length * 2);
    }

    /**
     * At the root (unsolved, so pess &lt; opti): the window is its bounds, and o* the least G(o) +
     * S(o) over pess &lt; o ≤ opti, the lower on ties. With at most three outcomes the candidates
     * are 1, with G(1) + S(1), and 2, with G(2) (S(2) is 0).
     */
    private void startDescent(int[] a, int o) {
        int p = pess(a, o);
        int q = opti(a, o);
        alpha[0] = p;
        beta[0] = q;
        if (p > 0) attract = 2;
        else if (q < 2) attract = 1;
        else attract = (long) a[o + G1] + a[o + S1] <= a[o + G2] ? 1 : 2;
    }

    /**
     * Max: G by min, S by sum; Min: G by sum, S by min. A sum inside the window has no ∞ term
     * (at a Max node a child's S(x) is ∞ only for x below its pess, so below the node's new pess;
     * at a Min node a child's G(x) only above its opti), so sums saturate at INF - 1 with no ∞
     * marker: numbers outside the window are fixed by the bounds instead.
     */
    @Override
    public boolean backup(int n, int[] a, int o, boolean isOr, int depth) {
        return refs ? backup(a, o, isOr, depth, STRIDE + 1) : backup(a, o, isOr, depth, STRIDE);
    }

    /** {@link #backup} over records of {@code stride} ints (a constant at each call). */
    private boolean backup(int[] a, int o, boolean isOr, int depth, int stride) {
        // NodePool.leastAndSum over two pairs of fields in one pass: two calls of it, or a
        // two-pair helper answering in an array, made this search measurably slower.
        int f = a[o + NodePool.FIRST];
        int[] ca = pool.chunks[f >>> pool.bits];
        int from = (f & pool.lowMask) * stride;
        int end = from + a[o + NodePool.COUNT] * stride;
        int min1 = INF;
        int min2 = INF;
        long sum1 = 0;
        long sum2 = 0;
        if (isOr) {
            for (int j = from; j < end; j += stride) {
                min1 = Math.min(min1, ca[j + G1]);
                min2 = Math.min(min2, ca[j + G2]);
                sum1 += ca[j + S0];
                sum2 += ca[j + S1];
            }
            return update(a, o, depth, f, min1, min2, finite(sum1), finite(sum2), true);
        }
        for (int j = from; j < end; j += stride) {
            sum1 += ca[j + G1];
            sum2 += ca[j + G2];
            min1 = Math.min(min1, ca[j + S0]);
            min2 = Math.min(min2, ca[j + S1]);
        }
        return update(a, o, depth, f, finite(sum1), finite(sum2), min1, min2, false);
    }

    /** A sum of finite terms, saturated at INF - 1. */
    private static int finite(long sum) {
        return sum < INF ? (int) sum : INF - 1;
    }

    /** 1 if {@code x} (a number, at least 0) is 0, else 0. */
    private static int zero(int x) {
        return (x - 1) >>> 31;
    }

    /**
     * Stores the node's new numbers G(1) = {@code g1}, G(2) = {@code g2}, S(0) = {@code s0}, S(1) =
     * {@code s1} as {@link InlineEfforts#update} does over the node's window; returns whether its
     * bounds or its numbers inside the window changed.
     */
    private boolean update(int[] a, int o, int depth, int f, int g1, int g2, int s0, int s1, boolean isOr) {
        // G(x) = 0 iff x ≤ pess, S(x) = 0 iff x ≥ opti (G rises and S falls with x).
        int np = zero(g1) + zero(g2);
        int nq = 2 - zero(s0) - zero(s1);
        boolean changed = ((np ^ pess(a, o)) | (nq ^ opti(a, o))) != 0;
        int wlo = Math.max(alpha[depth], np);
        int whi = Math.min(beta[depth], nq);
        // With repetition depths, recorded at every backup, as MoPnsVectorRules does.
        boolean store = !refs || search.holdsAnywhere(a, o, depth);
        if (tt != null && changed && store) tt.tighten(s.hash(), np, nq);
        if (whi <= wlo) {
            // Solved or irrelevant: the numbers the bounds now fix, and no vector to store.
            if (changed) InlineEfforts.tighten(a, o + NUM, np, nq);
            if (np == nq) solved(a, o, isOr, f, np);
            return changed;
        }
        return InlineEfforts.update(a, o + NUM, np, nq, wlo, whi, g1, g2, s0, s1) || changed;
    }

    /** A node solved with value {@code value}: frees every child's subtree but the principal one's. */
    private void solved(int[] a, int o, boolean isOr, int f, int value) {
        int k = a[o + NodePool.COUNT];
        int[] ca = pool.chunks[f >>> pool.bits];
        boolean principal = false;
        int stride = pool.stride;
        for (int i = 0, j = (f & pool.lowMask) * stride; i < k; i++, j += stride) {
            int p = pess(ca, j);
            int q = opti(ca, j);
            if (!principal && (isOr ? p : q) == value) {
                principal = true;
                continue;
            }
            if (ca[j + NodePool.FIRST] >= 0) {
                search.freeChildrenLater(f + i);
                InlineEfforts.leaf(ca, j + NUM, p, q);
            }
        }
    }

    @Override
    public boolean done() {
        int[] r = pool.chunks[0];
        return pess(r, 0) == opti(r, 0);
    }

    /** The root's proven outcome index (0 .. m - 1), once {@link #done}. */
    int rootValue() {
        return pess(pool.chunks[0], 0);
    }

    /** The line of principal children from the solved root ({@link MoPnsSolver#principalLine}). */
    int[] principalLine() {
        return MoPnsSolver.principalLine(search, pool, new MoPnsSolver.RecordBounds() {
            @Override
            public int pess(int[] a, int o) {
                return MoPnsInlineRules.pess(a, o);
            }

            @Override
            public int opti(int[] a, int o) {
                return MoPnsInlineRules.opti(a, o);
            }
        });
    }

    @Override
    public double rootProof() {
        int[] r = pool.chunks[0];
        return pess(r, 0) == opti(r, 0) ? 0 : InlineEfforts.g(r, NUM, attract);
    }

    @Override
    public double rootDisproof() {
        int[] r = pool.chunks[0];
        return pess(r, 0) == opti(r, 0) ? 0 : InlineEfforts.s(r, NUM, attract - 1);
    }
}
