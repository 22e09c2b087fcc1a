package org.pnengine.game;

import java.util.List;
import java.util.function.Function;

/**
 * A catalog entry: how to make a {@link Game} from parameters.
 *
 * @param name          the wire name, e.g. {@code connect_four}; matched case-insensitively
 * @param params        the declared parameters with their defaults
 * @param sizeParameter the parameter that GTP {@code boardsize N} sets, or null if none
 * @param summary       one line for {@code list_games} documentation
 * @param factory       builds the game from validated parameters; may throw
 *                      {@link IllegalArgumentException} for combinations that do not fit
 */
public record GameType(String name, List<ParamSpec> params, String sizeParameter, String summary,
                       Function<Params, Game> factory) {

    public GameType {
        params = List.copyOf(params);
    }

    /** Builds the game with all defaults. */
    public Game create() {
        return factory.apply(Params.of(name, params, java.util.Map.of()));
    }

    /** Builds the game from {@code key=value} tokens. */
    public Game create(List<String> tokens) {
        return factory.apply(Params.parse(name, params, tokens));
    }

    /** Builds the game from validated parameters. */
    public Game create(Params p) {
        return factory.apply(p);
    }
}
