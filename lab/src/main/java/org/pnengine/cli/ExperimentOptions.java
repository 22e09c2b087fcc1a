package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.Outcome;
import org.pnengine.bench.Report;
import org.pnengine.bench.RunResult;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.search.SearchLimits;
import org.pnengine.shard.Shard;
import org.pnengine.shard.ShardManifest;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** The options every {@code bench} experiment shares, and the printing and writing of its report. */
final class ExperimentOptions {

    @Option(names = "--config", paramLabel = "\"LABEL: algorithm=NAME key=value ...\"",
            description = "A configuration to run: a solver in the words of solve (its limits nodes=, time=, memory=) or "
                    + "a player in those of pn-player (its limits playouts=, movetime=); its limits replace the run's; "
                    + "repeatable; replaces the default set.")
    List<String> configs = new ArrayList<>();

    @Option(names = "--scale", paramLabel = "F", defaultValue = "1",
            description = "Scale the paper's position count and node and time limits by F, e.g. 0.05 (default: ${DEFAULT-VALUE}); "
                    + "explicit counts and limits win.")
    double scale;

    @Option(names = "--nodes", paramLabel = "N", description = "Node limit per run (overrides the paper's).")
    Long nodes;

    @Option(names = "--time", paramLabel = "SECONDS", description = "Time limit per run (overrides the paper's).")
    Double seconds;

    @Option(names = "--memory", paramLabel = "MB",
            description = "Memory limit per run (default: half the heap divided by the threads).")
    Long memoryMb;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Positions run in parallel, one solver per thread (default: ${DEFAULT-VALUE}); CPU time stays per position.")
    int threads;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the CSV, Markdown and PNG files "
            + "(default: bench-out/EXPERIMENT).")
    Path out;

    @Option(names = "--quiet", description = "No progress line per run on stderr.")
    boolean quiet;

    @Option(names = "--shard", paramLabel = "K/N", converter = RunOptions.ShardConverter.class,
            description = "Run only shard K of N (1 <= K <= N): the units (positions, trees) i with i mod N = K-1, with "
                    + "the seeds and positions of the whole run; --out (default: bench-out/EXPERIMENT-shard-K-of-N) also "
                    + "gets the raw results and shard.txt for bench merge.")
    Shard shard;

    /** The options that say where and how fast a run goes, not what it runs: a shard's manifest leaves them out. */
    static final Set<String> RUN_ONLY = Set.of("--shard", "--out", "--threads", "--quiet");

    void validate(CommandLine cmd) {
        if (!(scale > 0) || scale > 1000) throw new CommandLine.ParameterException(cmd, "--scale must be in (0, 1000]");
        if (threads < 1 || threads > 256) throw new CommandLine.ParameterException(cmd, "--threads must be 1..256");
        if (nodes != null && nodes < 1) throw new CommandLine.ParameterException(cmd, "--nodes must be at least 1");
        if (seconds != null && !(seconds > 0)) throw new CommandLine.ParameterException(cmd, "--time must be positive");
        if (memoryMb != null && memoryMb < 1) throw new CommandLine.ParameterException(cmd, "--memory must be at least 1");
    }

    /** The configurations given, or the defaults; every name must be in the catalog. */
    List<SearcherConfig> configs(List<String> defaults, CommandLine cmd) {
        return ExperimentConfigs.parse(configs.isEmpty() ? defaults : configs, cmd);
    }

    /** The paper's count scaled, at least 1. */
    int count(Integer given, int paper) {
        return given != null ? given : (int) Math.max(1, Math.round(paper * scale));
    }

    /** The limits: the given ones, else the paper's scaled; memory as given or shared from the heap. */
    SearchLimits limits(long paperNodes, long paperMillis) {
        long n = nodes != null ? nodes
                : paperNodes == SearchLimits.UNLIMITED ? SearchLimits.UNLIMITED : Math.max(1, Math.round(paperNodes * scale));
        long ms = seconds != null ? Math.max(1, Math.round(seconds * 1000))
                : paperMillis == SearchLimits.UNLIMITED ? SearchLimits.UNLIMITED : Math.max(1, Math.round(paperMillis * scale));
        return new SearchLimits(n, ms, ms, memoryMb() << 20);
    }

    /** The memory limit per run in MB: as given, else half the heap shared by the threads (whole MB, so a merge can repeat it). */
    long memoryMb() {
        return memoryMb != null ? memoryMb : Math.max(1, Runtime.getRuntime().maxMemory() / 2 / threads >> 20);
    }

    /** The positions (or trees) a shard runs out of {@code units}: all of them without {@code --shard}. */
    int owned(int units) {
        return shard == null ? units : shard.size(units);
    }

    Path outDir(String experiment) {
        if (out != null) return out;
        return Path.of("bench-out", shard == null ? experiment : experiment + "-shard-" + shard.index() + "-of-" + shard.count());
    }

    /** The shard to run: {@code --shard}, or the whole run. */
    Shard shardOrWhole() {
        return shard == null ? Shard.WHOLE : shard;
    }

    /**
     * The arguments that rebuild this run, for a shard's manifest: every option given but
     * {@link #RUN_ONLY} and {@code leaveOut}, sorted by name (so that the order they were typed in
     * does not matter), each with its values as typed, then {@code --memory} as resolved (its
     * default depends on the heap and the threads).
     */
    List<String> canonicalArgs(CommandLine cmd, Set<String> leaveOut) {
        TreeMap<String, List<String>> byName = new TreeMap<>();
        for (CommandLine.Model.OptionSpec o : cmd.getParseResult().matchedOptions()) {
            String name = o.longestName();
            if (RUN_ONLY.contains(name) || leaveOut.contains(name) || name.equals("--memory")) continue;
            List<String> words = new ArrayList<>();
            if (o.arity().max() == 0) {
                words.add(name);   // a flag
            } else {
                for (String v : o.originalStringValues()) words.addAll(List.of(name, v));   // once per value, as repeated
            }
            byName.put(name, words);
        }
        List<String> args = new ArrayList<>();
        byName.values().forEach(args::addAll);
        args.add("--memory");
        args.add(Long.toString(memoryMb()));
        return args;
    }

    /** A runner whose runs a shutdown (Ctrl-C) cancels. */
    ExperimentRunner runner() {
        ExperimentRunner r = new ExperimentRunner(threads);
        Runtime.getRuntime().addShutdownHook(new Thread(r::cancel));
        return r;
    }

    /** A progress printer over the runs this shard makes: every one of {@code configs} on each unit it owns of {@code units}. */
    Consumer<RunResult> progress(int units, List<SearcherConfig> configs) {
        return progress(owned(units) * configs.size());
    }

    /** A progress printer: one line per run on stderr, counting up to {@code total}. */
    Consumer<RunResult> progress(int total) {
        int[] done = {0};
        return r -> {
            done[0]++;
            if (quiet) return;
            String v = r.concluded() ? r.value().word() + (r.probabilistic() ? " (probabilistic)" : "")
                    : "unknown (" + r.stopReason() + ")";
            System.err.printf(Locale.ROOT, "[%d/%d] %s #%d %s: %s, %d nodes, %.3f CPU s%n", done[0], total,
                    r.position().group(), r.position().index(), r.config().label(), v, r.created(), r.cpuSeconds());
        };
    }

    /**
     * Prints the report's tables and writes its files. A shard's report is marked as such, and its
     * folder also gets the raw results and, last, the manifest {@code shard.txt} (recording
     * {@code args}, the arguments that rebuild the run, and whether the runner was cancelled).
     *
     * @return 0, or 1 if a file could not be written
     */
    int emit(ShardPart part, String experiment, CommandLine cmd, List<String> args, ExperimentRunner runner) {
        Path dir = outDir(experiment);
        if (shard == null) return write(part.report(), dir);
        Report marked = part.report().marked("shard: " + shard.index() + " of " + shard.count() + "; this folder's "
                + "tables cover only the units (positions or trees, numbered over the whole run) i with i mod "
                + shard.count() + " = " + (shard.index() - 1) + "; bench merge puts the folders of all "
                + shard.count() + " shards together");
        int code = write(marked, dir);
        if (code != 0) return code;
        try {
            for (Path p : part.writeRaw(dir)) System.out.println("wrote " + p);
            String command = cmd.getCommandSpec().qualifiedName(" ");
            ShardManifest m = new ShardManifest(command.substring(command.indexOf(' ') + 1), shard, !runner.isCancelled(),
                    args, ShardPart.identity(part.report()), Map.of("threads", Integer.toString(threads)), "");
            System.out.println("wrote " + m.write(dir));
            return 0;
        } catch (IOException e) {
            System.err.println("pnengine bench: cannot write to " + dir + ": " + e.getMessage());
            return 1;
        }
    }

    /** Prints the report's tables and writes its files into {@code dir}; returns 1 if a file could not be written. */
    static int write(Report report, Path dir) {
        for (Table t : report.tables().values()) {
            System.out.print(t.toText());
            System.out.println();
        }
        try {
            for (Path p : report.write(dir)) System.out.println("wrote " + p);
            return 0;
        } catch (IOException e) {
            System.err.println("pnengine bench: cannot write to " + dir + ": " + e.getMessage());
            return 1;
        }
    }

    /**
     * The exit code after a run: 1 if an exact (not probabilistic) result was wrong or exact
     * results disagreed on a position (a solver bug), else 0.
     */
    static int verdict(Report report) {
        Table t = report.positions();
        if (t == null) return 0;
        int outcome = t.columns().indexOf("outcome");
        int prob = t.columns().indexOf("probabilistic");
        int disputed = t.columns().indexOf("disputed");
        for (List<String> row : t.rows()) {
            if (row.get(disputed).equals("true")) return 1;
            if (row.get(outcome).equals(Outcome.WRONG.word()) && row.get(prob).equals("false")) return 1;
        }
        return 0;
    }
}
