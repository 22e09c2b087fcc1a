package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Limits, cancellation, progress, terminal roots and parameters of MCPNS, PPNS and MOPNS (PNS has
 * its own {@link PnsSolverLimitsTest}). The empty 7×6 Connect Four board is far beyond all of
 * them, so only a limit can end those searches.
 */
class PnsFamilyLimitsTest {

    static List<SolverType> solvers() {
        return List.of(McPnsSolver.TYPE, PpnsSolver.TYPE, MoPnsSolver.TYPE);
    }

    private static State emptyBoard() {
        return ConnectFourGame.standard().newInitialState();
    }

    private static SolveResult solve(SolverType t, State s, SearchLimits limits, StopSignal stop) {
        return t.create(List.of()).solve(s, limits, stop, Solver.NO_PROGRESS);
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void nodeLimitYieldsUnknown(SolverType t) {
        State s = emptyBoard();
        SolveResult r = solve(t, s, SearchLimits.ofNodes(10_000), new StopSignal());
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("nodes", r.stopReason());
        assertTrue(s.isLegal(r.bestMove()), "the favoured move, legal: " + r.bestMove());
        assertFalse(r.probabilistic());
        assertTrue(r.nodesCreated() <= 10_000 && r.nodesCreated() > 9_000, "created " + r.nodesCreated());
        assertEquals(0, s.ply(), "the state is restored");
        assertEquals(emptyBoard().positionText(), s.positionText());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void timeLimitYieldsUnknown(SolverType t) {
        SolveResult r = solve(t, emptyBoard(), SearchLimits.ofMillis(150), new StopSignal());
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("time", r.stopReason());
        assertTrue(r.seconds() < 1.0, "stopped after " + r.seconds() + " s");
    }

    /** Every member stores 20 bytes per node record, so the peak tree fits the limit. */
    @ParameterizedTest
    @MethodSource("solvers")
    void memoryLimitYieldsUnknown(SolverType t) {
        SolveResult r = solve(t, emptyBoard(), SearchLimits.none().withMemory(200_000), new StopSignal());
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("memory", r.stopReason());
        assertTrue(r.peakNodes() * 20 <= 200_000, "peak " + r.peakNodes());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void stopFromAnotherThreadReturnsPromptlyAndProgressIsReported(SolverType t) throws Exception {
        StopSignal stop = new StopSignal();
        List<SolveProgress> reports = new CopyOnWriteArrayList<>();
        AtomicLong stoppedAt = new AtomicLong();
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(1150);
            } catch (InterruptedException e) {
                return;
            }
            stoppedAt.set(System.nanoTime());
            stop.stop();
        });
        stopper.start();
        State s = emptyBoard();
        SolveResult r = t.create(List.of()).solve(s, SearchLimits.none(), stop, reports::add);
        long returnedAt = System.nanoTime();
        stopper.join();
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("cancelled", r.stopReason(), "nodes created " + r.nodesCreated());
        double lag = (returnedAt - stoppedAt.get()) / 1e9;
        assertTrue(lag < 1.0, "returned " + lag + " s after the stop");
        assertFalse(reports.isEmpty(), "a progress report about once a second");
        SolveProgress p = reports.get(0);
        assertTrue(p.nodesCreated() > 0 && p.treeNodes() > 0 && p.seconds() >= 0.9, p.toString());
        assertEquals(0, s.ply());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void terminalRootHasTheValueOfItsScore(SolverType t) throws Exception {
        State won = ConnectFourGame.standard().parsePosition("1212121");
        SolveResult r = solve(t, won, SearchLimits.none(), new StopSignal());
        assertEquals(Value.LOSS, r.value());
        assertEquals(-1, r.bestMove());
        assertEquals(0, r.pv().length);
        assertFalse(r.probabilistic());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void immediateWinIsFoundWithItsMove(SolverType t) throws Exception {
        // On 4×4, so that MOPNS's exact score (no later win scores as much) is quick to prove.
        State s = ConnectFourGame.of(4, 4).parsePosition("121212");
        SolveResult r = solve(t, s, SearchLimits.none(), new StopSignal());
        assertEquals(Value.WIN, r.value());
        assertEquals(0, r.bestMove());
        assertEquals(0, r.pv()[0]);
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void isCatalogued(SolverType t) {
        assertEquals(t, SearcherCatalog.solver(t.name()).orElseThrow());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> t.create(List.of("tt=perhaps")));
        assertTrue(e.getMessage().contains("'tt'"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void parametersAreReadAndChecked() {
        assertEquals(McPnsSolver.Settings.defaults(), ((McPnsSolver) McPnsSolver.TYPE.create(List.of())).settings());
        assertEquals(new McPnsSolver.Settings(25, 7, false, 16), ((McPnsSolver) McPnsSolver.TYPE.create(
                List.of("playouts=25", "seed=7", "tt=false", "ttbits=16"))).settings());
        assertEquals(PpnsSolver.Settings.defaults(), ((PpnsSolver) PpnsSolver.TYPE.create(List.of())).settings());
        assertEquals(new PpnsSolver.Settings(0.001, 0.0001, 10, 2, true, true, 24), ((PpnsSolver) PpnsSolver.TYPE
                .create(List.of("theta=0.001", "pr=0.0001", "seed=2", "exact=true"))).settings());
        assertEquals(MoPnsSolver.Settings.defaults(), ((MoPnsSolver) MoPnsSolver.TYPE.create(List.of())).settings());
        assertEquals(new MoPnsSolver.Settings(MoPnsSolver.Outcomes.WDL, false, 24), ((MoPnsSolver) MoPnsSolver.TYPE
                .create(List.of("outcomes=wdl", "tt=false"))).settings());
        for (String[] bad : new String[][] {{"mcpns", "playouts=0", "playouts"}, {"ppns", "theta=0.7", "theta"},
                {"ppns", "pr=-1", "pr"}, {"mopns", "outcomes=all", "outcomes"}, {"pns", "goals=three", "goals"}}) {
            SolverType t = SearcherCatalog.solver(bad[0]).orElseThrow();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.create(List.of(bad[1])));
            assertTrue(e.getMessage().contains("'" + bad[2] + "'"), e.getMessage());
        }
    }
}
