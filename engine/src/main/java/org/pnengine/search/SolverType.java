package org.pnengine.search;

import java.util.List;
import java.util.function.Function;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;

/**
 * A catalog entry for a solver: its wire name ({@code algorithm=NAME}), its parameters and its
 * factory.
 */
public record SolverType(String name, List<ParamSpec> params, String summary,
                         Function<Params, Solver> factory) implements SearcherType {

    public SolverType {
        params = List.copyOf(params);
    }

    public Solver create(Params p) {
        return factory.apply(p);
    }

    public Solver create(List<String> tokens) {
        return factory.apply(Params.parse(name, params, tokens));
    }
}
