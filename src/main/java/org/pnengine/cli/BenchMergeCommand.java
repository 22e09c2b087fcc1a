package org.pnengine.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pnengine.bench.Report;
import org.pnengine.bench.ShardPart;
import org.pnengine.bench.Table;
import org.pnengine.shard.ShardManifest;
import org.pnengine.shard.ShardSet;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench merge}: puts the output folders of the shards of one experiment
 * ({@code bench EXPERIMENT ... --shard K/N}) together into the folder the whole run would have
 * written. It reads every folder's {@code shard.txt}, checks that they are the shards of one run
 * ({@link ShardSet}), rebuilds the experiment's settings from the arguments the shards recorded
 * (with the command that ran them, so by the same code), reads the raw results and makes the
 * report from them; nothing is searched again.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merges the output folders of the shards of one bench experiment (connect4, othello, pgame, mopns, "
                + "throughput run with --shard K/N) into the tables, CSVs and plots of the whole run.",
                "Refuses folders that are not the shards of one run (another experiment, other arguments or settings, "
                        + "another N, a shard given twice or unfinished) and, without --partial, a missing shard."})
final class BenchMergeCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SHARD_DIR", arity = "1..*", description = "The shards' output folders, in any order.")
    List<Path> dirs = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the merged files (default: bench-out/EXPERIMENT).")
    Path out;

    @Option(names = "--partial", description = "Merge the shards given even if some are missing; summary.md says which.")
    boolean partial;

    @Override
    public Integer call() {
        try {
            return merge();
        } catch (IllegalArgumentException | UncheckedIOException e) {
            System.err.println("pnengine bench merge: " + e.getMessage());
            return 2;
        }
    }

    private int merge() {
        List<ShardManifest> manifests = new ArrayList<>();
        for (Path d : dirs) {
            try {
                manifests.add(ShardManifest.read(d));
            } catch (NoSuchFileException e) {
                throw new IllegalArgumentException(d + ": no " + ShardManifest.FILE + ", so not the folder of a finished "
                        + "shard (a bench run with --shard K/N writes it last)");
            } catch (IOException e) {
                throw new IllegalArgumentException(d + ": cannot read " + ShardManifest.FILE + ": " + e.getMessage());
            }
        }
        ShardSet set = ShardSet.of(manifests, partial);
        ShardManifest first = set.first();
        ShardedBench experiment = experiment(first);
        Map<String, Table> raw;
        try {
            raw = ShardPart.readRaw(set.shards().stream().map(m -> Path.of(m.origin())).toList());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the shards' raw results: " + e.getMessage());
        }
        Report report;
        try {
            report = experiment.merge(raw, set.present(), threads(set));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException("the arguments the shards recorded do not make a run in this build: "
                    + e.getMessage());
        }
        List<String> identity = ShardPart.identity(report);
        if (!identity.equals(first.settings())) {
            throw new IllegalArgumentException("this build makes other settings of the shards' arguments than the build "
                    + "that ran them (" + difference(first.settings(), identity) + "); merge with the build that ran the shards");
        }
        Path dir = out != null ? out : Path.of("bench-out", first.command().substring(first.command().lastIndexOf(' ') + 1));
        if (Files.exists(dir.resolve(ShardManifest.FILE))) {
            throw new IllegalArgumentException("--out " + dir + " is a shard's folder; merge into another folder");
        }
        Report merged = report.marked("shards: " + set.describe());
        int code = ExperimentOptions.write(merged, dir);
        return code != 0 ? code : experiment.verdict(merged);
    }

    /**
     * The command that ran the shards, a fresh instance with the shards' arguments parsed into it.
     *
     * @throws IllegalArgumentException if this build has no such command, it cannot be merged, or
     *                                  the arguments do not parse
     */
    private static ShardedBench experiment(ShardManifest m) {
        CommandLine root = new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true);
        CommandLine cl = root;
        List<String> words = new ArrayList<>(List.of(m.command().split(" ")));
        for (String word : words) {
            cl = cl.getSubcommands().get(word);
            if (cl == null) throw new IllegalArgumentException(m.name() + " is of '" + m.command() + "', which this build lacks");
        }
        if (!(cl.getCommand() instanceof ShardedBench)) {
            throw new IllegalArgumentException(m.name() + " is of '" + m.command() + "', which bench merge cannot merge");
        }
        words.addAll(m.args());
        try {
            root.parseArgs(words.toArray(new String[0]));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException("the arguments the shards recorded do not parse in this build: " + e.getMessage());
        }
        return cl.getCommand();
    }

    /** The shards' threads if they all used the same number, else 0. */
    private static int threads(ShardSet set) {
        List<String> ts = set.shards().stream().map(m -> m.info().getOrDefault("threads", "")).distinct().toList();
        try {
            return ts.size() == 1 ? Integer.parseInt(ts.get(0)) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String difference(List<String> recorded, List<String> rebuilt) {
        for (int i = 0; i < Math.max(recorded.size(), rebuilt.size()); i++) {
            String a = i < recorded.size() ? recorded.get(i) : "(nothing)";
            String b = i < rebuilt.size() ? rebuilt.get(i) : "(nothing)";
            if (!a.equals(b)) return "recorded '" + a + "', now '" + b + "'";
        }
        return "none found";
    }
}
