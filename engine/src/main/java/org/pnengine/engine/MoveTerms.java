package org.pnengine.engine;

import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.SearchLimits;

/**
 * One move request's own terms, for protocols whose every request carries them (UCI's and USI's
 * {@code go}, xboard's {@code time} and {@code level}, NBoard's game clocks): its budget and the
 * mover's clock as the request gives it, in place of the session's ({@link EngineSession#genmove}).
 *
 * @param budget the move's budget; null where the request gives only a depth: none for a player
 *               that follows it ({@link org.pnengine.search.Player#followsDepth()}), which then
 *               searches to that depth however long it takes, and the session's own budget and
 *               clock for the others
 * @param clock  the mover's clock, as the request gives it (charged, then forgotten); null for
 *               a budget that needs none
 * @param depth  the deepest iteration in plies (UCI's {@code go depth}, xboard's {@code sd}), or
 *               {@link SearchLimits#ANY_DEPTH}
 */
public record MoveTerms(MoveBudget budget, PlayerClock clock, int depth) {

    public MoveTerms {
        if (depth <= 0) throw new IllegalArgumentException("depth must be positive");
        if (budget == null && depth == SearchLimits.ANY_DEPTH) throw new IllegalArgumentException("no terms");
    }

    public MoveTerms(MoveBudget budget, PlayerClock clock) {
        this(budget, clock, SearchLimits.ANY_DEPTH);
    }

    /** A depth and nothing else. */
    public static MoveTerms depthOnly(int depth) {
        return new MoveTerms(null, null, depth);
    }

    /** These terms with the deepest iteration {@code plies}. */
    public MoveTerms withDepth(int plies) {
        return new MoveTerms(budget, clock, plies);
    }
}
