package org.pnengine.games.linesofaction;

/**
 * Lines of Action's static evaluation, for Black (the first player): each side's terms, Black's
 * minus White's. After the features of Winands' MIA ("Informed Search in Complex Games", PhD
 * thesis, Maastricht 2004, chapter 8): <b>concentration</b>, {@value #CONCENTRATION} for each step
 * by which the pieces' Chebyshev distances to their centre of mass add up to more than the least
 * sum that many pieces can have around one of them; <b>centralisation</b>, {@value #CENTRE} a
 * piece for each ring it stands in from the board's edge; and <b>connectedness</b>,
 * {@value #CONNECTION} for each pair of a side's pieces next to each other (the eight directions).
 * All three are invariant under the board's symmetries, so swapping the colours with the board's
 * transposition (a symmetry of the rules) negates the value. Nothing is allocated.
 */
final class LinesOfActionEvaluation {

    static final int CONCENTRATION = 10;
    static final int CENTRE = 3;
    static final int CONNECTION = 4;

    /** The least sum of Chebyshev distances to one square that n pieces on distinct squares can have. */
    private static final int[] LEAST = new int[65];

    static {
        int n = 0;
        int sum = 0;
        for (int ring = 0; n < 64; ring++) {
            int squares = ring == 0 ? 1 : 8 * ring;
            for (int k = 0; k < squares && n < 64; k++) {
                n++;
                sum += ring;
                LEAST[n] = sum;
            }
        }
    }

    private LinesOfActionEvaluation() {
    }

    static int evaluate(int size, long black, long white) {
        return side(size, black) - side(size, white);
    }

    /** One side's terms. */
    static int side(int size, long pieces) {
        int n = Long.bitCount(pieces);
        if (n == 0) return 0;
        int rankSum = 0;
        int fileSum = 0;
        for (long p = pieces; p != 0; p &= p - 1) {
            int sq = Long.numberOfTrailingZeros(p);
            rankSum += sq >>> 3;
            fileSum += sq & 7;
        }
        // Distances to the centre of mass itself, n times over to stay in integers (rounding the
        // centre to a square would favour one side of the board).
        int scaled = 0;
        int rings = 0;
        int last = size - 1;
        for (long p = pieces; p != 0; p &= p - 1) {
            int sq = Long.numberOfTrailingZeros(p);
            int r = sq >>> 3;
            int f = sq & 7;
            scaled += Math.max(Math.abs(n * r - rankSum), Math.abs(n * f - fileSum));
            rings += Math.min(Math.min(r, last - r), Math.min(f, last - f));
        }
        return -CONCENTRATION * (scaled - n * LEAST[n]) / n + CENTRE * rings + CONNECTION * pairs(pieces);
    }

    /** Pairs of pieces next to each other, along a rank, a file or a diagonal. */
    static int pairs(long p) {
        return Long.bitCount(p & ((p & LinesOfActionGame.NOT_FILE_A) >>> 1))
                + Long.bitCount(p & (p >>> 8))
                + Long.bitCount(p & ((p & LinesOfActionGame.NOT_FILE_A) >>> 9))
                + Long.bitCount(p & ((p & LinesOfActionGame.NOT_FILE_H) >>> 7));
    }
}
