package org.pnengine.search.pns;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The table of a df-pn solve whose searches run on several threads ({@link DfpnTable},
 * {@code threads=} of {@link DfpnSolver}), without locks.
 *
 * <p><b>Storage.</b> Per slot ({@value #BYTES_PER_SLOT} bytes): the key in an array of its own,
 * which a probe scans (a cluster's four keys share a cache line), and beside it, in a second
 * array, three words side by side: the numbers word, the rest ({@code move << 32 | work}) and
 * the key XOR both. A key that matches is only a hint: the entry is read as the position's
 * only if its three words XOR to the key (the lockless hashing of R. Hyatt and T. Mann, "A
 * lockless transposition-table implementation for parallel search", ICGA Journal 25, 2002). So
 * two threads that write one slot at once can lose an entry, or a sum of work, but a probe never
 * answers another position's numbers. Every word is read and written whole.
 *
 * <p><b>Growth.</b> The searches count the entries they add and report them in batches
 * ({@link #added}), so that no thread writes a counter the others read on every store; growth
 * is checked at each report. It copies the entries into arrays twice the size under a lock
 * and then publishes them; what other threads store into the old arrays meanwhile is lost. The
 * entry count is approximate for the same reasons.
 */
final class SharedDfpnTable extends DfpnTable {

    /** Bytes per slot: the key, and the numbers, the rest and the check. */
    static final int BYTES_PER_SLOT = 32;

    private static final int INITIAL_SLOTS = 1 << 12;
    private static final int CLUSTER = 4;
    private static final int WORDS = 3;
    private static final int MAX_WORK = Integer.MAX_VALUE >>> 1;

    /** The arrays, replaced as a whole when the table grows (final fields publish the copied entries). */
    private record Layout(long[] keys, long[] data, int mask) {

        static Layout of(int n) {
            return new Layout(new long[n], new long[n * WORDS], n - 1);
        }
    }

    private volatile Layout layout;
    private final AtomicInteger count = new AtomicInteger();
    private volatile int maxSlots;
    private volatile int peak;

    /** @param maxSlots the most slots, a power of two, at least {@link #MIN_SLOTS} */
    SharedDfpnTable(int maxSlots) {
        this.maxSlots = maxSlots;
        this.layout = Layout.of(Math.min(INITIAL_SLOTS, maxSlots));
    }

    @Override
    int size() {
        return count.get();
    }

    @Override
    int peak() {
        return Math.max(peak, size());
    }

    private static int cluster(long key, int mask) {
        return (int) (key ^ (key >>> 32)) & mask & ~(CLUSTER - 1);
    }

    private static long rest(int move, int work) {
        return (long) move << 32 | Math.min(Math.max(0, work), MAX_WORK);
    }

    private static int workOf(long rest) {
        return (int) rest & MAX_WORK;
    }

    /** The slot of {@code key} in {@code t} whose words check, or -1. */
    private static int slot(Layout t, long key) {
        final long[] keys = t.keys();
        final long[] data = t.data();
        int c = cluster(key, t.mask());
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == key) {
                int j = i * WORDS;
                if ((data[j] ^ data[j + 1] ^ data[j + 2]) == key) return i;
            }
        }
        return -1;
    }

    @Override
    long find(long hash) {
        long key = key(hash);
        final Layout t = layout;
        final long[] keys = t.keys();
        int c = cluster(key, t.mask());
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == key) {
                final long[] data = t.data();
                int j = i * WORDS;
                long w = data[j + 1];
                if ((data[j] ^ w ^ data[j + 2]) == key) return w;
            }
        }
        return ABSENT;
    }

    @Override
    int work(long hash) {
        long key = key(hash);
        final Layout t = layout;
        final long[] data = t.data();
        final long[] keys = t.keys();
        int c = cluster(key, t.mask());
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == key) {
                int j = i * WORDS;
                long r = data[j + 2];
                if ((data[j] ^ data[j + 1] ^ r) == key) return workOf(r);
            }
        }
        return 0;
    }

    @Override
    void added(int entries) {
        int n = count.addAndGet(entries);
        Layout t = layout;
        if (t.mask() + 1 < maxSlots && n * 2L >= t.mask() + 1) grow(t);
    }

    @Override
    boolean store(long hash, int goal, int pn, int dn, int move, int work) {
        long key = key(hash);
        long w = word(goal, pn, dn);
        Layout t = layout;
        int i = slot(t, key);
        if (i >= 0) {
            int j = i * WORDS;
            long oldWord = t.data()[j + 1];
            long oldRest = t.data()[j + 2];
            if (goal(oldWord) == goal) work = (int) Math.min(MAX_WORK, (long) work + workOf(oldRest));
            put(t, i, key, w, rest(move, work));
            return false;
        }
        return insert(t, key, w, rest(move, work));
    }

    private static void put(Layout t, int i, long key, long w, long rest) {
        final long[] data = t.data();
        int j = i * WORDS;
        data[j + 1] = w;
        data[j + 2] = rest;
        data[j] = key ^ w ^ rest;
        t.keys()[i] = key;
    }

    /** Puts a new entry into its cluster, evicting the least work; whether it took an empty slot. */
    private static boolean insert(Layout t, long key, long w, long rest) {
        final long[] keys = t.keys();
        final long[] data = t.data();
        int c = cluster(key, t.mask());
        int victim = c;
        boolean fresh = false;
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == 0) {
                victim = i;
                fresh = true;
                break;
            }
            if (workOf(data[i * WORDS + 2]) < workOf(data[victim * WORDS + 2])) victim = i;
        }
        put(t, victim, key, w, rest);
        return fresh;
    }

    /** Doubles the table from {@code old}, unless another thread grew it meanwhile. */
    private synchronized void grow(Layout old) {
        if (layout != old) return;
        int n = old.keys().length;
        Layout t;
        try {
            t = Layout.of(n * 2);
        } catch (OutOfMemoryError e) {
            // The heap is short (other searches may be running): keep the table, stop growing.
            maxSlots = n;
            return;
        }
        peak = Math.max(peak, size());
        int c = 0;
        final long[] keys = old.keys();
        final long[] data = old.data();
        for (int i = 0; i < n; i++) {
            long key = keys[i];
            if (key == 0) continue;
            int j = i * WORDS;
            long w = data[j + 1];
            long r = data[j + 2];
            if ((data[j] ^ w ^ r) != key) continue;   // torn by a store meanwhile: dropped
            if (insert(t, key, w, r)) c++;
        }
        count.set(c);
        layout = t;
    }
}
