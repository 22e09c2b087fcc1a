package org.pnengine.protocol;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.SolverType;

/**
 * A parsed {@code solve} request: {@code [algorithm=NAME] [score=BOOL] [nodes=N] [time=SECONDS]
 * [memory=MB] [progress=SECONDS] [key=value ...]}. Everything but {@code score} and
 * {@code progress} is a solver's {@link SearcherSpec} (the algorithm, its limits and its own
 * parameters), read by the one parser of such words; {@code score} and {@code progress} belong to
 * the command. Shared by the wire, the {@code solve} CLI and {@code bench solve}, so that all
 * accept exactly the same words.
 *
 * <p><b>The default solver.</b> Without {@code algorithm=}, the game's fastest exact solver for
 * the value asked is used: win/draw/loss, or with {@code score=true} the exact score. A game
 * names them in its {@link org.pnengine.game.GameType#tuning() tuning}, under the keys
 * {@value #TUNING_FAMILY}{@code .wdl} and {@value #TUNING_FAMILY}{@code .score}, each a solver
 * written {@code NAME [key=value ...]}; the words given with the command override its parameters.
 * A game that names none gets {@link #GENERIC_WDL} and {@link #GENERIC_SCORE}.
 *
 * @param progressMillis the least time between two progress lines, or 0 for none
 */
public record SolveRequest(SolverType type, Params params, SearchLimits limits, long progressMillis) {

    /** The command's own key: the least seconds between two progress lines, 0 for none. */
    public static final ParamSpec PROGRESS = ParamSpec.ofDouble("progress", 0, 0, 1e6,
            "the least seconds between two progress lines, 0 for none");
    /** The command's own key: without {@code algorithm=}, ask for the exact score. */
    public static final ParamSpec SCORE = ParamSpec.ofBool("score", false,
            "without algorithm=: solve for the exact score with the game's default solver for it");
    /** The tuning family of the default solvers. */
    public static final String TUNING_FAMILY = "solve";
    /** The default for win/draw/loss of a game that names none: the catalog's first solver. */
    public static final String GENERIC_WDL = SearcherCatalog.SOLVERS.get(0).name();
    /** The default for the exact score of a game that names none. */
    public static final String GENERIC_SCORE = "alphabeta";

    /**
     * Parses the words after {@code solve} for a position of {@code game}. A word that is not
     * {@code key=value}, a key given twice (in any case), an unknown key, a bad value, or
     * {@code score=} beside {@code algorithm=} is a syntax error naming it.
     */
    public static SolveRequest parse(List<String> words, Game game) throws GtpException {
        try {
            Map<String, String> keys = Params.given(words, 1);
            String progress = keys.remove(PROGRESS.key());
            long progressMillis = progress == null ? 0 : Math.round(Double.parseDouble(PROGRESS.validate(progress)) * 1000);
            String score = keys.remove(SCORE.key());
            boolean wantScore = score != null && Boolean.parseBoolean(SCORE.validate(score));
            SearcherSpec spec;
            if (keys.containsKey(SearcherSpec.ALGORITHM)) {
                if (score != null) {
                    throw new IllegalArgumentException("parameter 'score' chooses the default solver; with "
                            + SearcherSpec.ALGORITHM + "=NAME use that solver's own parameters");
                }
                spec = SearcherSpec.algorithm(keys, SearcherCatalog.SOLVERS, null);
            } else {
                SearcherSpec chosen = SearcherSpec.solver(defaultSolver(game, wantScore));
                Map<String, String> merged = new LinkedHashMap<>(chosen.given());
                merged.putAll(keys);
                spec = SearcherSpec.of(chosen.type(), merged);
            }
            return new SolveRequest((SolverType) spec.type(), spec.params(), spec.searchLimits(), progressMillis);
        } catch (IllegalArgumentException e) {
            throw GtpException.syntax(e.getMessage());
        }
    }

    /**
     * The solver {@code solve} uses on {@code game} without {@code algorithm=}, written
     * {@code NAME [key=value ...]}: for the exact score if {@code score}, else for win/draw/loss.
     */
    public static String defaultSolver(Game game, boolean score) {
        String key = score ? "score" : "wdl";
        String tuned = game.type().tuning().of(TUNING_FAMILY, game.parameters()).get(key);
        return tuned != null ? tuned : score ? GENERIC_SCORE : GENERIC_WDL;
    }
}
