package org.pnengine.games.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Perft;

/**
 * Connect Four 7×6 move generation against the published counts in
 * {@code ../shared/reference/rules-and-numbers.md}:
 * <ul>
 *   <li>perft, d = 1…13: 7, 49, 343, 2401, 16807, 117649, 823536, 5673234, 39394572, … (source:
 *       ultrasuperpingu/kudchuet {@code games/connect4/src/game.rs}, and an independent bitboard
 *       implementation for d ≤ 11). A game that ends before ply d contributes nothing.</li>
 *   <li>distinct positions after n plies, n = 0…13: 1, 7, 49, 238, 1120, 4263, 16422, 54859,
 *       184275, 558186, 1662623, … (source: OEIS A212693, Tromp; Edelkamp and Kissmann). A
 *       position where the game is over is counted, but nothing is played from it.</li>
 * </ul>
 * The tests go to depths that run in about a second each; deeper counts belong to
 * {@code pnengine bench perft}.
 */
class ConnectFourCountsTest {

    private static final long[] PERFT = {1, 7, 49, 343, 2401, 16807, 117649, 823536, 5673234, 39394572};

    private static final long[] DISTINCT = {1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186, 1662623};

    @Test
    void perftMatchesThePublishedCountsToDepthNine() {
        ConnectFourState s = ConnectFourGame.standard().newInitialState();
        for (int d = 1; d < PERFT.length; d++) {
            assertEquals(PERFT[d], Perft.count(s, d), "perft(" + d + ")");
        }
        assertEquals(0, s.stones(), "perft leaves the state as it found it");
    }

    /**
     * Breadth-first over distinct positions, one ply at a time. A level is a sorted array of
     * Pons' keys ({@code current + mask + bottom}), which identify a position and its side to move
     * (the stone count) uniquely, so duplicates are adjacent after sorting.
     */
    @Test
    void distinctPositionCountsMatchOeisA212693ToPlyTen() {
        ConnectFourGame g = ConnectFourGame.standard();
        long[] level = {g.newInitialState().key() + g.bottomMask};
        assertEquals(DISTINCT[0], level.length);
        int[] moves = new int[7];
        for (int ply = 1; ply < DISTINCT.length; ply++) {
            long[] next = new long[level.length * 7];
            int k = 0;
            for (long key : level) {
                ConnectFourState s = decode(g, key, ply - 1);
                int n = s.legalMoves(moves);   // none once the game is over
                for (int i = 0; i < n; i++) {
                    s.apply(moves[i]);
                    next[k++] = s.key() + g.bottomMask;
                    s.undo();
                }
            }
            long[] sorted = Arrays.copyOf(next, k);
            Arrays.sort(sorted);
            level = unique(sorted);
            assertEquals(DISTINCT[ply], level.length, "distinct positions after " + ply + " plies");
        }
    }

    /** The state whose key is {@code key}: per column, the highest set bit is the sentinel above the stones. */
    private static ConnectFourState decode(ConnectFourGame g, long key, int stones) {
        long mask = 0;
        for (int c = 0; c < g.width; c++) {
            long col = (key >>> (c * g.stride)) & ((1L << g.stride) - 1);
            long sentinel = Long.highestOneBit(col);
            mask |= (sentinel - 1) << (c * g.stride);
        }
        long current = (key - g.bottomMask - mask) & mask;
        ConnectFourState s = new ConnectFourState(g, current, mask, stones);
        assertEquals(key, s.key() + g.bottomMask, "decode is the inverse of the key");
        return s;
    }

    private static long[] unique(long[] sorted) {
        int k = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) sorted[k++] = sorted[i];
        }
        return Arrays.copyOf(sorted, k);
    }
}
