package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.engine.SearchAdmission;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.search.SearchLimits;
import org.pnengine.server.ServerLimits;
import org.pnengine.server.TcpServer;
import picocli.CommandLine;

/**
 * {@code serve}'s options: loopback by default, tokens required beyond it, the token file's
 * checks, TLS options in pairs. Nothing here binds anything but loopback.
 */
class ServeCommandTest {

    private static final String TOKEN = "serve-test-token-0123456789";

    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    /** Runs {@code serve} with arguments that must fail before it listens; returns the exit code. */
    private int refused(String... args) {
        CommandLine cl = new CommandLine(new ServeCommand());
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    /** Parses the arguments and makes the server without starting it. */
    private TcpServer server(String... args) {
        ServeCommand cmd = new ServeCommand();
        CommandLine cl = new CommandLine(cmd);
        cl.setErr(new PrintWriter(err, true));
        cl.parseArgs(args);
        return cmd.server(cl);
    }

    private Path tokenFile(String text, String permissions) throws Exception {
        Path f = Files.writeString(dir.resolve("tokens"), text);
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString(permissions));
        }
        return f;
    }

    @Test
    void listensOnLoopbackByDefault() throws Exception {
        ServeCommand cmd = new ServeCommand();
        new CommandLine(cmd).parseArgs();
        assertEquals("127.0.0.1", cmd.host);
        try (TcpServer s = server("--port", "0")) {
            InetSocketAddress a = s.start();
            assertEquals(InetAddress.getByName("127.0.0.1"), a.getAddress());
        }
        assertEquals("", err.toString());
    }

    @Test
    void httpIsOffByDefaultAndOnTheSameHostWhenAsked() throws Exception {
        try (TcpServer s = server("--port", "0")) {
            s.start();
            assertEquals(null, s.httpAddress());
        }
        try (TcpServer s = server("--port", "0", "--http", "0")) {
            InetSocketAddress a = s.start();
            InetSocketAddress web = s.httpAddress();
            assertEquals(a.getAddress(), web.getAddress());
            assertTrue(web.getPort() > 0 && web.getPort() != a.getPort());
        }
        assertEquals(2, refused("--port", "0", "--http", "70000"));
        assertTrue(err.toString().contains("--http must be a port from 0 to 65535"), err.toString());
    }

    @Test
    void httpBeyondLoopbackNeedsTheTokenFileToo() {
        assertEquals(2, refused("--host", "0.0.0.0", "--port", "0", "--http", "0"));
        assertTrue(err.toString().contains("--host 0.0.0.0 is not a loopback address"), err.toString());
    }

    @Test
    void helpShowsHttp() {
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(new ServeCommand());
        cl.setOut(new PrintWriter(out, true));
        assertEquals(0, cl.execute("--help"));
        String help = out.toString().replaceAll("\\s+", " ");
        assertTrue(help.contains("--http=PORT Also serve the web board at http://HOST:PORT/ and the protocol over a WebSocket"
                + " at /gtp (one text frame per command line, one per reply)"), help);
    }

    @Test
    void anAddressBeyondLoopbackWithoutATokenFileIsAUsageError() {
        for (String host : new String[] {"0.0.0.0", "::", "192.0.2.1"}) {
            assertEquals(2, refused("--host", host, "--port", "0"), host);
            assertTrue(err.toString().contains("--host " + host + " is not a loopback address: other machines could connect,"
                    + " so give --token-file FILE"), err.toString());
        }
    }

    @Test
    void aTokenFileAllowsAnyAddressAndWarnsWithoutTls() throws Exception {
        Path f = tokenFile("# ours\n" + TOKEN + "\n", "rw-------");
        // Made, never started: nothing listens beyond loopback in tests.
        try (TcpServer s = server("--host", "0.0.0.0", "--token-file", f.toString())) {
            assertTrue(err.toString().contains("warning: without --tls-cert and --tls-key, tokens and games cross the network unencrypted"));
        }
        try (TcpServer s = server("--token-file", f.toString(), "--port", "0")) {
            s.start();   // tokens on loopback are fine too
        }
        assertFalse(err.toString().contains(TOKEN));
    }

    @Test
    void warnsWhenTheTokenFileIsReadableByOthers() throws Exception {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path f = tokenFile(TOKEN + "\n", "rw-r--r--");
        server("--token-file", f.toString()).close();
        assertEquals("warning: --token-file " + f + " is readable by its group or others; chmod 600 it", err.toString().strip());
    }

    @Test
    void badTokenFilesAreUsageErrorsThatNeverQuoteAToken() throws Exception {
        Path f = tokenFile(TOKEN + "\nshort-secret\n", "rw-------");
        assertEquals(2, refused("--token-file", f.toString()));
        assertTrue(err.toString().contains("--token-file: " + f + " line 2: a token must be at least 16 characters long (this one has 12)"),
                err.toString());
        assertFalse(err.toString().contains("short-secret"));
        assertEquals(2, refused("--token-file", tokenFile("# nothing\n", "rw-------").toString()));
        assertTrue(err.toString().contains("holds no token"), err.toString());
        assertEquals(2, refused("--token-file", dir.resolve("absent").toString()));
        assertTrue(err.toString().contains("--token-file: no such file: " + dir.resolve("absent")), err.toString());
    }

    @Test
    void tlsOptionsComeInPairs() {
        assertEquals(2, refused("--tls-cert", "cert.pem"));
        assertTrue(err.toString().contains("--tls-cert and --tls-key go together: give both or neither"), err.toString());
        assertEquals(2, refused("--tls-key", "key.pem"));
        assertEquals(2, refused("--tls-cert", dir.resolve("none.pem").toString(), "--tls-key", dir.resolve("none.pem").toString()));
        assertTrue(err.toString().contains("--tls-cert/--tls-key: cannot read a PEM certificate chain from"), err.toString());
    }

    /** Every limit is an option with its documented default; the idle timeout is on beyond loopback. */
    @Test
    void limitsHaveOptionsWithTheirDefaults() throws Exception {
        try (TcpServer s = server()) {
            ServerLimits l = s.limits();
            assertEquals(ServerLimits.defaults(), l);
            assertEquals(0, l.idleTimeoutMillis(), "no idle timeout on loopback");
            SearchAdmission a = s.config().admission();
            assertEquals(Runtime.getRuntime().availableProcessors(), a.maxSearches(), "one search per processor");
            assertEquals(1000, a.maxWaiting());
            assertEquals(3_600_000, a.maxSearchMillis(), "an hour");
            assertEquals(Runtime.getRuntime().maxMemory() / 4 * 3, a.memoryBytes());
            assertEquals(Runtime.getRuntime().availableProcessors(), a.maxThreads());
        }
        Path f = tokenFile(TOKEN + "\n", "rw-------");
        try (TcpServer s = server("--host", "0.0.0.0", "--token-file", f.toString())) {
            assertEquals(600_000, s.limits().idleTimeoutMillis(), "10 minutes beyond loopback");
        }
        try (TcpServer s = server("--max-connections", "5", "--idle-timeout", "2.5", "--backlog", "50", "--max-queue", "7",
                "--max-queue-bytes", "999", "--max-output", "4096", "--max-line", "300", "--max-searches", "3",
                "--search-memory", "100", "--max-threads", "1", "--max-per-address", "4", "--auth-timeout", "1.5",
                "--request-timeout", "0.5", "--queue-memory", "3", "--max-waiting-searches", "0", "--max-search-time", "0.25")) {
            assertEquals(new ServerLimits(300, 5, 4, 2, 50, 2500, 1500, 500, new CommandQueue.InputLimit(7, 999), 3 << 20, 4096),
                    s.limits());
            SearchAdmission a = s.config().admission();
            assertEquals(List.of(3, 100L << 20, 1, 0, 250L),
                    List.of(a.maxSearches(), a.memoryBytes(), a.maxThreads(), a.maxWaiting(), a.maxSearchMillis()));
        }
        try (TcpServer s = server("--max-search-time", "0")) {
            assertEquals(SearchLimits.UNLIMITED, s.config().admission().maxSearchMillis(), "0: no cap");
        }
        try (TcpServer s = server("--max-connections", "5", "--max-pending", "5")) {
            assertEquals(5, s.limits().maxPending(), "the pending share may be the whole cap");
        }
        for (String option : new String[] {"--max-connections", "--backlog", "--max-queue", "--max-queue-bytes", "--max-output",
                "--max-searches", "--search-memory", "--max-threads", "--max-per-address", "--max-pending", "--queue-memory"}) {
            assertEquals(2, refused(option, "0"), option);
            assertTrue(err.toString().contains(option + " must be at least 1 (got 0)"), err.toString());
        }
        assertEquals(2, refused("--idle-timeout", "-1"));
        assertEquals(2, refused("--auth-timeout", "0"));
        assertTrue(err.toString().contains("--auth-timeout must be from 0.001 to 86400 seconds"), err.toString());
        assertEquals(2, refused("--request-timeout", "-2"));
        assertEquals(2, refused("--max-waiting-searches", "-1"));
        assertTrue(err.toString().contains("--max-waiting-searches must be at least 0 (got -1)"), err.toString());
        assertEquals(2, refused("--max-search-time", "-1"));
        assertTrue(err.toString().contains("--max-search-time must be from 0 to 1000000000 seconds (got -1.0)"), err.toString());
        assertEquals(2, refused("--player", "uct threads=64", "--max-threads", "2"));
        assertTrue(err.toString().contains("--player: parameter 'threads' must be at most 2 on this server (got 64)"), err.toString());
    }
}
