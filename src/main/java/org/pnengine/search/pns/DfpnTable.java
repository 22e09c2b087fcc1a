package org.pnengine.search.pns;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The transposition table of {@link DfpnSolver}: per position (keyed by
 * {@link org.pnengine.game.State#hash()}), its proof and disproof numbers for one binary goal,
 * the goal, a move (the proving move of a solved node, else the child last searched) and the
 * work spent on it (node expansions, summed over its searches).
 *
 * <p>The memory budget is fixed: the table starts at 2^12 slots and doubles while more than half
 * full, up to the most slots the budget allows; from then on a new entry evicts the entry of
 * least work in its cluster of four slots (replacement by smallest subtree, as in Nagai's thesis
 * and Kishimoto's "SmallTreeGC"), so the work that was most expensive to redo survives. Storage is
 * three parallel {@code long} arrays, {@value #BYTES_PER_SLOT} bytes per slot: the numbers
 * ({@code pn << 32 | dn}), the rest ({@code move << 32 | work << 1 | goal}) and the key XOR both
 * (a slot whose numbers word is 0 is empty: no entry has pn = dn = 0).
 *
 * <p>An entry is read into a {@link Hit} only if its three words XOR to the key (Hyatt and Mann's
 * lockless hashing), so searches on several threads may share the table without locks
 * ({@code threads=} of {@link DfpnSolver}): every word is read and written whole (opaque
 * {@link VarHandle} access), and an entry two threads wrote at once is never read as a
 * position's. A race can lose an entry or a sum of work, never give another key's numbers.
 * Growth copies the entries into new arrays under a lock and then publishes them; stores into the
 * old arrays meanwhile are lost; the entry count and peak are then approximate. With one thread
 * everything is exactly as described above.
 */
final class DfpnTable {

    /** Bytes per slot: key, numbers, and move, work and goal. */
    static final int BYTES_PER_SLOT = 24;
    /** The smallest size limit. */
    static final int MIN_SLOTS = 1 << 10;

    private static final int INITIAL_SLOTS = 1 << 12;
    private static final int CLUSTER = 4;
    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    /** What {@link #find} read: one entry's words, consistent with each other. */
    static final class Hit {
        long numbers;
        long rest;

        int pn() {
            return (int) (numbers >>> 32);
        }

        int dn() {
            return (int) numbers;
        }

        int goal() {
            return (int) rest & 1;
        }

        int work() {
            return ((int) rest) >>> 1;
        }

        int move() {
            return (int) (rest >> 32);
        }
    }

    /** The arrays, replaced as a whole when the table grows (final fields publish the copied entries). */
    private record Layout(long[] keys, long[] numbers, long[] rest, int mask) {

        static Layout of(int n) {
            return new Layout(new long[n], new long[n], new long[n], n - 1);
        }
    }

    private Layout layout;
    private int count;
    private int maxSlots;
    private int peak;

    /** @param maxSlots the most slots, a power of two, at least {@link #MIN_SLOTS} */
    DfpnTable(int maxSlots) {
        this.maxSlots = maxSlots;
        this.layout = Layout.of(Math.min(INITIAL_SLOTS, maxSlots));
    }

    /** Entries stored now (approximate while several threads store). */
    int size() {
        return count;
    }

    /** The most entries stored at once (approximate while several threads store). */
    int peak() {
        return peak;
    }

    private static long get(long[] a, int i) {
        return (long) LONGS.getOpaque(a, i);
    }

    private static void set(long[] a, int i, long v) {
        LONGS.setOpaque(a, i, v);
    }

    private static long key(long hash) {
        return hash == 0 ? 1 : hash;
    }

    private static int cluster(long key, int mask) {
        return (int) (key ^ (key >>> 32)) & mask & ~(CLUSTER - 1);
    }

    private static long rest(int goal, int move, int work) {
        return (long) move << 32 | (Math.min(work, Integer.MAX_VALUE >>> 1) << 1 | goal) & 0xFFFFFFFFL;
    }

    /** Reads the entry of {@code hash} into {@code out}; false (and {@code out} unspecified) if none. */
    boolean find(long hash, Hit out) {
        return slot(layout, key(hash), out) >= 0;
    }

    /** The slot of {@code key} in {@code t} with its words read into {@code out}, or -1. */
    private static int slot(Layout t, long key, Hit out) {
        int c = cluster(key, t.mask());
        for (int i = c; i < c + CLUSTER; i++) {
            long n = get(t.numbers(), i);
            if (n == 0) continue;
            long r = get(t.rest(), i);
            if ((get(t.keys(), i) ^ n ^ r) == key) {
                out.numbers = n;
                out.rest = r;
                return i;
            }
        }
        return -1;
    }

    /**
     * Stores the numbers of {@code hash} for {@code goal}. An entry of the same goal adds its work
     * to {@code work}; {@code scratch} is the caller's, used to read the old entry.
     */
    void store(long hash, int goal, int pn, int dn, int move, int work, Hit scratch) {
        long key = key(hash);
        Layout t = layout;
        int slot = slot(t, key, scratch);
        if (slot >= 0) {
            if (scratch.goal() == goal) work = (int) Math.min(Integer.MAX_VALUE >>> 1, (long) work + scratch.work());
            put(t, slot, key, ((long) pn << 32) | (dn & 0xFFFFFFFFL), rest(goal, move, work));
            return;
        }
        if (count * 2 >= t.mask() + 1 && t.mask() + 1 < maxSlots) {
            grow(t);
            t = layout;
        }
        if (insert(t, key, ((long) pn << 32) | (dn & 0xFFFFFFFFL), rest(goal, move, work))) {
            count++;
            if (count > peak) peak = count;
        }
    }

    private static void put(Layout t, int slot, long key, long numbers, long rest) {
        set(t.numbers(), slot, numbers);
        set(t.rest(), slot, rest);
        set(t.keys(), slot, key ^ numbers ^ rest);
    }

    /** Puts a new entry into its cluster, evicting the least work; whether it took an empty slot. */
    private static boolean insert(Layout t, long key, long numbers, long rest) {
        int c = cluster(key, t.mask());
        int victim = c;
        boolean fresh = false;
        for (int i = c; i < c + CLUSTER; i++) {
            if (get(t.numbers(), i) == 0) {
                victim = i;
                fresh = true;
                break;
            }
            if (((int) get(t.rest(), i) >>> 1) < ((int) get(t.rest(), victim) >>> 1)) victim = i;
        }
        put(t, victim, key, numbers, rest);
        return fresh;
    }

    /** Doubles the table from {@code old}, unless another thread grew it meanwhile. */
    private synchronized void grow(Layout old) {
        if (layout != old) return;
        Layout t;
        try {
            t = Layout.of(old.keys().length * 2);
        } catch (OutOfMemoryError e) {
            // The heap is short (other searches may be running): keep the table, stop growing.
            maxSlots = old.keys().length;
            return;
        }
        int c = 0;
        for (int i = 0; i < old.keys().length; i++) {
            long n = get(old.numbers(), i);
            if (n == 0) continue;
            long r = get(old.rest(), i);
            if (insert(t, get(old.keys(), i) ^ n ^ r, n, r)) c++;
        }
        count = c;
        if (c > peak) peak = c;
        layout = t;
    }
}
