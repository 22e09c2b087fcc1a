package org.pnengine.bench;

import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.pnengine.search.SearchLimits;
import org.pnengine.shard.Shard;
import org.pnengine.shard.Table;

/**
 * The run of an experiment that solves every position once with every configuration and keeps
 * the runs as its raw rows ({@link RunRecords}), as the Connect Four and Othello experiments do:
 * one shard's positions run and reported, and the shards' raw tables merged back into the
 * report of the whole run. All positions are drawn first, so a shard's are those of the whole
 * run; position i is unit i.
 */
public final class PositionRuns {

    private final List<Position> positions;
    private final List<SearcherConfig> configs;
    private final SearchLimits limits;
    private final BiFunction<List<RunResult>, Integer, Report> report;

    /**
     * @param positions the positions of the whole run
     * @param configs   the configurations
     * @param limits    the limits per run
     * @param report    the experiment's report of its runs, made on the given threads (0 if the
     *                  shards' differed)
     */
    PositionRuns(List<Position> positions, List<SearcherConfig> configs, SearchLimits limits,
                 BiFunction<List<RunResult>, Integer, Report> report) {
        this.positions = positions;
        this.configs = configs;
        this.limits = limits;
        this.report = report;
    }

    /**
     * The positions that {@code shard} owns ({@link Shard#WHOLE}: all): the report over them, and
     * their runs as raw rows for {@link #merge}.
     *
     * @throws IllegalArgumentException if the shard owns no position
     */
    public ShardPart run(Shard shard, ExperimentRunner runner, Consumer<RunResult> each) {
        RunRecords.Units units = units();
        List<RunResult> results = runner.run(Positions.owned(units.positions(), shard), configs, limits, each);
        return new ShardPart(report.apply(results, runner.threads()), Map.of(RunRecords.NAME, RunRecords.table(results, units)));
    }

    /**
     * The report of the whole run from the raw tables of its shards (all of them, or those given
     * to a partial merge), as {@link #run} would have made it.
     *
     * @param threads the shards' threads, 0 if they differed
     * @throws IllegalArgumentException if the raw rows are not exactly the runs of {@code shards}
     */
    public Report merge(Map<String, Table> raw, List<Shard> shards, int threads) {
        return report.apply(RunRecords.merge(raw, units(), shards), threads);
    }

    private RunRecords.Units units() {
        return new RunRecords.Units(positions, configs);
    }
}
