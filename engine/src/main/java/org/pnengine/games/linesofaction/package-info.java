/**
 * Lines of Action on 8×8 and 7×7 boards, with bitboards: per-square line masks give the move
 * length by {@code Long.bitCount}, per-square rays give the squares jumped, and connectivity is a
 * shift-and-mask flood fill. Rules follow Ludii's default (a move connecting both sides is a
 * draw), as used by the PN-MCTS paper; see {@link org.pnengine.games.linesofaction.LinesOfActionGame}
 * and {@code protocol-spec/games/lines_of_action.md}.
 */
package org.pnengine.games.linesofaction;
