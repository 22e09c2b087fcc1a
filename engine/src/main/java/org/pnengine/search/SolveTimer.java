package org.pnengine.search;

import org.pnengine.search.Solver.ProgressListener;

/**
 * The wall clock, stop signal and progress cadence of one solve, shared by every solver: the
 * search polls {@link #stopReason} every so many nodes (how often is the search's business) and,
 * while it goes on, sends a report when {@link #progressDue} says one is due, about once a second.
 */
public final class SolveTimer {

    private static final long PROGRESS_NANOS = 1_000_000_000L;

    private final StopSignal stop;
    private final ProgressListener progress;
    private final long startNanos;
    private final long deadlineNanos;
    private long lastProgressNanos;

    /** Starts the clock now; {@code stop} and {@code progress} may be null (none). */
    public SolveTimer(SearchLimits limits, StopSignal stop, ProgressListener progress) {
        this.stop = stop == null ? new StopSignal() : stop;
        this.progress = progress == null ? Solver.NO_PROGRESS : progress;
        this.startNanos = System.nanoTime();
        this.lastProgressNanos = startNanos;
        long hard = limits.hardMillis();
        this.deadlineNanos = hard >= Long.MAX_VALUE / 2_000_000L ? Long.MAX_VALUE
                : startNanos + hard * 1_000_000L;
    }

    /**
     * Null while the search may go on; else why it must stop: {@code cancelled} (a disconnect),
     * or {@code time} (the time limit, or a {@code stop} command).
     */
    public String stopReason() {
        if (stop.isStopped()) return stop.isCancelled() ? "cancelled" : "time";
        if (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0) return "time";
        return null;
    }

    /** Whether a progress report is due (a second since the last one); if so, counts it as sent. */
    public boolean progressDue() {
        long now = System.nanoTime();
        if (now - lastProgressNanos < PROGRESS_NANOS) return false;
        lastProgressNanos = now;
        return true;
    }

    /** Sends a progress report. */
    public void report(SolveProgress p) {
        progress.onProgress(p);
    }

    /** Seconds since the clock started. */
    public double seconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
