package org.pnengine.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.TimeControls;

/**
 * A session's choice of player, as {@code pn-player} reads it: the type, the keys given (the rest
 * follow the type's defaults for the current game), and the limit keys {@code playouts=N} and
 * {@code movetime=SECONDS} (0 = none).
 *
 * @param type       the player type
 * @param given      the player's own keys given explicitly
 * @param playouts   a fixed number of playouts per move, or 0
 * @param moveMillis a fixed time per move in milliseconds, or 0 (follow the clock)
 */
record PlayerChoice(PlayerType type, Map<String, String> given, long playouts, long moveMillis) {

    /** The catalog's first player at its defaults, without limit keys. */
    static PlayerChoice first() {
        return new PlayerChoice(SearcherCatalog.PLAYERS.get(0), Map.of(), 0, 0);
    }

    /**
     * {@code name} and its words {@code args} ({@link SearcherSpec}), checked against
     * {@code game} and the admission's thread cap: a bad key or value, a key given twice or
     * too many threads is {@link Kind#BAD_ARGUMENT}, naming it.
     */
    static PlayerChoice parse(String name, List<String> args, Game game, SearchAdmission admission) throws EngineException {
        try {
            SearcherSpec spec = SearcherSpec.player(name, args);
            PlayerType type = (PlayerType) spec.type();
            Params p = spec.params(game);
            admission.checkThreads(p);
            type.create(p);   // validate combinations now, not at the next genmove
            return new PlayerChoice(type, spec.given(), spec.playouts(), spec.moveMillis());
        } catch (IllegalArgumentException e) {
            throw new EngineException(Kind.BAD_ARGUMENT, e.getMessage());
        }
    }

    /**
     * The player's parameters for {@code game}: its defaults there, then the keys given.
     * {@code threads=0} (one per processor) is held to the admission's thread cap.
     */
    Params params(Game game, SearchAdmission admission) {
        // Validated when chosen; the game's defaults are within every range.
        Params p = type.resolve(game, given);
        int cap = admission.maxThreads();
        String threads = SearchAdmission.THREADS;
        boolean perProcessor = p.asMap().containsKey(threads) && p.getInt(threads) == 0;
        if (perProcessor && Runtime.getRuntime().availableProcessors() > cap) {
            Map<String, String> capped = new LinkedHashMap<>(given);
            capped.put(threads, Integer.toString(cap));
            p = type.resolve(game, capped);
        }
        return p;
    }

    /** {@code name key=value ... playouts=N movetime=S} for {@code game}. */
    String describe(Game game, SearchAdmission admission) {
        StringBuilder sb = new StringBuilder(type.name());
        params(game, admission).asMap().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        sb.append(" playouts=").append(playouts);
        sb.append(" movetime=").append(moveMillis / 1000.0);
        return sb.toString();
    }

    /**
     * The choice as it was given, {@code name key=value ...}: the keys given (the others follow the
     * game's defaults), then the limit keys that are set; {@link #parse} reads it back as it is.
     */
    String spec() {
        StringBuilder sb = new StringBuilder(type.name());
        given.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        if (playouts > 0) sb.append(" playouts=").append(playouts);
        if (moveMillis > 0) sb.append(" movetime=").append(moveMillis / 1000.0);
        return sb.toString();
    }

    /** Each move's budget under the time controls {@code tc} ({@link MoveBudget#of}). */
    MoveBudget budget(TimeControls tc) {
        return MoveBudget.of(moveMillis, playouts, tc);
    }
}
