package org.pnengine.match;

import org.pnengine.game.Game;
import org.pnengine.search.MoveBudget;

/**
 * Everything a {@link Match} needs.
 *
 * @param game     the game (its descriptor goes into every record)
 * @param a        side A, the first player in even-numbered games (0, 2, 4, ...)
 * @param b        side B, the first player in odd-numbered games
 * @param games    the number of games
 * @param budget   the budget of every searched move
 * @param threads  the games played at once, each on its own thread
 * @param seed     the match seed; each game's seed is derived from it and the game index
 * @param maxPlies if positive, a game still running after this many plies is adjudicated a draw
 *                 (termination {@code max_plies}); 0 lets every game run to its end
 * @param engines  time limits and connection options for external engines
 */
public record MatchSettings(Game game, EntrantSpec a, EntrantSpec b, int games, MoveBudget budget,
                            int threads, long seed, int maxPlies, EngineSettings engines) {

    public MatchSettings {
        if (game == null || a == null || b == null || budget == null || engines == null) {
            throw new NullPointerException();
        }
        if (games < 1) throw new IllegalArgumentException("the number of games must be at least 1");
        if (threads < 1) throw new IllegalArgumentException("the number of threads must be at least 1");
        if (maxPlies < 0) throw new IllegalArgumentException("max plies must not be negative");
    }

    /** Settings with the default {@link EngineSettings}. */
    public MatchSettings(Game game, EntrantSpec a, EntrantSpec b, int games, MoveBudget budget, int threads, long seed,
                         int maxPlies) {
        this(game, a, b, games, budget, threads, seed, maxPlies, EngineSettings.defaults());
    }

    /** What every game of the match shares; a match has no openings. */
    public PlaySettings play() {
        return new PlaySettings(game, budget, maxPlies, engines, null);
    }

    /** The default number of threads: one per core. */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    public MatchSettings withThreads(int t) {
        return new MatchSettings(game, a, b, games, budget, t, seed, maxPlies, engines);
    }

    public MatchSettings withSeed(long s) {
        return new MatchSettings(game, a, b, games, budget, threads, s, maxPlies, engines);
    }
}
