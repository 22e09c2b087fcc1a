package org.pnengine.cli;

import java.util.List;
import org.pnengine.protocol.Protocols;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * {@code pnengine}: the engine's entry point ({@code pnengine.jar}). Each subcommand has
 * {@code --help}. The lab's entry point ({@code LabMain}, in {@code pnengine-lab.jar}) runs the same
 * command tree with its own commands added ({@link #run(List, String...)}).
 */
@Command(name = "pnengine", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Players and solvers for two-player games over a GTP v2 line protocol.",
        subcommands = {ServeCommand.class, StdioCommand.class, SolveCommand.class, MatchCommand.class,
                TournamentCommand.class, BookCommand.class, MergeRunsCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the CLI and returns its exit code (tests call this). */
    public static int run(String... args) {
        return run(List.of(), args);
    }

    /**
     * Runs the CLI with {@code extra} top-level subcommands (picocli command objects) beside the
     * engine's, one of the same name in place of the engine's, and returns its exit code.
     */
    static int run(List<Object> extra, String... args) {
        // A protocol's subcommand, which GUIs and tournament managers start for every game, is
        // built alone: the whole tree of subcommands costs picocli most of a second to build.
        if (args.length > 0) {
            for (Protocols.Protocol p : Protocols.ALL) {
                if (args[0].equals(p == Protocols.GTP ? "stdio" : p.name())) {
                    // Without options (as a GUI starts it), not even the one subcommand is built.
                    if (args.length == 1) return StdioCommand.serveDefaults(p);
                    CommandLine sub = protocolCommand(p, true);
                    sub.getCommandSpec().versionProvider(new VersionProvider());
                    return sub.execute(java.util.Arrays.copyOfRange(args, 1, args.length));
                }
            }
        }
        return commandLine(extra).execute(args);
    }

    /** The whole command tree: the engine's commands, each protocol's, then {@code extra}. */
    static CommandLine commandLine(List<Object> extra) {
        CommandLine cl = new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true);
        // Each protocol but GTP (which is stdio) is a subcommand of its own name, from the catalog.
        for (Protocols.Protocol p : Protocols.ALL) {
            if (p != Protocols.GTP) cl.addSubcommand(p.name(), protocolCommand(p, false));
        }
        for (Object command : extra) {
            // An extra command of an engine command's name (the lab's merge) takes its place.
            String name = command.getClass().getAnnotation(Command.class).name();
            if (cl.getSubcommands().containsKey(name)) cl.getCommandSpec().removeSubcommand(name);
            cl.addSubcommand(command);
        }
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        shareVersion(cl);
        return cl;
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

    /**
     * The subcommand that speaks {@code p} on stdin/stdout: {@code stdio} for GTP, else the
     * protocol's name; {@code standalone}, built without the tree, it names itself in full.
     */
    private static CommandLine protocolCommand(Protocols.Protocol p, boolean standalone) {
        CommandLine sub = new CommandLine(new StdioCommand(p)).setCaseInsensitiveEnumValuesAllowed(true);
        String name = p == Protocols.GTP ? "stdio" : p.name();
        sub.getCommandSpec().name(standalone ? "pnengine " + name : name);
        if (p != Protocols.GTP) {
            sub.getCommandSpec().usageMessage()
                    .description("Speak " + p.summary() + " on stdin/stdout (protocol-spec/" + p.name() + ".md).");
        }
        return sub;
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
