package org.pnengine.cli;

import java.util.Arrays;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.SearchAdmission;
import org.pnengine.engine.EngineSession;
import org.pnengine.search.SearchLimits;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Options shared by {@code serve} and {@code stdio}: the default game, player and move time. */
final class EngineOptions {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game new sessions start with, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--player", paramLabel = "\"NAME [key=value ...]\"",
            description = "The player new sessions start with, as for pn-player, e.g. \"pn-mcts variant=FSU\" "
                    + "(default: auto, each game's own: minimax on Breakthrough and MiniShogi, mcts-solver elsewhere).")
    String player;

    @Option(names = {"--movetime", "--move-time"}, paramLabel = "SECONDS", defaultValue = "1.0",
            description = "genmove's budget per move when no clock is set (default: ${DEFAULT-VALUE}); "
                    + "spelt as match's --movetime, --move-time kept as its old name.")
    double moveTime;

    @Option(names = "--max-line", paramLabel = "BYTES", defaultValue = "16384",
            description = "The longest input line accepted (default: ${DEFAULT-VALUE}).")
    int maxLine;

    /**
     * The sessions' settings, with the {@link SearchAdmission#defaults() default} admission of
     * searches of one client, each search capped at {@code maxSearchSeconds} (0 = none).
     */
    EngineConfig config(picocli.CommandLine cmd, double maxSearchSeconds) {
        SearchAdmission d = SearchAdmission.defaults();
        return config(cmd, new SearchAdmission(d.maxSearches(), d.maxWaiting(), d.memoryBytes(), d.maxThreads(),
                searchMillis(cmd, maxSearchSeconds)));
    }

    /** {@code --max-search-time SECONDS} in milliseconds: {@link SearchLimits#UNLIMITED} for 0. */
    static long searchMillis(picocli.CommandLine cmd, double seconds) {
        if (!(seconds >= 0 && seconds <= 1e9)) {
            throw new ParameterException(cmd, "--max-search-time must be from 0 to 1000000000 seconds (got " + seconds + ")");
        }
        return seconds == 0 ? SearchLimits.UNLIMITED : Math.max(1, Math.round(seconds * 1000));
    }

    /** The sessions' settings, their searches admitted by {@code admission} (whose thread cap the player must meet). */
    EngineConfig config(picocli.CommandLine cmd, SearchAdmission admission) {
        GameSpec g = GameSpec.parse(game, "--game", cmd);
        if (!(moveTime > 0)) throw new ParameterException(cmd, "--move-time must be positive");
        if (maxLine < 256) throw new ParameterException(cmd, "--max-line must be at least 256");
        EngineConfig config = EngineConfig.defaults().withGame(g.type(), g.args())
                .withDefaultMoveMillis(Math.round(moveTime * 1000)).withAdmission(admission);
        if (player != null && !player.isBlank()) {
            config = config.withDefaultPlayer(Arrays.asList(player.trim().split("\\s+")));
            try {
                new EngineSession(config);   // checks the name and every key now, not at the first connection
            } catch (IllegalArgumentException e) {
                throw new ParameterException(cmd, "--player: " + e.getMessage());
            }
        }
        return config;
    }
}
