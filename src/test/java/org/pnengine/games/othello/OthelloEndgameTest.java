package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;

/**
 * The cutoffs of {@link OthelloEndgame}: its stable discs never flip in any continuation, and
 * with its stability and enhanced transposition cutoffs it still gives the exact scores (and
 * fail-soft bounds) of a plain alpha-beta without table, on seeded random positions.
 */
class OthelloEndgameTest {

    private static OthelloGame othello(int size, boolean wof) {
        return (OthelloGame) OthelloGame.TYPE.create(
                wof ? List.of("size=" + size, "scoring=wof") : List.of("size=" + size));
    }

    /** Random moves from the start until {@code empties} squares are left, the game not over. */
    private static OthelloState randomPosition(OthelloGame g, SplittableRandom rng, int empties) {
        int[] buf = new int[g.maxMoves()];
        while (true) {
            OthelloState s = g.newInitialState();
            while (!s.isTerminal() && s.empties() > empties) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            if (!s.isTerminal() && s.empties() == empties) return s;
        }
    }

    /** The exact score for the side to move: plain negamax alpha-beta through the state, no table. */
    private static int negamax(OthelloState s, int alpha, int beta) {
        if (s.isTerminal()) return s.toMove() == Game.FIRST ? s.score() : -s.score();
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            int v = -negamax(s, -beta, -Math.max(alpha, best));
            s.undo();
            if (v > best) {
                best = v;
                if (best >= beta) break;
            }
        }
        return best;
    }

    /**
     * Discs called stable keep their colour through random games to the end, from positions
     * at every stage of the game; and enough of them are found for the check to mean something.
     */
    @Test
    void stableDiscsNeverFlip() {
        SplittableRandom rng = new SplittableRandom(5);
        long found = 0;
        for (int size : new int[] {6, 8}) {
            OthelloGame g = othello(size, false);
            int[] buf = new int[g.maxMoves()];
            for (int i = 0; i < 300; i++) {
                OthelloState s = randomPosition(g, rng, 1 + rng.nextInt(size * size - 8));
                OthelloEndgame k = new OthelloEndgame(s, 1 << 16, () -> false);
                long occupied = s.blackBits() | s.whiteBits();
                long black = k.stableDiscs(s.blackBits(), occupied);
                long white = k.stableDiscs(s.whiteBits(), occupied);
                assertEquals(black, black & s.blackBits(), s.positionText());
                assertEquals(white, white & s.whiteBits(), s.positionText());
                found += Long.bitCount(black | white);
                for (int game = 0; game < 5; game++) {
                    OthelloState c = s.copy();
                    while (!c.isTerminal()) {
                        c.apply(buf[rng.nextInt(c.legalMoves(buf))]);
                        assertEquals(black, black & c.blackBits(), s.positionText() + " then " + c.positionText());
                        assertEquals(white, white & c.whiteBits(), s.positionText() + " then " + c.positionText());
                    }
                }
            }
        }
        assertTrue(found > 1000, "stable discs found: " + found);
    }

    /**
     * The exact score is within the stability bound, and the kernel's exact score and its
     * null-window answers agree with plain alpha-beta, on positions with enough empty squares for
     * the table, the stability cutoff and the enhanced transposition cutoff to take part.
     */
    @Test
    void cutoffsKeepThePlainAlphaBetaScores() {
        SplittableRandom rng = new SplittableRandom(17);
        for (int size : new int[] {6, 8}) {
            for (boolean wof : new boolean[] {false, true}) {
                OthelloGame g = othello(size, wof);
                int squares = size * size;
                for (int i = 0; i < 12; i++) {
                    OthelloState s = randomPosition(g, rng, OthelloEndgame.ETC_MIN + rng.nextInt(4));
                    String where = g + " " + s.positionText();
                    int exact = negamax(s, -squares - 1, squares + 1);
                    OthelloEndgame k = new OthelloEndgame(s, 1 << 20, () -> false);
                    long occupied = s.moverBits() | s.opponentBits();
                    assertTrue(exact <= squares - 2 * Long.bitCount(k.stableDiscs(s.opponentBits(), occupied)), where);
                    assertTrue(exact >= 2 * Long.bitCount(k.stableDiscs(s.moverBits(), occupied)) - squares, where);
                    assertEquals(exact, k.search(-squares - 1, squares + 1), where);
                    OthelloEndgame fresh = new OthelloEndgame(s, 1 << 20, () -> false);
                    for (int a = exact - 3; a <= exact + 2; a++) {
                        for (OthelloEndgame any : new OthelloEndgame[] {fresh, k}) {
                            int r = any.search(a, a + 1);
                            assertFalse(any.stopped());
                            if (exact > a) {
                                assertTrue(r > a && r <= exact, where + ": window " + a + " gave " + r);
                            } else {
                                assertTrue(r <= a && r >= exact, where + ": window " + a + " gave " + r);
                            }
                        }
                    }
                }
            }
        }
    }
}
