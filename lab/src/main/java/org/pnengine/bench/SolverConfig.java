package org.pnengine.bench;

import org.pnengine.game.Params;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;

/** A configuration of an experiment that solves: a catalogued solver, its parameters and limits. */
public record SolverConfig(String label, String words, SolverType type, Params params, SearchLimits limits)
        implements SearcherConfig {

    public SolverConfig {
        limits = SearcherConfig.check(label, type, params, limits);
    }

    /** A new solver instance (one per run, so that runs on different threads share nothing). */
    public Solver newSolver() {
        return type.create(params);
    }


    @Override
    public SolverConfig withParams(Params newParams) {
        return new SolverConfig(label, words, type, newParams, limits);
    }
}
