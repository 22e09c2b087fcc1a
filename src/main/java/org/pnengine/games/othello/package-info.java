/**
 * Othello (Reversi) on 4×4, 6×6 and 8×8 boards, as bitboards: one {@code long} per side, the
 * {@code n×n} board in the top-left corner of the 8×8 layout (bit {@code 8*row + column}, a1 = bit 0
 * at the top left). Legal moves come from shift-and-mask flood fills in the 8 directions
 * (the "dumb7fill" form of Kogge-Stone), flips from short direction walks, and a move is undone
 * from a preallocated stack of (move, flips, hash) entries. Forced passes are explicit moves.
 */
package org.pnengine.games.othello;
