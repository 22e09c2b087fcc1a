package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.Value;

/** {@link McPnsSolver} against the independent {@link NegamaxOracle}; its seed makes it reproducible. */
class McPnsSolverTest {

    private static final List<List<String>> SETTINGS = List.of(
            List.of(), List.of("tt=false"), List.of("playouts=1", "seed=5"),
            List.of("playouts=30", "tt=false", "seed=9"));

    private static Solver solver(List<String> params) {
        return McPnsSolver.TYPE.create(params);
    }

    /** Connect Four 4×4 is a draw and Othello 4×4 a loss for Black (rules-and-numbers.md). */
    @Test
    void solvesTheSmallStartPositions() {
        for (List<String> p : SETTINGS) {
            State c4 = ConnectFourGame.of(4, 4).newInitialState();
            SolveResult r = SolverChecks.solve(solver(p), c4);
            assertEquals(Value.DRAW, r.value(), p.toString());
            assertFalse(r.probabilistic());
            assertNull(r.stopReason());
            SolverChecks.checkBestMove(new NegamaxOracle(), c4, r, p.toString());
            State othello = OthelloGame.of(4).newInitialState();
            assertEquals(Value.LOSS, SolverChecks.solve(solver(p), othello).value(), p.toString());
            assertEquals(0, othello.ply(), "the state is restored");
        }
    }

    @Test
    void randomPositionsAgreeWithTheOracle() {
        Map<Value, Integer> seen = new EnumMap<>(Value.class);
        List<List<State>> sets = List.of(
                SolverChecks.randomPositions(ConnectFourGame.of(4, 5), 51, 20, 6, 12),
                SolverChecks.randomPositions(ConnectFourGame.of(5, 4), 52, 12, 6, 12),
                SolverChecks.randomPositions(OthelloGame.of(4), 53, 10, 1, 7));
        for (List<State> positions : sets) {
            NegamaxOracle oracle = new NegamaxOracle();   // one per game: hashes are per game
            for (State s : positions) {
                Value truth = oracle.value(s);
                seen.merge(truth, 1, Integer::sum);
                for (List<String> p : SETTINGS) {
                    String where = s.game().descriptor() + " " + s.positionText() + " " + p;
                    SolveResult r = SolverChecks.solve(solver(p), s);
                    assertEquals(truth, r.value(), where);
                    assertFalse(r.probabilistic(), where);
                    SolverChecks.checkBestMove(oracle, s, r, where);
                    SolverChecks.checkLine(s, r, p.contains("tt=false"), where);
                }
            }
        }
        assertEquals(3, seen.size(), "outcomes seen: " + seen);
    }

    /** OR/AND follow the side to move, not the depth. */
    @Test
    void gamesWhereTheTurnDoesNotAlternateAgreeWithTheOracle() throws Exception {
        MisereNimWithDraws game = new MisereNimWithDraws();
        for (int pile = 1; pile <= 30; pile++) {
            for (int side = 0; side < 2; side++) {
                State s = game.parsePosition(pile + " " + side);
                Value truth = new NegamaxOracle().value(s);
                for (List<String> p : SETTINGS) {
                    SolveResult r = SolverChecks.solve(solver(p), s);
                    String where = "pile " + pile + " side " + side + " " + p;
                    assertEquals(truth, r.value(), where);
                    SolverChecks.checkLine(s, r, p.contains("tt=false"), where);
                }
            }
        }
    }

    /** The same seed gives the same search; the seed is really used. */
    @Test
    void aFixedSeedMakesTheSearchReproducible() {
        List<State> positions = SolverChecks.randomPositions(ConnectFourGame.of(5, 4), 61, 5, 6, 9);
        List<Long> a = new ArrayList<>();
        List<Long> b = new ArrayList<>();
        List<Long> c = new ArrayList<>();
        for (State s : positions) {
            a.add(SolverChecks.solve(solver(List.of("seed=3", "tt=false")), s).nodesCreated());
            b.add(SolverChecks.solve(solver(List.of("seed=3", "tt=false")), s).nodesCreated());
            c.add(SolverChecks.solve(solver(List.of("seed=4", "tt=false")), s).nodesCreated());
        }
        assertEquals(a, b, "same seed, same node counts");
        assertTrue(!a.equals(c), "another seed changes some search: " + a + " vs " + c);
    }
}
