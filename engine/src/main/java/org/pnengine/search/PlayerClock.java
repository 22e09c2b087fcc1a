package org.pnengine.search;

/**
 * One player's clock under some {@link TimeControls}: the time left in the current period and,
 * in byo-yomi, the stones still to play in it ({@code stones == 0} while in main time). GTP
 * {@code time_left} overwrites it; the engine also charges its own moves to it.
 */
public final class PlayerClock {

    private final TimeControls controls;
    private long millisLeft;
    private int stonesLeft;

    public PlayerClock(TimeControls controls) {
        this.controls = controls;
        reset();
    }

    public void reset() {
        if (controls.mainMillis() > 0 || !controls.hasByoYomi()) {
            millisLeft = controls.mainMillis();
            stonesLeft = 0;
        } else {
            millisLeft = controls.byoMillis();
            stonesLeft = controls.byoStones();
        }
    }

    public TimeControls controls() {
        return controls;
    }

    public long millisLeft() {
        return millisLeft;
    }

    public int stonesLeft() {
        return stonesLeft;
    }

    /**
     * The most time the next move may take before the flag falls: the time left in the current
     * byo-yomi period, or in main time the main time left plus, where byo-yomi follows, one
     * period (a move that runs out the main time spends its overrun in the first period).
     * {@link Long#MAX_VALUE} without a clock.
     */
    public long availableMillis() {
        if (controls.isUnlimited()) return Long.MAX_VALUE;
        if (stonesLeft > 0 || !controls.hasByoYomi()) return millisLeft;
        return millisLeft + controls.byoMillis();
    }

    /** GTP {@code time_left}: the time left in the current period and the stones (0 = main). */
    public void set(long millis, int stones) {
        this.millisLeft = Math.max(0, millis);
        this.stonesLeft = Math.max(0, stones);
    }

    /**
     * Charges one move that took {@code millis}, moving into and through byo-yomi periods. As in
     * GoGui's {@code Clock.stopMove}: a move that runs out the main time spends its overrun in the
     * first period and counts as one of that period's stones; the move that completes a period's
     * stones starts a fresh period. A move made within the main time earns the increment, if
     * any. Time is never negative (a flagged clock reads 0).
     */
    public void charge(long millis) {
        if (controls.isUnlimited()) return;
        millisLeft -= millis;
        if (stonesLeft == 0) {
            if (millisLeft >= 0) {
                millisLeft += controls.incrementMillis();
                return;
            }
            if (!controls.hasByoYomi()) {
                millisLeft = 0;
                return;
            }
            // Main time ran out during this move: the overrun counts against the first period,
            // and the move is that period's first stone.
            millisLeft += controls.byoMillis();
            stonesLeft = controls.byoStones();
        }
        stonesLeft--;
        if (stonesLeft == 0 && controls.hasByoYomi()) {
            millisLeft = controls.byoMillis();
            stonesLeft = controls.byoStones();
        }
        if (millisLeft < 0) millisLeft = 0;
    }
}
