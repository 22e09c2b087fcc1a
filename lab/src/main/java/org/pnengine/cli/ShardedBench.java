package org.pnengine.cli;

import java.util.List;
import java.util.Map;
import org.pnengine.bench.Report;
import org.pnengine.shard.Table;
import org.pnengine.shard.Shard;

/**
 * A {@code bench} experiment that runs in shards ({@code --shard K/N}) and that
 * {@code bench merge} puts together again. The merge parses the arguments the shards recorded
 * into a fresh instance of the command (so the settings are rebuilt by the same code as the run's)
 * and calls {@link #merge}.
 */
interface ShardedBench {

    /**
     * The report of the whole run (or of the shards given to a partial merge) from the shards' raw
     * tables, with the settings this command's parsed options make.
     *
     * @param threads the shards' threads, 0 if they differed
     * @throws IllegalArgumentException    if the raw tables do not fit the settings
     * @throws picocli.CommandLine.ParameterException if the options do not make settings
     */
    Report merge(Map<String, Table> raw, List<Shard> shards, int threads);

    /** The exit code of a run that made {@code report}: 1 if it found a wrong result, else 0. */
    int verdict(Report report);
}
