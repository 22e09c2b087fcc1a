package org.pnengine.search.alphabeta;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.SolverHints;
import org.pnengine.game.SplitPoint;
import org.pnengine.game.State;
import org.pnengine.search.BusyMarks;
import org.pnengine.search.PollCadence;
import org.pnengine.search.LazySmp;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveClock;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Threads;
import org.pnengine.search.Value;

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
 * Feldmann et al., "Distributed game tree search" (YBWC), 1989. Move order, repetitions, threads,
 * counts, limits and the principal variation in full: protocol-spec/solvers/alphabeta.md.
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
    private static final ExecutorService HELPERS =
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
        return new Search(state, limits, new SolveClock(limits, stop, progress), settings, helperCpu).run();
    }

    /** The CPU time of the searches beyond the first ({@code threads=}), summed over every solve so far. */
    @Override
    public long helperCpuNanos() {
        return helperCpu.get();
    }

    /** Thrown (one preallocated instance, no stack trace) to unwind a stopped search. */
    private static final class Abort extends RuntimeException {
        Abort() {
            super(null, null, false, false);
        }
    }

    /** Thrown (one instance) to unwind a search under a split point that was cut. */
    private static final class SplitCut extends RuntimeException {
        SplitCut() {
            super(null, null, false, false);
        }
    }

    private static final SplitCut SPLIT_CUT = new SplitCut();

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
        /** The probe each search (by {@link Search#worker}) is running, or {@link #IDLE}. */
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

    /** One search of a solve: the state, the counters and the buffers; the table is shared. Garbage once {@link #run} returns. */
    private static final class Search {

        /** The heap's limit, read once (asking the runtime costs microseconds, a tiny solve's time). */
        private static final long MAX_HEAP = Runtime.getRuntime().maxMemory();

        static final int MAX_DEPTH = 3000;
        /** The most nodes between two polls of the clock and the stop signal. */
        private static final int MAX_POLL_INTERVAL = 1024;
        private static final int NO_REP = Integer.MAX_VALUE;
        private static final int HISTORY_BITS = 12;
        private static final int HISTORY_MASK = (1 << HISTORY_BITS) - 1;
        private static final int PV_CAP = 256;
        /**
         * With several threads, the positions fewer plies than this below the root are marked
         * while searched, and a search defers a child another search is in (ABDADA).
         */
        static final int BUSY_DEPTH = 8;
        /**
         * With split points (exact scores with the game's tactics, several threads): the nodes
         * fewer plies than this below the root may be split. Measurements: docs/benchmarks.md#threads.
         */
        static final int SPLIT_DEPTH = 24;
        /**
         * With split points: the positions this many plies or more below the root go to a table
         * of each thread's own ({@link #deepTt}), the others to the shared one. Deep positions
         * are most of the probes and stores, and little of what one thread stores there serves
         * another; in a shared table each entry the other thread writes costs the next probe of
         * it a cache miss. Measurements: docs/benchmarks.md#threads.
         */
        static final int PRIVATE_DEPTH = 16;

        /** The position searched: the root's copy, or while a helper works at a split point, a copy of its node. */
        private State s;
        private final int rootPly;
        private final SearchLimits limits;
        private final SolveClock clock;
        private final PollCadence polls = new PollCadence(MAX_POLL_INTERVAL);
        private final boolean wdl;
        private final int threads;
        private final AtomicLong helperCpu;
        /** 0 for the search on the caller's thread, 1.. for the helpers. */
        private final int worker;
        private Range range;
        /** With several threads: what they share; else null. */
        private LazySmp.Team team;
        /** {@link Team#busy}, or null with one thread. */
        private BusyMarks busy;
        /** With several searches: this one's new table entries, counted in batches (null alone). */
        private BoundTable.Tally tally;
        /** With the game's tactics and several threads: the split points (YBWC); else null. */
        private SplitPoint.Team splits;
        /** The innermost split point this search works at, or null. */
        private SplitPoint at;
        /** Whether this is a helper that works only at the others' split points. */
        private boolean serving;
        /** The key each path index below {@link #BUSY_DEPTH} marked as busy, or 0. */
        private long[] marked;
        /** Per path index below {@link #BUSY_DEPTH}: the moves deferred because another search is in them. */
        private int[][] deferBuf = new int[0][];
        /** The {@link Range#generation()} last seen by the current probe. */
        private int probeGeneration;
        /** The point of the current probe. */
        private int probePoint;
        /** The nodes already added to {@link Team#nodes}. */
        private long flushed;
        /**
         * With several threads: the other searches' nodes at this search's last poll, so that the
         * table grows with the nodes of all ({@link BoundTable#NODES_PER_BUCKET}); else 0.
         */
        private long othersNodes;
        private final boolean cyclic;
        private final boolean historyDependent;
        private final int maxMoves;
        /** The table's memory budget in bytes, within its {@code ttbits} limit of slots. */
        private final long ttBytes;
        private final int ttBitsLimit;
        /** The game's tactics, used when the state offers them, no repetition can occur, and the root is not decided by them. */
        private SolverHints hints;
        private BoundTable tt;
        /**
         * With split points: this search's own table for the positions {@link #PRIVATE_DEPTH}
         * plies or more below the root (null otherwise, or if the budget has no room for it).
         */
        private BoundTable deepTt;
        /** The peaks of the helpers' own tables, added when they are done. */
        private long helpersDeepPeak;
        private final Abort abort = new Abort();
        /** The table budget of the game's own exact search, if its states offer one. */
        private final long kernelBytes;
        /** The game's own exact search ({@link ExactKernel}), which then does every window search. */
        private ExactKernel.Search kernel;
        /** With {@code threads=N}: the game's search's helpers (lazy SMP), made at the first root search. */
        private ExactKernel.Search[] kernelHelpers;
        /** Each helper's node count at the start of the current root search. */
        private long[] kernelHelperBase;
        /** Set when the root search the helpers run beside has ended: they stop at their next poll. */
        private volatile boolean kernelRoundOver;
        /** At the start of the kernel's current search: {@link #created}, and the kernel's node count. */
        private long kernelCreated;
        private long kernelBase;

        private int[][] moveBuf = new int[0][];
        private int[][] keyBuf = new int[0][];
        private long[] path = new long[64];
        /** The history heuristic's counters, made when the plain search first runs. */
        private int[] history;
        private int repDepth = NO_REP;
        /** Whether depth 0 is the solved root (no table cutoffs there, best move recorded). */
        private boolean atRoot;
        private int rootBestMove = -1;

        private long created;
        private long expanded;
        private long nodeLimit;
        private int lo;
        private int hi;
        private String stopReason;

        Search(State state, SearchLimits limits, SolveClock clock, Settings st, AtomicLong helperCpu) {
            this.s = state;
            this.rootPly = state.ply();
            this.limits = limits;
            this.clock = clock;
            this.wdl = st.wdl();
            this.threads = st.threads();
            this.helperCpu = helperCpu;
            this.worker = 0;
            Game g = state.game();
            this.historyDependent = state.historyDependent();
            this.cyclic = !historyDependent && g.maxGameLength() <= 0;
            this.maxMoves = Math.max(1, g.maxMoves());
            this.hints = !cyclic && !historyDependent && state instanceof SolverHints sh ? sh : null;
            if (g.minScore() <= BoundTable.NO_LOWER || g.maxScore() >= BoundTable.NO_UPPER) {
                throw new IllegalArgumentException("scores beyond +-32766 are not supported");
            }
            this.ttBytes = Math.min(limits.memoryBytes(), MAX_HEAP / 4 * 3);
            this.ttBitsLimit = st.ttBits();
            this.kernelBytes = Math.min(ttBytes, (1L << ttBitsLimit) * BoundTable.WIDE_BYTES_PER_SLOT);
            this.nodeLimit = limits.nodes();
        }

        /**
         * Helper number {@code w} of {@code main}: its own copy of the root (and with split points its
         * own table of deep positions), the same shared table, range and team.
         */
        private Search(Search main, int w) {
            this.s = main.s.copy();
            this.rootPly = s.ply();
            this.limits = main.limits;
            this.clock = main.clock;
            this.wdl = main.wdl;
            this.threads = main.threads;
            this.helperCpu = main.helperCpu;
            this.worker = w;
            this.historyDependent = main.historyDependent;
            this.cyclic = main.cyclic;
            this.maxMoves = main.maxMoves;
            this.hints = main.hints != null ? (SolverHints) s : null;
            this.ttBytes = main.ttBytes;
            this.ttBitsLimit = main.ttBitsLimit;
            this.kernelBytes = main.kernelBytes;
            this.nodeLimit = main.nodeLimit;
            this.tt = main.tt;
            this.range = main.range;
            this.team = main.team;
            this.busy = main.busy;
            this.tally = new BoundTable.Tally();
            this.splits = main.splits;
            this.deepTt = splits != null ? newTable(s.game(), deepBytes()) : null;
            this.marked = new long[BUSY_DEPTH];
            this.lo = main.lo;
            this.hi = main.hi;
            growBuffers(0);
        }

        SolveResult run() {
            if (s.isTerminal()) {
                int sc = stm(s.score());
                return new SolveResult(sign(sc), -1, false, sc, 0, 0, 0, seconds(), new int[0], null);
            }
            if (!cyclic && !historyDependent && s instanceof ExactKernel ek) {
                try {
                    kernel = ek.newExactSearch(kernelBytes, this::kernelStops);
                } catch (OutOfMemoryError e) {
                    stopReason = "memory";
                    return unknown(-1);
                }
            }
            Game g = s.game();
            lo = s.toMove() == Game.FIRST ? g.minScore() : -g.maxScore();
            hi = s.toMove() == Game.FIRST ? g.maxScore() : -g.minScore();
            growBuffers(0);
            if (hints != null && (hints.winningMove() >= 0 || hints.safeMoves(moveBuf[0]) == 0)) {
                hints = null;   // decided within two plies: the plain search finds it at once
            }
            int n = kernel != null ? 1 : threads;
            // Exact scores with the game's tactics split their nodes (one driver); the rest share probes.
            boolean splitting = n > 1 && hints != null && !wdl;
            try {
                // With split points, half the budget is the shared table's, half the threads' own.
                tt = newTable(g, splitting ? ttBytes / 2 : ttBytes);
            } catch (OutOfMemoryError e) {
                tt = null;
            }
            if (tt == null) {
                stopReason = "memory";
                return unknown(-1);
            }
            if (hints != null) {
                int l = Math.max(lo, hints.scoreFloor());
                int u = Math.min(hi, hints.scoreCeiling());
                if (l < u) {
                    lo = l;
                    hi = u;
                }
            }
            Value value;
            Integer score = null;
            range = new Range(wdl, lo, hi, splitting ? 1 : n);
            try {
                if (kernel != null && !wdl && lo < hi) {
                    // The game's search takes the whole range at once (its own window search).
                    atRoot = true;
                    rootBestMove = -1;
                    int r = search(0, lo - 1, hi + 1);
                    range.report(r, r, rootBestMove);       // r <= r: the upper bound r
                    range.report(r - 1, r, rootBestMove);   // r > r - 1: the lower bound r
                }
                if (n == 1) {
                    drive();
                } else {
                    driveTogether(n, splitting);
                }
            } catch (Abort a) {
                restore();
                return unknown(range.move());
            } catch (StackOverflowError e) {
                restore();
                stopReason = "memory";
                return unknown(range.move());
            }
            lo = range.lo();
            hi = range.hi();
            if (wdl) {
                value = lo > 0 ? Value.WIN : hi < 0 ? Value.LOSS : Value.DRAW;
            } else {
                score = lo;
                value = sign(lo);
            }
            int bestMove = range.move();
            int[] pv = principalVariation(bestMove, score, value);
            return new SolveResult(value, bestMove, false, score, created, expanded, peak(), seconds(),
                    pv, null);
        }

        /**
         * Runs the probes the {@link Range} asks for until it is decided. A probe that another
         * search answered first (with several threads) is abandoned for the next one.
         */
        private void drive() {
            atRoot = true;
            while (true) {
                int m;
                synchronized (range) {
                    m = range.next(worker);
                    probeGeneration = range.generation();
                }
                probePoint = m;
                if (m == Range.DONE) return;
                try {
                    int r = probe(m);
                    range.report(m, r, rootBestMove);
                } catch (Abort a) {
                    if (stopReason != null) throw a;
                    restore();   // answered by another search: on to the next probe
                    unmarkAll();
                }
            }
        }

        /**
         * {@code n - 1} helpers on threads of their own beside this search on the caller's, on
         * the same table. Lazy SMP: all run the probes, and the first to finish a probe moves
         * them all on. With {@code split} (exact scores with the game's tactics): this search
         * runs the probes alone, and the helpers work at its split points and at each other's
         * (YBWC). Every search's nodes are counted; the first stop stops them all.
         */
        private void driveTogether(int n, boolean split) {
            team = new LazySmp.Team();
            busy = split ? null : team.busy;
            tally = new BoundTable.Tally();
            marked = new long[BUSY_DEPTH];
            if (split) {
                splits = new SplitPoint.Team();
                splits.threads = n;
                deepTt = newTable(s.game(), deepBytes());
            }
            List<Search> helpers = new ArrayList<>();
            for (int w = 1; w < n; w++) {
                Search h = new Search(this, w);
                h.serving = split;
                helpers.add(h);
            }
            try {
                LazySmp.runTogether(HELPERS, helpers.stream().<Runnable>map(h -> h::help).toList(), team, this::drive,
                        () -> stopReason);
            } finally {
                for (Search h : helpers) {
                    created += h.created;
                    expanded += h.expanded;
                    if (h.deepTt != null) helpersDeepPeak += h.deepTt.peak();
                }
                othersNodes = 0;   // counted in created now
                tt.flush(tally);
                for (Search h : helpers) tt.flush(h.tally);
                team = null;
                busy = null;
                tally = null;
                splits = null;
                at = null;
            }
            for (Search h : helpers) {
                if (h.failure != null) throw h.failure;
            }
        }

        /** A helper's unexpected failure, rethrown on the caller's thread. */
        private RuntimeException failure;

        /** A serving helper's run: it joins the split points of the others until the solve is over. */
        private void serve() {
            splits.serve(worker, this::joinSplit, () -> team.over);
        }

        /**
         * Shares the moves {@code moves[0..count)} of the current position (a node of null window
         * {@code (alpha, alpha + 1)} at path index {@code depth} whose first move was searched) with the idle threads and
         * searches them with them; returns the split point once every move was searched or one
         * cut the node.
         */
        private HintedSplit splitHinted(int depth, int alpha, int mover, int[] moves, int count, int best,
                int bestMove) {
            HintedSplit sp = new HintedSplit(at, splits.posted.get(worker), s.copy(), depth, alpha, mover, moves, count,
                    best, bestMove);
            splits.share(sp, worker, () -> workSplit(sp), this::joinSplit, this::poll);
            if (sp.broken) halt(team.stopReason != null ? team.stopReason : "cancelled");
            if (!sp.cut && sp.cutHere()) throw SPLIT_CUT;
            return sp;
        }

        /** Works at another search's split point with a copy of its position. */
        private void joinSplit(SplitPoint point) {
            HintedSplit sp = (HintedSplit) point;
            State saved = s;
            SolverHints savedHints = hints;
            sp.workers.incrementAndGet();
            try {
                s = sp.state.copy();
                hints = (SolverHints) s;
                workSplit(sp);
            } catch (Abort | StackOverflowError e) {
                if (e instanceof Abort) team.stop(stopReason);
                sp.broken = true;   // a move taken here was not searched
                sp.cut = true;
                throw e;
            } finally {
                sp.workers.decrementAndGet();
                s = saved;
                hints = savedHints;
            }
        }

        /** Takes the split point's moves one at a time until none is left or it is cut. */
        private void workSplit(HintedSplit sp) {
            SplitPoint savedAt = at;
            at = sp;
            final State st = s;
            final int ply = st.ply();
            try {
                while (!sp.cut) {
                    int k = sp.next.getAndIncrement();
                    if (k >= sp.count) break;
                    int m = sp.moves[k];
                    st.apply(m);
                    int v = st.toMove() == sp.mover ? searchHintedEntry(sp.depth + 1, sp.alpha, sp.alpha + 1)
                            : -searchHinted(sp.depth + 1, -sp.alpha - 1, -sp.alpha);
                    st.undo();
                    if (sp.report(k, v)) break;
                }
            } catch (SplitCut c) {
                while (st.ply() > ply) st.undo();   // this split point or one above it was cut
            } finally {
                at = savedAt;
            }
        }

        /** A helper's run: {@link #drive}, or {@link #serve} the split points, until the solve is over. */
        private void help() {
            failure = LazySmp.help(team, serving ? this::serve : this::drive, e -> e instanceof Abort, () -> stopReason,
                    this::restore, helperCpu);
        }

        /** Clears the marks this search left in {@link Team#busy} (after an abandoned probe). */
        private void unmarkAll() {
            if (busy == null) return;
            for (int d = 0; d < marked.length; d++) {
                if (marked[d] != 0) busy.unmark(marked[d]);
                marked[d] = 0;
            }
        }

        /** Marks the position of key {@code h} at path index {@code depth} as being searched. */
        private void mark(long h, int depth) {
            busy.mark(h);
            marked[depth] = h;
        }

        /**
         * The budget of each thread's own table with split points: half the memory budget,
         * shared out (the shared table has the other half).
         */
        private long deepBytes() {
            return ttBytes / 2 / threads;
        }

        /** The positions of all the searches so far, as this one knows them: its own and the others' at its last poll. */
        private long allNodes() {
            return created + othersNodes;
        }

        /**
         * A table: compact (8 bytes a slot) for the hinted search when the game's keys and
         * scores fit, else wide (16 bytes a slot); its slots are capped by {@code ttbits} and by
         * {@code bytes}. Null when that budget has no room for the smallest table.
         */
        private BoundTable newTable(Game g, long bytes) {
            // With the game's own search, the table only serves the principal variation's move order.
            if (kernel != null) return BoundTable.wide(BoundTable.MIN_SLOTS);
            BoundTable t = null;
            long bySize = 1L << ttBitsLimit;
            if (hints != null) {
                int bound = Math.max(Math.abs(g.minScore()), Math.abs(g.maxScore()));
                long slots = Math.min(bySize, bytes / BoundTable.COMPACT_BYTES_PER_SLOT);
                if (slots >= BoundTable.MIN_SLOTS) {
                    t = BoundTable.compact((int) slots, hints.symmetricKeyBits(), bound, hints.moveLimit());
                }
            }
            if (t == null) {
                long slots = Math.min(bySize, bytes / BoundTable.WIDE_BYTES_PER_SLOT);
                if (slots >= BoundTable.MIN_SLOTS) t = BoundTable.wide((int) slots);
            }
            return t;
        }

        /** The zero-window probe {@code search(root, m, m+1)}. */
        private int probe(int m) {
            rootBestMove = -1;
            repDepth = NO_REP;
            return search(0, m, m + 1);
        }

        private int stm(int scoreForFirst) {
            return s.toMove() == Game.FIRST ? scoreForFirst : -scoreForFirst;
        }

        private static Value sign(int v) {
            return v > 0 ? Value.WIN : v < 0 ? Value.LOSS : Value.DRAW;
        }

        /** The search of the current position: by the game's own search or with its tactics if it offers them. */
        private int search(int depth, int alpha, int beta) {
            if (kernel != null) return searchKernel(depth, alpha, beta);
            return hints != null ? searchHintedEntry(depth, alpha, beta) : searchPlain(depth, alpha, beta);
        }

        /**
         * The window search of the current position by the game's {@link ExactKernel}: its nodes
         * are counted as created and expanded, its stop ends the solve as any limit does.
         */
        private int searchKernel(int depth, int alpha, int beta) {
            kernelCreated = created;
            kernelBase = kernel.nodes();
            List<Future<?>> running = threads > 1 && depth == 0 && atRoot ? startKernelHelpers(alpha, beta) : null;
            int v;
            try {
                v = kernel.search(alpha, beta);
            } finally {
                if (running != null) stopKernelHelpers(running);
            }
            long used = kernel.nodes() - kernelBase;
            created += used;
            expanded += used;
            if (kernel.stopped()) halt(stopReason != null ? stopReason : "cancelled");
            if (depth == 0 && atRoot) rootBestMove = kernel.bestMove();
            return v;
        }

        /**
         * With {@code threads=N}: starts the game's search's N-1 helpers (made at the first root
         * search) on the root search about to run, each on a thread of its own; null if the game's
         * search has none.
         */
        private List<Future<?>> startKernelHelpers(int alpha, int beta) {
            if (kernelHelpers == null) {
                List<ExactKernel.Search> made = new ArrayList<>();
                for (int w = 1; w < threads; w++) {
                    ExactKernel.Search h = kernel.helper(w, this::kernelHelperStops);
                    if (h == null) break;
                    made.add(h);
                }
                kernelHelpers = made.toArray(new ExactKernel.Search[0]);
                kernelHelperBase = new long[kernelHelpers.length];
            }
            if (kernelHelpers.length == 0) return null;
            kernelRoundOver = false;
            List<Runnable> jobs = new ArrayList<>(kernelHelpers.length);
            for (int i = 0; i < kernelHelpers.length; i++) {
                ExactKernel.Search h = kernelHelpers[i];
                kernelHelperBase[i] = h.nodes();
                jobs.add(() -> {
                    long cpu0 = Threads.cpuNanos();
                    try {
                        h.search(alpha, beta);
                    } finally {
                        helperCpu.addAndGet(Math.max(0, Threads.cpuNanos() - cpu0));
                    }
                });
            }
            return LazySmp.start(HELPERS, jobs);
        }

        /** Ends the helpers' searches (at their next poll), waits for them, and counts their positions. */
        private void stopKernelHelpers(List<Future<?>> running) {
            kernelRoundOver = true;
            LazySmp.awaitAll(running);
            long used = kernelHelperNodes();
            created += used;
            expanded += used;
        }

        /** The positions the helpers have visited in the current root search (read racily while they run). */
        private long kernelHelperNodes() {
            long sum = 0;
            for (int i = 0; i < kernelHelpers.length; i++) sum += kernelHelpers[i].nodes() - kernelHelperBase[i];
            return sum;
        }

        /** A helper's stop hook: the root search it runs beside has ended, or the solve must stop. */
        private boolean kernelHelperStops() {
            return kernelRoundOver || clock.stopReason() != null;
        }

        /** The kernel's stop hook: the node limit, the clock and the stop signal; reports progress. */
        private boolean kernelStops() {
            long total = kernelCreated + kernel.nodes() - kernelBase;
            if (kernelHelpers != null && !kernelRoundOver) total += kernelHelperNodes();
            String reason = total >= nodeLimit ? "nodes" : clock.stopReason();
            if (reason != null) {
                stopReason = reason;
                return true;
            }
            if (clock.progressDue()) {
                clock.report(new SolveProgress(total, expanded + total - kernelCreated, kernel.peak(),
                        clock.seconds(), lo, hi));
            }
            return false;
        }

        /** The most table entries held at once, the game's own search's included. */
        private long peak() {
            long p = tt == null ? 0 : tt.peak();
            if (deepTt != null) p += deepTt.peak() + helpersDeepPeak;
            return kernel == null ? p : Math.max(p, kernel.peak());
        }

        /** The key of the current position in the table. */
        private long tableKey() {
            return hints != null ? hints.symmetricKey() : s.hash();
        }

        /**
         * Fail-soft negamax of the current position at path index {@code depth}, for its side to
         * move. Leaves {@link #repDepth} at the shallowest path index a repetition below referred
         * to (or {@link #NO_REP}) merged with its value on entry.
         */
        private int searchPlain(int depth, int alpha, int beta) {
            if (created >= nodeLimit) halt("nodes");
            created++;
            if (polls.due()) poll();
            final State s = this.s;
            if (s.isTerminal()) {
                int sc = s.score();
                return s.toMove() == Game.FIRST ? sc : -sc;
            }
            final long h = s.hash();
            if (cyclic) {
                final long[] p = path;
                for (int i = depth - 1; i >= 0; i--) {
                    if (p[i] == h) {
                        if (i < repDepth) repDepth = i;
                        return 0;
                    }
                }
                if (depth == p.length) path = Arrays.copyOf(p, depth * 2);
                path[depth] = h;
            }
            int ttMove = -1;
            final BoundTable tt = this.tt;
            long entry = tt.probe(h);
            if (entry != BoundTable.ABSENT) {
                ttMove = tt.move(entry);
                if (!historyDependent && (depth > 0 || !atRoot)) {
                    int l = tt.lower(entry);
                    int u = tt.upper(entry);
                    if (l >= beta) return l;
                    if (u <= alpha || l == u) return u;
                    if (l > alpha) alpha = l;
                    if (u < beta) beta = u;
                }
            }
            if (depth >= MAX_DEPTH) halt("memory");
            expanded++;
            if (depth >= moveBuf.length) growBuffers(depth);
            final int[] moves = moveBuf[depth];
            final int[] keys = keyBuf[depth];
            final int n = s.legalMoves(moves);
            final int mover = s.toMove();
            final int hb = mover << HISTORY_BITS;
            if (history == null) history = new int[2 << HISTORY_BITS];
            final int[] hist = history;
            final long before = created;
            final int alpha0 = alpha;
            int best = Integer.MIN_VALUE;
            int bestMove = -1;
            // Terminal children first: a move that ends the game is scored at once, and one that
            // reaches beta ends the search of this node before any other child is searched.
            int k = 0;
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                s.apply(m);
                if (s.isTerminal()) {
                    if (created >= nodeLimit) halt("nodes");
                    created++;
                    int sc = s.score();
                    int v = mover == Game.FIRST ? sc : -sc;
                    s.undo();
                    if (v > best) {
                        best = v;
                        bestMove = m;
                        if (v >= beta) break;
                    }
                } else {
                    if (!historyDependent) {
                        long ce = tt.probe(s.hash());
                        if (ce != BoundTable.ABSENT) {
                            int lb = s.toMove() == mover ? tt.lower(ce) : -tt.upper(ce);
                            if (lb >= beta) {
                                s.undo();
                                if (created >= nodeLimit) halt("nodes");
                                created++;
                                best = lb;
                                bestMove = m;
                                break;
                            }
                        }
                    }
                    s.undo();
                    moves[k] = m;
                    keys[k++] = m == ttMove ? Integer.MAX_VALUE : hist[hb + (m & HISTORY_MASK)];
                }
            }
            if (best >= beta) {
                tt.store(h, historyDependent ? BoundTable.NO_LOWER : best, BoundTable.NO_UPPER, bestMove, 0, tally, allNodes());
                if (depth == 0 && atRoot) rootBestMove = bestMove;
                return best;
            }
            if (best > alpha) alpha = best;
            final int savedRep = repDepth;
            repDepth = NO_REP;
            // With several threads: a child (not the first) that another search is in waits
            // for a second pass (ABDADA).
            final boolean share = busy != null && depth < BUSY_DEPTH;
            final boolean deferring = share && depth + 1 < BUSY_DEPTH;
            int deferred = 0;
            if (share) mark(h, depth);
            // The moves in order (0 <= i < k), then the deferred ones (k <= i < k + deferred).
            for (int i = 0; i < k + deferred; i++) {
                int m;
                if (i < k) {
                    m = selectNext(moves, keys, i, k);
                    s.apply(m);
                    if (deferring && i > 0 && busy.isBusy(s.hash())) {
                        s.undo();
                        deferBuf[depth][deferred++] = m;
                        continue;
                    }
                } else {
                    m = deferBuf[depth][i - k];
                    s.apply(m);
                }
                int v = s.toMove() == mover ? searchPlain(depth + 1, alpha, beta)
                        : -searchPlain(depth + 1, -beta, -alpha);
                s.undo();
                if (v > best) {
                    best = v;
                    bestMove = m;
                    if (v > alpha) {
                        alpha = v;
                        if (v >= beta) {
                            int w = 64 - Long.numberOfLeadingZeros(created - before);
                            hist[hb + (m & HISTORY_MASK)] += w * w;
                            break;
                        }
                    }
                }
            }
            if (share) {
                busy.unmark(h);
                marked[depth] = 0;
            }
            final int dep = repDepth;
            repDepth = Math.min(savedRep, dep);
            int work = 64 - Long.numberOfLeadingZeros(created - before);
            if (historyDependent || dep < depth) {
                tt.store(h, BoundTable.NO_LOWER, BoundTable.NO_UPPER, bestMove, work, tally, allNodes());
            } else {
                tt.store(h, best > alpha0 ? best : BoundTable.NO_LOWER, best < beta ? best : BoundTable.NO_UPPER,
                        bestMove, work, tally, allNodes());
            }
            if (depth == 0 && atRoot) rootBestMove = bestMove;
            return best;
        }

        /**
         * {@link #searchHinted} for a position whose side to move may be able to win at once
         * (the root's probes, the principal variation's): such a win is its value.
         */
        private int searchHintedEntry(int depth, int alpha, int beta) {
            if (!s.isTerminal()) {
                int w = hints.winningMove();
                if (w >= 0) {
                    if (created >= nodeLimit) halt("nodes");
                    created++;
                    int mover = s.toMove();
                    s.apply(w);
                    int sc = s.score();
                    s.undo();
                    if (depth == 0 && atRoot) rootBestMove = w;
                    return mover == Game.FIRST ? sc : -sc;
                }
            }
            return searchHinted(depth, alpha, beta);
        }

        /**
         * Fail-soft negamax with the game's {@link SolverHints}, for a position whose side to move
         * cannot win at once (its parent played a safe move): only the safe moves are searched,
         * in the game's order after the table's move; with none the position is lost at once;
         * the score bounds end the node when they lie outside the window. The table is keyed by
         * the symmetric hash. No repetition can occur here.
         */
        private int searchHinted(int depth, int alpha, int beta) {
            if (created >= nodeLimit) halt("nodes");
            created++;
            // Its nodes are fast (a few hundred ns): the cadence counts them sixteen at a time.
            if ((created & 15) == 0) {
                if (at != null && at.cutHere()) throw SPLIT_CUT;
                if (polls.due()) poll();
            }
            final State s = this.s;
            if (s.isTerminal()) {
                int sc = s.score();
                return s.toMove() == Game.FIRST ? sc : -sc;
            }
            final SolverHints hints = this.hints;
            if (depth >= moveBuf.length) growBuffers(depth);
            final int[] moves = moveBuf[depth];
            final int n = hints.safeMoves(moves);
            if (n == 0) return hints.lostScore();
            final boolean root = depth == 0 && atRoot;   // the root searches its moves for the best one
            if (!root) {
                final int ceiling = hints.scoreCeiling();
                if (ceiling <= alpha) return ceiling;
                final int floor = hints.scoreFloor();
                if (floor >= beta) return floor;
            }
            final long h = hints.symmetricKey();
            final BoundTable shared = this.tt;
            final BoundTable tt = depth >= PRIVATE_DEPTH && deepTt != null ? deepTt : shared;
            int ttMove = -1;
            long entry = tt.probe(h);
            if (entry != BoundTable.ABSENT) {
                int stored = tt.move(entry);
                if (stored >= 0) ttMove = hints.canonicalMove(stored);   // back to this orientation
                if (!root) {
                    int l = tt.lower(entry);
                    int u = tt.upper(entry);
                    if (l >= beta) return l;
                    if (u <= alpha || l == u) return u;
                    if (l > alpha) alpha = l;
                    if (u < beta) beta = u;
                }
            }
            if (depth >= MAX_DEPTH) halt("memory");
            expanded++;
            final int[] keys = keyBuf[depth];
            // The table's move goes first; the others are scored by the game only if it does not
            // cut the node off (scoring is most of a node's work).
            int scoreFrom = 0;
            if (ttMove >= 0 && n > 1) {
                for (int i = 0; i < n; i++) {
                    if (moves[i] == ttMove) {
                        moves[i] = moves[0];
                        moves[0] = ttMove;
                        scoreFrom = 1;
                        break;
                    }
                }
            }
            final int mover = s.toMove();
            final long before = created;
            final int alpha0 = alpha;
            int best = Integer.MIN_VALUE;
            int bestMove = -1;
            // With several threads: a child (not the first) that another search is in waits
            // for a second pass (ABDADA).
            final boolean share = busy != null && depth < BUSY_DEPTH;
            final boolean deferring = share && depth + 1 < BUSY_DEPTH;
            int deferred = 0;
            if (share) mark(h, depth);
            // The moves in order (0 <= i < n), then the deferred ones (n <= i < n + deferred).
            for (int i = 0; i < n + deferred; i++) {
                if (i == 1 && splits != null && n >= 3 && beta == alpha + 1 && depth < SPLIT_DEPTH
                        && splits.idle.get() > 0) {
                    // Young brothers wait: the first move did not cut; the others are shared.
                    if (scoreFrom == 1) {
                        for (int j = 1; j < n; j++) keys[j] = hints.moveOrder(moves[j]);
                    }
                    for (int j = 1; j < n; j++) selectNext(moves, keys, j, n);
                    HintedSplit sp = splitHinted(depth, alpha, mover, Arrays.copyOfRange(moves, 1, n), n - 1,
                            best, bestMove);
                    best = sp.best();
                    bestMove = sp.bestMove();
                    break;
                }
                int m;
                if (i < n) {
                    if (i < scoreFrom || n == 1) {
                        m = moves[i];
                    } else {
                        if (i == scoreFrom) {
                            for (int j = i; j < n; j++) keys[j] = hints.moveOrder(moves[j]);
                        }
                        m = selectNext(moves, keys, i, n);
                    }
                    s.apply(m);
                    if (deferring && i > 0 && busy.isBusy(hints.symmetricKey())) {
                        s.undo();
                        deferBuf[depth][deferred++] = m;
                        continue;
                    }
                } else {
                    m = deferBuf[depth][i - n];
                    s.apply(m);
                }
                // A safe move leaves the opponent no win at once; a mover who moves again may have one.
                int v = s.toMove() == mover ? searchHintedEntry(depth + 1, alpha, beta)
                        : -searchHinted(depth + 1, -beta, -alpha);
                s.undo();
                if (v > best) {
                    best = v;
                    bestMove = m;
                    if (v > alpha) {
                        alpha = v;
                        if (v >= beta) break;
                    }
                }
            }
            if (share) {
                busy.unmark(h);
                marked[depth] = 0;
            }
            int work = 64 - Long.numberOfLeadingZeros(created - before);
            tt.store(h, best > alpha0 ? best : BoundTable.NO_LOWER, best < beta ? best : BoundTable.NO_UPPER,
                    bestMove >= 0 ? hints.canonicalMove(bestMove) : -1, work, tt == shared ? tally : null,
                    tt == shared ? allNodes() : created);
            if (root) rootBestMove = bestMove;
            return best;
        }

        /**
         * One step of the selection sort that orders the moves lazily (a cutoff often comes
         * before the rest are needed): moves the move of highest key among
         * {@code moves[i..n)} to position {@code i}, with its key, and returns it.
         */
        private static int selectNext(int[] moves, int[] keys, int i, int n) {
            int bi = i;
            int bk = keys[i];
            for (int j = i + 1; j < n; j++) {
                if (keys[j] > bk) {
                    bk = keys[j];
                    bi = j;
                }
            }
            int m = moves[bi];
            if (bi != i) {
                moves[bi] = moves[i];
                moves[i] = m;
                keys[bi] = keys[i];
                keys[i] = bk;
            }
            return m;
        }

        private void growBuffers(int depth) {
            int len = Math.max(depth + 1, moveBuf.length * 2);
            int old = moveBuf.length;
            moveBuf = Arrays.copyOf(moveBuf, len);
            keyBuf = Arrays.copyOf(keyBuf, len);
            deferBuf = Arrays.copyOf(deferBuf, Math.min(len, BUSY_DEPTH));
            for (int i = old; i < len; i++) {
                moveBuf[i] = new int[maxMoves];
                keyBuf[i] = new int[maxMoves];
                if (i < BUSY_DEPTH) deferBuf[i] = new int[maxMoves];
            }
        }

        private void halt(String reason) {
            stopReason = reason;
            throw abort;
        }

        private void poll() {
            String reason = clock.stopReason();
            if (reason != null) halt(reason);
            final LazySmp.Team team = this.team;
            long nodes = created;
            if (team != null) {
                // Several threads: the node limit is theirs together, the first stop stops all,
                // and a probe another search answered is abandoned.
                nodes = team.nodes.addAndGet(created - flushed);
                flushed = created;
                othersNodes = nodes - created;
                String why = team.stopFor(nodes, limits.nodes());
                if (why != null) halt(why);
                nodeLimit = created + (limits.nodes() - nodes);
                int g = range.generation();
                if (!serving && g != probeGeneration) {
                    probeGeneration = g;
                    if (range.answered(probePoint)) halt(null);
                }
                if (worker > 0) return;
            }
            if (clock.progressDue()) {
                clock.report(new SolveProgress(nodes, expanded, tt.size(), clock.seconds(), range.lo(), range.hi()));
            }
        }

        /** Undoes whatever a stopped search left applied. */
        private void restore() {
            while (s.ply() > rootPly) s.undo();
        }

        /**
         * The line from the root: {@code first}, then at each position a move that keeps the
         * value, confirmed by a null-window probe (the table's move tried first). In exact mode
         * the value is the score; with {@code wdl} a win needs a move worth at least +1, a draw
         * one worth at least 0, and a lost side plays the table's move.
         */
        private int[] principalVariation(int first, Integer score, Value value) {
            if (first < 0) return new int[0];
            int[] line = new int[16];
            int len = 0;
            long[] seen = new long[16];
            // The value of the position reached, for its side to move: the score in exact mode,
            // else -1, 0, +1 for loss, draw, win.
            int v = score != null ? score : value == Value.WIN ? 1 : value == Value.LOSS ? -1 : 0;
            atRoot = false;
            long budget = Math.max(100_000L, created);
            nodeLimit = Math.min(limits.nodes(), created + budget);
            try {
                int m = first;
                while (true) {
                    if (len == seen.length) seen = Arrays.copyOf(seen, len * 2);
                    seen[len] = s.hash();
                    int mover = s.toMove();
                    s.apply(m);
                    if (len == line.length) line = Arrays.copyOf(line, len * 2);
                    line[len++] = m;
                    if (s.toMove() != mover) v = -v;
                    if (s.isTerminal() || len >= PV_CAP || repeats(seen, len, s.hash())) break;
                    m = keeper(v);
                    if (m < 0) break;
                }
            } catch (Abort | StackOverflowError a) {
                // The line's budget, a limit, a stop or a path too deep: keep the line so far.
            } finally {
                restore();
                stopReason = null;
            }
            return Arrays.copyOf(line, len);
        }

        private static boolean repeats(long[] seen, int n, long h) {
            for (int i = 0; i < n; i++) if (seen[i] == h) return true;
            return false;
        }

        /** A move of the current position that keeps its value {@code v}, or -1. */
        private int keeper(int v) {
            int mover = s.toMove();
            int[] moves = new int[maxMoves];
            int n = 0;
            if (hints != null) {
                // The game's tactics: a win at once keeps the value (no move is worth more), and
                // else only a safe move can (each is worth more than any other), best-looking first.
                int w = hints.winningMove();
                if (w >= 0) return w;
                n = hints.safeMoves(moves);
                for (int i = 1; i < n; i++) {
                    int m = moves[i];
                    int j = i;
                    for (; j > 0 && hints.moveOrder(moves[j - 1]) < hints.moveOrder(m); j--) moves[j] = moves[j - 1];
                    moves[j] = m;
                }
            }
            if (n == 0) n = s.legalMoves(moves);
            long entry = tt.probe(tableKey());
            int ttMove = entry != BoundTable.ABSENT ? tt.move(entry) : -1;
            if (ttMove >= 0 && hints != null) ttMove = hints.canonicalMove(ttMove);
            for (int i = 0; i < n; i++) {
                if (moves[i] == ttMove) {
                    System.arraycopy(moves, 0, moves, 1, i);
                    moves[0] = ttMove;
                }
            }
            boolean anyMove = wdl && v < 0;   // a lost side: every move keeps a loss
            if (anyMove) return moves[0];
            // The move must be worth at least t for the mover.
            int t = wdl ? (v > 0 ? 1 : 0) : v;
            if (kernel != null) {
                // The game's own search names a move that reaches t: one search, not one per move.
                int r = searchKernel(1, t - 1, t);
                int m = kernel.bestMove();
                if (r >= t && m >= 0 && s.isLegal(m)) return m;
            }
            for (int i = 0; i < n; i++) {
                s.apply(moves[i]);
                repDepth = NO_REP;
                boolean ok = s.toMove() == mover ? search(0, t - 1, t) >= t : search(0, -t, -t + 1) <= -t;
                s.undo();
                if (ok) return moves[i];
            }
            return -1;
        }

        private double seconds() {
            return clock.seconds();
        }

        /**
         * An unknown result; {@code favoured} is the move of the last finished probe (the one that
         * proved the best bound so far, else the last probe's best), or -1 before any.
         */
        private SolveResult unknown(int favoured) {
            return new SolveResult(Value.UNKNOWN, favoured, false, null, created, expanded, peak(),
                    seconds(), new int[0], stopReason);
        }
    }
}
