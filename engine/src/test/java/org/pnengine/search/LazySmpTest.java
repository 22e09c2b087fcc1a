package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

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

    /** A stop of the search's own, thrown to unwind it (as a solver's preallocated abort is). */
    private static final class Stopped extends RuntimeException {
    }

    /**
     * The main search's throw stops the team with its reason (a stack overflow: memory) and the
     * solve ends only once the helpers, which poll {@code over}, have returned.
     */
    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)   // a wait that never ends fails
    void runTogetherStopsTheTeamOnTheMainSearchsThrowAndWaitsForTheHelpers() {
        ExecutorService pool = Executors.newCachedThreadPool(Threads.daemons("lazysmp-test"));
        try {
            AtomicInteger returned = new AtomicInteger();
            LazySmp.Team team = new LazySmp.Team();
            Runnable polling = () -> {
                while (!team.over) Thread.onSpinWait();
                returned.incrementAndGet();
            };
            assertThrows(Stopped.class, () -> LazySmp.runTogether(pool, List.of(polling, polling), team, () -> {
                throw new Stopped();
            }, () -> "time"));
            assertEquals("time", team.stopReason);
            assertTrue(team.over);
            assertEquals(2, returned.get(), "both helpers had returned");

            LazySmp.Team deep = new LazySmp.Team();
            assertThrows(StackOverflowError.class, () -> LazySmp.runTogether(pool, List.of(), deep, () -> {
                throw new StackOverflowError();
            }, () -> "never asked"));
            assertEquals("memory", deep.stopReason);

            LazySmp.Team quiet = new LazySmp.Team();
            LazySmp.runTogether(pool, List.of(), quiet, () -> { }, () -> "never asked");
            assertNull(quiet.stopReason, "a search that ends stops nothing");
            assertTrue(quiet.over);
        } finally {
            pool.shutdownNow();
        }
    }

    /** A helper's stop gives the team its reason; a failure is handed back; clean-up and CPU time always. */
    @Test
    void helpStopsTheTeamAndHandsBackAFailure() {
        AtomicLong cpu = new AtomicLong();
        AtomicInteger cleanups = new AtomicInteger();
        LazySmp.Team team = new LazySmp.Team();
        RuntimeException r = LazySmp.help(team, () -> {
            throw new Stopped();
        }, e -> e instanceof Stopped, () -> "nodes", cleanups::incrementAndGet, cpu);
        assertNull(r);
        assertEquals("nodes", team.stopReason);
        team.stop("time");
        assertEquals("nodes", team.stopReason, "the first stop's reason stays");

        LazySmp.Team failing = new LazySmp.Team();
        IllegalStateException bug = new IllegalStateException("a bug");
        assertSame(bug, LazySmp.help(failing, () -> {
            throw bug;
        }, e -> e instanceof Stopped, () -> "never asked", cleanups::incrementAndGet, cpu));
        assertEquals("memory", failing.stopReason);

        LazySmp.Team deep = new LazySmp.Team();
        assertNull(LazySmp.help(deep, () -> {
            throw new StackOverflowError();
        }, e -> e instanceof Stopped, () -> "never asked", cleanups::incrementAndGet, cpu));
        assertEquals("memory", deep.stopReason);

        LazySmp.Team fine = new LazySmp.Team();
        assertNull(LazySmp.help(fine, () -> {
            long x = 0;
            for (int i = 0; i < 2_000_000; i++) x += i ^ (x >>> 3);
            if (x == 42) throw new IllegalStateException();
        }, e -> e instanceof Stopped, () -> "never asked", cleanups::incrementAndGet, cpu));
        assertNull(fine.stopReason);
        assertEquals(4, cleanups.get(), "clean-up after every run");
        if (Threads.cpuTimeSupported()) assertTrue(cpu.get() > 0, "the helpers' CPU time is added");
    }

    /** A polling search stops for the node limit reached together, then for the end of the solve, then for the first stop. */
    @Test
    void stopForNamesTheReasonInOrder() {
        LazySmp.Team team = new LazySmp.Team();
        assertNull(team.stopFor(99, 100));
        assertEquals("nodes", team.stopFor(100, 100));
        team.stop("time");
        assertEquals("time", team.stopFor(99, 100));
        team.over = true;
        assertEquals("cancelled", team.stopFor(99, 100));
        assertEquals("nodes", team.stopFor(101, 100));
    }
}
