package org.pnengine.search.pns;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Proof-number search, after Allis, van der Meulen and van den Herik, "Proof-number search",
 * Artificial Intelligence 66 (1994) 91–124. The prover is the root's side to move; a node where it
 * moves is an OR node, any other an AND node, and every node n carries
 * <pre>
 *   terminal, proof (prover's score &gt;= threshold):  pn = 0,  dn = ∞
 *   terminal, no proof:                              pn = ∞,  dn = 0
 *   unexpanded leaf, init=uniform:                   pn = 1,  dn = 1
 *   unexpanded leaf, init=mobility:   OR node        pn = 1,  dn = #moves
 *                                     AND node       pn = #moves, dn = 1
 *   OR node:   pn = min_c pn(c),   dn = Σ_c dn(c)
 *   AND node:  pn = Σ_c pn(c),     dn = min_c dn(c)
 * </pre>
 * Each iteration descends to the most-proving node (least pn at OR, least dn at AND nodes, the
 * first on ties), creates all its children and updates its ancestors up to the first unchanged
 * one; sums saturate below {@link #INF}. {@code goals=two} decides win/draw/loss by two binary
 * runs ("score &gt; 0", then "score &gt;= 0"), {@code goals=score} bisects the exact score;
 * {@link #solveDetailed} gives each run's counts. A node is five ints ({@value #BYTES_PER_NODE}
 * bytes; six with the repetition depth, see {@link GoalRules}) in a {@link NodePool}. In games that
 * can cycle, a repetition of a position on the path is a draw ({@link GoalRules}). {@code tt=true}
 * adds a {@link SolvedTable} of solved positions, the tree staying a tree, not a DAG (Gao 2021:
 * the true numbers of a DAG are NP-hard). The loop, limits and result lines are the family's
 * {@link BestFirstSearch}, {@link SolveMeter} and {@link BinaryGoals}. Nothing survives a call to
 * {@link #solve}. The rules in full: protocol-spec/solvers/pns.md.
 */
public final class PnsSolver implements Solver {

    /** ∞ for proof and disproof numbers. Finite sums saturate at {@code INF - 1}. */
    static final int INF = (1 << 30) - 1;

    /** Memory per tree node: first child, child count, move, pn, dn. */
    static final int BYTES_PER_NODE = 20;

    public static final SolverType TYPE = new SolverType("pns",
            List.of(ParamSpec.ofBool("tt", true,
                            "transposition table of solved positions"),
                    ParamSpec.ofChoice("init", "mobility", List.of("mobility", "uniform"),
                            "leaf initialisation: mobility (pn or dn = number of moves) or uniform (1, 1)"),
                    ParamSpec.ofInt("ttbits", 24, 12, 30,
                            "log2 of the most transposition-table slots (10 bytes each)"),
                    ParamSpec.ofChoice("goals", "two", List.of("two", "score"),
                            "two: win/draw/loss by the win and draw runs; score: exact score by dichotomic runs")),
            "proof-number search (Allis et al. 1994), win/draw/loss by two binary runs or exact score",
            PnsSolver::new);

    /** How the value is found: the two binary runs of win/draw/loss, or the exact score. */
    public enum Goals { TWO, SCORE }

    /**
     * The solver's settings.
     *
     * @param transpositions whether to use the table of solved positions
     * @param mobility       mobility leaf initialisation instead of uniform (1, 1)
     * @param ttBits         log2 of the most table slots
     * @param goals          win/draw/loss by two runs, or the exact score
     */
    public record Settings(boolean transpositions, boolean mobility, int ttBits, Goals goals) {

        /** Win/draw/loss by two runs. */
        public Settings(boolean transpositions, boolean mobility, int ttBits) {
            this(transpositions, mobility, ttBits, Goals.TWO);
        }

        public static Settings defaults() {
            return new Settings(true, true, 24);
        }
    }

    /**
     * A solve's result and the counts of each of its binary runs, in order.
     *
     * @param result the result {@link #solve} returns
     * @param runs   one entry per run
     */
    public record Detailed(SolveResult result, List<GoalRun> runs) {

        public Detailed {
            runs = List.copyOf(runs);
        }
    }

    private final Settings settings;

    public PnsSolver(Params p) {
        this(new Settings(p.getBool("tt"), p.get("init").equals("mobility"), p.getInt("ttbits"),
                p.get("goals").equals("score") ? Goals.SCORE : Goals.TWO));
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
        return solveDetailed(state, limits, stop, progress).result();
    }

    /** Solves as {@link #solve} does, and also returns the counts of each binary run. */
    public Detailed solveDetailed(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return solve(state, limits, stop, progress, null);
    }

    /**
     * One binary run: is the score of the side to move at least {@code threshold} (in game units)?
     * The run's counts, with {@link GoalRun#proven()} null if a limit stopped it. For comparisons
     * that count only a solve's decisive runs.
     */
    public GoalRun solveGoal(State state, int threshold, SearchLimits limits, StopSignal stop) {
        SolveMeter budget = new SolveMeter(limits, stop, NO_PROGRESS);
        Tree t = new Tree(state, budget, settings);
        List<GoalRun> runs = new ArrayList<>();
        BinaryGoals.run(t.search, t.rules, threshold, 1, 1, runs);
        return runs.get(0);
    }

    /** {@link #solveDetailed}, recording the hash of every expanded position (for tests). */
    Detailed solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress,
                   LongConsumer trace) {
        SolveMeter budget = new SolveMeter(limits, stop, progress);
        Tree t = new Tree(state, budget, settings);
        if (trace != null) t.search.trace(trace);
        List<GoalRun> runs = new ArrayList<>();
        SolveResult r = settings.goals() == Goals.SCORE
                ? BinaryGoals.exactScore(t.search, t.rules, runs)
                : BinaryGoals.winDrawLoss(t.search, t.rules, runs);
        return new Detailed(r, runs);
    }

    /** One solve's tree search and rules. */
    private static final class Tree {
        final BestFirstSearch search;
        final Rules rules;

        Tree(State state, SolveMeter budget, Settings st) {
            GoalRules.Tree t = GoalRules.Tree.of(state, budget, st.transpositions(), st.ttBits());
            search = t.search();
            rules = new Rules(search, st.mobility(), t.table());
        }
    }

    /** The PNS rules of the formula above, on records (first, count, move, pn, dn). */
    static final class Rules extends GoalRules {

        static final int PN = V0;
        static final int DN = V1;

        private final boolean mobility;
        private final int[] scratch;

        Rules(BestFirstSearch search, boolean mobility, SolvedTable tt) {
            super(search, tt);
            this.mobility = mobility;
            this.scratch = new int[Math.max(1, s.game().maxMoves())];
        }

        @Override
        void solved(int[] a, int j, boolean proven) {
            a[j + PN] = proven ? 0 : INF;
            a[j + DN] = proven ? INF : 0;
        }

        @Override
        void leaf(int[] a, int j) {
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

        /** At OR nodes the first child of least pn, at AND nodes the first of least dn. */
        @Override
        public int select(int n, int[] a, int o, boolean isOr, int depth) {
            return pool.firstLeastChild(a, o, isOr ? PN : DN);
        }

        /**
         * OR: pn = min, dn = sum; AND: pn = sum, dn = min; sums saturate. A node that became
         * solved is stored in the table.
         */
        @Override
        public boolean backup(int n, int[] a, int o, boolean isOr, int depth) {
            // The stride as a constant either way, so that the loop compiles as a counted loop.
            long ms = stride == STRIDE ? pool.leastAndSum(a, o, STRIDE, isOr ? PN : DN, isOr ? DN : PN)
                    : pool.leastAndSum(a, o, STRIDE + 1, isOr ? PN : DN, isOr ? DN : PN);
            int min = NodePool.least(ms);
            int sum = NodePool.sum(ms);
            // A sum is ∞ only through an ∞ term, which goes with a 0 on the min side.
            int sat = sum < INF ? sum : (min == 0 ? INF : INF - 1);
            int newPn = isOr ? min : sat;
            int newDn = isOr ? sat : min;
            if (newPn == a[o + PN] && newDn == a[o + DN]) return false;
            a[o + PN] = newPn;
            a[o + DN] = newDn;
            if (newPn == 0 || newDn == 0) store(newPn == 0, a, o, isOr, depth);
            return true;
        }

        @Override
        public boolean done() {
            int[] r = pool.chunks[0];
            return r[PN] == 0 || r[DN] == 0;
        }

        @Override
        public boolean rootProven() {
            return pool.chunks[0][PN] == 0;
        }

        @Override
        public boolean solvedAs(int[] a, int o, boolean proven) {
            return a[o + (proven ? PN : DN)] == 0;
        }

        @Override
        public double rootProof() {
            return pool.chunks[0][PN];
        }

        @Override
        public double rootDisproof() {
            return pool.chunks[0][DN];
        }
    }
}
