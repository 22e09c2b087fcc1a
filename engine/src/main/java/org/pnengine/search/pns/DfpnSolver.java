package org.pnengine.search.pns;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.search.BusyMarks;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveTimer;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Threads;

/**
 * Depth-first proof-number search (df-pn): A. Nagai, "Df-pn algorithm for searching AND/OR trees
 * and its applications", PhD thesis, University of Tokyo, 2002, with the 1+ε trick of J. Pawlewicz
 * and Ł. Lew, "Improving depth-first PN-search: 1+ε trick", CG 2006 (survey: Kishimoto, Winands,
 * Müller and Saito, ICGA Journal 35, 2012). It decides win, draw or loss for the root's side to
 * move, the prover, by two binary goals (score &gt; 0, then score &ge; 0); no exact score.
 *
 * <p>Proof and disproof numbers follow {@link PnsSolver}, a new leaf being (1, 1) with
 * {@code init=uniform} and (1, #moves) at OR, (#moves, 1) at AND nodes with {@code init=mobility}.
 * {@code MID(n, th_pn, th_dn)} expands n, reads its children's numbers from the table and searches
 * its best child c1 (least pn at OR, least dn at AND nodes) until pn(n) &ge; th_pn or
 * dn(n) &ge; th_dn; with c2 the second best, at an OR node (AND: pn and dn exchanged)
 * <pre>
 *   th_pn(c1) = min(th_pn, max(pn(c2) + 1, ⌈pn(c2)·(1+ε)⌉))     (ε = 0: Nagai's pn(c2) + 1)
 *   th_dn(c1) = th_dn − dn(n) + dn(c1)
 * </pre>
 * The root is searched with (∞, ∞). Only the table ({@link DfpnTable}: a fixed budget, the entry
 * of least work replaced) remembers the tree between calls. Endless play counts as a draw; a
 * result that rests on a repetition above its node is not stored, and in history-dependent games
 * no solved result is. With {@code threads=N} the searches share a {@link SharedDfpnTable} and
 * spread out by {@link BusyMarks}, after Kaneko's virtual proof numbers ("Parallel depth first
 * proof number search", AAAI 2010); every stored proof is true, so the value is one thread's.
 * Goals in the table, repetitions, threads, counts, the move and line, limits and progress in
 * full: protocol-spec/solvers/dfpn.md.
 */
public final class DfpnSolver implements Solver {

    /** ∞ for proof and disproof numbers; finite sums saturate at {@code INF - 1}. */
    static final int INF = (1 << 30) - 1;

    public static final SolverType TYPE = new SolverType("dfpn",
            List.of(ParamSpec.ofDouble("eps", 0.25, 0, 10,
                            "the 1+eps trick: a child's threshold is max(second+1, ceil(second*(1+eps))); 0 = Nagai's second+1"),
                    ParamSpec.ofChoice("init", "mobility", List.of("mobility", "uniform"),
                            "leaf initialisation: mobility (pn or dn = number of moves) or uniform (1, 1)"),
                    ParamSpec.ofInt("ttmb", 256, 1, 1 << 20,
                            "the transposition table's memory budget in megabytes (24 bytes a slot, 32 with threads)"),
                    ParamSpec.ofInt("threads", 1, 1, DfpnSolver.MAX_THREADS,
                            "threads: searches sharing the table; a child another search is in counts as twice as hard")),
            "depth-first proof-number search (Nagai 2002) with the 1+eps trick, win/draw/loss by two binary runs",
            DfpnSolver::new);

    /**
     * The solver's settings.
     *
     * @param epsilon  ε of the 1+ε trick
     * @param mobility mobility leaf initialisation instead of uniform (1, 1)
     * @param tableMb  the table's budget in megabytes
     * @param threads  the searches, each on a thread of its own, that share the table
     */
    public record Settings(double epsilon, boolean mobility, int tableMb, int threads) {

        public Settings {
            if (threads < 1 || threads > MAX_THREADS) {
                throw new IllegalArgumentException("threads must be between 1 and " + MAX_THREADS);
            }
        }

        /** One thread. */
        public Settings(double epsilon, boolean mobility, int tableMb) {
            this(epsilon, mobility, tableMb, 1);
        }

        public static Settings defaults() {
            return new Settings(0.25, true, 256, 1);
        }
    }

    /** The most threads one solve may use. */
    public static final int MAX_THREADS = 64;
    /** The stack of a helper's thread: deep enough for the longest path the search allows. */
    private static final long HELPER_STACK_BYTES = 256L << 20;
    /** The helpers' threads, shared by every solve: daemons, made on demand, idle ones reused. */
    static final ExecutorService HELPERS =
            Executors.newCachedThreadPool(Threads.daemons("dfpn-helper", HELPER_STACK_BYTES));

    /**
     * For tests of the threads' interleavings only ({@code DfpnThreadsTest}): called by a helper
     * before it starts, and by every search between solving a goal at the root and settling it.
     * Null otherwise.
     */
    interface RaceHook {
        void helperStarts();

        /** {@code goal}: 0 for the win, 1 for at least a draw. */
        void beforeSettle(boolean helper, int goal);
    }

    static volatile RaceHook raceHook;

    private final Settings settings;
    /** CPU time of the helper searches, summed over every solve. */
    private final AtomicLong helperCpu = new AtomicLong();

    public DfpnSolver(Params p) {
        this(new Settings(p.getDouble("eps"), p.get("init").equals("mobility"), p.getInt("ttmb"), p.getInt("threads")));
    }

    public DfpnSolver(Settings settings) {
        this.settings = settings;
    }

    public DfpnSolver() {
        this(Settings.defaults());
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return new DfpnSearch(state, limits, new SolveTimer(limits, stop, progress), settings, helperCpu).run();
    }

    /** The CPU time of the searches beyond the first ({@code threads=}), summed over every solve so far. */
    @Override
    public long helperCpuNanos() {
        return helperCpu.get();
    }
}
