package org.pnengine.search;

/**
 * The outcome of a {@link Solver} run.
 *
 * @param value         win/draw/loss for the side to move, or {@link Value#UNKNOWN}
 * @param bestMove      the best move (a winning one if won, a drawing one if drawn, the longest
 *                      resistance if lost); for an unknown value, the move the search favours
 *                      when it stopped; -1 if none is known or the position is terminal
 * @param probabilistic true if the value was concluded by a probability threshold, not proven
 * @param score         the exact score for the side to move, where the solver proved one, else null
 * @param nodesCreated  nodes created (the papers' "node creations")
 * @param nodesExpanded nodes expanded (iterations)
 * @param peakNodes     the most nodes held in memory at once
 * @param seconds       wall-clock time
 * @param pv            a proof line starting with {@code bestMove}, possibly empty
 * @param stopReason    why an unknown result stopped: {@code nodes}, {@code time}, {@code memory},
 *                      {@code cancelled}; null when solved
 */
public record SolveResult(Value value, int bestMove, boolean probabilistic, Integer score,
                          long nodesCreated, long nodesExpanded, long peakNodes, double seconds,
                          int[] pv, String stopReason) {

    public SolveResult {
        pv = pv == null ? new int[0] : pv.clone();
    }

    @Override
    public int[] pv() {
        return pv.clone();
    }
}
