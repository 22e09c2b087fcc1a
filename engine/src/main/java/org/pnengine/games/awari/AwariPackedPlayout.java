package org.pnengine.games.awari;

import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.RandomInts;

/**
 * Awari's random playout under the Ludii rules, on packed rows: a second implementation of the
 * rules of {@link AwariState#apply}, for speed, which {@code AwariPlayoutTest} checks against the
 * exact outcome law of the state's own rules. Nothing here touches a state.
 */
final class AwariPackedPlayout {

    private AwariPackedPlayout() {
    }

    /**
     * The playout under the Ludii rules from houses {@code h}, the stores and the side to move; the
     * result is South's store minus North's, or {@link Integer#MIN_VALUE} if {@code maxPlies}
     * ran out. It runs on two packed rows: South's houses a..f in the
     * bytes 0..5 of one {@code long}, North's in another (a house never holds more than 48
     * seeds, so a byte never overflows). A sowing is then two additions of precomputed deltas
     * ({@link #SOW_SOUTH}, {@link #SOW_NORTH}: +1 per house the remainder reaches, +1 per lap,
     * minus the sown seeds at the origin), and "every house holds at most one seed" is one mask
     * test. Each step draws one of the mover's non-empty houses uniformly
     * ({@link RandomInts#below}) and keeps it if its sowing and captures leave the opponent a
     * seed, else drops it and draws among the rest: the first house kept is uniform among the
     * legal moves. With no legal move the side passes, or the game is drawn if the opponent has
     * none either.
     */
    static int play(int[] h, int s0, int s1, int sd, SplittableRandom rng, int maxPlies) {
        long south = 0;
        long north = 0;
        for (int x = 0; x < 6; x++) {
            south |= (long) h[x] << (8 * x);
            north |= (long) h[x + 6] << (8 * x);
        }
        for (int played = 0; ; played++) {
            long own = sd == Game.FIRST ? south : north;
            long cand = nonEmpty(own);
            int k = Long.bitCount(cand);
            boolean moved = false;
            while (k > 0) {
                long c = cand;
                for (int r = RandomInts.below(rng, k); r > 0; r--) c &= c - 1;
                long pick = c & -c;
                int lane = Long.numberOfTrailingZeros(pick) >>> 3;
                int idx = (6 * sd + lane) * SOW_ROW + (int) ((own >>> (8 * lane)) & 0xFF);
                long s2 = south + SOW_SOUTH[idx];
                long n2 = north + SOW_NORTH[idx];
                int last = SOW_LAST[idx];
                long opp;
                int cap = 0;
                if (sd == Game.FIRST) {
                    if (last >= 6) {
                        long after = captureRun(n2, last - 6);
                        cap = byteSum(n2) - byteSum(after);
                        n2 = after;
                    }
                    opp = n2;
                } else {
                    if (last < 6) {
                        long after = captureRun(s2, last);
                        cap = byteSum(s2) - byteSum(after);
                        s2 = after;
                    }
                    opp = s2;
                }
                if (opp != 0) {
                    if (played >= maxPlies) return Integer.MIN_VALUE;
                    south = s2;
                    north = n2;
                    if (sd == Game.FIRST) s0 += cap;
                    else s1 += cap;
                    moved = true;
                    break;
                }
                cand ^= pick;   // this sowing would leave the opponent empty: illegal
                k--;
            }
            if (moved) {
                if (((south | north) & 0xFEFEFEFEFEFEL) == 0) return s0 - s1;
            } else {
                if (!packedHasMove(south, north, 1 - sd)) return 0;   // neither side can move: a draw
                if (played >= maxPlies) return Integer.MIN_VALUE;
            }
            sd ^= 1;   // after a move or a forced pass
        }
    }

    /** Bit 7 of every non-empty byte among the six of a packed row (bytes hold at most 48). */
    private static long nonEmpty(long row) {
        return (row + 0x7F7F7F7F7F7FL) & 0x808080808080L;
    }

    /** The seeds of a packed row: the bytes summed by one multiplication (the sum is below 256). */
    private static int byteSum(long row) {
        return (int) ((row * 0x0101010101010101L) >>> 56);
    }

    /**
     * The packed opponent row after the capture that the last seed, in byte {@code lane}, starts:
     * that house and the ones before it are emptied while they hold 2 or 3 seeds.
     */
    private static long captureRun(long row, int lane) {
        for (int l = lane; l >= 0; l--) {
            long v = (row >>> (8 * l)) & 0xFF;
            if (v != 2 && v != 3) break;
            row &= ~(0xFFL << (8 * l));
        }
        return row;
    }

    /** Whether {@code p} has a legal Ludii move on the packed rows: some sowing leaves a seed. */
    private static boolean packedHasMove(long south, long north, int p) {
        long own = p == Game.FIRST ? south : north;
        for (long cand = nonEmpty(own); cand != 0; cand &= cand - 1) {
            int lane = Long.numberOfTrailingZeros(cand) >>> 3;
            int idx = (6 * p + lane) * SOW_ROW + (int) ((own >>> (8 * lane)) & 0xFF);
            int last = SOW_LAST[idx];
            long opp;
            if (p == Game.FIRST) {
                opp = north + SOW_NORTH[idx];
                if (last >= 6) opp = captureRun(opp, last - 6);
            } else {
                opp = south + SOW_SOUTH[idx];
                if (last < 6) opp = captureRun(opp, last);
            }
            if (opp != 0) return true;
        }
        return false;
    }

    /** Entries per house in the sowing tables: one per seed count 0..48. */
    private static final int SOW_ROW = AwariGame.SEEDS + 1;
    /** {@code [house * SOW_ROW + seeds]}: the change of South's packed row when that house is sown. */
    private static final long[] SOW_SOUTH = new long[12 * SOW_ROW];
    /** The same for North's packed row. */
    private static final long[] SOW_NORTH = new long[12 * SOW_ROW];
    /** The house that receives the last seed. */
    private static final int[] SOW_LAST = new int[12 * SOW_ROW];

    static {
        for (int i = 0; i < 12; i++) {
            for (int n = 1; n <= AwariGame.SEEDS; n++) {
                int q = n / 11;
                int r = n % 11;
                // The deltas, origin included (it ends empty), summed as integers: adding them to
                // a packed row adds each house's delta to its byte, since no byte leaves 0..255.
                long south = 0;
                long north = 0;
                for (int j = 0; j < 12; j++) {
                    int step = (j - i + 12) % 12;
                    long d = j == i ? -n : q + (step <= r ? 1 : 0);
                    if (j < 6) south += d << (8 * j);
                    else north += d << (8 * (j - 6));
                }
                SOW_SOUTH[i * SOW_ROW + n] = south;
                SOW_NORTH[i * SOW_ROW + n] = north;
                SOW_LAST[i * SOW_ROW + n] = r == 0 ? (i + 11) % 12 : (i + r) % 12;
            }
        }
    }
}
