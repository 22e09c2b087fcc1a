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
 *
 * <p>The statistics and records of tournaments, all pure functions and values:
 * {@link org.pnengine.match.EloEstimate} (Elo with its interval, normalized Elo and LOS, from
 * games or from pentanomial pair counts), {@link org.pnengine.match.Sprt} (the sequential test on
 * pairs or games, fastchess's models), {@link org.pnengine.match.Crosstable} (the ranking and
 * head-to-head table) and {@link org.pnengine.match.SgfRecord} (games as SGF FF[4] records, for
 * the games with an SGF game number).
 */
package org.pnengine.match;
