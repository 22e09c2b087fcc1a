/**
 * Matches and tournaments between players and GTP engines. A {@link org.pnengine.match.Tournament}
 * plays the games of {@link org.pnengine.match.TournamentSettings#schedule()} (round robin or
 * gauntlet, each pairing's games in pairs with the colours reversed, from
 * {@link org.pnengine.match.Openings} if given), each game on one thread of a pool through one
 * game loop, each move under the budget {@code genmove} follows too
 * ({@link org.pnengine.search.MoveBudget}: a time, a number of playouts, or a clock); it can play one shard of a run, resume a run from its records,
 * and stop a pairing on an SPRT decision. A {@link org.pnengine.match.Match} is the tournament of
 * two sides. An entrant is written as an {@link org.pnengine.match.EntrantSpec}: a player of
 * {@code SearcherCatalog} ({@link org.pnengine.match.PlayerSpec}) or an engine reached over stdio,
 * TCP or TLS ({@link org.pnengine.match.EngineSpec}, driven through {@code org.pnengine.client}).
 * Each entrant is opened once ({@link org.pnengine.match.Entrant}) and makes a
 * {@link org.pnengine.match.Contestant} per game, so the game loop does not care which kind it
 * drives. The loop checks every move with {@code State.isLegal}, turns an engine's failures into
 * lost games with their reason, records every game ({@link org.pnengine.match.GameRecord}, one
 * JSON line each, written by {@link org.pnengine.match.RecordWriter}) and measures every move's
 * wall time against its budget ({@link org.pnengine.match.MoveTimes}). A run's output folder
 * ({@code --out DIR}: run.txt, games.jsonl, the tables of {@link org.pnengine.match.RunTables},
 * SGF files, a shard's manifest), its resume and the merge of its shards are
 * {@link org.pnengine.match.RunFolder}. Nothing here prints; the {@code pnengine match} and
 * {@code tournament} commands parse the options, print the progress and show what was written.
 *
 * <p>The statistics, all pure functions of the records ({@link org.pnengine.match.TournamentResult}):
 * {@link org.pnengine.match.Outcomes} (score and win rates with 95% intervals),
 * {@link org.pnengine.match.EloEstimate} (Elo with its interval, normalized Elo and LOS, from
 * games or from pentanomial pair counts), {@link org.pnengine.match.Sprt} and
 * {@link org.pnengine.match.SprtStatus} (the sequential test on pairs, fastchess's models),
 * {@link org.pnengine.match.Crosstable} (the ranking and head-to-head table) and
 * {@link org.pnengine.match.SgfRecord} (games as SGF FF[4] records, for the games with an SGF
 * game number).
 */
package org.pnengine.match;
