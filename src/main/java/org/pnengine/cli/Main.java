package org.pnengine.cli;

import org.pnengine.protocol.Protocols;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pnengine}: the entry point. Each subcommand has {@code --help}. */
@Command(name = "pnengine", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Players and solvers for two-player games over a GTP v2 line protocol.",
        subcommands = {ServeCommand.class, StdioCommand.class, SolveCommand.class, BenchCommand.class, MatchCommand.class,
                TournamentCommand.class, BenchMergeCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the CLI and returns its exit code (tests call this). */
    public static int run(String... args) {
        CommandLine cl = new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true);
        // Each protocol but GTP (which is stdio) is a subcommand of its own name, from the catalog.
        for (Protocols.Protocol p : Protocols.ALL) {
            if (p == Protocols.GTP) continue;
            CommandLine sub = new CommandLine(new StdioCommand(p));
            sub.getCommandSpec().name(p.name()).usageMessage()
                    .description("Speak " + p.summary() + " on stdin/stdout (protocol-spec/" + p.name() + ".md).");
            cl.addSubcommand(p.name(), sub);
        }
        shareVersion(cl);
        return cl.execute(args);
    }

    /**
     * Gives every subcommand, at any depth, the version of {@code pnengine}, so that
     * {@code stdio -V} prints what {@code pnengine -V} prints (picocli's standard {@code -V} of a
     * subcommand prints its own version, which is empty unless set).
     */
    private static void shareVersion(CommandLine cl) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(new VersionProvider());
            shareVersion(sub);
        }
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
