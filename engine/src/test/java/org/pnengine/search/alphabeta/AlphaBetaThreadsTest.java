package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Random;
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

/**
 * {@link AlphaBetaSolver} with {@code threads=}: the searches share the table, so every answer
 * must be the one-thread answer (the same score, the same win/draw/loss), on the Connect Four
 * path with the game's tactics, on the plain path, on a game that can cycle, and on Pons'
 * reference sets; a stop and the node limit end every thread.
 */
class AlphaBetaThreadsTest {

    private static SolveResult solve(Solver solver, State s) {
        return solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    private static AlphaBetaSolver solver(boolean wdl, int threads) {
        return new AlphaBetaSolver(new AlphaBetaSolver.Settings(wdl, 20, threads));
    }

    /** A position {@code plies} random moves into {@code g} (fewer if the game ends first). */
    private static State randomPosition(Game g, Random rng, int plies) {
        State s = g.newInitialState();
        int[] buf = new int[g.maxMoves()];
        for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
        return s;
    }

    /** The same scores and values with 1, 2 and 3 threads, exact and win/draw/loss; the state is restored. */
    private static void sameAnswers(Game g, long seed, int positions, int minPlies, int spread) {
        Random rng = new Random(seed);
        for (int i = 0; i < positions; i++) {
            State s = randomPosition(g, rng, minPlies + rng.nextInt(spread));
            String text = s.positionText();
            String where = g.descriptor() + " " + text;
            SolveResult one = solve(solver(false, 1), s);
            SolveResult oneWdl = solve(solver(true, 1), s);
            for (int threads : new int[] {2, 3}) {
                SolveResult many = solve(solver(false, threads), s);
                assertEquals(one.score(), many.score(), where + ": score with " + threads + " threads");
                assertEquals(one.value(), many.value(), where);
                assertEquals(null, many.stopReason(), where);
                SolveResult manyWdl = solve(solver(true, threads), s);
                assertEquals(oneWdl.value(), manyWdl.value(), where + ": wdl with " + threads + " threads");
                assertEquals(text, s.positionText(), where + ": restored");
                if (many.bestMove() >= 0 && !s.isTerminal()) {
                    // Another thread may find another optimal move: it must keep the score.
                    s.apply(many.bestMove());
                    int after = s.isTerminal() ? (s.toMove() == Game.FIRST ? s.score() : -s.score())
                            : solve(solver(false, 1), s).score();
                    int turn = s.toMove();
                    s.undo();
                    int kept = turn == s.toMove() ? after : -after;
                    assertEquals(one.score().intValue(), kept, where + ": the best move with " + threads + " threads");
                }
            }
        }
    }

    @Test
    void connectFourSmallBoardsGiveTheOneThreadAnswers() {
        sameAnswers(ConnectFourGame.of(5, 4), 11, 30, 2, 10);
        sameAnswers(ConnectFourGame.of(6, 5), 12, 10, 6, 8);
    }

    /** Othello hands its searches to its own endgame search, whose helpers share its table. */
    @Test
    void othelloEndgamesGiveTheOneThreadAnswers() {
        Game othello = GameCatalog.find("Othello").orElseThrow().create(List.of());
        sameAnswers(othello, 41, 8, 44, 4);
        Game small = GameCatalog.find("Othello").orElseThrow().create(List.of("size=6"));
        sameAnswers(small, 42, 8, 18, 6);
    }

    /** With two threads the Othello endgame search's helper runs: its CPU time is counted and the score is the same. */
    @Test
    void othelloHelpersRunBesideTheRootSearch() {
        Game othello = GameCatalog.find("Othello").orElseThrow().create(List.of());
        State s = randomPosition(othello, new Random(43), 42);
        AlphaBetaSolver two = solver(false, 2);
        long cpu0 = two.helperCpuNanos();
        SolveResult many = solve(two, s);
        assertTrue(two.helperCpuNanos() > cpu0, "the helper's CPU time is counted");
        assertEquals(solve(solver(false, 1), s).score(), many.score(), s.positionText());
    }

    @Test
    void thePlainSearchGivesTheOneThreadAnswers() {
        Game bt = GameCatalog.find("breakthrough").orElseThrow().create(List.of("width=3", "height=5"));
        sameAnswers(bt, 21, 12, 0, 6);
    }

    @Test
    void aGameThatCyclesGivesTheOneThreadAnswers() {
        sameAnswers(WoodpushGame.of(8, 3), 31, 20, 0, 12);
    }

    /** The first 40 positions of Test_L2_R1 and the first 3 of Test_L1_R2, with two threads. */
    @Test
    void ponsReferenceScoresWithTwoThreads() throws Exception {
        ConnectFourGame game = ConnectFourGame.standard();
        AlphaBetaSolver two = solver(false, 2);
        for (Map.Entry<String, Integer> set : Map.of("Test_L2_R1", 40, "Test_L1_R2", 3).entrySet()) {
            List<String> lines = Files.readAllLines(ReferenceData.pons(set.getKey())).subList(0, set.getValue());
            for (String line : lines) {
                String[] parts = line.trim().split("\\s+");
                SolveResult r = solve(two, game.parsePosition(parts[0]));
                assertEquals(Integer.valueOf(parts[1]), r.score(), set.getKey() + " " + parts[0]);
            }
        }
    }

    /**
     * A stop from another thread ends every search: the solve answers unknown soon after it (the
     * bound is room for a loaded machine), with the root restored, and no helper is still
     * searching once it has returned.
     */
    @Test
    void aStopEndsEveryThread() throws Exception {
        ThreadedSolverChecks.aStopEndsEveryThread(solver(false, 2), "alphabeta-helper", "search");
    }

    /** The node limit is the threads' together: they stop near it, not one limit each. */
    @Test
    void theNodeLimitIsSharedByTheThreads() {
        ThreadedSolverChecks.theNodeLimitIsShared(solver(false, 2), 300_000, 400_000);
    }

    @Test
    void threadsIsAParameter() {
        AlphaBetaSolver two = (AlphaBetaSolver) AlphaBetaSolver.TYPE.create(List.of("threads=2"));
        assertEquals(2, two.settings().threads());
        assertEquals(1, AlphaBetaSolver.Settings.defaults().threads());
        assertThrows(IllegalArgumentException.class, () -> AlphaBetaSolver.TYPE.create(List.of("threads=0")));
        assertThrows(IllegalArgumentException.class,
                () -> AlphaBetaSolver.TYPE.create(List.of("threads=" + (AlphaBetaSolver.MAX_THREADS + 1))));
    }

    /**
     * With split points (Connect Four's exact scores) each thread keeps the positions deep below
     * the root in a table of its own: the budget is shared out, half to the shared table and half
     * to the threads' own, so the entries held at once stay within it, and exceed what the
     * shared table alone may hold. The score is one thread's.
     */
    @Test
    void splitPointsShareTheBudgetBetweenTheTables() throws Exception {
        State s = ConnectFourGame.standard().parsePosition("246117513515");   // about 700,000 nodes here
        long budget = 64 * 1024;   // 8,192 slots of 8 bytes; the shared table at most 4,096
        SolveResult r = solver(false, 2).solve(s, SearchLimits.none().withMemory(budget), new StopSignal(),
                Solver.NO_PROGRESS);
        assertEquals(solve(solver(false, 1), s).score(), r.score());
        // Two threads count the shared table's entries without a lock, so the count may run a
        // little over; a thread's table with the whole budget would hold up to 8,192 more.
        assertTrue(r.peakNodes() <= budget / 8 * 11 / 10, "peak " + r.peakNodes());
        assertTrue(r.peakNodes() > budget / 16, "peak " + r.peakNodes() + ": the deep positions in the threads' tables");
    }

    /** Othello 4x4 from the start, solved with two threads: the known score (White wins by 8). */
    @Test
    void othello4x4WithTwoThreads() {
        Game g = GameCatalog.find("othello").orElseThrow().create(List.of("size=4"));
        SolveResult r = solve(solver(false, 2), g.newInitialState());
        assertEquals(Integer.valueOf(-8), r.score());
    }
}
