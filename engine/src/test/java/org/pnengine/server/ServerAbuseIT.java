package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * End-to-end at a small heap: the built jar as {@code serve --http} with {@code -Xmx256m},
 * flooded by clients that never read (pipelined HTTP requests, WebSocket pings, lines of
 * commands), left by clients in the middle of their solves, and, over stdio, left by its GUI
 * mid-search. After each, the server is alive, answers a new client at once, has cut off the
 * offender and logged no {@code OutOfMemoryError}; the stdio engine exits.
 */
class ServerAbuseIT {

    static Process server;
    static InetSocketAddress gtp;
    static InetSocketAddress web;
    static final StringBuffer log = new StringBuffer();

    static List<String> java(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-jar", System.getProperty("pnengine.jar", Paths.get("target", "pnengine.jar").toString())));
        cmd.addAll(List.of(args));
        return cmd;
    }

    @BeforeAll
    static void start() throws Exception {
        server = new ProcessBuilder(java("serve", "--port", "0", "--http", "0")).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern listening = Pattern.compile("listening on ([0-9.]+):(\\d+)");
        Pattern board = Pattern.compile("web board on http://([0-9.]+):(\\d+)/");
        String line;
        while (web == null && (line = out.readLine()) != null) {
            log.append(line).append('\n');
            Matcher m = listening.matcher(line);
            if (m.find()) gtp = new InetSocketAddress(m.group(1), Integer.parseInt(m.group(2)));
            m = board.matcher(line);
            if (m.find()) web = new InetSocketAddress(m.group(1), Integer.parseInt(m.group(2)));
        }
        assertTrue(gtp != null && web != null, "the server did not report its addresses: " + log);
        Thread drain = new Thread(() -> {
            try {
                String l;
                while ((l = out.readLine()) != null) log.append(l).append('\n');
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

    /** The server is alive, answers a new client at once, and has logged no out-of-memory error. */
    private static void assertServing(String after) throws Exception {
        assertTrue(server.isAlive(), "the server died after " + after + ": " + log);
        long t0 = System.nanoTime();
        try (Socket s = new Socket(gtp.getAddress(), gtp.getPort())) {
            s.setSoTimeout(5000);
            s.getOutputStream().write("1 name\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("=1 pnengine", new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8))
                    .readLine(), after);
        }
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5), "slow to answer after " + after);
        assertFalse(log.toString().contains("OutOfMemoryError"), log.toString());
    }

    /**
     * Writes {@code chunk} over and over for at most {@code seconds}, never reading; returns whether
     * the server cut the connection off (a write failed) before the time was up.
     */
    private static boolean flood(Socket s, byte[] chunk, long seconds) throws Exception {
        java.util.concurrent.atomic.AtomicBoolean timedOut = new java.util.concurrent.atomic.AtomicBoolean();
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(seconds * 1000);
                timedOut.set(true);
                s.close();
            } catch (InterruptedException | IOException e) {
                // over
            }
        });
        watchdog.setDaemon(true);
        watchdog.start();
        try {
            s.setSoLinger(true, 0);
            while (true) s.getOutputStream().write(chunk);
        } catch (IOException e) {
            return !timedOut.get();
        } finally {
            watchdog.interrupt();
            s.close();
        }
    }

    @Test
    void pipelinedRequestsAreCutOffAndTheServerLives() throws Exception {
        Socket s = new Socket(web.getAddress(), web.getPort());
        s.setReceiveBufferSize(4096);
        byte[] chunk = ("GET /app.js HTTP/1.1\r\nHost: 127.0.0.1:" + web.getPort() + "\r\n\r\n").repeat(200)
                .getBytes(StandardCharsets.US_ASCII);
        assertTrue(flood(s, chunk, 10), "the server did not cut off the client in 10 s");
        assertServing("a flood of pipelined requests");
    }

    @Test
    void pingsAreCutOffAndTheServerLives() throws Exception {
        Socket s = new Socket(web.getAddress(), web.getPort());
        s.getOutputStream().write(("GET /gtp HTTP/1.1\r\nHost: 127.0.0.1:" + web.getPort() + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        InputStream in = s.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) head.append((char) in.read());
        assertTrue(head.toString().startsWith("HTTP/1.1 101 "), head.toString());
        ByteArrayOutputStream pings = new ByteArrayOutputStream();
        for (int i = 0; i < 2000; i++) pings.writeBytes(new byte[] {(byte) 0x89, (byte) 0x80, 0, 0, 0, 0});
        assertTrue(flood(s, pings.toByteArray(), 30), "the server did not cut off the pinging client in 30 s");
        assertServing("a flood of pings");
    }

    /** Forty clients each queue about a megabyte of commands and never read: a heap of 256 MB holds. */
    @Test
    void queuedLinesFromManyClientsFitTheHeap() throws Exception {
        StringBuilder sb = new StringBuilder("set_game gomoku size=19\n");
        for (int i = 0; i < 9000; i++) sb.append("legal_moves\n");
        String junk = "a ".repeat(8000) + "\n";
        for (int i = 0; i < 55; i++) sb.append(junk);
        byte[] script = sb.toString().getBytes(StandardCharsets.US_ASCII);
        int clients = 40;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Socket> sockets = new ArrayList<>();
        try {
            List<Future<?>> writes = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                Socket s = new Socket(gtp.getAddress(), gtp.getPort());
                s.setReceiveBufferSize(4096);
                sockets.add(s);
                writes.add(pool.submit(() -> {
                    try {
                        s.getOutputStream().write(script);
                    } catch (IOException e) {
                        // cut off: expected for most
                    }
                    return null;
                }));
            }
            for (Future<?> f : writes) f.get(60, TimeUnit.SECONDS);
            assertServing("forty clients queued a megabyte each");
        } finally {
            for (Socket s : sockets) {
                s.setSoLinger(true, 0);
                s.close();
            }
            pool.shutdownNow();
        }
        assertServing("forty clients left");
    }

    /** Clients that leave right after an unbounded solve take their searches with them. */
    @Test
    void solvesEndWithTheirClients() throws Exception {
        for (int i = 0; i < 3; i++) {
            try (Socket s = new Socket(gtp.getAddress(), gtp.getPort())) {
                s.getOutputStream().write("solve\n".getBytes(StandardCharsets.US_ASCII));
                Thread.sleep(200);
            }
        }
        Thread.sleep(2000);
        try (Socket s = new Socket(gtp.getAddress(), gtp.getPort())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write("1 solve time=0.5\n".getBytes(StandardCharsets.US_ASCII));
            String reply = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertTrue(reply.startsWith("=1 "), "the gone clients' solves still hold the server: " + reply);
        }
        assertServing("three clients left their solves");
    }

    /** Over stdio, an engine whose GUI has gone (both pipes closed) mid-search exits. */
    @Test
    void anEngineWhoseGuiHasGoneExits() throws Exception {
        for (String commands : List.of("solve\n", "solve progress=0.1\n", "time_settings 1000000000 0 0\ngenmove b\n")) {
            Process p = new ProcessBuilder(java("stdio")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            p.getOutputStream().write(commands.getBytes(StandardCharsets.US_ASCII));
            p.getOutputStream().flush();
            Thread.sleep(1500);
            p.getOutputStream().close();
            p.getInputStream().close();
            boolean exited = p.waitFor(10, TimeUnit.SECONDS);
            p.destroyForcibly();
            assertTrue(exited, "the engine still runs 10 s after its GUI left, after: " + commands.replace("\n", "; "));
        }
    }
}
