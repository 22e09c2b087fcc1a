package org.pnengine.games.linesofaction;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pnengine.game.Perft;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * Perft of Lines of Action from the start positions.
 *
 * <p>Reference counts: {@code ../shared/reference/rules-and-numbers.md}, section "Lines of
 * Action", "perft, from two independent implementations": 8×8 d = 1…6: 36, 1244, 44952, 1563208,
 * 55963132, 1938494632; 7×7 d = 1…6: 30, 848, 25012, 698880, 19914620, 543682200. Depths 1…5
 * are tested (about 1 s each for d = 5, with bulk counting); d = 6 takes about half a minute and
 * is left to {@code pnengine bench perft --game lines_of_action --depth 6}.
 */
class LinesOfActionPerftTest {

    private static final long[] PERFT_8 = {36, 1244, 44952, 1563208, 55963132};
    private static final long[] PERFT_7 = {30, 848, 25012, 698880, 19914620};

    /**
     * Perft that applies every leaf move and checks, at each leaf, that the incremental hash and
     * the position equal those of the position re-read from its text, and that every generated
     * move passes {@code isLegal}.
     */
    private static long checkedPerft(State s, int depth, int[][] buffers) throws PositionException {
        if (depth == 0) {
            State fresh = s.game().parsePosition(s.positionText());
            assertEquals(fresh.hash(), s.hash(), s.positionText());
            assertEquals(fresh.isTerminal(), s.isTerminal(), s.positionText());
            return 1;
        }
        int[] buf = buffers[depth];
        int n = s.legalMoves(buf);
        long total = 0;
        for (int i = 0; i < n; i++) {
            assertEquals(true, s.isLegal(buf[i]), s.formatMove(buf[i]));
            String before = s.positionText();
            long hashBefore = s.hash();
            s.apply(buf[i]);
            total += checkedPerft(s, depth - 1, buffers);
            s.undo();
            assertEquals(before, s.positionText());
            assertEquals(hashBefore, s.hash());
        }
        return total;
    }

    @Test
    void perft8x8() {
        State s = LinesOfActionGame.of(8).newInitialState();
        for (int d = 1; d <= PERFT_8.length; d++) {
            assertEquals(PERFT_8[d - 1], Perft.count(s, d), "8x8 perft(" + d + ")");
        }
        assertEquals(LinesOfActionGame.of(8).newInitialState().positionText(), s.positionText());
    }

    @Test
    void perft7x7() {
        State s = LinesOfActionGame.of(7).newInitialState();
        for (int d = 1; d <= PERFT_7.length; d++) {
            assertEquals(PERFT_7[d - 1], Perft.count(s, d), "7x7 perft(" + d + ")");
        }
    }

    @Test
    void checkedPerftAgreesWithBulkCounting() throws PositionException {
        for (int size = 7; size <= 8; size++) {
            State s = LinesOfActionGame.of(size).newInitialState();
            long expected = size == 8 ? PERFT_8[1] : PERFT_7[1];
            assertEquals(expected, checkedPerft(s, 2, new int[3][s.game().maxMoves()]));
        }
    }
}
