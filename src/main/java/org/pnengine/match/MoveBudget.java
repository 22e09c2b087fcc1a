package org.pnengine.match;

import java.util.Locale;
import org.pnengine.search.SearchLimits;

/**
 * The budget of every searched move of a match: a fixed time or a fixed number of playouts.
 *
 * <p>A time budget gives the player {@link SearchLimits} with soft = hard = {@code millis} and no
 * node cap, and the move's {@code StopSignal} carries the same deadline: the player may stop
 * early, and must answer by the deadline. A playout budget is a node cap with no time limit, so
 * that a seeded single-threaded player repeats its games exactly.
 *
 * @param playouts the playouts (iterations) per move, or 0 for none
 * @param millis   the wall time per move in milliseconds, or 0 for none
 */
public record MoveBudget(long playouts, long millis) {

    public MoveBudget {
        if (playouts < 0 || millis < 0) throw new IllegalArgumentException("a move budget must not be negative");
        if ((playouts == 0) == (millis == 0)) {
            throw new IllegalArgumentException("give either a time or a number of playouts per move");
        }
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

    public boolean isTimed() {
        return millis > 0;
    }

    /** The limits of one move, with the tree memory cap of one player. */
    public SearchLimits limits(long memoryBytes) {
        SearchLimits l = isTimed() ? SearchLimits.ofMillis(millis) : SearchLimits.ofNodes(playouts);
        return l.withMemory(memoryBytes);
    }

    /** {@code 0.1 s/move} or {@code 10000 playouts/move}. */
    public String describe() {
        return isTimed() ? String.format(Locale.ROOT, "%s s/move", trim(millis / 1000.0))
                : playouts + " playouts/move";
    }

    private static String trim(double d) {
        String s = String.format(Locale.ROOT, "%.3f", d);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
