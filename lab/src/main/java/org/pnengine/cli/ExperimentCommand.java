package org.pnengine.cli;

import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.Report;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.shard.Shard;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;

/**
 * The skeleton every paper experiment of {@code bench} shares: parse the options into the
 * experiment's settings, run it (the whole or one shard) on the {@link ExperimentOptions}' runner,
 * print and write the report, and exit with the experiment's verdict; {@code bench merge} rebuilds
 * the settings from a shard's recorded arguments by the same {@link #settings} code. An experiment
 * gives its settings, its run and its merge.
 *
 * @param <S> the experiment's settings
 */
abstract class ExperimentCommand<S> implements Callable<Integer>, ShardedBench {

    @Mixin
    ExperimentOptions options;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * The settings the parsed options make, after the {@link ExperimentOptions} are checked.
     *
     * @throws CommandLine.ParameterException if they make none
     * @throws IllegalArgumentException      if the settings refuse the values; a usage error
     *                                        with its message
     */
    abstract S settings(CommandLine cmd);

    /**
     * Runs the experiment's share of the work ({@link ExperimentOptions#shardOrWhole()}).
     *
     * @throws IllegalArgumentException or {@link UncheckedIOException} if it cannot run; the
     *         command then exits with 2
     */
    abstract ShardPart run(S settings, ExperimentRunner runner);

    /** The report of the whole run from the shards' raw tables (see {@link ShardedBench#merge}). */
    abstract Report merge(S settings, Map<String, Table> raw, List<Shard> shards, int threads);

    /** The arguments a shard records to rebuild the run: by default the command line as given. */
    List<String> shardArgs(S settings, CommandLine cmd) {
        return options.canonicalArgs(cmd, Set.of());
    }

    @Override
    public final Integer call() {
        CommandLine cmd = spec.commandLine();
        S s = checkedSettings(cmd);
        ExperimentRunner runner = options.runner();
        ShardPart part;
        try {
            part = run(s, runner);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            System.err.println("pnengine bench " + spec.name() + ": " + e.getMessage());
            return 2;
        }
        int code = options.emit(part, spec.name(), cmd, shardArgs(s, cmd), runner);
        return code != 0 ? code : verdict(part.report());
    }

    @Override
    public final Report merge(Map<String, Table> raw, List<Shard> shards, int threads) {
        return merge(checkedSettings(spec.commandLine()), raw, shards, threads);
    }

    /** {@link #settings} after {@link ExperimentOptions#validate}, with its {@link IllegalArgumentException} a usage error. */
    private S checkedSettings(CommandLine cmd) {
        options.validate(cmd);
        try {
            return settings(cmd);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage());
        }
    }

    /** 1 if the report holds a wrong result ({@link ExperimentOptions#verdict}), else 0. */
    @Override
    public int verdict(Report report) {
        return ExperimentOptions.verdict(report);
    }
}
