package org.pnengine.search.pns;

import java.util.Arrays;
import java.util.List;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Proof-number search, after Allis, van der Meulen and van den Herik, "Proof-number search",
 * Artificial Intelligence 66 (1994) 91–124.
 *
 * <p>The prover is the root's side to move; a node where the prover moves is an OR node, any
 * other an AND node. Every node n carries a proof number pn(n) and a disproof number dn(n):
 * <pre>
 *   terminal, proof (prover's score &gt;= threshold):  pn = 0,  dn = ∞
 *   terminal, no proof:                              pn = ∞,  dn = 0
 *   unexpanded leaf, init=uniform:                   pn = 1,  dn = 1
 *   unexpanded leaf, init=mobility:   OR node        pn = 1,  dn = #moves
 *                                     AND node       pn = #moves, dn = 1
 *   OR node:   pn = min_c pn(c),   dn = Σ_c dn(c)
 *   AND node:  pn = Σ_c pn(c),     dn = min_c dn(c)
 * </pre>
 * Each iteration descends from the root to the most-proving node (at OR nodes the child of least
 * pn, at AND nodes the child of least dn, the first on ties), expands it (all children are created
 * at once and evaluated: terminal, transposition table or leaf initialisation) and updates its
 * ancestors, stopping at the first whose (pn, dn) did not change. The next descent resumes at that
 * ancestor: since nothing above it changed, a descent from the root would reach it again, so this
 * is exactly the most-proving-node descent from the root without re-walking the unchanged path.
 * ∞ is {@link #INF}; sums saturate below it (a sum reaches ∞ only through an ∞ term).
 *
 * <p><b>Three outcomes.</b> Win/draw/loss is found with two binary runs, as in the paper: first
 * "does the side to move win?" (threshold: a prover score &gt; 0); if disproven, "does it at least
 * draw?" (threshold: score &gt;= 0). The counts in the result are summed over both runs.
 *
 * <p><b>Storage.</b> Each node is five consecutive {@code int}s (pn, dn, first child, child
 * count, move), {@value #BYTES_PER_NODE} bytes per node, in {@code int[]} chunks of 2^14 nodes (320 KB, below
 * G1's humongous-object threshold, which would otherwise round each chunk up to whole heap
 * regions) that are added as the tree grows (the first chunk starts at 1024 nodes and doubles), so
 * growth never copies a large array. Measured heap per tree node: 20.1 bytes. The children of a node are the contiguous range
 * {@code first .. first+count-1}, always inside one chunk. States are not stored: the search keeps
 * one {@link State}, applying moves on the way down and undoing them on the way up. The
 * transposition table ({@code tt=true}) stores solved results per position and goal
 * ({@link SolvedTable}), so that transposed positions are not solved twice; the tree itself stays
 * a tree. Games whose legal moves depend on history beyond the hashed position (ko, repetition)
 * should be solved with {@code tt=false}.
 *
 * <p><b>Limits.</b> {@link SearchLimits#nodes()} caps the nodes created (both runs together),
 * {@link SearchLimits#hardMillis()} the wall time, {@link SearchLimits#memoryBytes()} (and at most
 * 3/4 of the JVM heap) the tree plus the table, of which the table may take a quarter. The stop
 * signal and the clock are polled every 256 expansions, and progress is reported about once a
 * second (root pn and dn of the run in progress). A search that hits a limit returns
 * {@link Value#UNKNOWN} with stop reason {@code nodes}, {@code time}, {@code memory} or
 * {@code cancelled}.
 *
 * <p><b>Result.</b> The best move and the proof line are read off the solved tree: where the tree
 * is good for the side to move, it takes the solved child with the smallest subtree (a quick
 * proof); the other side takes the child with the largest subtree (the longest resistance). So a
 * lost root's best move is the one whose refutation took most effort. PNS proves no exact score.
 *
 * <p>Nothing survives a call to {@link #solve}: the tree and the table belong to that call.
 */
public final class PnsSolver implements Solver {

    /** ∞ for proof and disproof numbers. Finite sums saturate at {@code INF - 1}. */
    static final int INF = (1 << 30) - 1;

    /** Memory per tree node: pn, dn, first child, child count, move. */
    static final int BYTES_PER_NODE = 20;

    public static final SolverType TYPE = new SolverType("pns",
            List.of(ParamSpec.ofBool("tt", true,
                            "transposition table of solved positions"),
                    ParamSpec.ofChoice("init", "mobility", List.of("mobility", "uniform"),
                            "leaf initialisation: mobility (pn or dn = number of moves) or uniform (1, 1)"),
                    ParamSpec.ofInt("ttbits", 24, 12, 30,
                            "log2 of the most transposition-table slots (9 bytes each)")),
            "proof-number search (Allis et al. 1994), win/draw/loss by two binary runs",
            PnsSolver::new);

    /**
     * The solver's settings.
     *
     * @param transpositions whether to use the table of solved positions
     * @param mobility       mobility leaf initialisation instead of uniform (1, 1)
     * @param ttBits         log2 of the most table slots
     */
    public record Settings(boolean transpositions, boolean mobility, int ttBits) {

        public static Settings defaults() {
            return new Settings(true, true, 24);
        }
    }

    private final Settings settings;

    public PnsSolver(Params p) {
        this(new Settings(p.getBool("tt"), p.get("init").equals("mobility"), p.getInt("ttbits")));
    }

    public PnsSolver(Settings settings) {
        this.settings = settings;
    }

    public PnsSolver() {
        this(Settings.defaults());
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return new Search(state, limits, stop, progress == null ? NO_PROGRESS : progress, settings).run();
    }

    /** One solve: the tree, the table and the counters. Garbage once {@link #run} returns. */
    private static final class Search {

        private static final int CHECK_INTERVAL = 256;
        private static final long PROGRESS_NANOS = 1_000_000_000L;
        /** log2 of the nodes per chunk, unless the game's branching needs more (see the class doc). */
        private static final int CHUNK_BITS = 14;
        /** The first chunk starts this small and doubles, so that tiny solves stay cheap. */
        private static final int FIRST_CHUNK = 1024;
        private static final int NODE_INTS = 5;
        private static final int PN = 0;
        private static final int DN = 1;
        private static final int FIRST = 2;
        private static final int COUNT = 3;
        private static final int MOVE = 4;

        private final State s;
        private final int prover;
        private final SearchLimits limits;
        private final StopSignal stop;
        private final ProgressListener progress;
        private final boolean mobility;
        private final SolvedTable tt;
        private final long startNanos;
        private final long deadlineNanos;

        // The tree: int chunks of 2^bits nodes, each node five consecutive ints (PN, DN, FIRST,
        // COUNT, MOVE), so node n is tree[n >>> bits][(n & lowMask) * NODE_INTS + field]. The
        // children of a node are a contiguous range of nodes inside one chunk (a block that would
        // straddle a chunk boundary starts the next chunk instead). FIRST = -1: not expanded.
        // Full chunks are never copied, so growth never pauses.
        private final int bits;
        private final int lowMask;
        private final long maxSlots;
        private int[][] tree = new int[4][];
        private int chunks;
        private int size;          // the next free slot
        private long runNodes;     // nodes created in the current run (the tree's size)

        // The current path from the root: node indices and whether each is an OR node.
        private int[] path = new int[64];
        private boolean[] pathOr = new boolean[64];
        private int depth;

        private final int[] moves;    // expansion buffer
        private final int[] scratch;  // mobility counting buffer
        private int[] dfs = new int[256];

        // The goal of the current run: a terminal is a proof iff prover score >= threshold.
        private int threshold;
        private int goal;             // SolvedTable.WIN or SolvedTable.DRAW

        private long created;
        private long expanded;
        private long peak;
        private long lastProgressNanos;
        private String stopReason;

        Search(State state, SearchLimits limits, StopSignal stop, ProgressListener progress, Settings st) {
            this.s = state;
            this.prover = state.toMove();
            this.limits = limits;
            this.stop = stop == null ? new StopSignal() : stop;
            this.progress = progress;
            this.mobility = st.mobility();
            this.startNanos = System.nanoTime();
            this.lastProgressNanos = startNanos;
            long hard = limits.hardMillis();
            this.deadlineNanos = hard >= Long.MAX_VALUE / 2_000_000L ? Long.MAX_VALUE
                    : startNanos + hard * 1_000_000L;
            // The memory budget: the limit, and at most 3/4 of the heap. A quarter of it may go
            // to the table of solved positions.
            long budget = Math.min(limits.memoryBytes(), Runtime.getRuntime().maxMemory() / 4 * 3);
            this.tt = st.transpositions() ? new SolvedTable(st.ttBits(), budget / 4) : null;
            long nodeBudget = st.transpositions() ? budget - budget / 4 : budget;
            this.maxSlots = Math.min(nodeBudget / BYTES_PER_NODE, Integer.MAX_VALUE - 1);
            int maxMoves = Math.max(1, state.game().maxMoves());
            this.bits = Math.max(CHUNK_BITS, 32 - Integer.numberOfLeadingZeros(maxMoves - 1));
            this.lowMask = (1 << bits) - 1;
            this.moves = new int[maxMoves];
            this.scratch = new int[maxMoves];
        }

        SolveResult run() {
            if (s.isTerminal()) {
                return result(Value.ofScore(s.score(), prover), -1, new int[0]);
            }
            int win = runGoal(1, SolvedTable.WIN);
            if (win < 0) return unknown();
            if (win == 1) return solved(Value.WIN, true);
            int draw = runGoal(0, SolvedTable.DRAW);
            if (draw < 0) return unknown();
            return draw == 1 ? solved(Value.DRAW, true) : solved(Value.LOSS, false);
        }

        /**
         * Solves "prover's score >= threshold" from the root. Returns 1 if proven, 0 if
         * disproven, -1 if a limit or the stop signal ended the run. The state is restored.
         */
        private int runGoal(int threshold, int goal) {
            this.threshold = threshold;
            this.goal = goal;
            size = 0;
            runNodes = 0;
            if (created + 1 > limits.nodes()) {
                stopReason = "nodes";
                return -1;
            }
            if (allocate(1) < 0) return -1;
            created++;
            runNodes = 1;
            peak = Math.max(peak, runNodes);
            int[] r = tree[0];
            r[MOVE] = -1;
            r[FIRST] = -1;
            r[COUNT] = 0;
            evaluate(r, 0);
            depth = 0;
            path[0] = 0;
            pathOr[0] = true;
            final int b = bits;
            final int lm = lowMask;
            try {
                while (tree[0][PN] != 0 && tree[0][DN] != 0) {
                    if (expanded % CHECK_INTERVAL == 0 && checkStop()) return -1;
                    // Descend to the most-proving node.
                    int n = path[depth];
                    while (true) {
                        int[] a = tree[n >>> b];
                        int o = (n & lm) * NODE_INTS;
                        int f = a[o + FIRST];
                        if (f < 0) break;
                        int[] ca = tree[f >>> b];
                        int i = firstMin(ca, (f & lm) * NODE_INTS + (pathOr[depth] ? PN : DN), a[o + COUNT]);
                        int c = f + i;
                        s.apply(ca[(c & lm) * NODE_INTS + MOVE]);
                        push(c, s.toMove() == prover);
                        n = c;
                    }
                    if (!expand(n)) return -1;
                    expanded++;
                    // Update the ancestors until one is unchanged; resume there.
                    while (true) {
                        int node = path[depth];
                        if (!update(node, pathOr[depth])) break;
                        if (tt != null) {
                            int[] a = tree[node >>> b];
                            int o = (node & lm) * NODE_INTS;
                            if (a[o + PN] == 0 || a[o + DN] == 0) store(a[o + PN] == 0);
                        }
                        if (depth == 0) break;
                        s.undo();
                        depth--;
                    }
                }
                return tree[0][PN] == 0 ? 1 : 0;
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
            }
            path[depth] = node;
            pathOr[depth] = isOr;
        }

        /** The index i &lt; k of the first least {@code a[from + i * NODE_INTS]}. */
        private static int firstMin(int[] a, int from, int k) {
            int best = 0;
            int bv = a[from];
            for (int i = 1, j = from + NODE_INTS; i < k; i++, j += NODE_INTS) {
                int v = a[j];
                if (v < bv) {
                    bv = v;
                    best = i;
                }
            }
            return best;
        }

        /**
         * Recomputes (pn, dn) of an expanded node from its children: OR: pn = min, dn = sum;
         * AND: pn = sum, dn = min; sums saturate. Returns whether (pn, dn) changed.
         */
        private boolean update(int n, boolean isOr) {
            int[] a = tree[n >>> bits];
            int o = (n & lowMask) * NODE_INTS;
            int f = a[o + FIRST];
            int[] ca = tree[f >>> bits];
            int from = (f & lowMask) * NODE_INTS;
            int end = from + a[o + COUNT] * NODE_INTS;
            int minField = isOr ? PN : DN;
            int sumField = isOr ? DN : PN;
            int min = INF;
            long sum = 0;
            for (int j = from; j < end; j += NODE_INTS) {
                min = Math.min(min, ca[j + minField]);
                sum += ca[j + sumField];
            }
            // A sum is ∞ only through an ∞ term, which goes with a 0 on the min side.
            int sat = sum < INF ? (int) sum : (min == 0 ? INF : INF - 1);
            int newPn = isOr ? min : sat;
            int newDn = isOr ? sat : min;
            if (newPn == a[o + PN] && newDn == a[o + DN]) return false;
            a[o + PN] = newPn;
            a[o + DN] = newDn;
            return true;
        }

        /** Creates and evaluates all children of {@code n}, the state being at {@code n}. */
        private boolean expand(int n) {
            int k = s.legalMoves(moves);
            if (k <= 0) {
                throw new IllegalStateException("a non-terminal state has no legal moves: " + s.positionText());
            }
            if (created + k > limits.nodes()) {
                stopReason = "nodes";
                return false;
            }
            int f = allocate(k);
            if (f < 0) return false;
            int[] ca = tree[f >>> bits];
            int from = (f & lowMask) * NODE_INTS;
            for (int i = 0, j = from; i < k; i++, j += NODE_INTS) {
                ca[j + MOVE] = moves[i];
                ca[j + FIRST] = -1;
                ca[j + COUNT] = 0;
                s.apply(moves[i]);
                evaluate(ca, j);
                s.undo();
            }
            int[] a = tree[n >>> bits];   // read after allocate, which may replace chunk 0
            int o = (n & lowMask) * NODE_INTS;
            a[o + FIRST] = f;
            a[o + COUNT] = k;
            created += k;
            runNodes += k;
            if (runNodes > peak) peak = runNodes;
            return true;
        }

        /** Sets the initial (pn, dn) of the node at {@code a[j..]}, the state being at that node. */
        private void evaluate(int[] a, int j) {
            if (s.isTerminal()) {
                int score = s.score();
                if (prover != Game.FIRST) score = -score;
                if (score >= threshold) {
                    a[j + PN] = 0;
                    a[j + DN] = INF;
                } else {
                    a[j + PN] = INF;
                    a[j + DN] = 0;
                }
                return;
            }
            if (tt != null) {
                int b = tt.probe(s.hash());
                if (b >= 0) {
                    if (SolvedTable.lo(b) >= goal) {
                        a[j + PN] = 0;
                        a[j + DN] = INF;
                        return;
                    }
                    if (SolvedTable.hi(b) < goal) {
                        a[j + PN] = INF;
                        a[j + DN] = 0;
                        return;
                    }
                }
            }
            if (mobility) {
                int k = Math.max(1, s.legalMoves(scratch));
                if (s.toMove() == prover) {
                    a[j + PN] = 1;
                    a[j + DN] = k;
                } else {
                    a[j + PN] = k;
                    a[j + DN] = 1;
                }
            } else {
                a[j + PN] = 1;
                a[j + DN] = 1;
            }
        }

        /** Stores the current node's result, the state being at that node. */
        private void store(boolean proven) {
            // proven: value >= goal; disproven: value <= goal - 1.
            if (proven) tt.tighten(s.hash(), goal, SolvedTable.WIN);
            else tt.tighten(s.hash(), SolvedTable.LOSS, goal - 1);
        }

        /**
         * Reserves {@code k} contiguous slots inside one chunk and returns the first, or -1 (stop
         * reason memory) if the budget forbids. Chunk 0 grows by doubling up to full size; later
         * chunks are allocated full. May replace chunk 0's arrays: re-read them afterwards.
         */
        private int allocate(int k) {
            int chunkSize = lowMask + 1;
            int start = size;
            if ((start & lowMask) + k > chunkSize) start = (start | lowMask) + 1;
            long end = (long) start + k;
            if (end > maxSlots) {
                stopReason = "memory";
                return -1;
            }
            int c = start >>> bits;
            int need = (int) (((end - 1) & lowMask) + 1);
            try {
                if (c == chunks) {
                    if (c == tree.length) tree = Arrays.copyOf(tree, c * 2);
                    int len = c == 0 ? Math.min(chunkSize, Math.max(FIRST_CHUNK, need)) : chunkSize;
                    tree[c] = new int[len * NODE_INTS];
                    chunks++;
                } else if (tree[c].length < need * NODE_INTS) {
                    // Only chunk 0 is ever short: it doubles up to full size.
                    int len = Math.min(chunkSize, Math.max(need, tree[c].length / NODE_INTS * 2));
                    tree[c] = Arrays.copyOf(tree[c], len * NODE_INTS);
                }
            } catch (OutOfMemoryError e) {
                stopReason = "memory";
                return -1;
            }
            size = (int) end;
            return start;
        }

        private boolean checkStop() {
            long now = System.nanoTime();
            if (stop.isStopped()) {
                stopReason = stop.isCancelled() ? "cancelled" : "time";
                return true;
            }
            if (deadlineNanos != Long.MAX_VALUE && now - deadlineNanos >= 0) {
                stopReason = "time";
                return true;
            }
            if (now - lastProgressNanos >= PROGRESS_NANOS) {
                lastProgressNanos = now;
                progress.onProgress(new SolveProgress(created, expanded, runNodes,
                        (now - startNanos) / 1e9, tree[0][PN], tree[0][DN]));
            }
            return false;
        }

        // ------------------------------------------------------------------ results

        private double seconds() {
            return (System.nanoTime() - startNanos) / 1e9;
        }

        private SolveResult unknown() {
            return new SolveResult(Value.UNKNOWN, -1, false, null, created, expanded, peak, seconds(),
                    new int[0], stopReason);
        }

        private SolveResult result(Value v, int best, int[] pv) {
            return new SolveResult(v, best, false, null, created, expanded, peak, seconds(), pv, null);
        }

        /**
         * The result of a solved run, with the proof line read off the tree. {@code proven}: the
         * root is proven (WIN, DRAW), else disproven (LOSS). The side the tree is good for picks
         * the solved child with the smallest subtree (the quickest proof it found); the other side
         * picks the child with the largest subtree (the longest resistance).
         */
        private SolveResult solved(Value v, boolean proven) {
            int[] pv = new int[16];
            int len = 0;
            int n = 0;
            int applied = 0;
            try {
                while (field(n, FIRST) >= 0) {
                    boolean chooser = (s.toMove() == prover) == proven;
                    int f = field(n, FIRST);
                    int end = f + field(n, COUNT);
                    int best = -1;
                    long bestSize = 0;
                    for (int c = f; c < end; c++) {
                        if (field(c, proven ? PN : DN) != 0) continue;
                        long sz = subtreeSize(c);
                        if (best < 0 || (chooser ? sz < bestSize : sz > bestSize)) {
                            best = c;
                            bestSize = sz;
                        }
                    }
                    if (best < 0) break;   // cannot happen in a solved tree
                    int m = field(best, MOVE);
                    if (len == pv.length) pv = Arrays.copyOf(pv, len * 2);
                    pv[len++] = m;
                    s.apply(m);
                    applied++;
                    n = best;
                }
            } finally {
                for (int i = 0; i < applied; i++) s.undo();
            }
            int[] line = Arrays.copyOf(pv, len);
            return result(v, len > 0 ? line[0] : -1, line);
        }

        private int field(int n, int field) {
            return tree[n >>> bits][(n & lowMask) * NODE_INTS + field];
        }

        /** Nodes in the subtree of {@code root}, by an explicit-stack walk. */
        private long subtreeSize(int root) {
            int sp = 0;
            dfs[sp++] = root;
            long total = 0;
            while (sp > 0) {
                int x = dfs[--sp];
                total++;
                int f = field(x, FIRST);
                if (f < 0) continue;
                int k = field(x, COUNT);
                if (sp + k > dfs.length) dfs = Arrays.copyOf(dfs, Math.max(dfs.length * 2, sp + k));
                for (int i = 0; i < k; i++) dfs[sp++] = f + i;
            }
            return total;
        }
    }
}
