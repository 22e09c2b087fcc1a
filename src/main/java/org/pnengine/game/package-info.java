/**
 * The game API that every game implements and every algorithm consumes.
 *
 * <p>Following OpenSpiel's split, a {@link org.pnengine.game.Game} is an immutable, parameterised
 * descriptor (name, parameters, outcome range, factory of states) and a
 * {@link org.pnengine.game.State} is the mutable position (side to move, legal moves,
 * apply/undo, terminal status, score, hash, notation). Moves are plain {@code int} codes so that
 * move generation never allocates. {@code org.pnengine.games.GameCatalog} lists every game; a new
 * game is one package under {@code org.pnengine.games} plus one line there.
 *
 * <p>This package depends on nothing else in pnengine.
 */
package org.pnengine.game;
