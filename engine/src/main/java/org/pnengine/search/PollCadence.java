package org.pnengine.search;

/**
 * How often a search loop looks at its clock and {@link StopSignal}: every so many steps (nodes,
 * expansions, playouts), the number adapting to the speed of the steps so that looks come about
 * every 0.25 to 1 ms whether a step takes 50 ns (a Tic-tac-toe playout) or 50 µs (a 19×19 Gomoku
 * playout). The interval starts at 1, so the first steps of a search, however slow, are each
 * followed by a look; it doubles while looks come less than 0.25 ms apart, up to the given
 * maximum, and halves while they come more than 1 ms apart. A stop or a deadline is therefore
 * seen within about a millisecond plus one step.
 *
 * <p>A step costs a decrement and a compare; a look costs one {@link System#nanoTime()}. Not
 * thread-safe: one per search loop.
 */
public final class PollCadence {

    private static final long FAST_NANOS = 250_000L;
    private static final long SLOW_NANOS = 1_000_000L;

    private final int maxInterval;
    private int interval = 1;
    private int countdown = 1;
    private long lastLook = System.nanoTime();

    /** @param maxInterval the most steps between two looks (at least 1) */
    public PollCadence(int maxInterval) {
        if (maxInterval < 1) throw new IllegalArgumentException("maxInterval must be at least 1");
        this.maxInterval = maxInterval;
    }

    /** Counts one step; true when the caller should look at its clock and stop signal now. */
    public boolean due() {
        if (--countdown > 0) return false;
        long now = System.nanoTime();
        long since = now - lastLook;
        lastLook = now;
        if (since < FAST_NANOS) {
            interval = Math.min(interval << 1, maxInterval);
        } else if (since > SLOW_NANOS && interval > 1) {
            interval >>= 1;
        }
        countdown = interval;
        return true;
    }
}
