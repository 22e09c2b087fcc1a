package org.pnengine.search;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Cooperative cancellation shared between a search and whoever started it. The search polls
 * {@link #isStopped()} regularly (about every millisecond, see {@link PollCadence}, so that a stop
 * takes effect within milliseconds); anyone may call {@link #stop()} from another thread, e.g. when a client
 * disconnects. A hard deadline can be attached, after which the signal reads as stopped. A thread
 * that has nothing to do but wait for the stop blocks in {@link #awaitStop(long)}; one that waits
 * for something else as well is woken by {@link #onStop(Runnable)}.
 */
public final class StopSignal {

    private volatile boolean stopped;
    private volatile long deadlineNanos = Long.MAX_VALUE;
    private final CountDownLatch stopCalled = new CountDownLatch(1);
    private volatile Runnable onStop;

    public void stop() {
        stopped = true;
        stopCalled.countDown();
        Runnable r = onStop;
        if (r != null) r.run();
    }

    /**
     * Runs {@code wake} when {@link #stop()} is called, or at once if it has been, until another
     * is set ({@code null}: none). {@code wake} runs on the stopping thread, may run twice, and
     * must be quick (an unpark, say); the deadline does not run it.
     */
    public void onStop(Runnable wake) {
        onStop = wake;
        if (wake != null && stopped) wake.run();
    }

    /**
     * Blocks until the signal reads as stopped ({@link #stop()} called, or the deadline passed) or
     * {@code maxNanos} have passed, whichever comes first. A deadline set while waiting is seen
     * when the wait ends.
     *
     * @return whether the signal is stopped
     */
    public boolean awaitStop(long maxNanos) throws InterruptedException {
        long d = deadlineNanos;
        long wait = d == Long.MAX_VALUE ? maxNanos : Math.min(maxNanos, d - System.nanoTime());
        if (wait > 0) stopCalled.await(wait, TimeUnit.NANOSECONDS);
        return isStopped();
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
