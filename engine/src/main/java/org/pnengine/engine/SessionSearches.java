package org.pnengine.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.pnengine.game.State;
import org.pnengine.search.Player;
import org.pnengine.search.Ponder;
import org.pnengine.search.SearchLimits;
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
     * another place stays free); null if it does not. The move's limits {@code move} go with it
     * as a hint; its wall time is capped as any search's, its CPU time goes to {@code cpu}, and it
     * ends as soon as a search waits for a place.
     */
    Ponder ponder(Player p, State position, SearchLimits move, CpuMeter cpu) {
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

    /** Stops the running search, or its wait. */
    void cancel() {
        StopSignal s = running.get();
        if (s != null) s.stop();
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
