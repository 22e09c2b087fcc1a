package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LazySmpTest {

    @Test
    void marksAreFoundUntilClearedAndAClearLeavesAnotherKeysMark() {
        BusyMarks marks = new BusyMarks();
        SplittableRandom r = new SplittableRandom(11);
        long a = r.nextLong();
        long b = r.nextLong();
        assertFalse(marks.isBusy(a));
        marks.mark(a);
        assertTrue(marks.isBusy(a));
        marks.unmark(a);
        assertFalse(marks.isBusy(a));
        // Two keys in one slot: the later mark takes it, and clearing the earlier leaves it.
        long c = sameSlotAs(b, r);
        marks.mark(b);
        marks.mark(c);
        assertFalse(marks.isBusy(b));
        assertTrue(marks.isBusy(c));
        marks.unmark(b);
        assertTrue(marks.isBusy(c), "clearing a key whose slot another took keeps the other's mark");
        marks.unmark(c);
        assertFalse(marks.isBusy(c));
    }

    /** A key other than {@code key} whose mark lands in its slot (found by trying, seeded). */
    private static long sameSlotAs(long key, SplittableRandom r) {
        BusyMarks probe = new BusyMarks();
        while (true) {
            long other = r.nextLong();
            if (other == key) continue;
            probe.mark(key);
            probe.mark(other);
            if (!probe.isBusy(key)) return other;
            probe.unmark(key);
            probe.unmark(other);
        }
    }

    @Test
    void awaitAllWaitsForEveryHelperThroughAnInterruptAndKeepsTheInterrupt() throws Exception {
        ExecutorService pool = Executors.newCachedThreadPool(Threads.daemons("lazysmp-test"));
        try {
            CountDownLatch release = new CountDownLatch(1);
            AtomicInteger finished = new AtomicInteger();
            Runnable helper = () -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                finished.incrementAndGet();
            };
            Runnable failing = () -> {
                throw new IllegalStateException("a helper's own failure");
            };
            List<Future<?>> running = LazySmp.start(pool, List.of(helper, helper, failing));
            Thread caller = Thread.currentThread();
            Thread other = new Thread(() -> {
                caller.interrupt();          // interrupt the wait, then let the helpers finish
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
                release.countDown();
            });
            other.start();
            LazySmp.awaitAll(running);
            assertEquals(2, finished.get(), "returned only once every helper had");
            assertTrue(Thread.interrupted(), "the caller's interrupt is kept (and cleared here)");
            other.join();
        } finally {
            pool.shutdownNow();
        }
    }
}
