package org.pnengine.match;

import java.util.Locale;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.TimeControls;

/**
 * The budget of every searched move of a match: a fixed time, a fixed number of playouts, or a
 * game clock.
 *
 * <p>A time budget gives the player {@link SearchLimits} with soft = hard = {@code millis} and no
 * node cap, and the move's {@code StopSignal} carries the same deadline: the player may stop
 * early, and must answer by the deadline. A playout budget is a node cap with no time limit, so
 * that a seeded single-threaded player repeats its games exactly. A clock gives each player its
 * own clock under {@code clock} (absolute or Canadian byo-yomi, as GTP {@code time_settings}):
 * each move's soft and hard budget come from the engine's time manager, exactly as
 * {@code genmove} gets them, and the move's wall time is charged to the mover's clock; a player
 * whose move takes longer than its clock allows loses on time.
 *
 * @param playouts the playouts (iterations) per move, or 0 for none
 * @param millis   the wall time per move in milliseconds, or 0 for none
 * @param clock    the time system of each player's game clock, or null for none
 */
public record MoveBudget(long playouts, long millis, TimeControls clock) {

    public MoveBudget {
        if (playouts < 0 || millis < 0) throw new IllegalArgumentException("a move budget must not be negative");
        int kinds = (playouts > 0 ? 1 : 0) + (millis > 0 ? 1 : 0) + (clock != null ? 1 : 0);
        if (kinds != 1) {
            throw new IllegalArgumentException("give exactly one of a time per move, a number of playouts per move "
                    + "and a clock");
        }
        if (clock != null && clock.isUnlimited()) {
            throw new IllegalArgumentException("a match clock needs a time limit (main time, or byo-yomi with stones)");
        }
    }

    /** A fixed time or playout budget (exactly one of them positive). */
    public MoveBudget(long playouts, long millis) {
        this(playouts, millis, null);
    }

    public static MoveBudget ofPlayouts(long playouts) {
        if (playouts < 1) throw new IllegalArgumentException("playouts per move must be at least 1");
        return new MoveBudget(playouts, 0);
    }

    /** A time per move in seconds, rounded to the millisecond (at least 1 ms). */
    public static MoveBudget ofSeconds(double seconds) {
        if (!(seconds > 0 && seconds <= 1e6)) {
            throw new IllegalArgumentException("the time per move must be positive (got " + seconds + ")");
        }
        return new MoveBudget(0, Math.max(1, Math.round(seconds * 1000)));
    }

    /** A game clock for each player. */
    public static MoveBudget ofClock(TimeControls clock) {
        return new MoveBudget(0, 0, clock);
    }

    /** Whether moves are limited by time (a fixed time per move or a clock). */
    public boolean isTimed() {
        return millis > 0 || clock != null;
    }

    public boolean hasClock() {
        return clock != null;
    }

    /** The limits of one move under a fixed budget, with the tree memory cap of one player. */
    public SearchLimits limits(long memoryBytes) {
        if (clock != null) throw new IllegalStateException("a clock's limits depend on the clock");
        SearchLimits l = millis > 0 ? SearchLimits.ofMillis(millis) : SearchLimits.ofNodes(playouts);
        return l.withMemory(memoryBytes);
    }

    /** {@code 0.1 s/move}, {@code 10000 playouts/move}, {@code clock 60 s} or {@code clock 60 s + 10 s/5}. */
    public String describe() {
        if (clock != null) {
            String main = "clock " + seconds(clock.mainMillis()) + " s";
            if (!clock.hasByoYomi()) return main;
            return (clock.mainMillis() > 0 ? main + " + " : "clock ") + seconds(clock.byoMillis()) + " s/"
                    + clock.byoStones();
        }
        return millis > 0 ? String.format(Locale.ROOT, "%s s/move", seconds(millis)) : playouts + " playouts/move";
    }

    /** Milliseconds as seconds with at most three decimals and no trailing zeros: {@code 1.5}, {@code 60}. */
    static String seconds(long ms) {
        String s = String.format(Locale.ROOT, "%.3f", ms / 1000.0);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
