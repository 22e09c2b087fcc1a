package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.TimeControls;
import org.pnengine.search.Value;

/**
 * A session's searches on a full server: a genmove's wait counts against its own time and ends
 * in {@code busy} at half of it, a wait ends at once on {@code stop} or a disconnect, pondering
 * gives its place to a waiting search, and the server's cap on a search's time ends a solve and
 * an analysis. No speed is asserted: only that a wait lasted at least what it must, and bounds
 * far above what it may.
 */
@Timeout(120)
class EngineSessionSearchLineTest {

    private static final long MB = 1 << 20;
    private static final long GENEROUS = TimeUnit.SECONDS.toNanos(30);
    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    /** One place and a line of ten; the place is taken by the caller with {@code admission().admitPlayer}. */
    private static EngineConfig onePlace(long maxSearchMillis) {
        return EngineConfig.defaults().withAdmission(new SearchAdmission(1, 10, 1024 * MB, 4, maxSearchMillis));
    }

    /** A player that records its limits and plays the first legal move at once. */
    private static PlayerType recorder(List<SearchLimits> log) {
        return new PlayerType("recorder", List.of(), "records the limits it is given", p -> (state, limits, stop) -> {
            log.add(limits);
            int[] moves = new int[state.game().maxMoves()];
            state.legalMoves(moves);
            return new MoveDecision(moves[0], Value.UNKNOWN, 0.5, 0, 0, 0, new int[] {moves[0]});
        });
    }

    private static SolveResult solve(EngineSession s, SearchLimits limits) throws EngineException {
        SolverType pns = SearcherCatalog.solver("pns").orElseThrow();
        return s.solve(pns, Params.parse(pns.name(), pns.params(), List.of()), limits, Solver.NO_PROGRESS);
    }

    private <T> Future<T> inLine(SearchAdmission a, Callable<T> search) throws InterruptedException {
        Future<T> f = pool.submit(search);
        long end = System.nanoTime() + GENEROUS;
        while (a.waiting() == 0 && !f.isDone() && System.nanoTime() < end) Thread.sleep(1);
        assertEquals(1, a.waiting(), "the search waits for its place");
        return f;
    }

    private static String busy(Future<?> f) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> f.get(30, TimeUnit.SECONDS));
        EngineException x = (EngineException) e.getCause();
        assertEquals(Kind.BUSY, x.kind());
        return x.detail();
    }

    /** A genmove without a place for half of its time is answered busy, having changed nothing. */
    @Test
    void aGenmoveWithoutAPlaceInTimeIsBusy() throws Exception {
        EngineConfig config = onePlace(SearchLimits.UNLIMITED);
        config.admission().admitPlayer(MB);
        List<SearchLimits> log = new ArrayList<>();
        EngineSession s = new EngineSession(config);
        s.configurePlayer("uct", List.of("movetime=0.4"));
        s.usePlayerType(recorder(log));
        long t0 = System.nanoTime();
        EngineException e = assertThrows(EngineException.class, () -> s.genmove(Game.FIRST, true));
        long waited = System.nanoTime() - t0;
        assertEquals(Kind.BUSY, e.kind());
        assertTrue(e.detail().matches("no place among the server's 1 searches at once came free in \\d+\\.\\d{3} s of waiting;"
                + " try again later"), e.detail());
        assertTrue(waited >= TimeUnit.MILLISECONDS.toNanos(200), "it waited half of its 0.4 s: " + waited / 1e6 + " ms");
        assertTrue(waited < GENEROUS, "and not much more: " + waited / 1e6 + " ms");
        assertTrue(log.isEmpty(), "no search");
        assertEquals(0, s.state().ply(), "nothing played");
        assertFalse(s.isSearching());
        assertEquals(0, config.admission().waiting());
    }

    /** A genmove that waited searches with what is left of its time, and the clock is charged the wait. */
    @Test
    void theWaitCountsAgainstTheMovesTime() throws Exception {
        EngineConfig config = onePlace(SearchLimits.UNLIMITED);
        SearchAdmission.Ticket held = config.admission().admitPlayer(MB);
        List<SearchLimits> log = new CopyOnWriteArrayList<>();
        EngineSession s = new EngineSession(config);
        s.usePlayerType(recorder(log));
        s.setTimeControls(TimeControls.absolute(600_000));
        // The same move without a wait, for its budget.
        EngineSession alone = new EngineSession(EngineConfig.defaults());
        alone.usePlayerType(recorder(log));
        alone.setTimeControls(TimeControls.absolute(600_000));
        alone.genmove(Game.FIRST, false);
        SearchLimits planned = log.remove(0);
        assertTrue(planned.softMillis() > 2_000, "a budget long enough to wait in: " + planned);
        Future<EngineSession.GeneratedMove> move = inLine(config.admission(), () -> s.genmove(Game.FIRST, true));
        Thread.sleep(300);
        held.close();
        EngineSession.GeneratedMove m = move.get(30, TimeUnit.SECONDS);
        SearchLimits given = log.get(0);
        assertTrue(given.softMillis() <= planned.softMillis() - 300 && given.hardMillis() <= planned.hardMillis() - 300,
                "the search had what was left after its wait of 300 ms or more: " + given + ", planned " + planned);
        assertTrue(m.millis() >= 300, "the move's time includes its wait: " + m.millis() + " ms");
        assertTrue(s.clock(Game.FIRST).millisLeft() <= 600_000 - 300, "so does the clock's charge");
        assertEquals(1, s.state().ply());
    }

    @Test
    void stopEndsTheWait() throws Exception {
        EngineConfig config = onePlace(SearchLimits.UNLIMITED);
        config.admission().admitPlayer(MB);
        EngineSession s = new EngineSession(config);
        Future<SolveResult> solve = inLine(config.admission(), () -> solve(s, SearchLimits.none()));
        long t0 = System.nanoTime();
        s.cancelSearch();
        assertEquals("stopped while waiting for a place among the server's 1 searches at once", busy(solve));
        assertTrue(System.nanoTime() - t0 < GENEROUS, "well before the minute a solve without a time limit may wait");
        assertFalse(s.isSearching());
        // The session carries on: a genmove (waiting half of its second) is stopped the same way.
        s.configurePlayer("uct", List.of("movetime=120"));
        Future<EngineSession.GeneratedMove> move = inLine(config.admission(), () -> s.genmove(Game.FIRST, true));
        s.cancelSearch();
        assertEquals("stopped while waiting for a place among the server's 1 searches at once", busy(move));
        assertEquals(0, s.state().ply());
    }

    @Test
    void aDisconnectEndsTheWait() throws Exception {
        EngineConfig config = onePlace(SearchLimits.UNLIMITED);
        config.admission().admitPlayer(MB);
        EngineSession s = new EngineSession(config);
        StopSignal never = new StopSignal();
        Future<Void> analysis = inLine(config.admission(), () -> {
            s.analyze(Game.FIRST, 10, info -> { }, never);
            return null;
        });
        s.close();
        busy(analysis);
        assertEquals(0, config.admission().waiting());
        assertFalse(s.isSearching());
    }

    /** A search that must wait asks the pondering to end, and takes its place. */
    @Test
    void ponderingGivesItsPlaceToAWaitingSearch() throws Exception {
        EngineConfig config = EngineConfig.defaults().withAdmission(new SearchAdmission(2, 10, 1024 * MB, 4, SearchLimits.UNLIMITED));
        EngineSession ponders = new EngineSession(config);
        // A playout budget: the pondering has no time to follow, and would go on for long.
        ponders.configurePlayer("mcts-solver", List.of("seed=1", "threads=1", "playouts=300", "ponder=true"));
        ponders.genmove(Game.FIRST, true);
        assertTrue(ponders.isPondering(), "pondering on the server's other place");
        SearchAdmission.Ticket held = config.admission().admitPlayer(MB);
        EngineSession other = new EngineSession(config);
        // Its wait is at most its time, 5 s: the pondering, left alone, would go on far longer.
        SolveResult r = solve(other, SearchLimits.ofMillis(5_000).withNodes(1000).withMemory(16 * MB));
        assertEquals("nodes", r.stopReason(), "admitted within its wait: the pondering gave its place");
        // Its thread gave the place back on its way out, and ends just after.
        assertTrue(ponders.awaitPonderEnd(30_000), "the pondering ended");
        held.close();
        ponders.close();
    }

    /**
     * Runs {@code search} on a thread of its own and returns what it answers; a search still
     * running after 30 s (one the cap did not end) is stopped and fails the test.
     */
    private <T> T ended(EngineSession s, Callable<T> search) throws Exception {
        Future<T> f = pool.submit(search);
        try {
            return f.get(30, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            s.cancelSearch();
            throw new AssertionError("the search was still running after 30 s", e);
        }
    }

    @Test
    void theServersTimeCapEndsASolve() throws Exception {
        EngineSession s = new EngineSession(onePlace(300));
        SolveResult r = ended(s, () -> solve(s, SearchLimits.none()));
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("time", r.stopReason());
        // A shorter time of its own still counts.
        assertEquals("time", solve(s, SearchLimits.ofMillis(50)).stopReason());
    }

    @Test
    void theServersTimeCapEndsAnAnalysis() throws Exception {
        EngineSession s = new EngineSession(onePlace(300));
        s.configurePlayer("uct", List.of("threads=1"));
        List<SearchInfo> reports = new CopyOnWriteArrayList<>();
        StopSignal never = new StopSignal();
        long t0 = System.nanoTime();
        ended(s, () -> {
            s.analyze(Game.FIRST, 50, reports::add, never);
            return null;
        });
        long took = System.nanoTime() - t0;
        assertTrue(took >= TimeUnit.MILLISECONDS.toNanos(300), "it ran its 300 ms: " + took / 1e6 + " ms");
        assertFalse(never.isCancelled(), "nobody stopped it");
        assertFalse(reports.isEmpty());
        assertEquals(0, s.config().admission().running());
    }
}
