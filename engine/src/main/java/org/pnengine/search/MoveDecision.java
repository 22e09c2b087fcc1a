package org.pnengine.search;

import org.pnengine.game.State;

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

    /** The answer for a position that is over: no move, and its value for the side to move. */
    public static MoveDecision gameOver(State position) {
        Value v = Value.ofScore(position.score(), position.toMove());
        return new MoveDecision(-1, v, rateOf(v), 0, 0, 0, new int[0]);
    }

    /**
     * The answer for a position whose one legal move is {@code move}, played without a search: its
     * value is known only if it ends the game. {@code startNanos}: when the move began.
     */
    public static MoveDecision forced(State position, int move, long startNanos) {
        State s = position.copy();
        int mover = s.toMove();
        s.apply(move);
        Value v = s.isTerminal() ? Value.ofScore(s.score(), mover) : Value.UNKNOWN;
        return new MoveDecision(move, v, rateOf(v), 0, 0, (System.nanoTime() - startNanos) / 1e9, new int[] {move});
    }

    /** The win rate a value stands for, even odds when it is unknown. */
    private static double rateOf(Value v) {
        return v == Value.WIN ? 1.0 : v == Value.LOSS ? 0.0 : 0.5;
    }
}
