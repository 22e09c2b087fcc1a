package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.conformance.Transcripts;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.AuthTokens;
import org.pnengine.protocol.Authenticator;

/**
 * The server with tokens and TLS, over real loopback sockets: the transcripts of
 * {@code tests/conformance/auth/} byte for byte over TCP and over TLS, a JDK {@link SSLSocket}
 * client that trusts only the test's self-signed certificate, rate limiting on a hand-moved clock,
 * clients that fail the handshake or speak plain text (closed quietly; the server lives on), and
 * the refusal to listen beyond loopback without tokens.
 */
class SecureServerTest {

    static final Path AUTH = Transcripts.DIR.resolve("auth");
    static final String TOKEN = "first-test-token-0123456789abcdef";

    @TempDir
    static Path dir;
    static TestCertificate cert;

    private final List<TcpServer> servers = new ArrayList<>();
    private final List<LogRecord> warnings = new ArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public synchronized void publish(LogRecord r) {
            if (r.getLevel().intValue() >= Level.INFO.intValue()) warnings.add(r);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    /** Held so that the loggers keep the handler. */
    private final List<Logger> loggers = List.of(Logger.getLogger("org.pnengine"), Logger.getLogger("io.netty"));

    @BeforeAll
    static void certificate() throws Exception {
        cert = TestCertificate.create(dir, "server");
    }

    @BeforeEach
    void captureLogs() {
        for (Logger l : loggers) l.addHandler(capture);
    }

    @AfterEach
    void stop() {
        for (Logger l : loggers) l.removeHandler(capture);
        servers.forEach(TcpServer::close);
    }

    private InetSocketAddress start(ServerSecurity security) throws Exception {
        TcpServer s = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES, security);
        servers.add(s);
        return s.start();
    }

    private static Authenticator tokens(InstantSource clock) throws IOException {
        return new Authenticator(AuthTokens.read(AUTH.resolve("tokens.txt")), clock);
    }

    private static ServerSecurity tls(Authenticator auth) {
        return ServerSecurity.of(auth, cert.cert(), cert.key());
    }

    static List<Path> transcripts() throws IOException {
        try (Stream<Path> s = Files.list(AUTH)) {
            return s.filter(p -> p.toString().endsWith(".in")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "tcp {0}")
    @MethodSource("transcripts")
    void transcriptOverTcp(Path in) throws Exception {
        InetSocketAddress a = start(new ServerSecurity(tokens(InstantSource.system()), null));
        Transcripts.assertMatches(Transcripts.expected(in), Transcripts.overTcp(a, Transcripts.input(in)), in + " over TCP");
    }

    @ParameterizedTest(name = "tls {0}")
    @MethodSource("transcripts")
    void transcriptOverTls(Path in) throws Exception {
        InetSocketAddress a = start(tls(tokens(InstantSource.system())));
        try (SSLSocket s = tlsClient(a, cert.clientContext())) {
            s.getOutputStream().write(Transcripts.input(in));
            s.getOutputStream().flush();
            Transcripts.assertMatches(Transcripts.expected(in), Transcripts.readAll(s.getInputStream()), in + " over TLS");
        }
        assertEquals(List.of(), warnings);
    }

    /** A JDK TLS client that checks the server's name (here its IP address) against the certificate. */
    static SSLSocket tlsClient(InetSocketAddress a, SSLContext ctx) throws IOException {
        Socket plain = new Socket(a.getAddress(), a.getPort());
        SSLSocket s = (SSLSocket) ctx.getSocketFactory().createSocket(plain, "127.0.0.1", a.getPort(), true);
        SSLParameters p = s.getSSLParameters();
        p.setEndpointIdentificationAlgorithm("HTTPS");
        s.setSSLParameters(p);
        s.setSoTimeout(30_000);
        return s;
    }

    @Test
    void tlsRoundTripWithTheSelfSignedCertificate() throws Exception {
        InetSocketAddress a = start(tls(null));   // TLS alone, on loopback
        try (SSLSocket s = tlsClient(a, cert.clientContext())) {
            s.getOutputStream().write("1 pn-auth\n2 play b 4\n3 pn-position\n4 quit\n".getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            assertEquals("=1 \n\n=2 \n\n=3 ......./......./......./......./......./...x... o\n\n=4 \n\n",
                    Transcripts.readAll(s.getInputStream()));
            assertTrue(List.of("TLSv1.3", "TLSv1.2").contains(s.getSession().getProtocol()), s.getSession().getProtocol());
            assertEquals(cert.x509(), s.getSession().getPeerCertificates()[0]);
        }
    }

    @Test
    void failedHandshakesAndPlainTextClientsAreClosedQuietlyAndTheServerLivesOn() throws Exception {
        InetSocketAddress a = start(tls(tokens(InstantSource.system())));
        // A client that trusts another certificate gives up during the handshake.
        TestCertificate other = TestCertificate.create(dir, "other");
        for (int i = 0; i < 3; i++) {
            try (SSLSocket s = tlsClient(a, other.clientContext())) {
                assertThrows(SSLException.class, s::startHandshake);
            }
        }
        // A client speaking plain GTP to the TLS port gets no GTP answer, only the end of the connection.
        for (int i = 0; i < 3; i++) {
            try (Socket s = new Socket(a.getAddress(), a.getPort())) {
                s.setSoTimeout(30_000);
                s.getOutputStream().write(("1 pn-auth " + TOKEN + "\n2 name\n").getBytes(StandardCharsets.UTF_8));
                s.getOutputStream().flush();
                assertFalse(readUntilClosed(s.getInputStream()).contains("pnengine"));
            }
        }
        try (SSLSocket s = tlsClient(a, cert.clientContext())) {
            s.getOutputStream().write(("1 pn-auth " + TOKEN + "\n2 name\n3 quit\n").getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            assertEquals("=1 \n\n=2 pnengine\n\n=3 \n\n", Transcripts.readAll(s.getInputStream()));
        }
        assertEquals(List.of(), warnings.stream().map(r -> r.getLevel() + " " + r.getMessage()).toList(),
                "nothing was logged at INFO or above");
    }

    /** What arrives before the server closes (or resets) the connection. */
    private static String readUntilClosed(InputStream in) {
        StringBuilder sb = new StringBuilder();
        try {
            int b;
            while ((b = in.read()) >= 0) sb.append((char) b);
        } catch (IOException e) {
            // a reset ends it too
        }
        return sb.toString();
    }

    /** Five wrong tokens from one address within the minute refuse it for a minute, here on a clock moved by hand. */
    @Test
    void anAddressIsRefusedAfterFiveWrongTokens() throws Exception {
        long[] now = {0};
        InstantSource clock = () -> Instant.ofEpochMilli(now[0]);
        InetSocketAddress a = start(new ServerSecurity(tokens(clock), null));
        for (int i = 0; i < Authenticator.MAX_FAILURES; i++) {
            assertEquals("?1 unauthorized: wrong token\n\n", exchange(a, "1 pn-auth wrong-token-" + i + "-0123456789\n2 name\n"));
        }
        now[0] += 15_000;
        assertEquals("?1 unauthorized: too many failed attempts, retry in 45 s\n\n",
                exchange(a, "1 pn-auth " + TOKEN + "\n2 name\n"));
        now[0] += 45_000;
        assertEquals("=1 \n\n=2 pnengine\n\n=3 \n\n", exchange(a, "1 pn-auth " + TOKEN + "\n2 name\n3 quit\n"));
    }

    private static String exchange(InetSocketAddress a, String input) throws IOException {
        return Transcripts.overTcp(a, input.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void listeningBeyondLoopbackNeedsTokens() throws Exception {
        for (String host : List.of("127.0.0.1", "localhost", "::1", "127.0.0.2")) {
            assertFalse(ServerSecurity.requiresTokens(host), host);
        }
        for (String host : List.of("0.0.0.0", "::", "192.0.2.1", "2001:db8::1")) {
            assertTrue(ServerSecurity.requiresTokens(host), host);
        }
        // Refused before anything is bound.
        for (String host : List.of("0.0.0.0", "::")) {
            try (TcpServer s = new TcpServer(host, 0, EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES)) {
                IllegalStateException e = assertThrows(IllegalStateException.class, s::start);
                assertEquals("listening on " + host + ", which is not a loopback address, needs tokens", e.getMessage());
            }
        }
    }

    @Test
    void theDefaultServerListensOnLoopbackOnly() throws Exception {
        InetSocketAddress a = start(ServerSecurity.NONE);
        assertEquals(InetAddress.getByName("127.0.0.1"), a.getAddress());
    }

    @Test
    void tlsFilesAreCheckedWhenTheServerIsMade() throws Exception {
        var gen = KeyPairGenerator.getInstance("EC");
        gen.initialize(new ECGenParameterSpec("secp256r1"));
        Path strangerKey = Files.writeString(dir.resolve("stranger-key.pem"),
                TestCertificate.pem("PRIVATE KEY", gen.generateKeyPair().getPrivate().getEncoded()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerSecurity.of(null, cert.cert(), strangerKey));
        assertEquals("the private key in " + strangerKey + " does not belong to the certificate in " + cert.cert(), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ServerSecurity.of(null, cert.key(), cert.key()));
        assertTrue(e.getMessage().startsWith("cannot read a PEM certificate chain from " + cert.key()), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ServerSecurity.of(null, cert.cert(), cert.cert()));
        assertTrue(e.getMessage().startsWith(cert.cert() + " holds no unencrypted PKCS#8 key"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ServerSecurity.of(null, cert.cert(), null));
        assertThrows(IllegalArgumentException.class, () -> ServerSecurity.of(null, dir.resolve("missing.pem"), cert.key()));
    }
}
