/**
 * The race games: Breakthrough (Dan Troyka, 2000) and Knightthrough, Breakthrough played with
 * knights that may only leap forward (Ludii's {@code Knightthrough.lud}, as played in the PN-MCTS
 * paper). 8×8 by default and any board up to 8×8 (Breakthrough: at least 2 files, Knightthrough:
 * at least 4; both at least 4 rows), on one 64-bit bitboard per side.
 *
 * <p>The two games differ only in how a piece moves, so they live in one package:
 * {@link org.pnengine.games.breakthrough.RaceGame} and
 * {@link org.pnengine.games.breakthrough.RaceState} hold everything else once (geometry, apply
 * and undo, terminal test, hash, notation, position text and its checks), and each game adds its
 * move pattern and its own playout. Move generation shifts a side's whole bitboard one move
 * direction at a time, as chess programs generate pawn pushes and knight attacks: Breakthrough
 * steps straight onto empty squares and diagonally onto squares not holding an own piece,
 * Knightthrough leaps by the four forward knight jumps; file masks keep moves from wrapping round
 * the board's sides and the board mask keeps leaps on it. {@code BreakthroughNotation} writes
 * Breakthrough for the chess world's protocols, as Fairy-Stockfish's {@code breakthrough};
 * Knightthrough has no such notation (see protocol-spec/games/knightthrough.md).
 */
package org.pnengine.games.breakthrough;
