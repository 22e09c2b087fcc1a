package org.pnengine.game;

import java.util.function.BooleanSupplier;

/**
 * An optional capability of a {@link State}: a game-specific exact search of its positions, much
 * faster than a generic search through the {@link State} interface (Othello's endgame search on
 * bitboards). An exact solver checks for it once per solve ({@code state instanceof ExactKernel})
 * and, when the game's positions cannot repeat, hands each of its window searches to it; a game
 * that does not offer it loses nothing but speed.
 *
 * <p>A {@link Search} always searches the <em>current</em> position of the state it was made
 * from, as it is when {@link Search#search} is called: the solver may {@link State#apply} and
 * {@link State#undo} moves between calls (to read back a principal variation), and the search's
 * table carries over from one call to the next. It never changes the state. Scores are the exact
 * scores of {@link State#score()} at the end of the game, seen by the side to move (positive when
 * it wins), as a negamax search keeps them.
 */
public interface ExactKernel {

    /**
     * A search of this state's positions whose table takes at most {@code memoryBytes}, and
     * which polls {@code stop} about every thousand positions: once it answers true, the search
     * under way ends at once and {@link Search#stopped()} tells so.
     */
    Search newExactSearch(long memoryBytes, BooleanSupplier stop);

    /** One solve's exact search, with its table and its counter. Not thread-safe (see {@link #helper}). */
    interface Search {

        /**
         * The fail-soft value of the state's current position for its side to move, within the
         * window {@code alpha < beta}: the exact score v if {@code alpha < v < beta}, a value
         * r &le; alpha with v &le; r if the score is at most alpha, a value r &ge; beta with
         * v &ge; r if it is at least beta. Meaningless if {@link #stopped()} is true afterwards.
         */
        int search(int alpha, int beta);

        /**
         * The move of the position searched last that gave its returned value (the best move of
         * an exact value, the refutation of a fail high, the least bad move of a fail low), a
         * {@link State} move code (a forced pass included); -1 if the game was over.
         */
        int bestMove();

        /** The positions visited by every search so far. */
        long nodes();

        /** Whether the last search was ended by the stop hook. */
        boolean stopped();

        /** The most table entries held at once so far. */
        long peak();

        /**
         * A search for another thread that helps this one with the same state's current
         * position and shares this search's table: number {@code variant} (1, 2, ...) of the
         * helpers. A solver runs its {@link #search} beside each of this search's root searches
         * and ignores its answer; {@code stop} (polled as {@link ExactKernel#newExactSearch} says)
         * answers true once that root search is over. How it helps is the game's: it may search
         * the root itself and leave its results in the table (lazy SMP), or take the work this
         * search shares out (Othello splits its nodes, YBWC). Each of the two is used by one
         * thread; what they share must be safe to share. Null (the default) if the game's search
         * cannot be helped.
         */
        default Search helper(int variant, BooleanSupplier stop) {
            return null;
        }
    }
}
