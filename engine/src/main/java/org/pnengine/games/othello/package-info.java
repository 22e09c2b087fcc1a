/**
 * Othello (Reversi) on 4×4, 6×6 and 8×8 boards, as bitboards: one {@code long} per side, the
 * {@code n×n} board in the top-left corner of the 8×8 layout (bit {@code 8*row + column}, a1 = bit 0
 * at the top left). Legal moves and flips come from shift-and-mask flood fills in the 8
 * directions (a Kogge-Stone style parallel prefix, as in Edax), and a move is undone from a
 * preallocated stack of (move, flips, hash) entries. Forced passes are explicit moves
 * ({@link org.pnengine.games.othello.OthelloState#PASS}); the score is the disc difference (with
 * {@code scoring=wof} the empty squares of a finished game go to the winner).
 * The state also offers the players a playout policy, a static evaluation and its expected
 * length (the empty squares), from {@code OthelloHeuristics}.
 *
 * <p>{@code OthelloEndgame} is the game's exact search, offered to the solvers through
 * {@link org.pnengine.game.ExactKernel}: fail-soft alpha-beta on two {@code long}s with a
 * two-entry-bucket transposition table, fastest-first and parity move ordering and special cases
 * for the last two empty squares, after R. Delorme's Edax. With {@code threads=N} its nodes are
 * split between threads by the young brothers wait concept ({@code OthelloYbwc}, its split points
 * {@code OthelloSplit}). Its static helpers: {@code OthelloFlips} (flips ray by ray, stable discs),
 * {@code OthelloTable} (the transposition table) and {@code OthelloMoveOrder}.
 */
package org.pnengine.games.othello;
