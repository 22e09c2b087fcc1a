package org.pnengine.cli;

import java.util.Arrays;
import java.util.List;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.games.GameCatalog;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** A game given on the command line as {@code "NAME [key=value ...]"}, exactly as for {@code set_game}. */
record GameSpec(GameType type, List<String> args) {

    static GameSpec parse(String text, String option, CommandLine cmd) {
        List<String> words = Arrays.asList(text.trim().split("\\s+"));
        GameType type = GameCatalog.find(words.get(0)).orElseThrow(() -> new ParameterException(cmd,
                option + ": unknown game '" + words.get(0) + "' (known: "
                        + String.join(", ", GameCatalog.ALL.stream().map(GameType::name).toList()) + ")"));
        GameSpec spec = new GameSpec(type, List.copyOf(words.subList(1, words.size())));
        spec.create(option, cmd);   // validate now
        return spec;
    }

    Game create(String option, CommandLine cmd) {
        try {
            return type.create(args);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cmd, option + ": " + e.getMessage());
        }
    }
}
