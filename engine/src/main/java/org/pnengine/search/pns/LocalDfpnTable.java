package org.pnengine.search.pns;

/**
 * The table of a df-pn search on one thread ({@link DfpnTable}). Storage is four parallel
 * primitive arrays, {@value DfpnTable#BYTES_PER_SLOT} bytes per slot: the keys, the numbers words,
 * the moves and {@code work << 1 | goal}. Key 0 marks an empty slot; a hash of 0 is stored as 1.
 * A probe reads the keys of its cluster from one cache line, and a hit its numbers word from one
 * more.
 */
final class LocalDfpnTable extends DfpnTable {

    private static final int INITIAL_SLOTS = 1 << 12;
    private static final int CLUSTER = 4;

    private long[] keys;
    private long[] numbers;   // word(goal, pn, dn)
    private int[] moves;
    private int[] info;       // work << 1 | goal
    private int mask;
    private int count;
    private int maxSlots;
    private int peak;

    /** @param maxSlots the most slots, a power of two, at least {@link #MIN_SLOTS} */
    LocalDfpnTable(int maxSlots) {
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

    @Override
    int size() {
        return count;
    }

    @Override
    int peak() {
        return peak;
    }

    private int cluster(long key) {
        return (int) (key ^ (key >>> 32)) & mask & ~(CLUSTER - 1);
    }

    /** The slot holding {@code hash}, or -1. */
    private int slot(long hash) {
        long key = key(hash);
        int c = cluster(key);
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == key) return i;
        }
        return -1;
    }

    @Override
    long find(long hash) {
        int slot = slot(hash);
        return slot >= 0 ? numbers[slot] : ABSENT;
    }

    @Override
    int work(long hash) {
        int slot = slot(hash);
        return slot >= 0 ? info[slot] >>> 1 : 0;
    }

    @Override
    void added(int entries) {
    }

    @Override
    boolean store(long hash, int goal, int pn, int dn, int move, int work) {
        long key = key(hash);
        int slot = slot(hash);
        if (slot >= 0) {
            if ((info[slot] & 1) == goal) work = (int) Math.min(Integer.MAX_VALUE >>> 1, (long) work + (info[slot] >>> 1));
            put(slot, key, goal, pn, dn, move, work);
            return false;
        }
        if (count * 2 >= mask + 1 && mask + 1 < maxSlots) grow();
        return insert(key, word(goal, pn, dn), move, Math.min(work, Integer.MAX_VALUE >>> 1) << 1 | goal);
    }

    private void put(int slot, long key, int goal, int pn, int dn, int move, int work) {
        keys[slot] = key;
        numbers[slot] = word(goal, pn, dn);
        moves[slot] = move;
        info[slot] = Math.min(work, Integer.MAX_VALUE >>> 1) << 1 | goal;
    }

    /** Puts a new entry into its cluster: an empty slot, else the slot of least work; whether the slot was empty. */
    private boolean insert(long key, long nums, int move, int inf) {
        int c = cluster(key);
        int victim = c;
        boolean fresh = false;
        for (int i = c; i < c + CLUSTER; i++) {
            if (keys[i] == 0) {
                victim = i;
                fresh = true;
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
        return fresh;
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
