package org.pnengine.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.game.Params;
import org.pnengine.protocol.GtpException;
import org.pnengine.protocol.SolveRequest;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolverType;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Experiment configurations given as {@code LABEL: algorithm=NAME key=value ...}: the words after
 * the colon are exactly those of {@code solve} on the wire ({@link SolveRequest}: the algorithm,
 * {@code nodes=}, {@code time=}, {@code memory=} limits of this configuration, and the algorithm's
 * own parameters). A player of {@code genmove} ({@code algorithm=uct ...}) takes the same words.
 * Without a colon the words are also the label.
 */
final class ExperimentConfigs {

    private static final List<String> LIMIT_KEYS = List.of("nodes", "time", "memory");

    private ExperimentConfigs() {
    }

    /**
     * Parses every specification; an algorithm that this build's catalog does not have is an
     * error naming it (so that an experiment never silently leaves a configuration out).
     */
    static List<SearcherConfig> parse(List<String> specs, CommandLine cmd) {
        List<SearcherConfig> out = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (String spec : specs) {
            SearcherConfig c = parse(spec, cmd);
            if (labels.contains(c.label())) throw new ParameterException(cmd, "--config: label '" + c.label() + "' given twice");
            labels.add(c.label());
            out.add(c);
        }
        if (out.isEmpty()) throw new ParameterException(cmd, "--config: no configuration");
        return out;
    }

    static SearcherConfig parse(String spec, CommandLine cmd) {
        int colon = spec.indexOf(':');
        String label = (colon < 0 ? spec : spec.substring(0, colon)).trim();
        String text = (colon < 0 ? spec : spec.substring(colon + 1)).trim();
        List<String> words = text.isEmpty() ? List.of() : Arrays.asList(text.split("\\s+"));
        String algorithm = null;
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (String w : words) {
            String key = w.substring(0, Math.max(0, w.indexOf('='))).toLowerCase(Locale.ROOT);
            if (!key.isEmpty() && !keys.add(key)) {
                throw new ParameterException(cmd, "--config '" + spec + "': parameter '" + key + "' given twice");
            }
            if (key.equals("algorithm")) algorithm = w.substring(w.indexOf('=') + 1);
        }
        if (algorithm == null) {
            throw new ParameterException(cmd, "--config '" + spec + "': no algorithm=NAME");
        }
        String where = "configuration '" + label + "'";
        try {
            if (SearcherCatalog.solver(algorithm).isPresent()) {
                SolveRequest req = SolveRequest.parse(words);
                return SearcherConfig.ofSolver(label, text, req.type(), req.params(), req.limits());
            }
            if (SearcherCatalog.player(algorithm).isPresent()) {
                PlayerType type = SearcherCatalog.player(algorithm).get();
                List<String> limitWords = new ArrayList<>();
                List<String> own = new ArrayList<>();
                for (String w : words) {
                    String key = w.contains("=") ? w.substring(0, w.indexOf('=')).toLowerCase(Locale.ROOT) : w;
                    if (key.equals("algorithm")) continue;
                    (LIMIT_KEYS.contains(key) ? limitWords : own).add(w);
                }
                SearchLimits limits = SolveRequest.parse(limitWords).limits();
                // No game is known here: per-game defaults are not applied (none concern the experiments' games).
                Params p = type.resolve(null, Params.given(own));
                return SearcherConfig.ofPlayer(label, text, type, p, limits);
            }
        } catch (GtpException | IllegalArgumentException e) {
            throw new ParameterException(cmd, where + ": " + e.getMessage());
        }
        throw new ParameterException(cmd, where + ": algorithm '" + algorithm + "' is not in this build's catalog "
                + "(solvers: " + SearcherCatalog.SOLVERS.stream().map(SolverType::name).collect(Collectors.joining(", "))
                + "; players: " + SearcherCatalog.PLAYERS.stream().map(PlayerType::name).collect(Collectors.joining(", "))
                + "). Give --config to run other configurations.");
    }
}
