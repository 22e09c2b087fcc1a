package org.pnengine.search.alphabeta;

import org.pnengine.game.SplitPoint;
import org.pnengine.game.State;

/**
 * A split point of {@link AlphaBetaSolver}'s search with the game's tactics: the node's
 * position ({@link #state}, never changed once published; each helper that joins plays the
 * shared moves on a copy of it), its path index, its window and its side to move.
 */
final class HintedSplit extends SplitPoint {

    final State state;
    final int depth;
    final int beta;
    final int mover;

    HintedSplit(SplitPoint parent, SplitPoint before, State state, int depth, int alpha, int beta, int mover,
            int[] moves, int count, int best, int bestMove) {
        super(parent, before, alpha, moves, count, best, bestMove);
        this.state = state;
        this.depth = depth;
        this.beta = beta;
        this.mover = mover;
    }
}
