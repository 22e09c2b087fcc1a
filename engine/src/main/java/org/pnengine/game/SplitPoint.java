package org.pnengine.game;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A split point of the young brothers wait concept (YBWC: R. Feldmann, B. Monien, P. Mysliwietz
 * and O. Vornberger, "Distributed game tree search", ICCA Journal 12, 1989; Edax splits its
 * endgame search the same way): a null-window node whose first move was searched without a
 * cutoff, and whose other moves its owner now shares with the threads that are idle. Each
 * thread takes the next move not yet taken ({@link #next}); the first result above
 * {@link #alpha} cuts the node, and every search under it stops at its next check
 * ({@link #cutHere}). A search subclasses it with the position the moves are played from.
 * Used by Othello's own endgame search and by the generic exact solver's search with a game's
 * tactics ({@code alphabeta threads=N}).
 *
 * <p>The moves are final fields, published through {@link Team#posted}; the best result is
 * guarded by the split point's monitor; the count of threads at work lets the owner wait for
 * the last of them ({@link Team#awaitOthers}).
 */
public class SplitPoint {

    /** The split point the owner was working under when it made this one; null at the top. */
    public final SplitPoint parent;
    /** What the owner's slot of {@link Team#posted} held before this split point. */
    public final SplitPoint before;
    public final int alpha;
    /** The moves to share, in the order to take them, and how many. */
    public final int[] moves;
    public final int count;
    /** The index of the next move to take. */
    public final AtomicInteger next = new AtomicInteger();
    /** The threads working here, the owner included. */
    public final AtomicInteger workers = new AtomicInteger(1);
    /** Set once a move scored above alpha, or a search here stopped: nothing more is searched here. */
    public volatile boolean cut;
    /** Set when a helper stopped with a move in hand: the node's value is unknown. */
    public volatile boolean broken;
    private int best;
    private int bestMove;
    private int bestIndex = -1;
    /** Per move: searched, and scored at most alpha (guarded by this). */
    private final boolean[] failedLow;

    /**
     * A split point under {@code parent} sharing {@code moves[0..count)} at {@code alpha}, the
     * node's best score so far {@code best} by {@code bestMove} (its first move's).
     */
    protected SplitPoint(SplitPoint parent, SplitPoint before, int alpha, int[] moves, int count, int best,
            int bestMove) {
        this.parent = parent;
        this.before = before;
        this.alpha = alpha;
        this.moves = moves;
        this.count = count;
        this.best = best;
        this.bestMove = bestMove;
        this.failedLow = new boolean[count];
    }

    /** Whether this split point or one above it was cut: a search under it is wasted. */
    public final boolean cutHere() {
        for (SplitPoint s = this; s != null; s = s.parent) {
            if (s.cut) return true;
        }
        return false;
    }

    /** Whether this split point is {@code a} or lies under it. */
    public final boolean under(SplitPoint a) {
        for (SplitPoint s = this; s != null; s = s.parent) {
            if (s == a) return true;
        }
        return false;
    }

    /** Whether a thread can join: moves are left and nothing above is cut. */
    public final boolean open() {
        return next.get() < count && !cutHere();
    }

    /** Records the score {@code v} of the move of index {@code k}; true if it cut the node (v &gt; alpha). */
    public final synchronized boolean report(int k, int v) {
        if (v <= alpha) failedLow[k] = true;
        if (v > best) {
            best = v;
            bestMove = moves[k];
            bestIndex = k;
        }
        if (v > alpha) {
            cut = true;
            return true;
        }
        return false;
    }

    public final synchronized int best() {
        return best;
    }

    public final synchronized int bestMove() {
        return bestMove;
    }

    /** The index of the best move here, -1 if none scored above the best before the split. */
    public final synchronized int bestIndex() {
        return bestIndex;
    }

    /** Whether the move of index {@code k} was searched and scored at most alpha. */
    public final synchronized boolean failedLow(int k) {
        return failedLow[k];
    }

    /**
     * The threads of one solve: per thread, the innermost split point it owns that may still
     * have moves to share, and how many threads wait for work.
     */
    public static final class Team {
        /** The most threads of a team. */
        public static final int MAX_THREADS = 64;

        public final AtomicReferenceArray<SplitPoint> posted = new AtomicReferenceArray<>(MAX_THREADS);
        /** Threads without work: helpers between split points, owners waiting for the last moves. */
        public final AtomicInteger idle = new AtomicInteger();
        /** The threads made so far (the main search is thread 0). */
        public volatile int threads = 1;

        /**
         * A split point of another thread with moves left that {@code self} may join: any, for
         * a helper between split points ({@code within} null); one under {@code within}, for an
         * owner waiting there (so that its own unfinished work is never beneath what it takes).
         * Null if there is none.
         */
        public SplitPoint find(int self, SplitPoint within) {
            for (int t = 0, n = threads; t < n; t++) {
                if (t == self) continue;
                SplitPoint s = posted.get(t);
                if (s != null && s.open() && (within == null || s.under(within))) return s;
            }
            return null;
        }

        /**
         * The owner {@code self} shares {@code sp} (made with {@link #posted}'s entry for
         * {@code self} as its {@link #before}): posts it, does its own share of the moves
         * ({@code ownWork}), withdraws it, and waits for the others ({@link #awaitOthers}).
         * Whatever {@code ownWork} throws cuts {@code sp}, so that its other searches stop too.
         */
        public void share(SplitPoint sp, int self, Runnable ownWork, Consumer<SplitPoint> join, Runnable check) {
            posted.set(self, sp);
            try {
                ownWork.run();
            } catch (RuntimeException | Error e) {
                sp.cut = true;
                throw e;
            } finally {
                posted.set(self, sp.before);
            }
            awaitOthers(sp, self, join, check);
        }

        /**
         * The owner {@code self} of {@code sp}, out of moves there: waits until the others
         * working at it are done, and meanwhile works ({@code join}) at the split points made
         * under it. {@code check} is run every thousand turns of the wait and may throw to stop
         * it; whatever is thrown cuts {@code sp}, so that its other searches stop too.
         */
        public void awaitOthers(SplitPoint sp, int self, Consumer<SplitPoint> join, Runnable check) {
            if (sp.workers.decrementAndGet() == 0) return;
            idle.incrementAndGet();
            try {
                int spins = 0;
                while (sp.workers.get() > 0) {
                    SplitPoint other = find(self, sp);
                    if (other != null) {
                        idle.decrementAndGet();
                        try {
                            join.accept(other);
                        } finally {
                            idle.incrementAndGet();
                        }
                    } else {
                        Thread.onSpinWait();
                        if ((++spins & 1023) == 0) check.run();
                    }
                }
            } catch (RuntimeException | Error e) {
                sp.cut = true;
                throw e;
            } finally {
                idle.decrementAndGet();
            }
        }

        /** A helper {@code self} between split points: joins any it finds until {@code over} answers true. */
        public void serve(int self, Consumer<SplitPoint> join, BooleanSupplier over) {
            idle.incrementAndGet();
            try {
                int spins = 0;
                while (true) {
                    SplitPoint sp = find(self, null);
                    if (sp == null) {
                        Thread.onSpinWait();
                        if ((++spins & 63) == 0 && over.getAsBoolean()) return;
                        continue;
                    }
                    idle.decrementAndGet();
                    try {
                        join.accept(sp);
                    } finally {
                        idle.incrementAndGet();
                    }
                }
            } finally {
                idle.decrementAndGet();
            }
        }
    }
}
