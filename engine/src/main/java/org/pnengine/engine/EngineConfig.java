package org.pnengine.engine;

import java.util.List;
import org.pnengine.game.GameType;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.TimeManager;

/**
 * Settings every new session starts from, and the admission of searches that all the sessions
 * made from it share.
 *
 * @param defaultGame      the game a new session plays, e.g. Connect Four 7×6
 * @param defaultGameArgs  its {@code key=value} parameters
 * @param timeManager      turns clocks into per-move budgets; holds the default move time
 * @param solveMemoryBytes the memory a {@code solve} may use when the request gives no limit
 * @param defaultPlayer    the player a new session starts with, as for {@code pn-player}: its name
 *                         then {@code key=value} words; empty for the catalog's first player
 * @param admission        what the sessions' searches may take together (shared by them all)
 */
public record EngineConfig(GameType defaultGame, List<String> defaultGameArgs,
                           TimeManager timeManager, long solveMemoryBytes,
                           List<String> defaultPlayer, SearchAdmission admission) {

    public EngineConfig {
        defaultGameArgs = List.copyOf(defaultGameArgs);
        defaultPlayer = List.copyOf(defaultPlayer);
    }

    /**
     * Connect Four 7×6, 1 s per move without a clock, solves capped at a quarter of the heap, and
     * an admission of its own with the {@link SearchAdmission#defaults() defaults}.
     */
    public static EngineConfig defaults() {
        return new EngineConfig(GameCatalog.defaultType(), List.of(), TimeManager.defaults(),
                Runtime.getRuntime().maxMemory() / 4, List.of(), SearchAdmission.defaults());
    }

    public EngineConfig withGame(GameType type, List<String> args) {
        return new EngineConfig(type, args, timeManager, solveMemoryBytes, defaultPlayer, admission);
    }

    public EngineConfig withDefaultMoveMillis(long millis) {
        return new EngineConfig(defaultGame, defaultGameArgs, timeManager.withDefaultMoveMillis(millis),
                solveMemoryBytes, defaultPlayer, admission);
    }

    /** New sessions start with this player: a name, then {@code key=value} words. */
    public EngineConfig withDefaultPlayer(List<String> words) {
        return new EngineConfig(defaultGame, defaultGameArgs, timeManager, solveMemoryBytes, words, admission);
    }

    /** The sessions share {@code a}: the server's limits on searches. */
    public EngineConfig withAdmission(SearchAdmission a) {
        return new EngineConfig(defaultGame, defaultGameArgs, timeManager, solveMemoryBytes, defaultPlayer, a);
    }
}
