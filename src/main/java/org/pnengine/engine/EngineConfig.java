package org.pnengine.engine;

import org.pnengine.game.GameType;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.TimeManager;

/**
 * Settings every new session starts from.
 *
 * @param defaultGame      the game a new session plays, e.g. Connect Four 7×6
 * @param defaultGameArgs  its {@code key=value} parameters
 * @param timeManager      turns clocks into per-move budgets; holds the default move time
 * @param solveMemoryBytes the memory a {@code solve} may use when the request gives no limit
 * @param defaultPlayer    the player a new session starts with, as for {@code pn-player}: its name
 *                         then {@code key=value} words; empty for the catalog's first player
 */
public record EngineConfig(GameType defaultGame, java.util.List<String> defaultGameArgs,
                           TimeManager timeManager, long solveMemoryBytes,
                           java.util.List<String> defaultPlayer) {

    public EngineConfig {
        defaultGameArgs = java.util.List.copyOf(defaultGameArgs);
        defaultPlayer = java.util.List.copyOf(defaultPlayer);
    }

    public EngineConfig(GameType defaultGame, java.util.List<String> defaultGameArgs,
                        TimeManager timeManager, long solveMemoryBytes) {
        this(defaultGame, defaultGameArgs, timeManager, solveMemoryBytes, java.util.List.of());
    }

    /** Connect Four 7×6, 1 s per move without a clock, solves capped at a quarter of the heap. */
    public static EngineConfig defaults() {
        return new EngineConfig(GameCatalog.defaultType(), java.util.List.of(), TimeManager.defaults(),
                Runtime.getRuntime().maxMemory() / 4);
    }

    public EngineConfig withGame(GameType type, java.util.List<String> args) {
        return new EngineConfig(type, args, timeManager, solveMemoryBytes, defaultPlayer);
    }

    public EngineConfig withDefaultMoveMillis(long millis) {
        return new EngineConfig(defaultGame, defaultGameArgs, timeManager.withDefaultMoveMillis(millis),
                solveMemoryBytes, defaultPlayer);
    }

    /** New sessions start with this player: a name, then {@code key=value} words. */
    public EngineConfig withDefaultPlayer(java.util.List<String> words) {
        return new EngineConfig(defaultGame, defaultGameArgs, timeManager, solveMemoryBytes, words);
    }
}
