package org.pnengine.protocol;

import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.TimeControls;

/**
 * The terms of one move from what a chess-world protocol sends with its request (UCI's and USI's
 * {@code go}, xboard's {@code level}, {@code st} and {@code time}), as the session's
 * {@link MoveTerms}: each protocol reads its own words, and the same clock then means the
 * same budget in every protocol. A {@code nodes} of 0 is no cap on the playouts.
 */
public final class ClockTerms {

    private ClockTerms() {
    }

    /** No limit but {@code nodes}: the search ends when it is stopped (UCI's {@code infinite} and {@code ponder}). */
    public static MoveTerms unlimited(long nodes) {
        return new MoveTerms(new MoveBudget.Playouts(nodes > 0 ? nodes : SearchLimits.UNLIMITED), null);
    }

    /** {@code nodes} playouts, however long they take. */
    public static MoveTerms playouts(long nodes) {
        return new MoveTerms(new MoveBudget.Playouts(nodes), null);
    }

    /** A fixed time per move (UCI's {@code movetime}, xboard's {@code st}), at least 1 ms. */
    public static MoveTerms moveTime(long millis, long nodes) {
        return new MoveTerms(new MoveBudget.FixedTime(Math.max(1, millis), nodes), null);
    }

    /**
     * The mover's clock, {@code millis} left: with {@code movesToGo > 0} they must cover that many
     * moves (UCI's {@code movestogo}, xboard's moves per session: Canadian byo-yomi of that many
     * stones, the increment ignored), and otherwise the rest of the game, planned by the time
     * manager, with three quarters of the increment added to each move (Fischer).
     */
    public static MoveTerms clock(long millis, long incrementMillis, int movesToGo, long nodes) {
        TimeControls tc;
        PlayerClock clock;
        if (movesToGo > 0) {
            tc = TimeControls.canadian(0, Math.max(1, millis), movesToGo);
            clock = new PlayerClock(tc);
            clock.set(Math.max(0, millis), movesToGo);
        } else {
            tc = TimeControls.fischer(Math.max(0, millis), Math.max(0, incrementMillis));
            clock = new PlayerClock(tc);
            clock.set(Math.max(0, millis), 0);
        }
        return new MoveTerms(new MoveBudget.GameClock(tc, nodes), clock);
    }

    /** USI's main time {@code millis} (possibly 0), then {@code byoyomi} ms for each move. */
    public static MoveTerms byoyomi(long millis, long byoyomi, long nodes) {
        TimeControls tc = TimeControls.canadian(Math.max(0, millis), byoyomi, 1);
        PlayerClock clock = new PlayerClock(tc);
        if (millis > 0) clock.set(millis, 0);
        else clock.set(byoyomi, 1);
        return new MoveTerms(new MoveBudget.GameClock(tc, nodes), clock);
    }
}
