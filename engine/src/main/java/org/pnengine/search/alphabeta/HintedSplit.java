package org.pnengine.search.alphabeta;

import org.pnengine.game.SplitPoint;
import org.pnengine.game.State;

/**
 * A split point of {@link AlphaBetaSolver}'s search with the game's tactics: the node's
 * position ({@link #state}, never changed once published; each helper that joins plays the
 * shared moves on a copy of it), its path index and its side to move. Its window is the null
 * window ({@code alpha}, {@code alpha + 1}): only such nodes are split.
 */
final class HintedSplit extends SplitPoint {

    final State state;
    final int depth;
    final int mover;

    HintedSplit(SplitPoint parent, SplitPoint before, State state, int depth, int alpha, int mover, int[] moves,
            int count, int best, int bestMove) {
        super(parent, before, alpha, moves, count, best, bestMove);
        this.state = state;
        this.depth = depth;
        this.mover = mover;
    }
}
