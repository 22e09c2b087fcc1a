package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.pnengine.TestTime;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;

/** Checks that every solver with {@code threads=N} must pass, on the empty Connect Four board. */
public final class ThreadedSolverChecks {

    /** How soon after a stop a solve with helpers returns, on an idle machine. */
    private static final long STOP_GRACE_MILLIS = 2000;

    private ThreadedSolverChecks() {
    }

    /**
     * A stop from another thread ends every search: the solve answers unknown soon after it
     * (within {@value #STOP_GRACE_MILLIS} ms of CPU time, and that times a slack of wall time:
     * {@link TestTime}), with the root restored; no thread named {@code helperPrefix...} is still
     * in a method named {@code searchMethod...} once it has returned; and the helpers' CPU time is
     * counted.
     */
    public static void aStopEndsEveryThread(Solver solver, String helperPrefix, String searchMethod) throws Exception {
        State s = ConnectFourGame.standard().newInitialState();
        StopSignal stop = new StopSignal();
        long cpu0 = solver.helperCpuNanos();
        TestTime.Background<SolveResult> running = TestTime.background("ThreadedSolverChecks-solve",
                () -> solver.solve(s, SearchLimits.none(), stop, Solver.NO_PROGRESS));
        Thread.sleep(400);
        SolveResult r = running.stopAndAwait(stop::stop, 30);
        assertEquals(Value.UNKNOWN, r.value());
        assertNotNull(r.stopReason());
        running.assertPrompt(STOP_GRACE_MILLIS, "a solve with helpers");
        assertEquals(0, s.ply(), "the root is restored");
        for (Map.Entry<Thread, StackTraceElement[]> t : Thread.getAllStackTraces().entrySet()) {
            if (!t.getKey().getName().startsWith(helperPrefix)) continue;
            for (StackTraceElement e : t.getValue()) {
                assertTrue(!e.getMethodName().startsWith(searchMethod), t.getKey().getName() + " still searches");
            }
        }
        if (Threads.cpuTimeSupported()) assertTrue(solver.helperCpuNanos() > cpu0, "the helper's CPU time is counted");
    }

    /**
     * The node limit is the threads' together: on the empty board they stop at {@code limit}
     * nodes or a little past it (each thread reports its count at its polls), below {@code below},
     * not one limit each.
     */
    public static void theNodeLimitIsShared(Solver solver, long limit, long below) {
        State s = ConnectFourGame.standard().newInitialState();
        SolveResult r = solver.solve(s, SearchLimits.ofNodes(limit), new StopSignal(), Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, r.value());
        assertEquals("nodes", r.stopReason());
        assertTrue(r.nodesCreated() >= limit * 29 / 30 && r.nodesCreated() < below, "nodes " + r.nodesCreated());
    }
}
