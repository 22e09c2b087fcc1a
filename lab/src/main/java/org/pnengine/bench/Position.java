package org.pnengine.bench;

import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * One position of an experiment.
 *
 * @param index its number in the experiment, from 0
 * @param group the group it belongs to in the tables, e.g. the number of random plies
 *              ({@code 18}), a board ({@code connect_four 4x5}) or a tree shape ({@code 2x20})
 * @param game  its game (a P-game tree is a game of its own)
 * @param state the position; never handed to a search (see {@link #fresh()})
 * @param moves how it was reached from the game's start, in the game's notation, space-separated
 *              (empty if it is the start position)
 */
public record Position(int index, String group, Game game, State state, String moves) {

    /** The position text ({@link State#positionText()}). */
    public String text() {
        return state.positionText();
    }

    /** An independent copy of the position for one search. */
    public State fresh() {
        synchronized (this) {
            return state.copy();
        }
    }
}
