package org.pnengine.bench;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pnengine.game.Params;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.SearcherType;
import org.pnengine.search.SolverType;

/**
 * One labelled configuration of an experiment: a catalogued solver ({@link SolverConfig}) or
 * player ({@link PlayerConfig}) with its parameters and its own limits, made from a
 * {@link SearcherSpec} (the command line parses the words; this holds the result).
 */
public sealed interface SearcherConfig permits SolverConfig, PlayerConfig {

    /** The name in tables and plots, e.g. {@code PPNS θ=0.01 pr=1e-3}. */
    String label();

    /** The words it was made from, for the record. */
    String words();

    /** The catalog entry. */
    SearcherType type();

    /** The validated parameters of the type. */
    Params params();

    /**
     * Limits of this configuration that override the experiment's: a field that is
     * {@link SearchLimits#UNLIMITED} here takes the experiment's value.
     */
    SearchLimits limits();


    /** The same configuration with other (validated) parameters. */
    SearcherConfig withParams(Params params);

    /** The configuration of {@code spec}: its parameters with no game, its limits as {@link SearchLimits}. */
    static SearcherConfig of(String label, String words, SearcherSpec spec) {
        if (spec.type() instanceof SolverType t) {
            return new SolverConfig(label, words, t, spec.params(), spec.searchLimits());
        }
        // No game is known here: per-game defaults are not applied (none concern the experiments' games).
        return new PlayerConfig(label, words, (PlayerType) spec.type(), spec.params(), spec.searchLimits());
    }

    /** Checks the fields every configuration has; a missing limit is no limit. */
    static SearchLimits check(String label, SearcherType type, Params params, SearchLimits limits) {
        if (label == null || label.isBlank()) throw new IllegalArgumentException("a configuration needs a label");
        if (type == null || params == null) throw new IllegalArgumentException("a configuration needs a searcher");
        return limits == null ? SearchLimits.none() : limits;
    }

    /** The catalog name, e.g. {@code ppns}. */
    default String algorithm() {
        return type().name();
    }

    /** The experiment's limits with this configuration's own limits laid over them. */
    default SearchLimits limitsOver(SearchLimits base) {
        SearchLimits own = limits();
        long nodes = own.nodes() != SearchLimits.UNLIMITED ? own.nodes() : base.nodes();
        long hard = own.hardMillis() != SearchLimits.UNLIMITED ? own.hardMillis() : base.hardMillis();
        long soft = own.hardMillis() != SearchLimits.UNLIMITED ? own.softMillis() : base.softMillis();
        long mem = own.memoryBytes() != SearchLimits.UNLIMITED ? own.memoryBytes() : base.memoryBytes();
        return new SearchLimits(nodes, Math.min(soft, hard), hard, mem);
    }

    /**
     * The same configuration with parameter {@code key} set to {@code value}.
     *
     * @throws IllegalArgumentException naming the parameter if the algorithm has no such
     *                                  parameter or the value is not admissible
     */
    default SearcherConfig withParam(String key, String value) {
        Map<String, String> m = new LinkedHashMap<>(params().asMap());
        m.put(key, value);
        return withParams(Params.of(type().name(), type().params(), m));
    }

    /** Whether the algorithm declares parameter {@code key}. */
    default boolean hasParam(String key) {
        return params().asMap().containsKey(key);
    }
}
