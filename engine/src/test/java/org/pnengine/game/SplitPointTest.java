package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The bookkeeping of {@link SplitPoint} and its {@link SplitPoint.Team}: cuts, ancestry, reports, joining and waiting. */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SplitPointTest {

    private static SplitPoint point(SplitPoint parent, int alpha, int[] moves, int best, int bestMove) {
        return new SplitPoint(parent, null, alpha, moves, moves.length, best, bestMove) {
        };
    }

    @Test
    void cutsAncestryAndReports() {
        SplitPoint.Team team = new SplitPoint.Team();
        team.threads = 3;
        SplitPoint top = point(null, 0, new int[] {3, 4}, -5, 9);
        SplitPoint below = point(top, -3, new int[] {5, 6, 7}, -9, 8);
        SplitPoint elsewhere = point(null, 0, new int[] {1}, -9, 8);
        assertTrue(below.under(top) && below.under(below) && !top.under(below) && !elsewhere.under(top));

        team.posted.set(1, below);
        team.posted.set(2, elsewhere);
        assertSame(below, team.find(0, null), "a free helper takes the first open split point");
        assertSame(below, team.find(0, top), "an owner waiting at top may take work under it");
        assertNull(team.find(1, top), "but never its own, nor work elsewhere");
        assertSame(elsewhere, team.find(1, null));

        assertEquals(-1, below.bestIndex());
        assertFalse(below.report(0, -4), "-4 is not above alpha -3");
        assertTrue(below.failedLow(0) && !below.failedLow(1));
        assertEquals(-4, below.best());
        assertEquals(5, below.bestMove());
        assertTrue(below.report(1, -1), "-1 cuts");
        assertEquals(-1, below.best());
        assertEquals(6, below.bestMove());
        assertEquals(1, below.bestIndex());
        assertFalse(below.failedLow(1), "a move above alpha has only a lower bound");
        assertTrue(below.report(2, -2), "a lower score above alpha changes nothing but counts as a cut");
        assertEquals(6, below.bestMove());
        assertFalse(below.failedLow(2));

        assertFalse(top.cutHere());
        top.cut = true;
        assertTrue(below.cutHere(), "a cut above reaches below");
        assertFalse(below.open(), "and closes it");
        assertSame(elsewhere, team.find(0, null));
        elsewhere.next.set(1);
        assertNull(team.find(0, null), "no moves left");
    }

    /** Takes the moves of a split point one at a time and reports each at {@code score}. */
    private static Consumer<SplitPoint> worker(int score, AtomicBoolean slow) {
        return sp -> {
            sp.workers.incrementAndGet();
            try {
                for (int k; (k = sp.next.getAndIncrement()) < sp.count; ) {
                    if (slow.get()) sleep(20);
                    if (sp.report(k, score)) break;
                }
            } finally {
                sp.workers.decrementAndGet();
            }
        };
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * An owner and a serving helper share the moves of a split point: once the owner's wait
     * returns every move has been searched by one of them, and the helper took some; a check
     * that throws during the wait cuts the split point.
     */
    @Test
    void anOwnerWaitsForItsHelpers() throws Exception {
        SplitPoint.Team team = new SplitPoint.Team();
        team.threads = 2;
        AtomicBoolean over = new AtomicBoolean();
        AtomicBoolean slow = new AtomicBoolean(true);
        int[] moves = new int[40];
        for (int i = 0; i < moves.length; i++) moves[i] = i;
        SplitPoint sp = point(null, 0, moves, -9, 99);
        int[] helped = new int[1];
        Consumer<SplitPoint> helperWork = p -> {
            int before = p.next.get();
            worker(-5, slow).accept(p);
            helped[0] += Math.max(0, Math.min(p.next.get(), p.count) - before);
        };
        CompletableFuture<Void> helper = CompletableFuture.runAsync(() -> team.serve(1, helperWork, over::get));
        team.posted.set(0, sp);
        // The owner's own share: its count is the split point's first (workers starts at 1).
        for (int k; (k = sp.next.getAndIncrement()) < sp.count; ) {
            sleep(20);
            sp.report(k, -5);
        }
        team.posted.set(0, null);
        team.awaitOthers(sp, 0, worker(-5, slow), () -> { });
        for (int k = 0; k < moves.length; k++) assertTrue(sp.failedLow(k), "move " + k + " searched");
        assertEquals(-5, sp.best());
        assertEquals(0, sp.workers.get());
        over.set(true);
        helper.get(10, TimeUnit.SECONDS);
        assertTrue(helped[0] > 0, "the helper took moves");

        SplitPoint stuck = point(null, 0, new int[] {1}, -9, 1);
        stuck.workers.incrementAndGet();   // a helper that never finishes
        assertThrows(IllegalStateException.class,
                () -> team.awaitOthers(stuck, 0, p -> { }, () -> {
                    throw new IllegalStateException("stop");
                }));
        assertTrue(stuck.cut, "a stop during the wait cuts the split point");
    }
}
