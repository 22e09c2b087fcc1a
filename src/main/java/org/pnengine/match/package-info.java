/**
 * Self-play matches between two player configurations, in-process: {@link org.pnengine.match.Match}
 * plays N games of one game with the seats swapped every game, each game on one thread of a pool,
 * each move under a fixed budget ({@link org.pnengine.match.MoveBudget}: a time or a number of
 * playouts). It checks every move with {@code State.isLegal}, records every game
 * ({@link org.pnengine.match.GameRecord}, one JSON line each), measures every move's wall time
 * against its budget ({@link org.pnengine.match.MoveTimes}) and scores the match with 95%
 * confidence intervals ({@link org.pnengine.match.Outcomes}). The players come from
 * {@code SearcherCatalog} ({@link org.pnengine.match.PlayerSpec}). Nothing here prints; the
 * {@code pnengine match} command prints and writes the tables.
 */
package org.pnengine.match;
