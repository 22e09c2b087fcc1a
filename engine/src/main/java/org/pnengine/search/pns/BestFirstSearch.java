package org.pnengine.search.pns;

import java.util.Arrays;
import java.util.function.LongConsumer;
import org.pnengine.game.State;

/**
 * The best-first proof-tree loop shared by the proof-number family (PNS, MCPNS, PPNS, MOPNS), after
 * Allis, van der Meulen and van den Herik, "Proof-number search", Artificial Intelligence 66
 * (1994): repeat { descend from the root to the most-proving node; expand it (create and evaluate
 * all its children at once); update its ancestors } until the root is finished or a limit is hit.
 * The member's {@link TreeRules} say how nodes are evaluated, backed up and chosen.
 *
 * <p>The prover is the root's side to move: a node where it moves is an OR (Max) node, any other
 * an AND (Min) node, whatever the depth, so games whose turns do not alternate are handled. The
 * search keeps one {@link State}, applying moves on the way down and undoing them on the way up;
 * states are never stored. The update of the ancestors stops at the first whose values did not
 * change, and the next descent resumes there: nothing above it changed, so a descent from the root
 * would reach it again. Nodes live in a {@link NodePool}; limits, counters and progress in a
 * {@link SolveMeter} that several runs of one solve share.
 */
final class BestFirstSearch implements SolveMeter.ProgressSource {

    final State state;
    final int prover;
    final NodePool pool;
    final SolveMeter budget;
    private TreeRules rules;
    private LongConsumer trace;

    // The current path from the root: node indices and whether each is an OR node.
    private int[] path = new int[64];
    private boolean[] pathOr = new boolean[64];
    // The positions' hashes along the path, when the rules look for repetitions; else null.
    private long[] pathHash;
    private int depth;

    /**
     * The record field holding the node's repetition depth ({@link #NO_REF} if none), the last
     * int of every record; -1 when the search keeps none.
     */
    private final int ref;

    private final int[] moves;
    private int[] stack = new int[256];
    private int[] freed = new int[64];

    /** A node's repetition depth when its values rest on no repetition. */
    static final int NO_REF = Integer.MAX_VALUE;

    /**
     * @param stride ints per node ({@link NodePool#VALUES} plus the rules' fields)
     * @param memory the bytes the tree may take, possibly shared with the rules' own storage
     */
    BestFirstSearch(State state, SolveMeter budget, int stride, StorageQuota memory) {
        this(state, budget, stride, memory, false);
    }

    /**
     * @param stride ints per node ({@link NodePool#VALUES} plus the rules' fields), not counting
     *               the repetition depth
     * @param memory the bytes the tree may take, possibly shared with the rules' own storage
     * @param refs   whether each record keeps a repetition depth (one more int, after the rules'
     *               fields; see {@link #holdsAnywhere}), for rules that look for repetitions and
     *               store what they prove in a table
     */
    BestFirstSearch(State state, SolveMeter budget, int stride, StorageQuota memory, boolean refs) {
        this.state = state;
        this.prover = state.toMove();
        this.budget = budget;
        int maxMoves = Math.max(1, state.game().maxMoves());
        this.pool = new NodePool(stride + (refs ? 1 : 0), maxMoves, memory);
        this.moves = new int[maxMoves];
        this.ref = refs ? stride : -1;
    }

    /**
     * Whether play in the game of {@code s} can cycle while its rules read only the position (no
     * bound on the game's length, no history-dependent rule). The family's rules then count a
     * position repeating one on the path from the root as endless play, a draw, and keep what rests
     * on such a repetition out of their tables (the rule of df-pn, {@link DfpnSearch}).
     */
    static boolean cyclic(State s) {
        return s.game().maxGameLength() <= 0 && !s.historyDependent();
    }

    /** Records the hash of every expanded position, in order (for tests comparing trees). */
    void trace(LongConsumer hashes) {
        this.trace = hashes;
    }

    int depth() {
        return depth;
    }

    /**
     * Builds a fresh tree (the root alone, evaluated by {@code r}) and searches it until
     * {@link TreeRules#done()} or a limit. Returns true if done; false if stopped, with the
     * budget's stop reason set. The state is restored either way; the tree stays readable until
     * the next run.
     */
    boolean run(TreeRules r) {
        this.rules = r;
        pool.clear();
        depth = 0;
        if (!budget.reserveNodes(1)) return false;
        int root = pool.allocate(1);
        if (root < 0) {
            budget.outOfMemory();
            return false;
        }
        budget.created(1, pool.live());
        int[] ra = pool.chunk(root);
        ra[NodePool.MOVE] = -1;
        ra[NodePool.FIRST] = -1;
        ra[NodePool.COUNT] = 0;
        r.evaluate(ra, 0);
        if (ref >= 0) ra[ref] = NO_REF;
        path[0] = root;
        pathOr[0] = true;
        pathHash = r.repetitions() ? new long[path.length] : null;
        if (pathHash != null) pathHash[0] = state.hash();
        final State s = state;
        final NodePool p = pool;
        try {
            while (!r.done()) {
                if (budget.shouldStop(this)) return false;
                // Descend to the most-proving node.
                int n = path[depth];
                while (true) {
                    int[] a = p.chunks[n >>> p.bits];
                    int o = (n & p.lowMask) * p.stride;
                    int f = a[o + NodePool.FIRST];
                    if (f < 0) break;
                    int c = f + r.select(n, a, o, pathOr[depth], depth);
                    s.apply(p.chunks[c >>> p.bits][(c & p.lowMask) * p.stride + NodePool.MOVE]);
                    push(c, s.toMove() == prover);
                    n = c;
                }
                if (!expand(n)) return false;
                budget.expanded++;
                // Update the ancestors until one is unchanged; resume there.
                while (true) {
                    int node = path[depth];
                    int[] a = p.chunks[node >>> p.bits];
                    if (!r.backup(node, a, (node & p.lowMask) * p.stride, pathOr[depth], depth)) break;
                    if (depth == 0) break;
                    s.undo();
                    depth--;
                }
            }
            return true;
        } finally {
            while (depth > 0) {
                s.undo();
                depth--;
            }
        }
    }

    private void push(int node, boolean isOr) {
        depth++;
        if (depth == path.length) {
            path = Arrays.copyOf(path, depth * 2);
            pathOr = Arrays.copyOf(pathOr, depth * 2);
            if (pathHash != null) pathHash = Arrays.copyOf(pathHash, depth * 2);
        }
        path[depth] = node;
        pathOr[depth] = isOr;
        if (pathHash != null) pathHash[depth] = state.hash();
    }

    /** Creates and evaluates all children of {@code n}, the state being at {@code n}. */
    private boolean expand(int n) {
        State s = state;
        int k = s.legalMoves(moves);
        if (k <= 0) {
            throw new IllegalStateException("a non-terminal state has no legal moves: " + s.positionText());
        }
        if (!budget.reserveNodes(k)) return false;
        int f = pool.allocate(k);
        if (f < 0) {
            budget.outOfMemory();
            return false;
        }
        if (trace != null) trace.accept(s.hash());
        int[] ca = pool.chunk(f);
        int stride = pool.stride;
        for (int i = 0, j = pool.offset(f); i < k; i++, j += stride) {
            ca[j + NodePool.MOVE] = moves[i];
            ca[j + NodePool.FIRST] = -1;
            ca[j + NodePool.COUNT] = 0;
            s.apply(moves[i]);
            int rep = pathHash == null ? -1 : onPath(s.hash());
            if (rep >= 0) rules.evaluateRepetition(ca, j, rep);
            else rules.evaluate(ca, j);
            if (ref >= 0) ca[j + ref] = rep >= 0 ? rep : NO_REF;
            s.undo();
            if (budget.interrupted()) {
                // Stopped inside the evaluations (playouts): the tree stays as it was before.
                pool.free(f, k);
                return false;
            }
        }
        int[] a = pool.chunk(n);   // read after allocate, which may replace chunk 0
        int o = pool.offset(n);
        a[o + NodePool.FIRST] = f;
        a[o + NodePool.COUNT] = k;
        budget.created(k, pool.live());
        if (!rules.expanded(n, depth)) {
            budget.outOfMemory();
            return false;
        }
        return true;
    }

    /** The depth of the path position with hash {@code h} (at most one: a repetition is never expanded), or -1. */
    private int onPath(long h) {
        long[] ph = pathHash;
        for (int i = depth; i >= 0; i--) {
            if (ph[i] == h) return i;
        }
        return -1;
    }

    // ------------------------------------------------------------------ repetitions

    /**
     * Whether the values of the expanded node at {@code a[o..]}, at path depth {@code depth}, hold
     * whatever the path above it, so that they may go to a table: they rest on no repetition of a
     * position above the node. Records the node's repetition depth, the least over its children
     * (conservative: a bound may rest on one child only), which is at least the node's depth if
     * so; a new node's is that of the path position it repeats, else {@link #NO_REF}. True if the
     * search keeps no repetition depths.
     */
    boolean holdsAnywhere(int[] a, int o, int depth) {
        if (ref < 0) return true;
        int[] ca = pool.chunk(a[o + NodePool.FIRST]);
        int from = pool.offset(a[o + NodePool.FIRST]);
        int end = from + a[o + NodePool.COUNT] * pool.stride;
        int least = NO_REF;
        for (int j = from; j < end; j += pool.stride) least = Math.min(least, ca[j + ref]);
        a[o + ref] = least;
        return least >= depth;
    }

    /**
     * {@link #holdsAnywhere} for a node just solved for a binary goal, {@code proven} or
     * disproven, where the rules' {@link TreeRules#solvedAs} tells solved children: a node that one
     * child decides (an OR node proven, an AND node disproven) needs only one such child to hold
     * anywhere, so its repetition depth is the greatest over those children; a node that all its
     * children decide, the least over all of them.
     */
    boolean solvedHoldsAnywhere(int[] a, int o, boolean isOr, boolean proven, int depth) {
        if (ref < 0) return true;
        if (isOr != proven) return holdsAnywhere(a, o, depth);
        int f = a[o + NodePool.FIRST];
        int[] ca = pool.chunk(f);
        int from = pool.offset(f);
        int end = from + a[o + NodePool.COUNT] * pool.stride;
        int best = -1;
        for (int j = from; j < end; j += pool.stride) {
            if (rules.solvedAs(ca, j, proven)) best = Math.max(best, ca[j + ref]);
        }
        a[o + ref] = best;
        return best >= depth;
    }

    /**
     * Frees every node below {@code n} (not {@code n} itself), which becomes unexpanded again;
     * {@link TreeRules#discarded} is told of every expanded node freed, {@code n} included. The
     * walk goes block by block, scanning each block of children in order; the freed records below
     * {@code n} are left as they are (a reused block is rewritten whole by its expansion).
     */
    void freeChildren(int n) {
        int[] a = pool.chunk(n);
        int o = pool.offset(n);
        int f = a[o + NodePool.FIRST];
        if (f < 0) return;
        int k = a[o + NodePool.COUNT];
        rules.discarded(n, a, o);
        a[o + NodePool.FIRST] = -1;
        a[o + NodePool.COUNT] = 0;
        // The blocks to free, in the order found; blocks[done..blocks) are still to scan.
        int[] list = freed;
        list[0] = f;
        list[1] = k;
        int blocks = 1;
        final NodePool p = pool;
        final int stride = p.stride;
        for (int done = 0; done < blocks; done++) {
            int bf = list[2 * done];
            int bk = list[2 * done + 1];
            int[] ca = p.chunks[bf >>> p.bits];
            for (int i = 0, j = (bf & p.lowMask) * stride; i < bk; i++, j += stride) {
                int cf = ca[j + NodePool.FIRST];
                if (cf < 0) continue;
                rules.discarded(bf + i, ca, j);
                if (2 * blocks + 2 > list.length) list = freed = Arrays.copyOf(list, list.length * 2);
                list[2 * blocks] = cf;
                list[2 * blocks + 1] = ca[j + NodePool.COUNT];
                blocks++;
            }
        }
        // Freed once the walk is over: a freed block's first record holds the free-list link.
        for (int i = 0; i < blocks; i++) p.free(list[2 * i], list[2 * i + 1]);
    }

    /**
     * Frees every node below {@code n} as {@link #freeChildren} does, but without visiting them
     * now ({@link NodePool#freeTree}: each freed block is read when it is handed out again) and
     * without telling {@link TreeRules#discarded}: for rules that keep nothing outside the records.
     * The nodes below {@code n}'s children count as live until their blocks are read.
     */
    void freeChildrenLater(int n) {
        int[] a = pool.chunk(n);
        int o = pool.offset(n);
        int f = a[o + NodePool.FIRST];
        if (f < 0) return;
        a[o + NodePool.FIRST] = -1;
        pool.freeTree(f, a[o + NodePool.COUNT]);
        a[o + NodePool.COUNT] = 0;
    }

    // ------------------------------------------------------------------ lines

    /**
     * After a run that a limit stopped: the move to the root's child that the descent to the
     * most-proving node would follow now (the move the search favours), or -1 if the root was
     * never expanded. The state is at the root.
     */
    int favouredMove() {
        if (rules == null || pool.live() == 0) return -1;
        int[] a = pool.chunk(0);
        int o = pool.offset(0);
        if (a[o + NodePool.FIRST] < 0 || rules.done()) return -1;
        try {
            int c = a[o + NodePool.FIRST] + rules.select(0, a, o, true, 0);
            return pool.get(c, NodePool.MOVE);
        } catch (IllegalStateException e) {
            return -1;   // a root left inconsistent by a stop inside an update
        }
    }

    /** Chooses the next move of a line: a child node of {@code n}, or -1 to end the line. */
    interface LinePicker {
        int pick(int n, boolean isOr);
    }

    /** The line of moves that {@code picker} chooses from the root, the state being at the root. */
    int[] line(LinePicker picker) {
        int[] pv = new int[16];
        int len = 0;
        int n = 0;
        int applied = 0;
        try {
            while (pool.get(n, NodePool.FIRST) >= 0) {
                int best = picker.pick(n, state.toMove() == prover);
                if (best < 0) break;
                int m = pool.get(best, NodePool.MOVE);
                if (len == pv.length) pv = Arrays.copyOf(pv, len * 2);
                pv[len++] = m;
                state.apply(m);
                applied++;
                n = best;
            }
        } finally {
            for (int i = 0; i < applied; i++) state.undo();
        }
        return Arrays.copyOf(pv, len);
    }

    /**
     * The proof line of a root solved for a binary goal, {@code proven} or disproven. The side the
     * tree is good for picks the solved child with the smallest subtree (the quickest proof it
     * found); the other side picks the child with the largest subtree (the longest resistance).
     * Solved children are those for which {@link TreeRules#solvedAs} holds.
     */
    int[] proofLine(boolean proven) {
        int[] sizes = subtreeSizes();
        return line((n, isOr) -> {
            boolean chooser = isOr == proven;
            int f = pool.get(n, NodePool.FIRST);
            int end = f + pool.get(n, NodePool.COUNT);
            int best = -1;
            long bestSize = 0;
            for (int c = f; c < end; c++) {
                if (!rules.solvedAs(pool.chunk(c), pool.offset(c), proven)) continue;
                long sz = sizes != null ? sizes[c] : subtreeSize(c);
                if (best < 0 || (chooser ? sz < bestSize : sz > bestSize)) {
                    best = c;
                    bestSize = sz;
                }
            }
            return best;
        });
    }

    /**
     * The number of nodes in the subtree of every node, indexed by node, from one post-order walk
     * of the tree (a node is pushed as itself, then as its complement once its children are
     * pushed, so that its size is summed after theirs); or null if the heap has no room for the
     * array, 4 bytes per slot (then {@link #subtreeSize} walks each subtree asked for). One walk
     * instead of one per level of the line, which walked the line's subtrees again at every level.
     */
    int[] subtreeSizes() {
        int[] sizes;
        try {
            sizes = new int[pool.slots()];
        } catch (OutOfMemoryError e) {
            return null;
        }
        final NodePool p = pool;
        int sp = 0;
        stack[sp++] = 0;
        while (sp > 0) {
            int x = stack[--sp];
            if (x < 0) {
                x = ~x;
                int f = p.get(x, NodePool.FIRST);
                int end = f + p.get(x, NodePool.COUNT);
                int total = 1;
                for (int c = f; c < end; c++) total += sizes[c];
                sizes[x] = total;
                continue;
            }
            int f = p.get(x, NodePool.FIRST);
            if (f < 0) {
                sizes[x] = 1;
                continue;
            }
            int k = p.get(x, NodePool.COUNT);
            if (sp + k + 1 > stack.length) stack = Arrays.copyOf(stack, Math.max(stack.length * 2, sp + k + 1));
            stack[sp++] = ~x;
            for (int i = 0; i < k; i++) stack[sp++] = f + i;
        }
        return sizes;
    }

    /** Nodes in the subtree of {@code root}, by an explicit-stack walk. */
    long subtreeSize(int root) {
        int sp = 0;
        stack[sp++] = root;
        long total = 0;
        while (sp > 0) {
            int x = stack[--sp];
            total++;
            int f = pool.get(x, NodePool.FIRST);
            if (f < 0) continue;
            int k = pool.get(x, NodePool.COUNT);
            if (sp + k > stack.length) stack = Arrays.copyOf(stack, Math.max(stack.length * 2, sp + k));
            for (int i = 0; i < k; i++) stack[sp++] = f + i;
        }
        return total;
    }

    // ------------------------------------------------------------------ progress

    @Override
    public long treeNodes() {
        return pool.live();
    }

    @Override
    public double rootProof() {
        return rules.rootProof();
    }

    @Override
    public double rootDisproof() {
        return rules.rootDisproof();
    }
}
