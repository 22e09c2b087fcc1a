package org.pnengine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * What a solver that runs several searches on one shared table needs ({@code alphabeta} with
 * {@code threads=N}, lazy SMP): starting the helper searches and waiting for them once the solve
 * is over. The marks of the positions some search is in are {@link BusyMarks}.
 */
public final class LazySmp {

    private LazySmp() {
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
