package org.pnengine.search;

import org.pnengine.game.State;

/**
 * Chooses moves ({@code genmove}). A player may keep a tree between moves, so each session owns
 * its own player instance; settings are fixed at construction and never static.
 */
public interface Player {

    /**
     * Chooses a move for the side to move in {@code state}, which must not be terminal. The state
     * is left as given. Must return a legal move soon after {@code stop} reads stopped or the
     * hard time limit passes; {@link SearchLimits#softMillis()} is the time it should aim for and
     * {@link SearchLimits#nodes()} caps the playouts.
     */
    MoveDecision chooseMove(State state, SearchLimits limits, StopSignal stop);

    /**
     * As {@link #chooseMove(State, SearchLimits, StopSignal)}, and also reports the root's
     * statistics to {@code listener} about every {@code intervalMillis} (for analysis streaming
     * and {@code genmove} with analysis). Players that cannot report simply search.
     */
    default MoveDecision chooseMove(State state, SearchLimits limits, StopSignal stop,
                                    SearchInfo.Listener listener, long intervalMillis) {
        return chooseMove(state, limits, stop);
    }

    /**
     * Analysis: as {@link #chooseMove(State, SearchLimits, StopSignal, SearchInfo.Listener, long)},
     * except that the answer always comes from the search, which reports as it goes: a player
     * that can answer some positions without searching (an opening book, an exact solve first)
     * does not do so here.
     */
    default MoveDecision analyze(State state, SearchLimits limits, StopSignal stop,
                                 SearchInfo.Listener listener, long intervalMillis) {
        return chooseMove(state, limits, stop, listener, intervalMillis);
    }

    /**
     * The CPU time, in nanoseconds, that this player's searches have used so far on threads other
     * than the caller's (helper threads), summed over its life; 0 for a player that searches on
     * the caller's thread alone. It grows only when {@code chooseMove} returns, and lets whoever
     * runs the player account for all the CPU a move took (the caller's own thread it can measure
     * itself).
     */
    /**
     * Whether this player deepens iteratively and follows {@link SearchLimits#depth()} as its
     * deepest iteration; the others have no depth to limit and ignore it.
     */
    default boolean followsDepth() {
        return false;
    }

    default long helperCpuNanos() {
        return 0;
    }

    /**
     * The memory, in bytes, of what this player keeps between moves (its search trees, for
     * reuse); 0 for a player that keeps nothing. Read after {@code chooseMove} returns.
     */
    default long memoryBytes() {
        return 0;
    }

    /**
     * Whether this player thinks on the opponent's time ({@link #ponder}): false for a player
     * that keeps nothing between moves, or that was not asked to.
     */
    default boolean ponders() {
        return false;
    }

    /**
     * Thinks on the opponent's time: searches {@code position}, the position after this player's
     * own move (the opponent to move), so that what it learns is found again by the next
     * {@code chooseMove} whatever the opponent replies. Returns soon after {@code stop} reads
     * stopped, or earlier once it reaches {@code limits}' nodes or memory or has nothing more to
     * learn. It has no clock: {@code limits}' times are those of the move just made, a hint of
     * what the next move will have (a player may keep what it grows within what that time can
     * take over). Chooses nothing and reports nothing; never runs
     * at the same time as another call on this player (whoever runs it stops it and waits for it
     * first). Does nothing unless {@link #ponders()}.
     */
    default void ponder(State position, SearchLimits limits, StopSignal stop) {
    }

    /** Forgets anything kept from earlier moves (new game, new position). */
    default void reset() {
    }
}
