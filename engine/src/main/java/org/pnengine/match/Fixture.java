package org.pnengine.match;

/**
 * One game of a run's schedule, before it is played.
 *
 * @param index    the game's number in the whole run, from 0: the unit of {@code --shard}
 * @param pairing  its pairing's number ({@link TournamentSettings#pairings()})
 * @param pair     its game pair's number within the pairing: the pairing's games 2k and 2k + 1
 *                 form pair k, the same opening with the colours reversed
 * @param aFirst   whether the pairing's first entrant (A) has the first player's colour (it does
 *                 in the first game of each pair)
 * @param seed     the game's seed ({@link Match#gameSeed} of the run's seed and {@code index})
 * @param opening  where the game starts, or null for the start position
 * @param openingNumber the opening's number in the openings file (from 0), or -1
 */
public record Fixture(int index, int pairing, int pair, boolean aFirst, long seed, Opening opening, int openingNumber) {
}
