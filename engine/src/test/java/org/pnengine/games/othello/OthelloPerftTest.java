package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pnengine.game.Perft;
import org.pnengine.game.State;

/**
 * Perft (a forced pass is one ply, a finished game is one leaf even when depth remains) from the
 * start positions, and move generation cross-checked against the independent {@link ArrayOthello}.
 */
class OthelloPerftTest {

    /**
     * 8×8, d = 1..9 (d = 10 and deeper are left to {@code bench perft --game Othello --finished-is-leaf}). Source: ../shared/reference/rules-and-numbers.md, Othello section (Aart Bik,
     * "Perft for Reversi"; Nyanyan/Egaroucid documentation; an independent implementation).
     */
    private static final long[] PERFT_8 = {
        1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};

    /**
     * 6×6, d = 1..8. Source: ../shared/reference/rules-and-numbers.md, Othello section
     * ("independent implementation only").
     */
    private static final long[] PERFT_6 = {1, 4, 12, 56, 244, 1364, 7604, 47740, 308716};

    private static long perft(OthelloGame g, int depth) {
        State s = g.newInitialState();
        long n = Perft.count(s, depth, Perft.Convention.FINISHED_IS_LEAF);
        assertEquals(g.newInitialState().positionText(), s.positionText(), "perft must restore the state");
        assertEquals(g.newInitialState().hash(), s.hash());
        return n;
    }

    @Test
    void perft8x8() {
        OthelloGame g = OthelloGame.standard();
        for (int d = 1; d < PERFT_8.length; d++) {
            assertEquals(PERFT_8[d], perft(g, d), "8x8 perft(" + d + ")");
        }
    }

    /**
     * The other pass convention: a forced pass is played but consumes no ply (a finished game is
     * still one leaf). 8×8 d = 9 is 3005320, 32 more than with passes as plies. Source:
     * ../shared/reference/rules-and-numbers.md, Othello section (Egaroucid); its d = 10..12 are
     * too slow for the suite.
     */
    @Test
    void perft8x8WithPassesConsumingNoPly() {
        OthelloGame g = OthelloGame.standard();
        State s = g.newInitialState();
        assertEquals(3005320L, Perft.count(s, 9, new Perft.Convention(true, false)));
        assertEquals(g.newInitialState().positionText(), s.positionText());
    }

    @Test
    void perft6x6() {
        OthelloGame g = OthelloGame.of(6);
        for (int d = 1; d < PERFT_6.length; d++) {
            assertEquals(PERFT_6[d], perft(g, d), "6x6 perft(" + d + ")");
        }
    }

    /**
     * 4×4 has no published perft: the whole game tree is walked once with ArrayOthello, counting
     * the positions and finished games at each depth, and every perft(d) until the tree ends must
     * agree with the bitboard state's.
     */
    @Test
    void perft4x4AgainstArrayImplementation() {
        OthelloGame g = OthelloGame.of(4);
        long[] nodes = new long[g.maxGameLength() + 2];
        long[] ends = new long[g.maxGameLength() + 2];
        walk(new ArrayOthello(4), 0, nodes, ends);
        long endedBefore = 0;
        int d = 1;
        for (; nodes[d] > 0; d++) {
            endedBefore += ends[d - 1];
            assertEquals(nodes[d] + endedBefore, perft(g, d), "4x4 perft(" + d + ")");
        }
        assertTrue(d - 1 <= g.maxGameLength(), "the longest 4x4 game fits maxGameLength");
        // One depth past the end: every game has ended, perft counts each finished game once.
        assertEquals(endedBefore + ends[d - 1], perft(g, d));
    }

    private static void walk(ArrayOthello s, int depth, long[] nodes, long[] ends) {
        nodes[depth]++;
        List<Integer> moves = s.legalMoves();
        if (moves.isEmpty()) {
            ends[depth]++;
            return;
        }
        for (int m : moves) walk(s.play(m), depth + 1, nodes, ends);
    }

    /** The 6×6 reference figures also agree with the independent implementation (a check on it). */
    @Test
    void arrayImplementationMatchesReference() {
        ArrayOthello six = new ArrayOthello(6);
        for (int d = 1; d <= 6; d++) assertEquals(PERFT_6[d], six.perft(d), "ArrayOthello 6x6 perft(" + d + ")");
        ArrayOthello eight = new ArrayOthello(8);
        for (int d = 1; d <= 6; d++) assertEquals(PERFT_8[d], eight.perft(d), "ArrayOthello 8x8 perft(" + d + ")");
    }

    /**
     * Random games on every size, move lists, positions and final scores compared with
     * ArrayOthello at every ply, and the state restored by undo to the start.
     */
    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8})
    void randomGamesAgreeWithArrayImplementation(int size) {
        OthelloGame g = OthelloGame.of(size);
        SplittableRandom rng = new SplittableRandom(20261122L + size);
        int[] buf = new int[g.maxMoves()];
        int passes = 0;
        for (int game = 0; game < 300; game++) {
            OthelloState s = g.newInitialState();
            ArrayOthello ref = new ArrayOthello(size);
            List<String> texts = new ArrayList<>();
            while (true) {
                assertEquals(ref.positionText(), s.positionText());
                texts.add(s.positionText());
                List<Integer> expected = ref.legalMoves();
                int n = s.legalMoves(buf);
                List<Integer> got = new ArrayList<>();
                for (int i = 0; i < n; i++) got.add(s.isPass(buf[i]) ? ArrayOthello.PASS : buf[i]);
                assertEquals(expected, got, "moves in " + s.positionText());
                assertEquals(expected.isEmpty(), s.isTerminal());
                if (n == 0) break;
                int k = rng.nextInt(n);
                if (s.isPass(buf[k])) passes++;
                s.apply(buf[k]);
                ref = ref.play(expected.get(k));
            }
            assertEquals(ref.discDifference(), s.score());
            for (int i = texts.size() - 1; i > 0; i--) {
                s.undo();
                assertEquals(texts.get(i - 1), s.positionText());
            }
            assertEquals(0, s.ply());
        }
        assertTrue(passes > 0, "the random games exercised some passes");
    }
}
