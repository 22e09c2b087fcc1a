package org.pnengine.cli;

import org.pnengine.game.Game;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The option {@code --game} of a command about one game, Connect Four unless given, as a picocli
 * mixin: its declaration and its parsing into a game, whose errors are the command's usage errors.
 */
final class GameOption {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game, as for set_game (default: ${DEFAULT-VALUE}).")
    String text;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** The game given, as its type and arguments. */
    GameSpec spec() {
        return GameSpec.parse(text, "--game", command.commandLine());
    }

    /** The game given. */
    Game create() {
        return spec().create("--game", command.commandLine());
    }
}
