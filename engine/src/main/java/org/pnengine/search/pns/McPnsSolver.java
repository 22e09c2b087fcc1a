package org.pnengine.search.pns;

import java.util.List;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;

/**
 * Monte-Carlo proof-number search, after Saito, Chaslot, Uiterwijk and van den Herik,
 * "Monte-Carlo proof-number search for computer Go", Computers and Games 2006: PNS whose unsolved
 * leaves are initialised by random playouts.
 * <pre>
 *   terminal, proof (prover's score &gt;= threshold):  pn = 0,      dn = ∞
 *   terminal, no proof:                              pn = ∞,      dn = 0
 *   unsolved leaf, R = share of N playouts the prover wins:
 *                                                    pn = 1 − R,  dn = R
 *   OR node:   pn = min_c pn(c),   dn = Σ_c dn(c)
 *   AND node:  pn = Σ_c pn(c),     dn = min_c dn(c)
 * </pre>
 * Descent, expansion, update, the table of solved positions and the two binary runs of
 * win/draw/loss are those of {@link PnsSolver} (the shared {@link BestFirstSearch} and
 * {@link BinaryGoals}); a playout counts as won when the prover's final score reaches the run's
 * threshold, and one cut off at the ply cap as not won ({@link Playouts}). Since a leaf with
 * R = 1 or R = 0 has pn or dn 0 without being solved, only ∞ marks a solved node (proven iff
 * dn = ∞, disproven iff pn = ∞), so every result is exact. pn and dn are {@code float}s stored as
 * raw bits in the {@link NodePool} record, 20 bytes a node; never negative, their bits order like
 * their values. Why these readings, and the rest: protocol-spec/solvers/mcpns.md.
 */
public final class McPnsSolver implements Solver {

    public static final SolverType TYPE = new SolverType("mcpns",
            List.of(ParamSpec.ofInt("playouts", 10, 1, 10_000, "random playouts per new leaf"),
                    ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE, "seed of the playout generator"),
                    ParamSpec.ofBool("tt", true, "transposition table of solved positions"),
                    ParamSpec.ofInt("ttbits", 24, 12, 30,
                            "log2 of the most transposition-table slots (10 bytes each)")),
            "Monte-Carlo PNS (Saito et al. 2006): leaves pn = 1 - R, dn = R from playouts; two binary runs",
            McPnsSolver::new);

    /**
     * The solver's settings.
     *
     * @param playouts       random playouts per new leaf
     * @param seed           seed of the playout generator
     * @param transpositions whether to use the table of solved positions
     * @param ttBits         log2 of the most table slots
     */
    public record Settings(int playouts, long seed, boolean transpositions, int ttBits) {

        public static Settings defaults() {
            return new Settings(10, 0, true, 24);
        }
    }

    private final Settings settings;

    public McPnsSolver(Params p) {
        this(new Settings(p.getInt("playouts"), p.getLong("seed"), p.getBool("tt"), p.getInt("ttbits")));
    }

    public McPnsSolver(Settings settings) {
        this.settings = settings;
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return GoalRules.solveByPlayouts(state, new SolveMeter(limits, stop, progress), settings.transpositions(),
                settings.ttBits(), settings.playouts(), settings.seed(), Rules::new);
    }

    /** The MCPNS rules, on records (first, count, move, pn, dn) with float pn and dn. */
    static final class Rules extends GoalRules {

        static final int PN = V0;
        static final int DN = V1;
        private static final int INF = Float.floatToRawIntBits(Float.POSITIVE_INFINITY);
        private static final int ZERO = Float.floatToRawIntBits(0f);

        private final Playouts playouts;

        Rules(BestFirstSearch search, Playouts playouts, SolvedTable tt) {
            super(search, tt);
            this.playouts = playouts;
        }

        @Override
        void solved(int[] a, int j, boolean proven) {
            a[j + PN] = proven ? ZERO : INF;
            a[j + DN] = proven ? INF : ZERO;
        }

        @Override
        void leaf(int[] a, int j) {
            float r = (float) playouts.wins(s, prover, threshold) / playouts.count();
            a[j + PN] = Float.floatToRawIntBits(1f - r);
            a[j + DN] = Float.floatToRawIntBits(r);
        }

        /** At OR nodes the first child of least pn, at AND nodes the first of least dn. */
        @Override
        public int select(int n, int[] a, int o, boolean isOr, int depth) {
            return pool.firstLeastChild(a, o, isOr ? PN : DN);   // non-negative floats order like their bits
        }

        @Override
        public boolean backup(int n, int[] a, int o, boolean isOr, int depth) {
            long ms = stride == STRIDE ? pool.leastAndFloatSum(a, o, STRIDE, isOr ? PN : DN, isOr ? DN : PN)
                    : pool.leastAndFloatSum(a, o, STRIDE + 1, isOr ? PN : DN, isOr ? DN : PN);
            int min = NodePool.least(ms);
            int sumBits = NodePool.sum(ms);
            int newPn = isOr ? min : sumBits;
            int newDn = isOr ? sumBits : min;
            if (newPn == a[o + PN] && newDn == a[o + DN]) return false;
            a[o + PN] = newPn;
            a[o + DN] = newDn;
            if (newPn == INF || newDn == INF) store(newDn == INF, a, o, isOr, depth);
            return true;
        }

        @Override
        public boolean done() {
            int[] r = pool.chunks[0];
            return r[PN] == INF || r[DN] == INF;
        }

        @Override
        public boolean rootProven() {
            return pool.chunks[0][DN] == INF;
        }

        @Override
        public boolean solvedAs(int[] a, int o, boolean proven) {
            return a[o + (proven ? DN : PN)] == INF;
        }

        @Override
        public double rootProof() {
            return Float.intBitsToFloat(pool.chunks[0][PN]);
        }

        @Override
        public double rootDisproof() {
            return Float.intBitsToFloat(pool.chunks[0][DN]);
        }
    }
}
