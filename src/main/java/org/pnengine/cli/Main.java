package org.pnengine.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pnengine}: the entry point. Each subcommand has {@code --help}. */
@Command(name = "pnengine", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Players and solvers for two-player games over a GTP v2 line protocol.",
        subcommands = {ServeCommand.class, StdioCommand.class, SolveCommand.class, BenchCommand.class, MatchCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the CLI and returns its exit code (tests call this). */
    public static int run(String... args) {
        return new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
