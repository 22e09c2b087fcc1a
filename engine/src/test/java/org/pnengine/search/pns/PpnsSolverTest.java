package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.Value;

/**
 * {@link PpnsSolver}: exact mode never reports a wrong value; a conclusion by the precision rate is
 * always labelled probabilistic; a fixed seed reproduces the search. Truth is the independent
 * {@link NegamaxOracle}.
 */
class PpnsSolverTest {

    private static Solver solver(List<String> params) {
        return PpnsSolver.TYPE.create(params);
    }

    /** Connect Four positions on 4×5 and 5×4 boards, with one oracle per board. */
    private static List<List<State>> samples(long seed, int perBoard) {
        return List.of(
                SolverChecks.randomPositions(ConnectFourGame.of(4, 5), seed, perBoard, 5, 12),
                SolverChecks.randomPositions(ConnectFourGame.of(5, 4), seed + 1, perBoard, 5, 12));
    }

    /**
     * Exact mode, over many seeded positions, seeds, θ and pr (which exact mode ignores): every
     * value is the oracle's, none is probabilistic, every best move keeps the value.
     */
    @Test
    void exactModeNeverReportsAWrongProvenValue() {
        int solved = 0;
        for (List<State> positions : samples(71, 18)) {
            NegamaxOracle oracle = new NegamaxOracle();
            for (State s : positions) {
                Value truth = oracle.value(s);
                for (String[] p : new String[][] {{"seed=1"}, {"seed=2", "theta=0.001", "pr=0.01"},
                        {"seed=3", "theta=0.2", "tt=false", "playouts=3"}}) {
                    List<String> params = new ArrayList<>(List.of(p));
                    params.add("exact=true");
                    String where = s.game().descriptor() + " " + s.positionText() + " " + params;
                    SolveResult r = SolverChecks.solve(solver(params), s);
                    assertEquals(truth, r.value(), where);
                    assertFalse(r.probabilistic(), where);
                    assertNull(r.stopReason(), where);
                    SolverChecks.checkBestMove(oracle, s, r, where);
                    SolverChecks.checkLine(s, r, params.contains("tt=false"), where);
                    solved++;
                }
            }
        }
        assertTrue(solved >= 100, "solves " + solved);
    }

    /**
     * With a precision rate, a run may stop on the threshold: such a result is marked
     * probabilistic (and may be wrong); every result not so marked is exact and right. The sample
     * must contain conclusions of both kinds.
     */
    @Test
    void precisionConclusionsAreLabelledProbabilistic() {
        int probabilistic = 0;
        int exact = 0;
        for (List<State> positions : samples(81, 15)) {
            NegamaxOracle oracle = new NegamaxOracle();
            for (State s : positions) {
                Value truth = oracle.value(s);
                for (List<String> p : List.of(List.of("theta=0.01", "pr=0.01", "seed=4"),
                        List.of("theta=0.001", "pr=0.001", "seed=5"), List.of("seed=6"))) {
                    String where = s.positionText() + " " + p;
                    SolveResult r = SolverChecks.solve(solver(p), s);
                    assertNull(r.score(), where);
                    if (r.probabilistic()) {
                        probabilistic++;
                        assertTrue(r.value() != Value.UNKNOWN, where);
                    } else {
                        exact++;
                        assertEquals(truth, r.value(), where + ": an unlabelled result is exact");
                        SolverChecks.checkBestMove(oracle, s, r, where);
                    }
                }
            }
        }
        assertTrue(probabilistic > 0 && exact > 0, "probabilistic " + probabilistic + ", exact " + exact);
    }

    /** Othello 4×4 is lost for Black (rules-and-numbers.md); both exact settings prove it. */
    @Test
    void othelloFourByFourIsLost() {
        for (List<String> p : List.of(List.of("exact=true"), List.of("exact=true", "tt=false", "theta=0.001"))) {
            SolveResult r = SolverChecks.solve(solver(p), OthelloGame.of(4).newInitialState());
            assertEquals(Value.LOSS, r.value(), p.toString());
            assertFalse(r.probabilistic());
        }
    }

    /** OR/AND follow the side to move, not the depth. */
    @Test
    void gamesWhereTheTurnDoesNotAlternateAreSolvedExactly() throws Exception {
        MisereNimWithDraws game = new MisereNimWithDraws();
        for (int pile = 1; pile <= 30; pile++) {
            for (int side = 0; side < 2; side++) {
                State s = game.parsePosition(pile + " " + side);
                SolveResult r = SolverChecks.solve(solver(List.of("exact=true", "tt=false")), s);
                assertEquals(new NegamaxOracle().value(s), r.value(), "pile " + pile + " side " + side);
                SolverChecks.checkLine(s, r, true, "pile " + pile);
            }
        }
    }

    @Test
    void aFixedSeedMakesTheSearchReproducible() {
        List<State> positions = SolverChecks.randomPositions(ConnectFourGame.of(5, 4), 91, 6, 4, 8);
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        List<String> c = new ArrayList<>();
        for (State s : positions) {
            for (List<String> out : List.of(a, b)) {
                SolveResult r = SolverChecks.solve(solver(List.of("seed=3", "pr=0.001", "theta=0.001")), s);
                out.add(r.value() + "/" + r.nodesCreated() + "/" + r.probabilistic());
            }
            SolveResult r = SolverChecks.solve(solver(List.of("seed=4", "pr=0.001", "theta=0.001")), s);
            c.add(r.value() + "/" + r.nodesCreated() + "/" + r.probabilistic());
        }
        assertEquals(a, b, "same seed, same search");
        assertTrue(!a.equals(c), "another seed changes some search: " + a + " vs " + c);
    }
}
