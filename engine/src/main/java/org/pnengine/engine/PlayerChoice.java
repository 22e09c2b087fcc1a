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
 * {@code movetime=SECONDS} (0 = none). The name {@value #GAME_DEFAULT} chooses each game's own
 * default player ({@link SearcherCatalog#defaultPlayer}), with those of the keys given that it has.
 *
 * @param type       the player type (with {@code byGame}, the one for the game when chosen)
 * @param given      the player's own keys given explicitly
 * @param playouts   a fixed number of playouts per move, or 0
 * @param moveMillis a fixed time per move in milliseconds, or 0 (follow the clock)
 * @param byGame     whether the player follows the game ({@value #GAME_DEFAULT})
 */
record PlayerChoice(PlayerType type, Map<String, String> given, long playouts, long moveMillis, boolean byGame) {

    /** The name of each game's own default player. */
    static final String GAME_DEFAULT = "auto";

    /** Each game's own default player at its defaults, without limit keys. */
    static PlayerChoice first() {
        return new PlayerChoice(SearcherCatalog.PLAYERS.get(0), Map.of(), 0, 0, true);
    }

    /** The player type for {@code game} (null: no game). */
    PlayerType typeFor(Game game) {
        return byGame ? SearcherCatalog.defaultPlayer(game) : type;
    }

    /** The keys given that {@code t} has: all of them unless the player follows the game. */
    private Map<String, String> givenFor(PlayerType t) {
        if (!byGame) return given;
        Map<String, String> kept = new LinkedHashMap<>();
        given.forEach((k, v) -> {
            if (t.params().stream().anyMatch(p -> p.key().equalsIgnoreCase(k))) kept.put(k, v);
        });
        return kept;
    }

    /**
     * {@code name} and its words {@code args} ({@link SearcherSpec}), checked against
     * {@code game} and the admission's thread cap: a bad key or value, a key given twice or
     * too many threads is {@link Kind#BAD_ARGUMENT}, naming it.
     */
    static PlayerChoice parse(String name, List<String> args, Game game, SearchAdmission admission) throws EngineException {
        try {
            if (name.equalsIgnoreCase(GAME_DEFAULT)) return parseAuto(args, game, admission);
            SearcherSpec spec = SearcherSpec.player(name, args);
            PlayerType type = (PlayerType) spec.type();
            Params p = spec.params(game);
            admission.checkThreads(p);
            type.create(p);   // validate combinations now, not at the next genmove
            return new PlayerChoice(type, spec.given(), spec.playouts(), spec.moveMillis(), false);
        } catch (IllegalArgumentException e) {
            throw new EngineException(Kind.BAD_ARGUMENT, e.getMessage());
        }
    }

    /**
     * {@value #GAME_DEFAULT} with {@code args}: every key must be some player's, and valid for
     * each player that has it.
     */
    private static PlayerChoice parseAuto(List<String> args, Game game, SearchAdmission admission)
            throws EngineException {
        // Its IllegalArgumentExceptions are parse's to turn into BAD_ARGUMENT.
        Map<String, String> own = new LinkedHashMap<>();
        Map<String, String> limits = new LinkedHashMap<>();
        Params.given(args, 2).forEach((k, v) -> {
            boolean limit = SearcherSpec.PLAYER_LIMITS.stream().anyMatch(l -> l.key().equals(k));
            (limit ? limits : own).put(k, v);
            if (!limit && SearcherCatalog.PLAYERS.stream().noneMatch(t -> t.params().stream().anyMatch(q -> q.key().equals(k)))) {
                throw new IllegalArgumentException("unknown parameter '" + k + "' for any player");
            }
        });
        PlayerType type = SearcherCatalog.defaultPlayer(game);
        SearcherSpec spec = SearcherSpec.of(type, limits);
        PlayerChoice choice = new PlayerChoice(type, own, spec.playouts(), spec.moveMillis(), true);
        for (PlayerType t : SearcherCatalog.PLAYERS) {
            Params p = t.resolve(game, choice.givenFor(t));
            admission.checkThreads(p);
            t.create(p);
        }
        return choice;
    }

    /**
     * The player's parameters for {@code game}: its defaults there, then the keys given.
     * {@code threads=0} (one per processor) is held to the admission's thread cap.
     */
    Params params(Game game, SearchAdmission admission) {
        // Validated when chosen; the game's defaults are within every range.
        PlayerType type = typeFor(game);
        Map<String, String> given = givenFor(type);
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
        StringBuilder sb = new StringBuilder(typeFor(game).name());
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
        StringBuilder sb = new StringBuilder(byGame ? GAME_DEFAULT : type.name());
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
