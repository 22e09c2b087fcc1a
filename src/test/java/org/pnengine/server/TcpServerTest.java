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

/**
 * The real server on loopback: concurrent pipelining clients, half-closes, disconnects, shutdown.
 * A disconnect here is a reset (SO_LINGER 0): a plain close arrives as the end of the client's
 * input, which TCP does not tell from a half-close, and is noticed at the next reply.
 */
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

    /** Closes with a reset (RST), not a FIN: the server sees the connection go at once. */
    private static void reset(Socket s) throws Exception {
        s.setSoLinger(true, 0);
        s.close();
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

    /**
     * A client that shuts down its sending side (as {@code printf ... | nc} does) still gets every
     * reply, the last line counting without its LF; then the server closes the connection.
     */
    @Test
    void halfCloseAnswersEveryCommandThenCloses() throws Exception {
        try (Socket s = connect()) {
            s.getOutputStream().write(("1 pn-player mcts-solver playouts=3000 threads=1 seed=1\n2 genmove b\n"
                    + "3 cputime\n4 name").getBytes(StandardCharsets.UTF_8));
            s.shutdownOutput();
            String all = org.pnengine.conformance.Transcripts.readAll(s.getInputStream());
            assertTrue(all.matches("=1 mcts-solver [^\n]*\n\n=2 \\d\n\n=3 \\d+\\.\\d{3}\n\n=4 pnengine\n\n"), all);
        }
        try (Socket s = connect()) {
            s.getOutputStream().write("pn-player uct movetime=0.2\ngenmove b\nquit\nname\n".getBytes(StandardCharsets.UTF_8));
            s.shutdownOutput();
            String all = org.pnengine.conformance.Transcripts.readAll(s.getInputStream());
            assertTrue(all.matches("= uct [^\n]*\n\n= \\d\n\n= \n\n"), all);
        }
        long end = System.nanoTime() + 5_000_000_000L;
        while (server.connections() > 0 && System.nanoTime() < end) Thread.sleep(5);
        assertEquals(0, server.connections());
    }

    /**
     * A plain close (a FIN) looks like a half-close until the engine writes: the client's system
     * then answers with a reset, the next reply fails, and the rest of the queue is dropped.
     */
    @Test
    void aClosedClientIsNoticedAtTheNextReply() throws Exception {
        Socket s = connect();
        StringBuilder req = new StringBuilder("pn-player uct movetime=0.3\nset_game gomoku\n");
        for (int i = 0; i < 10; i++) req.append("genmove b\ngenmove w\n");   // 20 moves if all were run
        s.getOutputStream().write(req.toString().getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
        // Read the first reply, so that nothing is left unread (a close would then be a reset).
        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
        assertTrue(response(in).startsWith("= uct "));
        assertEquals("= \n", response(in));
        org.pnengine.engine.Session session = awaitSearchingSession();
        s.close();
        Thread.sleep(100);
        assertTrue(!session.isClosed(), "a FIN alone does not end the session: it may be a half-close");
        long end = System.nanoTime() + 5_000_000_000L;
        while (!session.isClosed() && System.nanoTime() < end) Thread.sleep(5);
        assertTrue(session.isClosed(), "the session is still open 5 s after the client closed");
        // Two or three moves were played: the one running at the close, the one whose reply the
        // client's reset answered, and perhaps the one whose reply then failed; not twenty.
        assertTrue(session.state().ply() <= 3, session.state().ply() + " moves were played");
        while (session.isSearching() && System.nanoTime() < end + 1_000_000_000L) Thread.sleep(5);
        assertTrue(!session.isSearching(), "search still running");
    }

    @Test
    void disconnectDuringSearchCancelsItPromptly() throws Exception {
        Socket s = connect();
        // An unsolvable request for the time allowed: Connect Four 7x6 from the start.
        s.getOutputStream().write("solve time=60\n".getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
        org.pnengine.engine.Session session = awaitSearchingSession();
        long t0 = System.nanoTime();
        reset(s);
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
        reset(s);
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
            reset(s);
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
