package org.pnengine.search.pns;

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
 * <p><b>Storage.</b> Nodes live in five parallel {@code int} arrays (pn, dn, first child, child
 * count, move), {@value #BYTES_PER_NODE} bytes per node, doubled as needed; the children of a node
 * are the contiguous range {@code first .. first+count-1}. States are not stored: the search keeps
 * one {@link State}, applying moves on the way down and undoing them on the way up. The
 * transposition table ({@code tt=true}) stores solved results per position and goal
 * ({@link SolvedTable}), so that transposed positions are not solved twice; the tree itself stays
 * a tree. Games whose legal moves depend on history beyond the hashed position (ko, repetition)
 * should be solved with {@code tt=false}.
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

        private static final int CHECK_INTERVAL = 1024;
        private static final long PROGRESS_NANOS = 1_000_000_000L;

        private final State s;
        private final int prover;
        private final SearchLimits limits;
        private final StopSignal stop;
        private final ProgressListener progress;
        private final boolean mobility;
        private final SolvedTable tt;
        private final long startNanos;
        private final long deadlineNanos;
        private final long maxNodesByMemory;

        // The tree: parallel arrays, children as contiguous ranges. first = -1: not expanded.
        private int[] pn;
        private int[] dn;
        private int[] first;
        private int[] count;
        private int[] move;
        private int size;

        // The current path from the root: node indices and whether each is an OR node.
        private int[] path = new int[64];
        private boolean[] pathOr = new boolean[64];
        private int depth;

        private final int[] moves;    // expansion buffer
        private final int[] scratch;  // mobility counting buffer

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
            // The memory budget: the limit, and at most 3/4 of the heap (growth copies arrays).
            long budget = Math.min(limits.memoryBytes(), Runtime.getRuntime().maxMemory() / 4 * 3);
            this.tt = st.transpositions() ? new SolvedTable(st.ttBits(), budget / 4) : null;
            long nodeBudget = st.transpositions() ? budget - budget / 4 : budget;
            this.maxNodesByMemory = Math.min(nodeBudget / BYTES_PER_NODE, Integer.MAX_VALUE - 16);
            int maxMoves = Math.max(1, state.game().maxMoves());
            this.moves = new int[maxMoves];
            this.scratch = new int[maxMoves];
            int initial = (int) Math.max(1, Math.min(1024, maxNodesByMemory));
            pn = new int[initial];
            dn = new int[initial];
            first = new int[initial];
            count = new int[initial];
            move = new int[initial];
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
            if (!reserve(1)) return -1;
            size = 1;
            created++;
            peak = Math.max(peak, size);
            move[0] = -1;
            first[0] = -1;
            count[0] = 0;
            evaluate(0);
            depth = 0;
            path[0] = 0;
            pathOr[0] = true;
            try {
                while (pn[0] != 0 && dn[0] != 0) {
                    if (expanded % CHECK_INTERVAL == 0 && checkStop()) return -1;
                    // Descend to the most-proving node.
                    int n = path[depth];
                    while (first[n] >= 0) {
                        int c = pathOr[depth] ? minPnChild(n) : minDnChild(n);
                        s.apply(move[c]);
                        push(c, s.toMove() == prover);
                        n = c;
                    }
                    if (!expand(n)) return -1;
                    expanded++;
                    // Update the ancestors until one is unchanged; resume there.
                    while (true) {
                        int node = path[depth];
                        boolean changed = pathOr[depth] ? updateOr(node) : updateAnd(node);
                        if (!changed) break;
                        if (tt != null && (pn[node] == 0 || dn[node] == 0)) store(pn[node] == 0);
                        if (depth == 0) break;
                        s.undo();
                        depth--;
                    }
                }
                return pn[0] == 0 ? 1 : 0;
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
                path = java.util.Arrays.copyOf(path, depth * 2);
                pathOr = java.util.Arrays.copyOf(pathOr, depth * 2);
            }
            path[depth] = node;
            pathOr[depth] = isOr;
        }

        private int minPnChild(int n) {
            int f = first[n];
            int end = f + count[n];
            int best = f;
            int bv = pn[f];
            for (int c = f + 1; c < end; c++) {
                if (pn[c] < bv) {
                    bv = pn[c];
                    best = c;
                }
            }
            return best;
        }

        private int minDnChild(int n) {
            int f = first[n];
            int end = f + count[n];
            int best = f;
            int bv = dn[f];
            for (int c = f + 1; c < end; c++) {
                if (dn[c] < bv) {
                    bv = dn[c];
                    best = c;
                }
            }
            return best;
        }

        /** OR node: pn = min, dn = saturating sum. Returns whether (pn, dn) changed. */
        private boolean updateOr(int n) {
            int f = first[n];
            int end = f + count[n];
            int min = INF;
            long sum = 0;
            for (int c = f; c < end; c++) {
                min = Math.min(min, pn[c]);
                sum += dn[c];
            }
            int d = sum < INF ? (int) sum : (min == 0 ? INF : INF - 1);
            if (min == pn[n] && d == dn[n]) return false;
            pn[n] = min;
            dn[n] = d;
            return true;
        }

        /** AND node: pn = saturating sum, dn = min. Returns whether (pn, dn) changed. */
        private boolean updateAnd(int n) {
            int f = first[n];
            int end = f + count[n];
            int min = INF;
            long sum = 0;
            for (int c = f; c < end; c++) {
                min = Math.min(min, dn[c]);
                sum += pn[c];
            }
            int p = sum < INF ? (int) sum : (min == 0 ? INF : INF - 1);
            if (p == pn[n] && min == dn[n]) return false;
            pn[n] = p;
            dn[n] = min;
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
            if (!reserve(size + k)) return false;
            int f = size;
            for (int i = 0; i < k; i++) {
                int c = f + i;
                move[c] = moves[i];
                first[c] = -1;
                count[c] = 0;
                s.apply(moves[i]);
                evaluate(c);
                s.undo();
            }
            first[n] = f;
            count[n] = k;
            size += k;
            created += k;
            if (size > peak) peak = size;
            return true;
        }

        /** Sets the initial (pn, dn) of node {@code c}, the state being at {@code c}. */
        private void evaluate(int c) {
            if (s.isTerminal()) {
                int score = s.score();
                if (prover != Game.FIRST) score = -score;
                if (score >= threshold) {
                    pn[c] = 0;
                    dn[c] = INF;
                } else {
                    pn[c] = INF;
                    dn[c] = 0;
                }
                return;
            }
            if (tt != null) {
                int b = tt.probe(s.hash());
                if (b >= 0) {
                    if (SolvedTable.lo(b) >= goal) {
                        pn[c] = 0;
                        dn[c] = INF;
                        return;
                    }
                    if (SolvedTable.hi(b) < goal) {
                        pn[c] = INF;
                        dn[c] = 0;
                        return;
                    }
                }
            }
            if (mobility) {
                int k = Math.max(1, s.legalMoves(scratch));
                if (s.toMove() == prover) {
                    pn[c] = 1;
                    dn[c] = k;
                } else {
                    pn[c] = k;
                    dn[c] = 1;
                }
            } else {
                pn[c] = 1;
                dn[c] = 1;
            }
        }

        /** Stores the current node's result, the state being at that node. */
        private void store(boolean proven) {
            // proven: value >= goal; disproven: value <= goal - 1.
            if (proven) tt.tighten(s.hash(), goal, SolvedTable.WIN);
            else tt.tighten(s.hash(), SolvedTable.LOSS, goal - 1);
        }

        /** Makes room for {@code need} nodes; false (stop reason memory) if the budget forbids. */
        private boolean reserve(int need) {
            if (need <= pn.length) return true;
            if (need > maxNodesByMemory) {
                stopReason = "memory";
                return false;
            }
            long target = Math.min(Math.max((long) pn.length * 2, need), maxNodesByMemory);
            int cap = (int) target;
            try {
                pn = java.util.Arrays.copyOf(pn, cap);
                dn = java.util.Arrays.copyOf(dn, cap);
                first = java.util.Arrays.copyOf(first, cap);
                count = java.util.Arrays.copyOf(count, cap);
                move = java.util.Arrays.copyOf(move, cap);
            } catch (OutOfMemoryError e) {
                // Only some arrays may have grown; all keep at least their old length.
                stopReason = "memory";
                return false;
            }
            return true;
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
                progress.onProgress(new SolveProgress(created, expanded, size,
                        (now - startNanos) / 1e9, pn[0], dn[0]));
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
                while (first[n] >= 0) {
                    boolean isOr = s.toMove() == prover;
                    boolean chooser = isOr == proven;
                    int f = first[n];
                    int end = f + count[n];
                    int best = -1;
                    long bestSize = 0;
                    for (int c = f; c < end; c++) {
                        if ((proven ? pn[c] : dn[c]) != 0) continue;
                        long sz = subtreeSize(c);
                        if (best < 0 || (chooser ? sz < bestSize : sz > bestSize)) {
                            best = c;
                            bestSize = sz;
                        }
                    }
                    if (best < 0) break;   // cannot happen in a solved tree
                    if (len == pv.length) pv = java.util.Arrays.copyOf(pv, len * 2);
                    pv[len++] = move[best];
                    s.apply(move[best]);
                    applied++;
                    n = best;
                }
            } finally {
                for (int i = 0; i < applied; i++) s.undo();
            }
            int[] line = java.util.Arrays.copyOf(pv, len);
            return result(v, len > 0 ? line[0] : -1, line);
        }

        private int[] dfs = new int[256];

        /** Nodes in the subtree of {@code root}, by an explicit-stack walk. */
        private long subtreeSize(int root) {
            int sp = 0;
            dfs[sp++] = root;
            long total = 0;
            while (sp > 0) {
                int x = dfs[--sp];
                total++;
                int f = first[x];
                if (f < 0) continue;
                int k = count[x];
                if (sp + k > dfs.length) dfs = java.util.Arrays.copyOf(dfs, Math.max(dfs.length * 2, sp + k));
                for (int i = 0; i < k; i++) dfs[sp++] = f + i;
            }
            return total;
        }
    }
}
