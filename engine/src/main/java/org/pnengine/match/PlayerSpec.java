package org.pnengine.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SearcherSpec;

/**
 * An in-process side of a match: a catalogued player and the keys given to it, written
 * {@code "NAME [key=value ...]"}: a {@link SearcherSpec}, read by the same parser as
 * {@code pn-player} on the wire, with the same keys and bounds. Its limit keys cap this player's
 * search on top of the match's budget (whichever ends the search first): {@code playouts=N} its
 * playouts per move and {@code movetime=SECONDS} its time per move, each 0 (the default) for
 * none. They make handicap matches, such as many playouts against few.
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
 * @param spec the player and the keys given (validated)
 */
public record PlayerSpec(SearcherSpec spec) implements EntrantSpec {

    /** The parameter a player's random number generator is seeded from, if it has one. */
    public static final String SEED = "seed";

    /**
     * The player parameter for search threads. A match already runs one game per core, so a
     * player whose spec does not set it searches on one thread (its catalog default would be
     * one thread per core, which would oversubscribe the machine and blur the comparison).
     */
    public static final String THREADS = "threads";

    public PlayerSpec {
        if (!(spec.type() instanceof PlayerType)) {
            throw new IllegalArgumentException("'" + spec.name() + "' is a solver, not a player");
        }
    }

    /**
     * Parses {@code "NAME [key=value ...]"} against {@link SearcherCatalog#PLAYERS}.
     *
     * @throws IllegalArgumentException naming the unknown player or the bad parameter
     */
    public static PlayerSpec parse(String text) {
        return new PlayerSpec(SearcherSpec.player(text));
    }

    /** A spec for {@code type} from {@code key=value} tokens (the words after its name). */
    public static PlayerSpec of(PlayerType type, List<String> tokens) {
        return new PlayerSpec(SearcherSpec.of(type, Params.given(tokens, 2)));
    }

    /** The catalog entry. */
    public PlayerType type() {
        return (PlayerType) spec.type();
    }

    /** The player's own parameters as given, in order; defaults are not listed. */
    public Map<String, String> given() {
        return spec.given();
    }

    /** Whether the player has a {@code seed} parameter that the match sets per game. */
    public boolean isSeeded() {
        return type().params().stream().map(ParamSpec::key).anyMatch(SEED::equals);
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
        String s = given().get(SEED);
        return s == null ? 0 : Long.parseLong(s.trim());
    }

    /**
     * Every parameter of the instance a game of {@code game} plays with: resolved with the type's
     * defaults for that game, seed set, and one search thread unless the spec says otherwise.
     */
    public Params params(Game game, long seed) {
        Map<String, String> p = new LinkedHashMap<>(given());
        if (isSeeded()) p.put(SEED, Long.toString(seed));
        if (!given().containsKey(THREADS) && type().params().stream().map(ParamSpec::key).anyMatch(THREADS::equals)) {
            p.put(THREADS, "1");
        }
        return type().resolve(game, p);
    }

    /**
     * This player's limits per move under the match's {@code limits}: the smaller of each, so its
     * {@code playouts=} and {@code movetime=} cap the search within the match's budget.
     */
    public SearchLimits limits(SearchLimits limits) {
        SearchLimits own = spec.searchLimits();
        return limits.withNodes(Math.min(own.nodes(), limits.nodes()))
                .withTime(Math.min(own.softMillis(), limits.softMillis()), Math.min(own.hardMillis(), limits.hardMillis()));
    }

    /** A fresh player for one game of {@code game}. */
    public Player create(Game game, long seed) {
        return type().create(params(game, seed));
    }

    /** {@code NAME key=value ...} with every parameter of the instance, as written in the records. */
    public String describe(Game game, long seed) {
        StringBuilder sb = new StringBuilder(type().name());
        params(game, seed).asMap().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.append(limitWords()).toString();
    }

    /** {@code NAME key=value ...} as given, for tables. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(type().name());
        given().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.append(limitWords()).toString();
    }

    /** The limits that are set, as {@code " playouts=N movetime=S"}. */
    private String limitWords() {
        StringBuilder sb = new StringBuilder();
        if (spec.playouts() > 0) sb.append(" playouts=").append(spec.playouts());
        if (spec.moveMillis() > 0) sb.append(" movetime=").append(spec.limits().get(SearcherSpec.MOVETIME.key()));
        return sb.toString();
    }
}
