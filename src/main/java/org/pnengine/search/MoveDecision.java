package org.pnengine.search;

/**
 * A player's chosen move and what it learned.
 *
 * @param move      the move chosen, or -1 if the position is terminal
 * @param value     the proven value for the side to move, or {@link Value#UNKNOWN}
 * @param winRate   the estimated expected score of the move in [0, 1] for the side to move
 * @param playouts  iterations (playouts) run for this decision
 * @param nodes     tree nodes at the end
 * @param seconds   wall-clock time spent
 * @param pv        the principal variation, starting with {@code move}
 */
public record MoveDecision(int move, Value value, double winRate, long playouts, long nodes,
                           double seconds, int[] pv) {

    public MoveDecision {
        pv = pv == null ? new int[0] : pv.clone();
    }

    @Override
    public int[] pv() {
        return pv.clone();
    }
}
