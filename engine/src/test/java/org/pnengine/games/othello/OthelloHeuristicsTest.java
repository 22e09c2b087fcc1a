package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pnengine.game.GameProgress;
import org.pnengine.game.PlayoutPolicy;

/** The playout policy of {@code playout=policy} and the game-length estimate. */
class OthelloHeuristicsTest {

    private static long sq(String name) {
        return 1L << ((name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a'));
    }

    /** The policy's playout written out as a plain loop over apply/undo, drawing as the fast one. */
    private static int slowPolicyPlayout(OthelloState s, SplittableRandom rng, int maxPlies) {
        int n = OthelloHeuristics.side(s.game().boardMask);
        int played = 0;
        int result = Integer.MIN_VALUE;
        while (true) {
            if (s.isTerminal()) {
                result = s.score();
                break;
            }
            if (played >= maxPlies) break;
            long m = s.legalMoveBits();
            s.apply(m == 0 ? OthelloState.PASS : OthelloHeuristics.choose(rng, n, m, s.blackBits() | s.whiteBits()));
            played++;
        }
        for (int i = 0; i < played; i++) s.undo();
        return result;
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8})
    void policyPlayoutMatchesThePlainLoopAndLeavesTheStateAlone(int size) {
        OthelloGame g = OthelloGame.of(size);
        int[] buf = new int[g.maxMoves()];
        SplittableRandom walk = new SplittableRandom(7 + size);
        for (int i = 0; i < 200; i++) {
            OthelloState s = g.newInitialState();
            for (int k = walk.nextInt(3 * size); k > 0 && !s.isTerminal(); k--) {
                int n = s.legalMoves(buf);
                s.apply(buf[walk.nextInt(n)]);
            }
            String text = s.positionText();
            long hash = s.hash();
            long seed = walk.nextLong();
            int limit = i % 4 == 0 ? walk.nextInt(g.maxGameLength()) : Integer.MAX_VALUE;
            int fast = s.policyPlayout(new SplittableRandom(seed), buf, limit);
            assertEquals(text, s.positionText());
            assertEquals(hash, s.hash());
            assertEquals(fast, s.policyPlayout(new SplittableRandom(seed), buf, limit), "same seed, same playout");
            assertEquals(slowPolicyPlayout(s, new SplittableRandom(seed), limit), fast, text);
        }
    }

    @Test
    void takesACornerWhenOneIsLegal() {
        // Black to move can take a1 (over b2 to c3) among other moves.
        OthelloGame g = OthelloGame.standard();
        long black = sq("c3") | sq("d4") | sq("e5") | sq("d5");
        long white = sq("b2") | sq("e4") | sq("f5");
        OthelloState s = new OthelloState(g, black, white, OthelloGame.FIRST);
        long moves = s.legalMoveBits();
        assertTrue((moves & sq("a1")) != 0 && Long.bitCount(moves) > 2, "a1 and others are legal");
        long occupied = black | white;
        assertEquals(sq("a1"), OthelloHeuristics.preferred(8, moves, occupied));
        // Epsilon-greedy: about 7/8 + 1/8 · 1/k of the draws take the corner, never all of them.
        SplittableRandom rng = new SplittableRandom(3);
        int corner = 0;
        for (int i = 0; i < 800; i++) {
            if (OthelloHeuristics.choose(rng, 8, moves, occupied) == 0) corner++;
        }
        assertTrue(corner > 650 && corner < 800, "corner chosen " + corner + " of 800");
    }

    @Test
    void avoidsTheXAndCSquaresOfAnEmptyCornerOnly() {
        long occupied = sq("d4") | sq("e4") | sq("d5") | sq("e5");
        long moves = sq("b2") | sq("b1") | sq("c4");
        assertEquals(sq("c4"), OthelloHeuristics.preferred(8, moves, occupied));
        // Only dangerous squares: they are all still allowed.
        assertEquals(sq("b2") | sq("b1"), OthelloHeuristics.preferred(8, sq("b2") | sq("b1"), occupied));
        // Once a1 is taken, b2 and b1 are ordinary squares.
        assertEquals(moves, OthelloHeuristics.preferred(8, moves, occupied | sq("a1")));
        // On 6x6 the corners are a1, f1, a6, f6: e2 is the X-square of f1.
        assertEquals(sq("f6"), OthelloHeuristics.preferred(6, sq("f6") | sq("e2") | sq("c2"), occupied));
        assertEquals(sq("c2"), OthelloHeuristics.preferred(6, sq("e2") | sq("c2"), occupied));
    }

    /** The square's image under the mirror between files a and h (or the board's last file). */
    private static long mirror(long bits, int n) {
        long out = 0;
        for (long b = bits; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            out |= 1L << (8 * (i / 8) + (n - 1 - i % 8));
        }
        return out;
    }

    /** The image under the transpose (the a1-h8 diagonal). */
    private static long transpose(long bits) {
        long out = 0;
        for (long b = bits; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            out |= 1L << (8 * (i % 8) + i / 8);
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8})
    void thePreferredMovesFollowTheBoardsSymmetries(int size) {
        OthelloGame g = OthelloGame.of(size);
        int[] buf = new int[g.maxMoves()];
        SplittableRandom walk = new SplittableRandom(11 * size);
        int checked = 0;
        for (int i = 0; i < 300; i++) {
            OthelloState s = g.newInitialState();
            for (int k = walk.nextInt(size * size); k > 0 && !s.isTerminal(); k--) {
                int n = s.legalMoves(buf);
                s.apply(buf[walk.nextInt(n)]);
            }
            long moves = s.legalMoveBits();
            if (moves == 0) continue;
            long occ = s.blackBits() | s.whiteBits();
            long pref = OthelloHeuristics.preferred(size, moves, occ);
            assertTrue(pref != 0 && (pref & ~moves) == 0);
            assertEquals(mirror(pref, size), OthelloHeuristics.preferred(size, mirror(moves, size), mirror(occ, size)));
            assertEquals(transpose(pref), OthelloHeuristics.preferred(size, transpose(moves), transpose(occ)));
            checked++;
        }
        assertTrue(checked > 100);
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8})
    void theEvaluationIsSymmetricAndForTheFirstPlayer(int size) {
        OthelloGame g = OthelloGame.of(size);
        long board = g.boardMask;
        int[] buf = new int[g.maxMoves()];
        SplittableRandom walk = new SplittableRandom(13 * size);
        int nonZero = 0;
        for (int i = 0; i < 300; i++) {
            OthelloState s = g.newInitialState();
            for (int k = walk.nextInt(size * size); k > 0 && !s.isTerminal(); k--) {
                int n = s.legalMoves(buf);
                s.apply(buf[walk.nextInt(n)]);
            }
            long me = s.moverBits();
            long opp = s.opponentBits();
            int v = OthelloHeuristics.evaluate(size, board, me, opp);
            assertEquals(-v, OthelloHeuristics.evaluate(size, board, opp, me), "swapping the sides negates it");
            assertEquals(v, OthelloHeuristics.evaluate(size, board, mirror(me, size), mirror(opp, size)));
            assertEquals(v, OthelloHeuristics.evaluate(size, board, transpose(me), transpose(opp)));
            assertEquals(s.toMove() == OthelloGame.FIRST ? v : -v, s.evaluate(), "the first player's view");
            if (v != 0) nonZero++;
        }
        assertTrue(nonZero > 100);
    }

    @Test
    void theEvaluationPrefersTheSideWithACorner() {
        long board = OthelloGame.standard().boardMask;
        long me = sq("d4") | sq("e5");
        long opp = sq("e4") | sq("d5");
        assertEquals(0, OthelloHeuristics.evaluate(8, board, me, opp), "the start is even");
        assertTrue(OthelloHeuristics.evaluate(8, board, me | sq("a1"), opp) > 0);
        assertTrue(OthelloHeuristics.evaluate(8, board, me | sq("b2"), opp) < 0, "an X-square of an empty corner");
    }

    @Test
    void policyPlayoutsWinMoreOftenAgainstRandomOnes() {
        // Not a speed claim: the policy, as either colour, beats uniform play over seeded games.
        OthelloGame g = OthelloGame.standard();
        SplittableRandom rng = new SplittableRandom(5);
        int[] buf = new int[g.maxMoves()];
        int policyWins = 0;
        int randomWins = 0;
        for (int game = 0; game < 400; game++) {
            OthelloState s = g.newInitialState();
            int policySide = game % 2;
            while (!s.isTerminal()) {
                long m = s.legalMoveBits();
                int move;
                if (m == 0) move = OthelloState.PASS;
                else if (s.toMove() == policySide) move = OthelloHeuristics.choose(rng, 8, m, s.blackBits() | s.whiteBits());
                else {
                    int n = s.legalMoves(buf);
                    move = buf[rng.nextInt(n)];
                }
                s.apply(move);
            }
            int w = s.winner();
            if (w == policySide) policyWins++;
            else if (w >= 0) randomWins++;
        }
        assertTrue(policyWins > randomWins * 3 / 2, policyWins + " against " + randomWins);
    }

    @Test
    void expectedLengthIsTheEmptySquaresAndTheStateOffersBothCapabilities() {
        OthelloState s = OthelloGame.standard().newInitialState();
        assertTrue(s instanceof PlayoutPolicy);
        assertTrue(s instanceof GameProgress);
        assertEquals(60, s.expectedPliesLeft());
        int[] buf = new int[s.game().maxMoves()];
        SplittableRandom rng = new SplittableRandom(1);
        while (!s.isTerminal()) {
            assertEquals(s.empties(), s.expectedPliesLeft());
            int n = s.legalMoves(buf);
            s.apply(buf[rng.nextInt(n)]);
        }
        assertEquals(0, s.expectedPliesLeft());
    }
}
