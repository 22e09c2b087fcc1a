package org.pnengine.cli;

import java.net.InetSocketAddress;
import java.util.concurrent.Callable;
import org.pnengine.server.TcpServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code serve}: the TCP server. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the protocol over TCP, one session per connection.")
final class ServeCommand implements Callable<Integer> {

    @Option(names = "--host", defaultValue = "127.0.0.1", description = "Address to listen on (default: ${DEFAULT-VALUE}).")
    String host;

    @Option(names = "--port", defaultValue = "9610", description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Mixin
    EngineOptions engine;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        TcpServer server = new TcpServer(host, port, engine.config(spec.commandLine()), engine.maxLine);
        InetSocketAddress addr = server.start();
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "pn-shutdown"));
        System.err.println("pnengine listening on " + addr.getHostString() + ":" + addr.getPort()
                + " (game " + engine.game + ")");
        System.err.flush();
        server.awaitClose();
        return 0;
    }
}
