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
 * depth (8 bits), the value (32 bits). Beside each bucket a byte holds the search ({@link
 * #nextSearch}, one a move) that last wrote or found its first slot: an entry of an earlier move
 * is replaced whatever its depth, so that the deep entries of moves long past do not hold the
 * slot for ever (Stockfish's generations, {@code src/tt.cpp}).
 */
final class PlayerTable {

    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    /** Bytes per slot. */
    static final int SLOT_BYTES = 16;

    private static final int MOVE_BITS = 22;
    private static final long MOVE_MASK = (1L << MOVE_BITS) - 1;

    private final long[] keys;
    private final long[] data;
    private final int mask;
    /** Per bucket, the search that last wrote or found its first slot. */
    private final byte[] ages;
    private byte age;
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
        long slots = Math.max(2, Long.highestOneBit(Math.max(2, bytes / SLOT_BYTES)));
        slots = Math.min(slots, 1L << 28);
        keys = new long[(int) slots];
        data = new long[(int) slots];
        mask = (int) (slots - 1) & ~1;
        ages = new byte[(int) (slots / 2)];
    }

    /** The size the table was made for: its slots' bytes. */
    long bytes() {
        return (long) keys.length * SLOT_BYTES;
    }

    /** The memory it holds, its buckets' ages included. */
    long memoryBytes() {
        return bytes() + ages.length;
    }

    /** A new search (a move) begins: the entries written before are of earlier searches. */
    void nextSearch() {
        age++;
    }

    /** Empties every slot. */
    void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
        java.util.Arrays.fill(ages, (byte) 0);
    }

    /** The data stored for {@code key}, or 0 if none. */
    long probe(long key) {
        int i = index(key);
        long d = data[i];
        if ((keys[i] ^ d) == key && d != 0) {
            ages[i >>> 1] = age;
            return d;
        }
        d = data[i + 1];
        if ((keys[i + 1] ^ d) == key && d != 0) return d;
        return 0;
    }

    /** Stores what a search of {@code depth} found for {@code key}. */
    void store(long key, int value, int depth, int bound, int move) {
        long d = ((long) value << 32) | ((long) (depth & 0xFF) << 24) | ((long) bound << MOVE_BITS)
                | ((move + 1L) & MOVE_MASK);
        int i = index(key);
        long old = data[i];
        boolean same = (keys[i] ^ old) == key;
        if (old == 0 || same || depth >= depth(old) || aging && ages[i >>> 1] != age) {
            if (same && move < 0) d = (d & ~MOVE_MASK) | (old & MOVE_MASK);
            data[i] = d;
            keys[i] = key ^ d;
            ages[i >>> 1] = age;
        } else {
            data[i + 1] = d;
            keys[i + 1] = key ^ d;
        }
    }

    private int index(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 32) & mask;
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
