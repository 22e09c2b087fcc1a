package org.pnengine.search;

/**
 * Cooperative cancellation shared between a search and whoever started it. The search polls
 * {@link #isStopped()} regularly (about every millisecond, see {@link PollCadence}, so that a stop
 * takes effect within milliseconds); anyone may call {@link #stop()} from another thread, e.g. when a client
 * disconnects. A hard deadline can be attached, after which the signal reads as stopped.
 */
public final class StopSignal {

    private volatile boolean stopped;
    private volatile long deadlineNanos = Long.MAX_VALUE;

    public void stop() {
        stopped = true;
    }

    /** Stops automatically {@code millis} from now; {@link SearchLimits#UNLIMITED} means never. */
    public void setDeadlineMillisFromNow(long millis) {
        deadlineNanos = millis >= Long.MAX_VALUE / 2_000_000L ? Long.MAX_VALUE
                : System.nanoTime() + millis * 1_000_000L;
    }

    /** Whether stop was requested explicitly, as opposed to the deadline passing. */
    public boolean isCancelled() {
        return stopped;
    }

    public boolean isStopped() {
        if (stopped) return true;
        long d = deadlineNanos;
        return d != Long.MAX_VALUE && System.nanoTime() - d >= 0;
    }
}
