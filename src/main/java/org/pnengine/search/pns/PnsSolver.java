package org.pnengine.search.pns;

import java.util.List;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;

/** PLACEHOLDER, being written: proof-number search. */
public final class PnsSolver implements Solver {
    public static final SolverType TYPE = new SolverType("pns", List.of(), "proof-number search",
            p -> new PnsSolver());

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        throw new UnsupportedOperationException("not yet");
    }
}
