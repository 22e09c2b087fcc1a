package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pnengine.game.State;

/**
 * Perft of Breakthrough 8×8 from the start position.
 *
 * <p>Reference counts: {@code ../shared/reference/rules-and-numbers.md}, section "Breakthrough
 * 8×8" (source named there: two independent implementations, a fresh one and Fairy-Stockfish's
 * {@code breakthrough} variant).
 */
class BreakthroughPerftTest {

    /** d = 1..6 from the reference file. */
    private static final long[] PERFT = {22, 484, 11132, 256036, 6182818, 149264638};

    static long perft(State s, int depth, int[][] buffers) {
        int[] moves = buffers[depth];
        int n = s.legalMoves(moves);
        if (depth == 1) return n;
        long total = 0;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            total += perft(s, depth - 1, buffers);
            s.undo();
        }
        return total;
    }

    static long perft(State s, int depth) {
        int[][] buffers = new int[depth + 1][s.game().maxMoves()];
        long hash = s.hash();
        String text = s.positionText();
        long n = perft(s, depth, buffers);
        assertEquals(hash, s.hash(), "hash restored after perft");
        assertEquals(text, s.positionText(), "position restored after perft");
        return n;
    }

    @Test
    void perftFromStartDepths1To5() {
        BreakthroughState s = BreakthroughGame.standard().newInitialState();
        for (int d = 1; d <= 5; d++) {
            assertEquals(PERFT[d - 1], perft(s, d), "perft(" + d + ")");
        }
    }

    @Test
    void perftFromStartDepth6() {
        assertEquals(PERFT[5], perft(BreakthroughGame.standard().newInitialState(), 6));
    }
}
