/**
 * Knightthrough, Breakthrough played with knights that may only leap forward, under the rules of
 * Ludii's {@code Knightthrough.lud} as played in the PN-MCTS paper; 8×8 by default and any board
 * up to 8×8 with at least 4 files and 4 rows, on one 64-bit bitboard per side. Move generation
 * shifts a side's whole bitboard by each of the four forward leaps, as chess programs generate
 * knight attacks, with file masks against wrap-around and a board mask for the top and bottom.
 */
package org.pnengine.games.knightthrough;
