package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.game.Params;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.SearcherType;
import org.pnengine.search.SolverType;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Experiment configurations given as {@code LABEL: algorithm=NAME key=value ...}: the words after
 * the colon are a {@link SearcherSpec} named by {@code algorithm=}, read by the one parser of
 * such words. A solver takes the words of {@code solve} on the wire (its {@code nodes=},
 * {@code time=}, {@code memory=} limits and its own parameters), a player those of
 * {@code pn-player} (its {@code playouts=}, {@code movetime=} limits and its own parameters); a
 * configuration's limits override the experiment's. Without a colon the words are also the label.
 */
final class ExperimentConfigs {

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
        Map<String, String> keys;
        try {
            keys = Params.given(Params.words(text), 1);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cmd, "--config '" + spec + "': " + e.getMessage());
        }
        String algorithm = keys.get(SearcherSpec.ALGORITHM);
        if (algorithm == null) {
            throw new ParameterException(cmd, "--config '" + spec + "': no algorithm=NAME");
        }
        String where = "configuration '" + label + "'";
        if (SearcherCatalog.searcher(algorithm).isEmpty()) {
            throw new ParameterException(cmd, where + ": algorithm '" + algorithm + "' is not in this build's catalog "
                    + "(solvers: " + SearcherCatalog.SOLVERS.stream().map(SolverType::name).collect(Collectors.joining(", "))
                    + "; players: " + SearcherCatalog.PLAYERS.stream().map(PlayerType::name).collect(Collectors.joining(", "))
                    + "). Give --config to run other configurations.");
        }
        List<SearcherType> all = new ArrayList<>(SearcherCatalog.SOLVERS);
        all.addAll(SearcherCatalog.PLAYERS);
        try {
            return SearcherConfig.of(label, text, SearcherSpec.algorithm(keys, all, null));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cmd, where + ": " + e.getMessage());
        }
    }
}
