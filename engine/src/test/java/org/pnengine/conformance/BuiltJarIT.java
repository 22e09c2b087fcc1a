package org.pnengine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * End-to-end: the built jar as a real process, over stdio and over TCP, against every
 * transcript; plus the CLI's {@code --help} and a graceful shutdown on SIGTERM.
 */
class BuiltJarIT {

    private static Process server;
    private static InetSocketAddress address;

    static List<Path> transcripts() throws Exception {
        return Transcripts.all();
    }

    static String jar() {
        return System.getProperty("pnengine.jar", Paths.get("target", "pnengine.jar").toString());
    }

    static ProcessBuilder java(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd);
    }

    @BeforeAll
    static void startServer() throws Exception {
        server = java("serve", "--port", "0").redirectErrorStream(true).start();
        BufferedReader err = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern p = Pattern.compile("listening on ([0-9.]+):(\\d+)");
        String line;
        while ((line = err.readLine()) != null) {
            Matcher m = p.matcher(line);
            if (m.find()) {
                address = new InetSocketAddress(m.group(1), Integer.parseInt(m.group(2)));
                break;
            }
        }
        assertTrue(address != null, "the server did not report its address");
        // Keep draining its output so that it never blocks on a full pipe.
        Thread t = new Thread(() -> {
            try {
                err.transferTo(Writer.nullWriter());
            } catch (IOException ignored) {
                // the process ended
            }
        });
        t.setDaemon(true);
        t.start();
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null && server.isAlive()) {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
            server.destroyForcibly();
        }
    }

    @ParameterizedTest(name = "jar stdio {0}")
    @MethodSource("transcripts")
    void stdio(Path in) throws Exception {
        Process p = java("stdio").start();
        try (OutputStream out = p.getOutputStream()) {
            out.write(Transcripts.input(in));
        }
        String actual = Transcripts.readAll(p.getInputStream());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        Transcripts.assertMatches(Transcripts.expected(in), actual, in + " against the jar's stdio");
    }

    @ParameterizedTest(name = "jar tcp {0}")
    @MethodSource("transcripts")
    void tcp(Path in) throws Exception {
        Transcripts.assertMatches(Transcripts.expected(in), Transcripts.overTcp(address, Transcripts.input(in)),
                in + " against the jar's TCP server");
    }

    static List<org.junit.jupiter.params.provider.Arguments> protocolTranscripts() throws Exception {
        return Transcripts.ofProtocols();
    }

    /** The other protocols' transcripts against {@code pnengine uci}, {@code pnengine usi}, .... */
    @ParameterizedTest(name = "jar {0} {1}")
    @MethodSource("protocolTranscripts")
    void protocolOverStdio(String protocol, Path in) throws Exception {
        Process p = java(protocol).start();
        try (OutputStream out = p.getOutputStream()) {
            out.write(Transcripts.input(in));
        }
        String actual = Transcripts.readAll(p.getInputStream());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        Transcripts.assertMatches(Transcripts.expected(in), actual, in + " against the jar's " + protocol);
    }

    /** The same against {@code serve --protocol NAME}. */
    @ParameterizedTest(name = "jar serve --protocol {0} {1}")
    @MethodSource("protocolTranscripts")
    void protocolOverTcp(String protocol, Path in) throws Exception {
        Process srv = java("serve", "--port", "0", "--protocol", protocol).redirectErrorStream(true).start();
        try {
            BufferedReader err = new BufferedReader(new InputStreamReader(srv.getInputStream(), StandardCharsets.UTF_8));
            java.util.regex.Matcher m = null;
            String line;
            while ((line = err.readLine()) != null) {
                m = java.util.regex.Pattern.compile("listening on ([0-9.]+):(\\d+)").matcher(line);
                if (m.find()) break;
            }
            assertTrue(line != null, "the server did not report its address");
            InetSocketAddress a = new InetSocketAddress(m.group(1), Integer.parseInt(m.group(2)));
            Transcripts.assertMatches(Transcripts.expected(in), Transcripts.overTcp(a, Transcripts.input(in)),
                    in + " against the jar's serve --protocol " + protocol);
        } finally {
            srv.destroy();
            srv.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /**
     * {@code bin/pnengine} starts the jar with the class-data archive {@code mvn package} made,
     * and the archive fits this JVM: with {@code -Xshare:on} a JVM that cannot map it fails.
     */
    @Test
    void theLauncherStartsTheJarWithItsClassDataArchive() throws Exception {
        Process p = new ProcessBuilder("bin/pnengine", "uci").start();
        try (OutputStream out = p.getOutputStream()) {
            out.write("uci\nquit\n".getBytes(StandardCharsets.UTF_8));
        }
        String actual = Transcripts.readAll(p.getInputStream());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertTrue(actual.startsWith("id name pnengine ") && actual.endsWith("uciok\n"), actual);
        String err = Transcripts.readAll(p.getErrorStream());
        assertEquals("", err, "no warning: the archive was used");
        List<String> strict = List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-Xshare:on",
                "-XX:SharedArchiveFile=" + Paths.get("target", "pnengine.jsa").toAbsolutePath(), "-jar",
                Paths.get("target", "pnengine.jar").toAbsolutePath().toString(), "stdio");
        Process q = new ProcessBuilder(strict).redirectErrorStream(true).start();
        try (OutputStream out = q.getOutputStream()) {
            out.write("1 name\n".getBytes(StandardCharsets.UTF_8));
        }
        String got = Transcripts.readAll(q.getInputStream());
        assertTrue(q.waitFor(30, TimeUnit.SECONDS));
        assertEquals("=1 pnengine\n\n", got, "the archive maps with -Xshare:on");
    }

    @Test
    void stdioExitsAtEndOfInputWithoutQuit() throws Exception {
        Process p = java("stdio").start();
        try (OutputStream out = p.getOutputStream()) {
            out.write("1 name\n2 play b 4\n3 pn-position\n".getBytes(StandardCharsets.UTF_8));
        }
        String actual = Transcripts.readAll(p.getInputStream());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals("=1 pnengine\n\n=2 \n\n=3 ......./......./......./......./......./...x... o\n\n", actual);
    }

    @Test
    void everySubcommandHasHelp() throws Exception {
        List<String> subs = new java.util.ArrayList<>(List.of("serve", "stdio", "solve"));
        // Each protocol but GTP is a subcommand of its own name (uci, usi, xboard, nboard).
        org.pnengine.protocol.Protocols.ALL.stream().filter(x -> x != org.pnengine.protocol.Protocols.GTP)
                .forEach(x -> subs.add(x.name()));
        for (String sub : subs) {
            Process p = java(sub, "--help").redirectErrorStream(true).start();
            String text = Transcripts.readAll(p.getInputStream());
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), text);
            assertTrue(text.contains("Usage: pnengine " + sub), text);
        }
    }

    @Test
    void terminatesGracefullyOnSigterm() throws Exception {
        Process p = java("serve", "--port", "0").redirectErrorStream(true).start();
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = r.readLine();
        assertTrue(line != null && line.contains("listening on"), String.valueOf(line));
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the server did not stop within 10 s of SIGTERM");
    }

    @Test
    void pythonExampleClientPlaysAMatch() throws Exception {
        Assumptions.assumeTrue(onPath("python3"), "python3 is not installed");
        Process p = new ProcessBuilder("python3", "clients/python/gtp_client.py", "--jar", jar(),
                "--games", "2", "--playouts", "200").redirectErrorStream(true).start();
        String text = Transcripts.readAll(p.getInputStream());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), text);
        assertTrue(text.matches("(?s)game 1: (B\\+\\d+|W\\+\\d+|0) \\(A is black\\)\\ngame 2: .*"), text);
    }

    private static boolean onPath(String exe) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (new File(dir, exe).canExecute()) return true;
        }
        return false;
    }
}
