package org.pnengine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * What a solver that runs several searches on one shared table needs ({@code alphabeta} and
 * {@code dfpn} with {@code threads=N}): what the searches share ({@link Team}), the run of the
 * main search beside its helpers ({@link #runTogether}) and a helper's run ({@link #help}). The
 * marks of the positions some search is in are {@link BusyMarks}.
 */
public final class LazySmp {

    private LazySmp() {
    }

    /**
     * What the searches of one solve share: the nodes counted so far, the first stop, the end of
     * the solve, and the marks of the positions some search is in. A solver adds what else its
     * searches share.
     */
    public static class Team {

        public final AtomicLong nodes = new AtomicLong();
        /** Why the first search that stopped stopped ({@code nodes}, {@code time}, ...), or null. */
        public volatile String stopReason;
        /** Set when the solve is over: every helper stops at its next poll. */
        public volatile boolean over;
        /** The positions some search is in now, near the root. */
        public final BusyMarks busy = new BusyMarks();

        /** Records why the team stops, unless a search stopped it first. */
        public synchronized void stop(String reason) {
            if (stopReason == null) stopReason = reason;
        }

        /**
         * Why a search that polls must stop, or null: the searches together have created
         * {@code total} of at most {@code limit} nodes ({@code nodes}), the solve is over
         * ({@code cancelled}), or another search stopped (its reason).
         */
        public String stopFor(long total, long limit) {
            if (total >= limit) return "nodes";
            if (over) return "cancelled";
            return stopReason;
        }
    }

    /**
     * Runs {@code main} on the caller's thread beside every helper on a thread of {@code pool}.
     * Whatever {@code main} throws stops the team first ({@code reason}: why the main search
     * stopped; a stack overflow: {@code memory}) and is rethrown. When this returns or throws,
     * the solve is over and every helper has returned.
     */
    public static void runTogether(ExecutorService pool, List<? extends Runnable> helpers, Team team, Runnable main,
            Supplier<String> reason) {
        List<Future<?>> running = start(pool, helpers);
        try {
            main.run();
        } catch (StackOverflowError e) {
            team.stop("memory");
            throw e;
        } catch (RuntimeException e) {
            team.stop(reason.get());
            throw e;
        } finally {
            team.over = true;
            awaitAll(running);
        }
    }

    /**
     * A helper's run on its pool thread: {@code search} to its end. A stop of its own (an
     * exception {@code stopped} accepts) stops the team for {@code reason}; a stack overflow stops
     * it for memory; any other exception stops it for memory and is returned, for the solve to
     * rethrow on its own thread (else null). Then {@code cleanup} runs, and the thread's CPU time
     * is added to {@code cpu}.
     */
    public static RuntimeException help(Team team, Runnable search, Predicate<RuntimeException> stopped,
            Supplier<String> reason, Runnable cleanup, AtomicLong cpu) {
        long cpu0 = Threads.cpuNanos();
        try {
            search.run();
            return null;
        } catch (StackOverflowError e) {
            team.stop("memory");
            return null;
        } catch (RuntimeException e) {
            if (stopped.test(e)) {
                team.stop(reason.get());
                return null;
            }
            team.stop("memory");
            return e;
        } finally {
            cleanup.run();
            cpu.addAndGet(Math.max(0, Threads.cpuNanos() - cpu0));
        }
    }

    /** Runs every helper on a thread of {@code pool}; the futures to {@link #awaitAll} later. */
    public static List<Future<?>> start(ExecutorService pool, List<? extends Runnable> helpers) {
        List<Future<?>> running = new ArrayList<>(helpers.size());
        for (Runnable h : helpers) running.add(pool.submit(h));
        return running;
    }

    /**
     * Waits until every helper has returned, even through an interrupt (told to stop, a helper
     * returns within a poll of its search), then restores the caller's interrupt. A helper
     * catches what its own search throws and keeps it for the caller, so a failed future is
     * only waited for.
     */
    public static void awaitAll(List<Future<?>> running) {
        boolean interrupted = false;
        for (Future<?> f : running) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    break;
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
