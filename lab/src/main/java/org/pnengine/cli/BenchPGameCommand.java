package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.PGameExperiment;
import org.pnengine.bench.Report;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.games.pgame.PGameGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.shard.Shard;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench pgame}: the P-game experiment of the PPNS paper (Song et al. 2019). */
@Command(name = "pgame", mixinStandardHelpOptions = true,
        description = {"P-game trees: mean time and iterations to solve for PPNS, PNS, MCPNS, the UCT solver and the pure "
                + "MCTS solver, and the error rate of the root move against the iterations (PNG, log scale).",
                "Paper: 200 trees each of branching 2 depth 20 and branching 8 depth 8."})
final class BenchPGameCommand extends ExperimentCommand<PGameExperiment.Settings> {

    @Option(names = "--trees", paramLabel = "N", description = "Trees per shape (paper: 200).")
    Integer trees;

    @Option(names = "--shapes", paramLabel = "BxD[,BxD...]", split = ",",
            description = "Tree shapes, branching x depth (default: 2x20,8x8).")
    List<String> shapes = new ArrayList<>();

    @Option(names = "--seed", defaultValue = "0",
            description = "The first tree's seed: trees are pgame seed=SEED..SEED+N-1 (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--iterations", paramLabel = "N",
            description = "Iterations a solve may take: expansions for solvers, playouts for players (default: 10000000, scaled).")
    Long iterations;

    @Option(names = "--max-budget", paramLabel = "K", defaultValue = "16",
            description = "The error-rate curve runs budgets 1, 2, 4, ..., 2^K iterations (default: ${DEFAULT-VALUE}).")
    int maxBudgetExp;

    @Override
    ShardPart run(PGameExperiment.Settings s, ExperimentRunner runner) {
        return PGameExperiment.run(s, options.shardOrWhole(), runner,
                options.progress(s.trees() * s.shapes().size(), s.configs()));
    }

    @Override
    PGameExperiment.Settings settings(CommandLine cmd) {
        if (trees != null && trees < 1) throw new CommandLine.ParameterException(cmd, "--trees must be at least 1");
        if (iterations != null && iterations < 1) throw new CommandLine.ParameterException(cmd, "--iterations must be at least 1");
        if (maxBudgetExp < 0 || maxBudgetExp > 40) throw new CommandLine.ParameterException(cmd, "--max-budget must be 0..40");
        if (options.nodes != null) throw new CommandLine.ParameterException(cmd, "bench pgame limits runs by --iterations, not --nodes");
        List<PGameExperiment.Shape> list = new ArrayList<>();
        if (shapes.isEmpty()) list.addAll(PGameExperiment.PAPER_SHAPES);
        for (String sh : shapes) {
            String[] bd = sh.toLowerCase(Locale.ROOT).split("x");
            try {
                if (bd.length != 2) throw new NumberFormatException();
                int b = Integer.parseInt(bd[0].trim());
                int d = Integer.parseInt(bd[1].trim());
                PGameGame.of(b, d, 0);   // the game's own checks
                list.add(new PGameExperiment.Shape(b, d));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(cmd, "--shapes: '" + sh + "' is not a tree shape BxD"
                        + (e instanceof NumberFormatException ? "" : ": " + e.getMessage()));
            }
        }
        List<SearcherConfig> configs = options.configs(PGameExperiment.DEFAULT_CONFIGS, cmd);
        long iters = iterations != null ? iterations
                : Math.max(1, Math.round(PGameExperiment.DEFAULT_ITERATIONS * options.scale));
        SearchLimits limits = options.limits(SearchLimits.UNLIMITED, PGameExperiment.DEFAULT_MILLIS);
        return new PGameExperiment.Settings(list, options.count(trees, PGameExperiment.PAPER_TREES), seed, iters, limits,
                maxBudgetExp, configs);
    }

    @Override
    Report merge(PGameExperiment.Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        return PGameExperiment.merge(s, raw, shards, threads);
    }
}
