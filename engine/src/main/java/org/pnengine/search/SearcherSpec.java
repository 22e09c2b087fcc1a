package org.pnengine.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;

/**
 * One searcher as a user writes it, {@code NAME key=value ...}: a catalogued solver or player,
 * the keys given for its own parameters, and the limit keys of its kind. This is the one parser
 * of such words: {@code pn-player} and {@code --player}, {@code solve} (where the name is
 * {@code algorithm=NAME}), the in-process sides of {@code match} and {@code tournament}, and
 * {@code bench --config} all read them here, so that they accept the same keys with the same
 * bounds and refuse the same mistakes with the same messages (protocol-spec §5, "Searchers'
 * words", which lists the messages).
 *
 * <p>The limit keys, declared as {@link ParamSpec}s, depend on the kind, never on the front end:
 * a solver's {@code nodes=N} ({@link #NODES}), {@code time=SECONDS} ({@link #TIME}) and
 * {@code memory=MB} ({@link #MEMORY}), a key not given setting no limit; a player's
 * {@code playouts=N} ({@link #PLAYOUTS}) and {@code movetime=SECONDS} ({@link #MOVETIME}), each 0
 * (the default) for none, so that the configuration a session answers can be given back as it
 * is. A searcher's own parameter never has a limit key's name of its kind (MCPNS's
 * {@code playouts}, playouts per leaf, is a solver's own parameter). Every other key is the
 * searcher's own. Errors are {@link IllegalArgumentException}s whose message names the word or
 * key (e.g. {@code parameter 'K' given twice}; keys compare in any case), or the range messages
 * of {@link ParamSpec#validate}.
 *
 * @param type   the catalog entry
 * @param given  the searcher's own parameters as given, keys in lower case, in order; values are
 *               checked (for a player, with no game's defaults) but kept as written
 * @param limits the limit keys given, in lower case, with their canonical values
 */
public record SearcherSpec(SearcherType type, Map<String, String> given, Map<String, String> limits) {

    /**
     * The longest time a search may be given, in seconds (about 31 years): the bound of
     * {@code time=} and {@code movetime=}, and of the clock commands' times.
     */
    public static final double MAX_SECONDS = 1e9;
    /** The most nodes or playouts a limit may name (10^15). */
    public static final long MAX_NODES = 1_000_000_000_000_000L;

    /** A solver's limit: the most nodes it may create. */
    public static final ParamSpec NODES = new ParamSpec("nodes", ParamSpec.Kind.LONG, "none", 1, MAX_NODES,
            List.of(), "the most nodes the solver may create");
    /** A solver's limit: the most wall-clock seconds it may take. */
    public static final ParamSpec TIME = new ParamSpec("time", ParamSpec.Kind.DOUBLE, "none", 0.001, MAX_SECONDS,
            List.of(), "the most wall-clock seconds the solve may take");
    /** A solver's limit: the most megabytes its tree and tables may use. */
    public static final ParamSpec MEMORY = new ParamSpec("memory", ParamSpec.Kind.DOUBLE, "none", 1, 1e9,
            List.of(), "the most megabytes the solver's tree and tables may use");
    /** A player's limit: the playouts per move, 0 for none. */
    public static final ParamSpec PLAYOUTS = ParamSpec.ofLong("playouts", 0, 0, MAX_NODES,
            "the playouts per move, 0 for none");
    /** A player's limit: the seconds per move, 0 for none. */
    public static final ParamSpec MOVETIME = ParamSpec.ofDouble("movetime", 0, 0, MAX_SECONDS,
            "the seconds per move, 0 for none");

    /** The limit keys of a solver. */
    public static final List<ParamSpec> SOLVER_LIMITS = List.of(NODES, TIME, MEMORY);
    /** The limit keys of a player. */
    public static final List<ParamSpec> PLAYER_LIMITS = List.of(PLAYOUTS, MOVETIME);

    /** The key that names the searcher in {@code solve} and {@code bench --config}. */
    public static final String ALGORITHM = "algorithm";

    public SearcherSpec {
        given = lowerCaseCopy(given);
        limits = lowerCaseCopy(limits);
        for (Map.Entry<String, String> e : limits.entrySet()) {
            limitSpec(type, e.getKey()).validate(e.getValue());
        }
        params(type, given, null);   // unknown keys and bad values, naming the parameter
    }

    /** The limit keys of {@code type}'s kind. */
    public static List<ParamSpec> limitKeys(SearcherType type) {
        return type instanceof SolverType ? SOLVER_LIMITS : PLAYER_LIMITS;
    }

    // ------------------------------------------------------------------ parsing

    /**
     * The spec of {@code type} from {@code keys} (as {@link Params#given(List, int)} makes them):
     * the limit keys of its kind are its limits, every other key is one of its own parameters.
     *
     * @throws IllegalArgumentException naming the key, for an unknown key or a bad value
     */
    public static SearcherSpec of(SearcherType type, Map<String, String> keys) {
        Map<String, String> own = new LinkedHashMap<>();
        Map<String, String> limits = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : keys.entrySet()) {
            String key = e.getKey().toLowerCase(Locale.ROOT);
            ParamSpec limit = limitKeys(type).stream().filter(s -> s.key().equals(key)).findFirst().orElse(null);
            if (limit != null) limits.put(key, limit.validate(e.getValue()));
            else own.put(key, e.getValue());
        }
        return new SearcherSpec(type, own, limits);
    }

    /**
     * A player written {@code NAME key=value ...}, as for {@code pn-player}: {@code name} is
     * argument 1, {@code words} the arguments from 2 on.
     *
     * @throws IllegalArgumentException {@code unknown player 'NAME' (known: ...)} or as
     *                                  {@link Params#given(List, int)} and {@link #of}
     */
    public static SearcherSpec player(String name, List<String> words) {
        return named("player", SearcherCatalog.PLAYERS, name, words);
    }

    /**
     * A player written as one text, {@code "NAME [key=value ...]"} (the words split at white space).
     *
     * @throws IllegalArgumentException {@code no player given (known: ...)} for a blank text, or as
     *                                  {@link #player(String, List)}
     */
    public static SearcherSpec player(String text) {
        return named("player", SearcherCatalog.PLAYERS, text);
    }

    /**
     * A solver written as one text, {@code "NAME [key=value ...]"}, as a player is.
     *
     * @throws IllegalArgumentException {@code no solver given (known: ...)},
     *                                  {@code unknown solver 'NAME' (known: ...)}, or as
     *                                  {@link Params#given(List, int)} and {@link #of}
     */
    public static SearcherSpec solver(String text) {
        return named("solver", SearcherCatalog.SOLVERS, text);
    }

    private static SearcherSpec named(String kind, List<? extends SearcherType> known, String text) {
        List<String> words = Params.words(text);
        if (words.isEmpty()) throw new IllegalArgumentException("no " + kind + " given (known: " + names(known) + ")");
        return named(kind, known, words.get(0), words.subList(1, words.size()));
    }

    private static SearcherSpec named(String kind, List<? extends SearcherType> known, String name, List<String> words) {
        SearcherType type = known.stream().filter(t -> t.name().equals(name.toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "unknown " + kind + " '" + name + "' (known: " + names(known) + ")"));
        return of(type, Params.given(words, 2));
    }

    /**
     * A searcher named by the key {@code algorithm=NAME} among {@code keys} (as
     * {@link Params#given(List, int)} makes them; that key is not passed on), one of
     * {@code allowed}; without that key, {@code fallback}.
     *
     * @param fallback the searcher when no {@code algorithm=} is given, or null if one must be
     * @throws IllegalArgumentException {@code parameter 'algorithm': unknown algorithm 'NAME'
     *                                  (known: ...)}, {@code no algorithm=NAME}, or as {@link #of}
     */
    public static SearcherSpec algorithm(Map<String, String> keys, List<? extends SearcherType> allowed,
                                         SearcherType fallback) {
        Map<String, String> rest = new LinkedHashMap<>(keys);
        String name = rest.remove(ALGORITHM);
        SearcherType type = fallback;
        if (name != null) {
            type = allowed.stream().filter(t -> t.name().equals(name.toLowerCase(Locale.ROOT))).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("parameter '" + ALGORITHM + "': unknown algorithm '"
                            + name + "' (known: " + names(allowed) + ")"));
        }
        if (type == null) throw new IllegalArgumentException("no " + ALGORITHM + "=NAME");
        return of(type, rest);
    }

    // ------------------------------------------------------------------ reading

    /** The catalog name. */
    public String name() {
        return type.name();
    }

    public boolean isSolver() {
        return type instanceof SolverType;
    }

    /** Every parameter of the searcher, validated: the defaults and the keys given (for a player, with no game). */
    public Params params() {
        return params(type, given, null);
    }

    /**
     * Every parameter of the searcher for {@code game} (null: no game). A player takes its
     * type's defaults for that game under the keys given ({@link PlayerType#resolve}); a solver's
     * do not depend on the game.
     */
    public Params params(Game game) {
        return params(type, given, game);
    }

    /** The spec with its own parameter {@code key} set to {@code value}, checked. */
    public SearcherSpec with(String key, String value) {
        Map<String, String> m = new LinkedHashMap<>(given);
        m.put(key.toLowerCase(Locale.ROOT), value);
        return new SearcherSpec(type, m, limits);
    }

    /** The playouts per move of a player, 0 for none (and for a solver). */
    public long playouts() {
        String v = limits.get(PLAYOUTS.key());
        return isSolver() || v == null ? 0 : Long.parseLong(v);
    }

    /** The milliseconds per move of a player, 0 for none (and for a solver). */
    public long moveMillis() {
        String v = limits.get(MOVETIME.key());
        return isSolver() || v == null ? 0 : Math.round(Double.parseDouble(v) * 1000);
    }

    /**
     * The limits as one value, {@link SearchLimits#UNLIMITED} where none is given: a solver's
     * {@code nodes}, {@code time} (soft and hard) and {@code memory}; a player's
     * {@code playouts} as nodes and {@code movetime} as time.
     */
    public SearchLimits searchLimits() {
        SearchLimits l = SearchLimits.none();
        if (isSolver()) {
            if (limits.containsKey(NODES.key())) l = l.withNodes(Long.parseLong(limits.get(NODES.key())));
            if (limits.containsKey(TIME.key())) {
                long ms = Math.round(Double.parseDouble(limits.get(TIME.key())) * 1000);
                l = l.withTime(ms, ms);
            }
            if (limits.containsKey(MEMORY.key())) {
                l = l.withMemory((long) (Double.parseDouble(limits.get(MEMORY.key())) * 1024 * 1024));
            }
        } else {
            if (playouts() > 0) l = l.withNodes(playouts());
            if (moveMillis() > 0) l = l.withTime(moveMillis(), moveMillis());
        }
        return l;
    }

    /** {@code NAME key=value ...} as given: the own keys, then the limits. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(type.name());
        given.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        limits.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }

    // ------------------------------------------------------------------ helpers

    private static Params params(SearcherType type, Map<String, String> given, Game game) {
        if (type instanceof PlayerType p) return p.resolve(game, given);
        return Params.of(type.name(), type.params(), given);
    }

    private static ParamSpec limitSpec(SearcherType type, String key) {
        return limitKeys(type).stream().filter(s -> s.key().equals(key)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + key + "' is not a limit of " + type.name()
                        + " (limits: " + limitKeys(type).stream().map(ParamSpec::key).collect(Collectors.joining(", "))
                        + ")"));
    }

    private static Map<String, String> lowerCaseCopy(Map<String, String> m) {
        Map<String, String> out = new LinkedHashMap<>();
        m.forEach((k, v) -> {
            if (out.put(k.toLowerCase(Locale.ROOT), v) != null) {
                throw new IllegalArgumentException("parameter '" + k.toLowerCase(Locale.ROOT) + "' given twice");
            }
        });
        return Collections.unmodifiableMap(out);
    }

    private static String names(List<? extends SearcherType> types) {
        List<String> names = new ArrayList<>();
        for (SearcherType t : types) names.add(t.name());
        return String.join(", ", names);
    }
}
