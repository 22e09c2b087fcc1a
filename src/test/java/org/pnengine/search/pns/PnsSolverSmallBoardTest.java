package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * PNS against the independent {@link NegamaxOracle} on small Connect Four boards, in every
 * setting ({@code tt} on and off, mobility and uniform initialisation).
 */
class PnsSolverSmallBoardTest {

    private static final List<List<String>> SETTINGS = List.of(
            List.of(), List.of("tt=false"), List.of("init=uniform"), List.of("tt=false", "init=uniform"));

    private static SolveResult solve(List<String> params, State s) {
        return PnsSolver.TYPE.create(params).solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    /** Connect Four 4×4 is a draw: ../shared/reference/rules-and-numbers.md (Tromp's table). */
    @Test
    void connectFourFourByFourIsADrawInEverySetting() {
        ConnectFourGame g = ConnectFourGame.of(4, 4);
        for (List<String> p : SETTINGS) {
            State s = g.newInitialState();
            SolveResult r = solve(p, s);
            assertEquals(Value.DRAW, r.value(), p.toString());
            assertNull(r.stopReason());
            assertEquals(0, s.ply(), "the state is restored");
            assertTrue(r.nodesCreated() >= r.nodesExpanded() && r.peakNodes() <= r.nodesCreated());
            // The drawing move must not lose: after it the opponent cannot win.
            s.apply(r.bestMove());
            assertEquals(Value.DRAW, new NegamaxOracle().value(s), p + ": best move " + r.bestMove());
        }
    }

    @Test
    void randomPositionsOnFourByFiveAndFiveByFourAgreeWithTheOracle() {
        Map<Value, Integer> seen = new EnumMap<>(Value.class);
        for (int[] size : new int[][] {{4, 5}, {5, 4}}) {
            ConnectFourGame g = ConnectFourGame.of(size[0], size[1]);
            NegamaxOracle oracle = new NegamaxOracle();
            SplittableRandom rng = new SplittableRandom(20240601L + size[0]);
            int[] buf = new int[g.maxMoves()];
            for (int i = 0; i < 30; i++) {
                State s = g.newInitialState();
                int plies = 7 + rng.nextInt(7);
                for (int k = 0; k < plies && !s.isTerminal(); k++) {
                    int n = s.legalMoves(buf);
                    s.apply(buf[rng.nextInt(n)]);
                }
                String where = size[0] + "x" + size[1] + " " + s.positionText();
                Value truth = oracle.value(s);
                seen.merge(truth, 1, Integer::sum);
                for (List<String> p : SETTINGS) {
                    SolveResult r = solve(p, s);
                    assertEquals(truth, r.value(), where + " " + p);
                    if (s.isTerminal()) {
                        assertEquals(-1, r.bestMove(), where);
                        continue;
                    }
                    checkBestMove(oracle, s, r, where + " " + p);
                    checkPv(s, r, where + " " + p);
                }
            }
        }
        // The sample must exercise all three outcomes for the comparison to mean something.
        assertTrue(seen.getOrDefault(Value.WIN, 0) > 0 && seen.getOrDefault(Value.DRAW, 0) > 0
                && seen.getOrDefault(Value.LOSS, 0) > 0, "outcomes seen: " + seen);
    }

    /** A winning move leaves the opponent lost; a drawing move leaves it at a draw. */
    private static void checkBestMove(NegamaxOracle oracle, State s, SolveResult r, String where) {
        assertTrue(s.isLegal(r.bestMove()), where + ": best move legal");
        s.apply(r.bestMove());
        Value after = oracle.value(s);
        s.undo();
        if (r.value() == Value.WIN) assertEquals(Value.LOSS, after, where);
        if (r.value() == Value.DRAW) assertEquals(Value.DRAW, after, where);
    }

    /** The proof line is a legal sequence starting with the best move. */
    private static void checkPv(State s, SolveResult r, String where) {
        int[] pv = r.pv();
        assertTrue(pv.length > 0 && pv[0] == r.bestMove(), where);
        int applied = 0;
        for (int m : pv) {
            assertTrue(s.isLegal(m), where + ": pv move " + applied + " legal");
            s.apply(m);
            applied++;
        }
        for (int i = 0; i < applied; i++) s.undo();
    }

    /** A game where taking 2 keeps the turn: OR/AND follow the side to move, not the depth. */
    @Test
    void gamesWhereTheTurnDoesNotAlternateAgreeWithTheOracle() throws Exception {
        ExtraTurnNim game = new ExtraTurnNim();
        Map<Value, Integer> seen = new EnumMap<>(Value.class);
        for (int pile = 1; pile <= 40; pile++) {
            for (int side = 0; side < 2; side++) {
                State s = game.parsePosition(pile + " " + side);
                Value truth = new NegamaxOracle().value(s);
                seen.merge(truth, 1, Integer::sum);
                for (List<String> p : SETTINGS) {
                    SolveResult r = solve(p, s);
                    String where = "pile " + pile + " side " + side + " " + p;
                    assertEquals(truth, r.value(), where);
                    checkPv(s, r, where);
                    if (truth != Value.LOSS) {
                        int mover = s.toMove();
                        s.apply(r.bestMove());
                        Value after = new NegamaxOracle().value(s);
                        if (s.toMove() != mover) after = after.negate();
                        s.undo();
                        assertEquals(truth, after, where + ": best move " + r.bestMove());
                    }
                }
            }
        }
        assertTrue(seen.size() == 3, "outcomes seen: " + seen);
    }
}
