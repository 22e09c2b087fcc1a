package org.pnengine.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pnengine.engine.SearchAdmission;
import org.pnengine.protocol.AuthTokens;
import org.pnengine.protocol.Authenticator;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.Protocols;
import org.pnengine.server.ServerLimits;
import org.pnengine.server.ServerSecurity;
import org.pnengine.server.TcpServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/**
 * {@code serve}: the TCP server. It listens on loopback unless told otherwise; any other address
 * needs {@code --token-file}, so that clients from other machines must authenticate
 * ({@code pn-auth}). {@code --tls-cert} and {@code --tls-key} turn on TLS. The limits on what
 * clients may take ({@link ServerLimits}: connections, idle time, backlog, queued input, unread
 * output; {@link SearchAdmission}: searches at once and waiting, their time and memory, a
 * player's threads) each have an option with a documented default (protocol-spec §1).
 * {@code --http PORT} also serves the web page, and the protocol over a WebSocket at
 * {@code /gtp}, on a second port of the same host.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the protocol over TCP, one session per connection (and, with --http, the web board and a WebSocket).")
final class ServeCommand implements Callable<Integer> {

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}); any address but loopback needs --token-file.")
    String host;

    @Option(names = "--port", defaultValue = "9610", description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--http", paramLabel = "PORT",
            description = "Also serve the web board at http://HOST:PORT/ and the protocol over a WebSocket at /gtp"
                    + " (one text frame per command line, one per reply), on the same host, with the same sessions,"
                    + " limits and tokens; 0 picks a free port (default: off).")
    Integer httpPort;

    @Option(names = "--protocol", paramLabel = "NAME", defaultValue = "gtp", completionCandidates = ProtocolNames.class,
            description = "The protocol of the TCP port's connections, one of: ${COMPLETION-CANDIDATES} (default:"
                    + " ${DEFAULT-VALUE}); the --http port's WebSocket always speaks GTP.")
    String protocol;

    /** The catalogued protocols' names, for {@code --protocol}'s help. */
    static final class ProtocolNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Protocols.ALL.stream().map(Protocols.Protocol::name).iterator();
        }
    }

    @Option(names = "--token-file", paramLabel = "FILE",
            description = "Clients must first send pn-auth with one of the tokens in FILE: one per line, at least "
                    + AuthTokens.MIN_LENGTH + " of A-Z a-z 0-9 - . _ ~ (e.g. from openssl rand -hex 32); blank lines and # comments are ignored.")
    Path tokenFile;

    @Option(names = "--tls-cert", paramLabel = "FILE", description = "TLS: the server's certificate chain (PEM); needs --tls-key.")
    Path tlsCert;

    @Option(names = "--tls-key", paramLabel = "FILE", description = "TLS: the certificate's private key (PEM, PKCS#8, unencrypted); needs --tls-cert.")
    Path tlsKey;

    @Option(names = "--max-connections", paramLabel = "N", defaultValue = "" + ServerLimits.DEFAULT_MAX_CONNECTIONS,
            description = "Connections open at once; one more is answered '? busy: ...' and closed (default: ${DEFAULT-VALUE}).")
    int maxConnections;

    @Option(names = "--max-per-address", paramLabel = "N", defaultValue = "" + ServerLimits.DEFAULT_MAX_PER_ADDRESS,
            description = "Connections open at once from one IP address (an IPv6 address's /64); one more is answered"
                    + " '? busy: ...' and closed (default: ${DEFAULT-VALUE}).")
    int maxPerAddress;

    @Option(names = "--max-pending", paramLabel = "N",
            description = "Connections open at once that are not yet sessions: with --token-file, those that have not"
                    + " sent pn-auth; on the --http port, those not yet a WebSocket (default: half of --max-connections).")
    Integer maxPending;

    @Option(names = "--auth-timeout", paramLabel = "SECONDS", defaultValue = "10",
            description = "With --token-file: close a connection that has not authenticated within this long (default: ${DEFAULT-VALUE}).")
    double authTimeout;

    @Option(names = "--request-timeout", paramLabel = "SECONDS", defaultValue = "10",
            description = "On the --http port: close a connection that has not sent a whole request within this long of"
                    + " opening or of its last response (default: ${DEFAULT-VALUE}).")
    double requestTimeout;

    @Option(names = "--idle-timeout", paramLabel = "SECONDS",
            description = "Close a connection that has sent nothing, been sent nothing and had no command running for this long;"
                    + " 0 never (default: 600 when --host is beyond loopback, else 0).")
    Double idleTimeout;

    @Option(names = "--backlog", paramLabel = "N", defaultValue = "4096",
            description = "Connections the system holds until they are accepted, for bursts of connects; the system may cap it"
                    + " (Linux: net.core.somaxconn) (default: ${DEFAULT-VALUE}).")
    int backlog;

    @Option(names = "--max-queue", paramLabel = "COMMANDS", defaultValue = "10000",
            description = "Commands a connection may have waiting; one more line is answered '? queue full: ...' and the"
                    + " connection closed (default: ${DEFAULT-VALUE}).")
    int maxQueue;

    @Option(names = "--max-queue-bytes", paramLabel = "BYTES", defaultValue = "1048576",
            description = "Memory the commands waiting on one connection may take (a line's characters and "
                    + CommandQueue.LINE_OVERHEAD_BYTES + " bytes each), as --max-queue (default: ${DEFAULT-VALUE}).")
    long maxQueueBytes;

    @Option(names = "--queue-memory", paramLabel = "MB",
            description = "Memory the commands waiting on all connections may take together; past it a connection that"
                    + " has commands waiting and sends one more is treated as by --max-queue (default: 1/16 of the heap, -Xmx).")
    Long queueMemoryMb;

    @Option(names = "--max-output", paramLabel = "BYTES", defaultValue = "1048576",
            description = "Replies a connection may leave unread before it is closed; its commands stop running at "
                    + ServerLimits.HIGH_WATER_MARK + " bytes unread (default: ${DEFAULT-VALUE}).")
    long maxOutput;

    @Option(names = "--max-searches", paramLabel = "N",
            description = "Searches (solve, genmove, analysis) running at once over all connections; one more waits for a"
                    + " place (default: the number of processors).")
    Integer maxSearches;

    @Option(names = "--max-waiting-searches", paramLabel = "N", defaultValue = "" + SearchAdmission.DEFAULT_MAX_WAITING,
            description = "Searches that may wait for a place, first come, first served: a genmove at most half its time,"
                    + " a solve at most its time=, any at most " + SearchAdmission.MAX_WAIT_MILLIS / 1000 + " s; one more,"
                    + " or one whose wait ends, is answered '? busy: ...'; 0 refuses at once (default: ${DEFAULT-VALUE}).")
    int maxWaiting;

    @Option(names = "--max-search-time", paramLabel = "SECONDS", defaultValue = "3600",
            description = "The longest wall time of any search (solve, genmove, analysis, pondering), which then answers"
                    + " what it has; 0 = none (default: ${DEFAULT-VALUE}).")
    double maxSearchTime;

    @Option(names = "--search-memory", paramLabel = "MB",
            description = "Memory the searches may hold together: a solve reserves its memory= first and is answered"
                    + " '? busy: ...' if it is not free; a player takes at most half of what is free (default: 3/4 of the"
                    + " heap, -Xmx).")
    Long searchMemoryMb;

    @Option(names = "--max-threads", paramLabel = "N",
            description = "The most threads= a player may search with (default: the number of processors).")
    Integer maxThreads;

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
        InetSocketAddress web = server.httpAddress();
        if (web != null) {
            System.err.println("pnengine web board on " + (tlsCert != null ? "https" : "http") + "://"
                    + hostInUrl(web) + ":" + web.getPort() + "/");
        }
        System.err.flush();
        server.awaitClose();
        return 0;
    }

    /** The server the options describe, not yet started; a usage error if they do not fit together. */
    TcpServer server(CommandLine cmd) {
        var config = engine.config(cmd, admission(cmd));
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
        TcpServer server = new TcpServer(host, port, config, limits(cmd, remote), security)
                .withProtocol(Protocols.find(protocol).orElseThrow(() -> new ParameterException(cmd,
                        "--protocol: no protocol " + protocol + "; pnengine speaks "
                                + String.join(", ", Protocols.ALL.stream().map(Protocols.Protocol::name).toList()))));
        if (httpPort != null) {
            if (httpPort < 0 || httpPort > 65535) throw new ParameterException(cmd, "--http must be a port from 0 to 65535");
            server.withHttp(httpPort);
        }
        return server;
    }

    /** The bound address as a URL host: IPv6 in brackets. */
    private static String hostInUrl(InetSocketAddress a) {
        String h = a.getHostString();
        return h.contains(":") ? "[" + h + "]" : h;
    }

    private SearchAdmission admission(CommandLine cmd) {
        int searches = maxSearches == null ? SearchAdmission.defaultServerSearches() : (int) positive(cmd, "--max-searches", maxSearches);
        if (maxWaiting < 0) throw new ParameterException(cmd, "--max-waiting-searches must be at least 0 (got " + maxWaiting + ")");
        long memory = searchMemoryMb == null ? SearchAdmission.defaultMemoryBytes() : positive(cmd, "--search-memory", searchMemoryMb) << 20;
        int threads = maxThreads == null ? Runtime.getRuntime().availableProcessors() : (int) positive(cmd, "--max-threads", maxThreads);
        return new SearchAdmission(searches, maxWaiting, memory, threads, EngineOptions.searchMillis(cmd, maxSearchTime));
    }

    private ServerLimits limits(CommandLine cmd, boolean remote) {
        double idle = idleTimeout == null ? (remote ? ServerLimits.REMOTE_IDLE_TIMEOUT_MILLIS / 1000.0 : 0) : idleTimeout;
        if (!(idle >= 0 && idle <= 1e9)) throw new ParameterException(cmd, "--idle-timeout must be from 0 to 1000000000 seconds");
        positive(cmd, "--max-connections", maxConnections);
        positive(cmd, "--max-per-address", maxPerAddress);
        int pending = maxPending == null ? Math.max(1, maxConnections / 2) : (int) positive(cmd, "--max-pending", maxPending);
        positive(cmd, "--backlog", backlog);
        positive(cmd, "--max-queue", maxQueue);
        positive(cmd, "--max-queue-bytes", maxQueueBytes);
        positive(cmd, "--max-output", maxOutput);
        long queueMemory = queueMemoryMb == null ? ServerLimits.defaultQueueMemoryBytes()
                : positive(cmd, "--queue-memory", queueMemoryMb) << 20;
        return ServerLimits.defaults().withMaxLineBytes(engine.maxLine).withMaxConnections(maxConnections)
                .withMaxPerAddress(maxPerAddress).withMaxPending(pending).withBacklog(backlog)
                .withIdleTimeoutMillis(Math.round(idle * 1000))
                .withAuthTimeoutMillis(seconds(cmd, "--auth-timeout", authTimeout))
                .withRequestTimeoutMillis(seconds(cmd, "--request-timeout", requestTimeout))
                .withInput(new CommandQueue.InputLimit(maxQueue, maxQueueBytes)).withQueueMemoryBytes(queueMemory)
                .withMaxOutputBytes(maxOutput);
    }

    /** A timeout in seconds, from 0.001 to a day, in milliseconds. */
    private static long seconds(CommandLine cmd, String option, double value) {
        if (!(value >= 0.001 && value <= 86_400)) throw new ParameterException(cmd, option + " must be from 0.001 to 86400 seconds");
        return Math.round(value * 1000);
    }

    private static long positive(CommandLine cmd, String option, long value) {
        if (value < 1) throw new ParameterException(cmd, option + " must be at least 1 (got " + value + ")");
        return value;
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
