package org.pnengine.search;

import java.util.List;
import java.util.function.Function;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;

/** A catalog entry for a player: its wire name, its parameters and its factory. */
public record PlayerType(String name, List<ParamSpec> params, String summary,
                         Function<Params, Player> factory) {

    public PlayerType {
        params = List.copyOf(params);
    }

    public Player create(Params p) {
        return factory.apply(p);
    }

    public Player create(List<String> tokens) {
        return factory.apply(Params.parse(name, params, tokens));
    }
}
