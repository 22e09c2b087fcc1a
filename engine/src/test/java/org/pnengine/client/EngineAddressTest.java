package org.pnengine.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engine addresses: parsing and masking, and opening them for real: TCP with and without a token,
 * and TLS with self-signed certificates ({@link TestCertificates}).
 */
@Timeout(120)
class EngineAddressTest {

    private static final String TOKEN = "s3cret-token-0123456789";
    private static final long SECOND = 1_000;

    @TempDir
    static Path dir;

    private static SSLContext serverContext(String name) throws Exception {
        return TestCertificates.serverContext(name);
    }

    private static EngineAddress.Options trusting(String name) throws Exception {
        return EngineAddress.Options.defaults().withTimeout(Duration.ofSeconds(20))
                .withTls(TlsTrust.withCertificates(List.of(TestCertificates.pem(name))));
    }

    @Test
    void parsesTheThreeKinds() {
        assertEquals(new EngineAddress.Stdio(List.of("/usr/games/gtp-rhino", "-l", "3")),
                EngineAddress.parse("stdio:/usr/games/gtp-rhino -l 3"));
        EngineAddress quoted = EngineAddress.parse("stdio:java -jar target/pnengine.jar stdio --player 'uct c=1'");
        assertEquals("stdio:java -jar target/pnengine.jar stdio --player 'uct c=1'", quoted.toString());
        assertEquals(quoted, EngineAddress.parse(quoted.toString()), "toString reads back");
        assertEquals(new EngineAddress.Remote(false, "127.0.0.1", 9610, null), EngineAddress.parse("tcp://127.0.0.1:9610"));
        assertEquals(new EngineAddress.Remote(true, "::1", 9610, TOKEN), EngineAddress.parse("TLS://" + TOKEN + "@[::1]:9610/"));
        assertEquals(new EngineAddress.Remote(false, "h", 1, "a@b:c"), EngineAddress.parse("tcp://a%40b:c@h:1"),
                "a percent-encoded token");
        assertTrue(EngineAddress.isAddress(" stdio:x") && EngineAddress.isAddress("tcp://h:1")
                && !EngineAddress.isAddress("uct c=1"));
    }

    @Test
    void neverShowsTheToken() {
        EngineAddress a = EngineAddress.parse("tls://" + TOKEN + "@engine.example.org:9610");
        assertEquals("tls://***@engine.example.org:9610", a.toString());
        assertEquals("tcp://***@[::1]:9", EngineAddress.parse("tcp://" + TOKEN + "@[::1]:9").toString());
        for (String bad : List.of("tcp://" + TOKEN + "@host", "tcp://" + TOKEN + "@host:1/path",
                "tcp://" + TOKEN + "@host:1?x=1", "tcp://" + TOKEN + "@ho st:1", "tcp://" + TOKEN + "@host:99999")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineAddress.parse(bad), bad);
            assertFalse(e.getMessage().contains(TOKEN), e.getMessage());
        }
        assertEquals("tcp://***@h:1/p", EngineAddress.mask("tcp://x@y@h:1/p"));
    }

    @Test
    void rejectsWhatIsNotAnAddress() {
        assertThrows(IllegalArgumentException.class, () -> EngineAddress.parse("http://h:1"));
        assertThrows(IllegalArgumentException.class, () -> EngineAddress.parse("stdio:  "));
        assertThrows(IllegalArgumentException.class, () -> EngineAddress.parse("stdio:engine 'unclosed"));
    }

    @Test
    void tcpWithAndWithoutAToken() throws Exception {
        try (FakeEngineServer open = new FakeEngineServer(List.of());
             FakeEngineServer locked = new FakeEngineServer(List.of("token=" + TOKEN))) {
            GtpController c = EngineAddress.parse("tcp://127.0.0.1:" + open.port()).open(EngineAddress.Options.defaults());
            assertEquals("Fake Engine", c.call("name", 10 * SECOND));
            c.quit();

            GtpController authed = EngineAddress.parse("tcp://" + TOKEN + "@127.0.0.1:" + locked.port())
                    .open(EngineAddress.Options.defaults());
            assertEquals("Fake Engine", authed.call("name", 10 * SECOND), "pn-auth was sent first");
            authed.quit();

            IOException e = assertThrows(IOException.class, () -> EngineAddress.parse("tcp://wrong-token-0123456789@127.0.0.1:"
                    + locked.port()).open(EngineAddress.Options.defaults()));
            assertTrue(e.getMessage().contains("refused the token") && e.getMessage().contains("unauthorized"),
                    e.getMessage());
            assertFalse(e.getMessage().contains("wrong-token"), e.getMessage());
        }
        // nobody listening: the port is held by a socket that is bound but never listens, so no other
        // test can take it meanwhile and no client can connect to itself on it (connect is refused)
        try (Socket held = new Socket()) {
            held.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            int port = held.getLocalPort();
            assertThrows(IOException.class, () -> EngineAddress.parse("tcp://127.0.0.1:" + port)
                    .open(EngineAddress.Options.defaults()));
        }
    }

    @Test
    void tlsTrustsTheGivenCertificateAndChecksTheHostName() throws Exception {
        try (FakeEngineServer server = new FakeEngineServer(serverContext("good"), List.of("token=" + TOKEN))) {
            for (String host : List.of("localhost", "127.0.0.1")) {
                GtpController c = EngineAddress.parse("tls://" + TOKEN + "@" + host + ":" + server.port())
                        .open(trusting("good"));
                assertEquals("Fake Engine", c.call("name", 10 * SECOND), host);
                c.quit();
            }
            IOException untrusted = assertThrows(IOException.class, () -> EngineAddress.parse("tls://localhost:"
                    + server.port()).open(EngineAddress.Options.defaults()));
            assertTrue(untrusted instanceof SSLException, untrusted.toString());
        }
        try (FakeEngineServer other = new FakeEngineServer(serverContext("elsewhere"), List.of())) {
            IOException wrongHost = assertThrows(IOException.class, () -> EngineAddress.parse("tls://localhost:"
                    + other.port()).open(trusting("elsewhere")));
            assertTrue(wrongHost instanceof SSLException, wrongHost.toString());
            assertTrue(String.valueOf(wrongHost.getMessage()).toLowerCase().contains("localhost"), wrongHost.getMessage());
        }
    }

    @Test
    void trustFilesMustHoldCertificates() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.pem"), "no certificate here\n");
        IOException e = assertThrows(IOException.class, () -> TlsTrust.withCertificates(List.of(empty)));
        assertTrue(e.getMessage().startsWith(empty.toString()), e.getMessage());
        assertThrows(IOException.class, () -> TlsTrust.withCertificates(new ArrayList<>(List.of(dir.resolve("none.pem")))));
    }
}
