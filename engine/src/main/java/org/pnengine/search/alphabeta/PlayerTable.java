package org.pnengine.search.alphabeta;

/**
 * The transposition table of {@link MinimaxPlayer}: per position, a heuristic value, the depth it
 * was searched to, whether it is exact or a bound, and the best move found. Two primitive arrays,
 * two slots a bucket (the first kept for the deeper search of the same move, the second always
 * replaced). Shared by
 * the searches of one move without locks: a slot's key is stored xor its data, so that a slot
 * torn by two writers reads as a miss (Hyatt and Mann's lockless hashing, ICGA Journal 2002).
 *
 * <p>Data layout, low bits first: the move plus one (22 bits, 0: none), the bound (2 bits), the
 * depth (8 bits), the value (32 bits). The top byte of the first slot's key word holds the search
 * ({@link #nextSearch}, one a move) that last wrote or found that slot: an entry of an earlier
 * move is replaced whatever its depth, so that the deep entries of moves long past do not hold
 * the slot for ever (Stockfish's generations, {@code src/tt.cpp}); the key is checked on its other
 * 56 bits.
 *
 * <p>A bucket's two slots, key and data words side by side, are 32 bytes of one array: a probe
 * that finds its entry in the first slot reads one cache line, where separate arrays of keys,
 * data and ages read three (measured in docs/benchmarks.md).
 */
final class PlayerTable {

    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    /** Bytes per slot. */
    static final int SLOT_BYTES = 16;

    private static final int MOVE_BITS = 22;
    private static final long MOVE_MASK = (1L << MOVE_BITS) - 1;
    /** The bits of a key word that check the key; the top byte is the first slot's age. */
    private static final long KEY_MASK = 0x00FF_FFFF_FFFF_FFFFL;
    private static final int AGE_SHIFT = 56;

    /** Per bucket of two slots: key word, data, key word, data. */
    private final long[] slots;
    private final int mask;
    private long age;
    private final boolean aging;

    /** A table of the largest power-of-two number of buckets that fits in {@code bytes}, with ages. */
    PlayerTable(long bytes) {
        this(bytes, true);
    }

    /**
     * A table of the largest power-of-two number of buckets that fits in {@code bytes}; without
     * {@code aging}, the first slot keeps the deeper entry whatever search wrote it.
     */
    PlayerTable(long bytes, boolean aging) {
        this.aging = aging;
        long n = Math.max(2, Long.highestOneBit(Math.max(2, bytes / SLOT_BYTES)));
        n = Math.min(n, 1L << 28);
        slots = new long[(int) (2 * n)];
        mask = (int) (n - 1) & ~1;
    }

    /** The size the table was made for: its slots' bytes. */
    long bytes() {
        return (long) slots.length / 2 * SLOT_BYTES;
    }

    /** The memory it holds. */
    long memoryBytes() {
        return bytes();
    }

    /** A new search (a move) begins: the entries written before are of earlier searches. */
    void nextSearch() {
        age = (age + 1) & 0xFF;
    }

    /** Empties every slot. */
    void clear() {
        java.util.Arrays.fill(slots, 0);
    }

    /** The data stored for {@code key}, or 0 if none. */
    long probe(long key) {
        long[] t = slots;
        int i = index(key);
        long w = t[i];
        long d = t[i + 1];
        long k = key & KEY_MASK;
        if (((w ^ d) & KEY_MASK) == k && d != 0) {
            if (w >>> AGE_SHIFT != age) t[i] = (w & KEY_MASK) | age << AGE_SHIFT;
            return d;
        }
        d = t[i + 3];
        if (((t[i + 2] ^ d) & KEY_MASK) == k && d != 0) return d;
        return 0;
    }

    /** Stores what a search of {@code depth} found for {@code key}. */
    void store(long key, int value, int depth, int bound, int move) {
        long d = ((long) value << 32) | ((long) (depth & 0xFF) << 24) | ((long) bound << MOVE_BITS)
                | ((move + 1L) & MOVE_MASK);
        long[] t = slots;
        int i = index(key);
        long w = t[i];
        long old = t[i + 1];
        long k = key & KEY_MASK;
        boolean same = ((w ^ old) & KEY_MASK) == k;
        if (old == 0 || same || depth >= depth(old) || aging && w >>> AGE_SHIFT != age) {
            if (same && move < 0) d = (d & ~MOVE_MASK) | (old & MOVE_MASK);
            t[i + 1] = d;
            t[i] = ((k ^ d) & KEY_MASK) | age << AGE_SHIFT;
        } else {
            t[i + 3] = d;
            t[i + 2] = (k ^ d) & KEY_MASK;
        }
    }

    /** The first long of the bucket of {@code key} (the bucket of the two-array layout before). */
    private int index(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return ((int) (h >>> 32) & mask) << 1;
    }

    static int value(long d) {
        return (int) (d >> 32);
    }

    static int depth(long d) {
        return (int) (d >>> 24) & 0xFF;
    }

    static int bound(long d) {
        return (int) (d >>> MOVE_BITS) & 3;
    }

    /** The stored move, or -1. */
    static int move(long d) {
        return (int) (d & MOVE_MASK) - 1;
    }

    /** Whether every move code of a game fits a slot. */
    static boolean fits(int moveCode) {
        return moveCode >= 0 && moveCode < MOVE_MASK;
    }
}
