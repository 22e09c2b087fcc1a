package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.ref.WeakReference;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pnengine.TestTime;
import org.pnengine.conformance.Transcripts;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.SearchAdmission;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.search.SearchLimits;

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
            new Random(7).nextBytes(junk);
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
            String all = Transcripts.readAll(s.getInputStream());
            assertTrue(all.matches("=1 mcts-solver [^\n]*\n\n=2 \\d\n\n=3 \\d+\\.\\d{3}\n\n=4 pnengine\n\n"), all);
        }
        try (Socket s = connect()) {
            s.getOutputStream().write("pn-player uct movetime=0.2\ngenmove b\nquit\nname\n".getBytes(StandardCharsets.UTF_8));
            s.shutdownOutput();
            String all = Transcripts.readAll(s.getInputStream());
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
        EngineSession session = awaitSearchingSession();
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
        s.getOutputStream().write("solve algorithm=pns time=60\n".getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
        assertStopsSoonAfterTheReset(s, awaitSearchingSession());
    }

    @Test
    void disconnectDuringGenmoveCancelsItPromptly() throws Exception {
        // A fixed 60 s per move: only the disconnect can end this search early.
        assertStopsOnDisconnect("pn-player uct movetime=60 book=none\ngenmove b\n");
    }

    @Test
    void disconnectDuringAnalysisCancelsItPromptly() throws Exception {
        assertStopsOnDisconnect("pn-analyze b 10\n");
    }

    private void assertStopsOnDisconnect(String commands) throws Exception {
        Socket s = connect();
        s.getOutputStream().write(commands.getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
        EngineSession session = awaitSearchingSession();
        Thread.sleep(100);
        assertTrue(session.isSearching(), "the search runs on after its first 100 ms");
        assertStopsSoonAfterTheReset(s, session);
    }

    /** Resets {@code s}: the search, which only the reset ends soon, stops within TestTime.slack(300) ms. */
    private static void assertStopsSoonAfterTheReset(Socket s, EngineSession session) throws Exception {
        long t0 = System.nanoTime();
        reset(s);
        while (session.isSearching() && TestTime.millisSince(t0) < 20_000) Thread.sleep(1);
        long ms = TestTime.millisSince(t0);
        assertTrue(!session.isSearching() && ms < TestTime.slack(300),
                (session.isSearching() ? "search still running " : "search stopped ") + ms + " ms after the disconnect");
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
            s.getOutputStream().write("solve algorithm=pns time=60\n".getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            WeakReference<EngineSession> ref =
                    new WeakReference<>(awaitSearchingSession());
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
            s.getOutputStream().write("solve algorithm=pns time=60\n".getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            EngineSession session = awaitSearchingSession();
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

    private EngineSession awaitSearchingSession() throws Exception {
        long end = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < end) {
            for (EngineSession s : server.sessions()) {
                if (s.isSearching()) return s;
            }
            Thread.sleep(1);
        }
        throw new AssertionError("no search started");
    }

    // ------------------------------------------------------------------ limits (issue 10)

    /** A server of its own with {@code limits}, closed by the caller. */
    private static TcpServer serverWith(ServerLimits limits) throws Exception {
        TcpServer s = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(), limits, ServerSecurity.NONE);
        s.start();
        return s;
    }

    /** Waits until the server has accepted {@code n} connections (accepting is asynchronous). */
    private static void awaitConnections(TcpServer s, int n) throws InterruptedException {
        long end = System.nanoTime() + 20_000_000_000L;
        while (s.connections() < n && System.nanoTime() < end) Thread.sleep(1);
        assertEquals(n, s.connections(), "connections accepted");
    }

    private static Socket connect(TcpServer s) throws Exception {
        InetSocketAddress a = s.address();
        Socket socket = new Socket(a.getAddress(), a.getPort());
        socket.setSoTimeout(30_000);
        return socket;
    }

    /**
     * {@code stop} is read out of band however many commands wait before it: here 2000, sent
     * with the solve and the stop in one go (reading once paused at 512 waiting commands, so the
     * solve ran its full time).
     */
    @Test
    void stopIsSeenBehindThousandsOfQueuedCommands() throws Exception {
        try (Socket s = connect()) {
            StringBuilder req = new StringBuilder("1 solve algorithm=pns time=30\n");
            for (int i = 0; i < 2000; i++) req.append("name\n");
            s.getOutputStream().write(req.toString().getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            awaitSearchingSession();
            long t0 = System.nanoTime();
            s.getOutputStream().write("2 stop\n".getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            String first = response(in);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(first.matches("=1 unknown \\S+ nodes=.* stop=cancelled algorithm=pns\n"), first);
            assertTrue(ms < 5000, "the solve answered " + ms + " ms after the stop");
            for (int i = 0; i < 2000; i++) assertEquals("= pnengine\n", response(in));
            assertEquals("=2 \n", response(in));
        }
    }

    /**
     * A client that sends and never reads: the server stops running its commands once 128 KiB of
     * replies are unread, keeps reading (so {@code stop} would still be seen) and, once more
     * than the bound of commands wait, closes the connection, its last line saying why. Before,
     * it ran all of them and held every reply in memory.
     */
    @Test
    void aClientThatNeverReadsIsClosedAtTheInputBound() throws Exception {
        int sent = 40_000;
        try (TcpServer srv = serverWith(ServerLimits.defaults().withInput(new CommandQueue.InputLimit(1000, 1 << 20)));
             Socket s = new Socket()) {
            s.setReceiveBufferSize(4096);
            s.connect(srv.address());
            s.setSoTimeout(30_000);
            Thread writer = new Thread(() -> {
                try {
                    OutputStream out = s.getOutputStream();
                    out.write("set_game gomoku size=19\n".getBytes(StandardCharsets.US_ASCII));
                    byte[] line = "legal_moves\n".getBytes(StandardCharsets.US_ASCII);
                    for (int i = 0; i < sent; i++) out.write(line);
                    out.flush();
                } catch (IOException e) {
                    // the server closed the connection: expected
                }
            });
            writer.setDaemon(true);
            writer.start();
            awaitConnections(srv, 1);
            long end = System.nanoTime() + 30_000_000_000L;
            while (srv.connections() > 0 && System.nanoTime() < end) Thread.sleep(10);
            assertEquals(0, srv.connections(), "the server closed the connection");
            // Read what was sent before the close (a reset may cut it short).
            int replies = 0;
            String last = "";
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            try {
                String r;
                while (!(r = response(in)).isEmpty()) {
                    replies++;
                    last = r;
                }
            } catch (SocketException e) {
                last = "reset";
            }
            assertTrue(replies < sent / 4, replies + " of " + sent + " commands were run");
            assertTrue(last.equals("? queue full: more than 1000 commands or 1048576 bytes waiting; closing the connection\n")
                    || last.equals("reset"), last);
        }
    }

    /**
     * A reply that would leave more than the output bound unsent aborts the connection (a reset:
     * what the client has not read yet may be lost with it); nothing after it is answered.
     */
    @Test
    void aReplyBeyondTheOutputBoundAbortsTheConnection() throws Exception {
        try (TcpServer srv = serverWith(ServerLimits.defaults().withMaxOutputBytes(200));
             Socket s = connect(srv)) {
            s.getOutputStream().write("1 name\n2 list_commands\n3 name\n".getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            String got;
            try {
                got = Transcripts.readAll(s.getInputStream());
            } catch (SocketException e) {
                got = "reset";
            }
            assertTrue(got.equals("=1 pnengine\n\n") || got.equals("reset"), got);
            long end = System.nanoTime() + 5_000_000_000L;
            while (srv.connections() > 0 && System.nanoTime() < end) Thread.sleep(5);
            assertEquals(0, srv.connections(), "the connection was aborted");
        }
    }

    /** Beyond the connection cap: one {@code ? busy} line, then the close; a freed place is taken again. */
    @Test
    void aConnectionOverTheCapIsAnsweredBusyAndClosed() throws Exception {
        try (TcpServer srv = serverWith(ServerLimits.defaults().withMaxConnections(2));
             Socket a = connect(srv); Socket b = connect(srv)) {
            for (Socket x : List.of(a, b)) {
                x.getOutputStream().write("name\n".getBytes(StandardCharsets.UTF_8));
                assertEquals("= pnengine\n", response(new BufferedReader(new InputStreamReader(x.getInputStream(), StandardCharsets.UTF_8))));
            }
            try (Socket c = connect(srv)) {
                c.getOutputStream().write("name\n".getBytes(StandardCharsets.UTF_8));
                assertEquals("? busy: the server has its limit of 2 connections open; try again later\n\n",
                        Transcripts.readAll(c.getInputStream()));
            }
            assertEquals(2, srv.connections());
            a.close();
            long end = System.nanoTime() + 5_000_000_000L;
            while (srv.connections() > 1 && System.nanoTime() < end) Thread.sleep(5);
            try (Socket d = connect(srv)) {
                d.getOutputStream().write("7 name\n".getBytes(StandardCharsets.UTF_8));
                assertEquals("=7 pnengine\n", response(new BufferedReader(new InputStreamReader(d.getInputStream(), StandardCharsets.UTF_8))));
            }
        }
    }

    /**
     * An idle connection is closed after the timeout; one waiting for its own long search is
     * not, since a command running is activity.
     */
    @Test
    void anIdleConnectionIsClosedButNotOneWaitingForItsSearch() throws Exception {
        try (TcpServer srv = serverWith(ServerLimits.defaults().withIdleTimeoutMillis(300));
             Socket idle = connect(srv); Socket busy = connect(srv)) {
            busy.getOutputStream().write("pn-player uct movetime=1.2 threads=1\ngenmove b\n".getBytes(StandardCharsets.UTF_8));
            busy.getOutputStream().flush();
            long t0 = System.nanoTime();
            assertEquals(-1, idle.getInputStream().read(), "the idle connection is closed");
            long idleMs = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(idleMs >= 250 && idleMs < 5000, "closed after " + idleMs + " ms");
            BufferedReader in = new BufferedReader(new InputStreamReader(busy.getInputStream(), StandardCharsets.UTF_8));
            assertTrue(response(in).startsWith("= uct "));
            assertTrue(response(in).matches("= \\d\n"), "the 1.2 s genmove was answered");
            assertEquals(-1, busy.getInputStream().read(), "then the connection idles and is closed");
        }
    }

    /** A client whose commands wait only because it does not read its replies is idle, and is closed. */
    @Test
    void aClientThatDoesNotReadIsIdle() throws Exception {
        ServerLimits limits = ServerLimits.defaults().withIdleTimeoutMillis(300)
                .withInput(new CommandQueue.InputLimit(100_000, 4 << 20));
        try (TcpServer srv = serverWith(limits); Socket s = new Socket()) {
            s.setReceiveBufferSize(4096);
            s.connect(srv.address());
            StringBuilder req = new StringBuilder("set_game gomoku size=19\n");
            for (int i = 0; i < 20_000; i++) req.append("legal_moves\n");   // some 30 MB of replies
            s.getOutputStream().write(req.toString().getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            awaitConnections(srv, 1);
            long t0 = System.nanoTime();
            while (srv.connections() > 0 && System.nanoTime() - t0 < 20_000_000_000L) Thread.sleep(10);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(0, srv.connections(), "the server closed the connection");
            assertTrue(ms >= 250, "closed after " + ms + " ms: by the idle timeout, not at once");
            // The handler leaves the list in a listener of the close run just after the group's.
            long t1 = System.nanoTime();
            while (!srv.sessions().isEmpty() && System.nanoTime() - t1 < 5_000_000_000L) Thread.sleep(5);
            assertTrue(srv.sessions().isEmpty());
        }
    }

    /**
     * The listen backlog absorbs a burst of 1000 connects: every one is made without a SYN being
     * dropped and sent again (which takes a second). Connects are started at once, without
     * blocking, and timed until established. Skipped where the system caps backlogs below 1000.
     */
    @Test
    void theBacklogAbsorbsABurstOfAThousandConnects() throws Exception {
        Path somaxconn = Path.of("/proc/sys/net/core/somaxconn");
        Assumptions.assumeTrue(Files.isReadable(somaxconn)
                        && Integer.parseInt(Files.readAllLines(somaxconn).get(0).trim()) >= 1000,
                "the system caps listen backlogs below 1000 (net.core.somaxconn)");
        int n = 1000;
        List<SocketChannel> open = new ArrayList<>();
        try (Selector sel = Selector.open()) {
            long[] started = new long[n];
            long worst = 0;
            int made = 0;
            for (int i = 0; i < n; i++) {
                SocketChannel ch = SocketChannel.open();
                open.add(ch);
                ch.configureBlocking(false);
                started[i] = System.nanoTime();
                if (ch.connect(addr)) made++;
                else ch.register(sel, SelectionKey.OP_CONNECT, i);
            }
            long end = System.nanoTime() + 30_000_000_000L;
            while (!sel.keys().isEmpty() && System.nanoTime() < end) {
                sel.select(100);
                for (SelectionKey k : sel.selectedKeys()) {
                    if (((SocketChannel) k.channel()).finishConnect()) {
                        worst = Math.max(worst, System.nanoTime() - started[(Integer) k.attachment()]);
                        made++;
                        k.cancel();
                    }
                }
                sel.selectedKeys().clear();
            }
            assertEquals(n, made, "connects made");
            assertTrue(worst < 900_000_000L, "the slowest connect took " + worst / 1_000_000 + " ms: a SYN was dropped");
        } finally {
            for (SocketChannel ch : open) ch.close();
        }
    }

    /** A server whose sessions share {@code admission}, with the default limits otherwise. */
    private static TcpServer serverWith(SearchAdmission admission, long solveMemoryBytes) throws Exception {
        EngineConfig d = EngineConfig.defaults();
        EngineConfig config = new EngineConfig(d.defaultGame(), d.defaultGameArgs(), d.timeManager(), solveMemoryBytes,
                d.defaultPlayer(), admission);
        TcpServer s = new TcpServer("127.0.0.1", 0, config, ServerLimits.defaults(), ServerSecurity.NONE);
        s.start();
        return s;
    }

    /**
     * Over the cap on searches at once, on a server without a line, a search is answered
     * {@code ? busy} at once (an analysis too, as an ordinary failure, not a stream), and the
     * session carries on.
     */
    @Test
    void aSearchOverTheCapWithoutALineIsAnsweredBusy() throws Exception {
        try (TcpServer srv = serverWith(new SearchAdmission(1, 0, 1L << 30, 4, SearchLimits.UNLIMITED), 16L << 20);
             Socket a = connect(srv); Socket b = connect(srv)) {
            // df-pn keeps to its table: it runs until stopped (PNS would fill its 16 MB in a tenth
            // of a second and end on its own, before the stop, on a slow machine).
            a.getOutputStream().write("1 solve algorithm=dfpn time=30\n".getBytes(StandardCharsets.UTF_8));
            a.getOutputStream().flush();
            long end = System.nanoTime() + 20_000_000_000L;
            while (srv.sessions().stream().noneMatch(EngineSession::isSearching) && System.nanoTime() < end) {
                Thread.sleep(1);
            }
            b.getOutputStream().write("5 solve algorithm=pns nodes=100\n6 genmove b\n7 pn-analyze b 10\n8 name\n".getBytes(StandardCharsets.UTF_8));
            b.getOutputStream().flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(b.getInputStream(), StandardCharsets.UTF_8));
            String busy = " busy: the server's limit of searches at once (1) is reached; try again later\n";
            assertEquals("?5" + busy, response(in));
            assertEquals("?6" + busy, response(in));
            assertEquals("?7" + busy, response(in));
            assertEquals("=8 pnengine\n", response(in));
            a.getOutputStream().write("2 stop\n".getBytes(StandardCharsets.UTF_8));
            BufferedReader ain = new BufferedReader(new InputStreamReader(a.getInputStream(), StandardCharsets.UTF_8));
            assertTrue(response(ain).endsWith(" stop=cancelled algorithm=dfpn\n"));
            b.getOutputStream().write("9 solve algorithm=pns nodes=100\n".getBytes(StandardCharsets.UTF_8));
            assertTrue(response(in).startsWith("=9 unknown "), "a search runs again once the other has ended");
        }
    }

    /**
     * Over the cap, a search waits for its place: {@code stop} ends the wait ({@code ? busy}), a
     * new line ends an analysis's wait as it would end the analysis, a solve with progress lines
     * begins its stream only once admitted, and a waiting solve runs once the other search ends.
     */
    @Test
    void aSearchOverTheCapWaitsForItsPlace() throws Exception {
        try (TcpServer srv = serverWith(new SearchAdmission(1, 10, 1L << 30, 4, SearchLimits.UNLIMITED), 16L << 20);
             Socket a = connect(srv); Socket b = connect(srv)) {
            // df-pn keeps to its table: it runs until stopped, not until its memory is full.
            a.getOutputStream().write("1 solve algorithm=dfpn time=60\n".getBytes(StandardCharsets.UTF_8));
            a.getOutputStream().flush();
            long end = System.nanoTime() + 20_000_000_000L;
            while (srv.sessions().stream().noneMatch(EngineSession::isSearching) && System.nanoTime() < end) {
                Thread.sleep(1);
            }
            SearchAdmission admission = srv.config().admission();
            BufferedReader in = new BufferedReader(new InputStreamReader(b.getInputStream(), StandardCharsets.UTF_8));
            b.getOutputStream().write("5 solve algorithm=pns nodes=100 progress=1\n".getBytes(StandardCharsets.UTF_8));
            b.getOutputStream().flush();
            awaitWaiting(admission);
            b.getOutputStream().write("6 stop\n".getBytes(StandardCharsets.UTF_8));
            b.getOutputStream().flush();
            String stopped = " busy: stopped while waiting for a place among the server's 1 searches at once\n";
            assertEquals("?5" + stopped, response(in), "an ordinary failure: the stream had not begun");
            assertEquals("=6 \n", response(in));
            b.getOutputStream().write("7 pn-analyze b 10\n".getBytes(StandardCharsets.UTF_8));
            b.getOutputStream().flush();
            awaitWaiting(admission);
            b.getOutputStream().write("8 name\n".getBytes(StandardCharsets.UTF_8));
            b.getOutputStream().flush();
            assertEquals("?7" + stopped, response(in));
            assertEquals("=8 pnengine\n", response(in));
            b.getOutputStream().write("9 solve algorithm=pns nodes=100\n".getBytes(StandardCharsets.UTF_8));
            b.getOutputStream().flush();
            awaitWaiting(admission);
            a.getOutputStream().write("2 stop\n".getBytes(StandardCharsets.UTF_8));
            a.getOutputStream().flush();
            BufferedReader ain = new BufferedReader(new InputStreamReader(a.getInputStream(), StandardCharsets.UTF_8));
            assertTrue(response(ain).endsWith(" stop=cancelled algorithm=dfpn\n"));
            assertTrue(response(in).startsWith("=9 unknown "), "the waiting solve ran once the other had ended");
        }
    }

    private static void awaitWaiting(SearchAdmission admission) throws InterruptedException {
        long end = System.nanoTime() + 20_000_000_000L;
        while (admission.waiting() == 0 && System.nanoTime() < end) Thread.sleep(1);
        assertEquals(1, admission.waiting(), "a search waits for its place");
    }

    /**
     * Ten unbounded solves at once, each wanting 16 MB of a server's 40 MB of search memory: two
     * (or more, as they end) run until their memory is full, the others are answered busy, and
     * none runs out of memory (before, every solve took its memory from the heap regardless of
     * the others).
     */
    @Test
    void concurrentUnboundedSolvesEndWithAnswers() throws Exception {
        int n = 10;
        try (TcpServer srv = serverWith(new SearchAdmission(64, 40L << 20, 4), 16L << 20)) {
            ExecutorService pool = Executors.newFixedThreadPool(n);
            try {
                List<Socket> sockets = new ArrayList<>();
                for (int i = 0; i < n; i++) sockets.add(connect(srv));
                List<Future<String>> replies = new ArrayList<>();
                for (Socket x : sockets) {
                    replies.add(pool.submit(() -> {
                        x.getOutputStream().write("solve algorithm=pns\n".getBytes(StandardCharsets.UTF_8));
                        x.getOutputStream().flush();
                        return response(new BufferedReader(new InputStreamReader(x.getInputStream(), StandardCharsets.UTF_8)));
                    }));
                }
                int memory = 0;
                int busy = 0;
                for (Future<String> f : replies) {
                    String r = f.get();
                    if (r.matches("= unknown \\S+ nodes=.* stop=memory algorithm=pns\n")) memory++;
                    else if (r.startsWith("? busy: the solve needs 16 MB and ")) busy++;
                    else throw new AssertionError("unexpected reply: " + r);
                }
                // Two at least run at once; a third may run if one of them ended before it came.
                assertTrue(memory >= 2, memory + " solves ran until their 16 MB were full");
                assertEquals(n, memory + busy);
                for (Socket x : sockets) x.close();
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
