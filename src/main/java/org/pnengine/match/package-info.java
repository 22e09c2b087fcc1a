/**
 * Matches between two sides, each an in-process player or an external GTP engine:
 * {@link org.pnengine.match.Match} plays N games of one game with the seats swapped every game,
 * each game on one thread of a pool, each move under a fixed budget
 * ({@link org.pnengine.match.MoveBudget}: a time, a number of playouts, or a clock). A side is
 * written as an {@link org.pnengine.match.EntrantSpec}: a player of {@code SearcherCatalog}
 * ({@link org.pnengine.match.PlayerSpec}) or an engine reached over stdio, TCP or TLS
 * ({@link org.pnengine.match.EngineSpec}, driven through {@code org.pnengine.client}). Each side
 * is opened once ({@link org.pnengine.match.Entrant}) and makes a
 * {@link org.pnengine.match.Contestant} per game, so the game loop does not care which kind it
 * drives. The match checks every move with {@code State.isLegal}, turns an engine's failures
 * into lost games with their reason, records every game ({@link org.pnengine.match.GameRecord},
 * one JSON line each), measures every move's wall time against its budget
 * ({@link org.pnengine.match.MoveTimes}) and scores the match with 95% confidence intervals
 * ({@link org.pnengine.match.Outcomes}). Nothing here prints; the {@code pnengine match} command
 * prints and writes the tables.
 *
 * <p>The statistics and records of tournaments, all pure functions and values:
 * {@link org.pnengine.match.EloEstimate} (Elo with its interval, normalized Elo and LOS, from
 * games or from pentanomial pair counts), {@link org.pnengine.match.Sprt} (the sequential test on
 * pairs or games, fastchess's models), {@link org.pnengine.match.Crosstable} (the ranking and
 * head-to-head table) and {@link org.pnengine.match.SgfRecord} (games as SGF FF[4] records, for
 * the games with an SGF game number).
 */
package org.pnengine.match;
