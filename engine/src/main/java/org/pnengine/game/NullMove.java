package org.pnengine.game;

/**
 * An optional capability of a {@link State}: hand the turn to the opponent without moving, for a
 * depth-first searcher's null-move pruning ({@code minimax}). It is never a move of the game: the
 * searcher asks for it only where it may (a position not over, the side to move not threatened)
 * and takes it back before it does anything else with the state's undo history.
 *
 * <p>After {@link #makeNullMove()} the state is the same position with the other side to move:
 * {@link State#toMove()} and {@link State#hash()} change as a real move's would, the pieces do
 * not, and moves applied and undone on top of it behave as usual. {@link #unmakeNullMove()}
 * restores the position exactly. Neither allocates.
 */
public interface NullMove {

    /** Gives the turn to the opponent; the position must not be over. */
    void makeNullMove();

    /** Takes back the last {@link #makeNullMove()}, after everything applied since is undone. */
    void unmakeNullMove();
}
