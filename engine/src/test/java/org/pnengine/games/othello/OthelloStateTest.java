package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/** apply/undo, copy, hash and the specialised random playout. */
class OthelloStateTest {

    /** The generic playout loop of {@link State#randomPlayout}, written out (it is a default method). */
    private static int genericPlayout(State s, SplittableRandom rng, int[] buffer, int maxPlies) {
        int played = 0;
        int result = Integer.MIN_VALUE;
        while (true) {
            if (s.isTerminal()) {
                result = s.score();
                break;
            }
            if (played >= maxPlies) break;
            int n = s.legalMoves(buffer);
            s.apply(buffer[RandomInts.below(rng, n)]);
            played++;
        }
        for (int i = 0; i < played; i++) s.undo();
        return result;
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8})
    void playoutMatchesTheGenericLoopAndLeavesTheStateAlone(int size) {
        OthelloGame g = OthelloGame.of(size);
        int[] buf = new int[g.maxMoves()];
        SplittableRandom walk = new SplittableRandom(99 + size);
        for (int i = 0; i < 200; i++) {
            // Start from positions a few random plies in, sometimes with a pass to play.
            OthelloState s = g.newInitialState();
            for (int k = walk.nextInt(2 * size) ; k > 0 && !s.isTerminal(); k--) {
                int n = s.legalMoves(buf);
                s.apply(buf[walk.nextInt(n)]);
            }
            String text = s.positionText();
            long hash = s.hash();
            int ply = s.ply();
            long seed = walk.nextLong();
            int limit = i % 4 == 0 ? walk.nextInt(g.maxGameLength()) : Integer.MAX_VALUE;
            int fast = s.randomPlayout(new SplittableRandom(seed), buf, limit);
            assertEquals(text, s.positionText());
            assertEquals(hash, s.hash());
            assertEquals(ply, s.ply());
            int slow = genericPlayout(s, new SplittableRandom(seed), buf, limit);
            assertEquals(slow, fast, "same seed, same game from " + text + " limit " + limit);
            if (fast != Integer.MIN_VALUE) {
                assertTrue(fast >= g.minScore() && fast <= g.maxScore());
            }
        }
    }

    @Test
    void playoutCutOffAndFromTerminal() {
        OthelloGame g = OthelloGame.standard();
        int[] buf = new int[g.maxMoves()];
        OthelloState s = g.newInitialState();
        assertEquals(Integer.MIN_VALUE, s.randomPlayout(new SplittableRandom(1), buf, 10));
        assertEquals(Integer.MIN_VALUE, s.randomPlayout(new SplittableRandom(1), buf, 0));
        StringBuilder full = new StringBuilder();
        for (int i = 0; i < 64; i++) full.append(i % 3 == 0 ? 'O' : 'X');
        OthelloState end = assertDoesNotThrowParse(g, full + " X");
        assertEquals(end.score(), end.randomPlayout(new SplittableRandom(1), buf, 0));
    }

    private static OthelloState assertDoesNotThrowParse(OthelloGame g, String text) {
        try {
            return g.parsePosition(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void undoAndCopy() throws Exception {
        OthelloGame g = OthelloGame.standard();
        OthelloState s = g.newInitialState();
        assertThrows(IllegalStateException.class, s::undo);
        assertEquals(-1, s.lastMove());
        s.apply(s.parseMove("d3"));
        s.apply(s.parseMove("c3"));
        assertEquals(2, s.ply());
        assertEquals("c3", s.formatMove(s.lastMove()));
        OthelloState c = s.copy();
        c.apply(c.parseMove("c4"));
        assertEquals(2, s.ply());
        assertNotEquals(s.positionText(), c.positionText());
        c.undo();
        assertEquals(s.positionText(), c.positionText());
        assertEquals(s.hash(), c.hash());
        c.undo();
        c.undo();
        assertEquals(g.newInitialState().positionText(), c.positionText());
        assertEquals("c3", s.formatMove(s.lastMove()), "the original keeps its history");
        OthelloState parsed = g.parsePosition(s.positionText());
        assertEquals(0, parsed.ply());
        assertThrows(IllegalStateException.class, parsed::undo);
    }

    /** Random games: equal positions hash equally, different ones (here) differently. */
    @Test
    void hashIdentifiesPositions() {
        OthelloGame g = OthelloGame.of(6);
        Map<String, Long> byText = new HashMap<>();
        Map<Long, String> byHash = new HashMap<>();
        int[] buf = new int[g.maxMoves()];
        SplittableRandom rng = new SplittableRandom(5);
        int transpositions = 0;
        for (int game = 0; game < 2000; game++) {
            OthelloState s = g.newInitialState();
            // Short games from the start, where move orders often transpose.
            for (int ply = 0; ply < 8 && !s.isTerminal(); ply++) {
                s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
                String text = s.positionText();
                Long known = byText.putIfAbsent(text, s.hash());
                if (known != null) {
                    assertEquals(known.longValue(), s.hash(), text);
                    transpositions++;
                }
                String other = byHash.putIfAbsent(s.hash(), text);
                assertTrue(other == null || other.equals(text), "hash collision " + text + " / " + other);
            }
        }
        assertTrue(transpositions > 0);
        assertTrue(byText.size() > 1000);
    }

    @Test
    void bitboardAccessors() {
        OthelloState s = OthelloGame.standard().newInitialState();
        // d5 = bit 35, e4 = bit 28 (Black); d4 = 27, e5 = 36 (White).
        assertEquals((1L << 35) | (1L << 28), s.blackBits());
        assertEquals((1L << 27) | (1L << 36), s.whiteBits());
        assertEquals(s.blackBits(), s.moverBits());
        assertEquals(60, s.empties());
        // d3 = 19, c4 = 26, f5 = 37, e6 = 44
        assertEquals((1L << 19) | (1L << 26) | (1L << 37) | (1L << 44), s.legalMoveBits());
        assertEquals(1L << 27, OthelloState.flips(19, s.moverBits(), s.opponentBits()));
    }
}
