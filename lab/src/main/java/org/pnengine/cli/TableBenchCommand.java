package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.pnengine.game.Game;
import org.pnengine.shard.Table;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * What the {@code bench} benchmarks that measure into one table share (playouts, perft, solve,
 * tree, threads): the option {@code --out DIR}, the usage errors of their settings and games, and
 * the printing of the table and its writing as {@code COMMAND.csv} and {@code COMMAND.md}.
 */
abstract class TableBenchCommand implements Callable<Integer> {

    @Option(names = "--out", paramLabel = "DIR", description = "Also write ${COMMAND-NAME}.csv and ${COMMAND-NAME}.md here.")
    Path out;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The command line, for usage errors. */
    final CommandLine cmd() {
        return spec.commandLine();
    }

    /**
     * What {@code make} makes, typically the benchmark's settings from the options.
     *
     * @throws CommandLine.ParameterException with its message if {@code make} throws an
     *         {@link IllegalArgumentException}
     */
    final <T> T usage(Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd(), e.getMessage());
        }
    }

    /** The game of {@code text}, given to {@code option}; a usage error names a bad one. */
    final Game game(String text, String option) {
        return GameSpec.parse(text, option, cmd()).create(option, cmd());
    }

    /** Prints {@code t} and, with {@code --out}, writes it as {@code out/COMMAND.csv} and {@code out/COMMAND.md}. */
    final void emit(Table t) {
        System.out.print(t.toText());
        if (out == null) return;
        try {
            for (Path p : t.write(out, spec.name())) System.out.println("wrote " + p);
        } catch (IOException e) {
            System.err.println("pnengine bench: cannot write to " + out + ": " + e.getMessage());
        }
    }
}
