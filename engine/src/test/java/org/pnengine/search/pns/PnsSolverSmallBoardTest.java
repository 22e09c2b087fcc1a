package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
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
        NegamaxOracle oracle = new NegamaxOracle();
        long[] created = new long[SETTINGS.size()];
        for (int i = 0; i < SETTINGS.size(); i++) {
            List<String> p = SETTINGS.get(i);
            State s = g.newInitialState();
            SolveResult r = solve(p, s);
            created[i] = r.nodesCreated();
            assertEquals(created[i], solve(p, g.newInitialState()).nodesCreated(), "deterministic");
            checkPv(s, r, p.toString());
            assertEquals(Value.DRAW, r.value(), p.toString());
            assertNull(r.stopReason());
            assertEquals(0, s.ply(), "the state is restored");
            assertTrue(r.nodesCreated() >= r.nodesExpanded() && r.peakNodes() <= r.nodesCreated());
            // The drawing move must not lose: after it the opponent cannot win.
            s.apply(r.bestMove());
            assertEquals(Value.DRAW, oracle.value(s), p + ": best move " + r.bestMove());
        }
        // Transposed positions are not solved twice: the table saves nodes (settings 0 vs 1, 2 vs 3).
        assertTrue(created[0] < created[1] && created[2] < created[3], Arrays.toString(created));
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

    /**
     * The proof line is a legal sequence starting with the best move. Without the table every
     * leaf of the proof tree is terminal, so the line must end the game with an outcome that
     * proves the value: a win for WIN, a draw or better for DRAW, a loss for LOSS.
     */
    private static void checkPv(State s, SolveResult r, String where) {
        int[] pv = r.pv();
        assertTrue(pv.length > 0 && pv[0] == r.bestMove(), where);
        int prover = s.toMove();
        int applied = 0;
        for (int m : pv) {
            assertTrue(s.isLegal(m), where + ": pv move " + applied + " legal");
            s.apply(m);
            applied++;
        }
        boolean withoutTable = where.contains("tt=false");
        if (withoutTable) {
            assertTrue(s.isTerminal(), where + ": the proof line ends the game");
            Value end = Value.ofScore(s.score(), prover);
            if (r.value() == Value.DRAW) assertTrue(end != Value.LOSS, where + ": line ends in " + end);
            else assertEquals(r.value(), end, where + ": line ends in " + end);
        }
        for (int i = 0; i < applied; i++) s.undo();
    }

    /** A game where taking 2 keeps the turn: OR/AND follow the side to move, not the depth. */
    @Test
    void gamesWhereTheTurnDoesNotAlternateAgreeWithTheOracle() throws Exception {
        MisereNimWithDraws game = new MisereNimWithDraws();
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
