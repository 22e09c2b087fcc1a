package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.OthelloExperiment;
import org.pnengine.bench.Report;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.shard.Shard;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench othello}: completion rates of PNS, MCPNS and PPNS on Othello (Primanita et al. 2020). */
@Command(name = "othello", mixinStandardHelpOptions = true,
        description = {"Othello: completion rates of PNS, MCPNS and PPNS on positions after 18, 22, 26, 32, 36 and 40 "
                + "random legal moves.", "Paper: 200 positions per depth on 8x8, 8,000,000 nodes or 600 s per run."})
final class BenchOthelloCommand extends ExperimentCommand<OthelloExperiment.Settings> {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "Othello size=8",
            description = "The board (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--positions", paramLabel = "N", description = "Positions per number of random moves (paper: 200).")
    Integer positions;

    @Option(names = "--plies", paramLabel = "K[,K...]", split = ",",
            description = "The numbers of random moves (default: 18,22,26,32,36,40).")
    List<Integer> plies = new ArrayList<>();

    @Option(names = "--seed", defaultValue = "1",
            description = "Seed of the random moves; the group of K moves uses seed+K (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    ShardPart run(OthelloExperiment.Settings s, ExperimentRunner runner) {
        return OthelloExperiment.runs(s).run(options.shardOrWhole(), runner,
                options.progress(s.positions() * s.plies().size(), s.configs()));
    }

    @Override
    OthelloExperiment.Settings settings(CommandLine cmd) {
        if (positions != null && positions < 1) throw new CommandLine.ParameterException(cmd, "--positions must be at least 1");
        List<Integer> ks = plies.isEmpty() ? OthelloExperiment.PAPER_PLIES : plies;
        for (int k : ks) {
            if (k < 0 || k > 200) throw new CommandLine.ParameterException(cmd, "--plies must be 0..200 each");
        }
        List<SearcherConfig> configs = options.configs(OthelloExperiment.DEFAULT_CONFIGS, cmd);
        return new OthelloExperiment.Settings(GameSpec.parse(game, "--game", cmd).create("--game", cmd), ks,
                options.count(positions, OthelloExperiment.PAPER_POSITIONS), seed,
                options.limits(OthelloExperiment.PAPER_NODES, OthelloExperiment.PAPER_MILLIS), configs);
    }

    @Override
    Report merge(OthelloExperiment.Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        return OthelloExperiment.runs(s).merge(raw, shards, threads);
    }
}
