/**
 * Breakthrough (Dan Troyka, 2000), 8×8 by default and any board up to 8×8 with at least 2
 * files and 4 rows, on one 64-bit bitboard per side. Move generation shifts a side's whole
 * bitboard one row forward, as chess programs generate pawn pushes and captures: straight onto
 * empty squares, diagonally onto squares not holding an own piece, with file masks against
 * wrap-around at the board's edges.
 */
package org.pnengine.games.breakthrough;
