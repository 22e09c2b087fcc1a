package org.pnengine.cli;

import java.util.concurrent.Callable;
import org.pnengine.server.StdioServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code stdio}: the protocol on stdin/stdout. */
@Command(name = "stdio", mixinStandardHelpOptions = true,
        description = "Speak the protocol on stdin/stdout; exits on quit or at end of input.")
final class StdioCommand implements Callable<Integer> {

    @Mixin
    EngineOptions engine;

    @Option(names = "--max-search-time", paramLabel = "SECONDS", defaultValue = "0",
            description = "The longest wall time of any search (solve, genmove, analysis, pondering), which then answers"
                    + " what it has; 0 = none (default: ${DEFAULT-VALUE}).")
    double maxSearchTime;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        new StdioServer(engine.config(spec.commandLine(), maxSearchTime), engine.maxLine).run(System.in, System.out);
        return 0;
    }
}
