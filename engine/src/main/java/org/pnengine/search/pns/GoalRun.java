package org.pnengine.search.pns;

/**
 * The counts of one binary run of a proof-number solver: "is the prover's score at least
 * {@code threshold}?". A win/draw/loss solve makes one or two such runs, an exact-score solve a
 * dichotomic series; comparisons with multiple-outcome search count only the decisive ones.
 *
 * @param threshold     the score (for the root's side to move, in game units) the run asked for
 * @param proven        true if proven, false if disproven, null if a limit stopped the run
 * @param probabilistic the conclusion was reached by a probability threshold, not exactly
 * @param nodesCreated  nodes created by this run
 * @param nodesExpanded nodes expanded by this run
 * @param peakNodes     the largest tree of this run
 */
public record GoalRun(int threshold, Boolean proven, boolean probabilistic, long nodesCreated,
                      long nodesExpanded, long peakNodes) {
}
