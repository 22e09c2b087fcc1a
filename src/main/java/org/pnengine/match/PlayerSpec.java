package org.pnengine.match;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherCatalog;

/**
 * An in-process side of a match: a catalogued player and the parameters given to it, written
 * {@code "NAME [key=value ...]"} as for {@code pn-player} on the wire. Of that command's session
 * keys, {@code playouts=N} is accepted: it caps this player's playouts per move on top of the
 * match's budget (whichever ends the search first), for handicap matches such as many playouts
 * against few; {@code movetime=} is not, as the time budget is the match's, the same for both.
 *
 * <p>Parameters are resolved as {@code pn-player} resolves them for a session
 * ({@link PlayerType#resolve}): the declared defaults, then the player type's defaults for the
 * match's game (PN-MCTS takes the paper's best C_pn on Lines of Action, say), then the keys given,
 * which always win. The records list every resolved value.
 *
 * <p>Seeds: if the player declares a {@code seed} parameter, each game's instance gets its own
 * seed, derived from the match seed, the game index and the side ({@link Match#playerSeed}); a
 * {@code seed=} given in the spec is mixed into that derivation rather than used as is, so that
 * games differ while a rerun with the same seeds repeats them.
 *
 * @param type     the catalog entry
 * @param given    the player's own parameters as given (validated), in order; defaults are not
 *                 listed
 * @param playouts this player's cap on playouts per move, or 0 for the match's budget alone
 */
public record PlayerSpec(PlayerType type, Map<String, String> given, long playouts) implements EntrantSpec {

    /** The parameter a player's random number generator is seeded from, if it has one. */
    public static final String SEED = "seed";

    /**
     * The player parameter for search threads. A match already runs one game per core, so a
     * player whose spec does not set it searches on one thread (its catalog default would be
     * one thread per core, which would oversubscribe the machine and blur the comparison).
     */
    public static final String THREADS = "threads";

    public PlayerSpec {
        given = Collections.unmodifiableMap(new LinkedHashMap<>(given));
        if (playouts < 0) throw new IllegalArgumentException("parameter 'playouts' must not be negative");
        type.resolve(null, given);   // validates, naming the parameter
    }

    /**
     * Parses {@code "NAME [key=value ...]"} against {@link SearcherCatalog#PLAYERS}.
     *
     * @throws IllegalArgumentException naming the unknown player or the bad parameter
     */
    public static PlayerSpec parse(String text) {
        List<String> words = Arrays.asList(text.trim().split("\\s+"));
        if (words.get(0).isEmpty()) throw new IllegalArgumentException("no player given (known: " + known() + ")");
        PlayerType type = SearcherCatalog.player(words.get(0)).orElseThrow(() -> new IllegalArgumentException(
                "unknown player '" + words.get(0) + "' (known: " + known() + ")"));
        return of(type, words.subList(1, words.size()));
    }

    /** A spec for {@code type} from {@code key=value} tokens. */
    public static PlayerSpec of(PlayerType type, List<String> tokens) {
        Map<String, String> given = new LinkedHashMap<>();
        long playouts = 0;
        boolean playoutsGiven = false;
        for (String t : tokens) {
            int eq = t.indexOf('=');
            if (eq <= 0) throw new IllegalArgumentException("expected key=value, got '" + t + "'");
            String key = t.substring(0, eq).toLowerCase(Locale.ROOT);
            String value = t.substring(eq + 1);
            if (key.equals("movetime")) {
                throw new IllegalArgumentException("'movetime' is the match's, the same for both players (--movetime)");
            }
            if (key.equals("playouts")) {
                if (playoutsGiven) throw new IllegalArgumentException("parameter 'playouts' given twice");
                playoutsGiven = true;
                try {
                    playouts = Long.parseLong(value.trim());
                } catch (NumberFormatException e) {
                    playouts = -1;
                }
                if (playouts < 1) {
                    throw new IllegalArgumentException("parameter 'playouts' must be a positive integer (got '"
                            + value + "')");
                }
                continue;
            }
            if (given.put(key, value) != null) {
                throw new IllegalArgumentException("parameter '" + key + "' given twice");
            }
        }
        return new PlayerSpec(type, given, playouts);
    }

    private static String known() {
        return String.join(", ", SearcherCatalog.PLAYERS.stream().map(PlayerType::name).toList());
    }

    /** Whether the player has a {@code seed} parameter that the match sets per game. */
    public boolean isSeeded() {
        return type.params().stream().map(ParamSpec::key).anyMatch(SEED::equals);
    }

    @Override
    public boolean isExternal() {
        return false;
    }

    /** Nothing to start: the players are made per game. */
    @Override
    public Entrant open(PlaySettings settings, long memoryBytes) {
        return new InProcessEntrant(this, settings, memoryBytes);
    }

    /** The seed given in the spec, or 0. */
    @Override
    public long givenSeed() {
        String s = given.get(SEED);
        return s == null ? 0 : Long.parseLong(s.trim());
    }

    /**
     * Every parameter of the instance a game of {@code game} plays with: resolved with the type's
     * defaults for that game, seed set, and one search thread unless the spec says otherwise.
     */
    public Params params(Game game, long seed) {
        Map<String, String> p = new LinkedHashMap<>(given);
        if (isSeeded()) p.put(SEED, Long.toString(seed));
        if (!given.containsKey(THREADS) && type.params().stream().map(ParamSpec::key).anyMatch(THREADS::equals)) {
            p.put(THREADS, "1");
        }
        return type.resolve(game, p);
    }

    /** A fresh player for one game of {@code game}. */
    public Player create(Game game, long seed) {
        return type.create(params(game, seed));
    }

    /** {@code NAME key=value ...} with every parameter of the instance, as written in the records. */
    public String describe(Game game, long seed) {
        StringBuilder sb = new StringBuilder(type.name());
        params(game, seed).asMap().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        if (playouts > 0) sb.append(" playouts=").append(playouts);
        return sb.toString();
    }

    /** {@code NAME key=value ...} as given, for tables. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(type.name());
        given.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        if (playouts > 0) sb.append(" playouts=").append(playouts);
        return sb.toString();
    }
}
