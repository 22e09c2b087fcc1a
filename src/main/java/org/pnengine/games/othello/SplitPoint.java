package org.pnengine.games.othello;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A split point of the young brothers wait concept (YBWC: R. Feldmann, B. Monien, P. Mysliwietz
 * and O. Vornberger, "Distributed game tree search", 1989; Edax's endgame search splits the same
 * way): a null-window node of {@link OthelloEndgame} whose first move was searched without a
 * cutoff, and whose other moves its owner now shares with the threads that are idle. Each thread
 * takes the next move not yet taken; the first result above {@link #alpha} cuts the node, and
 * every search under it stops at its next poll.
 *
 * <p>The moves and the position are final fields, published through {@link Team#posted}; the
 * best result so far is guarded by the split point's monitor; the count of threads at work lets
 * the owner wait for the last of them.
 */
final class SplitPoint {

    /** The split point the owner was working under when it made this one; null at the top. */
    final SplitPoint parent;
    final long p;
    final long o;
    final int alpha;
    final int n;
    final int[] squares;
    final long[] flips;
    final int count;
    /** The index of the next move to take. */
    final AtomicInteger next = new AtomicInteger();
    /** The threads working here, the owner included. */
    final AtomicInteger workers = new AtomicInteger(1);
    /** Set once a move scored above alpha, or the owner stopped: nothing more is searched here. */
    volatile boolean cut;
    /** Set when a helper stopped with a move in hand: the node's value is unknown. */
    volatile boolean broken;
    /** The best score found so far, its move and that move's index here, -1 before (guarded by this). */
    private int best;
    private int bestSquare;
    private int bestIndex = -1;
    /** Per move: searched, and scored at most alpha (guarded by this). */
    private final boolean[] failedLow;
    /** What the owner's slot of {@link Team#posted} held before this split point. */
    final SplitPoint before;

    SplitPoint(SplitPoint parent, SplitPoint before, long p, long o, int alpha, int n, int[] squares, long[] flips,
            int count, int best, int bestSquare) {
        this.parent = parent;
        this.before = before;
        this.p = p;
        this.o = o;
        this.alpha = alpha;
        this.n = n;
        this.squares = squares;
        this.flips = flips;
        this.count = count;
        this.best = best;
        this.bestSquare = bestSquare;
        this.failedLow = new boolean[count];
    }

    /** Whether this split point or one above it was cut: a search under it is wasted. */
    boolean cutHere() {
        for (SplitPoint s = this; s != null; s = s.parent) {
            if (s.cut) return true;
        }
        return false;
    }

    /** Whether this split point is {@code a} or lies under it. */
    boolean under(SplitPoint a) {
        for (SplitPoint s = this; s != null; s = s.parent) {
            if (s == a) return true;
        }
        return false;
    }

    /** Whether a thread can join: moves are left and nothing above is cut. */
    boolean open() {
        return next.get() < count && !cutHere();
    }

    /** Records the score {@code v} of the move of index {@code k}; true if it cut the node (v &gt; alpha). */
    synchronized boolean report(int k, int v) {
        if (v <= alpha) failedLow[k] = true;
        if (v > best) {
            best = v;
            bestSquare = squares[k];
            bestIndex = k;
        }
        if (v > alpha) {
            cut = true;
            return true;
        }
        return false;
    }

    /** The index of the best move here, -1 if none scored above the best before the split. */
    synchronized int bestIndex() {
        return bestIndex;
    }

    /** Whether the move of index {@code k} was searched and scored at most alpha. */
    synchronized boolean failedLow(int k) {
        return failedLow[k];
    }

    synchronized int best() {
        return best;
    }

    synchronized int bestSquare() {
        return bestSquare;
    }

    /**
     * The threads of one solve: per thread, the innermost split point it owns that may still
     * have moves to share, and how many threads wait for work.
     */
    static final class Team {
        /** The most threads of a team: the main search and its helpers. */
        static final int MAX_THREADS = 64;

        final AtomicReferenceArray<SplitPoint> posted = new AtomicReferenceArray<>(MAX_THREADS);
        /** Threads without work: helpers between split points, owners waiting for the last moves. */
        final AtomicInteger idle = new AtomicInteger();
        /** The threads made so far (the main search is thread 0). */
        volatile int threads = 1;

        /**
         * A split point of another thread with moves left that {@code self} may join: any, for
         * a helper between split points ({@code within} null); one under {@code within}, for an
         * owner waiting there (so that its own unfinished work is never beneath what it takes).
         * Null if there is none.
         */
        SplitPoint find(int self, SplitPoint within) {
            for (int t = 0, n = threads; t < n; t++) {
                if (t == self) continue;
                SplitPoint s = posted.get(t);
                if (s != null && s.open() && (within == null || s.under(within))) return s;
            }
            return null;
        }
    }
}
