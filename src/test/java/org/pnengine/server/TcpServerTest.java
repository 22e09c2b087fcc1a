package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;

/** The real server on loopback: concurrent pipelining clients, disconnects, shutdown. */
class TcpServerTest {

    private TcpServer server;
    private InetSocketAddress addr;

    @BeforeEach
    void start() throws Exception {
        server = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES);
        addr = server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Socket connect() throws Exception {
        Socket s = new Socket(addr.getAddress(), addr.getPort());
        s.setSoTimeout(30_000);
        return s;
    }

    /** Reads one response (up to its empty line). */
    private static String response(BufferedReader in) throws Exception {
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null && !line.isEmpty()) sb.append(line).append('\n');
        return sb.toString();
    }

    @Test
    void severalClientsPipelineAtOnceWithSeparateSessions() throws Exception {
        int clients = 8;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try {
            List<Future<Void>> done = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                final int column = c % 7 + 1;
                final int id = c;
                done.add(pool.submit((Callable<Void>) () -> {
                    try (Socket s = connect()) {
                        OutputStream out = s.getOutputStream();
                        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                        // Everything is sent before any reply is read.
                        StringBuilder req = new StringBuilder();
                        for (int k = 0; k < 100; k++) {
                            req.append(k * 4).append(" play b ").append(column).append('\n');
                            req.append(k * 4 + 1).append(" pn-position\n");
                            req.append(k * 4 + 2).append(" undo\n");
                            req.append(k * 4 + 3).append(" name\n");
                        }
                        out.write(req.toString().getBytes(StandardCharsets.UTF_8));
                        out.flush();
                        String cells = ".......".substring(0, column - 1) + "x" + ".......".substring(column);
                        for (int k = 0; k < 100; k++) {
                            assertEquals("=" + (k * 4) + " \n", response(in), "client " + id);
                            assertEquals("=" + (k * 4 + 1) + " ......./......./......./......./......./" + cells + " o\n",
                                    response(in), "client " + id);
                            assertEquals("=" + (k * 4 + 2) + " \n", response(in), "client " + id);
                            assertEquals("=" + (k * 4 + 3) + " pnengine\n", response(in), "client " + id);
                        }
                    }
                    return null;
                }));
            }
            for (Future<Void> f : done) f.get();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void garbageFromOneClientDoesNotDisturbAnother() throws Exception {
        try (Socket bad = connect(); Socket good = connect()) {
            OutputStream b = bad.getOutputStream();
            byte[] junk = new byte[50_000];
            new java.util.Random(7).nextBytes(junk);
            b.write(junk);
            b.write("\n1 name\n".getBytes(StandardCharsets.UTF_8));
            b.flush();
            OutputStream g = good.getOutputStream();
            g.write("1 name\n".getBytes(StandardCharsets.UTF_8));
            g.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(good.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("=1 pnengine\n", response(in));
            BufferedReader badIn = new BufferedReader(new InputStreamReader(bad.getInputStream(), StandardCharsets.UTF_8));
            String r;
            // The junk yields some error responses; the bad client's session still answers.
            do {
                r = response(badIn);
            } while (!r.equals("=1 pnengine\n"));
        }
    }

    @Test
    void disconnectDuringSearchCancelsItPromptly() throws Exception {
        Socket s = connect();
        // An unsolvable request for the time allowed: Connect Four 7x6 from the start.
        s.getOutputStream().write("solve time=60\n".getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
        org.pnengine.engine.Session session = awaitSearchingSession();
        long t0 = System.nanoTime();
        s.close();
        while (session.isSearching() && System.nanoTime() - t0 < 5_000_000_000L) Thread.sleep(1);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(!session.isSearching(), "search still running");
        assertTrue(ms < 300, "search stopped " + ms + " ms after the disconnect");
    }

    @Test
    void disconnectDuringGenmoveCancelsItPromptly() throws Exception {
        // A fixed 60 s per move: only the disconnect can end this search early.
        assertStopsOnDisconnect("pn-player uct movetime=60\ngenmove b\n");
    }

    @Test
    void disconnectDuringAnalysisCancelsItPromptly() throws Exception {
        assertStopsOnDisconnect("pn-analyze b 10\n");
    }

    private void assertStopsOnDisconnect(String commands) throws Exception {
        Socket s = connect();
        s.getOutputStream().write(commands.getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
        org.pnengine.engine.Session session = awaitSearchingSession();
        Thread.sleep(100);
        assertTrue(session.isSearching(), "the search runs on after its first 100 ms");
        long t0 = System.nanoTime();
        s.close();
        while (session.isSearching() && System.nanoTime() - t0 < 5_000_000_000L) Thread.sleep(1);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(!session.isSearching(), "search still running");
        assertTrue(ms < 300, "search stopped " + ms + " ms after the disconnect");
    }

    /**
     * After a disconnect in the middle of a large solve, nothing keeps the session (and so its
     * search tree) reachable: a weak reference to it is cleared by the garbage collector. The
     * other client's session is still served.
     */
    @Test
    void aDisconnectedSessionIsFreed() throws Exception {
        try (Socket other = connect()) {
            Socket s = connect();
            s.getOutputStream().write("solve time=60\n".getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            java.lang.ref.WeakReference<org.pnengine.engine.Session> ref =
                    new java.lang.ref.WeakReference<>(awaitSearchingSession());
            // Let the tree grow for a moment, so that there is something worth freeing.
            Thread.sleep(200);
            s.close();
            long end = System.nanoTime() + 10_000_000_000L;
            while (ref.get() != null && System.nanoTime() < end) {
                System.gc();
                Thread.sleep(20);
            }
            assertTrue(ref.get() == null, "the disconnected session is still reachable");
            assertTrue(server.sessions().size() == 1, "only the other client's session is left");
            other.getOutputStream().write("7 name\n".getBytes(StandardCharsets.UTF_8));
            other.getOutputStream().flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("=7 pnengine\n", response(in));
        }
    }

    @Test
    void shutdownIsGracefulWhileSearching() throws Exception {
        try (Socket s = connect()) {
            s.getOutputStream().write("solve time=60\n".getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            org.pnengine.engine.Session session = awaitSearchingSession();
            long t0 = System.nanoTime();
            server.close();
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(ms < 5000, "shutdown took " + ms + " ms");
            assertTrue(!session.isSearching());
            // The client sees the connection end.
            assertEquals(-1, readToEnd(s));
        }
    }

    private static int readToEnd(Socket s) throws Exception {
        int r;
        while ((r = s.getInputStream().read()) >= 0) {
            // discard whatever came before the close
        }
        return r;
    }

    private org.pnengine.engine.Session awaitSearchingSession() throws Exception {
        long end = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < end) {
            for (org.pnengine.engine.Session s : server.sessions()) {
                if (s.isSearching()) return s;
            }
            Thread.sleep(1);
        }
        throw new AssertionError("no search started");
    }
}
