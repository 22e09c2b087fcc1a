package org.pnengine.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.util.concurrent.Callable;
import org.pnengine.server.OutputProbe;
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
        // The raw descriptor, not System.out: a PrintStream hides the error of a reader that has gone.
        new StdioServer(engine.config(spec.commandLine()), engine.maxLine, OutputProbe.stdout())
                .run(System.in, new FileOutputStream(FileDescriptor.out));
        return 0;
    }
}
