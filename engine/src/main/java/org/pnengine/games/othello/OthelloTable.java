package org.pnengine.games.othello;

/**
 * The transposition table of {@link OthelloEndgame}, as static operations on its
 * {@code long[]}: buckets of {@value #BUCKET_LONGS} longs, two slots of (mover's discs, check
 * word, data word), the data word packing a lower and an upper bound on the exact score, the
 * best move and the number of empty squares.
 *
 * <p>Contract: the table's length is a power of two times {@value #BUCKET_LONGS}, and
 * {@code bucket(p, o, mask)} with {@code mask} that power minus one gives the index of the
 * bucket of (p, o). Threads may share one table without a lock: a slot whose three words come
 * from two writes fails its check word and reads as empty. A data word is never 0.
 */
final class OthelloTable {

    /** No move stored. */
    static final int NO_MOVE = 0xFF;
    /** Longs per table bucket: two entries of (mover's discs, opponent's discs, data). */
    static final int BUCKET_LONGS = 6;
    static final long BUCKET_BYTES = BUCKET_LONGS * 8L;

    private OthelloTable() {}

    /** The index of the bucket of (p, o) in a table of {@code mask + 1} buckets. */
    static int bucket(long p, long o, int mask) {
        return ((int) mix(p, o) & mask) * BUCKET_LONGS;
    }

    /** A 64-bit hash of the position (p, o): its low bits choose the table's bucket. */
    private static long mix(long p, long o) {
        long h = p * 0x9E3779B97F4A7C15L + Long.rotateLeft(o, 29) * 0xC2B2AE3D27D4EB4FL;
        h ^= h >>> 31;
        h *= 0xD6E8FEB86659FD93L;
        h ^= h >>> 32;
        return h;
    }

    /**
     * The check word of an entry: the opponent's discs XOR the data word XOR the mover's discs
     * times an odd constant. A slot holds (mover's discs, check, data); threads sharing the table
     * write the three words without a lock, and a slot whose words come from two writes fails the
     * check (Hyatt and Mann's lockless hashing, with both halves of the position in it).
     */
    private static long check(long p, long o, long d) {
        return o ^ d ^ (p * 0xC2B2AE3D27D4EB4FL);
    }

    /** The data word of the entry of (p, o) in bucket {@code b} of {@code t}, or 0 if it has none. */
    static long probe(long[] t, int b, long p, long o) {
        long d = t[b + 2];
        if (t[b] == p && t[b + 1] == check(p, o, d)) return d;
        d = t[b + 5];
        if (t[b + 3] == p && t[b + 4] == check(p, o, d)) return d;
        return 0;
    }

    static int lower(long d) {
        return ((int) d & 0xFF) - 128;
    }

    static int upper(long d) {
        return ((int) (d >>> 8) & 0xFF) - 128;
    }

    static int move(long d) {
        return (int) (d >>> 16) & 0xFF;
    }

    private static int empties(long d) {
        return (int) (d >>> 24) & 0xFF;
    }

    private static long data(int lower, int upper, int move, int n) {
        return (lower + 128) | (upper + 128) << 8 | (long) move << 16 | (long) n << 24;
    }

    /**
     * Stores bounds on the exact score of (p, o) in bucket {@code b} of {@code t}: merged with the
     * entry it has (every bound is exact, so their intersection is too); else into the first
     * slot, whose old entry moves to the second, if it is for at least as many empty squares as
     * the first slot's, and into the second slot (always replaced) if not. Returns 1 if the table
     * now holds one more entry than before, else 0.
     */
    static int store(long[] t, int b, long p, long o, int lower, int upper, int move, int n) {
        int at;
        long d = t[b + 2];
        if (t[b] == p && t[b + 1] == check(p, o, d)) {
            at = b;
        } else if (t[b + 3] == p && t[b + 4] == check(p, o, d = t[b + 5])) {
            at = b + 3;
        } else {
            // One more entry held unless both slots were full.
            int added = t[b + 2] == 0 || t[b + 5] == 0 ? 1 : 0;
            if (t[b + 2] == 0) {
                at = b;
            } else if (n >= empties(t[b + 2])) {
                t[b + 3] = t[b];
                t[b + 4] = t[b + 1];
                t[b + 5] = t[b + 2];
                at = b;
            } else {
                at = b + 3;
            }
            long nd = data(lower, upper, move, n);
            t[at] = p;
            t[at + 1] = check(p, o, nd);
            t[at + 2] = nd;
            return added;
        }
        int l = Math.max(lower, lower(d));
        int u = Math.min(upper, upper(d));
        long nd = data(l, u, move != NO_MOVE ? move : move(d), n);
        t[at + 1] = check(p, o, nd);
        t[at + 2] = nd;
        return 0;
    }
}
