package org.pnengine.search.pns;

/**
 * A transposition table of solved results, keyed by {@link org.pnengine.game.State#hash()}.
 *
 * <p>Each entry holds bounds {@code lo <= v <= hi} on the position's game value from the
 * prover's point of view, as indices on an ordered scale of outcomes of at most
 * {@value #MAX_INDEX} + 1 values. The binary solvers use the three-outcome scale {@link #LOSS}
 * &lt; {@link #DRAW} &lt; {@link #WIN} (or, for exact scores, the score minus the lowest score);
 * multiple-outcome search uses its outcome indices. A binary goal "value &gt;= t" is proven when
 * {@code lo >= t} and disproven when {@code hi < t}, so the win run and the draw run of
 * {@link PnsSolver} share one table: a node the win run proved is already proven for the draw run.
 *
 * <p>Storage is two parallel primitive arrays (open addressing, linear probing over a short
 * window), 10 bytes per slot. The table starts small and doubles while it is more than half full,
 * up to {@code 2^maxBits} slots or the memory budget, and also whenever an insertion finds its
 * probe window of 8 slots full; once at its size limit, such an insertion overwrites the home slot
 * (results are only ever lost, never wrong, short of a 64-bit hash collision). Key 0 marks an
 * empty slot; a hash of 0 is stored as 1.
 */
final class SolvedTable {

    static final int LOSS = 0;
    static final int DRAW = 1;
    static final int WIN = 2;
    /** The largest index a bound may have. */
    static final int MAX_INDEX = 255;

    /** Bytes per slot: one long key and two bytes of bounds. */
    static final int BYTES_PER_SLOT = 10;

    private static final int INITIAL_BITS = 12;
    private static final int WINDOW = 8;

    private long[] keys;
    private short[] bounds;
    private int mask;
    private int count;
    private int maxSlots;

    /**
     * @param maxBits     log2 of the most slots the table may grow to
     * @param memoryBytes the most bytes the table may use
     */
    SolvedTable(int maxBits, long memoryBytes) {
        long bySize = 1L << maxBits;
        long byMemory = Long.highestOneBit(Math.max(1L << INITIAL_BITS, memoryBytes / BYTES_PER_SLOT));
        this.maxSlots = (int) Math.min(Math.min(bySize, byMemory), 1 << 30);
        int initial = Math.min(1 << INITIAL_BITS, maxSlots);
        keys = new long[initial];
        bounds = new short[initial];
        mask = initial - 1;
    }

    /** Bytes held by the table now. */
    long bytes() {
        return (long) keys.length * BYTES_PER_SLOT;
    }

    /** Entries stored. */
    int size() {
        return count;
    }

    /**
     * The stored bounds of a position, {@code lo | hi << 8}, or -1 if it is not stored.
     * Use {@link #lo(int)} and {@link #hi(int)} to read them.
     */
    int probe(long hash) {
        long key = hash == 0 ? 1 : hash;
        int i = (int) (key ^ (key >>> 32)) & mask;
        for (int w = 0; w < WINDOW; w++) {
            long k = keys[i];
            if (k == key) return bounds[i] & 0xFFFF;
            if (k == 0) return -1;
            i = (i + 1) & mask;
        }
        return -1;
    }

    static int lo(int b) {
        return b & 0xFF;
    }

    static int hi(int b) {
        return (b >>> 8) & 0xFF;
    }

    /**
     * Records that the position's value is at least {@code lo} and at most {@code hi}
     * ({@code 0 <= lo <= hi <= MAX_INDEX}).
     */
    void tighten(long hash, int lo, int hi) {
        long key = hash == 0 ? 1 : hash;
        if (count * 2 > mask && mask + 1 < maxSlots) grow();
        while (true) {
            int i = (int) (key ^ (key >>> 32)) & mask;
            for (int w = 0; w < WINDOW; w++) {
                long k = keys[i];
                if (k == key) {
                    int b = bounds[i];
                    bounds[i] = (short) (Math.max(lo(b), lo) | (Math.min(hi(b), hi) << 8));
                    return;
                }
                if (k == 0) {
                    keys[i] = key;
                    bounds[i] = (short) (lo | (hi << 8));
                    count++;
                    return;
                }
                i = (i + 1) & mask;
            }
            if (mask + 1 >= maxSlots) break;
            grow();
        }
        // The window is full and the table may not grow: replace the home slot.
        int home = (int) (key ^ (key >>> 32)) & mask;
        keys[home] = key;
        bounds[home] = (short) (lo | (hi << 8));
    }

    /** Doubles the table (more than once if an entry finds no slot in its window). */
    private void grow() {
        long[] oldKeys = keys;
        short[] oldBounds = bounds;
        int oldCount = count;
        int n = oldKeys.length;
        try {
            while (true) {
                n *= 2;
                if (rehash(oldKeys, oldBounds, n) || n >= maxSlots) return;
            }
        } catch (OutOfMemoryError e) {
            // The heap is short (other searches may be running): keep the old table, stop growing.
            keys = oldKeys;
            bounds = oldBounds;
            mask = oldKeys.length - 1;
            count = oldCount;
            maxSlots = oldKeys.length;
        }
    }

    /** Rebuilds the table with {@code n} slots; false if some entry found no slot in its window. */
    private boolean rehash(long[] oldKeys, short[] oldBounds, int n) {
        long[] newKeys = new long[n];
        short[] newBounds = new short[n];
        keys = newKeys;
        bounds = newBounds;
        mask = n - 1;
        count = 0;
        boolean all = true;
        for (int j = 0; j < oldKeys.length; j++) {
            long key = oldKeys[j];
            if (key == 0) continue;
            int i = (int) (key ^ (key >>> 32)) & mask;
            int w = 0;
            while (keys[i] != 0 && w < WINDOW) {
                i = (i + 1) & mask;
                w++;
            }
            if (w == WINDOW) {
                all = false;    // dropped: lost, never wrong
                continue;
            }
            keys[i] = key;
            bounds[i] = oldBounds[j];
            count++;
        }
        return all;
    }
}
