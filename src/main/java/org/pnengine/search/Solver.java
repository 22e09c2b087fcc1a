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

    /** Receives a solver's periodic progress. Called on the search thread; must be quick. */
    @FunctionalInterface
    interface ProgressListener {
        void onProgress(SolveProgress progress);
    }

    ProgressListener NO_PROGRESS = p -> { };
}
