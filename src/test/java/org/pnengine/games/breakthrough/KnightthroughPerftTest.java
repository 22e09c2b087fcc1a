package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pnengine.game.State;

/**
 * Perft of Knightthrough 8×8 from the start position.
 *
 * <p>Reference counts: {@code ../shared/reference/rules-and-numbers.md}, section "Knightthrough
 * 8×8" (source named there: two independent implementations).
 */
class KnightthroughPerftTest {

    /** d = 1..5 from the reference file. */
    private static final long[] PERFT = {40, 1600, 63520, 2521306, 99598454};

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
    void perftFromStartDepths1To4() {
        KnightthroughState s = KnightthroughGame.standard().newInitialState();
        for (int d = 1; d <= 4; d++) {
            assertEquals(PERFT[d - 1], perft(s, d), "perft(" + d + ")");
        }
    }

    @Test
    void perftFromStartDepth5() {
        assertEquals(PERFT[4], perft(KnightthroughGame.standard().newInitialState(), 5));
    }
}
