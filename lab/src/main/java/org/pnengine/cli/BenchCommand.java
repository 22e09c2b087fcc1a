package org.pnengine.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code bench}: benchmarks and experiments. Each subcommand prints its tables and, with
 * {@code --out DIR}, also writes them as CSV and Markdown.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks (random playouts per second, static evaluations, perft, solver throughput on position files, "
                + "searches to a fixed depth) and the "
                + "experiments of the solver papers (connect4, othello, pgame, mopns, throughput; each also in shards, "
                + "--shard K/N, that merge puts together).",
        subcommands = {BenchPlayoutsCommand.class, BenchEvalCommand.class, BenchPerftCommand.class, BenchSolveCommand.class,
                BenchConnect4Command.class, BenchOthelloCommand.class, BenchPGameCommand.class,
                BenchMopnsCommand.class, BenchThroughputCommand.class, MergeCommand.class,
                BenchTreeCommand.class, BenchThreadsCommand.class, BenchSearchCommand.class})
final class BenchCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
