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
 * in-process player or an external GTP engine ({@link EntrantSpec}).
 *
 * <ul>
 *   <li><b>Seats</b> swap every game: A moves first in the even-numbered games (0, 2, ...), B in
 *       the odd-numbered ones, as in the PN-MCTS reference scripts.</li>
 *   <li><b>Sides</b>: each side is opened once ({@link Entrant}; an external engine is started
 *       and set up, the pre-flight) and makes a {@link Contestant} for every game. An in-process
 *       player is a fresh instance per game, seeded for that game ({@link #gameSeed},
 *       {@link #playerSeed}); within a game it keeps whatever it keeps between moves, as a real
 *       engine would (the MCTS players reuse their subtree when {@code reuse=true}). An external
 *       engine is reused from game to game (one per thread), set up afresh for each.</li>
 *   <li><b>Moves</b>: the side to move is asked for a move with a copy of the position, the moves
 *       so far, its clock and a {@link StopSignal}. A position with a single legal move (a forced
 *       pass, say) is played without asking, as {@code genmove} does. Every answer is checked
 *       with {@link State#isLegal}: an illegal move (or none, or an exception from the player)
 *       forfeits the game, and the record says so; an external engine's failures (gone, hung,
 *       off-protocol, resigned) lose the game too ({@link GameRecord.Termination}). Each move's
 *       wall time and CPU time are recorded ({@link MoveTimes}); a move that overruns a fixed
 *       time per move is still played.</li>
 *   <li><b>Clocks</b>: with a clock ({@link MoveBudget.Clock}) each side has its own
 *       {@link PlayerClock}; an in-process player gets each move's soft and hard budget from the
 *       engine's {@link TimeManager} through the {@link MoveBudget} policy {@code genmove}
 *       follows, and an external engine is told its
 *       clock by GTP. Each move's wall time is charged to the mover's clock; a move that takes
 *       longer than the clock allows ({@link PlayerClock#availableMillis()}) loses the game on
 *       time ({@link GameRecord.Termination#TIME}). Forced moves cost nothing, as they take no
 *       thinking.</li>
 *   <li><b>Scores</b>: after a game the rules ended, external engines that know
 *       {@code final_score} are asked for it; the answers go into the record beside the match's
 *       own score and never change the result.</li>
 *   <li><b>Ply cap</b>: with {@link MatchSettings#maxPlies()} > 0 a game not over after that many
 *       plies is adjudicated a draw.</li>
 *   <li><b>Scheduler</b>: a match is the {@link Tournament} of its two sides, one pairing; the
 *       game loop ({@code GameLoop}) and the scheduler are that of every tournament.</li>
 *   <li><b>Threads</b>: the games run on a pool of {@link MatchSettings#threads()} threads, one game
 *       per thread at a time. Each player's tree may use a share of the heap: a quarter divided by
 *       the larger of the thread count and the number of cores, so that the two players of every
 *       running game together keep to half of it. The share does not depend on the thread count
 *       below the core count, so a playout-budget match repeats itself exactly with 1 or 2
 *       threads on a machine with 2 cores.</li>
 * </ul>
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
