package org.pnengine.match;

import java.util.List;
import org.pnengine.game.SplitMix64;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.StopSignal;
import org.pnengine.search.TimeManager;
import org.pnengine.shard.Shard;

/**
 * Plays a match: {@link MatchSettings#games()} games of one game between sides A and B, each an
 * in-process player or an external engine ({@link EntrantSpec}). A match is the {@link Tournament}
 * of its two sides, one pairing, so its game loop and scheduler are every tournament's.
 * <ul>
 *   <li><b>Seats</b> swap every game: A moves first in games 0, 2, ..., as in the PN-MCTS
 *       reference scripts.</li>
 *   <li><b>Sides</b> are opened once ({@link Entrant}: an engine is started and set up, the
 *       pre-flight) and make a {@link Contestant} per game: a fresh in-process player seeded for
 *       the game ({@link #gameSeed}, {@link #playerSeed}), or the thread's engine set up afresh.</li>
 *   <li><b>Moves</b>: a single legal move is played without asking; every answer is checked with
 *       {@link State#isLegal}, and an illegal move, no move, an exception or an engine's failure
 *       loses the game ({@link GameRecord.Termination}); each move's wall and CPU time are
 *       recorded ({@link MoveTimes}).</li>
 *   <li><b>Clocks</b> ({@link MoveBudget.GameClock}): each side has a {@link PlayerClock}, an
 *       in-process player's budgets come from the {@link TimeManager} through the
 *       {@link MoveBudget} policy {@code genmove} follows, a move's wall time is charged to the
 *       mover, and one longer than the clock allows loses on time; forced moves cost nothing.</li>
 *   <li><b>Threads</b>: {@link MatchSettings#threads()} games at once; each player's tree may use a
 *       quarter of the heap over max(threads, cores), so a playout-budget match repeats itself
 *       exactly with any thread count up to the cores.</li>
 * </ul>
 * Scores asked of engines, the ply cap and every rule in full: docs/matches.md.
 */
public final class Match {

    /** Told about each game as it finishes. */
    public interface Listener {

        /**
         * Called once per finished game, in the order the games finish, on the thread that called
         * {@link #run}.
         *
         * @param record the game
         * @param done   how many games have finished, this one included
         * @param soFar  the results of those games
         */
        void gameFinished(GameRecord record, int done, Outcomes soFar);
    }

    private final MatchSettings settings;
    private final Tournament tournament;

    public Match(MatchSettings settings) {
        this.settings = settings;
        this.tournament = new Tournament(TournamentSettings.of(settings));
    }

    public MatchSettings settings() {
        return settings;
    }

    /** The seed of game {@code index}: SplitMix64 of the match seed and the index. */
    public static long gameSeed(long matchSeed, int index) {
        return SplitMix64.at(matchSeed, index + 1L);
    }

    /** The seed of one player in a game, mixed with any {@code seed=} given in its spec. */
    public static long playerSeed(long gameSeed, boolean playerA, long givenSeed) {
        return SplitMix64.mix(gameSeed ^ SplitMix64.mix(givenSeed + (playerA ? 0x51L : 0xB2L)));
    }

    /**
     * Plays every game and returns the records by index. Blocks until all have finished (or the
     * match is {@linkplain #cancel() cancelled}). First opens both sides: an external engine is
     * started and set up once (the pre-flight), and one that cannot be stops the match before
     * any game with an {@link EntrantException} naming its side. Every external engine is told
     * {@code quit} at the end.
     */
    public MatchResult run(Listener listener) throws EntrantException, InterruptedException {
        TournamentResult r = tournament.run(Shard.WHOLE, List.of(), listener == null ? null
                : (record, progress) -> listener.gameFinished(record, progress.played(), progress.outcomes().get(0)));
        return r.pairings().get(0).match();
    }

    /** The statistics of {@code records} (by index) played under {@code settings}, labelled with the specs. */
    public static MatchResult summarize(MatchSettings settings, List<GameRecord> records, boolean cancelled) {
        return summarize(settings, records, cancelled, settings.a().toString(), settings.b().toString());
    }

    /**
     * The statistics of {@code records} (by index) played under {@code settings}.
     *
     * @throws IllegalArgumentException if a record's moves do not replay from where it started
     */
    public static MatchResult summarize(MatchSettings settings, List<GameRecord> records, boolean cancelled,
                                        String labelA, String labelB) {
        Outcomes outcomes = Outcomes.NONE;
        TimeSamples a = new TimeSamples();
        TimeSamples b = new TimeSamples();
        for (GameRecord r : records) {
            outcomes = outcomes.plus(r.resultForA());
            TimeSamples.split(r, settings.game(), a, b);
        }
        TimeSamples all = new TimeSamples();
        all.addAll(a);
        all.addAll(b);
        return new MatchResult(settings, records, outcomes, a.summary(), b.summary(), all.summary(), cancelled,
                labelA, labelB);
    }

    /** Stops the running searches and every game still to come; {@link #run} returns soon after. */
    public void cancel() {
        tournament.cancel();
    }

    /** Whether {@code move} is a legal move code in {@code state}; false for any code the game cannot look up. */
    static boolean isLegal(State state, int move) {
        if (move < 0) return false;
        try {
            return state.isLegal(move);
        } catch (RuntimeException e) {
            return false;   // a code so wrong that the game cannot even look it up
        }
    }
}
