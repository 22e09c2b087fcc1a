package org.pnengine.cli;

import java.util.List;
import picocli.CommandLine;

/**
 * {@code pnengine} with the lab: the entry point of {@code pnengine-lab.jar}. It offers every
 * command of the engine's {@link Main} and, beside them, the lab's: {@code bench} (benchmarks and
 * the solver papers' experiments), {@code fit-eval} (an evaluation fitted to game results) and
 * {@code merge} (the shards of a run put together).
 */
public final class LabMain {

    private LabMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the lab's command line and returns its exit code (tests call this). */
    public static int run(String... args) {
        return Main.run(commands(), args);
    }

    /** The whole command tree: the engine's commands and the lab's. */
    static CommandLine commandLine() {
        return Main.commandLine(commands());
    }

    /** The lab's top-level commands, fresh instances. */
    private static List<Object> commands() {
        return List.of(new BenchCommand(), new MergeCommand(), new FitEvalCommand());
    }
}
