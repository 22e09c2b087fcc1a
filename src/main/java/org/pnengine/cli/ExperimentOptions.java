package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.Outcome;
import org.pnengine.bench.Report;
import org.pnengine.bench.RunResult;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.bench.Table;
import org.pnengine.search.SearchLimits;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The options every {@code bench} experiment shares, and the printing and writing of its report. */
final class ExperimentOptions {

    @Option(names = "--config", paramLabel = "\"LABEL: algorithm=NAME key=value ...\"",
            description = "A configuration to run, in the words of solve (nodes=, time=, memory= are its own limits); "
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
        long mem = memoryMb != null ? memoryMb << 20 : Runtime.getRuntime().maxMemory() / 2 / threads;
        return new SearchLimits(n, ms, ms, mem);
    }

    Path outDir(String experiment) {
        return out != null ? out : Path.of("bench-out", experiment);
    }

    /** A runner whose runs a shutdown (Ctrl-C) cancels. */
    ExperimentRunner runner() {
        ExperimentRunner r = new ExperimentRunner(threads);
        Runtime.getRuntime().addShutdownHook(new Thread(r::cancel));
        return r;
    }

    /** A progress printer: one line per run on stderr, counting up to {@code total}. */
    java.util.function.Consumer<RunResult> progress(int total) {
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

    /** Prints the report's tables and writes its files; returns 1 if a file could not be written. */
    int emit(Report report, String experiment) {
        for (Table t : report.tables().values()) {
            System.out.print(t.toText());
            System.out.println();
        }
        Path dir = outDir(experiment);
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
