package org.pnengine.engine;

import org.pnengine.engine.EngineException.Kind;

/**
 * What the searches of all the sessions of one server may take together, and the rule that
 * admits each search before it starts, so that many clients searching at once get answers, or a
 * documented {@code ? busy}, never an exhausted heap:
 * <ul>
 *   <li><b>Searches at once.</b> At most {@link #maxSearches()} searches ({@code solve},
 *       {@code genmove} and {@code reg_genmove} that search, analysis) run at once; one more is
 *       refused, {@code busy}.</li>
 *   <li><b>Memory.</b> The searches' trees and tables share {@link #memoryBytes()}. A solve
 *       reserves its whole {@code memory=} (by default the session's quarter of the heap) before
 *       it starts, and is refused, {@code busy}, if that much is not free. A player (genmove,
 *       analysis) takes what it may use, but at most half of what is free, so it is never
 *       refused for memory: under load its tree is just smaller. The tree a player keeps for the
 *       next move stays reserved, at its size, until the session lets it go
 *       ({@link Ticket#keep}).</li>
 *   <li><b>Threads.</b> A player may run at most {@link #maxThreads()} searches at once
 *       ({@code threads=}).</li>
 * </ul>
 * Thread-safe; one instance is shared by every session of a server.
 */
public final class SearchAdmission {

    /** The searches that may run at once by default. */
    public static final int DEFAULT_MAX_SEARCHES = 64;
    private static final long MB = 1024 * 1024;

    private final int maxSearches;
    private final long memoryBytes;
    private final int maxThreads;
    private int running;
    private long reserved;

    /**
     * @param maxSearches the searches that may run at once
     * @param memoryBytes the memory their trees and tables may hold together
     * @param maxThreads  the most threads ({@code threads=}) one player may search with
     */
    public SearchAdmission(int maxSearches, long memoryBytes, int maxThreads) {
        if (maxSearches < 1 || memoryBytes < 1 || maxThreads < 1) {
            throw new IllegalArgumentException("search limits must be positive");
        }
        this.maxSearches = maxSearches;
        this.memoryBytes = memoryBytes;
        this.maxThreads = maxThreads;
    }

    /**
     * {@value #DEFAULT_MAX_SEARCHES} searches at once sharing 3/4 of the heap (the most one search
     * may take anyway), with no cap on threads.
     */
    public static SearchAdmission defaults() {
        return new SearchAdmission(DEFAULT_MAX_SEARCHES, defaultMemoryBytes(), Integer.MAX_VALUE);
    }

    /** 3/4 of the JVM's maximum heap. */
    public static long defaultMemoryBytes() {
        return Runtime.getRuntime().maxMemory() / 4 * 3;
    }

    public int maxSearches() {
        return maxSearches;
    }

    public long memoryBytes() {
        return memoryBytes;
    }

    public int maxThreads() {
        return maxThreads;
    }

    /** Searches running now. */
    public synchronized int running() {
        return running;
    }

    /** Bytes reserved now, by running searches and kept trees. */
    public synchronized long reserved() {
        return reserved;
    }

    /**
     * Admits a solve that needs {@code bytes}: all of it must be free.
     *
     * @throws EngineException {@code busy} if {@link #maxSearches()} searches run, or the memory
     *                         is not free
     */
    public synchronized Ticket admitSolve(long bytes) throws EngineException {
        checkCount();
        long free = memoryBytes - reserved;
        if (bytes > free) {
            throw new EngineException(Kind.BUSY, "the solve needs " + mb(bytes) + " MB and " + mb(free) + " MB of the server's "
                    + mb(memoryBytes) + " MB of search memory are free; try again later, or give a smaller memory=");
        }
        return admit(bytes);
    }

    /**
     * Admits a player's search that may use up to {@code bytes}: it is given that, or half of
     * what is free if that is less.
     *
     * @throws EngineException {@code busy} if {@link #maxSearches()} searches run
     */
    public synchronized Ticket admitPlayer(long bytes) throws EngineException {
        checkCount();
        return admit(Math.max(0, Math.min(bytes, (memoryBytes - reserved) / 2)));
    }

    private void checkCount() throws EngineException {
        if (running >= maxSearches) {
            throw new EngineException(Kind.BUSY, "the server's limit of searches at once (" + maxSearches
                    + ") is reached; try again later");
        }
    }

    private Ticket admit(long bytes) {
        running++;
        reserved += bytes;
        return new Ticket(bytes);
    }

    private static long mb(long bytes) {
        return bytes / MB;
    }

    /**
     * One admitted search: its place among the running searches and its memory, both given back
     * by {@link #close()} (idempotent). A player's search may instead {@link #keep} part of its
     * memory for the tree it keeps for the next move.
     */
    public final class Ticket implements AutoCloseable {

        private final long bytes;
        private boolean searching = true;
        private long held;

        private Ticket(long bytes) {
            this.bytes = bytes;
            this.held = bytes;
        }

        /** The memory this search may use. */
        public long memoryBytes() {
            return bytes;
        }

        /**
         * The search is over: its place is given back, and of its memory only {@code kept} bytes
         * (at most what it was given) stay reserved, until {@link #close()}.
         */
        public void keep(long kept) {
            synchronized (SearchAdmission.this) {
                if (searching) {
                    searching = false;
                    running--;
                }
                long k = Math.max(0, Math.min(kept, held));
                reserved -= held - k;
                held = k;
            }
        }

        /** Gives back the place (if still searching) and all the memory still held. */
        @Override
        public void close() {
            keep(0);
        }
    }
}
