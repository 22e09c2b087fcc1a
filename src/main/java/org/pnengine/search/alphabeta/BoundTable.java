package org.pnengine.search.alphabeta;

/**
 * The transposition table of {@link AlphaBetaSolver}: per position, a lower and an upper bound
 * on its exact score for the side to move, the move that last raised the lower bound (or the best
 * one tried) and the log2 of the work the last search of it took.
 *
 * <p>Keeping both bounds in one entry (as in Plaat's MTD(f)) lets the successive null-window
 * probes of the bisection meet: a probe that proves {@code v >= 3} and a later one that proves
 * {@code v <= 3} leave the entry exact.
 *
 * <p><b>Layout.</b> A prime number P of buckets of two slots; a position of key k lives in bucket
 * {@code k mod P} (in a wide table {@code (k >>> 1) mod P}). The first slot of a bucket keeps the entry of larger work, the second takes
 * whatever arrives (Breuker's two-level replacement: one slot by work, one always replaced).
 * There are two kinds of table:
 * <ul>
 *   <li><b>Compact</b> (8 bytes a slot), for keys known to be below 2^b, such as Connect Four's
 *       position key: one {@code long} per slot holds the bounds, the work, the move and the
 *       quotient {@code k / P}. The bucket and the quotient give back k exactly (as in Pons'
 *       Connect Four solver, which stores the key modulo 2^32 beside a prime index: by the Chinese
 *       remainder theorem the two determine it), so there are no false matches. The fields are as
 *       wide as the game's score bound and move codes need; what is left holds the quotient, so a
 *       compact table is made only when that suffices for every table size.</li>
 *   <li><b>Wide</b> (16 bytes a slot), for any 64-bit hash: the hash in one array, the data word
 *       in another (16-bit bounds, 26-bit move).</li>
 * </ul>
 * A slot whose data word is 0 is empty (a stored upper bound is never 0 in its field).
 *
 * <p><b>Size.</b> The table starts small (a few hundred slots, a few kilobytes, so that a tiny
 * solve neither allocates nor clears much) and grows to about twice its size, the next prime,
 * when half full, or a quarter full and a new entry would push one out, up to its size limit;
 * from then on entries are replaced, never refused.
 */
final class BoundTable {

    /** Bytes per slot of a wide table: a key and a data word. */
    static final int WIDE_BYTES_PER_SLOT = 16;
    /** Bytes per slot of a compact table. */
    static final int COMPACT_BYTES_PER_SLOT = 8;
    /** The smallest size limit, in slots. */
    static final int MIN_SLOTS = 1 << 8;
    /** Scores must lie strictly between these (they are the "no bound" markers). */
    static final int NO_LOWER = -32768;
    static final int NO_UPPER = 32767;

    /** The first number of buckets (a prime). */
    private static final int INITIAL_BUCKETS = 127;
    private static final int WORK_BITS = 6;

    /** Null for a compact table. */
    private long[] keys;
    private long[] data;
    /** Buckets: a prime, half the slots. */
    private int buckets;
    /** floor((2^64 - 1) / buckets), to divide by the bucket count with a multiplication. */
    private long reciprocal;
    private int count;
    /** The most buckets; the table grows while it has fewer. */
    private int maxBuckets;
    private int peak;

    // Data word fields: lower bound, upper bound, work, move + 1, then (compact) the quotient.
    private final int scoreBits;
    /** Added to a bound to store it; the "no lower bound" marker is stored as 0. */
    private final int bias;
    private final int minLower;
    private final int maxUpper;
    private final long scoreMask;
    private final int moveShift;
    private final long moveMask;
    private final int quotientShift;

    private BoundTable(int maxSlots, boolean compact, int scoreBits, int scoreBound, int moveBits) {
        this.scoreBits = scoreBits;
        this.scoreMask = (1L << scoreBits) - 1;
        if (compact) {
            this.minLower = -scoreBound - 1;
            this.maxUpper = scoreBound + 1;
        } else {
            this.minLower = NO_LOWER;
            this.maxUpper = NO_UPPER;
        }
        this.bias = -minLower;
        this.moveShift = 2 * scoreBits + WORK_BITS;
        this.moveMask = (1L << moveBits) - 1;
        this.quotientShift = moveShift + moveBits;
        this.maxBuckets = maxSlots / 2;   // made a prime when the table grows that far
        setBuckets(maxBuckets <= INITIAL_BUCKETS ? primeAtMost(maxBuckets) : INITIAL_BUCKETS);
        data = new long[2 * buckets];
        if (!compact) keys = new long[2 * buckets];
    }

    /** A wide table (16 bytes a slot) for any 64-bit hash, of at most {@code maxSlots} slots (at least {@link #MIN_SLOTS}). */
    static BoundTable wide(int maxSlots) {
        return new BoundTable(maxSlots, false, 16, 0, 26);
    }

    /**
     * A compact table (8 bytes a slot) if one fits: keys in {@code [0, 2^keyBits)}, scores in
     * {@code [-scoreBound, scoreBound]}, move codes in {@code [0, moveLimit)}; else null.
     */
    static BoundTable compact(int maxSlots, int keyBits, int scoreBound, int moveLimit) {
        int scoreBits = bitsFor(2L * scoreBound + 3);
        int moveBits = bitsFor(moveLimit + 1L);
        int quotientBits = 64 - 2 * scoreBits - WORK_BITS - moveBits;
        // The quotient k / P must fit for the smallest P (the first table): k < P * 2^quotientBits.
        if (quotientBits <= 0 || keyBits <= 0 || keyBits > 63 || keyBits - quotientBits > 6) return null;   // 2^6 < INITIAL_BUCKETS
        return new BoundTable(maxSlots, true, scoreBits, scoreBound, moveBits);
    }

    /** Bits needed to write the numbers {@code 0..n-1}. */
    private static int bitsFor(long n) {
        return 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1));
    }

    /** Bytes per slot of this table. */
    int bytesPerSlot() {
        return keys == null ? COMPACT_BYTES_PER_SLOT : WIDE_BYTES_PER_SLOT;
    }

    /** Entries stored now. */
    int size() {
        return count;
    }

    /** The most entries stored at once. */
    int peak() {
        return peak;
    }

    /** Slots now (twice the buckets). */
    int slots() {
        return 2 * buckets;
    }

    private void setBuckets(int n) {
        buckets = n;
        reciprocal = Long.divideUnsigned(-1L, n);
    }

    /**
     * {@code x / buckets} for {@code x >= 0}: the high half of x times the reciprocal falls short
     * of the quotient by at most 1 (Granlund and Montgomery's division by invariant integers).
     */
    private long quotient(long x) {
        long q = Math.multiplyHigh(x, reciprocal);
        return x - q * buckets >= buckets ? q + 1 : q;
    }

    /** The first slot of the bucket of a wide table's key. */
    private int wideBucket(long key) {
        long x = key >>> 1;
        return 2 * (int) (x - quotient(x) * buckets);
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
        final long[] data = this.data;
        if (keys == null) {
            long q = quotient(key);
            int b = 2 * (int) (key - q * buckets);
            long d = data[b];
            if (d != 0 && d >>> quotientShift == q) return b;
            d = data[b + 1];
            if (d != 0 && d >>> quotientShift == q) return b + 1;
            return -1;
        }
        int b = wideBucket(key);
        if (keys[b] == key && data[b] != 0) return b;
        if (keys[b + 1] == key && data[b + 1] != 0) return b + 1;
        return -1;
    }

    int lower(int slot) {
        return (int) (data[slot] & scoreMask) - bias;
    }

    int upper(int slot) {
        return (int) ((data[slot] >>> scoreBits) & scoreMask) - bias;
    }

    /** The stored move, or -1. */
    int move(int slot) {
        return (int) ((data[slot] >>> moveShift) & moveMask) - 1;
    }

    private int work(long d) {
        return (int) ((d >>> (2 * scoreBits)) & ((1 << WORK_BITS) - 1));
    }

    /** The data word without the tag; bounds clamped to what the fields hold (which only weakens them). */
    private long pack(int lo, int hi, int work, int move) {
        long m = move >= 0 && move < moveMask ? move + 1L : 0L;
        long l = Math.max(minLower, Math.min(lo, maxUpper - 1)) + bias;
        long h = Math.min(maxUpper, Math.max(hi, minLower + 1)) + bias;
        return l | (h << scoreBits) | ((long) work << (2 * scoreBits)) | (m << moveShift);
    }

    /**
     * Records {@code lo <= score <= hi} (use {@link #NO_LOWER}, {@link #NO_UPPER} for "none"),
     * merged with what is stored. {@code move} (or -1) replaces the stored move when it is given
     * and either the lower bound rose or no move was stored. {@code work} is log2 of the nodes the
     * search took, 0..63.
     */
    void store(long key, int lo, int hi, int move, int work) {
        int slot = find(key);
        if (slot >= 0) {
            long d = data[slot];
            int oldLo = lower(slot);
            int oldMove = move(slot);
            int newLo = Math.max(oldLo, lo);
            int newHi = Math.min(upper(slot), hi);
            int m = move >= 0 && (lo > oldLo || oldMove < 0) ? move : oldMove;
            long tagBits = keys == null ? (d >>> quotientShift) << quotientShift : 0;
            data[slot] = pack(newLo, newHi, Math.max(work, work(d)), m) | tagBits;
            return;
        }
        if (buckets < maxBuckets && (count >= buckets || count * 2 >= buckets && bucketFull(key))) grow();
        insert(key, pack(lo, hi, work, move));
    }

    /** Whether both slots of {@code key}'s bucket are taken. */
    private boolean bucketFull(long key) {
        int b = keys == null ? 2 * (int) (key - quotient(key) * buckets) : wideBucket(key);
        return data[b] != 0 && data[b + 1] != 0;
    }

    /** Puts a new entry into its bucket by the replacement rule. */
    private void insert(long key, long d) {
        int b;
        if (keys == null) {
            long q = quotient(key);
            b = 2 * (int) (key - q * buckets);
            d |= q << quotientShift;
        } else {
            b = wideBucket(key);
        }
        int slot;
        if (data[b] == 0) {
            slot = b;
            count++;
        } else if (data[b + 1] == 0) {
            slot = b + 1;
            count++;
        } else if (work(d) >= work(data[b])) {
            data[b + 1] = data[b];
            if (keys != null) keys[b + 1] = keys[b];
            slot = b;
        } else {
            slot = b + 1;
        }
        data[slot] = d;
        if (keys != null) keys[slot] = key;
        if (count > peak) peak = count;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldData = data;
        int oldBuckets = buckets;
        long next = primeAtLeast(2L * oldBuckets + 1);
        int n = next <= maxBuckets ? (int) next : primeAtMost(maxBuckets);
        if (n <= oldBuckets) {
            maxBuckets = oldBuckets;
            return;
        }
        try {
            data = new long[2 * n];
            if (oldKeys != null) keys = new long[2 * n];
        } catch (OutOfMemoryError e) {
            // The heap is short (other searches may be running): keep the table, stop growing.
            data = oldData;
            keys = oldKeys;
            maxBuckets = oldBuckets;
            return;
        }
        setBuckets(n);
        count = 0;
        final long fields = (1L << quotientShift) - 1;
        for (int i = 0; i < oldData.length; i++) {
            long d = oldData[i];
            if (d == 0) continue;
            if (oldKeys != null) {
                insert(oldKeys[i], d);
            } else {
                insert((d >>> quotientShift) * oldBuckets + i / 2, d & fields);
            }
        }
    }

    /** The smallest prime at least {@code n} (n at least 2). */
    static long primeAtLeast(long n) {
        long p = Math.max(2, n);
        while (!isPrime(p)) p++;
        return p;
    }

    /** The largest prime at most {@code n}, or 2 if n is below 2. */
    static int primeAtMost(int n) {
        int p = n;
        while (p > 2 && !isPrime(p)) p--;
        return Math.max(2, p);
    }

    static boolean isPrime(long n) {
        if (n < 2) return false;
        if (n % 2 == 0) return n == 2;
        for (long d = 3; d * d <= n; d += 2) {
            if (n % d == 0) return false;
        }
        return true;
    }
}
