package org.pnengine.cli;

import org.pnengine.engine.EngineConfig;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Options shared by {@code serve} and {@code stdio}: the default game and move time. */
final class EngineOptions {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game new sessions start with, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--move-time", paramLabel = "SECONDS", defaultValue = "1.0",
            description = "genmove's budget per move when no clock is set (default: ${DEFAULT-VALUE}).")
    double moveTime;

    @Option(names = "--max-line", paramLabel = "BYTES", defaultValue = "16384",
            description = "The longest input line accepted (default: ${DEFAULT-VALUE}).")
    int maxLine;

    EngineConfig config(picocli.CommandLine cmd) {
        GameSpec g = GameSpec.parse(game, "--game", cmd);
        if (!(moveTime > 0)) throw new ParameterException(cmd, "--move-time must be positive");
        if (maxLine < 256) throw new ParameterException(cmd, "--max-line must be at least 256");
        return EngineConfig.defaults().withGame(g.type(), g.args()).withDefaultMoveMillis(Math.round(moveTime * 1000));
    }
}
