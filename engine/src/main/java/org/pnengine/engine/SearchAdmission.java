package org.pnengine.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Params;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/**
 * What the searches of all the sessions of one server may take together, and the rule that
 * admits each search before it starts, so that many clients searching at once get answers, or a
 * documented {@code ? busy}, never an exhausted heap (protocol-spec §1, "Limits of a server" and
 * "Waiting for a place"):
 * <ul>
 *   <li><b>Searches at once.</b> At most {@link #maxSearches()} searches ({@code solve},
 *       {@code genmove} and {@code reg_genmove} that search, analysis) run at once.</li>
 *   <li><b>The line.</b> A search that finds every place taken waits for one, first come, first
 *       served, for at most the time its caller gives ({@link #MAX_WAIT_MILLIS} at most); its stop
 *       signal ends the wait at once. At most {@link #maxWaiting()} wait; beyond them, and at the
 *       end of a wait, it is refused, {@code busy}. The line is ordered by {@link Turn}: a session
 *       keeps its turn while it is refused, so its retry stands where it first stood; a full line
 *       refuses its latest turn. <b>Pondering</b> takes a place only when nobody waits and another
 *       stays free ({@link #admitPonder}), and gives it back when a search must wait.</li>
 *   <li><b>Time.</b> No search runs longer than {@link #maxSearchMillis()} ({@link #capTime}).</li>
 *   <li><b>Memory.</b> The searches' trees and tables share {@link #memoryBytes()}. A solve
 *       reserves its whole {@code memory=} before it starts and is refused, {@code busy}, if that
 *       much is not free when it asks or when its place comes. A player takes what it may use,
 *       but at most half of what is free, so it is never refused for memory; the tree it keeps
 *       for the next move stays reserved until the session lets it go ({@link Ticket#keep}).</li>
 *   <li><b>Threads.</b> A player may run at most {@link #maxThreads()} searches at once ({@code threads=}).</li>
 * </ul>
 * Thread-safe; one instance is shared by every session of a server.
 */
public final class SearchAdmission {

    /** The searches that may run at once in {@link #defaults()}, where one client owns the engine. */
    public static final int DEFAULT_MAX_SEARCHES = 64;
    /** The searches that may wait for a place by default. */
    public static final int DEFAULT_MAX_WAITING = 1000;
    /** The longest any search waits for a place. */
    public static final long MAX_WAIT_MILLIS = 60_000;
    /** {@code serve}'s default cap on a search's wall time: an hour. */
    public static final long DEFAULT_SERVER_MAX_SEARCH_MILLIS = 3_600_000;
    /** The players' and solvers' parameter of threads, capped by {@link #maxThreads()}. */
    public static final String THREADS = "threads";
    private static final long MB = 1024 * 1024;

    private final int maxSearches;
    private final int maxWaiting;
    private final long memoryBytes;
    private final int maxThreads;
    private final long maxSearchMillis;
    private int running;
    private long reserved;
    private long turns;
    private final TreeSet<Waiter> line = new TreeSet<>(Comparator.comparingLong((Waiter w) -> w.turn));
    /** The pondering searches not yet asked to give their place back. */
    private final List<Ticket> ponders = new ArrayList<>();

    /**
     * {@link #DEFAULT_MAX_WAITING} may wait, and no cap on a search's time.
     *
     * @param maxSearches the searches that may run at once
     * @param memoryBytes the memory their trees and tables may hold together
     * @param maxThreads  the most threads ({@code threads=}) one player may search with
     */
    public SearchAdmission(int maxSearches, long memoryBytes, int maxThreads) {
        this(maxSearches, DEFAULT_MAX_WAITING, memoryBytes, maxThreads, SearchLimits.UNLIMITED);
    }

    /**
     * @param maxSearches     the searches that may run at once
     * @param maxWaiting      the searches that may wait for a place (0: refused at once)
     * @param memoryBytes     the memory their trees and tables may hold together
     * @param maxThreads      the most threads ({@code threads=}) one player may search with
     * @param maxSearchMillis the longest wall time of any search, or {@link SearchLimits#UNLIMITED}
     */
    public SearchAdmission(int maxSearches, int maxWaiting, long memoryBytes, int maxThreads, long maxSearchMillis) {
        if (maxSearches < 1 || maxWaiting < 0 || memoryBytes < 1 || maxThreads < 1 || maxSearchMillis < 1) {
            throw new IllegalArgumentException("search limits must be positive");
        }
        this.maxSearches = maxSearches;
        this.maxWaiting = maxWaiting;
        this.memoryBytes = memoryBytes;
        this.maxThreads = maxThreads;
        this.maxSearchMillis = maxSearchMillis;
    }

    /**
     * For one client: {@value #DEFAULT_MAX_SEARCHES} searches at once sharing 3/4 of the heap (the
     * most one search may take anyway), with no cap on threads or time.
     */
    public static SearchAdmission defaults() {
        return new SearchAdmission(DEFAULT_MAX_SEARCHES, defaultMemoryBytes(), Integer.MAX_VALUE);
    }

    /**
     * {@code serve}'s default searches at once: one per processor, so that each admitted search
     * has a core and ends within its time (protocol-spec §1 has the measurements).
     */
    public static int defaultServerSearches() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** 3/4 of the JVM's maximum heap. */
    public static long defaultMemoryBytes() {
        return Runtime.getRuntime().maxMemory() / 4 * 3;
    }

    public int maxSearches() {
        return maxSearches;
    }

    public int maxWaiting() {
        return maxWaiting;
    }

    public long memoryBytes() {
        return memoryBytes;
    }

    public int maxThreads() {
        return maxThreads;
    }

    /**
     * Refuses searcher parameters {@code p} whose {@value #THREADS} exceed {@link #maxThreads()}.
     *
     * @throws IllegalArgumentException naming the parameter
     */
    public void checkThreads(Params p) {
        if (p.asMap().containsKey(THREADS) && p.getInt(THREADS) > maxThreads) {
            throw new IllegalArgumentException("parameter '" + THREADS + "' must be at most " + maxThreads
                    + " on this server (got " + p.getInt(THREADS) + ")");
        }
    }

    /** The longest wall time of any search, or {@link SearchLimits#UNLIMITED}. */
    public long maxSearchMillis() {
        return maxSearchMillis;
    }

    /** {@code limits} with their times held to {@link #maxSearchMillis()}: the one cap on every search. */
    public SearchLimits capTime(SearchLimits limits) {
        return limits.withTime(Math.min(limits.softMillis(), maxSearchMillis), Math.min(limits.hardMillis(), maxSearchMillis));
    }

    /** Searches running now. */
    public synchronized int running() {
        return running;
    }

    /** Searches waiting for a place now. */
    public synchronized int waiting() {
        return line.size();
    }

    /** Bytes reserved now, by running searches and kept trees. */
    public synchronized long reserved() {
        return reserved;
    }

    /** A solve that needs {@code bytes}, refused at once if no place is free. */
    public Ticket admitSolve(long bytes) throws EngineException {
        return admitSolve(bytes, new Turn(), 0, null);
    }

    /**
     * Admits a solve that needs {@code bytes}, all of which must be free, waiting for a place at
     * most {@code maxWaitMillis} (and {@link #MAX_WAIT_MILLIS}) unless {@code stop} is stopped.
     *
     * @throws EngineException {@code busy}: no place came, the line is full, the wait was
     *                         stopped, or the memory is not free
     */
    public Ticket admitSolve(long bytes, Turn turn, long maxWaitMillis, StopSignal stop) throws EngineException {
        return admit(true, bytes, turn, maxWaitMillis, stop);
    }

    /** A player's search that may use up to {@code bytes}, refused at once if no place is free. */
    public Ticket admitPlayer(long bytes) throws EngineException {
        return admitPlayer(bytes, new Turn(), 0, null);
    }

    /**
     * Admits a player's search that may use up to {@code bytes}: it is given that, or half of what
     * is free if that is less. It waits as {@link #admitSolve(long, Turn, long, StopSignal)}.
     *
     * @throws EngineException {@code busy}: no place came, the line is full or the wait was stopped
     */
    public Ticket admitPlayer(long bytes, Turn turn, long maxWaitMillis, StopSignal stop) throws EngineException {
        return admit(false, bytes, turn, maxWaitMillis, stop);
    }

    /** Whether {@link #admitPonder} would admit now. */
    public synchronized boolean mayPonder() {
        return line.isEmpty() && running < maxSearches - 1;
    }

    /**
     * Admits a player's thinking on the opponent's time as {@link #admitPlayer(long)} does, but
     * only if nobody waits and a place stays free for another search; null otherwise. When a
     * search must wait, {@code yield} is run (once, from any thread) to ask the pondering to end
     * and give its place back.
     */
    public synchronized Ticket admitPonder(long bytes, Runnable yield) {
        if (!mayPonder()) return null;
        Ticket t = grant(false, bytes, yield);
        ponders.add(t);
        return t;
    }

    private Ticket admit(boolean solve, long bytes, Turn turn, long maxWaitMillis, StopSignal stop) throws EngineException {
        Waiter w;
        synchronized (this) {
            if (solve) checkMemory(bytes);
            if (running < maxSearches) {
                turn.number = 0;
                return grant(solve, bytes, null);
            }
            if (turn.number == 0) turn.number = ++turns;
            if (maxWaitMillis <= 0 || maxWaiting == 0) throw full(false);
            if (stop != null && stop.isStopped()) throw stopped();
            if (line.size() >= maxWaiting) {
                Waiter last = line.last();
                if (last.turn < turn.number) throw full(true);
                line.pollLast();
                last.refusal = full(true);
                last.finish();
            }
            w = new Waiter(turn.number, solve, bytes, Thread.currentThread());
            line.add(w);
            if (!ponders.isEmpty()) ponders.remove(0).yield.run();
        }
        long waitNanos = TimeUnit.MILLISECONDS.toNanos(Math.min(maxWaitMillis, MAX_WAIT_MILLIS));
        long t0 = System.nanoTime();
        boolean interrupted = false;
        if (stop != null) stop.onStop(w::wake);
        try {
            while (!w.done && (stop == null || !stop.isStopped())) {
                long left = t0 + waitNanos - System.nanoTime();
                if (left <= 0) break;
                LockSupport.parkNanos(this, left);
                if (Thread.interrupted()) {
                    interrupted = true;
                    break;
                }
            }
        } finally {
            if (stop != null) stop.onStop(null);
            if (interrupted) Thread.currentThread().interrupt();
        }
        boolean cancelled = interrupted || stop != null && stop.isCancelled();
        synchronized (this) {
            if (w.ticket != null) {
                if (!cancelled) {
                    turn.number = 0;
                    w.ticket.waitedMillis = (System.nanoTime() - t0) / 1_000_000L;
                    return w.ticket;
                }
                w.ticket.close();
            }
            if (w.refusal != null) throw w.refusal;
            line.remove(w);
            if (cancelled) throw stopped();
            throw new EngineException(Kind.BUSY, "no place among the server's " + maxSearches + " searches at once came free in "
                    + String.format(Locale.ROOT, "%.3f", (System.nanoTime() - t0) / 1e9) + " s of waiting; try again later");
        }
    }

    private void checkMemory(long bytes) throws EngineException {
        long free = memoryBytes - reserved;
        if (bytes > free) {
            throw new EngineException(Kind.BUSY, "the solve needs " + mb(bytes) + " MB and " + mb(free) + " MB of the server's "
                    + mb(memoryBytes) + " MB of search memory are free; try again later, or give a smaller memory=");
        }
    }

    private EngineException full(boolean line) {
        return new EngineException(Kind.BUSY, "the server's limit of searches at once (" + maxSearches + ") is reached"
                + (line ? " and " + maxWaiting + " more wait" : "") + "; try again later");
    }

    private EngineException stopped() {
        return new EngineException(Kind.BUSY, "stopped while waiting for a place among the server's " + maxSearches
                + " searches at once");
    }

    /** A place for a search of {@code bytes} (a player's: at most half of what is free); the caller holds the lock. */
    private Ticket grant(boolean solve, long bytes, Runnable yield) {
        long given = solve ? bytes : Math.max(0, Math.min(bytes, (memoryBytes - reserved) / 2));
        running++;
        reserved += given;
        return new Ticket(given, yield);
    }

    /** Gives the free places to the first in line; the caller holds the lock. */
    private void dispatch() {
        while (running < maxSearches && !line.isEmpty()) {
            Waiter w = line.pollFirst();
            try {
                if (w.solve) checkMemory(w.bytes);
                w.ticket = grant(w.solve, w.bytes, null);
            } catch (EngineException e) {
                w.refusal = e;
            }
            w.finish();
        }
    }

    private static long mb(long bytes) {
        return bytes / MB;
    }

    /**
     * A session's turn in the line of waiting searches: taken at its first request that must
     * wait, kept while it is refused, given up when a search is admitted. One per session, used
     * by one thread at a time.
     */
    public static final class Turn {
        private long number;   // 0: none
    }

    /** A search waiting for its place; its fields but {@code done} are guarded by the admission. */
    private static final class Waiter {
        final long turn;
        final boolean solve;
        final long bytes;
        final Thread thread;
        Ticket ticket;
        EngineException refusal;
        volatile boolean done;

        Waiter(long turn, boolean solve, long bytes, Thread thread) {
            this.turn = turn;
            this.solve = solve;
            this.bytes = bytes;
            this.thread = thread;
        }

        /** Its ticket or refusal is set: wake it for good. */
        void finish() {
            done = true;
            LockSupport.unpark(thread);
        }

        /** Wakes it to look at its stop signal. */
        void wake() {
            LockSupport.unpark(thread);
        }
    }

    /**
     * One admitted search: its place among the running searches and its memory, both given back
     * by {@link #close()} (idempotent). A player's search may instead {@link #keep} part of its
     * memory for the tree it keeps for the next move.
     */
    public final class Ticket implements AutoCloseable {

        private final long bytes;
        private final Runnable yield;
        private boolean searching = true;
        private long held;
        /** How long the search waited in line for its place: 0 if one was free. */
        private volatile long waitedMillis;

        private Ticket(long bytes, Runnable yield) {
            this.bytes = bytes;
            this.held = bytes;
            this.yield = yield;
        }

        /** The memory this search may use. */
        public long memoryBytes() {
            return bytes;
        }

        /** How long the search waited in line for its place, in ms: 0 if one was free at once. */
        public long waitedMillis() {
            return waitedMillis;
        }

        /**
         * The search is over: its place is given back (to the first in line, if any), and of its
         * memory only {@code kept} bytes (at most what it was given) stay reserved, until
         * {@link #close()}.
         */
        public void keep(long kept) {
            synchronized (SearchAdmission.this) {
                long k = Math.max(0, Math.min(kept, held));
                reserved -= held - k;
                held = k;
                if (searching) {
                    searching = false;
                    running--;
                    ponders.remove(this);
                    dispatch();
                }
            }
        }

        /** Gives back the place (if still searching) and all the memory still held. */
        @Override
        public void close() {
            keep(0);
        }
    }
}
