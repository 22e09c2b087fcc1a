package org.pnengine.search;

/**
 * The positions that some search of a parallel solve is in now, by which the other searches
 * defer them (the deferral of ABDADA: J.-C. Weill, "The ABDADA distributed minimax search
 * algorithm", 1996). Each mark is the complement of the position's key in a slot chosen by the
 * key: plain racy words, since a wrong or torn one only changes the order in which a search
 * tries its moves, never a result. Shared by the searches of {@code alphabeta threads=N} on
 * the generic path (a game's own exact search splits its work instead: see
 * {@link org.pnengine.game.ExactKernel.Search#helper}).
 */
public final class BusyMarks {

    private static final int SLOTS = 1 << 16;

    private final long[] slots = new long[SLOTS];

    public void mark(long key) {
        slots[slot(key)] = ~key;
    }

    /** Clears the mark of {@code key}, unless another position has taken its slot since. */
    public void unmark(long key) {
        int i = slot(key);
        if (slots[i] == ~key) slots[i] = 0;
    }

    public boolean isBusy(long key) {
        return slots[slot(key)] == ~key;
    }

    private static int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 48);   // 16 bits: SLOTS
    }
}
