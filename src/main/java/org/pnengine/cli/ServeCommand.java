package org.pnengine.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pnengine.protocol.AuthTokens;
import org.pnengine.protocol.Authenticator;
import org.pnengine.server.ServerSecurity;
import org.pnengine.server.TcpServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code serve}: the TCP server. It listens on loopback unless told otherwise; any other address
 * needs {@code --token-file}, so that clients from other machines must authenticate
 * ({@code pn-auth}). {@code --tls-cert} and {@code --tls-key} turn on TLS.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the protocol over TCP, one session per connection.")
final class ServeCommand implements Callable<Integer> {

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}); any address but loopback needs --token-file.")
    String host;

    @Option(names = "--port", defaultValue = "9610", description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--token-file", paramLabel = "FILE",
            description = "Clients must first send pn-auth with one of the tokens in FILE: one per line, at least "
                    + AuthTokens.MIN_LENGTH + " of A-Z a-z 0-9 - . _ ~ (e.g. from openssl rand -hex 32); blank lines and # comments are ignored.")
    Path tokenFile;

    @Option(names = "--tls-cert", paramLabel = "FILE", description = "TLS: the server's certificate chain (PEM); needs --tls-key.")
    Path tlsCert;

    @Option(names = "--tls-key", paramLabel = "FILE", description = "TLS: the certificate's private key (PEM, PKCS#8, unencrypted); needs --tls-cert.")
    Path tlsKey;

    @Mixin
    EngineOptions engine;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        TcpServer server = server(spec.commandLine());
        InetSocketAddress addr = server.start();
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "pn-shutdown"));
        System.err.println("pnengine listening on " + addr.getHostString() + ":" + addr.getPort()
                + " (game " + engine.game + (tokenFile != null ? "; pn-auth required" : "")
                + (tlsCert != null ? "; TLS" : "") + ")");
        System.err.flush();
        server.awaitClose();
        return 0;
    }

    /** The server the options describe, not yet started; a usage error if they do not fit together. */
    TcpServer server(CommandLine cmd) {
        var config = engine.config(cmd);
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new ParameterException(cmd, "--tls-cert and --tls-key go together: give both or neither");
        }
        boolean remote;
        try {
            remote = ServerSecurity.requiresTokens(host);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cmd, "--host: " + e.getMessage());
        }
        if (remote && tokenFile == null) {
            throw new ParameterException(cmd, "--host " + host + " is not a loopback address: other machines could connect,"
                    + " so give --token-file FILE (one token per line, e.g. from: openssl rand -hex 32)");
        }
        Authenticator auth = tokenFile == null ? null : new Authenticator(tokens(cmd));
        ServerSecurity security;
        try {
            security = ServerSecurity.of(auth, tlsCert, tlsKey);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cmd, "--tls-cert/--tls-key: " + e.getMessage());
        }
        if (remote && tlsCert == null) {
            cmd.getErr().println("warning: without --tls-cert and --tls-key, tokens and games cross the network unencrypted");
        }
        return new TcpServer(host, port, config, engine.maxLine, security);
    }

    private AuthTokens tokens(CommandLine cmd) {
        try {
            if (AuthTokens.readableByOthers(tokenFile)) {
                cmd.getErr().println("warning: --token-file " + tokenFile + " is readable by its group or others;"
                        + " chmod 600 it");
            }
            return AuthTokens.read(tokenFile);
        } catch (NoSuchFileException e) {
            throw new ParameterException(cmd, "--token-file: no such file: " + tokenFile);
        } catch (IOException e) {
            throw new ParameterException(cmd, "--token-file: cannot read " + tokenFile + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cmd, "--token-file: " + e.getMessage());
        }
    }
}
