package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/** Shared checks of the proof-number family's tests: sample positions, best moves and lines. */
final class SolverChecks {

    private SolverChecks() {
    }

    static SolveResult solve(Solver solver, State s) {
        return solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    /** {@code count} positions after {@code minPlies..maxPlies} random moves (fewer if the game ends). */
    static List<State> randomPositions(Game g, long seed, int count, int minPlies, int maxPlies) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] buf = new int[g.maxMoves()];
        List<State> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            State s = g.newInitialState();
            int plies = minPlies + rng.nextInt(maxPlies - minPlies + 1);
            for (int k = 0; k < plies && !s.isTerminal(); k++) {
                int n = s.legalMoves(buf);
                s.apply(buf[rng.nextInt(n)]);
            }
            out.add(s);
        }
        return out;
    }

    /** The value for the side to move of {@code s} once it has played {@code move}, by the oracle. */
    static Value valueAfter(NegamaxOracle oracle, State s, int move) {
        int mover = s.toMove();
        s.apply(move);
        Value after = oracle.value(s);
        if (s.toMove() != mover) after = after.negate();
        s.undo();
        return after;
    }

    /** A winning move keeps the win, a drawing move the draw (a losing root may play anything). */
    static void checkBestMove(NegamaxOracle oracle, State s, SolveResult r, String where) {
        if (s.isTerminal()) {
            assertEquals(-1, r.bestMove(), where + ": no move from a finished position");
            return;
        }
        assertTrue(s.isLegal(r.bestMove()), where + ": best move legal");
        if (r.value() == Value.WIN || r.value() == Value.DRAW) {
            assertEquals(r.value(), valueAfter(oracle, s, r.bestMove()), where + ": best move " + r.bestMove());
        }
    }

    /**
     * The line is legal and starts with the best move; with {@code toTheEnd} (a plain tree, so
     * every leaf of the proof is terminal) it ends the game with an outcome that shows the value:
     * a win for WIN, at least a draw for DRAW, a loss for LOSS. Returns the final score for the
     * root's side to move, or null if the line does not end the game.
     */
    static Integer checkLine(State s, SolveResult r, boolean toTheEnd, String where) {
        int[] pv = r.pv();
        if (s.isTerminal()) {
            assertEquals(0, pv.length, where);
            return null;
        }
        assertTrue(pv.length > 0 && pv[0] == r.bestMove(), where + ": the line starts with the best move");
        int prover = s.toMove();
        int applied = 0;
        try {
            for (int m : pv) {
                assertTrue(s.isLegal(m), where + ": line move " + applied + " legal");
                s.apply(m);
                applied++;
            }
            if (!s.isTerminal()) {
                assertTrue(!toTheEnd, where + ": the line ends the game");
                return null;
            }
            Value end = Value.ofScore(s.score(), prover);
            if (toTheEnd) {
                if (r.value() == Value.DRAW) assertTrue(end != Value.LOSS, where + ": line ends in " + end);
                else assertEquals(r.value(), end, where + ": line ends in " + end);
            }
            return prover == Game.FIRST ? s.score() : -s.score();
        } finally {
            for (int i = 0; i < applied; i++) s.undo();
        }
    }
}
