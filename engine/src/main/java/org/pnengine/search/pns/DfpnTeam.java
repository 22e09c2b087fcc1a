package org.pnengine.search.pns;

import org.pnengine.search.LazySmp;

/**
 * What the searches of one {@link DfpnSolver} solve with several threads share besides the table
 * and what every {@link LazySmp.Team} shares: each goal's outcome and the search that settled it.
 *
 * <p>Contract: a goal is settled once (the first {@link #settle} wins, later calls are ignored);
 * {@link #decided} is the lock-free flag the searches poll to abandon a settled goal.
 */
final class DfpnTeam extends LazySmp.Team {

    /** Bit g set once goal g is settled. */
    volatile int decided;
    /** Per goal: +1 proven, -1 disproven, 0 not yet. */
    private final int[] outcome = new int[2];
    private final DfpnSearch[] settledBy = new DfpnSearch[2];

    synchronized void settle(int goal, boolean proven, DfpnSearch by) {
        if (outcome[goal] != 0) return;
        outcome[goal] = proven ? 1 : -1;
        settledBy[goal] = by;
        decided |= 1 << goal;
    }

    synchronized int outcome(int goal) {
        return outcome[goal];
    }

    synchronized DfpnSearch settledBy(int goal) {
        return settledBy[goal];
    }
}
