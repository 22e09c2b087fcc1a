package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/** Limits, cancellation, terminal roots, progress and parameters of {@link PnsSolver}. */
class PnsSolverLimitsTest {

    private static State emptyBoard() {
        return ConnectFourGame.standard().newInitialState();
    }

    @Test
    void nodeLimitYieldsUnknown() {
        State s = emptyBoard();
        SolveResult r = new PnsSolver().solve(s, SearchLimits.ofNodes(10_000), new StopSignal(), Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("nodes", r.stopReason());
        assertTrue(s.isLegal(r.bestMove()), "the favoured move, legal: " + r.bestMove());
        assertTrue(r.nodesCreated() <= 10_000 && r.nodesCreated() > 9_000, "created " + r.nodesCreated());
        assertEquals(0, s.ply(), "the state is restored");
        assertEquals(emptyBoard().positionText(), s.positionText());
    }

    @Test
    void timeLimitYieldsUnknown() {
        SolveResult r = new PnsSolver().solve(emptyBoard(), SearchLimits.ofMillis(150), new StopSignal(),
                Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("time", r.stopReason());
        assertTrue(r.seconds() < 1.0, "stopped after " + r.seconds() + " s");
    }

    @Test
    void memoryLimitYieldsUnknown() {
        SolveResult r = new PnsSolver().solve(emptyBoard(), SearchLimits.none().withMemory(200_000),
                new StopSignal(), Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("memory", r.stopReason());
        assertTrue(r.peakNodes() * PnsSolver.BYTES_PER_NODE <= 200_000, "peak " + r.peakNodes());
    }

    @Test
    void stopFromAnotherThreadReturnsPromptlyAndProgressIsReported() throws Exception {
        StopSignal stop = new StopSignal();
        List<SolveProgress> reports = new CopyOnWriteArrayList<>();
        AtomicLong stoppedAt = new AtomicLong();
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(1300);
            } catch (InterruptedException e) {
                return;
            }
            stoppedAt.set(System.nanoTime());
            stop.stop();
        });
        stopper.start();
        State s = emptyBoard();
        // The empty 7×6 board is far beyond PNS: only the stop can end this search.
        SolveResult r = new PnsSolver().solve(s, SearchLimits.none(), stop, reports::add);
        long returnedAt = System.nanoTime();
        stopper.join();
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("cancelled", r.stopReason(), "nodes created " + r.nodesCreated());
        double lag = (returnedAt - stoppedAt.get()) / 1e9;
        assertTrue(lag < 1.0, "returned " + lag + " s after the stop");
        assertFalse(reports.isEmpty(), "a progress report about once a second");
        SolveProgress p = reports.get(0);
        assertTrue(p.nodesCreated() > 0 && p.seconds() >= 0.9 && p.rootProof() > 0 && p.rootDisproof() > 0);
        assertEquals(0, s.ply());
    }

    @Test
    void terminalRootHasTheValueOfItsScore() throws Exception {
        // x plays column 1 four times: x has won and o is to move.
        State won = ConnectFourGame.standard().parsePosition("1212121");
        SolveResult r = new PnsSolver().solve(won, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
        assertEquals(Value.LOSS, r.value());
        assertEquals(-1, r.bestMove());
        assertEquals(0, r.pv().length);
        assertNull(r.stopReason());
        assertNull(r.score());
        // A full 1×4 board (no four possible) is a draw.
        State full = ConnectFourGame.of(1, 4).parsePosition("1111");
        assertEquals(Value.DRAW, new PnsSolver().solve(full, SearchLimits.none(), new StopSignal(),
                Solver.NO_PROGRESS).value());
    }

    @Test
    void immediateWinIsFoundWithItsMove() throws Exception {
        // x has three in column 1 and is to move: column 1 wins at once.
        State s = ConnectFourGame.standard().parsePosition("121212");
        SolveResult r = new PnsSolver().solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
        assertEquals(Value.WIN, r.value());
        assertEquals(0, r.bestMove());
        assertArrayEquals(new int[] {0}, r.pv());
    }

    @Test
    void isCataloguedWithItsParameters() {
        assertEquals(PnsSolver.TYPE, SearcherCatalog.solver("pns").orElseThrow());
        PnsSolver d = (PnsSolver) PnsSolver.TYPE.create(List.of());
        assertEquals(PnsSolver.Settings.defaults(), d.settings());
        PnsSolver u = (PnsSolver) PnsSolver.TYPE.create(List.of("tt=false", "init=uniform", "ttbits=16"));
        assertEquals(new PnsSolver.Settings(false, false, 16), u.settings());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PnsSolver.TYPE.create(List.of("init=random")));
        assertTrue(e.getMessage().contains("init"), e.getMessage());
    }
}
