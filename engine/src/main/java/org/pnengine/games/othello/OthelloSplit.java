package org.pnengine.games.othello;

import org.pnengine.game.SplitPoint;

/**
 * A split point of {@link OthelloEndgame}: the position (p to move, o), its empty squares, and
 * the flips of each shared move (the moves are its squares).
 */
final class OthelloSplit extends SplitPoint {

    final long p;
    final long o;
    final int n;
    final long[] flips;

    OthelloSplit(SplitPoint parent, SplitPoint before, long p, long o, int alpha, int n, int[] squares, long[] flips,
            int count, int best, int bestSquare) {
        super(parent, before, alpha, squares, count, best, bestSquare);
        this.p = p;
        this.o = o;
        this.n = n;
        this.flips = flips;
    }
}
