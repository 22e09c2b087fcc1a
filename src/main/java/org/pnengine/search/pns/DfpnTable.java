package org.pnengine.search.pns;

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
 * four parallel primitive arrays, {@value #BYTES_PER_SLOT} bytes per slot. Key 0 marks an empty
 * slot; a hash of 0 is stored as 1.
 */
final class DfpnTable {

    /** Bytes per slot: key, proof and disproof numbers, move, work and goal. */
    static final int BYTES_PER_SLOT = 24;
    /** The smallest size limit. */
    static final int MIN_SLOTS = 1 << 10;

    private static final int INITIAL_SLOTS = 1 << 12;
    private static final int CLUSTER = 4;

    private long[] keys;
    private long[] numbers;   // pn << 32 | dn
    private int[] moves;
    private int[] info;       // work << 1 | goal
    private int mask;
    private int count;
    private int maxSlots;
    private int peak;

    /** @param maxSlots the most slots, a power of two, at least {@link #MIN_SLOTS} */
    DfpnTable(int maxSlots) {
        this.maxSlots = maxSlots;
        allocate(Math.min(INITIAL_SLOTS, maxSlots));
    }

    private void allocate(int n) {
        keys = new long[n];
        numbers = new long[n];
        moves = new int[n];
        info = new int[n];
        mask = n - 1;
        count = 0;
    }

    int size() {
        return count;
    }

    int peak() {
        return peak;
    }

    private static long key(long hash) {
        return hash == 0 ? 1 : hash;
    }

    private int cluster(long key) {
        return (int) (key ^ (key >>> 32)) & mask & ~(CLUSTER - 1);
    }

    /** The slot holding {@code hash}, or -1. */
    int find(long hash) {
        long key = key(hash);
        int c = cluster(key);
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == key) return i;
        }
        return -1;
    }

    int pn(int slot) {
        return (int) (numbers[slot] >>> 32);
    }

    int dn(int slot) {
        return (int) numbers[slot];
    }

    int goal(int slot) {
        return info[slot] & 1;
    }

    int work(int slot) {
        return info[slot] >>> 1;
    }

    int move(int slot) {
        return moves[slot];
    }

    /**
     * Stores a position's numbers for {@code goal} (0 or 1). {@code work} is added to the work
     * already stored for the same position and goal (saturating).
     */
    void store(long hash, int goal, int pn, int dn, int move, int work) {
        long key = key(hash);
        int slot = find(hash);
        if (slot >= 0) {
            if ((info[slot] & 1) == goal) work = (int) Math.min(Integer.MAX_VALUE >>> 1, (long) work + (info[slot] >>> 1));
            put(slot, key, goal, pn, dn, move, work);
            return;
        }
        if (count * 2 >= mask + 1 && mask + 1 < maxSlots) grow();
        insert(key, ((long) pn << 32) | (dn & 0xFFFFFFFFL), move, Math.min(work, Integer.MAX_VALUE >>> 1) << 1 | goal);
    }

    private void put(int slot, long key, int goal, int pn, int dn, int move, int work) {
        keys[slot] = key;
        numbers[slot] = ((long) pn << 32) | (dn & 0xFFFFFFFFL);
        moves[slot] = move;
        info[slot] = Math.min(work, Integer.MAX_VALUE >>> 1) << 1 | goal;
    }

    /** Puts a new entry into its cluster: an empty slot, else the slot of least work. */
    private void insert(long key, long nums, int move, int inf) {
        int c = cluster(key);
        int victim = c;
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == 0) {
                victim = i;
                count++;
                if (count > peak) peak = count;
                break;
            }
            if ((info[i] >>> 1) < (info[victim] >>> 1)) victim = i;
        }
        keys[victim] = key;
        numbers[victim] = nums;
        moves[victim] = move;
        info[victim] = inf;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldNumbers = numbers;
        int[] oldMoves = moves;
        int[] oldInfo = info;
        int oldCount = count;
        try {
            allocate(oldKeys.length * 2);
        } catch (OutOfMemoryError e) {
            // The heap is short (other searches may be running): keep the table, stop growing.
            keys = oldKeys;
            numbers = oldNumbers;
            moves = oldMoves;
            info = oldInfo;
            mask = oldKeys.length - 1;
            count = oldCount;
            maxSlots = oldKeys.length;
            return;
        }
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) insert(oldKeys[i], oldNumbers[i], oldMoves[i], oldInfo[i]);
        }
    }
}
