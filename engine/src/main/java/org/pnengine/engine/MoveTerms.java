package org.pnengine.engine;

import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;

/**
 * One move request's own terms, for protocols whose every request carries them (UCI's and USI's
 * {@code go}, xboard's {@code time} and {@code level}, NBoard's game clocks): its budget and the
 * mover's clock as the request gives it, in place of the session's ({@link EngineSession#genmove}).
 *
 * @param budget the move's budget
 * @param clock  the mover's clock, as the request gives it (charged, then forgotten); null for
 *               a budget that needs none
 */
public record MoveTerms(MoveBudget budget, PlayerClock clock) {
}
