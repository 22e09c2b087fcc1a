/**
 * Benchmarks and experiment harnesses behind the {@code pnengine bench} command: random playouts
 * per second for every game, the cost of each static evaluation ({@code EvalBench}, a fitted one
 * beside the hand-made one it replaced), deep perft counts, solver throughput on position files,
 * and the experiments of the solver papers.
 *
 * <p>The experiments share a small framework: {@link org.pnengine.bench.SearcherConfig} (a
 * labelled catalog solver or player with its parameters and limits, made from a
 * {@link org.pnengine.search.SearcherSpec}), {@link org.pnengine.bench.Positions}
 * (seeded random-ply positions, all positions after k plies, P-game trees),
 * {@link org.pnengine.bench.ExperimentRunner} (every configuration on every position under limits,
 * positions in parallel, thread CPU and wall time), {@link org.pnengine.bench.Checks} (verdicts
 * against an oracle or the consensus of exact results), {@link org.pnengine.bench.Summary} and
 * {@link org.pnengine.bench.Tables} (aggregation), and {@link org.pnengine.bench.Report} (CSV,
 * Markdown and, through {@link org.pnengine.bench.Charts} and XChart, PNG plots). Each experiment
 * ({@code Connect4Experiment}, {@code OthelloExperiment}, {@code PGameExperiment},
 * {@code MopnsExperiment}, {@code ThroughputExperiment}) is a settings record and a {@code run}
 * method returning a {@link org.pnengine.bench.Report}.
 *
 * <p>Each experiment also runs in shards ({@code --shard K/N}, see {@code org.pnengine.shard}):
 * {@code run(settings, shard, ...)} runs the units (positions, trees) the shard owns and returns a
 * {@link org.pnengine.bench.ShardPart}, the report over them plus raw rows
 * ({@link org.pnengine.bench.RunRecords} for runs), and {@code merge(settings, raw, shards, ...)}
 * makes the report of the whole run from the raw rows of its shards, by the same code as a whole
 * run, so that the two agree cell for cell but for the measured times.
 *
 * <p>Everything is seeded, measures thread CPU time as well as wall time (the machines are shared),
 * and returns values; the command line parses the words and prints. Nothing here prints.
 */
package org.pnengine.bench;
