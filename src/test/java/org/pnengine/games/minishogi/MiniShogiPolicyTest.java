package org.pnengine.games.minishogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;

/**
 * MiniShogi's playout policy and evaluation ({@link MiniShogiPolicy}): legal moves at every ply,
 * playouts that leave the state as it was and repeat for a seed, the most valuable capture taken
 * about three times in four, and the material balance.
 */
class MiniShogiPolicyTest {

    private static final MiniShogiGame GAME = MiniShogiGame.standard();

    @Test
    void everyPolicyMoveIsLegalAndPlayoutsLeaveThePositionAsItWas() {
        SplittableRandom rng = new SplittableRandom(28);
        int[] buffer = new int[GAME.maxMoves()];
        for (int n = 0; n < 60; n++) {
            MiniShogiState s = (MiniShogiState) GAME.newInitialState();
            for (int ply = 0; ply < 200 && !s.isTerminal(); ply++) {
                String before = s.positionText();
                int r = s.policyPlayout(new SplittableRandom(n), buffer, 300);
                assertEquals(before, s.positionText(), "a playout leaves the state as it was");
                assertEquals(r, s.policyPlayout(new SplittableRandom(n), buffer, 300), "the same seed plays the same game");
                int m = s.policyMove(rng, buffer);
                assertTrue(s.isLegal(m), before + ": " + s.formatMove(m));
                s.apply(m);
            }
        }
    }

    @Test
    void theMostValuableCaptureComesFirst() throws Exception {
        // Black's rook on 3c can take the bishop on 5c or the pawn on 1c.
        MiniShogiState s = (MiniShogiState) GAME.parsePosition("k4/5/b1R1p/5/4K b - 1");
        int[] buffer = new int[GAME.maxMoves()];
        int bishop = 0;
        int pawn = 0;
        int n = 400;
        for (int seed = 0; seed < n; seed++) {
            String m = s.formatMove(s.policyMove(new SplittableRandom(seed), buffer));
            if (m.startsWith("3c5c")) bishop++;
            if (m.startsWith("3c1c")) pawn++;
        }
        // 3/4 of the time the bishop, otherwise uniform among about twenty moves.
        assertTrue(bishop > n * 0.7 && bishop < n * 0.85, "bishop taken " + bishop + " of " + n);
        assertTrue(pawn < n * 0.05, "pawn taken " + pawn + " of " + n);
    }

    @Test
    void theEvaluationIsTheMaterialBalance() throws Exception {
        assertEquals(0, ((MiniShogiState) GAME.newInitialState()).evaluate());
        State s = GAME.parsePosition("k4/5/b1R1p/5/4K b - 1");
        assertEquals(10 - 8 - 1, ((MiniShogiState) s).evaluate());
        s.apply(s.parseMove("3c5c"));   // the bishop goes to Black's hand: +8 for Black, -8 for White
        assertEquals(10 + 8 - 1, ((MiniShogiState) s).evaluate());
        State swapped = GAME.parsePosition("4k/5/P1r1B/5/K4 w - 1");
        assertEquals(-(10 - 8 - 1), ((MiniShogiState) swapped).evaluate(), "the colours swapped negate it");
    }
}
