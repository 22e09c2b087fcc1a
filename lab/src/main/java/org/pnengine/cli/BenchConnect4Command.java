package org.pnengine.cli;

import java.util.List;
import java.util.Map;
import org.pnengine.bench.Connect4Experiment;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.Report;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.shard.Shard;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench connect4}: the Connect Four 7×6 PPNS experiment (Primanita et al. 2020). */
@Command(name = "connect4", mixinStandardHelpOptions = true,
        description = {"Connect Four: PNS, MCPNS and PPNS (theta 0.01/0.001, pr none/1e-3/1e-4/1e-5), df-pn and PNS with "
                + "transpositions on positions of random plies; solved, unsolved and out of limit, mean time and nodes.",
                "Paper: 200 positions of 12 plies on 7x6, 35,000,000 nodes or 420 s per run."})
final class BenchConnect4Command extends ExperimentCommand<Connect4Experiment.Settings> {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four width=7 height=6",
            description = "The board (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--positions", paramLabel = "N", description = "Positions (paper: 200).")
    Integer positions;

    @Option(names = "--plies", paramLabel = "K", defaultValue = "12",
            description = "Random plies from the start per position (default: ${DEFAULT-VALUE}).")
    int plies;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random plies (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    ShardPart run(Connect4Experiment.Settings s, ExperimentRunner runner) {
        return Connect4Experiment.runs(s).run(options.shardOrWhole(), runner,
                options.progress(s.positions(), s.configs()));
    }

    @Override
    Connect4Experiment.Settings settings(CommandLine cmd) {
        if (positions != null && positions < 1) throw new CommandLine.ParameterException(cmd, "--positions must be at least 1");
        if (plies < 0 || plies > 200) throw new CommandLine.ParameterException(cmd, "--plies must be 0..200");
        List<SearcherConfig> configs = options.configs(Connect4Experiment.DEFAULT_CONFIGS, cmd);
        return new Connect4Experiment.Settings(GameSpec.parse(game, "--game", cmd).create("--game", cmd),
                options.count(positions, Connect4Experiment.PAPER_POSITIONS), plies, seed,
                options.limits(Connect4Experiment.PAPER_NODES, Connect4Experiment.PAPER_MILLIS), configs);
    }

    @Override
    Report merge(Connect4Experiment.Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        return Connect4Experiment.runs(s).merge(raw, shards, threads);
    }
}
