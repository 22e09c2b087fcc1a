package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
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
    static OthelloState randomPosition(OthelloGame g, SplittableRandom rng, int empties) {
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

    /**
     * The solvers of the last empty squares (the shallow layer, {@code lastFour},
     * {@code lastThree}, {@code lastTwo}, {@code lastOne}), entered directly with a null window,
     * answer on the right side of it and fail-soft within the plain alpha-beta score, at 1 to 6
     * empty squares on 4x4, 6x6 and 8x8 in both scorings; the positions at three empty squares
     * cover each of {@code lastThree}'s parity orders (two squares sharing a quadrant, the third
     * lowest, middle or highest, or no two sharing one), and some positions need a pass.
     */
    @Test
    void lastSquaresKeepThePlainAlphaBetaScores() {
        SplittableRandom rng = new SplittableRandom(23);
        int[] threeOrders = new int[4];
        int passes = 0;
        for (int size : new int[] {4, 6, 8}) {
            for (boolean wof : new boolean[] {false, true}) {
                OthelloGame g = othello(size, wof);
                int squares = size * size;
                for (int empties = 1; empties <= Math.min(6, squares - 5); empties++) {
                    int count = empties == 3 || empties == 4 ? 150 : 30;
                    for (int i = 0; i < count; i++) {
                        OthelloState s = randomPosition(g, rng, empties);
                        String where = g + " " + s.positionText();
                        if (s.isLegal(OthelloState.PASS)) passes++;
                        if (empties == 3) threeOrders[threeOrder(s, size)]++;
                        int exact = negamax(s, -squares - 1, squares + 1);
                        OthelloEndgame k = new OthelloEndgame(s, 1 << 16, () -> false);
                        for (int a = exact - 3; a <= exact + 2; a++) {
                            int r = k.nullWindowSearch(a);
                            assertFalse(k.stopped());
                            if (exact > a) {
                                assertTrue(r > a && r <= exact, where + ": window " + a + " gave " + r);
                            } else {
                                assertTrue(r <= a && r >= exact, where + ": window " + a + " gave " + r);
                            }
                        }
                        assertEquals(exact, k.search(-squares - 1, squares + 1), where);
                    }
                }
            }
        }
        for (int c : threeOrders) assertTrue(c >= 5, "parity orders at three empties: " + Arrays.toString(threeOrders));
        assertTrue(passes >= 5, "positions with a pass: " + passes);
    }

    /**
     * Which order {@code lastThree} gives the three empty squares of {@code s}: 0 to 2 when two
     * share a quadrant and the third is the lowest, middle or highest square; 3 when none or all
     * three share one.
     */
    private static int threeOrder(OthelloState s, int size) {
        long empty = ~(s.blackBits() | s.whiteBits());
        int[] quadrant = new int[3];
        int j = 0;
        for (int sq = 0; sq < 64 && j < 3; sq++) {
            int r = sq / 8;
            int c = sq % 8;
            if (r >= size || c >= size || (empty >>> sq & 1) == 0) continue;
            quadrant[j++] = (r < size / 2 ? 0 : 2) + (c < size / 2 ? 0 : 1);
        }
        boolean ab = quadrant[0] == quadrant[1];
        boolean ac = quadrant[0] == quadrant[2];
        boolean bc = quadrant[1] == quadrant[2];
        if (ab && ac) return 3;
        if (ab) return 2;
        if (ac) return 1;
        if (bc) return 0;
        return 3;
    }
}
