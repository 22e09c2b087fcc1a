package org.pnengine.games.othello;

import java.util.Arrays;
import org.pnengine.game.SplitPoint;

/**
 * The split points of {@link OthelloEndgame} with helper threads (young brothers wait, YBWC):
 * sharing the moves of a node after its first with the idle threads ({@link OthelloSplit}),
 * working at another thread's split point, and a helper's whole search. Static methods on the
 * search {@code s} whose thread runs them; only nodes that {@code s.splits} chose come here, so
 * nothing here is on the path of a node that is not split.
 *
 * <p>Contract: a split returns once every shared move was searched or one scored above alpha;
 * it throws {@link OthelloEndgame#CUT} if a split point above was cut meanwhile and
 * {@link OthelloEndgame#STOPPED} if the search must stop (or a helper stopped with a move of
 * it unsearched).
 */
final class OthelloYbwc {

    private OthelloYbwc() {}

    /**
     * The null-window node (p, o) whose first move was searched without a cutoff: its other
     * moves, in order, shared with the idle threads; returns the split point, whose best score
     * is the node's fail-soft value once every move was searched or one cut.
     */
    static SplitPoint splitRest(OthelloEndgame s, long p, long o, int alpha, int n, int count, int best, int bestSq) {
        final int[] sqs = s.moveBuf[n];
        final long[] fl = s.flipBuf[n];
        final int[] keys = s.keyBuf[n];
        for (int i = 1; i < count; i++) OthelloMoveOrder.selectNext(sqs, fl, keys, i, count);
        return split(s, p, o, alpha, n, Arrays.copyOfRange(sqs, 1, count), Arrays.copyOfRange(fl, 1, count),
                count - 1, best, bestSq);
    }

    /**
     * Shares the moves {@code sqs} (their flips {@code fl}) of node (p, o) with the idle threads
     * and searches them with them, each with the null window at {@code alpha}; returns the split
     * point once every move was searched or one scored above alpha. Throws
     * {@link OthelloEndgame#CUT} if a split point above was cut meanwhile,
     * {@link OthelloEndgame#STOPPED} if the search must stop.
     */
    private static SplitPoint split(OthelloEndgame s, long p, long o, int alpha, int n, int[] sqs, long[] fl,
            int count, int best, int bestSq) {
        OthelloSplit sp = new OthelloSplit(s.at, s.team.posted.get(s.tid), p, o, alpha, n, sqs, fl, count, best, bestSq);
        // Then wait for the others' last moves, helping with split points made under this one.
        s.team.share(sp, s.tid, () -> work(s, sp), x -> join(s, x), () -> checkStop(s));
        if (sp.broken) throw OthelloEndgame.STOPPED;
        if (!sp.cut && sp.cutHere()) throw OthelloEndgame.CUT;
        return sp;
    }

    /**
     * The moves after the first of the window node (p, o), shared as principal variation search
     * tries them: each with the null window at alpha, and one that scores above it searched
     * again, by this thread alone, in the window (its score, beta), which raises alpha; the moves
     * that did not fail low at the old alpha are then shared again at the new one, until every
     * move failed low or one reached beta. Returns the best score and its move.
     */
    static int[] pvSplit(OthelloEndgame s, long p, long o, int alpha, int beta, int n, int count, int best, int bestSq) {
        final int[] sqs = s.moveBuf[n];
        final long[] fl = s.flipBuf[n];
        final int[] keys = s.keyBuf[n];
        for (int i = 1; i < count; i++) OthelloMoveOrder.selectNext(sqs, fl, keys, i, count);
        int[] rs = Arrays.copyOfRange(sqs, 1, count);
        long[] rf = Arrays.copyOfRange(fl, 1, count);
        int rc = count - 1;
        while (rc > 0) {
            SplitPoint sp = split(s, p, o, alpha, n, rs, rf, rc, best, bestSq);
            best = sp.best();
            bestSq = sp.bestMove();
            if (best <= alpha || best >= beta) break;
            int x = sp.bestIndex();
            long f = rf[x];
            int v = -s.window(o ^ f, p | f | (1L << rs[x]), -beta, -best, n - 1, false);
            if (v > best) best = v;
            alpha = best;
            if (best >= beta) break;
            int[] ns = new int[rc];
            long[] nf = new long[rc];
            int nc = 0;
            for (int k = 0; k < rc; k++) {
                if (k == x || sp.failedLow(k)) continue;
                ns[nc] = rs[k];
                nf[nc] = rf[k];
                nc++;
            }
            rs = ns;
            rf = nf;
            rc = nc;
        }
        return new int[] {best, bestSq};
    }

    /** Throws {@link OthelloEndgame#STOPPED} if the stop hook says so (while a split point's owner waits). */
    private static void checkStop(OthelloEndgame s) {
        if (s.stop.getAsBoolean()) throw OthelloEndgame.STOPPED;
    }

    /** Works at a split point of another thread until its moves run out or it is cut. */
    private static void join(OthelloEndgame s, SplitPoint sp) {
        sp.workers.incrementAndGet();
        try {
            work(s, (OthelloSplit) sp);
        } catch (OthelloEndgame.Stopped e) {
            // a move taken here was not searched: the owner must not take the node's value
            sp.broken = true;
            sp.cut = true;
            throw e;
        } finally {
            sp.workers.decrementAndGet();
        }
    }

    /** Takes the split point's moves one by one and searches them, until none is left or it is cut. */
    private static void work(OthelloEndgame s, OthelloSplit sp) {
        SplitPoint saved = s.at;
        s.at = sp;
        try {
            while (!sp.cut) {
                int k = sp.next.getAndIncrement();
                if (k >= sp.count) break;
                int sq = sp.moves[k];
                long f = sp.flips[k];
                int v = -s.nullWindow(sp.o ^ f, sp.p | f | (1L << sq), -sp.alpha - 1, sp.n - 1);
                if (sp.report(k, v)) break;
            }
        } catch (OthelloEndgame.Cut c) {
            // this split point or one above it was cut: the caller sees which
        } finally {
            s.at = saved;
        }
    }

    /** A helper's search: it works at the other threads' split points until told to stop. */
    static int serve(OthelloEndgame s) {
        try {
            s.team.serve(s.tid, x -> join(s, x), s.stop);
        } catch (OthelloEndgame.Stopped e) {
            s.stopped = true;
        }
        return 0;
    }
}
