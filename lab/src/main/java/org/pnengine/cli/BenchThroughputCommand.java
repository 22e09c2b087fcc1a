package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.Report;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.bench.ThroughputExperiment;
import org.pnengine.game.Game;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolverType;
import org.pnengine.shard.Shard;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench throughput}: every solver over every shared Connect Four and FFO file. */
@Command(name = "throughput", mixinStandardHelpOptions = true,
        description = "Every catalogued solver (or each --config) over every Connect Four test set of Pascal Pons "
                + "(connect4/Test_*) and every FFO Othello file (othello/fforum-*.obf): positions solved and mean CPU "
                + "time per position, beside Pons' alpha-beta and Edax reference figures.")
final class BenchThroughputCommand extends ExperimentCommand<ThroughputExperiment.Settings> {

    @Option(names = "--reference", paramLabel = "DIR", defaultValue = "${env:PNENGINE_REFERENCE:-../shared/reference}",
            description = "The folder holding connect4/ and othello/ (default: $PNENGINE_REFERENCE, else "
                    + "../shared/reference; now ${DEFAULT-VALUE}).")
    Path reference;

    @Option(names = "--file", paramLabel = "PATH",
            description = "Only this file (a Test_* file is Connect Four 7x6, a .obf file Othello 8x8); repeatable.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--first", paramLabel = "N", defaultValue = "100",
            description = "Only the first N positions of each file, 0 for all (default: ${DEFAULT-VALUE}).")
    int first;

    @Override
    ShardPart run(ThroughputExperiment.Settings s, ExperimentRunner runner) {
        return ThroughputExperiment.run(s, options.shardOrWhole(), runner, w -> System.err.println("WRONG: " + w));
    }

    /** A shard records the files it read by their absolute paths, not the folder it listed. */
    @Override
    List<String> shardArgs(ThroughputExperiment.Settings s, CommandLine cmd) {
        List<String> args = options.canonicalArgs(cmd, Set.of("--reference", "--file"));
        for (ThroughputExperiment.Source src : s.sources()) {
            args.add("--file");
            args.add(src.file().toAbsolutePath().normalize().toString());
        }
        return args;
    }

    @Override
    ThroughputExperiment.Settings settings(CommandLine cmd) {
        if (first < 0) throw new CommandLine.ParameterException(cmd, "--first must not be negative");
        List<Path> paths = new ArrayList<>(files);
        if (paths.isEmpty()) {
            try {
                paths.addAll(list(reference.resolve("connect4"), "Test_*"));
                paths.addAll(list(reference.resolve("othello"), "fforum-*.obf"));
            } catch (IOException e) {
                throw new CommandLine.ParameterException(cmd, "cannot list " + reference + ": " + e.getMessage());
            }
        }
        if (paths.isEmpty()) {
            throw new CommandLine.ParameterException(cmd, "no position files under " + reference + " (give --reference or --file)");
        }
        Game c4 = GameSpec.parse("connect_four width=7 height=6", "--file", cmd).create("--file", cmd);
        // The FFO scores give the empty squares of a finished game to the winner.
        Game othello = GameSpec.parse("Othello size=8 scoring=wof", "--file", cmd).create("--file", cmd);
        List<ThroughputExperiment.Source> sources = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.isRegularFile(p)) throw new CommandLine.ParameterException(cmd, "--file: no file " + p);
            boolean obf = p.toString().endsWith(".obf");
            sources.add(new ThroughputExperiment.Source(obf ? othello : c4, p));
        }
        List<String> defaults = new ArrayList<>();
        for (SolverType t : SearcherCatalog.SOLVERS) defaults.add(t.name() + ": algorithm=" + t.name());
        List<SearcherConfig> configs = options.configs(defaults, cmd);
        SearchLimits limits = options.limits(SearchLimits.UNLIMITED, ThroughputExperiment.DEFAULT_MILLIS);
        return new ThroughputExperiment.Settings(sources, first, limits, configs);
    }

    @Override
    Report merge(ThroughputExperiment.Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        return ThroughputExperiment.merge(s, raw, shards, threads);
    }

    /** 1 if a solver's result contradicted a file's score, else 0. */
    @Override
    public int verdict(Report report) {
        return ThroughputExperiment.anyWrong(report) ? 1 : 0;
    }

    private static List<Path> list(Path dir, String glob) throws IOException {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) return out;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, glob)) {
            for (Path p : ds) out.add(p);
        }
        out.sort(null);
        return out;
    }
}
