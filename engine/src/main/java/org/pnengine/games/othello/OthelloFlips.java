package org.pnengine.games.othello;

/**
 * The bitboard helpers of {@link OthelloEndgame}, all static: the rays of every square, the
 * discs a move flips found ray by ray, and the discs that can never be flipped (the stability
 * cutoff and the move order's corner term).
 *
 * <p>Contract: a board is the {@code n×n} top-left corner of the 8×8 layout (bit
 * {@code 8*row + column}), as in {@link OthelloState}; {@code rays} is the table
 * {@link #rays(OthelloGame)} built for that board. Nothing is allocated after that table.
 */
final class OthelloFlips {

    static final long NOT_A = 0xFEFEFEFEFEFEFEFEL;
    static final long NOT_H = 0x7F7F7F7F7F7F7F7FL;
    /** The edges of the 8x8 layout: the files a and h, the ranks 1 and 8. */
    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = 0x8080808080808080L;
    private static final long RANK_1 = 0x00000000000000FFL;
    private static final long RANK_8 = 0xFF00000000000000L;
    /** The row and column steps of the eight directions, the four towards higher bits first. */
    private static final int[] DIR_ROW = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DIR_COL = {1, 1, 0, -1, -1, -1, 0, 1};

    private OthelloFlips() {}

    /**
     * Per square and direction, at {@code 8 * sq + dir}: the squares of {@code g}'s board along
     * the ray from {@code sq} (not holding it); the first four directions step towards higher bits.
     */
    static long[] rays(OthelloGame g) {
        long[] rays = new long[64 * 8];
        int s = g.size;
        for (int r = 0; r < s; r++) {
            for (int col = 0; col < s; col++) {
                int sq = 8 * r + col;
                for (int dir = 0; dir < 8; dir++) {
                    int dr = DIR_ROW[dir];
                    int dc = DIR_COL[dir];
                    long ray = 0;
                    for (int rr = r + dr, cc = col + dc; rr >= 0 && rr < 8 && cc >= 0 && cc < 8; rr += dr, cc += dc) {
                        ray |= 1L << (8 * rr + cc);
                    }
                    rays[8 * sq + dir] = ray & g.boardMask;
                }
            }
        }
        return rays;
    }

    /**
     * The discs of {@code o} flipped when {@code p}'s owner plays on the empty square {@code sq}
     * (zero if none): the same discs as {@link OthelloState#flips}, found ray by ray. Along a ray
     * the first square not holding an opponent disc ends the run of opponent discs from
     * {@code sq}; the run flips when that square holds a disc of {@code p}.
     */
    static long flips(long[] rays, int sq, long p, long o) {
        final long[] r = rays;
        final long no = ~o;
        int i = sq << 3;
        long f = up(r[i], p, no) | up(r[i + 1], p, no) | up(r[i + 2], p, no) | up(r[i + 3], p, no);
        return f | down(r[i + 4], p, no) | down(r[i + 5], p, no) | down(r[i + 6], p, no) | down(r[i + 7], p, no);
    }

    /**
     * {@link #flips} with {@code sq} the only empty square, so that every square of a ray not
     * holding a disc of {@code p} holds an opponent disc: along each ray the discs before the
     * first disc of {@code p} flip, if there is one.
     */
    static long lastFlips(long[] rays, int sq, long p) {
        final long[] r = rays;
        int i = sq << 3;
        long f = lastUp(r[i], p) | lastUp(r[i + 1], p) | lastUp(r[i + 2], p) | lastUp(r[i + 3], p);
        // Towards lower bits no disc of p means no bits above zero: no flips, with no test.
        return f | (-Long.highestOneBit(r[i + 4] & p) << 1 & r[i + 4])
                | (-Long.highestOneBit(r[i + 5] & p) << 1 & r[i + 5])
                | (-Long.highestOneBit(r[i + 6] & p) << 1 & r[i + 6])
                | (-Long.highestOneBit(r[i + 7] & p) << 1 & r[i + 7]);
    }

    /** {@link #lastFlips} along a ray towards higher bits. */
    private static long lastUp(long ray, long p) {
        long x = ray & p;
        long end = x & -x;
        return (end - 1) & ray & ((end | -end) >> 63);
    }

    /** The flips along a ray towards higher bits: the squares of the ray below its first non-opponent square, if that is {@code p}'s. */
    private static long up(long ray, long p, long notO) {
        long x = ray & notO;
        long end = x & -x;
        // All ones when the end holds a disc of p (a single bit, bit 63 included), else zero.
        long closed = ~(((end & p) - 1) >> 63);
        return (end - 1) & ray & closed;
    }

    /** The flips along a ray towards lower bits: the squares of the ray above its last non-opponent square, if that is {@code p}'s. */
    private static long down(long ray, long p, long notO) {
        long end = Long.highestOneBit(ray & notO);
        long closed = ~(((end & p) - 1) >> 63);
        return (-end << 1) & ray & closed;
    }

    // ---------------------------------------------------------------- stability

    /**
     * A subset of the discs {@code o} that no move can ever flip, with {@code occupied} the
     * squares holding a disc of the board {@code board}: a disc is stable when, along each of the
     * four lines through it, the line is full (no move is ever played on it), or its neighbour on
     * one side is off the board or a stable disc of its own colour (a run of discs flipped along
     * that line would hold that neighbour too). Grown from the corners until nothing changes;
     * squares off a smaller board count as full and as stable.
     */
    static long stableDiscs(long board, long o, long occupied) {
        long off = ~board;
        long filled = occupied | off;
        long h = fullLines(filled, 1, FILE_H, FILE_A) | FILE_A | FILE_H;
        long v = fullLines(filled, 8, RANK_8, RANK_1) | RANK_1 | RANK_8;
        long d9 = fullLines(filled, 9, FILE_H | RANK_8, FILE_A | RANK_1) | FILE_A | FILE_H | RANK_1 | RANK_8;
        long d7 = fullLines(filled, 7, FILE_A | RANK_8, FILE_H | RANK_1) | FILE_A | FILE_H | RANK_1 | RANK_8;
        long stable = 0;
        while (true) {
            long x = stable | off;
            long next = o & (h | (x >>> 1) | (x << 1)) & (v | (x >>> 8) | (x << 8))
                    & (d9 | (x >>> 9) | (x << 9)) & (d7 | (x >>> 7) | (x << 7));
            if (next == stable) return stable;
            stable = next;
        }
    }

    /**
     * The squares of {@code filled} whose whole line in the direction of step {@code d} is
     * filled; {@code endUp} and {@code endDown} are the squares with no neighbour at {@code +d}
     * and at {@code -d}.
     */
    private static long fullLines(long filled, int d, long endUp, long endDown) {
        long up = filled;
        long down = filled;
        for (int i = 0; i < 7; i++) {
            up = filled & (endUp | (up >>> d));
            down = filled & (endDown | (down << d));
        }
        return up & down;
    }

    /**
     * The discs of {@code p} on the {@code corners}, and beside a corner of its own on an edge:
     * stable, all of them.
     */
    static long cornerStable(long corners, long p) {
        long c = p & corners;
        return p & (c | ((c << 1) & NOT_A) | ((c >>> 1) & NOT_H) | (c << 8) | (c >>> 8));
    }
}
