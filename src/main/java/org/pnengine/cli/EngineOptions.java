package org.pnengine.cli;

import java.util.Arrays;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.SearchAdmission;
import org.pnengine.engine.Session;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Options shared by {@code serve} and {@code stdio}: the default game, player and move time. */
final class EngineOptions {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game new sessions start with, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--player", paramLabel = "\"NAME [key=value ...]\"",
            description = "The player new sessions start with, as for pn-player, e.g. \"pn-mcts variant=FSU\" "
                    + "(default: the first in the catalog, mcts-solver).")
    String player;

    @Option(names = "--move-time", paramLabel = "SECONDS", defaultValue = "1.0",
            description = "genmove's budget per move when no clock is set (default: ${DEFAULT-VALUE}).")
    double moveTime;

    @Option(names = "--max-line", paramLabel = "BYTES", defaultValue = "16384",
            description = "The longest input line accepted (default: ${DEFAULT-VALUE}).")
    int maxLine;

    /** The sessions' settings, with the {@link SearchAdmission#defaults() default} admission of searches. */
    EngineConfig config(picocli.CommandLine cmd) {
        return config(cmd, SearchAdmission.defaults());
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
                new Session(config);   // checks the name and every key now, not at the first connection
            } catch (IllegalArgumentException e) {
                throw new ParameterException(cmd, "--player: " + e.getMessage());
            }
        }
        return config;
    }
}
