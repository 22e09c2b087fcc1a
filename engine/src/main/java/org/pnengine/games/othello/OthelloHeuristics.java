package org.pnengine.games.othello;

import java.util.SplittableRandom;
import org.pnengine.game.Bits;
import org.pnengine.game.RandomInts;

/**
 * Othello's cheap playout policy ({@code playout=policy} of the MCTS players): the textbook rules
 * of thumb, epsilon-greedy. With probability 1/{@value #EPSILON_DENOMINATOR} a move is drawn
 * uniformly from the legal placements; otherwise, in order of preference,
 * <ol>
 *   <li>a corner, if one can be taken;</li>
 *   <li>a square that is neither an X-square (diagonally next to a corner) nor a C-square (next
 *       to a corner on the edge) of a corner that is still empty;</li>
 *   <li>any placement,</li>
 * </ol>
 * drawn uniformly within the first class that holds a legal placement. An X- or C-square whose
 * corner is taken is an ordinary square. The policy keeps playouts cheap (a few masks per ply, no
 * look-ahead) and random enough that the tree still sees every line.
 *
 * <p>{@link #evaluate} is the static evaluation of early playout termination ({@code ept=N}).
 *
 * <p>Static and allocation-free; the masks depend only on the board's side (4, 6 or 8), square
 * {@code 8r + c} in the 8×8 layout.
 */
final class OthelloHeuristics {

    private OthelloHeuristics() {
    }

    /** One move in this many is uniformly random (epsilon = 1/8). */
    static final int EPSILON_DENOMINATOR = 8;

    /** Every square but those of file a, and but those of file h (shifts must not wrap around). */
    private static final long NOT_A = 0xFEFEFEFEFEFEFEFEL;
    private static final long NOT_H = 0x7F7F7F7F7F7F7F7FL;

    /** Per board side: the four corners. */
    private static final long[] CORNERS = new long[9];
    /** Per board side and corner (0..3): the corner's bit and the X- and C-squares next to it. */
    private static final long[][] CORNER_BIT = new long[9][4];
    private static final long[][] NEXT_TO = new long[9][4];

    static {
        for (int n = 4; n <= 8; n += 2) {
            int[][] at = {{0, 0}, {0, n - 1}, {n - 1, 0}, {n - 1, n - 1}};
            for (int k = 0; k < 4; k++) {
                int r = at[k][0];
                int c = at[k][1];
                CORNER_BIT[n][k] = bit(r, c);
                CORNERS[n] |= CORNER_BIT[n][k];
                int dr = r == 0 ? 1 : -1;
                int dc = c == 0 ? 1 : -1;
                NEXT_TO[n][k] = bit(r + dr, c) | bit(r, c + dc) | bit(r + dr, c + dc);
            }
        }
    }

    private static long bit(int r, int c) {
        return 1L << (8 * r + c);
    }

    /** The board side of a board mask (its first row's squares). */
    static int side(long board) {
        return Long.bitCount(board & 0xFFL);
    }

    /**
     * The X- and C-squares of the corners of a board of side {@code n} that are still empty
     * (given the occupied squares).
     */
    static long dangerous(int n, long occupied) {
        long bad = 0;
        for (int k = 0; k < 4; k++) {
            if ((occupied & CORNER_BIT[n][k]) == 0) bad |= NEXT_TO[n][k];
        }
        return bad;
    }

    /**
     * The policy's greedy choice class among the legal placements {@code moves} (non-zero): the
     * corners among them, else the placements off the dangerous squares, else all of them.
     */
    static long preferred(int n, long moves, long occupied) {
        long c = moves & CORNERS[n];
        if (c != 0) return c;
        long safe = moves & ~dangerous(n, occupied);
        return safe != 0 ? safe : moves;
    }

    /** The weights of {@link #evaluate}: a corner, a disc on a dangerous square, a legal move, a frontier disc. */
    static final int CORNER_WEIGHT = 25;
    static final int DANGER_WEIGHT = 6;
    static final int MOBILITY_WEIGHT = 4;
    static final int FRONTIER_WEIGHT = 2;

    /**
     * The static evaluation of {@code ept=N} for the side whose discs are {@code me} against
     * {@code opp}, the other to move next or not:
     * <pre>
     *   25 · (corners) − 6 · (discs on the X- and C-squares of empty corners) + 4 · (legal moves)
     *   − 2 · (frontier discs: discs next to an empty square)
     * </pre>
     * each term as the difference between the two sides. Corners cannot be flipped back, discs
     * next to an empty corner tend to give it away, mobility is the usual midgame measure, and
     * frontier discs give the opponent moves later (potential mobility).
     * Symmetric by construction: the masks follow the board's symmetries, and swapping
     * {@code me} and {@code opp} negates the value.
     */
    static int evaluate(int n, long board, long me, long opp) {
        long occupied = me | opp;
        long danger = dangerous(n, occupied);
        int corners = Long.bitCount(me & CORNERS[n]) - Long.bitCount(opp & CORNERS[n]);
        int bad = Long.bitCount(me & danger) - Long.bitCount(opp & danger);
        int mobility = Long.bitCount(OthelloState.placements(me, opp, board))
                - Long.bitCount(OthelloState.placements(opp, me, board));
        long empty = board & ~occupied;
        long row = empty | ((empty << 1) & NOT_A) | ((empty >>> 1) & NOT_H);
        long nextToEmpty = row | (row << 8) | (row >>> 8);
        int frontier = Long.bitCount(me & nextToEmpty) - Long.bitCount(opp & nextToEmpty);
        return CORNER_WEIGHT * corners - DANGER_WEIGHT * bad + MOBILITY_WEIGHT * mobility - FRONTIER_WEIGHT * frontier;
    }

    /**
     * One move of the policy from the legal placements {@code moves} (non-zero): two draws from
     * {@code rng}, the first deciding between a uniform and a greedy move.
     */
    static int choose(SplittableRandom rng, int n, long moves, long occupied) {
        long from = RandomInts.below(rng, EPSILON_DENOMINATOR) == 0 ? moves : preferred(n, moves, occupied);
        return Bits.select(from, RandomInts.below(rng, Long.bitCount(from)));
    }
}
