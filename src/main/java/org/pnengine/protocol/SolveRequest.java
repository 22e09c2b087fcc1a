package org.pnengine.protocol;

import java.util.List;
import java.util.Map;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.SolverType;

/**
 * A parsed {@code solve} request: {@code [algorithm=NAME] [nodes=N] [time=SECONDS] [memory=MB]
 * [progress=SECONDS] [key=value ...]}. Everything but {@code progress} is a solver's
 * {@link SearcherSpec} (the algorithm, its limits and its own parameters), read by the one parser
 * of such words; {@code progress} belongs to the command. Shared by the wire and the
 * {@code solve} CLI so that both accept exactly the same words.
 *
 * @param progressMillis the least time between two progress lines, or 0 for none
 */
public record SolveRequest(SolverType type, Params params, SearchLimits limits, long progressMillis) {

    /** The command's own key: the least seconds between two progress lines, 0 for none. */
    public static final ParamSpec PROGRESS = ParamSpec.ofDouble("progress", 0, 0, 1e6,
            "the least seconds between two progress lines, 0 for none");

    /**
     * Parses the words after {@code solve}. A word that is not {@code key=value}, a key given
     * twice (in any case), an unknown key or a bad value is a syntax error naming it.
     */
    public static SolveRequest parse(List<String> words) throws GtpException {
        try {
            Map<String, String> keys = SearcherSpec.keys(words, 1);
            String progress = keys.remove(PROGRESS.key());
            long progressMillis = progress == null ? 0 : Math.round(Double.parseDouble(PROGRESS.validate(progress)) * 1000);
            SearcherSpec spec = SearcherSpec.algorithm(keys, SearcherCatalog.SOLVERS, SearcherCatalog.SOLVERS.get(0));
            return new SolveRequest((SolverType) spec.type(), spec.params(), spec.searchLimits(), progressMillis);
        } catch (IllegalArgumentException e) {
            throw GtpException.syntax(e.getMessage());
        }
    }
}
