package org.pnengine.search.pns;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;
import org.pnengine.search.alphabeta.AlphaBetaSolver;

/**
 * {@link DfpnSolver} on Pascal Pons' Connect Four test sets ({@code ../shared/reference/connect4/},
 * described in {@code ../shared/reference/rules-and-numbers.md}: the sign of each score is the
 * value), against the {@link NegamaxOracle} on small boards and on {@link MisereNimWithDraws}, in each
 * setting; then how its memory limit caps the table, and its parameters. Its node, time and memory
 * limits, cancellation and finished roots are checked with every other solver's in
 * {@code search.SolverLimitsTest}.
 */
class DfpnSolverTest {

    private static final List<List<String>> SETTINGS = List.of(
            List.of(), List.of("eps=0"), List.of("init=uniform"), List.of("eps=1", "init=uniform"));

    private static SolveResult solve(List<String> params, State s) {
        return DfpnSolver.TYPE.create(params).solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    @Test
    void solvesEveryPositionOfL3R1() throws Exception {
        checkFile("Test_L3_R1");
    }

    @Test
    void solvesEveryPositionOfL2R1() throws Exception {
        checkFile("Test_L2_R1");
    }

    /**
     * Every line: the value, the restored state, a legal proof line from the best move; on every
     * tenth line the best move of a win or draw keeps the value by alpha-beta's exact score.
     */
    private static void checkFile(String name) throws Exception {
        List<String> lines = Files.readAllLines(ReferenceData.pons(name));
        assertEquals(1000, lines.size(), name + " has 1000 positions");
        ConnectFourGame game = ConnectFourGame.standard();
        DfpnSolver solver = new DfpnSolver();
        int checkedMoves = 0;
        for (int i = 0; i < lines.size(); i++) {
            String[] parts = lines.get(i).trim().split("\\s+");
            State s = game.parsePosition(parts[0]);
            int score = Integer.parseInt(parts[1]);
            Value expected = score > 0 ? Value.WIN : score < 0 ? Value.LOSS : Value.DRAW;
            String before = s.positionText();
            SolveResult r = solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
            String where = name + " line " + (i + 1) + " (" + parts[0] + ")";
            assertEquals(expected, r.value(), where);
            assertNull(r.stopReason(), where);
            assertNull(r.score(), where + ": df-pn proves no score");
            assertEquals(before, s.positionText(), where + ": the state is restored");
            assertTrue(r.nodesCreated() >= r.nodesExpanded() && r.peakNodes() > 0, where);
            int[] pv = r.pv();
            assertTrue(pv.length >= 1 && pv[0] == r.bestMove(), where + ": the line starts with the best move");
            State walk = s.copy();
            for (int m : pv) {
                assertTrue(walk.isLegal(m), where + ": legal line");
                walk.apply(m);
            }
            if (expected != Value.LOSS && i % 10 == 0) {
                s.apply(r.bestMove());
                int after = s.isTerminal() ? (s.toMove() == 0 ? s.score() : -s.score()) : new AlphaBetaSolver().solve(s, SearchLimits.none(),
                        new StopSignal(), Solver.NO_PROGRESS).score();
                s.undo();
                assertEquals(expected, after < 0 ? Value.WIN : after == 0 ? Value.DRAW : Value.LOSS,
                        where + ": the best move " + (r.bestMove() + 1) + " keeps the value");
                checkedMoves++;
            }
        }
        assertTrue(checkedMoves > 30, name + ": enough best moves were checked");
    }

    /** Random positions of 4×5 and 5×4 Connect Four in every setting against the oracle. */
    @Test
    void randomSmallBoardPositionsAgreeWithTheOracleInEverySetting() {
        Map<Value, Integer> seen = new EnumMap<>(Value.class);
        for (int[] size : new int[][] {{4, 5}, {5, 4}}) {
            ConnectFourGame g = ConnectFourGame.of(size[0], size[1]);
            NegamaxOracle oracle = new NegamaxOracle();
            SplittableRandom rng = new SplittableRandom(777L + size[0]);
            int[] buf = new int[g.maxMoves()];
            for (int i = 0; i < 15; i++) {
                State s = g.newInitialState();
                int plies = 5 + rng.nextInt(8);
                for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
                Value truth = oracle.value(s);
                seen.merge(truth, 1, Integer::sum);
                for (List<String> p : SETTINGS) {
                    SolveResult r = solve(p, s);
                    String where = size[0] + "x" + size[1] + " " + s.positionText() + " " + p;
                    assertEquals(truth, r.value(), where);
                    if (s.isTerminal()) {
                        assertEquals(-1, r.bestMove(), where);
                    } else if (truth != Value.LOSS) {
                        s.apply(r.bestMove());
                        Value after = oracle.value(s);
                        s.undo();
                        assertEquals(truth, after.negate(), where + ": best move");
                    }
                }
            }
        }
        assertEquals(3, seen.size(), "outcomes seen: " + seen);
    }

    /** A game where taking 2 keeps the turn: df-pn and alpha-beta against the oracle. */
    @Test
    void gamesWhereTheTurnDoesNotAlternateAgreeWithTheOracle() throws Exception {
        MisereNimWithDraws game = new MisereNimWithDraws();
        Map<Value, Integer> seen = new EnumMap<>(Value.class);
        for (int pile = 1; pile <= 40; pile++) {
            for (int side = 0; side < 2; side++) {
                State s = game.parsePosition(pile + " " + side);
                Value truth = new NegamaxOracle().value(s);
                seen.merge(truth, 1, Integer::sum);
                String where = "pile " + pile + " side " + side;
                for (List<String> p : SETTINGS) {
                    SolveResult r = solve(p, s);
                    assertEquals(truth, r.value(), where + " " + p);
                    if (truth != Value.LOSS) {
                        int mover = s.toMove();
                        s.apply(r.bestMove());
                        Value after = new NegamaxOracle().value(s);
                        if (s.toMove() != mover) after = after.negate();
                        s.undo();
                        assertEquals(truth, after, where + " " + p + ": best move " + r.bestMove());
                    }
                }
                SolveResult ab = new AlphaBetaSolver().solve(s, SearchLimits.none(), new StopSignal(),
                        Solver.NO_PROGRESS);
                assertEquals(truth, ab.value(), where + ": alphabeta");
            }
        }
        assertEquals(3, seen.size(), "outcomes seen: " + seen);
    }

    /**
     * The table's budget is fixed: below its least size the solve is refused; at 2048 slots
     * (48 KB) it still solves the empty 4×4 board (a draw, Tromp's table in
     * {@code rules-and-numbers.md}), replacing entries, and never holds more.
     */
    @Test
    void theMemoryBudgetCapsTheTable() throws Exception {
        State s = ConnectFourGame.of(4, 4).newInitialState();
        SolveResult none = new DfpnSolver().solve(s, SearchLimits.none().withMemory(10_000), new StopSignal(),
                Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, none.value());
        assertEquals("memory", none.stopReason());
        SolveResult full = solve(List.of(), s);
        SolveResult small = new DfpnSolver().solve(s, SearchLimits.none().withMemory(2048 * 24), new StopSignal(),
                Solver.NO_PROGRESS);
        assertEquals(Value.DRAW, full.value());
        assertEquals(Value.DRAW, small.value());
        assertTrue(small.peakNodes() <= 2048, "peak " + small.peakNodes());
        assertTrue(full.peakNodes() > 2048, "the full solve needs more than the small table: " + full.peakNodes());
    }

    @Test
    void isCataloguedWithItsParameters() {
        assertEquals(DfpnSolver.TYPE, SearcherCatalog.solver("dfpn").orElseThrow());
        DfpnSolver d = (DfpnSolver) DfpnSolver.TYPE.create(List.of());
        assertEquals(DfpnSolver.Settings.defaults(), d.settings());
        DfpnSolver u = (DfpnSolver) DfpnSolver.TYPE.create(List.of("eps=0", "init=uniform", "ttmb=8"));
        assertEquals(new DfpnSolver.Settings(0, false, 8), u.settings());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DfpnSolver.TYPE.create(List.of("eps=-1")));
        assertTrue(e.getMessage().contains("eps"), e.getMessage());
    }
}
