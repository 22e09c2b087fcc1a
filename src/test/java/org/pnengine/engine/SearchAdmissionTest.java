package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;

/**
 * The admission of searches shared by a server's sessions: searches at once, the memory they
 * reserve (a solve all of its memory or {@code busy}, a player half of what is free at most), the
 * tree a player keeps, and a player's threads.
 */
class SearchAdmissionTest {

    private static final long MB = 1 << 20;

    private static String busy(Executable e) {
        EngineException x = assertThrows(EngineException.class, e);
        assertEquals(Kind.BUSY, x.kind());
        return x.detail();
    }

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

    /** Two sessions of one server: a solve while the other's runs is busy at a cap of one search. */
    @Test
    void sessionsShareTheAdmission() throws Exception {
        EngineConfig config = EngineConfig.defaults().withAdmission(new SearchAdmission(1, 1024 * MB, 4));
        Session a = new Session(config);
        Session b = new Session(config);
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
        Session s = new Session(EngineConfig.defaults().withAdmission(new SearchAdmission(4, 8 * MB, 4)));
        SolverType pns = SearcherCatalog.SOLVERS.get(0);
        var r = s.solve(pns, Params.parse(pns.name(), pns.params(), List.of()), SearchLimits.ofNodes(1000), Solver.NO_PROGRESS);
        assertEquals("nodes", r.stopReason());
        busy(() -> s.solve(pns, Params.parse(pns.name(), pns.params(), List.of()),
                SearchLimits.ofNodes(1000).withMemory(9 * MB), Solver.NO_PROGRESS));
    }

    @Test
    void aPlayersThreadsAreCapped() throws Exception {
        EngineConfig config = EngineConfig.defaults().withAdmission(new SearchAdmission(10, 1024 * MB, 1));
        Session s = new Session(config);
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
        Session s = new Session(EngineConfig.defaults().withAdmission(new SearchAdmission(10, 1024 * MB, 1)));
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
