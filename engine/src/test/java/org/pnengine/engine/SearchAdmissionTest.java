package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;

/**
 * The admission of searches shared by a server's sessions: searches at once, the line of those
 * waiting for a place (first come, first served, bounded, a refused session keeping its turn,
 * pondering giving way), the memory they reserve (a solve all of its memory or {@code busy}, a
 * player half of what is free at most), the tree a player keeps, and a player's threads.
 */
class SearchAdmissionTest {

    private static final long MB = 1 << 20;
    private static final long MINUTE = 60_000;

    /** Threads of their own for the waiters (the common pool may have one thread on two cores). */
    private final ExecutorService waiters = Executors.newCachedThreadPool();

    @AfterEach
    void stopWaiters() {
        waiters.shutdownNow();
    }

    /** A player's search waiting up to a minute for its place on a thread of its own; its index goes to {@code order} once admitted. */
    private Future<SearchAdmission.Ticket> waiter(SearchAdmission a, SearchAdmission.Turn turn, StopSignal stop, List<Integer> order,
                                                  int index) throws InterruptedException {
        int before = a.waiting();
        Future<SearchAdmission.Ticket> f = waiters.submit(() -> {
            SearchAdmission.Ticket t = a.admitPlayer(MB, turn, MINUTE, stop);
            order.add(index);
            return t;
        });
        awaitWaiting(a, before + 1);
        return f;
    }

    private static void awaitWaiting(SearchAdmission a, int n) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (a.waiting() != n && System.nanoTime() < end) Thread.sleep(1);
        assertEquals(n, a.waiting(), "searches in line");
    }

    @Test
    void waitersAreAdmittedFirstComeFirstServed() throws Exception {
        SearchAdmission a = new SearchAdmission(1, 10, 100 * MB, 4, SearchLimits.UNLIMITED);
        SearchAdmission.Ticket held = a.admitPlayer(MB);
        List<Integer> order = new CopyOnWriteArrayList<>();
        List<Future<SearchAdmission.Ticket>> line = new ArrayList<>();
        for (int i = 0; i < 3; i++) line.add(waiter(a, new SearchAdmission.Turn(), null, order, i));
        for (int i = 0; i < 3; i++) {
            held.close();
            held = line.get(i).get(20, TimeUnit.SECONDS);
            assertEquals(List.of(0, 1, 2).subList(0, i + 1), order, "one admitted per place given back, in order");
            assertEquals(1, a.running());
            assertEquals(2 - i, a.waiting());
        }
        held.close();
        assertEquals(0, a.running());
    }

    @Test
    void theLineIsBounded() throws Exception {
        SearchAdmission a = new SearchAdmission(1, 2, 100 * MB, 4, SearchLimits.UNLIMITED);
        SearchAdmission.Ticket held = a.admitPlayer(MB);
        List<Integer> order = new CopyOnWriteArrayList<>();
        Future<SearchAdmission.Ticket> first = waiter(a, new SearchAdmission.Turn(), null, order, 0);
        waiter(a, new SearchAdmission.Turn(), null, order, 1);
        long t0 = System.nanoTime();
        assertEquals("the server's limit of searches at once (1) is reached and 2 more wait; try again later",
                busy(() -> a.admitSolve(MB, new SearchAdmission.Turn(), MINUTE, null)));
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(30), "refused at once, without waiting its minute");
        assertEquals(2, a.waiting());
        held.close();
        first.get(20, TimeUnit.SECONDS);
        // Without a line, a search over the cap is refused at once.
        SearchAdmission none = new SearchAdmission(1, 0, 100 * MB, 4, SearchLimits.UNLIMITED);
        none.admitPlayer(MB);
        assertEquals("the server's limit of searches at once (1) is reached; try again later",
                busy(() -> none.admitPlayer(MB, new SearchAdmission.Turn(), MINUTE, null)));
    }

    /** A session refused after its wait keeps its turn: its retry goes before those who came after it. */
    @Test
    void aRefusedSessionKeepsItsTurn() throws Exception {
        SearchAdmission a = new SearchAdmission(1, 1, 100 * MB, 4, SearchLimits.UNLIMITED);
        SearchAdmission.Ticket held = a.admitPlayer(MB);
        SearchAdmission.Turn early = new SearchAdmission.Turn();
        String refused = busy(() -> a.admitPlayer(MB, early, 20, null));
        assertTrue(refused.matches("no place among the server's 1 searches at once came free in \\d+\\.\\d{3} s of waiting;"
                + " try again later"), refused);
        assertEquals(0, a.waiting());
        List<Integer> order = new CopyOnWriteArrayList<>();
        Future<SearchAdmission.Ticket> late = waiter(a, new SearchAdmission.Turn(), null, order, 1);
        // The line is full (one place), and its one waiter came later: it gives way.
        Future<SearchAdmission.Ticket> retry = waiters.submit(() -> {
            SearchAdmission.Ticket t = a.admitPlayer(MB, early, MINUTE, null);
            order.add(0);
            return t;
        });
        ExecutionException e = assertThrows(ExecutionException.class, () -> late.get(20, TimeUnit.SECONDS));
        assertEquals("the server's limit of searches at once (1) is reached and 1 more wait; try again later",
                ((EngineException) e.getCause()).detail());
        awaitWaiting(a, 1);
        held.close();
        retry.get(20, TimeUnit.SECONDS).close();
        assertEquals(List.of(0), order);
    }

    @Test
    void aStopEndsTheWait() throws Exception {
        SearchAdmission a = new SearchAdmission(1, 10, 100 * MB, 4, SearchLimits.UNLIMITED);
        a.admitPlayer(MB);
        StopSignal stop = new StopSignal();
        Future<SearchAdmission.Ticket> w = waiter(a, new SearchAdmission.Turn(), stop, new ArrayList<>(), 0);
        stop.stop();
        ExecutionException e = assertThrows(ExecutionException.class, () -> w.get(20, TimeUnit.SECONDS));
        assertEquals("stopped while waiting for a place among the server's 1 searches at once",
                ((EngineException) e.getCause()).detail());
        assertEquals(0, a.waiting());
        busy(() -> a.admitPlayer(MB, new SearchAdmission.Turn(), MINUTE, stop));   // stopped before: not even a wait
    }

    /** Pondering takes neither the last place nor a place anyone waits for, and gives its place to a search that must wait. */
    @Test
    void ponderingGivesWay() throws Exception {
        SearchAdmission a = new SearchAdmission(2, 10, 100 * MB, 4, SearchLimits.UNLIMITED);
        AtomicInteger yields = new AtomicInteger();
        SearchAdmission.Ticket ponder = a.admitPonder(MB, yields::incrementAndGet);
        assertNotNull(ponder);
        assertNull(a.admitPonder(MB, () -> { }), "never the last place");
        SearchAdmission.Ticket search = a.admitPlayer(MB);
        List<Integer> order = new CopyOnWriteArrayList<>();
        Future<SearchAdmission.Ticket> waiting = waiter(a, new SearchAdmission.Turn(), null, order, 0);
        assertEquals(1, yields.get(), "the pondering was asked to give its place back");
        assertNull(a.admitPonder(MB, () -> { }), "nor a place someone waits for");
        ponder.close();   // the pondering ended, as asked
        waiting.get(20, TimeUnit.SECONDS).close();
        assertEquals(List.of(0), order);
        search.close();
        assertEquals(1, yields.get(), "asked once");
        assertNotNull(a.admitPonder(MB, () -> { }));
    }

    private static String busy(Executable e) {
        EngineException x = assertThrows(EngineException.class, e);
        assertEquals(Kind.BUSY, x.kind());
        return x.detail();
    }

    /** Asked without a wait, a search over the cap is refused at once. */
    @Test
    void searchesBeyondTheCapAreBusyUntilOneEnds() throws Exception {
        SearchAdmission a = new SearchAdmission(2, 100 * MB, 4);
        SearchAdmission.Ticket t1 = a.admitPlayer(MB);
        a.admitSolve(MB);
        assertEquals("the server's limit of searches at once (2) is reached; try again later",
                busy(() -> a.admitPlayer(MB)));
        busy(() -> a.admitSolve(MB));
        t1.close();
        t1.close();   // idempotent
        assertEquals(1, a.running());
        a.admitPlayer(MB);
        assertEquals(2, a.running());
    }

    @Test
    void aSolveReservesAllItsMemoryOrIsBusy() throws Exception {
        SearchAdmission a = new SearchAdmission(10, 100 * MB, 4);
        SearchAdmission.Ticket t = a.admitSolve(60 * MB);
        assertEquals(60 * MB, t.memoryBytes());
        assertEquals("the solve needs 50 MB and 40 MB of the server's 100 MB of search memory are free;"
                + " try again later, or give a smaller memory=", busy(() -> a.admitSolve(50 * MB)));
        assertEquals(40 * MB, a.admitSolve(40 * MB).memoryBytes());
        t.close();
        assertEquals(40 * MB, a.reserved());
    }

    @Test
    void aPlayerTakesAtMostHalfOfWhatIsFreeAndKeepsItsTree() throws Exception {
        SearchAdmission a = new SearchAdmission(10, 100 * MB, 4);
        SearchAdmission.Ticket first = a.admitPlayer(80 * MB);
        assertEquals(50 * MB, first.memoryBytes());
        assertEquals(25 * MB, a.admitPlayer(80 * MB).memoryBytes());
        assertEquals(10 * MB, a.admitPlayer(10 * MB).memoryBytes(), "no more than it asks");
        first.keep(5 * MB);
        assertEquals(2, a.running(), "a kept tree is not a running search");
        assertEquals(40 * MB, a.reserved());
        first.keep(80 * MB);
        assertEquals(40 * MB, a.reserved(), "never more than it held");
        first.close();
        assertEquals(35 * MB, a.reserved());
    }

    /**
     * Two sessions of one server: at a cap of one search, a genmove while the other's solve runs
     * waits half its move time for a place, then is answered busy.
     */
    @Test
    void sessionsShareTheAdmission() throws Exception {
        EngineConfig config = EngineConfig.defaults().withAdmission(new SearchAdmission(1, 1024 * MB, 4));
        EngineSession a = new EngineSession(config);
        EngineSession b = new EngineSession(config);
        SolverType pns = SearcherCatalog.SOLVERS.get(0);
        CompletableFuture<?> solving = CompletableFuture.runAsync(() -> {
            try {
                a.solve(pns, Params.parse(pns.name(), pns.params(), List.of()), SearchLimits.ofMillis(30_000),
                        Solver.NO_PROGRESS);
            } catch (EngineException e) {
                throw new IllegalStateException(e);
            }
        });
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!a.isSearching() && System.nanoTime() < end) Thread.sleep(1);
        busy(() -> b.genmove(Game.FIRST, true));
        assertEquals(0, b.state().ply(), "nothing was played");
        a.cancelSearch();
        solving.get(10, TimeUnit.SECONDS);
        assertEquals(0, config.admission().running());
        assertEquals(0, config.admission().reserved());
        b.configurePlayer("uct", List.of("playouts=2000", "threads=1"));
        b.genmove(Game.FIRST, true);
        assertTrue(config.admission().reserved() > 0, "the tree kept for the next move stays reserved");
        assertEquals(0, config.admission().running());
        b.clearBoard();
        assertEquals(0, config.admission().reserved(), "a new game lets it go");
        b.genmove(Game.FIRST, true);
        b.close();
        assertEquals(0, config.admission().reserved(), "so does the end of the session");
    }

    /** A solve without memory= takes the default share, but never more than the server's whole search memory. */
    @Test
    void theDefaultShareOfASolveFitsAnIdleServer() throws Exception {
        EngineSession s = new EngineSession(EngineConfig.defaults().withAdmission(new SearchAdmission(4, 8 * MB, 4)));
        SolverType pns = SearcherCatalog.SOLVERS.get(0);
        var r = s.solve(pns, Params.parse(pns.name(), pns.params(), List.of()), SearchLimits.ofNodes(1000), Solver.NO_PROGRESS);
        assertEquals("nodes", r.stopReason());
        busy(() -> s.solve(pns, Params.parse(pns.name(), pns.params(), List.of()),
                SearchLimits.ofNodes(1000).withMemory(9 * MB), Solver.NO_PROGRESS));
    }

    @Test
    void aPlayersThreadsAreCapped() throws Exception {
        EngineConfig config = EngineConfig.defaults().withAdmission(new SearchAdmission(10, 1024 * MB, 1));
        EngineSession s = new EngineSession(config);
        EngineException e = assertThrows(EngineException.class, () -> s.configurePlayer("uct", List.of("threads=2")));
        assertEquals(Kind.BAD_ARGUMENT, e.kind());
        assertEquals("parameter 'threads' must be at most 1 on this server (got 2)", e.detail());
        // threads=0, one per processor, is held to the cap.
        s.configurePlayer("uct", List.of("threads=0"));
        int expected = Runtime.getRuntime().availableProcessors() > 1 ? 1 : 0;
        assertTrue(s.playerDescription().contains(" threads=" + expected + " "), s.playerDescription());
    }

    @Test
    void aSolversThreadsAreCapped() throws Exception {
        EngineSession s = new EngineSession(EngineConfig.defaults().withAdmission(new SearchAdmission(10, 1024 * MB, 1)));
        SolverType ab = SearcherCatalog.solver("alphabeta").orElseThrow();
        EngineException e = assertThrows(EngineException.class, () -> s.solve(ab,
                Params.parse(ab.name(), ab.params(), List.of("threads=2")), SearchLimits.ofNodes(1000), Solver.NO_PROGRESS));
        assertEquals(Kind.BAD_ARGUMENT, e.kind());
        assertEquals("parameter 'threads' must be at most 1 on this server (got 2)", e.detail());
        var r = s.solve(ab, Params.parse(ab.name(), ab.params(), List.of("threads=1")), SearchLimits.ofNodes(1000),
                Solver.NO_PROGRESS);
        assertEquals("nodes", r.stopReason());
    }
}
