package org.pnengine.search.alphabeta;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.SolverHints;
import org.pnengine.game.SplitPoint;
import org.pnengine.game.State;
import org.pnengine.search.BusyMarks;
import org.pnengine.search.LazySmp;
import org.pnengine.search.PollCadence;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveTimer;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Value;
import org.pnengine.search.alphabeta.AlphaBetaSolver.Range;

/**
 * The state of one search of an {@link AlphaBetaSolver} solve ({@link AlphaBetaSearch}): the
 * position, the limits and counters, the tables, the move buffers, the threads' shared parts
 * (lazy SMP team, ABDADA marks, YBWC split points), and what every part of the search uses on
 * them: making a table, polling the clock and the stop, halting, restoring the root.
 *
 * <p>Contract: only {@link AlphaBetaLoops} and {@link AlphaBetaSearch} extend it, and one
 * instance is used by one thread only; the table, the range and the team are shared. A stop
 * unwinds by throwing {@link Abort} (one preallocated instance per search), a cut split point by
 * {@link #SPLIT_CUT}; {@link #restore} then undoes what was left applied.
 */
abstract class AlphaBetaSearchState {

    /** Thrown (one preallocated instance, no stack trace) to unwind a stopped search. */
    static final class Abort extends RuntimeException {
        Abort() {
            super(null, null, false, false);
        }
    }

    /** Thrown (one instance) to unwind a search under a split point that was cut. */
    static final class SplitCut extends RuntimeException {
        SplitCut() {
            super(null, null, false, false);
        }
    }

    static final SplitCut SPLIT_CUT = new SplitCut();

    /** The heap's limit, read once (asking the runtime costs microseconds, a tiny solve's time). */
    static final long MAX_HEAP = Runtime.getRuntime().maxMemory();

    static final int MAX_DEPTH = 3000;
    /** The most nodes between two polls of the clock and the stop signal. */
    static final int MAX_POLL_INTERVAL = 1024;
    static final int NO_REP = Integer.MAX_VALUE;
    static final int HISTORY_BITS = 12;
    static final int HISTORY_MASK = (1 << HISTORY_BITS) - 1;
    static final int PV_CAP = 256;
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
    State s;
    final int rootPly;
    final SearchLimits limits;
    final SolveTimer clock;
    final PollCadence polls = new PollCadence(MAX_POLL_INTERVAL);
    final boolean wdl;
    final int threads;
    final AtomicLong helperCpu;
    /** 0 for the search on the caller's thread, 1.. for the helpers. */
    final int worker;
    Range range;
    /** With several threads: what they share; else null. */
    LazySmp.Team team;
    /** {@link Team#busy}, or null with one thread. */
    BusyMarks busy;
    /** With several searches: this one's new table entries, counted in batches (null alone). */
    BoundTable.Tally tally;
    /** With the game's tactics and several threads: the split points (YBWC); else null. */
    SplitPoint.Team splits;
    /** The innermost split point this search works at, or null. */
    SplitPoint at;
    /** Whether this is a helper that works only at the others' split points. */
    boolean serving;
    /** The key each path index below {@link #BUSY_DEPTH} marked as busy, or 0. */
    long[] marked;
    /** Per path index below {@link #BUSY_DEPTH}: the moves deferred because another search is in them. */
    int[][] deferBuf = new int[0][];
    /** The {@link Range#generation()} last seen by the current probe. */
    int probeGeneration;
    /** The point of the current probe. */
    int probePoint;
    /** The nodes already added to {@link Team#nodes}. */
    long flushed;
    /**
     * With several threads: the other searches' nodes at this search's last poll, so that the
     * table grows with the nodes of all ({@link BoundTable#NODES_PER_BUCKET}); else 0.
     */
    long othersNodes;
    final boolean cyclic;
    final boolean historyDependent;
    final int maxMoves;
    /** The table's memory budget in bytes, within its {@code ttbits} limit of slots. */
    final long ttBytes;
    final int ttBitsLimit;
    /** The game's tactics, used when the state offers them, no repetition can occur, and the root is not decided by them. */
    SolverHints hints;
    BoundTable tt;
    /**
     * With split points: this search's own table for the positions {@link #PRIVATE_DEPTH}
     * plies or more below the root (null otherwise, or if the budget has no room for it).
     */
    BoundTable deepTt;
    /** The peaks of the helpers' own tables, added when they are done. */
    long helpersDeepPeak;
    final Abort abort = new Abort();
    /** The table budget of the game's own exact search, if its states offer one. */
    final long kernelBytes;
    /** The game's own exact search ({@link ExactKernel}), which then does every window search. */
    ExactKernel.Search kernel;
    /** With {@code threads=N}: the game's search's helpers (lazy SMP), made at the first root search. */
    ExactKernel.Search[] kernelHelpers;
    /** Each helper's node count at the start of the current root search. */
    long[] kernelHelperBase;
    /** Set when the root search the helpers run beside has ended: they stop at their next poll. */
    volatile boolean kernelRoundOver;
    /** At the start of the kernel's current search: {@link #created}, and the kernel's node count. */
    long kernelCreated;
    long kernelBase;

    int[][] moveBuf = new int[0][];
    int[][] keyBuf = new int[0][];
    long[] path = new long[64];
    /** The history heuristic's counters, made when the plain search first runs. */
    int[] history;
    int repDepth = NO_REP;
    /** Whether depth 0 is the solved root (no table cutoffs there, best move recorded). */
    boolean atRoot;
    int rootBestMove = -1;

    long created;
    long expanded;
    long nodeLimit;
    int lo;
    int hi;
    String stopReason;

    AlphaBetaSearchState(State state, SearchLimits limits, SolveTimer clock, AlphaBetaSolver.Settings st,
            AtomicLong helperCpu) {
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
    AlphaBetaSearchState(AlphaBetaSearchState main, int w) {
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

    /** Clears the marks this search left in {@link Team#busy} (after an abandoned probe). */
    void unmarkAll() {
        if (busy == null) return;
        for (int d = 0; d < marked.length; d++) {
            if (marked[d] != 0) busy.unmark(marked[d]);
            marked[d] = 0;
        }
    }

    /** Marks the position of key {@code h} at path index {@code depth} as being searched. */
    void mark(long h, int depth) {
        busy.mark(h);
        marked[depth] = h;
    }

    /**
     * The budget of each thread's own table with split points: half the memory budget,
     * shared out (the shared table has the other half).
     */
    long deepBytes() {
        return ttBytes / 2 / threads;
    }

    /** The positions of all the searches so far, as this one knows them: its own and the others' at its last poll. */
    long allNodes() {
        return created + othersNodes;
    }

    /**
     * A table: compact (8 bytes a slot) for the hinted search when the game's keys and
     * scores fit, else wide (16 bytes a slot); its slots are capped by {@code ttbits} and by
     * {@code bytes}. Null when that budget has no room for the smallest table.
     */
    BoundTable newTable(Game g, long bytes) {
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

    int stm(int scoreForFirst) {
        return s.toMove() == Game.FIRST ? scoreForFirst : -scoreForFirst;
    }

    static Value sign(int v) {
        return v > 0 ? Value.WIN : v < 0 ? Value.LOSS : Value.DRAW;
    }

    /** The most table entries held at once, the game's own search's included. */
    long peak() {
        long p = tt == null ? 0 : tt.peak();
        if (deepTt != null) p += deepTt.peak() + helpersDeepPeak;
        return kernel == null ? p : Math.max(p, kernel.peak());
    }

    /** The key of the current position in the table. */
    long tableKey() {
        return hints != null ? hints.symmetricKey() : s.hash();
    }

    void growBuffers(int depth) {
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

    void halt(String reason) {
        stopReason = reason;
        throw abort;
    }

    void poll() {
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
    void restore() {
        while (s.ply() > rootPly) s.undo();
    }

    double seconds() {
        return clock.seconds();
    }

    /**
     * An unknown result; {@code favoured} is the move of the last finished probe (the one that
     * proved the best bound so far, else the last probe's best), or -1 before any.
     */
    SolveResult unknown(int favoured) {
        return new SolveResult(Value.UNKNOWN, favoured, false, null, created, expanded, peak(),
                seconds(), new int[0], stopReason);
    }
}
