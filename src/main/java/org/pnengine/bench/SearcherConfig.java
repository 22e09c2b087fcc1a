package org.pnengine.bench;

import org.pnengine.game.Params;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;

/**
 * One labelled configuration of an experiment: a catalogued solver or player with its parameters,
 * as given by the same {@code algorithm=NAME key=value} words as {@code solve} on the wire (the
 * command line parses the words; this record holds the result).
 *
 * @param label  the name in tables and plots, e.g. {@code PPNS θ=0.01 pr=1e-3}
 * @param words  the words it was made from, for the record
 * @param solver the solver type, or null for a player
 * @param player the player type, or null for a solver
 * @param params the validated parameters of the type
 * @param limits limits of this configuration that override the experiment's: a field that is
 *               {@link SearchLimits#UNLIMITED} here takes the experiment's value
 */
public record SearcherConfig(String label, String words, SolverType solver, PlayerType player, Params params,
                             SearchLimits limits) {

    public SearcherConfig {
        if ((solver == null) == (player == null)) {
            throw new IllegalArgumentException("a configuration is either a solver or a player");
        }
        if (label == null || label.isBlank()) throw new IllegalArgumentException("a configuration needs a label");
        if (limits == null) limits = SearchLimits.none();
    }

    public static SearcherConfig ofSolver(String label, String words, SolverType type, Params params,
                                          SearchLimits limits) {
        return new SearcherConfig(label, words, type, null, params, limits);
    }

    public static SearcherConfig ofPlayer(String label, String words, PlayerType type, Params params,
                                          SearchLimits limits) {
        return new SearcherConfig(label, words, null, type, params, limits);
    }

    public boolean isSolver() {
        return solver != null;
    }

    /** The catalog name, e.g. {@code ppns}. */
    public String algorithm() {
        return isSolver() ? solver.name() : player.name();
    }

    /** A new solver instance (one per run, so that runs on different threads share nothing). */
    public Solver newSolver() {
        return solver.create(params);
    }

    /** A new player instance, with a fresh tree and its RNG seeded from the parameters. */
    public Player newPlayer() {
        return player.create(params);
    }

    /** The experiment's limits with this configuration's own limits laid over them. */
    public SearchLimits limitsOver(SearchLimits base) {
        long nodes = limits.nodes() != SearchLimits.UNLIMITED ? limits.nodes() : base.nodes();
        long hard = limits.hardMillis() != SearchLimits.UNLIMITED ? limits.hardMillis() : base.hardMillis();
        long soft = limits.hardMillis() != SearchLimits.UNLIMITED ? limits.softMillis() : base.softMillis();
        long mem = limits.memoryBytes() != SearchLimits.UNLIMITED ? limits.memoryBytes() : base.memoryBytes();
        return new SearchLimits(nodes, Math.min(soft, hard), hard, mem);
    }

    /**
     * The same configuration with parameter {@code key} set to {@code value}.
     *
     * @throws IllegalArgumentException naming the parameter if the algorithm has no such
     *                                  parameter or the value is not admissible
     */
    public SearcherConfig withParam(String key, String value) {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>(params.asMap());
        m.put(key, value);
        Params p = isSolver() ? Params.of(solver.name(), solver.params(), m) : Params.of(player.name(), player.params(), m);
        return new SearcherConfig(label, words, solver, player, p, limits);
    }

    /** Whether the algorithm declares parameter {@code key}. */
    public boolean hasParam(String key) {
        return params.asMap().containsKey(key);
    }
}
