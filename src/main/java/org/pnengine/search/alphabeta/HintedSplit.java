package org.pnengine.search.alphabeta;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.pnengine.game.State;

/**
 * A split point of the young brothers wait concept in {@link AlphaBetaSolver}'s search with the
 * game's tactics: a null-window node whose first move was searched without a cutoff, and whose
 * other moves its owner shares with the idle threads. Each joins with its own copy of the
 * node's position ({@link #state}, never changed once published). The first move to score above
 * {@link #alpha} cuts the node; every search under it stops at its next check.
 */
final class HintedSplit {

    final HintedSplit parent;
    final HintedSplit before;
    /** The node's position, for the joiners to copy. */
    final State state;
    final int depth;
    final int alpha;
    final int beta;
    final int mover;
    final int[] moves;
    final int count;
    final AtomicInteger next = new AtomicInteger();
    final AtomicInteger workers = new AtomicInteger(1);
    volatile boolean cut;
    /** Set when a joiner stopped with a move in hand: the node's value is unknown. */
    volatile boolean broken;
    private int best;
    private int bestMove;

    HintedSplit(HintedSplit parent, HintedSplit before, State state, int depth, int alpha, int beta, int mover,
            int[] moves, int count, int best, int bestMove) {
        this.parent = parent;
        this.before = before;
        this.state = state;
        this.depth = depth;
        this.alpha = alpha;
        this.beta = beta;
        this.mover = mover;
        this.moves = moves;
        this.count = count;
        this.best = best;
        this.bestMove = bestMove;
    }

    boolean cutHere() {
        for (HintedSplit s = this; s != null; s = s.parent) {
            if (s.cut) return true;
        }
        return false;
    }

    boolean under(HintedSplit a) {
        for (HintedSplit s = this; s != null; s = s.parent) {
            if (s == a) return true;
        }
        return false;
    }

    boolean open() {
        return next.get() < count && !cutHere();
    }

    /** Records the value {@code v} of {@code move}; true if it cut the node. */
    synchronized boolean report(int v, int move) {
        if (v > best) {
            best = v;
            bestMove = move;
        }
        if (v > alpha) {
            cut = true;
            return true;
        }
        return false;
    }

    synchronized int best() {
        return best;
    }

    synchronized int bestMove() {
        return bestMove;
    }

    /** The threads of one solve: per thread its innermost open split point, and how many are idle. */
    static final class Team {
        final AtomicReferenceArray<HintedSplit> posted;
        final AtomicInteger idle = new AtomicInteger();

        Team(int threads) {
            posted = new AtomicReferenceArray<>(threads);
        }

        HintedSplit find(int self, HintedSplit within) {
            for (int t = 0, n = posted.length(); t < n; t++) {
                if (t == self) continue;
                HintedSplit s = posted.get(t);
                if (s != null && s.open() && (within == null || s.under(within))) return s;
            }
            return null;
        }
    }
}
