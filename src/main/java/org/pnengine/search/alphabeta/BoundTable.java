package org.pnengine.search.alphabeta;

/**
 * The transposition table of {@link AlphaBetaSolver}: per position (keyed by
 * {@link org.pnengine.game.State#hash()}), a lower and an upper bound on its exact score for the
 * side to move, the move that last raised the lower bound (or the best one tried) and the log2 of
 * the work the last search of it took.
 *
 * <p>Keeping both bounds in one entry (as in Plaat's MTD(f)) lets the successive null-window
 * probes of the bisection meet: a probe that proves {@code v >= 3} and a later one that proves
 * {@code v <= 3} leave the entry exact.
 *
 * <p>Storage: two {@code long} arrays, {@value #BYTES_PER_SLOT} bytes per slot, in buckets of two
 * slots. The first slot of a bucket keeps the entry of larger work, the second takes whatever
 * arrives (Breuker's two-level replacement: one slot by work, one always replaced). The table
 * starts at 2^12 slots and doubles while more than half full, up to its size limit; from then
 * on entries are replaced, never refused. Key 0 marks an empty slot; a hash of 0 is stored as 1.
 * Data word: bits 0-15 the lower bound + 2^15, 16-31 the upper bound + 2^15, 32-37 the work,
 * 38-63 the move + 1 (0: none; a move code of 2^26 - 1 or more is not remembered).
 */
final class BoundTable {

    /** Bytes per slot: a key and a data word. */
    static final int BYTES_PER_SLOT = 16;
    /** The smallest size limit. */
    static final int MIN_SLOTS = 1 << 8;
    /** Scores must lie strictly between these (they are the "no bound" markers). */
    static final int NO_LOWER = -32768;
    static final int NO_UPPER = 32767;

    private static final int INITIAL_SLOTS = 1 << 12;
    private static final long MOVE_LIMIT = (1L << 26) - 1;

    private long[] keys;
    private long[] data;
    private int mask;
    private int count;
    private int maxSlots;
    private int peak;

    /** @param maxSlots the most slots, a power of two, at least {@link #MIN_SLOTS} */
    BoundTable(int maxSlots) {
        this.maxSlots = maxSlots;
        int n = Math.min(INITIAL_SLOTS, maxSlots);
        keys = new long[n];
        data = new long[n];
        mask = n - 1;
    }

    /** Entries stored now. */
    int size() {
        return count;
    }

    /** The most entries stored at once. */
    int peak() {
        return peak;
    }

    private static long key(long hash) {
        return hash == 0 ? 1 : hash;
    }

    private int bucket(long key) {
        return (int) (key ^ (key >>> 32)) & mask & ~1;
    }

    /** The slot holding {@code hash}, or -1. */
    int find(long hash) {
        long key = key(hash);
        int b = bucket(key);
        if (keys[b] == key) return b;
        if (keys[b + 1] == key) return b + 1;
        return -1;
    }

    int lower(int slot) {
        return (int) (data[slot] & 0xFFFF) - 32768;
    }

    int upper(int slot) {
        return (int) ((data[slot] >>> 16) & 0xFFFF) - 32768;
    }

    /** The stored move, or -1. */
    int move(int slot) {
        return (int) (data[slot] >>> 38) - 1;
    }

    private static int work(long d) {
        return (int) ((d >>> 32) & 63);
    }

    private static long pack(int lo, int hi, int work, int move) {
        long m = move >= 0 && move < MOVE_LIMIT ? move + 1L : 0L;
        return (lo + 32768L) | ((hi + 32768L) << 16) | ((long) work << 32) | (m << 38);
    }

    /**
     * Records {@code lo <= score <= hi} (use {@link #NO_LOWER}, {@link #NO_UPPER} for "none"),
     * merged with what is stored. {@code move} (or -1) replaces the stored move when it is given
     * and either the lower bound rose or no move was stored. {@code work} is log2 of the nodes the
     * search took, 0..63.
     */
    void store(long hash, int lo, int hi, int move, int work) {
        long key = key(hash);
        int b = bucket(key);
        int slot = keys[b] == key ? b : keys[b + 1] == key ? b + 1 : -1;
        if (slot >= 0) {
            long d = data[slot];
            int oldLo = (int) (d & 0xFFFF) - 32768;
            int oldHi = (int) ((d >>> 16) & 0xFFFF) - 32768;
            int oldMove = (int) (d >>> 38) - 1;
            int newLo = Math.max(oldLo, lo);
            int newHi = Math.min(oldHi, hi);
            int m = move >= 0 && (lo > oldLo || oldMove < 0) ? move : oldMove;
            data[slot] = pack(newLo, newHi, Math.max(work, work(d)), m);
            return;
        }
        if (count * 2 >= mask + 1 && mask + 1 < maxSlots) {
            grow();
            b = bucket(key);
        }
        insert(key, pack(lo, hi, work, move), b);
    }

    /** Puts a new entry into bucket {@code b} by the replacement rule. */
    private void insert(long key, long d, int b) {
        if (keys[b] == 0) {
            keys[b] = key;
            data[b] = d;
            count++;
        } else if (keys[b + 1] == 0) {
            keys[b + 1] = key;
            data[b + 1] = d;
            count++;
        } else if (work(d) >= work(data[b])) {
            keys[b + 1] = keys[b];
            data[b + 1] = data[b];
            keys[b] = key;
            data[b] = d;
        } else {
            keys[b + 1] = key;
            data[b + 1] = d;
        }
        if (count > peak) peak = count;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldData = data;
        int n = oldKeys.length * 2;
        try {
            keys = new long[n];
            data = new long[n];
        } catch (OutOfMemoryError e) {
            // The heap is short (other searches may be running): keep the table, stop growing.
            keys = oldKeys;
            data = oldData;
            maxSlots = oldKeys.length;
            return;
        }
        mask = n - 1;
        count = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) insert(oldKeys[i], oldData[i], bucket(oldKeys[i]));
        }
    }
}
