package org.pnengine.game;

/**
 * An optional capability of a {@link State}: a cheap static evaluation of a position that is not
 * over, for searches that cut their playouts short and score the position reached instead
 * (early playout termination, Lorentz 2016). A searcher asks for it only when its settings say
 * so ({@code state instanceof Evaluation}).
 *
 * <p>The value is a heuristic from the first player's point of view, as {@link State#score()}:
 * positive when the first player looks better, negative when the second does, 0 when even. Only
 * its sign and order matter, not its scale. It must be symmetric: a position and its image under
 * a symmetry of the rules evaluate alike, and swapping the sides' pieces negates the value. It
 * does not change the state and does not allocate.
 */
public interface Evaluation {

    /** The heuristic value of this position for the first player (positive: better for it). */
    int evaluate();
}
