package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pnengine.game.ExactKernel;

/**
 * {@link OthelloEndgame} with helpers on threads of their own, which work at its split points
 * (YBWC, {@link OthelloSplit}): the same exact scores and window answers as one thread, helpers
 * that really search, and a stop that ends every thread, whether it comes to the main search or
 * to a helper with a move in hand.
 */
@Timeout(120)
class OthelloSplitTest {

    private static final int MEMORY = 1 << 24;

    /** Runs {@code helpers} helpers of {@code main} beside one search of it; returns their nodes. */
    private static long withHelpers(OthelloEndgame main, int helpers, Runnable search) throws Exception {
        AtomicBoolean over = new AtomicBoolean();
        List<ExactKernel.Search> made = new ArrayList<>();
        List<CompletableFuture<Integer>> running = new ArrayList<>();
        for (int v = 1; v <= helpers; v++) {
            ExactKernel.Search h = main.helper(v, over::get);
            assertNotNull(h);
            made.add(h);
            running.add(CompletableFuture.supplyAsync(() -> h.search(-65, 65)));
        }
        try {
            search.run();
        } finally {
            over.set(true);
        }
        long nodes = 0;
        for (int i = 0; i < made.size(); i++) {
            running.get(i).get(30, TimeUnit.SECONDS);
            nodes += made.get(i).nodes();
        }
        return nodes;
    }

    /**
     * Seeded random 8x8 positions with 16 to 19 empty squares (split points from 12): one and
     * three helpers give one thread's exact score, and null windows around it fail on the right
     * side of it; the helpers visit positions of their own.
     */
    @Test
    void helpersGiveTheOneThreadScores() throws Exception {
        SplittableRandom rng = new SplittableRandom(29);
        OthelloGame g = (OthelloGame) OthelloGame.TYPE.create(List.of("scoring=wof"));
        long helperNodes = 0;
        for (int i = 0; i < 8; i++) {
            OthelloState s = OthelloEndgameTest.randomPosition(g, rng, 16 + rng.nextInt(4));
            String where = s.positionText();
            int exact = new OthelloEndgame(s, MEMORY, () -> false).search(-65, 65);
            for (int helpers : new int[] {1, 3}) {
                OthelloEndgame main = new OthelloEndgame(s, MEMORY, () -> false);
                int[] got = new int[1];
                helperNodes += withHelpers(main, helpers, () -> got[0] = main.search(-65, 65));
                assertEquals(exact, got[0], where + " with " + helpers + " helpers");
                assertFalse(main.stopped());
                for (int a = exact - 2; a <= exact + 1; a++) {
                    OthelloEndgame fresh = new OthelloEndgame(s, MEMORY, () -> false);
                    int alpha = a;
                    withHelpers(fresh, helpers, () -> got[0] = fresh.search(alpha, alpha + 1));
                    if (exact > a) {
                        assertTrue(got[0] > a && got[0] <= exact, where + ": window " + a + " gave " + got[0]);
                    } else {
                        assertTrue(got[0] <= a && got[0] >= exact, where + ": window " + a + " gave " + got[0]);
                    }
                }
            }
        }
        assertTrue(helperNodes > 0, "the helpers searched at split points");
    }

    /**
     * A stop of the main search while the helper works at its split points: both end soon, the
     * main search says it stopped, and the helper's search returns once told the round is over.
     */
    @Test
    void aStopEndsTheMainSearchAndItsHelper() throws Exception {
        OthelloGame g = (OthelloGame) OthelloGame.TYPE.create(List.of());
        OthelloState s = OthelloEndgameTest.randomPosition(g, new SplittableRandom(5), 30);
        AtomicBoolean stop = new AtomicBoolean();
        OthelloEndgame main = new OthelloEndgame(s, MEMORY, stop::get);
        AtomicBoolean over = new AtomicBoolean();
        ExactKernel.Search h = main.helper(1, over::get);
        CompletableFuture<Integer> helper = CompletableFuture.supplyAsync(() -> h.search(-65, 65));
        CompletableFuture<Integer> searching = CompletableFuture.supplyAsync(() -> main.search(-65, 65));
        Thread.sleep(300);
        stop.set(true);
        searching.get(5, TimeUnit.SECONDS);
        assertTrue(main.stopped());
        over.set(true);
        helper.get(5, TimeUnit.SECONDS);
        assertTrue(h.nodes() > 0, "the helper worked at split points before the stop");
    }

    /**
     * A helper told to stop at some moment of the main search, perhaps with a move in hand:
     * the main search either gives the exact score or says it stopped (a split point whose
     * helper stopped with a move in hand is broken, and its owner stops rather than take a value
     * without that move); it never answers a wrong score.
     */
    @Test
    void aHelperStoppedAtAnyMomentNeverGivesAWrongScore() throws Exception {
        SplittableRandom rng = new SplittableRandom(6);
        OthelloGame g = (OthelloGame) OthelloGame.TYPE.create(List.of());
        for (int i = 0; i < 12; i++) {
            OthelloState s = OthelloEndgameTest.randomPosition(g, rng, 18);
            int exact = new OthelloEndgame(s, MEMORY, () -> false).search(-65, 65);
            OthelloEndgame main = new OthelloEndgame(s, MEMORY, () -> false);
            AtomicBoolean over = new AtomicBoolean();
            ExactKernel.Search h = main.helper(1, over::get);
            CompletableFuture<Integer> helper = CompletableFuture.supplyAsync(() -> h.search(-65, 65));
            CompletableFuture<Integer> searching = CompletableFuture.supplyAsync(() -> main.search(-65, 65));
            Thread.sleep(rng.nextInt(1, 20));
            over.set(true);
            helper.get(5, TimeUnit.SECONDS);
            int got = searching.get(30, TimeUnit.SECONDS);
            assertTrue(main.stopped() || got == exact, s.positionText() + ": " + got + " for " + exact);
        }
    }
}
