package org.pnengine.search;

/**
 * A game's time system, as set by GTP {@code time_settings main_time byo_yomi_time byo_yomi_stones}
 * (all in seconds there, milliseconds here). Canadian byo-yomi: after the main time, each period
 * of {@code byoMillis} must cover {@code byoStones} moves.
 *
 * <ul>
 *   <li>{@link #none()}: no clock (GTP: byo-yomi time &gt; 0 with 0 stones);</li>
 *   <li>{@link #absolute(long)}: sudden death (GTP: {@code M 0 0});</li>
 *   <li>{@link #canadian(long, long, int)}: main time then periods of stones;</li>
 *   <li>{@link #fischer(long, long)}: main time, and an increment added to it after each move
 *       (the chess world's clocks: UCI's {@code winc}, xboard's {@code level} increment).</li>
 * </ul>
 */
public record TimeControls(long mainMillis, long byoMillis, int byoStones, long incrementMillis) {

    public TimeControls {
        if (mainMillis < 0 || byoMillis < 0 || byoStones < 0 || incrementMillis < 0) {
            throw new IllegalArgumentException("time settings must not be negative");
        }
    }

    /** Main time and byo-yomi, without an increment. */
    public TimeControls(long mainMillis, long byoMillis, int byoStones) {
        this(mainMillis, byoMillis, byoStones, 0);
    }

    public static TimeControls none() {
        return new TimeControls(0, 1, 0);
    }

    public static TimeControls absolute(long mainMillis) {
        return new TimeControls(mainMillis, 0, 0);
    }

    public static TimeControls canadian(long mainMillis, long byoMillis, int byoStones) {
        return new TimeControls(mainMillis, byoMillis, byoStones);
    }

    /** Main time plus {@code incrementMillis} after each move, with no byo-yomi. */
    public static TimeControls fischer(long mainMillis, long incrementMillis) {
        return new TimeControls(mainMillis, 0, 0, incrementMillis);
    }

    /** GTP's rule: a byo-yomi time with zero stones means no time limit. */
    public boolean isUnlimited() {
        return byoMillis > 0 && byoStones == 0;
    }

    public boolean hasByoYomi() {
        return byoMillis > 0 && byoStones > 0;
    }
}
