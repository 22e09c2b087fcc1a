package org.pnengine.search.pns;

import org.pnengine.search.PollCadence;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveTimer;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver.ProgressListener;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * The limits, counters and clock of one solve, shared by every tree search and run of that
 * solve, and the builder of its {@link SolveResult}.
 *
 * <p>{@link #created} counts every node created (the papers' "node creations", summed over all
 * runs), {@link #expanded} every expansion (iterations), {@link #peak} the most nodes held at once.
 * The node limit is checked before each expansion ({@link #reserveNodes}); the stop signal and the
 * clock are polled about every millisecond ({@link PollCadence}): between expansions, every 1 to
 * {@value #CHECK_INTERVAL} of them ({@link #shouldStop}, which also reports progress about once a
 * second), and inside an expansion after every 1 to {@value #PLAYOUTS_PER_POLL} random playouts
 * ({@link #stopInPlayouts}), since one expansion of MCPNS or PPNS may run thousands of playouts
 * (a child of 19×19 Gomoku times {@code playouts=10000}). The first limit reached is recorded as
 * {@link #stopReason}: {@code nodes}, {@code time}, {@code memory} or {@code cancelled}.
 */
final class SolveMeter {

    /** The most expansions between two polls of the stop signal and the clock. */
    static final int CHECK_INTERVAL = 256;
    /** The most random playouts between two polls inside an expansion. */
    static final int PLAYOUTS_PER_POLL = 1024;

    private final SearchLimits limits;
    private final SolveTimer clock;
    private final PollCadence expansionPolls = new PollCadence(CHECK_INTERVAL);
    private final PollCadence playoutPolls = new PollCadence(PLAYOUTS_PER_POLL);
    /** Set when a poll inside an expansion found that the search must stop. */
    private boolean interrupted;

    long created;
    long expanded;
    long peak;
    /** The most nodes held at once since the last {@link #startRun()}. */
    long runPeak;
    String stopReason;

    SolveMeter(SearchLimits limits, StopSignal stop, ProgressListener progress) {
        this.limits = limits;
        this.clock = new SolveTimer(limits, stop, progress);
    }

    /**
     * The bytes a search may give its tree and tables: the memory limit, and at most 3/4 of the
     * JVM's heap.
     */
    long memoryBytes() {
        return Math.min(limits.memoryBytes(), Runtime.getRuntime().maxMemory() / 4 * 3);
    }

    /** The bytes for a table of solved positions: a quarter of {@link #memoryBytes()}. */
    long tableBytes() {
        return memoryBytes() / 4;
    }

    /** The bytes for the tree: {@link #memoryBytes()}, less {@link #tableBytes()} if there is a table. */
    long treeBytes(boolean withTable) {
        long b = memoryBytes();
        return withTable ? b - b / 4 : b;
    }

    /** Whether {@code k} more nodes may be created; if not, the stop reason is {@code nodes}. */
    boolean reserveNodes(int k) {
        if (created + k > limits.nodes()) {
            stopReason = "nodes";
            return false;
        }
        return true;
    }

    /** Counts {@code k} created nodes and a tree of {@code live} nodes. */
    void created(int k, long live) {
        created += k;
        if (live > runPeak) {
            runPeak = live;
            if (live > peak) peak = live;
        }
    }

    /** Starts counting {@link #runPeak} afresh, for a new tree. */
    void startRun() {
        runPeak = 0;
    }

    void outOfMemory() {
        stopReason = "memory";
    }

    /**
     * Called before each expansion; every so many expansions (see the class doc): whether the
     * search must stop (cancelled or out of time), reporting progress about once a second
     * otherwise. {@code tree} supplies the report's tree size and root numbers.
     */
    boolean shouldStop(ProgressSource tree) {
        if (interrupted) return true;
        if (!expansionPolls.due()) return false;
        String reason = clock.stopReason();
        if (reason != null) {
            stopReason = reason;
            return true;
        }
        if (clock.progressDue()) {
            clock.report(new SolveProgress(created, expanded, tree.treeNodes(), clock.seconds(),
                    tree.rootProof(), tree.rootDisproof()));
        }
        return false;
    }

    /**
     * Called after each random playout of a leaf evaluation; every so many (see the class doc):
     * whether the search must stop now (cancelled or out of time). Once it has said so, it says so
     * at every later call, and the expansion in progress is to be abandoned
     * ({@link #interrupted()}).
     */
    boolean stopInPlayouts() {
        if (interrupted) return true;
        if (!playoutPolls.due()) return false;
        String reason = clock.stopReason();
        if (reason == null) return false;
        stopReason = reason;
        interrupted = true;
        return true;
    }

    /** Whether a poll inside an expansion stopped the search ({@link #stopInPlayouts}). */
    boolean interrupted() {
        return interrupted;
    }

    double seconds() {
        return clock.seconds();
    }

    /**
     * An unknown result with the recorded stop reason and {@code favoured}, the move the search
     * favours now (-1 if none).
     */
    SolveResult unknown(int favoured) {
        return new SolveResult(Value.UNKNOWN, favoured, false, null, created, expanded, peak, seconds(),
                new int[0], stopReason);
    }

    /** A result with a value; {@code pv} may be empty, {@code score} null. */
    SolveResult result(Value v, int[] pv, boolean probabilistic, Integer score) {
        return new SolveResult(v, pv.length > 0 ? pv[0] : -1, probabilistic, score, created, expanded,
                peak, seconds(), pv, null);
    }

    /** What a progress report shows of the tree in progress. */
    interface ProgressSource {
        long treeNodes();

        double rootProof();

        double rootDisproof();
    }
}
