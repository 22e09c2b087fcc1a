package org.pnengine.match;

import java.util.Arrays;
import java.util.List;

/**
 * What a match produced.
 *
 * @param settings    how it was played
 * @param records     the finished games, by index
 * @param outcomes    their results from A's side
 * @param timesA      A's searched moves against the budget
 * @param timesB      B's likewise
 * @param timesAll    both players' together
 * @param cancelled   whether the match was cancelled before every game finished
 * @param labelA      a short name of side A for tables (an engine's GTP name and version)
 * @param labelB      side B's likewise
 */
public record MatchResult(MatchSettings settings, List<GameRecord> records, Outcomes outcomes,
                          MoveTimes timesA, MoveTimes timesB, MoveTimes timesAll, boolean cancelled,
                          String labelA, String labelB) {

    public MatchResult {
        records = List.copyOf(records);
    }

    /** A result labelled with the sides' specs. */
    public MatchResult(MatchSettings settings, List<GameRecord> records, Outcomes outcomes, MoveTimes timesA,
                       MoveTimes timesB, MoveTimes timesAll, boolean cancelled) {
        this(settings, records, outcomes, timesA, timesB, timesAll, cancelled, settings.a().toString(),
                settings.b().toString());
    }

    /** Games lost by an illegal move or a player's exception. */
    public long forfeits() {
        return records.stream().filter(r -> r.termination().isForfeit()).count();
    }

    /**
     * Games forfeited by an in-process player: a bug of pnengine (an external engine's forfeits
     * are results).
     */
    public long inProcessForfeits() {
        return records.stream().filter(r -> r.termination().isForfeit()
                && !(r.resultForA() < 0 ? settings.a() : settings.b()).isExternal()).count();
    }

    /** Games lost by an external engine's fault: {@code crash}, {@code hang} or {@code protocol_error}. */
    public long faults() {
        return records.stream().filter(r -> r.termination().isFault()).count();
    }

    /** Games lost by resignation. */
    public long resignations() {
        return records.stream().filter(r -> r.termination() == GameRecord.Termination.RESIGN).count();
    }

    /** Games lost on time (a clock ran out). */
    public long timeLosses() {
        return records.stream().filter(r -> r.termination() == GameRecord.Termination.TIME).count();
    }

    /** The least time any player had left on its clock after a move, or NaN without a clock. */
    public double leastClockLeftMillis() {
        return records.stream().flatMapToDouble(r -> Arrays.stream(r.clockMillis()))
                .filter(d -> !Double.isNaN(d)).min().orElse(Double.NaN);
    }

    /** Games adjudicated a draw at the ply cap. */
    public long adjudicated() {
        return records.stream().filter(r -> r.termination() == GameRecord.Termination.MAX_PLIES).count();
    }

    /** The mean length of the games in plies. */
    public double meanPlies() {
        return records.stream().mapToInt(GameRecord::plies).average().orElse(Double.NaN);
    }
}
