package org.pnengine.match;

import org.pnengine.game.Game;

/**
 * Where one side sits in one game.
 *
 * @param game     the game
 * @param index    the game's number in the run
 * @param gameSeed the game's seed ({@link Match#gameSeed})
 * @param isA      whether this is side A (its pairing's first entrant)
 * @param opening  where the game starts, or null for the start position
 */
public record Seat(Game game, int index, long gameSeed, boolean isA, Opening opening) {
}
