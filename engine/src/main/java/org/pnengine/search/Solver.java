package org.pnengine.search;

import org.pnengine.game.State;

/**
 * Proves the game-theoretic value of a position. Implementations are configured at construction
 * (from catalog parameters) and may be reused for several solves, one at a time.
 */
public interface Solver {

    /**
     * Solves {@code state} for its side to move. The state is left as it was given. The solver
     * must return (with {@link Value#UNKNOWN} if unsolved) soon after {@code stop} reads stopped
     * or a limit is reached.
     *
     * @param progress receives periodic reports; may be {@link #NO_PROGRESS}
     */
    SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress);

    /**
     * The CPU time, in nanoseconds, that this solver's solves have spent on threads other than
     * the caller's (helper searches, {@code threads=}), summed over every solve so far; 0 for a
     * solver that searches only on the calling thread. Whoever measures a solve's CPU time adds
     * the difference across the solve.
     */
    default long helperCpuNanos() {
        return 0;
    }

    /** Receives a solver's periodic progress. Called on the search thread; must be quick. */
    @FunctionalInterface
    interface ProgressListener {
        void onProgress(SolveProgress progress);
    }

    ProgressListener NO_PROGRESS = p -> { };
}
