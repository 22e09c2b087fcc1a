package org.pnengine.search.pns;

/**
 * The transposition table of {@link DfpnSolver}: per position (keyed by
 * {@link org.pnengine.game.State#hash()}), its proof and disproof numbers for one binary goal,
 * the goal, a move (the proving move of a solved node, else the child last searched) and the
 * work spent on it (node expansions, summed over its searches).
 *
 * <p>The memory budget is fixed: a table starts at 2^12 slots and doubles while more than half
 * full, up to the most slots the budget allows; from then on a new entry evicts the entry of
 * least work in its cluster of four slots (replacement by smallest subtree, as in Nagai's thesis
 * and Kishimoto's "SmallTreeGC"), so the work that was most expensive to redo survives.
 *
 * <p>A probe answers the position's <em>numbers word</em>, {@code goal << 62 | pn << 32 | dn}
 * (pn and dn below 2^30), whole, so that goal, pn and dn always come from one entry. Two
 * implementations: {@link LocalDfpnTable} for one search, {@link SharedDfpnTable} for several
 * searches on several threads ({@code threads=}).
 */
abstract class DfpnTable {

    /** Bytes per slot: key, numbers, move, work and goal. */
    static final int BYTES_PER_SLOT = 24;
    /** The smallest size limit. */
    static final int MIN_SLOTS = 1 << 10;
    /** {@link #find}'s answer for a position not in the table (no numbers word is negative). */
    static final long ABSENT = -1L;

    /** A table of at most {@code maxSlots} slots (a power of two, at least {@link #MIN_SLOTS}); shared by threads or not. */
    static DfpnTable create(int maxSlots, boolean shared) {
        return shared ? new SharedDfpnTable(maxSlots) : new LocalDfpnTable(maxSlots);
    }

    /** The numbers word of {@code goal} (0 or 1), {@code pn} and {@code dn} (each below 2^30). */
    static long word(int goal, int pn, int dn) {
        return (long) goal << 62 | (long) pn << 32 | dn;
    }

    static int pn(long word) {
        return (int) (word >>> 32) & 0x3FFFFFFF;
    }

    static int dn(long word) {
        return (int) word;
    }

    static int goal(long word) {
        return (int) (word >>> 62);
    }

    /** The key stored for {@code hash}: 0 marks an empty slot, so a hash of 0 is stored as 1. */
    static long key(long hash) {
        return hash == 0 ? 1 : hash;
    }

    /** The numbers word stored for {@code hash}, or {@link #ABSENT}. */
    abstract long find(long hash);

    /** The work stored for {@code hash} (for any goal), or 0. */
    abstract int work(long hash);

    /**
     * Stores a position's numbers for {@code goal} (0 or 1) and a move. {@code work} is added to
     * the work already stored for the same position and goal (saturating). Whether the entry took
     * an empty slot.
     */
    abstract boolean store(long hash, int goal, int pn, int dn, int move, int work);

    /**
     * Reports {@code entries} new entries, as counted from {@link #store}'s answers: a shared
     * table counts them so (and grows when they fill half of it); a table of one search counts
     * its own and ignores this.
     */
    abstract void added(int entries);

    /** Entries held now. */
    abstract int size();

    /** The most entries held at once. */
    abstract int peak();
}
