package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pnengine.ReferenceData;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.woodpush.WoodpushGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.ThreadedSolverChecks;
import org.pnengine.search.Value;
import org.pnengine.search.alphabeta.AlphaBetaSolver;

/**
 * {@link DfpnSolver} with {@code threads=}: the searches share the table, so every answer must be
 * the one-thread answer (the same win/draw/loss, the sign of the exact score), on Connect Four,
 * on Breakthrough, on a game that can cycle, and on Pons' reference sets; the move must keep
 * the value; a stop and the node limit end every thread.
 */
class DfpnThreadsTest {

    private static SolveResult solve(Solver solver, State s) {
        return solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    private static DfpnSolver solver(int threads) {
        return new DfpnSolver(new DfpnSolver.Settings(0.25, true, 16, threads));
    }

    private static Value sign(int v) {
        return v > 0 ? Value.WIN : v < 0 ? Value.LOSS : Value.DRAW;
    }

    /** The exact score of the position for its side to move (alpha-beta, one thread). */
    private static int exact(State s) {
        if (s.isTerminal()) return s.toMove() == Game.FIRST ? s.score() : -s.score();
        return solve(new AlphaBetaSolver(), s).score();
    }

    /** The value of playing {@code move} in {@code s}, for the side to move in {@code s}. */
    private static Value valueAfter(State s, int move) {
        int mover = s.toMove();
        s.apply(move);
        int after = exact(s);
        boolean turnPassed = s.toMove() != mover;
        s.undo();
        return sign(turnPassed ? -after : after);
    }

    /** The same value with 1, 2 and 3 threads as the exact score's sign; a win's or draw's move keeps it. */
    private static void sameAnswers(Game g, long seed, int positions, int minPlies, int spread) {
        Random rng = new Random(seed);
        int[] buf = new int[g.maxMoves()];
        for (int i = 0; i < positions; i++) {
            State s = g.newInitialState();
            int plies = minPlies + rng.nextInt(spread);
            for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            String text = s.positionText();
            String where = g.descriptor() + " " + text;
            Value truth = sign(exact(s));
            assertEquals(truth, solve(solver(1), s).value(), where + ": one thread");
            for (int threads : new int[] {2, 3}) {
                SolveResult r = solve(solver(threads), s);
                assertEquals(truth, r.value(), where + ": " + threads + " threads");
                assertNull(r.stopReason(), where);
                assertEquals(text, s.positionText(), where + ": restored");
                if (truth != Value.LOSS && !s.isTerminal()) {
                    assertEquals(truth, valueAfter(s, r.bestMove()), where + ": the move with " + threads + " threads");
                }
            }
        }
    }

    @Test
    void connectFourSmallBoardsGiveTheOneThreadAnswers() {
        sameAnswers(ConnectFourGame.of(5, 4), 41, 30, 2, 10);
        sameAnswers(ConnectFourGame.of(6, 5), 42, 4, 10, 6);
    }

    /**
     * The race of a helper that starts a goal after the main search has stored the root's proof
     * but before it has settled the goal: the helper then settles it first. Its answer's move
     * must come from a root frame of that goal, filled from the table, not from a frame left from
     * an earlier goal or never filled (it was move 0 there, or an exception). The hook holds the
     * helper until the main search has solved the last goal, and the main search until the
     * helper is about to settle it, so the interleaving is the same in every run. One position
     * of each value on Connect Four 5×4.
     */
    @Test
    void aHelperThatFindsTheRootProvenSettlesWithAGoodMove() throws Exception {
        Game g = ConnectFourGame.of(5, 4);
        Random rng = new Random(43);
        int[] buf = new int[g.maxMoves()];
        Set<Value> seen = EnumSet.noneOf(Value.class);
        for (int tries = 0; seen.size() < 3 && tries < 500; tries++) {
            State s = g.newInitialState();
            int plies = 4 + rng.nextInt(6);
            for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            if (s.isTerminal() || s.legalMoves(buf) < 3) continue;
            Value truth = sign(exact(s));
            if (!seen.add(truth)) continue;
            int lastGoal = truth == Value.WIN ? 0 : 1;
            CountDownLatch mainSolved = new CountDownLatch(1);
            CountDownLatch helperSettling = new CountDownLatch(1);
            DfpnSolver.raceHook = new DfpnSolver.RaceHook() {
                @Override
                public void helperStarts() {
                    await(mainSolved);
                }

                @Override
                public void beforeSettle(boolean helper, int goal) {
                    if (helper) {
                        helperSettling.countDown();
                    } else if (goal == lastGoal) {
                        mainSolved.countDown();
                        await(helperSettling);
                    }
                }
            };
            String where = g.descriptor() + " " + s.positionText();
            SolveResult r;
            try {
                r = solve(solver(2), s);
            } finally {
                DfpnSolver.raceHook = null;
            }
            assertEquals(0, helperSettling.getCount(), where + ": the helper reached the goal's settling");
            assertEquals(truth, r.value(), where);
            // Every move of a loss loses: there the race showed only as an exception.
            if (truth != Value.LOSS) {
                assertEquals(truth, valueAfter(s, r.bestMove()), where + ": the move keeps the value");
            }
        }
        assertEquals(3, seen.size(), "a win, a draw and a loss among the positions");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void breakthroughGivesTheOneThreadAnswers() {
        Game bt = GameCatalog.find("breakthrough").orElseThrow().create(List.of("width=3", "height=5"));
        sameAnswers(bt, 51, 8, 2, 5);
    }

    @Test
    void aGameThatCyclesGivesTheOneThreadAnswers() {
        sameAnswers(WoodpushGame.of(8, 3), 61, 20, 0, 12);
    }

    /** The first 40 positions of Test_L2_R1 and the first of Test_L1_R2, with two threads: the score's sign. */
    @Test
    void ponsReferenceValuesWithTwoThreads() throws Exception {
        ConnectFourGame game = ConnectFourGame.standard();
        DfpnSolver two = new DfpnSolver(new DfpnSolver.Settings(0.25, true, 256, 2));
        for (Map.Entry<String, Integer> set : Map.of("Test_L2_R1", 40, "Test_L1_R2", 1).entrySet()) {
            List<String> lines = Files.readAllLines(ReferenceData.pons(set.getKey())).subList(0, set.getValue());
            for (String line : lines) {
                String[] parts = line.trim().split("\\s+");
                SolveResult r = solve(two, game.parsePosition(parts[0]));
                assertEquals(sign(Integer.parseInt(parts[1])), r.value(), set.getKey() + " " + parts[0]);
            }
        }
    }

    /** A stop ends every search: unknown soon after it (room for a loaded machine), the root restored, no helper searching. */
    @Test
    void aStopEndsEveryThread() throws Exception {
        ThreadedSolverChecks.aStopEndsEveryThread(solver(2), "dfpn-helper", "mid");
    }

    /** The node limit is the threads' together. */
    @Test
    void theNodeLimitIsSharedByTheThreads() {
        ThreadedSolverChecks.theNodeLimitIsShared(solver(2), 300_000, 450_000);
    }

    @Test
    void threadsIsAParameter() {
        DfpnSolver two = (DfpnSolver) DfpnSolver.TYPE.create(List.of("threads=2"));
        assertEquals(2, two.settings().threads());
        assertEquals(1, DfpnSolver.Settings.defaults().threads());
        assertThrows(IllegalArgumentException.class, () -> DfpnSolver.TYPE.create(List.of("threads=0")));
        assertThrows(IllegalArgumentException.class,
                () -> DfpnSolver.TYPE.create(List.of("threads=" + (DfpnSolver.MAX_THREADS + 1))));
    }
}
