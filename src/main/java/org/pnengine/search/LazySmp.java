package org.pnengine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * What a solver that runs several searches on one shared table needs ({@code alphabeta} with
 * {@code threads=N}, lazy SMP): starting the helper searches, waiting for them
 * once the solve is over, and the marks of the positions near the root that some search is in
 * now, by which the others defer those positions (the deferral of ABDADA: J.-C. Weill, "The
 * ABDADA distributed minimax search algorithm", 1996).
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

    /**
     * The positions some search is in now, as the complement of their key in a slot chosen by
     * the key: plain racy words, since a wrong or torn one only changes the order in which a
     * search tries its moves, never a result.
     */
    public static final class BusyMarks {

        private static final int SLOTS = 1 << 16;

        private final long[] slots = new long[SLOTS];

        public void mark(long key) {
            slots[slot(key)] = ~key;
        }

        /** Clears the mark of {@code key}, unless another position has taken its slot since. */
        public void unmark(long key) {
            int i = slot(key);
            if (slots[i] == ~key) slots[i] = 0;
        }

        public boolean isBusy(long key) {
            return slots[slot(key)] == ~key;
        }

        private static int slot(long key) {
            return (int) ((key * 0x9E3779B97F4A7C15L) >>> 48);   // 16 bits: SLOTS
        }
    }
}
