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
    void theHandMadeEvaluationCountsMaterialAndIsSymmetric() throws Exception {
        assertEquals(0, MiniShogiPolicy.evaluate((MiniShogiState) GAME.newInitialState()));
        MiniShogiState s = (MiniShogiState) GAME.parsePosition("k4/5/b1R1p/5/4K b - 1");
        int before = MiniShogiPolicy.evaluate(s);
        s.apply(s.parseMove("3c5c"));   // the bishop leaves White's board for Black's hand
        int gained = MiniShogiPolicy.evaluate(s) - before;
        // The bishop's value on the board (800) and in hand (850), give or take the places' terms.
        assertTrue(gained > 1550 && gained < 1750, "gained " + gained);
        MiniShogiState swapped = (MiniShogiState) GAME.parsePosition("k4/5/P1r1B/5/4K w - 1");   // turned half round
        assertEquals(-before, MiniShogiPolicy.evaluate(swapped), "the colours swapped negate it");
    }


    @Test
    void capturesAndPromotionsGainAndThreatIsCheck() {
        SplittableRandom rng = new SplittableRandom(5);
        int[] buffer = new int[GAME.maxMoves()];
        int captures = 0;
        for (int game = 0; game < 10; game++) {
            MiniShogiState s = (MiniShogiState) GAME.newInitialState();
            for (int ply = 0; ply < 200 && !s.isTerminal(); ply++) {
                assertEquals(s.inCheck(), s.threatened());
                int n = s.legalMoves(buffer);
                for (int i = 0; i < n; i++) {
                    String text = s.formatMove(buffer[i]);
                    boolean drop = text.contains("*");
                    boolean capture = !drop && s.codeAt(buffer[i] & 31) != 0;
                    boolean promotes = text.endsWith("+");
                    if (capture) captures++;
                    assertEquals(capture || promotes, s.gain(buffer[i]) > 0, text);
                }
                s.apply(buffer[rng.nextInt(n)]);
            }
        }
        assertTrue(captures > 0);
    }
}
