package org.pnengine.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.util.concurrent.Callable;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.Protocols;
import org.pnengine.server.OutputProbe;
import org.pnengine.server.StdioServer;
import org.pnengine.server.TcpServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code stdio}: GTP on stdin/stdout; and, under each other protocol's name ({@code uci},
 * {@code usi}, ...), that protocol (one subcommand a catalogued protocol, see {@link Main}).
 */
@Command(name = "stdio", mixinStandardHelpOptions = true,
        description = "Speak GTP on stdin/stdout; exits on quit or at end of input.")
final class StdioCommand implements Callable<Integer> {

    private final Protocols.Protocol protocol;

    StdioCommand() {
        this(Protocols.GTP);
    }

    StdioCommand(Protocols.Protocol protocol) {
        this.protocol = protocol;
    }

    @Mixin
    EngineOptions engine;

    @Option(names = "--max-search-time", paramLabel = "SECONDS", defaultValue = "0",
            description = "The longest wall time of any search (solve, genmove, analysis, pondering), which then answers"
                    + " what it has; 0 = none (default: ${DEFAULT-VALUE}).")
    double maxSearchTime;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Serves {@code protocol} with every option at its default, without picocli, whose set-up
     * alone would cost a start-up about 0.2 s; {@link EngineConfig#defaults()} is what the options'
     * defaults make (StdioCommandTest holds the two together).
     */
    static int serveDefaults(Protocols.Protocol protocol) {
        try {
            new StdioServer(EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES, OutputProbe.stdout(), protocol)
                    .run(System.in, new FileOutputStream(FileDescriptor.out));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    /** The settings the options make (for tests). */
    EngineConfig config() {
        return engine.config(spec.commandLine(), maxSearchTime);
    }

    @Override
    public Integer call() throws Exception {
        // The raw descriptor, not System.out: a PrintStream hides the error of a reader that has gone.
        new StdioServer(engine.config(spec.commandLine(), maxSearchTime), engine.maxLine, OutputProbe.stdout(), protocol)
                .run(System.in, new FileOutputStream(FileDescriptor.out));
        return 0;
    }
}
