package org.pnengine.search;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;

/**
 * A catalog entry for a player: its wire name, its parameters, its defaults hook and its factory.
 *
 * <p>A parameter's value comes from, in rising order of precedence: its declared default
 * ({@link ParamSpec#defaultValue()}), the type's {@link Defaults} for the session's game and the
 * keys given (a player may, for instance, take a game's best constant from a paper, or expand a
 * {@code profile=} key into a set of values), and finally the keys given explicitly, which always
 * win. {@link #resolve} applies these layers.
 */
public record PlayerType(String name, List<ParamSpec> params, String summary, Defaults defaults,
                         Function<Params, Player> factory) implements SearcherType {

    /** Defaults that depend on the game or on other keys; explicit keys always win over them. */
    @FunctionalInterface
    public interface Defaults {

        /** No defaults beyond the declared ones. */
        Defaults NONE = (game, given) -> Map.of();

        /**
         * @param game  the session's game, or null when none is known
         * @param given the keys given explicitly, lower case, values not yet validated
         * @return values for keys that were not given, replacing their declared defaults; every
         *         key must be one of the type's parameters
         */
        Map<String, String> of(Game game, Map<String, String> given);
    }

    public PlayerType {
        params = List.copyOf(params);
    }

    /** A player type whose defaults are only the declared ones. */
    public PlayerType(String name, List<ParamSpec> params, String summary, Function<Params, Player> factory) {
        this(name, params, summary, Defaults.NONE, factory);
    }

    /**
     * The validated parameters for {@code game} (null: no game) and the explicit keys
     * {@code given}.
     *
     * @throws IllegalArgumentException naming the parameter, for an unknown key or a bad value
     */
    public Params resolve(Game game, Map<String, String> given) {
        Map<String, String> lower = new LinkedHashMap<>();
        given.forEach((k, v) -> lower.put(k.toLowerCase(Locale.ROOT), v));
        Map<String, String> merged = new LinkedHashMap<>(defaults.of(game, Map.copyOf(lower)));
        merged.putAll(lower);
        return Params.of(name, params, merged);
    }

    public Player create(Params p) {
        return factory.apply(p);
    }

    /** The player for {@code game} (null: no game) with the {@code key=value} tokens given. */
    public Player create(Game game, List<String> tokens) {
        return factory.apply(resolve(game, Params.given(tokens)));
    }

    public Player create(List<String> tokens) {
        return create(null, tokens);
    }
}
