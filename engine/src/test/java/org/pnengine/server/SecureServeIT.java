package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.conformance.Transcripts;

/**
 * End-to-end: the built jar as {@code serve --token-file ... --tls-cert ... --tls-key ...}, the
 * transcripts of {@code tests/conformance/auth/} over TLS from a JDK client that trusts the
 * test's certificate, and the usage error for a non-loopback address without tokens.
 */
class SecureServeIT {

    @TempDir
    static Path dir;
    static TestCertificate cert;
    static Process server;
    static InetSocketAddress address;

    static ProcessBuilder jar(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", System.getProperty("pnengine.jar", Paths.get("target", "pnengine.jar").toString())));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectErrorStream(true);
    }

    @BeforeAll
    static void start() throws Exception {
        cert = TestCertificate.create(dir, "jar");
        server = jar("serve", "--port", "0", "--token-file", SecureServerTest.AUTH.resolve("tokens.txt").toString(),
                "--tls-cert", cert.cert().toString(), "--tls-key", cert.key().toString()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern p = Pattern.compile("listening on ([0-9.]+):(\\d+) \\(game connect_four; pn-auth required; TLS\\)");
        String line;
        while ((line = out.readLine()) != null) {
            Matcher m = p.matcher(line);
            if (m.find()) {
                address = new InetSocketAddress(m.group(1), Integer.parseInt(m.group(2)));
                break;
            }
        }
        assertTrue(address != null, "the server did not report its address");
        Thread drain = new Thread(() -> {
            try {
                out.transferTo(Writer.nullWriter());
            } catch (IOException ignored) {
                // the process ended
            }
        });
        drain.setDaemon(true);
        drain.start();
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
            server.destroyForcibly();
        }
    }

    static List<Path> transcripts() throws Exception {
        return SecureServerTest.transcripts();
    }

    @ParameterizedTest(name = "jar tls {0}")
    @MethodSource("transcripts")
    void transcriptOverTls(Path in) throws Exception {
        try (SSLSocket s = SecureServerTest.tlsClient(address, cert.clientContext())) {
            s.getOutputStream().write(Transcripts.input(in));
            s.getOutputStream().flush();
            Transcripts.assertMatches(Transcripts.expected(in), Transcripts.readAll(s.getInputStream()), in + " against the jar");
        }
    }

    @Test
    void refusesToListenBeyondLoopbackWithoutTokens() throws Exception {
        Process p = jar("serve", "--host", "0.0.0.0", "--port", "0").start();
        String text = Transcripts.readAll(p.getInputStream());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), text);
        assertTrue(text.startsWith("--host 0.0.0.0 is not a loopback address"), text);
    }
}
