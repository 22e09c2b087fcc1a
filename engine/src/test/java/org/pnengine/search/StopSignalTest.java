package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link StopSignal#awaitStop(long)} ends as soon as the signal is stopped. The waits below are
 * ten minutes long, so a wait that does not wake up fails by the test's timeout, not by a timed
 * assertion.
 */
class StopSignalTest {

    private static final long TEN_MINUTES = TimeUnit.MINUTES.toNanos(10);

    @Test
    void aWaitWithoutAStopRunsOut() throws Exception {
        StopSignal s = new StopSignal();
        assertFalse(s.awaitStop(0));
        assertFalse(s.awaitStop(TimeUnit.MILLISECONDS.toNanos(5)));
        assertFalse(s.isStopped());
    }

    @Test
    @Timeout(60)
    void stopFromAnotherThreadEndsTheWait() throws Exception {
        StopSignal s = new StopSignal();
        CompletableFuture<Boolean> waiter = CompletableFuture.supplyAsync(() -> {
            try {
                return s.awaitStop(TEN_MINUTES);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        s.stop();
        assertTrue(waiter.get());
        assertTrue(s.awaitStop(TEN_MINUTES), "a stopped signal does not wait");
    }

    @Test
    @Timeout(60)
    void theDeadlineEndsTheWait() throws Exception {
        StopSignal s = new StopSignal();
        s.setDeadlineMillisFromNow(20);
        assertTrue(s.awaitStop(TEN_MINUTES));
        assertFalse(s.isCancelled(), "stopped by the deadline, not cancelled");
    }
}
