package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pnengine.game.Game;
import org.pnengine.search.StopSignal;

/** {@link EngineSession#awaitNoSearch}: what a server's close waits on once it has cancelled the searches. */
class EngineSessionSearchWaitTest {

    @Test
    void anIdleSessionDoesNotWait() throws Exception {
        EngineSession s = new EngineSession(EngineConfig.defaults());
        assertTrue(s.awaitNoSearch(0, TimeUnit.SECONDS));
    }

    @Test
    @Timeout(120)
    void theWaitEndsWhenTheCancelledSearchReturns() throws Exception {
        EngineSession s = new EngineSession(EngineConfig.defaults());
        s.configurePlayer("uct", List.of());
        CountDownLatch reporting = new CountDownLatch(1);
        StopSignal stop = new StopSignal();
        CompletableFuture<Void> analysis = CompletableFuture.runAsync(() -> {
            try {
                s.analyze(Game.FIRST, 10, info -> reporting.countDown(), stop);
            } catch (EngineException e) {
                throw new IllegalStateException(e);
            }
        });
        reporting.await();
        assertTrue(s.isSearching());
        assertFalse(s.awaitNoSearch(20, TimeUnit.MILLISECONDS), "an analysis runs until it is stopped");
        s.cancelSearch();
        assertTrue(s.awaitNoSearch(10, TimeUnit.MINUTES));
        assertFalse(s.isSearching());
        analysis.get();
        assertTrue(stop.isCancelled());
    }
}
