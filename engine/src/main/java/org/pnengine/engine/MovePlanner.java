package org.pnengine.engine;

import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.TimeControls;

/**
 * A session's time controls and its two clocks, and how a move's limits are planned on them: the
 * move's own terms (a protocol's {@code go} or {@code level}: budget, clock, depth) where it has
 * them, else the session's budget and the side's clock, the time capped by the server's
 * admission. Used by {@link EngineSession} on its worker thread only.
 */
final class MovePlanner {

    private final EngineConfig config;
    private TimeControls timeControls = TimeControls.none();
    private final PlayerClock[] clocks = new PlayerClock[2];

    MovePlanner(EngineConfig config) {
        this.config = config;
        resetClocks();
    }

    TimeControls timeControls() {
        return timeControls;
    }

    /** New time controls; both clocks start afresh under them. */
    void setTimeControls(TimeControls tc) {
        this.timeControls = tc;
        resetClocks();
    }

    PlayerClock clock(int color) {
        return clocks[color];
    }

    /** Both clocks back to the start of the time controls (a new game). */
    void resetClocks() {
        clocks[0] = new PlayerClock(timeControls);
        clocks[1] = new PlayerClock(timeControls);
    }

    /**
     * A move's limits in {@code state} for {@code color}: its terms' budget, clock and depth; the
     * session's {@code own} budget and the side's clock where there are no terms, or only a depth
     * that the player does not follow.
     */
    SearchLimits plan(State state, int color, MoveBudget own, MoveTerms terms, boolean followsDepth) {
        MoveBudget budget = ownBudget(terms, followsDepth) ? own
                : terms.budget() == null ? new MoveBudget.Playouts(SearchLimits.UNLIMITED) : terms.budget();
        SearchLimits planned = config.admission().capTime(
                budget.limits(state, clockOf(color, terms, followsDepth), config.timeManager()));
        return terms == null ? planned : planned.withDepth(terms.depth());
    }

    /** The clock a move under {@code terms} is planned on and charged to. */
    PlayerClock clockOf(int color, MoveTerms terms, boolean followsDepth) {
        return ownBudget(terms, followsDepth) ? clocks[color] : terms.clock();
    }

    private static boolean ownBudget(MoveTerms terms, boolean followsDepth) {
        return terms == null || terms.budget() == null && !followsDepth;
    }
}
