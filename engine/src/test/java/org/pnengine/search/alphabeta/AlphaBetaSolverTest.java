package org.pnengine.search.alphabeta;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * {@link AlphaBetaSolver} against reference values: Pascal Pons' Connect Four test sets (exact
 * scores from the side to move; {@code ../shared/reference/connect4/}, described in
 * {@code ../shared/reference/rules-and-numbers.md}) and Othello 4×4, which White wins 11–3 (same
 * file). Then how its memory limit caps the table, its parameters and special positions. Its node,
 * time and memory limits, cancellation and finished roots are checked with every other solver's in
 * {@code search.SolverLimitsTest}.
 */
class AlphaBetaSolverTest {


    private static SolveResult solve(Solver solver, State s) {
        return solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    /** Every one of the 1000 positions of Test_L3_R1. */
    @Test
    void exactScoresOfEveryPositionOfL3R1() throws Exception {
        List<String> lines = Files.readAllLines(ReferenceData.pons("Test_L3_R1"));
        assertEquals(1000, lines.size());
        checkLines("Test_L3_R1", lines, 10);
    }

    /** A seeded random sample of 200 of the 1000 positions of Test_L2_R1 (all take about 4 s). */
    @Test
    void exactScoresOfASampleOfL2R1() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(ReferenceData.pons("Test_L2_R1")));
        assertEquals(1000, lines.size());
        Collections.shuffle(lines, new Random(2024));
        checkLines("Test_L2_R1", lines.subList(0, 200), 10);
    }

    /**
     * Checks the score of each line, the restored state, the proof line, and on every
     * {@code moveCheckEvery}-th position that the best move keeps the score (by solving the child).
     */
    private static void checkLines(String name, List<String> lines, int moveCheckEvery) throws Exception {
        ConnectFourGame game = ConnectFourGame.standard();
        AlphaBetaSolver solver = new AlphaBetaSolver();
        int checked = 0;
        for (int i = 0; i < lines.size(); i++) {
            String[] parts = lines.get(i).trim().split("\\s+");
            State s = game.parsePosition(parts[0]);
            int score = Integer.parseInt(parts[1]);
            String where = name + " " + parts[0];
            SolveResult r = solve(solver, s);
            assertEquals(Integer.valueOf(score), r.score(), where);
            assertEquals(score > 0 ? Value.WIN : score < 0 ? Value.LOSS : Value.DRAW, r.value(), where);
            assertNull(r.stopReason(), where);
            assertFalse(r.probabilistic());
            assertEquals(game.parsePosition(parts[0]).positionText(), s.positionText(), where + ": restored");
            int[] pv = r.pv();
            assertTrue(pv.length > 0 && pv[0] == r.bestMove(), where + ": the line starts with the best move");
            State walk = s.copy();
            for (int m : pv) {
                assertTrue(walk.isLegal(m), where + ": legal line");
                walk.apply(m);
            }
            // The whole line is optimal play, so it ends the game with the solved score.
            assertTrue(walk.isTerminal(), where + ": the line ends the game");
            int end = s.toMove() == Game.FIRST ? walk.score() : -walk.score();
            assertEquals(score, end, where + ": the line ends with the score");
            if (i % moveCheckEvery == 0) {
                s.apply(r.bestMove());
                int after = s.isTerminal() ? -score : solve(new AlphaBetaSolver(), s).score();
                s.undo();
                assertEquals(-score, after, where + ": the best move keeps the score");
                checked++;
            }
        }
        assertTrue(checked >= lines.size() / moveCheckEvery);
    }

    /** Othello 4×4: White wins 11–3, so Black (to move) scores -8. */
    @Test
    void othelloFourByFourIsLostByEightDiscs() {
        Game g = GameCatalog.find("othello").orElseThrow().create(List.of("size=4"));
        State s = g.newInitialState();
        SolveResult r = solve(new AlphaBetaSolver(), s);
        assertEquals(Value.LOSS, r.value());
        assertEquals(Integer.valueOf(-8), r.score());
        State walk = s.copy();
        for (int m : r.pv()) walk.apply(m);
        assertTrue(walk.isTerminal());
        assertEquals(-8, walk.score(), "the line is a game White wins 11-3");
        SolveResult wdl = solve(AlphaBetaSolver.TYPE.create(List.of("wdl=true")), s);
        assertEquals(Value.LOSS, wdl.value());
        assertNull(wdl.score(), "wdl=true proves no score");
    }

    /**
     * Under {@code scoring=wof} (empty squares to the winner) the exact scores are those of the
     * FFO suite ({@code ../shared/reference/othello/fforum-1-19.obf}, the best move's score, as
     * Edax counts it), and 4×4's 11–3 with two empty squares is W+10.
     */
    @Test
    void wofScoringMatchesTheFfoScoresExactly() throws Exception {
        Game wof = GameCatalog.find("othello").orElseThrow().create(List.of("scoring=wof"));
        Path ffo = ReferenceData.ffo("fforum-1-19.obf");
        List<String> lines = Files.readAllLines(ffo).subList(0, 2);
        for (String line : lines) {
            State s = wof.parsePosition(line);
            String best = line.split(";")[1].trim();   // e.g. "G8:+18"
            int listed = Integer.parseInt(best.substring(best.indexOf(':') + 1).replace("+", ""));
            SolveResult r = solve(new AlphaBetaSolver(), s);
            assertEquals(Integer.valueOf(listed), r.score(), line);
        }
        Game four = GameCatalog.find("othello").orElseThrow().create(List.of("size=4", "scoring=wof"));
        assertEquals(Integer.valueOf(-10), solve(new AlphaBetaSolver(), four.newInitialState()).score());
    }

    /** wdl=true agrees with the sign of the exact score on small Connect Four boards. */
    @Test
    void winDrawLossModeAgreesWithTheScore() throws Exception {
        AlphaBetaSolver exact = new AlphaBetaSolver();
        AlphaBetaSolver wdl = new AlphaBetaSolver(new AlphaBetaSolver.Settings(true, 20));
        ConnectFourGame g = ConnectFourGame.of(5, 4);
        Random rng = new Random(5);
        int[] buf = new int[g.maxMoves()];
        for (int i = 0; i < 40; i++) {
            State s = g.newInitialState();
            int plies = 3 + rng.nextInt(10);
            for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            int score = solve(exact, s).score();
            SolveResult w = solve(wdl, s);
            assertEquals(score > 0 ? Value.WIN : score < 0 ? Value.LOSS : Value.DRAW, w.value(), s.positionText());
            if (w.value() != Value.LOSS && !s.isTerminal()) {
                s.apply(w.bestMove());
                int after = s.isTerminal() ? (s.toMove() == Game.FIRST ? s.score() : -s.score())
                        : solve(exact, s).score();
                s.undo();
                assertEquals(Integer.signum(score), Integer.signum(-after), s.positionText() + ": best move");
            }
        }
    }

    /** The rest of what a finished root gives is checked in {@code search.SolverLimitsTest}. */
    @Test
    void aFinishedPositionHasTheScoreOfItsEnd() throws Exception {
        // x played column 1 four times and won with 4 stones: 22 - 4 = 18 for x, o to move.
        State won = ConnectFourGame.standard().parsePosition("1212121");
        assertEquals(Integer.valueOf(-18), solve(new AlphaBetaSolver(), won).score());
    }

    /**
     * x to move wins at once with column 4 on a 4×4 board, with its 4th stone: the score is
     * (16 + 1 - 6) / 2 = 5 (the {@link ConnectFourGame} score formula). Proving that no other line
     * scores more is left to the search: the solver knows no bound tighter than the game's
     * score range.
     */
    @Test
    void anImmediateWinIsTheBestMove() throws Exception {
        State s = ConnectFourGame.of(4, 4).parsePosition("112233");
        SolveResult r = solve(new AlphaBetaSolver(), s);
        assertEquals(Integer.valueOf(5), r.score());
        assertEquals(3, r.bestMove());
        assertArrayEquals(new int[] {3}, r.pv());
        SolveResult w = solve(AlphaBetaSolver.TYPE.create(List.of("wdl=true")), ConnectFourGame.standard()
                .parsePosition("121212"));
        assertEquals(Value.WIN, w.value());
        assertEquals(0, w.bestMove());
        assertTrue(w.nodesCreated() < 10, "found by the first probe at once: " + w.nodesCreated());
    }

    /**
     * Stopped before its first probe has finished, alpha-beta favours no move (the favoured move is
     * the last finished probe's). The node limit itself is checked in {@code search.SolverLimitsTest}.
     */
    @Test
    void aNodeLimitBeforeTheFirstProbeEndsFavoursNoMove() {
        State s = ConnectFourGame.standard().newInitialState();
        SolveResult r = new AlphaBetaSolver().solve(s, SearchLimits.ofNodes(5000), new StopSignal(), Solver.NO_PROGRESS);
        assertEquals("nodes", r.stopReason());
        assertEquals(5000, r.nodesCreated());
        assertEquals(-1, r.bestMove());
    }

    /** A table too small to hold even its minimum is refused; a small one still solves exactly. */
    @Test
    void theMemoryLimitCapsTheTable() throws Exception {
        State s = ConnectFourGame.standard().parsePosition("2252576253462244111563365343671351441");
        SolveResult none = new AlphaBetaSolver().solve(s, SearchLimits.none().withMemory(1000), new StopSignal(),
                Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, none.value());
        assertEquals("memory", none.stopReason());
        // 4096 bytes: 256 slots of 16 bytes, the least table.
        SolveResult tiny = new AlphaBetaSolver().solve(s, SearchLimits.none().withMemory(4096), new StopSignal(),
                Solver.NO_PROGRESS);
        assertEquals(Integer.valueOf(solve(new AlphaBetaSolver(), s).score()), tiny.score());
        assertTrue(tiny.peakNodes() <= 256, "peak " + tiny.peakNodes());
    }

    @Test
    void isCataloguedWithItsParameters() {
        assertEquals(AlphaBetaSolver.TYPE, SearcherCatalog.solver("alphabeta").orElseThrow());
        AlphaBetaSolver d = (AlphaBetaSolver) AlphaBetaSolver.TYPE.create(List.of());
        assertEquals(AlphaBetaSolver.Settings.defaults(), d.settings());
        AlphaBetaSolver w = (AlphaBetaSolver) AlphaBetaSolver.TYPE.create(List.of("wdl=true", "ttbits=16"));
        assertEquals(new AlphaBetaSolver.Settings(true, 16), w.settings());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AlphaBetaSolver.TYPE.create(List.of("ttbits=40")));
        assertTrue(e.getMessage().contains("ttbits"), e.getMessage());
    }
}
