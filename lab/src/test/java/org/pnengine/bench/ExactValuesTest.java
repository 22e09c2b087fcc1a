package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.pgame.PGameGame;

/**
 * The exact values behind the P-game error rates. Tic-tac-toe is a draw
 * ({@code ../shared/reference/rules-and-numbers.md}); on P-game trees alpha-beta must agree with
 * plain minimax over every leaf.
 */
class ExactValuesTest {

    /** Minimax without pruning over the sign of the score, for the side to move. */
    private static int minimax(State s) {
        if (s.isTerminal()) {
            int v = Integer.signum(s.score());
            return s.toMove() == Game.FIRST ? v : -v;
        }
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        int best = -2;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            best = Math.max(best, -minimax(s));
            s.undo();
        }
        return best;
    }

    @Test
    void ticTacToeIsADraw() {
        State s = GameCatalog.find("tic_tac_toe").orElseThrow().create().newInitialState();
        assertEquals(0, ExactValues.negamax(s));
        ExactValues.RootValues rv = ExactValues.rootValues(s);
        assertEquals(0, rv.rootValue());
        assertEquals(9, rv.moves().length);
        for (int v : rv.moveValues()) assertEquals(0, v, "every opening move of tic-tac-toe draws");
    }

    @Test
    void rootValuesAgreeWithPlainMinimaxOnPGameTrees() {
        int errors = 0;
        for (long seed = 0; seed < 30; seed++) {
            PGameGame g = PGameGame.of(3, 6, seed);
            State s = g.newInitialState();
            ExactValues.RootValues rv = ExactValues.rootValues(s);
            assertEquals(minimax(s), rv.rootValue(), "tree " + seed);
            assertEquals(0, s.ply(), "the state is left as it was");
            int best = -2;
            for (int i = 0; i < rv.moves().length; i++) {
                s.apply(rv.moves()[i]);
                assertEquals(-minimax(s), rv.moveValues()[i], "tree " + seed + " move " + i);
                s.undo();
                best = Math.max(best, rv.moveValues()[i]);
                if (rv.moveValues()[i] < rv.rootValue()) {
                    assertTrue(rv.isError(rv.moves()[i]));
                    errors++;
                } else {
                    assertFalse(rv.isError(rv.moves()[i]));
                }
            }
            assertEquals(best, rv.rootValue());
            assertTrue(rv.isError(-1), "no move is an error");
        }
        assertTrue(errors > 0, "some root moves are mistakes, so the test can tell them apart");
    }
}
