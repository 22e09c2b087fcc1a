package org.pnengine.match;

import org.pnengine.game.Game;
import org.pnengine.search.MoveBudget;

/**
 * What every game of a match or tournament shares, and all that an entrant needs to get ready
 * for them ({@link EntrantSpec#open}).
 *
 * @param game     the game (its descriptor goes into every record)
 * @param budget   the budget of every searched move
 * @param maxPlies if positive, a game still running after this many plies of its own (the
 *                 opening's moves not counted) is adjudicated a draw; 0 lets every game run to its end
 * @param engines  time limits and connection options for external engines
 * @param openings the openings, or null: every game starts from the start position
 */
public record PlaySettings(Game game, MoveBudget budget, int maxPlies, EngineSettings engines, Openings openings) {

    public PlaySettings {
        if (game == null || budget == null || engines == null) throw new NullPointerException();
        if (maxPlies < 0) throw new IllegalArgumentException("max plies must not be negative");
    }

    /** These settings with another move budget (an entrant with time odds plays under its own). */
    public PlaySettings withBudget(MoveBudget b) {
        return new PlaySettings(game, b, maxPlies, engines, openings);
    }

    /** Whether some opening is a position, so that an external engine needs {@code setboard}. */
    public boolean needsSetboard() {
        return openings != null && openings.hasPositions();
    }
}
