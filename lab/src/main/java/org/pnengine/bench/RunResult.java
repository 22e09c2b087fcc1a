package org.pnengine.bench;

import org.pnengine.search.Value;

/**
 * The result of one configuration on one position.
 *
 * @param position      the position
 * @param config        the configuration
 * @param value         the value found for the side to move, or {@link Value#UNKNOWN}
 * @param probabilistic whether the value is a probabilistic conclusion rather than a proof
 * @param score         the exact score for the side to move where the search proved one, else null
 * @param move          the move the search chose or proved best, or -1 if it gave none
 * @param created       nodes created (a solver's node creations; a player's tree nodes at the end)
 * @param iterations    iterations: nodes expanded for a solver, playouts for a player
 * @param cpuSeconds    CPU time of the search's thread
 * @param wallSeconds   wall time
 * @param stopReason    why a search without a value stopped ({@code nodes}, {@code time},
 *                      {@code memory}, {@code cancelled}, {@code early}), or null
 * @param reference     the value it was checked against, or {@link Value#UNKNOWN} if none
 * @param outcome       the verdict (see {@link Outcome})
 */
public record RunResult(Position position, SearcherConfig config, Value value, boolean probabilistic, Integer score,
                        int move, long created, long iterations, double cpuSeconds, double wallSeconds,
                        String stopReason, Value reference, Outcome outcome) {

    /** Whether the search reached a value (right or wrong, exact or probabilistic). */
    public boolean concluded() {
        return value != Value.UNKNOWN;
    }

    /** This result checked against {@code ref} ({@link Value#UNKNOWN}: nothing to check against). */
    public RunResult checkedAgainst(Value ref) {
        return new RunResult(position, config, value, probabilistic, score, move, created, iterations, cpuSeconds,
                wallSeconds, stopReason, ref, judge(value, probabilistic, ref));
    }

    /** The verdict on a value: see {@link Outcome}. */
    public static Outcome judge(Value value, boolean probabilistic, Value ref) {
        if (value == Value.UNKNOWN) return Outcome.OUT_OF_LIMIT;
        if (ref != Value.UNKNOWN && value != ref) return Outcome.WRONG;
        return probabilistic ? Outcome.PROBABLE : Outcome.SOLVED;
    }
}
