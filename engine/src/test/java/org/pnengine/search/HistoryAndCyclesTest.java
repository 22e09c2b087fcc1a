package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.woodpush.WoodpushGame;
import org.pnengine.search.alphabeta.AlphaBetaSolver;
import org.pnengine.search.pns.DfpnSolver;

/**
 * The graph-history interaction: the exact solvers on games whose play can cycle (Woodpush, whose
 * ko is part of the position) against an independent retrograde analysis
 * ({@link RetrogradeValues}, endless play counted as a draw), and on a game whose legal moves
 * depend on the whole history ({@link SuperkoGame}) against a brute force over that history.
 */
class HistoryAndCyclesTest {


    private static SolveResult solve(Solver solver, State s) {
        return solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    private static Value sign(int v) {
        return v > 0 ? Value.WIN : v < 0 ? Value.LOSS : Value.DRAW;
    }

    /**
     * Every position of Woodpush 6×2, every second of 9×2 and every tenth of 8×3, against
     * retrograde analysis.
     */
    @Test
    void woodpushAgreesWithRetrogradeAnalysis() {
        RetrogradeValues.Tally all = new RetrogradeValues.Tally(0, 0);
        for (int[] size : new int[][] {{6, 2, 1}, {9, 2, 2}, {8, 3, 10}}) {
            WoodpushGame g = WoodpushGame.of(size[0], size[1]);
            all = all.plus(RetrogradeValues.sample(g, size[2],
                    (truth, s, v) -> checkPosition(truth, s, v, g.descriptor() + " " + s.positionText())));
        }
        // Draws exist only through endless play, so these positions exercise the repetition rule.
        assertTrue(all.draws() > 20, "draws by endless play: " + all.draws());
        assertTrue(all.checked() > 2000, "positions checked: " + all.checked());
    }

    private static void checkPosition(RetrogradeValues truth, State s, int v, String where) {
        String before = s.positionText();
        SolveResult ab = solve(new AlphaBetaSolver(), s);
        assertEquals(Integer.valueOf(v), ab.score(), where + ": alphabeta score");
        assertEquals(sign(v), ab.value(), where);
        assertEquals(v, childValue(truth, s, ab.bestMove()), where + ": alphabeta's best move keeps the score");
        SolveResult wdl = solve(AlphaBetaSolver.TYPE.create(List.of("wdl=true")), s);
        assertEquals(sign(v), wdl.value(), where + ": alphabeta wdl=true");
        SolveResult df = solve(new DfpnSolver(), s);
        assertEquals(sign(v), df.value(), where + ": dfpn");
        if (v >= 0) {
            assertEquals(sign(v), sign(childValue(truth, s, df.bestMove())), where + ": dfpn's best move keeps the value");
        }
        assertEquals(before, s.positionText(), where + ": the state is restored");
    }

    /** The value for the mover of playing {@code move} in {@code s}, from the retrograde values. */
    private static int childValue(RetrogradeValues truth, State s, int move) {
        assertTrue(s.isLegal(move), "legal best move " + move + " in " + s.positionText());
        int mover = s.toMove();
        State c = s.copy();
        c.apply(move);
        int w;
        if (c.isTerminal()) {
            w = c.score();
            return mover == Game.FIRST ? w : -w;
        }
        w = truth.valueForSideToMove(c);
        return c.toMove() == mover ? w : -w;
    }

    /**
     * A position where df-pn, storing a proof found through a repetition of a position above it
     * as if it held everywhere, answered draw instead of win (found by comparing every position of
     * {@code woodpush length=10 pieces=3} with the retrograde values while the path-dependence
     * check was switched off).
     */
    @Test
    void dfpnDoesNotReusePathDependentProofs() throws Exception {
        WoodpushGame g = WoodpushGame.of(10, 3);
        State s = g.parsePosition(".RLL.LR.R. l ko=3b");
        RetrogradeValues truth = new RetrogradeValues(s, 100_000);
        assertEquals(1, truth.valueForSideToMove(s));
        assertEquals(Value.WIN, solve(new DfpnSolver(), s).value());
        assertEquals(Integer.valueOf(1), solve(new AlphaBetaSolver(), s).score());
    }

    /** A position reached through a long history solves like the same position parsed afresh. */
    @Test
    void theHistoryBeforeTheRootDoesNotChangeTheResult() throws Exception {
        WoodpushGame g = WoodpushGame.of(8, 3);
        RetrogradeValues truth = new RetrogradeValues(g.newInitialState(), 100_000);
        SplittableRandom rng = new SplittableRandom(77);
        int[] buf = new int[g.maxMoves()];
        State walk = g.newInitialState();
        int solved = 0;
        while (solved < 40) {
            if (walk.isTerminal()) walk = g.newInitialState();
            walk.apply(buf[rng.nextInt(walk.legalMoves(buf))]);
            if (walk.isTerminal() || walk.ply() < 10) continue;
            State fresh = g.parsePosition(walk.positionText());
            int v = truth.valueForSideToMove(walk);
            for (State s : List.of(walk, fresh)) {
                String where = walk.positionText() + (s == walk ? " after " + walk.ply() + " plies" : " parsed");
                assertEquals(Integer.valueOf(v), solve(new AlphaBetaSolver(), s).score(), where);
                assertEquals(sign(v), solve(new DfpnSolver(), s).value(), where);
            }
            solved++;
        }
    }

    /**
     * {@link SuperkoGame}: every history of up to 8 plies from the start, against a brute force
     * over the history. The same game with {@code historyDependent()} falsely denied makes
     * alpha-beta's table reuse results across histories and go wrong somewhere, which shows that
     * the positions test what they should.
     */
    @Test
    void historyDependentRulesAreSolvedForTheActualHistory() {
        List<State> honest = histories(new SuperkoGame(3, true), 8);
        List<State> denied = histories(new SuperkoGame(3, false), 8);
        int wins = 0;
        int losses = 0;
        int wrongWhenDenied = 0;
        for (int i = 0; i < honest.size(); i++) {
            State s = honest.get(i);
            if (s.isTerminal()) continue;
            int v = bruteForce(s);
            String where = s.positionText() + " after " + s.ply() + " plies";
            if (v > 0) wins++;
            if (v < 0) losses++;
            SolveResult ab = solve(new AlphaBetaSolver(), s);
            assertEquals(Integer.valueOf(v), ab.score(), where + ": alphabeta");
            assertNull(ab.stopReason());
            State after = s.copy();
            after.apply(ab.bestMove());
            assertEquals(v, after.isTerminal() ? (after.score() * (s.toMove() == Game.FIRST ? 1 : -1))
                    : -bruteForce(after), where + ": alphabeta's best move");
            assertEquals(sign(v), solve(AlphaBetaSolver.TYPE.create(List.of("wdl=true")), s).value(), where);
            assertEquals(sign(v), solve(new DfpnSolver(), s).value(), where + ": dfpn");
            SolveResult blind = solve(new AlphaBetaSolver(), denied.get(i));
            if (blind.score() != v) wrongWhenDenied++;
        }
        assertTrue(wins > 10 && losses > 10, "wins " + wins + ", losses " + losses);
        assertTrue(wrongWhenDenied > 0, "the history matters in these positions");
    }

    /** Every state reached by up to {@code plies} moves from the start, in a fixed order. */
    private static List<State> histories(Game g, int plies) {
        List<State> out = new ArrayList<>();
        collect(g.newInitialState(), plies, out);
        return out;
    }

    private static void collect(State s, int plies, List<State> out) {
        out.add(s.copy());
        if (plies == 0 || s.isTerminal()) return;
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            collect(s, plies - 1, out);
            s.undo();
        }
    }

    /** Plain negamax over the game tree of {@code s}'s history: no table, no pruning. */
    private static int bruteForce(State s) {
        if (s.isTerminal()) return s.toMove() == Game.FIRST ? s.score() : -s.score();
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int mover = s.toMove();
            s.apply(buf[i]);
            int v = s.toMove() == mover ? bruteForce(s) : -bruteForce(s);
            s.undo();
            best = Math.max(best, v);
        }
        return best;
    }
}
