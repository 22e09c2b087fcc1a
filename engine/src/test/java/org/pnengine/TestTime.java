package org.pnengine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Time bounds for tests of limits and stops that must hold on a busy, shared machine (CI may run
 * at a load of 10 on 2 cores, where any thread can lose the CPU for tens of milliseconds). Each
 * bound is checked twice:
 * <ul>
 *   <li>on <b>CPU time</b> (ThreadMXBean: the searching thread's own, plus the helpers' the
 *       searcher reports), against the bound an idle machine meets. Waiting for the CPU adds
 *       none, so this never flakes under load, and a search that overruns its limit or polls its
 *       stop too seldom still fails wherever it gets the CPU to overrun with;</li>
 *   <li>on <b>wall time</b>, against the limit plus the grace times {@link #SLACK}: loose enough
 *       for a descheduled thread, tight enough that a search that ignores its limit or its stop,
 *       or blocks past it (which costs no CPU), fails.</li>
 * </ul>
 * {@link #SLACK} is the system property {@code pnengine.test.slack}, 5 unless given: {@code mvn
 * verify -Dpnengine.test.slack=1} holds the wall times to the idle machine's bounds, a larger
 * value suits a slower CI. Where CPU time cannot be measured, only the wall time is checked.
 * Tests that can count what a search did (playouts begun after a stop) count instead.
 */
public final class TestTime {

    /** The factor on every wall-clock grace: {@code -Dpnengine.test.slack=F}, at least 1, default 5. */
    public static final double SLACK = Math.max(1, Double.parseDouble(System.getProperty("pnengine.test.slack", "5")));

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final boolean CPU = MX.isCurrentThreadCpuTimeSupported() && MX.isThreadCpuTimeSupported()
            && MX.isThreadCpuTimeEnabled();

    private TestTime() {
    }

    /** {@code graceMillis} (an idle machine's allowance) scaled by {@link #SLACK}, for a wall-clock bound. */
    public static long slack(long graceMillis) {
        return (long) Math.ceil(graceMillis * SLACK);
    }

    /** The wall time since {@code startNanos} (a {@link System#nanoTime()}), in milliseconds. */
    public static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /**
     * Starts timing a search that runs on the calling thread, with helpers whose CPU time
     * {@code helperCpuNanos} reports (a player's or solver's {@code helperCpuNanos}).
     */
    public static Watch watch(LongSupplier helperCpuNanos) {
        return new Watch(helperCpuNanos);
    }

    /** One search timed on the calling thread: {@link TestTime#watch}. */
    public static final class Watch {

        private final LongSupplier helpers;
        private final long wall0 = System.nanoTime();
        private final long cpu0 = CPU ? MX.getCurrentThreadCpuTime() : 0;
        private final long helpers0;

        private Watch(LongSupplier helpers) {
            this.helpers = helpers;
            this.helpers0 = helpers.getAsLong();
        }

        /**
         * Asserts, once the search has returned, that it kept to {@code limitMillis} with
         * {@code graceMillis} of lateness on each of its {@code threads} threads: CPU time (this
         * thread's and the helpers') below {@code threads × (limit + grace)}, wall time below
         * {@code limit + slack(grace)}.
         */
        public void assertWithin(long limitMillis, long graceMillis, int threads, String what) {
            long wall = millisSince(wall0);
            assertTrue(wall < limitMillis + slack(graceMillis), what + ": answered after " + wall + " ms (wall)");
            if (!CPU) return;
            long cpu = (MX.getCurrentThreadCpuTime() - cpu0 + helpers.getAsLong() - helpers0) / 1_000_000;
            assertTrue(cpu < threads * (limitMillis + graceMillis), what + ": used " + cpu + " ms of CPU on "
                    + threads + " thread(s), " + wall + " ms (wall)");
        }
    }

    /** Starts {@code search} on a daemon thread of its own named {@code name}, to be stopped from the caller's. */
    public static <T> Background<T> background(String name, Supplier<T> search) {
        return new Background<>(name, search);
    }

    /**
     * A search on a thread of its own, stopped from another: {@link TestTime#background}. It
     * measures the wall and CPU time of that thread from the stop to the search's return.
     */
    public static final class Background<T> {

        private final CompletableFuture<T> result = new CompletableFuture<>();
        private final Thread thread;
        private volatile long wallAtStop;
        private volatile long cpuAtStop;
        private volatile long wallAtEnd;
        private volatile long cpuAtEnd;

        private Background(String name, Supplier<T> search) {
            thread = new Thread(() -> {
                try {
                    T r = search.get();
                    wallAtEnd = System.nanoTime();
                    cpuAtEnd = CPU ? MX.getCurrentThreadCpuTime() : 0;
                    result.complete(r);
                } catch (Throwable e) {
                    result.completeExceptionally(e);
                }
            }, name);
            thread.setDaemon(true);
            thread.start();
        }

        /** Whether the search has returned. */
        public boolean isDone() {
            return result.isDone();
        }

        /** Notes the time and the thread's CPU time, then runs {@code stop} (which stops the search). */
        public void stop(Runnable stop) {
            cpuAtStop = CPU ? MX.getThreadCpuTime(thread.getId()) : 0;   // -1 if the thread has ended
            wallAtStop = System.nanoTime();
            stop.run();
        }

        /** The search's result, waiting at most {@code seconds} for it. */
        public T await(long seconds) throws Exception {
            return result.get(seconds, TimeUnit.SECONDS);
        }

        /** {@link #stop}, then {@link #await}. */
        public T stopAndAwait(Runnable stop, long seconds) throws Exception {
            stop(stop);
            return await(seconds);
        }

        /**
         * Asserts, once the search has returned, that it returned within {@code graceMillis} of
         * the stop: its thread's CPU time since the stop below {@code graceMillis}, the wall time
         * below {@code slack(graceMillis)}. (Helpers are held by the wall time: the thread waits
         * for them before it returns.)
         */
        public void assertPrompt(long graceMillis, String what) {
            assertTrue(isDone() && wallAtStop != 0, what + ": not stopped and returned");
            long wall = (wallAtEnd - wallAtStop) / 1_000_000;
            assertTrue(wall < slack(graceMillis), what + ": returned " + wall + " ms (wall) after the stop");
            if (!CPU) return;
            long cpu = cpuAtStop < 0 ? 0 : (cpuAtEnd - cpuAtStop) / 1_000_000;
            assertTrue(cpu < graceMillis, what + ": used " + cpu + " ms of CPU after the stop, " + wall + " ms (wall)");
        }
    }
}
