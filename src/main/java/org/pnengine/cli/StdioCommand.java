package org.pnengine.cli;

import java.util.concurrent.Callable;
import org.pnengine.server.StdioServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code stdio}: the protocol on stdin/stdout. */
@Command(name = "stdio", mixinStandardHelpOptions = true,
        description = "Speak the protocol on stdin/stdout; exits on quit or at end of input.")
final class StdioCommand implements Callable<Integer> {

    @Mixin
    EngineOptions engine;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        new StdioServer(engine.config(spec.commandLine()), engine.maxLine).run(System.in, System.out);
        return 0;
    }
}
