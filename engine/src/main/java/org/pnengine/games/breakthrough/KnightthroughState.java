package org.pnengine.games.breakthrough;

import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.RandomInts;

/**
 * A Knightthrough position as one bitboard per side (bit {@code row*8 + col}, a1 = bit 0, rows
 * counted from Black's side). Moves are generated a leap direction at a time by shifting a side's
 * whole bitboard: Black leaps up ({@code <<15}, {@code <<17} two rows, {@code <<6}, {@code <<10}
 * one row), White down ({@code >>>17}, {@code >>>15}, {@code >>>10}, {@code >>>6}). Masking the
 * origins by file keeps leaps from wrapping round the board's sides, masking the targets by the
 * board keeps them on it.
 *
 * <p>A move code is {@code from | to << 6} (square indices as above). {@link #legalMoves} lists
 * the leaps two rows forward and one file left, two forward and one right, one forward and two
 * left, one forward and two right, each by ascending target square; {@link #randomPlayout} picks
 * uniformly from the same list without building it. The rest (apply, undo, hash, text) is the
 * {@link RaceState} of every race game.
 */
public final class KnightthroughState extends RaceState {

    private final KnightthroughGame game;

    KnightthroughState(KnightthroughGame g, long black, long white, int side) {
        super(g, black, white, side);
        this.game = g;
    }

    private KnightthroughState(KnightthroughState o) {
        super(o);
        this.game = o.game;
    }

    // ------------------------------------------------------------ move generation

    // Leap shifts. Black adds them, White subtracts them; "left" is towards file a.
    private static final int UP2_LEFT = 15;     // Black: two rows up, one file left
    private static final int UP2_RIGHT = 17;    // Black: two rows up, one file right
    private static final int UP1_LEFT2 = 6;     // Black: one row up, two files left
    private static final int UP1_RIGHT2 = 10;   // Black: one row up, two files right
    private static final int DOWN2_LEFT = 17;   // White: two rows down, one file left
    private static final int DOWN2_RIGHT = 15;  // White: two rows down, one file right
    private static final int DOWN1_LEFT2 = 10;  // White: one row down, two files left
    private static final int DOWN1_RIGHT2 = 6;  // White: one row down, two files right

    @Override
    public int legalMoves(int[] out) {
        if (isTerminal()) return 0;
        long own = pieces[side];
        long free = ~own & g.board;
        int n = 0;
        if (side == Game.FIRST) {
            n = emit(out, n, ((own & g.notLeftFile) << UP2_LEFT) & free, -UP2_LEFT);
            n = emit(out, n, ((own & g.notRightFile) << UP2_RIGHT) & free, -UP2_RIGHT);
            n = emit(out, n, ((own & game.notLeftTwoFiles) << UP1_LEFT2) & free, -UP1_LEFT2);
            n = emit(out, n, ((own & game.notRightTwoFiles) << UP1_RIGHT2) & free, -UP1_RIGHT2);
        } else {
            n = emit(out, n, ((own & g.notLeftFile) >>> DOWN2_LEFT) & free, DOWN2_LEFT);
            n = emit(out, n, ((own & g.notRightFile) >>> DOWN2_RIGHT) & free, DOWN2_RIGHT);
            n = emit(out, n, ((own & game.notLeftTwoFiles) >>> DOWN1_LEFT2) & free, DOWN1_LEFT2);
            n = emit(out, n, ((own & game.notRightTwoFiles) >>> DOWN1_RIGHT2) & free, DOWN1_RIGHT2);
        }
        return n;
    }

    /** The squares a knight of {@code player} on {@code fromBit} may leap to. */
    @Override
    long targets(int player, long fromBit) {
        long free = ~pieces[player] & g.board;
        if (player == Game.FIRST) {
            return ((((fromBit & g.notLeftFile) << UP2_LEFT)
                    | ((fromBit & g.notRightFile) << UP2_RIGHT)
                    | ((fromBit & game.notLeftTwoFiles) << UP1_LEFT2)
                    | ((fromBit & game.notRightTwoFiles) << UP1_RIGHT2)) & free);
        }
        return ((((fromBit & g.notLeftFile) >>> DOWN2_LEFT)
                | ((fromBit & g.notRightFile) >>> DOWN2_RIGHT)
                | ((fromBit & game.notLeftTwoFiles) >>> DOWN1_LEFT2)
                | ((fromBit & game.notRightTwoFiles) >>> DOWN1_RIGHT2)) & free);
    }

    @Override
    public KnightthroughState copy() {
        return new KnightthroughState(this);
    }

    // ------------------------------------------------------------ playouts

    /** {@inheritDoc} Here the directions are the four leap directions. */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        if (isTerminal()) return score();
        long black = pieces[Game.FIRST];
        long white = pieces[Game.SECOND];
        final long board = g.board;
        final long l1 = g.notLeftFile;
        final long r1 = g.notRightFile;
        final long l2 = game.notLeftTwoFiles;
        final long r2 = game.notRightTwoFiles;
        final long goalBlack = g.goal[Game.FIRST];
        final long goalWhite = g.goal[Game.SECOND];
        int played = 0;
        // The loop is unrolled by side, Black's half first; White to move enters at its half.
        boolean whiteFirst = side == Game.SECOND;
        while (true) {
            if (!whiteFirst) {
                if (played++ >= maxPlies) return Integer.MIN_VALUE;
                long free = ~black & board;
                long a = ((black & l1) << UP2_LEFT) & free;
                long b = ((black & r1) << UP2_RIGHT) & free;
                long c = ((black & l2) << UP1_LEFT2) & free;
                long d = ((black & r2) << UP1_RIGHT2) & free;
                int na = Long.bitCount(a);
                int nb = Long.bitCount(b);
                int nc = Long.bitCount(c);
                int k = RandomInts.below(rng, na + nb + nc + Long.bitCount(d));
                long toBit;
                long fromBit;
                if (k < na) {
                    toBit = nthBit(a, k);
                    fromBit = toBit >>> UP2_LEFT;
                } else if ((k -= na) < nb) {
                    toBit = nthBit(b, k);
                    fromBit = toBit >>> UP2_RIGHT;
                } else if ((k -= nb) < nc) {
                    toBit = nthBit(c, k);
                    fromBit = toBit >>> UP1_LEFT2;
                } else {
                    toBit = nthBit(d, k - nc);
                    fromBit = toBit >>> UP1_RIGHT2;
                }
                black ^= fromBit | toBit;
                white &= ~toBit;
                if (white == 0 || (toBit & goalBlack) != 0) return 1;
            }
            whiteFirst = false;
            if (played++ >= maxPlies) return Integer.MIN_VALUE;
            long free = ~white & board;
            long a = ((white & l1) >>> DOWN2_LEFT) & free;
            long b = ((white & r1) >>> DOWN2_RIGHT) & free;
            long c = ((white & l2) >>> DOWN1_LEFT2) & free;
            long d = ((white & r2) >>> DOWN1_RIGHT2) & free;
            int na = Long.bitCount(a);
            int nb = Long.bitCount(b);
            int nc = Long.bitCount(c);
            int k = RandomInts.below(rng, na + nb + nc + Long.bitCount(d));
            long toBit;
            long fromBit;
            if (k < na) {
                toBit = nthBit(a, k);
                fromBit = toBit << DOWN2_LEFT;
            } else if ((k -= na) < nb) {
                toBit = nthBit(b, k);
                fromBit = toBit << DOWN2_RIGHT;
            } else if ((k -= nb) < nc) {
                toBit = nthBit(c, k);
                fromBit = toBit << DOWN1_LEFT2;
            } else {
                toBit = nthBit(d, k - nc);
                fromBit = toBit << DOWN1_RIGHT2;
            }
            white ^= fromBit | toBit;
            black &= ~toBit;
            if (black == 0 || (toBit & goalWhite) != 0) return -1;
        }
    }
}
