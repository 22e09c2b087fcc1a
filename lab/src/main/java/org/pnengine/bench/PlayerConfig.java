package org.pnengine.bench;

import org.pnengine.game.Params;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;

/** A configuration of an experiment that plays: a catalogued player, its parameters and limits. */
public record PlayerConfig(String label, String words, PlayerType type, Params params, SearchLimits limits)
        implements SearcherConfig {

    public PlayerConfig {
        limits = SearcherConfig.check(label, type, params, limits);
    }

    /** A new player instance, with a fresh tree and its RNG seeded from the parameters. */
    public Player newPlayer() {
        return type.create(params);
    }


    @Override
    public PlayerConfig withParams(Params newParams) {
        return new PlayerConfig(label, words, type, newParams, limits);
    }
}
