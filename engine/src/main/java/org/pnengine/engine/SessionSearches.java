package org.pnengine.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.pnengine.game.State;
import org.pnengine.search.Player;
import org.pnengine.search.Ponder;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;

/**
 * One session's hold on its server's {@link SearchAdmission}: the stop signal of the search it
 * runs or waits a place for, its {@link SearchAdmission.Turn turn} in the line, its pondering's
 * place, and the memory reserved for the tree its player keeps between moves. {@link #cancel()}, {@link #close()},
 * {@link #isSearching()} and {@link #awaitNone} are safe from any thread; the rest is for the
 * session's worker (and {@link #keep} for its pondering thread too).
 */
final class SessionSearches {

    private final SearchAdmission admission;
    private final AtomicReference<StopSignal> running = new AtomicReference<>();
    /** Notified whenever a search ends, for {@link #awaitNone}. */
    private final Object searchEnded = new Object();
    private final SearchAdmission.Turn turn = new SearchAdmission.Turn();
    private volatile boolean closed;
    /** The memory reserved for the tree the player keeps between moves, or null. */
    private SearchAdmission.Ticket kept;
    /** The player's thinking on the opponent's time, or null; set and cleared by the worker. */
    private volatile Ponder pondering;

    SessionSearches(SearchAdmission admission) {
        this.admission = admission;
    }

    /** A search (or its wait for a place) begins: {@link #cancel()} stops {@code s} from now on. */
    StopSignal begin(StopSignal s) {
        running.set(s);
        if (closed) s.stop();
        return s;
    }

    /** The search that began with {@code s} is over. */
    void end(StopSignal s) {
        running.compareAndSet(s, null);
        synchronized (searchEnded) {
            searchEnded.notifyAll();
        }
    }

    /**
     * Solves {@code position} with {@code solver}, admitted as a solve: without a memory limit it
     * takes {@code defaultMemoryBytes} (at most all the server's search memory, so that an idle
     * server always admits it), never more than 3/4 of the heap; it waits for its place at most
     * its time limit, which the wait does not use up, and the admission caps that time. Calls
     * {@code searching} once admitted; the solver's helpers' CPU time goes to {@code cpu}.
     */
    SolveResult solve(Solver solver, State position, SearchLimits limits, long defaultMemoryBytes,
                      Solver.ProgressListener progress, Runnable searching, CpuMeter cpu) throws EngineException {
        if (limits.memoryBytes() == SearchLimits.UNLIMITED) {
            limits = limits.withMemory(Math.min(defaultMemoryBytes, admission.memoryBytes()));
        }
        long needs = Math.min(limits.memoryBytes(), Runtime.getRuntime().maxMemory() / 4 * 3);
        long maxWait = limits.hardMillis();
        limits = admission.capTime(limits);
        StopSignal stop = begin(new StopSignal());
        try (SearchAdmission.Ticket ticket = admitSolve(needs, maxWait, stop)) {
            searching.run();
            stop.setDeadlineMillisFromNow(limits.hardMillis());
            long helpers0 = solver.helperCpuNanos();
            try {
                return solver.solve(position, limits.withMemory(ticket.memoryBytes()), stop, progress);
            } finally {
                cpu.addHelperNanos(solver.helperCpuNanos() - helpers0);
            }
        } finally {
            end(stop);
        }
    }

    /**
     * A player's search, which may use up to a quarter of the heap as a player alone would,
     * waiting for its place at most {@code maxWaitMillis} unless {@code stop} ends the wait. The
     * tree kept from the last move is let go first (the new search reuses it if it fits).
     */
    SearchAdmission.Ticket admitPlayer(long maxWaitMillis, StopSignal stop) throws EngineException {
        releaseKept();
        return admission.admitPlayer(Runtime.getRuntime().maxMemory() / 4, turn, maxWaitMillis, stop);
    }

    /** A solve that needs {@code bytes}, waiting as {@link #admitPlayer}. */
    SearchAdmission.Ticket admitSolve(long bytes, long maxWaitMillis, StopSignal stop) throws EngineException {
        return admission.admitSolve(bytes, turn, maxWaitMillis, stop);
    }

    /**
     * Starts player {@code p} thinking on the opponent's time in {@code position} (a copy the
     * spell owns), if the admission lets it ({@link SearchAdmission#admitPonder}: nobody waits and
     * another place stays free); with none, nothing ponders. The move's limits {@code move} go
     * with it as a hint; its wall time is capped as any search's, its CPU time goes to
     * {@code cpu}, and it ends as soon as a search waits for a place.
     */
    void startPondering(Player p, State position, SearchLimits move, CpuMeter cpu) {
        pondering = ponder(p, position, move, cpu);
    }

    /** Stops the thinking on the opponent's time, if any, and waits until it has. */
    void stopPondering() {
        Ponder p = pondering;
        if (p != null) {
            p.stop();
            pondering = null;
        }
    }

    /** Whether the player thinks on the opponent's time now. Safe from any thread. */
    boolean isPondering() {
        Ponder p = pondering;
        return p != null && p.isRunning();
    }

    /** Waits at most {@code millis} for the pondering to end by itself; whether none runs. */
    boolean awaitPonderEnd(long millis) throws InterruptedException {
        Ponder p = pondering;
        return p == null || p.await(millis);
    }

    /** The spell {@link #startPondering} starts, or null where the admission has no place for it. */
    private Ponder ponder(Player p, State position, SearchLimits move, CpuMeter cpu) {
        if (closed || !admission.mayPonder()) return null;
        releaseKept();
        var spell = new Object() {
            volatile Ponder ponder;
            volatile boolean yielded;
        };
        SearchAdmission.Ticket ticket = admission.admitPonder(Runtime.getRuntime().maxMemory() / 4, () -> {
            spell.yielded = true;
            Ponder running = spell.ponder;
            if (running != null) running.signal();
        });
        if (ticket == null) return null;
        long helpers0 = p.helperCpuNanos();
        SearchLimits limits = SearchLimits.none().withTime(move.softMillis(), move.hardMillis())
                .withMemory(Math.max(1, ticket.memoryBytes()));
        long maxMillis = admission.capTime(SearchLimits.none()).hardMillis();
        Ponder ponder = Ponder.start(p, position, limits, maxMillis, ownNanos -> {
            keep(ticket, p);
            cpu.addHelperNanos(ownNanos + p.helperCpuNanos() - helpers0);
        });
        spell.ponder = ponder;
        // Closed, or a search came to wait, meanwhile: the signal may have missed the spell.
        if (closed || spell.yielded) ponder.signal();
        return ponder;
    }

    /**
     * The search of {@code ticket} is over: the memory of the tree player {@code p} keeps stays
     * reserved, unless the session is closed.
     */
    synchronized void keep(SearchAdmission.Ticket ticket, Player p) {
        if (closed) {
            ticket.close();
            return;
        }
        ticket.keep(p.memoryBytes());
        kept = ticket;
    }

    /** Gives back the memory of the kept tree. */
    synchronized void releaseKept() {
        if (kept != null) {
            kept.close();
            kept = null;
        }
    }

    /** The running search ends at the latest {@code millis} from now. */
    void limit(long millis) {
        StopSignal s = running.get();
        if (s != null) s.setDeadlineMillisFromNow(millis);
    }

    /** Stops the running search, or its wait, and asks the pondering to end. */
    void cancel() {
        StopSignal s = running.get();
        if (s != null) s.stop();
        Ponder p = pondering;
        if (p != null) p.signal();
    }

    /** The client is gone: cancels the search and refuses new ones; the kept tree's memory is given back. */
    void close() {
        closed = true;
        cancel();
        releaseKept();
    }

    boolean isClosed() {
        return closed;
    }

    /** Whether a search runs, or waits for its place. */
    boolean isSearching() {
        return running.get() != null;
    }

    /** Waits until no search runs or waits, at most {@code timeout}; returns whether none does. */
    boolean awaitNone(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (searchEnded) {
            while (running.get() != null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) return false;
                TimeUnit.NANOSECONDS.timedWait(searchEnded, left);
            }
        }
        return true;
    }
}
