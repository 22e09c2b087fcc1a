package org.pnengine.games.othello;

/**
 * The move order helpers of {@link OthelloEndgame}, all static: Weill's square values (a
 * tie-break of the fastest-first key), the quadrant parity of the shallow search (the squares
 * of quadrants with an odd number of empty squares first), and the selection of the next move
 * of a move list by its key. The key itself is computed by {@code OthelloEndgame.order}.
 *
 * <p>Contract: a move list is three parallel arrays (squares, flips, keys) filled from index 0;
 * {@link #selectNext} only permutes their first {@code n} entries, and allocates nothing.
 */
final class OthelloMoveOrder {

    /**
     * The value of a square by its distance from the nearest edge along the rank and along the
     * file (0 to 3, the smaller first): J.-C. Weill's square values, as Edax's {@code move.c}
     * gives them for its move order (corners 18, the squares beside them 4, the centre 0).
     */
    static final int[][] SQUARE_VALUE = {
        {18, 4, 16, 12},
        {4, 2, 6, 8},
        {16, 6, 14, 10},
        {12, 8, 10, 0},
    };

    private OthelloMoveOrder() {}

    /** Moves the entry of highest key among {@code [i, n)} to position {@code i}. */
    static void selectNext(int[] sqs, long[] fl, int[] keys, int i, int n) {
        int bi = i;
        int bk = keys[i];
        for (int j = i + 1; j < n; j++) {
            if (keys[j] > bk) {
                bk = keys[j];
                bi = j;
            }
        }
        if (bi != i) {
            int s = sqs[bi];
            sqs[bi] = sqs[i];
            sqs[i] = s;
            long f = fl[bi];
            fl[bi] = fl[i];
            fl[i] = f;
            keys[bi] = keys[i];
            keys[i] = bk;
        }
    }

    /** The union of the {@code quadrants} holding an odd number of the squares of {@code empty}. */
    static long oddRegions(long[] quadrants, long empty) {
        long odd = 0;
        for (long q : quadrants) {
            if ((Long.bitCount(empty & q) & 1) != 0) odd |= q;
        }
        return odd;
    }
}
