package org.pnengine.game;

import java.util.List;
import java.util.Map;
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
 * @param tuning        searchers' parameter values tuned for this game ({@link SearchTuning#NONE}:
 *                      none)
 */
public record GameType(String name, List<ParamSpec> params, String sizeParameter, String summary,
                       Function<Params, Game> factory, SearchTuning tuning) {

    public GameType {
        params = List.copyOf(params);
    }

    /** A game type with no tuned values for searchers. */
    public GameType(String name, List<ParamSpec> params, String sizeParameter, String summary,
                    Function<Params, Game> factory) {
        this(name, params, sizeParameter, summary, factory, SearchTuning.NONE);
    }

    /** This type with searchers' values tuned for it. */
    public GameType withTuning(SearchTuning tuning) {
        return new GameType(name, params, sizeParameter, summary, factory, tuning);
    }

    /** Builds the game with all defaults. */
    public Game create() {
        return factory.apply(Params.of(name, params, Map.of()));
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
