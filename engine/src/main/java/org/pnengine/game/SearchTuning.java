package org.pnengine.game;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The values of searchers' parameters tuned for one game, kept with the game's {@link GameType}
 * so that no searcher needs to know any game by name. Keys are {@code family.parameter}, e.g.
 * {@code pn-mcts.cpn} for the C_pn of the PN-MCTS players; a searcher reads its family's keys
 * ({@link #of(String, Map)}) and takes them as defaults below the keys given explicitly.
 */
@FunctionalInterface
public interface SearchTuning {

    /** No tuned values. */
    SearchTuning NONE = parameters -> Map.of();

    /**
     * The tuned values for a game with {@code parameters} ({@link Game#parameters()}), keyed
     * {@code family.parameter}.
     */
    Map<String, String> of(Map<String, String> parameters);

    /** The same value of one key for every instance of the game. */
    static SearchTuning of(String key, String value) {
        Map<String, String> m = Map.of(key, value);
        return parameters -> m;
    }

    /** The tuned values of {@code family}'s parameters, keyed by the parameter alone. */
    default Map<String, String> of(String family, Map<String, String> parameters) {
        String prefix = family + ".";
        Map<String, String> d = new LinkedHashMap<>();
        of(parameters).forEach((k, v) -> {
            if (k.startsWith(prefix)) d.put(k.substring(prefix.length()), v);
        });
        return d;
    }
}
