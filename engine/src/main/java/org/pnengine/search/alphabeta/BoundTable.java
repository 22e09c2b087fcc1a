package org.pnengine.search.alphabeta;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The transposition table of {@link AlphaBetaSolver}: per position, a lower and an upper bound on
 * its exact score for the side to move (both in one entry, as in Plaat's MTD(f), so that the
 * bisection's null-window probes meet: {@code v >= 3} and then {@code v <= 3} leave it exact), the
 * move that last raised the lower bound (or the best one tried) and the log2 of the work the last
 * search of it took. An entry is read as one 64-bit word ({@link #probe}) and decoded by
 * {@link #lower(long)}, {@link #upper(long)} and {@link #move(long)}, so that what is decoded is
 * the entry that was checked against the key; a slot whose data word is 0 is empty.
 *
 * <p>A prime number P of buckets of two slots, key k in bucket {@code k mod P} ({@code (k >>> 1)
 * mod P} when wide); the first slot keeps the entry of larger work, the second takes whatever
 * arrives (Breuker's two-level replacement). A <b>compact</b> slot (8 bytes, keys below 2^b such as
 * Connect Four's) holds bounds, work, move and the quotient {@code k / P}, which with the bucket
 * gives back k exactly, as in Pons' solver; a <b>wide</b> one (16 bytes, any 64-bit hash) the data
 * word and the hash XOR the data word (Hyatt and Mann, "A lockless transposition-table
 * implementation for parallel search", ICGA Journal 25, 2002). The table starts at a few hundred
 * slots and grows to a prime past twice its size up to its limit, then replaces entries, never
 * refuses them; a compact table past {@link #FREE_BUCKETS} buckets grows only while it has at
 * most one bucket per {@link #NODES_PER_BUCKET} positions searched.
 *
 * <p>Threads share it without locks: every word is read and written whole (opaque
 * {@link VarHandle} access) and checks its key, so a race can lose an entry or a merge, never
 * answer with another key's entry; growth copies under a lock, stores into the old arrays
 * meanwhile are lost, and the count and peak are approximate. In full: protocol-spec/solvers/alphabeta.md.
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
    /** What {@link #probe} answers for a key with no entry (no entry is the word 0). */
    static final long ABSENT = 0L;

    /** The first number of buckets (a prime). */
    private static final int INITIAL_BUCKETS = 127;
    private static final int WORK_BITS = 6;
    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    /**
     * The arrays and their bucket count, replaced as a whole when the table grows (final fields:
     * a thread that sees a new layout sees the entries copied into it).
     *
     * @param keys       null for a compact table; else each slot's key XOR its data word
     * @param data       the data words, 0 for an empty slot
     * @param buckets    a prime, half the slots
     * @param reciprocal floor((2^64 - 1) / buckets), to divide by the bucket count with a multiplication
     */
    private record Layout(long[] keys, long[] data, int buckets, long reciprocal) {

        static Layout of(boolean compact, int buckets) {
            return new Layout(compact ? null : new long[2 * buckets], new long[2 * buckets], buckets,
                    Long.divideUnsigned(-1L, buckets));
        }

        /**
         * {@code x / buckets} for {@code x >= 0}: the high half of x times the reciprocal falls
         * short of the quotient by at most 1 (Granlund and Montgomery's division by invariant
         * integers).
         */
        long quotient(long x) {
            long q = Math.multiplyHigh(x, reciprocal);
            return x - q * buckets >= buckets ? q + 1 : q;
        }

        /** The first slot of the bucket of a wide table's key. */
        int wideBucket(long key) {
            long x = key >>> 1;
            return 2 * (int) (x - quotient(x) * buckets);
        }
    }

    private final boolean compact;
    private Layout layout;
    /**
     * The entry count at {@link #COUNT} and the peak at {@link #PEAK}, in the middle of an array
     * of 128 bytes: with several threads each new entry writes them, and kept beside the fields
     * every probe reads (the layout, the field widths) they would make each core's probes miss
     * the cache after the other core's stores. Measurements: docs/benchmarks.md#threads.
     */
    private final int[] counts = new int[32];
    private static final int COUNT = 16;
    private static final int PEAK = 17;
    /** The most buckets; the table grows while it has fewer. */
    private int maxBuckets;

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
    /** The data word's fields below the quotient. */
    private final long fieldMask;

    private BoundTable(int maxSlots, boolean compact, int scoreBits, int scoreBound, int moveBits) {
        this.compact = compact;
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
        this.fieldMask = quotientShift >= 64 ? -1L : (1L << quotientShift) - 1;
        this.maxBuckets = maxSlots / 2;   // made a prime when the table grows that far
        this.layout = Layout.of(compact, maxBuckets <= INITIAL_BUCKETS ? primeAtMost(maxBuckets) : INITIAL_BUCKETS);
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
        return compact ? COMPACT_BYTES_PER_SLOT : WIDE_BYTES_PER_SLOT;
    }

    /** Entries stored now (approximate while several threads store). */
    int size() {
        return counts[COUNT];
    }

    /** The most entries stored at once (approximate while several threads store). */
    int peak() {
        return counts[PEAK];
    }

    /** Slots now (twice the buckets). */
    int slots() {
        return 2 * layout.buckets();
    }

    private static long get(long[] a, int i) {
        return (long) LONGS.getOpaque(a, i);
    }

    private static void set(long[] a, int i, long v) {
        LONGS.setOpaque(a, i, v);
    }

    /** The entry word of {@code key}, or {@link #ABSENT}; read its fields with {@link #lower(long)} and the like. */
    long probe(long key) {
        return find(layout, key);
    }

    /** The entry word of {@code key} in {@code t}, or {@link #ABSENT}. */
    private long find(Layout t, long key) {
        final long[] data = t.data();
        if (compact) {
            long q = t.quotient(key);
            int b = 2 * (int) (key - q * t.buckets());
            long d = get(data, b);
            if (d != 0 && d >>> quotientShift == q) return d;
            d = get(data, b + 1);
            if (d != 0 && d >>> quotientShift == q) return d;
            return ABSENT;
        }
        final long[] keys = t.keys();
        int b = t.wideBucket(key);
        long d = get(data, b);
        if (d != 0 && (get(keys, b) ^ d) == key) return d;
        d = get(data, b + 1);
        if (d != 0 && (get(keys, b + 1) ^ d) == key) return d;
        return ABSENT;
    }

    /** The lower bound of an entry word. */
    int lower(long d) {
        return (int) (d & scoreMask) - bias;
    }

    /** The upper bound of an entry word. */
    int upper(long d) {
        return (int) ((d >>> scoreBits) & scoreMask) - bias;
    }

    /** The stored move of an entry word, or -1. */
    int move(long d) {
        return (int) ((d >>> moveShift) & moveMask) - 1;
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
        store(key, lo, hi, move, work, null, Long.MAX_VALUE);
    }

    /**
     * One thread's share of the entry count while several share the table: its new entries are
     * added to the count {@value #TALLY_BATCH} at a time, so that the count's cache line is not
     * written by every core on every new entry. The count then lags by up to that many entries a
     * thread; {@link #flush} adds the rest when the thread's search ends.
     */
    static final class Tally {
        private int pending;
    }

    /**
     * A compact table past {@link #FREE_BUCKETS} buckets grows only while it has at most one
     * bucket per this many positions searched: a table the size of the search would hold every
     * entry, but its probes would miss the processor's caches. Measurements:
     * docs/benchmarks.md#connect-four-beside-pascal-pons-solver ("A table that grows with the search").
     */
    static final long NODES_PER_BUCKET = 64;
    /** Buckets a compact table may reach whatever the search's size (64 KB): a small search's table is as before. */
    static final int FREE_BUCKETS = 4096;

    /** New entries a {@link Tally} holds before it adds them to the count. */
    static final int TALLY_BATCH = 256;

    /**
     * {@link #store(long, int, int, int, int)}, a new entry counted on {@code tally} (null: at
     * once), by a search that has visited {@code nodes} positions: a compact table grows only
     * while it has at most one bucket per {@link #NODES_PER_BUCKET} of them.
     */
    void store(long key, int lo, int hi, int move, int work, Tally tally, long nodes) {
        Layout t = layout;
        final long[] data = t.data();
        final long[] keys = t.keys();
        int b;
        long q = 0;
        if (compact) {
            q = t.quotient(key);
            b = 2 * (int) (key - q * t.buckets());
        } else {
            b = t.wideBucket(key);
        }
        for (int slot = b; slot < b + 2; slot++) {
            long d = get(data, slot);
            if (d == 0 || (compact ? d >>> quotientShift != q : (get(keys, slot) ^ d) != key)) continue;
            int oldLo = lower(d);
            int oldMove = move(d);
            int newLo = Math.max(oldLo, lo);
            int newHi = Math.min(upper(d), hi);
            int m = move >= 0 && (lo > oldLo || oldMove < 0) ? move : oldMove;
            long nd = pack(newLo, newHi, Math.max(work, work(d)), m) | (d & ~fieldMask);
            set(data, slot, nd);
            if (!compact) set(keys, slot, key ^ nd);
            return;
        }
        final int[] cs = counts;
        // With a tally, its own new entries count at once towards growing (those of the other
        // threads may lag, by less than a batch each).
        int count = tally == null ? cs[COUNT] : cs[COUNT] + tally.pending;
        if (t.buckets() < maxBuckets && (!compact || t.buckets() < FREE_BUCKETS || t.buckets() * NODES_PER_BUCKET <= nodes)
                && (count >= t.buckets() || count * 2 >= t.buckets()
                && get(data, b) != 0 && get(data, b + 1) != 0)) {
            if (grow(t) && tally != null) tally.pending = 0;   // the copy counted them
            t = layout;
            count = cs[COUNT];
        }
        if (insert(t, key, pack(lo, hi, work, move))) {
            if (tally == null) {
                cs[COUNT] = ++count;
                if (count > cs[PEAK]) cs[PEAK] = count;
            } else if (++tally.pending >= TALLY_BATCH) {
                flush(tally);
            }
        }
    }

    /** Adds the new entries {@code tally} holds to the count (racy, as every count with several threads). */
    void flush(Tally tally) {
        if (tally.pending == 0) return;
        final int[] cs = counts;
        int count = cs[COUNT] + tally.pending;
        tally.pending = 0;
        cs[COUNT] = count;
        if (count > cs[PEAK]) cs[PEAK] = count;
    }

    /** Puts a new entry into its bucket of {@code t} by the replacement rule; whether it took an empty slot. */
    private boolean insert(Layout t, long key, long d) {
        final long[] data = t.data();
        final long[] keys = t.keys();
        int b;
        if (compact) {
            long q = t.quotient(key);
            b = 2 * (int) (key - q * t.buckets());
            d |= q << quotientShift;
        } else {
            b = t.wideBucket(key);
        }
        int slot;
        boolean fresh = false;
        long first = get(data, b);
        if (first == 0) {
            slot = b;
            fresh = true;
        } else if (get(data, b + 1) == 0) {
            slot = b + 1;
            fresh = true;
        } else if (work(d) >= work(first)) {
            set(data, b + 1, first);
            if (keys != null) set(keys, b + 1, get(keys, b));
            slot = b;
        } else {
            slot = b + 1;
        }
        set(data, slot, d);
        if (keys != null) set(keys, slot, key ^ d);
        return fresh;
    }

    /**
     * Grows the table from {@code old} to about twice its buckets, the next prime, at most
     * {@link #maxBuckets}: copies the entries into new arrays, then publishes them and counts
     * them. Does nothing (and answers false) if another thread grew it meanwhile or it cannot grow.
     */
    private synchronized boolean grow(Layout old) {
        if (layout != old) return false;
        int oldBuckets = old.buckets();
        long next = primeAtLeast(2L * oldBuckets + 1);
        int n = next <= maxBuckets ? (int) next : primeAtMost(maxBuckets);
        if (n <= oldBuckets) {
            maxBuckets = oldBuckets;
            return false;
        }
        Layout t;
        try {
            t = Layout.of(compact, n);
        } catch (OutOfMemoryError e) {
            // The heap is short (other searches may be running): keep the table, stop growing.
            maxBuckets = oldBuckets;
            return false;
        }
        int c = 0;
        final long[] oldData = old.data();
        final long[] oldKeys = old.keys();
        for (int i = 0; i < oldData.length; i++) {
            long d = get(oldData, i);
            if (d == 0) continue;
            boolean fresh;
            if (oldKeys != null) {
                fresh = insert(t, get(oldKeys, i) ^ d, d);
            } else {
                fresh = insert(t, (d >>> quotientShift) * oldBuckets + i / 2, d & fieldMask);
            }
            if (fresh) c++;
        }
        counts[COUNT] = c;
        if (c > counts[PEAK]) counts[PEAK] = c;
        layout = t;
        return true;
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
