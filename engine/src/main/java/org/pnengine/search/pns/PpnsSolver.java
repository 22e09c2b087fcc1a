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
 * Probability-based proof-number search, after Song, Iida and van den Herik, "Probability based
 * Proof Number Search", ICAART 2019, with the precision rate of Primanita, Khalid and Iida,
 * "Characterizing the Nature of Probability-Based Proof Number Search: A Case Study in the Othello
 * and Connect Four Games", Information 11(5):264, 2020. Each node carries one number, ppn, the
 * probability that it is proven:
 * <pre>
 *   terminal:       ppn = 1 if the prover's score &gt;= threshold, else 0          (exact)
 *   unsolved leaf:  R = share of N random playouts the prover wins;
 *                   ppn = R if 0 &lt; R &lt; 1,   1 − θ if R = 1,   θ if R = 0
 *   OR node:        ppn = 1 − Π_c (1 − ppn(c))
 *   AND node:       ppn = Π_c ppn(c)
 *   selection:      OR: the child of maximum ppn; AND: the child of minimum ppn (first on ties)
 *   stop:           the root is exactly solved, or |ppn(root) − 1| &lt;= pr (proven),
 *                   or |ppn(root) − 0| &lt;= pr (disproven)
 * </pre>
 * Beside each ppn a node keeps an exact flag (the sign bit of the stored double), set only by
 * exact terminals and children; a run that ends on {@code pr} or on an inexact 1.0 or 0.0 makes
 * the result {@link SolveResult#probabilistic()}, and {@code exact=true} lets only the flag end a
 * run. ppn is a double, not a float, so that 1 − ppn resolves {@code pr} down to 1e-5. Descent,
 * limits and the two binary runs of win/draw/loss are the family's {@link BestFirstSearch} and
 * {@link BinaryGoals}, the playouts {@link Playouts}. The rules in full:
 * protocol-spec/solvers/ppns.md.
 */
public final class PpnsSolver implements Solver {

    public static final SolverType TYPE = new SolverType("ppns",
            List.of(ParamSpec.ofDouble("theta", 0.01, 0, 0.49,
                            "ppn of a leaf whose playouts all won (1-theta) or lost (theta)"),
                    ParamSpec.ofDouble("pr", 0, 0, 0.49,
                            "precision rate: stop when root ppn is within pr of 1 or 0 (probabilistic)"),
                    ParamSpec.ofInt("playouts", 10, 1, 10_000, "random playouts per new leaf"),
                    ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE, "seed of the playout generator"),
                    ParamSpec.ofBool("exact", false, "report only values proven from terminal positions"),
                    ParamSpec.ofBool("tt", true, "transposition table of solved positions"),
                    ParamSpec.ofInt("ttbits", 24, 12, 30,
                            "log2 of the most transposition-table slots (10 bytes each)")),
            "probability-based PNS (Song et al. 2019), ppn from playouts; two binary runs",
            PpnsSolver::new);

    /**
     * The solver's settings.
     *
     * @param theta          θ, the ppn of a leaf whose playouts all lost (1 − θ: all won)
     * @param precision      pr: the distance from 1 or 0 at which the root counts as (dis)proven
     * @param playouts       random playouts per new leaf
     * @param seed           seed of the playout generator
     * @param exact          whether only exactly solved roots end a run
     * @param transpositions whether to use the table of solved positions
     * @param ttBits         log2 of the most table slots
     */
    public record Settings(double theta, double precision, int playouts, long seed, boolean exact,
                           boolean transpositions, int ttBits) {

        public static Settings defaults() {
            return new Settings(0.01, 0, 10, 0, false, true, 24);
        }
    }

    private final Settings settings;

    public PpnsSolver(Params p) {
        this(new Settings(p.getDouble("theta"), p.getDouble("pr"), p.getInt("playouts"), p.getLong("seed"),
                p.getBool("exact"), p.getBool("tt"), p.getInt("ttbits")));
    }

    public PpnsSolver(Settings settings) {
        this.settings = settings;
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return GoalRules.solveByPlayouts(state, new SolveMeter(limits, stop, progress), settings.transpositions(),
                settings.ttBits(), settings.playouts(), settings.seed(),
                (search, playouts, tt) -> new Rules(search, settings, playouts, tt));
    }

    /** The PPNS rules, on records (first, count, move, ppn high, ppn low). */
    static final class Rules extends GoalRules {

        static final int HI = V0;
        static final int LO = V1;
        private static final long SIGN = Long.MIN_VALUE;
        private static final long EXACT_ONE = Double.doubleToRawLongBits(-1.0);
        private static final long EXACT_ZERO = Double.doubleToRawLongBits(-0.0);

        private final Playouts playouts;
        private final double theta;
        private final double precision;
        private final boolean exactOnly;

        Rules(BestFirstSearch search, Settings st, Playouts playouts, SolvedTable tt) {
            super(search, tt);
            this.playouts = playouts;
            this.theta = st.theta();
            this.precision = st.precision();
            this.exactOnly = st.exact();
        }

        static long bits(int[] a, int o) {
            return ((long) a[o + HI] << 32) | (a[o + LO] & 0xFFFFFFFFL);
        }

        private static void put(int[] a, int o, long bits) {
            a[o + HI] = (int) (bits >>> 32);
            a[o + LO] = (int) bits;
        }

        /** The ppn stored as {@code bits}, without its exact flag. */
        static double ppn(long bits) {
            return Double.longBitsToDouble(bits & ~SIGN);
        }

        static boolean exact(long bits) {
            return bits < 0;
        }

        @Override
        void solved(int[] a, int j, boolean proven) {
            put(a, j, proven ? EXACT_ONE : EXACT_ZERO);
        }

        @Override
        void leaf(int[] a, int j) {
            int n = playouts.count();
            int w = playouts.wins(s, prover, threshold);
            double r = w == n ? 1 - theta : w == 0 ? theta : (double) w / n;
            put(a, j, Double.doubleToRawLongBits(r));
        }

        /** OR: the first non-exact child of maximum ppn; AND: the first non-exact child of minimum ppn. */
        @Override
        public int select(int n, int[] a, int o, boolean isOr, int depth) {
            int f = a[o + NodePool.FIRST];
            int[] ca = pool.chunk(f);
            int from = pool.offset(f);
            int k = a[o + NodePool.COUNT];
            int best = -1;
            double bv = 0;
            for (int i = 0, j = from; i < k; i++, j += stride) {
                long b = bits(ca, j);
                if (exact(b)) continue;
                double v = ppn(b);
                if (best < 0 || (isOr ? v > bv : v < bv)) {
                    best = i;
                    bv = v;
                }
            }
            if (best < 0) throw new IllegalStateException("PPNS descended into a solved node");
            return best;
        }

        @Override
        public boolean backup(int n, int[] a, int o, boolean isOr, int depth) {
            int f = a[o + NodePool.FIRST];
            int[] ca = pool.chunk(f);
            int from = pool.offset(f);
            int end = from + a[o + NodePool.COUNT] * stride;
            // OR: P(no child proven) = Π(1 − ppn); AND: P(all proven) = Π ppn.
            double product = 1;
            boolean anyDecisive = false;   // OR: a child exactly 1; AND: a child exactly 0
            boolean allExact = true;       // every child exactly 0 (OR) or exactly 1 (AND)
            for (int j = from; j < end; j += stride) {
                long b = bits(ca, j);
                double v = ppn(b);
                if (isOr) {
                    product *= 1 - v;
                    if (b == EXACT_ONE) anyDecisive = true;
                    else if (b != EXACT_ZERO) allExact = false;
                } else {
                    product *= v;
                    if (b == EXACT_ZERO) anyDecisive = true;
                    else if (b != EXACT_ONE) allExact = false;
                }
            }
            long nb;
            if (anyDecisive) nb = isOr ? EXACT_ONE : EXACT_ZERO;
            else if (allExact) nb = isOr ? EXACT_ZERO : EXACT_ONE;
            else nb = Double.doubleToRawLongBits(isOr ? 1 - product : product);
            if (nb == bits(a, o)) return false;
            put(a, o, nb);
            if (exact(nb)) store(nb == EXACT_ONE, a, o, isOr, depth);
            return true;
        }

        @Override
        public boolean done() {
            long b = bits(pool.chunks[0], 0);
            if (exact(b)) return true;
            if (exactOnly) return false;
            double v = ppn(b);
            return 1 - v <= precision || v <= precision;
        }

        @Override
        public boolean rootProven() {
            return ppn(bits(pool.chunks[0], 0)) > 0.5;
        }

        @Override
        public boolean rootExact() {
            return exact(bits(pool.chunks[0], 0));
        }

        @Override
        public boolean solvedAs(int[] a, int o, boolean proven) {
            return bits(a, o) == (proven ? EXACT_ONE : EXACT_ZERO);
        }

        /** The line both sides play by ppn: OR nodes the first child of maximum ppn, AND nodes the minimum. */
        @Override
        public int[] probableLine(BestFirstSearch search, boolean proven) {
            return search.line((n, isOr) -> {
                int f = pool.get(n, NodePool.FIRST);
                int k = pool.get(n, NodePool.COUNT);
                int best = -1;
                double bv = 0;
                for (int c = f; c < f + k; c++) {
                    double v = ppn(bits(pool.chunk(c), pool.offset(c)));
                    if (best < 0 || (isOr ? v > bv : v < bv)) {
                        best = c;
                        bv = v;
                    }
                }
                return best;
            });
        }

        @Override
        public double rootProof() {
            return ppn(bits(pool.chunks[0], 0));
        }

        @Override
        public double rootDisproof() {
            return 1 - ppn(bits(pool.chunks[0], 0));
        }
    }
}
