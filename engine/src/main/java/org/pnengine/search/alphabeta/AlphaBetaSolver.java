package org.pnengine.search.alphabeta;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.SolverHints;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveTimer;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Threads;

/**
 * An exact alpha-beta solver: fail-soft negamax over the game's exact score with a transposition
 * table, the score pinned down by null-window probes. It is the oracle the other solvers' tests
 * are checked against. From the side to move's point of view
 * <pre>
 *   v(n) = score(n)                               if n is terminal
 *   v(n) = max over moves m of  −v(n·m)           if m passes the turn
 *                               +v(n·m)           if the mover moves again
 * </pre>
 * and {@code search(n, α, β)} returns v(n) if α &lt; v(n) &lt; β, some r &le; α with v(n) &le; r if
 * it fails low, some r &ge; β with v(n) &ge; r if it fails high. The exact score is bisected over
 * [{@link Game#minScore()}, {@link Game#maxScore()}] with probes {@code search(root, m, m+1)}, the
 * first ones out at half the range as in Pons' Connect Four solver; {@code wdl=true} asks only
 * {@code search(root, 0, 1)} and, if that fails low to exactly 0, {@code search(root, -1, 0)}.
 * {@link BoundTable} keeps both bounds of a position, so the probes reuse each other's work. A
 * state's {@link SolverHints} (Pons' tactics) or {@link ExactKernel} (the game's own search) take
 * over where positions cannot repeat, with the same values. With {@code threads=N} the searches
 * share the table (lazy SMP with ABDADA's deferral, or YBWC split points); every stored bound is
 * true, so the value is one thread's.
 *
 * <p>Papers: Knuth and Moore, "An analysis of alpha-beta pruning", AI 6, 1975; Plaat, Schaeffer,
 * Pijls and de Bruin, "Best-first fixed-depth minimax algorithms", AI 87, 1996 (both bounds per
 * entry); Schaeffer, "The history heuristic ...", IEEE PAMI 11, 1989; Weill, ABDADA, 1996;
 * Feldmann et al., "Distributed game tree search" (YBWC), 1989. In full: protocol-spec/solvers/alphabeta.md.
 */
public final class AlphaBetaSolver implements Solver {

    public static final SolverType TYPE = new SolverType("alphabeta",
            List.of(ParamSpec.ofBool("wdl", false,
                            "decide only win/draw/loss (null windows around 0), no exact score"),
                    ParamSpec.ofInt("ttbits", 24, 8, 28,
                            "log2 of the most transposition-table slots (8 bytes each for Connect Four, else 16)"),
                    ParamSpec.ofInt("threads", 1, 1, AlphaBetaSolver.MAX_THREADS,
                            "threads: searches sharing the table (lazy SMP, ABDADA), "
                                    + "or splitting the nodes (YBWC: Othello, Connect Four's exact scores)")),
            "exact negamax alpha-beta with a transposition table, score pinned by null-window bisection",
            AlphaBetaSolver::new);

    /**
     * The solver's settings.
     *
     * @param wdl     decide only win/draw/loss
     * @param ttBits  log2 of the most table slots
     * @param threads the searches that share the table, 1 to {@link #MAX_THREADS}
     */
    public record Settings(boolean wdl, int ttBits, int threads) {

        public Settings {
            if (threads < 1 || threads > MAX_THREADS) {
                throw new IllegalArgumentException("threads must be between 1 and " + MAX_THREADS);
            }
        }

        /** One thread. */
        public Settings(boolean wdl, int ttBits) {
            this(wdl, ttBits, 1);
        }

        public static Settings defaults() {
            return new Settings(false, 24, 1);
        }

        /** The same settings with {@code n} threads. */
        public Settings withThreads(int n) {
            return new Settings(wdl, ttBits, n);
        }
    }

    /** The most threads one solve may use. */
    public static final int MAX_THREADS = 64;
    /** The stack of a helper search's thread: deep enough for the longest path the search allows. */
    private static final long HELPER_STACK_BYTES = 256L << 20;
    /** The helpers' threads, shared by every solve: daemons, made on demand, idle ones reused. */
    static final ExecutorService HELPERS =
            Executors.newCachedThreadPool(Threads.daemons("alphabeta-helper", HELPER_STACK_BYTES));

    private final Settings settings;
    /** CPU time of the helper searches, summed over every solve. */
    private final AtomicLong helperCpu = new AtomicLong();

    public AlphaBetaSolver(Params p) {
        this(new Settings(p.getBool("wdl"), p.getInt("ttbits"), p.getInt("threads")));
    }

    public AlphaBetaSolver(Settings settings) {
        this.settings = settings;
    }

    public AlphaBetaSolver() {
        this(Settings.defaults());
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return new AlphaBetaSearch(state, limits, new SolveTimer(limits, stop, progress), settings, helperCpu).run();
    }

    /** The CPU time of the searches beyond the first ({@code threads=}), summed over every solve so far. */
    @Override
    public long helperCpuNanos() {
        return helperCpu.get();
    }

    /**
     * The root's score range as the probes narrow it, and the next probe: the driver of every
     * search of one solve. Each search asks {@link #next} for the probe to run and reports its
     * result with {@link #report}. With several threads a search is given, when another one is
     * already running the probe the bisection asks for, the probe that would come next on one
     * side of it (the larger side), so that the threads answer two questions at once; only when
     * no such probe is left do they run the same one. A probe that the others' results have
     * answered meanwhile ({@link #answered}) is abandoned. Every result is a true bound, so the
     * order in which results arrive never changes the answer.
     */
    static final class Range {

        /** {@link #next}'s answer once the value is decided. */
        static final int DONE = Integer.MIN_VALUE;
        /** No probe running. */
        private static final int IDLE = Integer.MAX_VALUE;

        private final boolean wdl;
        private int lo;
        private int hi;
        private boolean askedZero;
        private boolean askedMinusOne;
        /** The move of the probe that proved the best lower bound so far, or -1. */
        private int bestMove = -1;
        /** The move of the last probe finished, or -1. */
        private int lastProbeBest = -1;
        /** Raised by every result: a probe begun before may be answered now. */
        private volatile int generation;
        /** The probe each search (by {@link AlphaBetaSearchState#worker}) is running, or {@link #IDLE}. */
        private final int[] running;

        Range(boolean wdl, int lo, int hi, int searches) {
            this.wdl = wdl;
            this.lo = lo;
            this.hi = hi;
            this.running = new int[searches];
            Arrays.fill(running, IDLE);
        }

        /**
         * The next zero-window probe point m (the question "is the score above m?") for search
         * {@code worker}, or {@link #DONE}. Exact: the bisection's point (see the class comment).
         * Win/draw/loss: 0, then, unless that settled it (above 0, or below 0), -1. If another
         * search runs that point: the point that would follow it on its larger side (exact), or
         * -1 beside 0 (win/draw/loss), unless that one is running or answered too.
         */
        synchronized int next(int worker) {
            running[worker] = IDLE;
            int m = primary();
            if (m == DONE) return DONE;
            if (isRunning(m)) {
                int alt = wdl ? (m == 0 && !askedMinusOne && lo <= -1 ? -1 : DONE) : beside(m);
                if (alt != DONE && !isRunning(alt)) m = alt;
            }
            running[worker] = m;
            return m;
        }

        /**
         * The probe one search alone would run next, or {@link #DONE}. Win/draw/loss asks 0 first
         * even if a bound of the game's tactics answers it, for its move, unless the probe at -1
         * (run beside it by another search) has already answered it.
         */
        private int primary() {
            if (wdl) {
                if (!askedZero && !(askedMinusOne && answered(0))) return 0;
                if (askedMinusOne || answered(-1)) return DONE;
                return -1;
            }
            return bisect(lo, hi);
        }

        /** The bisection's point of the range [l, u), leaning towards 0 (Pons), or {@link #DONE} if it is empty. */
        private static int bisect(int l, int u) {
            if (l >= u) return DONE;
            int med = l + (u - l) / 2;
            if (med <= 0 && l / 2 < med) med = l / 2;
            else if (med >= 0 && u / 2 > med) med = u / 2;
            if (med >= u) med = u - 1;
            return med;
        }

        /**
         * Exact: the probe that follows {@code m} on the larger of its two sides, [lo, m) if the
         * score proves at most m and [m + 1, hi) if above it, or {@link #DONE} if both are empty.
         */
        private int beside(int m) {
            boolean below = m - lo >= hi - (m + 1);
            int p = below ? bisect(lo, m) : bisect(m + 1, hi);
            return p != DONE ? p : below ? bisect(m + 1, hi) : bisect(lo, m);
        }

        private boolean isRunning(int m) {
            for (int r : running) {
                if (r == m) return true;
            }
            return false;
        }

        /**
         * Whether the results reported so far answer the probe at {@code m}: the score is known
         * to be above it or at most it.
         */
        synchronized boolean answered(int m) {
            return m < lo || m >= hi;
        }

        /** The result {@code r} of the probe at {@code m}, whose root move was {@code move}. */
        synchronized void report(int m, int r, int move) {
            lastProbeBest = move;
            if (r <= m) {
                hi = Math.min(hi, r);
            } else if (r > lo) {
                lo = r;
                bestMove = move;
            }
            if (m == 0) askedZero = true;
            if (m == -1) askedMinusOne = true;
            generation++;
        }

        synchronized int lo() {
            return lo;
        }

        synchronized int hi() {
            return hi;
        }

        /** The move to answer: the best lower bound's, else (every move as bad) the last probe's. */
        synchronized int move() {
            return bestMove >= 0 ? bestMove : lastProbeBest;
        }

        int generation() {
            return generation;
        }
    }
}
