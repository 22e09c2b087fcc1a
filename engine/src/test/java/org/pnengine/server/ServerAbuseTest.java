package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PongWebSocketFrame;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pnengine.conformance.Transcripts;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.AuthTokens;
import org.pnengine.protocol.Authenticator;

/**
 * Clients that try to take a server down, over real loopback sockets (and an
 * {@link EmbeddedChannel} where a socket cannot hold a state still): a flood of pipelined HTTP
 * requests and of WebSocket pings from a client that never reads, output beyond the bound,
 * connections that hold places without authenticating or without finishing a request, too many
 * connections from one address, a page of another site (DNS rebinding), a client that leaves
 * right after its search or while its search streams, an invalid WebSocket close code. Each is
 * cut off, and the server goes on serving others. The memory each flood would have taken is
 * shown against the built jar at a small heap ({@code ServerAbuseIT}).
 */
class ServerAbuseTest {

    private static final String TOKEN = "first-test-token-0123456789abcdef";

    private final List<TcpServer> servers = new ArrayList<>();

    @AfterEach
    void stop() {
        servers.forEach(TcpServer::close);
    }

    private TcpServer start(ServerLimits limits, ServerSecurity security) throws Exception {
        TcpServer s = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(), limits, security).withHttp(0);
        servers.add(s);
        s.start();
        return s;
    }

    private static ServerSecurity tokens() throws IOException {
        return new ServerSecurity(new Authenticator(AuthTokens.read(SecureServerTest.AUTH.resolve("tokens.txt"))), null);
    }

    private static Socket gtp(TcpServer s) throws IOException {
        return socket(s.address().getPort(), InetAddress.getLoopbackAddress());
    }

    private static Socket web(TcpServer s) throws IOException {
        return socket(s.httpAddress().getPort(), InetAddress.getLoopbackAddress());
    }

    private static Socket socket(int port, InetAddress from) throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress(from, 0));
        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 10_000);
        socket.setSoTimeout(10_000);
        return socket;
    }

    private static void send(Socket s, String text) throws IOException {
        s.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
    }

    /** Reads until the server closes or resets the connection; returns what came, or "reset" appended. */
    private static String untilClosed(Socket s, long millis) throws IOException {
        s.setSoTimeout((int) millis);
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        InputStream in = s.getInputStream();
        byte[] buf = new byte[8192];
        try {
            int n;
            while ((n = in.read(buf)) >= 0) got.write(buf, 0, n);
        } catch (java.net.SocketTimeoutException e) {
            return got.toString(StandardCharsets.ISO_8859_1) + "[still open]";
        } catch (IOException e) {
            return got.toString(StandardCharsets.ISO_8859_1) + "[reset]";
        }
        return got.toString(StandardCharsets.ISO_8859_1);
    }

    /** A new client's {@code name} round trip, on the GTP port. */
    private static String name(TcpServer s) throws IOException {
        try (Socket c = gtp(s)) {
            send(c, "1 name\n");
            return new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8)).readLine();
        }
    }

    private static void awaitConnections(TcpServer s, int n) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (s.connections() != n && System.nanoTime() < end) Thread.sleep(5);
        assertEquals(n, s.connections());
    }

    // ------------------------------------------------------------------ item 1: pipelined requests

    /**
     * A client that pipelines requests and never reads its responses is aborted once more than
     * {@value WebRequestHandler#MAX_PIPELINED} responses are unsent; before, every response was
     * queued, without bound.
     */
    @Test
    void pipelinedRequestsFromAClientThatNeverReadsAreCutOff() throws Exception {
        // An output bound out of reach: only the bound on pipelined responses can cut the client off.
        TcpServer srv = start(ServerLimits.defaults().withMaxOutputBytes(1L << 40), ServerSecurity.NONE);
        String get = "GET /app.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
        try (Socket s = web(srv)) {
            s.setReceiveBufferSize(4096);
            long sent = 0;
            boolean cutOff = false;
            // A write blocked by a server that stopped reading ends when the watchdog closes the socket.
            Thread watchdog = new Thread(() -> {
                try {
                    Thread.sleep(20_000);
                    s.close();
                } catch (InterruptedException | IOException e) {
                    // the test is over
                }
            });
            watchdog.setDaemon(true);
            watchdog.start();
            try {
                while (!s.isClosed()) {
                    send(s, get.repeat(200));
                    sent += 200;
                }
            } catch (IOException e) {
                cutOff = !s.isClosed();
            }
            watchdog.interrupt();
            assertTrue(cutOff, "the server did not cut off the client in 20 s (" + sent + " requests sent)");
        }
        awaitConnections(srv, 0);
        assertEquals("=1 pnengine", name(srv));
    }

    /** Requests in turn, each read before the next, are served however many there are. */
    @Test
    void requestsReadInTurnAreServed() throws Exception {
        TcpServer srv = start(ServerLimits.defaults(), ServerSecurity.NONE);
        try (Socket s = web(srv)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.ISO_8859_1));
            for (int i = 0; i < 3 * WebRequestHandler.MAX_PIPELINED; i++) {
                send(s, "HEAD /app.js HTTP/1.1\r\nHost: localhost\r\n\r\n");
                assertEquals("HTTP/1.1 200 OK", in.readLine());
                String h;
                while (!(h = in.readLine()).isEmpty()) {
                    assertFalse(h.isEmpty());
                }
            }
        }
    }

    // ------------------------------------------------------------------ item 2: pings

    /** Holds every write's promise unfulfilled: a client that never reads, as the pipeline sees it. */
    private static final class NeverSent extends ChannelOutboundHandlerAdapter {
        final List<Object> held = new ArrayList<>();

        @Override
        public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
            held.add(msg);
        }
    }

    /**
     * Pings while the last pong is unsent get no pong of their own, so the server holds one pong,
     * not one per ping; {@value WebSocketPings#MAX_UNANSWERED} such pings in a row abort the
     * client. Once the pong has gone, the next ping is answered again.
     */
    @Test
    void pingsWhileAPongIsUnsentGetNoneAndTooManyAbortTheClient() {
        NeverSent sink = new NeverSent();
        EmbeddedChannel ch = new EmbeddedChannel(sink, new WebSocketPings());
        for (int i = 0; i < 10; i++) ch.writeInbound(new PingWebSocketFrame(Unpooled.wrappedBuffer(new byte[] {(byte) i})));
        assertEquals(1, sink.held.size(), "one pong for ten pings");
        assertEquals(0, ((PongWebSocketFrame) sink.held.get(0)).content().getByte(0), "the pong answers the first");
        assertTrue(ch.isOpen());
        int unanswered = 9;
        while (ch.isOpen() && unanswered < 10 * WebSocketPings.MAX_UNANSWERED) {
            ch.writeInbound(new PingWebSocketFrame());
            unanswered++;
        }
        assertEquals(WebSocketPings.MAX_UNANSWERED + 1, unanswered, "a client that pings on without reading is aborted");
        assertEquals(1, sink.held.size());

        EmbeddedChannel ok = new EmbeddedChannel(new WebSocketPings());
        for (int i = 0; i < 3 * WebSocketPings.MAX_UNANSWERED; i++) ok.writeInbound(new PingWebSocketFrame());
        assertEquals(3 * WebSocketPings.MAX_UNANSWERED, ok.outboundMessages().size(), "a reading client gets every pong");
        assertTrue(ok.isOpen());
        ok.finishAndReleaseAll();
        sink.held.forEach(io.netty.util.ReferenceCountUtil::release);
    }

    /** Opens a WebSocket at /gtp by hand; returns the socket after the handshake. */
    private static Socket openGtpSocket(TcpServer srv, String host, String origin) throws IOException {
        Socket s = web(srv);
        send(s, "GET /gtp HTTP/1.1\r\nHost: " + host + "\r\n" + (origin == null ? "" : "Origin: " + origin + "\r\n")
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                + "Sec-WebSocket-Version: 13\r\n\r\n");
        return s;
    }

    /** The status line and headers of a response, read byte by byte (frames may follow). */
    private static String head(Socket s) throws IOException {
        StringBuilder sb = new StringBuilder();
        InputStream in = s.getInputStream();
        while (!sb.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) break;
            sb.append((char) b);
        }
        return sb.toString();
    }

    /** A masked client frame with mask 0. */
    private static byte[] frame(int opcode, byte[] payload) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(0x80 | opcode);
        b.write(0x80 | payload.length);
        b.writeBytes(new byte[4]);
        b.writeBytes(payload);
        return b.toByteArray();
    }

    /** A close frame with the invalid status 999 is a protocol error: answered 1002 (RFC 6455 §7.4), not 1000. */
    @Test
    void aCloseFrameWithAnInvalidCodeIsAnsweredWithAProtocolError() throws Exception {
        TcpServer srv = start(ServerLimits.defaults(), ServerSecurity.NONE);
        for (int[] codeAndAnswer : new int[][] {{999, 1002}, {1005, 1002}, {2999, 1002}, {1000, 1000}, {4000, 4000}}) {
            try (Socket s = openGtpSocket(srv, "127.0.0.1", null)) {
                assertTrue(head(s).startsWith("HTTP/1.1 101 "));
                int code = codeAndAnswer[0];
                s.getOutputStream().write(frame(0x8, new byte[] {(byte) (code >> 8), (byte) code}));
                byte[] got = untilClosed(s, 5000).getBytes(StandardCharsets.ISO_8859_1);
                assertEquals(0x88, got[0] & 0xff, "a close frame");
                assertEquals(codeAndAnswer[1], (got[2] & 0xff) << 8 | got[3] & 0xff, "the answer to " + code);
            }
        }
    }

    // ------------------------------------------------------------------ output

    /** Every write counts against the output bound: past it the connection is aborted, whatever wrote it. */
    @Test
    void theOutputLimitCountsUnsentBytesAndAbortsBeyondThem() {
        NeverSent sink = new NeverSent();
        OutputLimit limit = new OutputLimit(100);
        EmbeddedChannel ch = new EmbeddedChannel(sink, limit);
        ch.writeAndFlush(Unpooled.wrappedBuffer(new byte[60]));
        ch.writeAndFlush(Unpooled.wrappedBuffer(new byte[40]));
        assertEquals(100, limit.unsent());
        assertTrue(ch.isOpen(), "exactly the bound");
        ch.writeAndFlush(Unpooled.wrappedBuffer(new byte[1]));
        assertFalse(ch.isOpen());
        sink.held.forEach(io.netty.util.ReferenceCountUtil::release);

        OutputLimit counted = new OutputLimit(100);
        EmbeddedChannel sent = new EmbeddedChannel(counted);
        for (int i = 0; i < 50; i++) sent.writeAndFlush(Unpooled.wrappedBuffer(new byte[60]));
        assertEquals(0, counted.unsent(), "sent bytes no longer count");
        assertTrue(sent.isOpen());
        sent.finishAndReleaseAll();
    }

    // ------------------------------------------------------------------ item 4: places

    /** One address may hold only its share of the cap (an IPv6 address's /64 counts as one). */
    @Test
    void oneAddressMayHoldOnlyItsShare() throws Exception {
        TcpServer srv = start(ServerLimits.defaults().withMaxPerAddress(2), ServerSecurity.NONE);
        InetAddress one = InetAddress.getByName("127.0.0.1");
        InetAddress two = InetAddress.getByName("127.0.0.2");
        try (Socket a = socket(srv.address().getPort(), one); Socket b = socket(srv.address().getPort(), one)) {
            send(a, "name\n");
            send(b, "name\n");
            awaitConnections(srv, 2);
            try (Socket c = socket(srv.address().getPort(), one)) {
                assertEquals("? busy: the server has its limit of 2 connections from one address open; try again later\n\n",
                        Transcripts.readAll(c.getInputStream()));
            }
            try (Socket c = socket(srv.httpAddress().getPort(), one)) {
                send(c, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
                assertTrue(untilClosed(c, 5000).startsWith("HTTP/1.1 503 Service Unavailable"), "the HTTP port too");
            }
            try (Socket d = socket(srv.address().getPort(), two)) {
                send(d, "7 name\n");
                assertEquals("=7 pnengine", new BufferedReader(new InputStreamReader(d.getInputStream(),
                        StandardCharsets.UTF_8)).readLine(), "another address is served");
            }
        }
    }

    /**
     * On a server with tokens, connections that have not authenticated hold at most the pending
     * share: one more makes the oldest of them go, so a client that authenticates always gets in
     * however many hold places without doing so. An authenticated session holds its place. A
     * connection that does not authenticate within the deadline is told so and closed.
     */
    @Test
    void unauthenticatedConnectionsHoldOnlyThePendingShareAndOnlyUntilTheDeadline() throws Exception {
        TcpServer srv = start(ServerLimits.defaults().withMaxConnections(3).withMaxPending(2)
                .withAuthTimeoutMillis(1500), tokens());
        try (Socket session = gtp(srv)) {
            send(session, "1 pn-auth " + TOKEN + "\n");
            BufferedReader sin = new BufferedReader(new InputStreamReader(session.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("=1 ", sin.readLine());
            sin.readLine();
            // a, then b, each answered before the next connects, so that a is the older of the two.
            try (Socket a = gtp(srv)) {
                send(a, "1 name\n");
                BufferedReader ain = new BufferedReader(new InputStreamReader(a.getInputStream(), StandardCharsets.UTF_8));
                assertEquals("?1 unauthorized", ain.readLine());
                assertEquals("", ain.readLine());
                Socket b = gtp(srv);
                send(b, "1 name\n");
                BufferedReader bin = new BufferedReader(new InputStreamReader(b.getInputStream(), StandardCharsets.UTF_8));
                assertEquals("?1 unauthorized", bin.readLine());
                assertEquals("", bin.readLine());
                try (Socket c = gtp(srv)) {
                    assertEquals("", untilClosed(a, 5000).replace("[reset]", ""), "the oldest pending connection made way");
                    send(c, "3 pn-auth " + TOKEN + "\n4 name\n");
                    BufferedReader cin = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8));
                    assertEquals("=3 ", cin.readLine(), "the newcomer got in");
                    cin.readLine();
                    assertEquals("=4 pnengine", cin.readLine());
                }
                long t0 = System.nanoTime();
                assertEquals("? unauthorized: no pn-auth within 1.5 s", bin.readLine());
                assertEquals("", bin.readLine());
                assertEquals(null, bin.readLine(), "closed after the deadline");
                assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5));
                b.close();
            }
            Thread.sleep(1600);
            send(session, "2 name\n");
            assertEquals("=2 pnengine", sin.readLine(), "a session has no deadline and is never made to go");
        }
    }

    /** On the HTTP port a request must be whole within the deadline, and a kept-alive connection must not idle past it. */
    @Test
    void slowOrIdleHttpConnectionsAreClosedAfterTheRequestDeadline() throws Exception {
        TcpServer srv = start(ServerLimits.defaults().withRequestTimeoutMillis(400), ServerSecurity.NONE);
        try (Socket slow = web(srv)) {
            long t0 = System.nanoTime();
            try {
                for (char c : "GET / HTTP/1.1\r\nHost: localhost\r\n".toCharArray()) {
                    send(slow, String.valueOf(c));
                    Thread.sleep(50);
                }
            } catch (IOException e) {
                // cut off while sending: expected
            }
            String r = untilClosed(slow, 5000);
            assertFalse(r.endsWith("[still open]"), r);
            assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5));
        }
        try (Socket kept = web(srv)) {
            send(kept, "HEAD / HTTP/1.1\r\nHost: localhost\r\n\r\n");
            String all = untilClosed(kept, 5000);
            assertTrue(all.startsWith("HTTP/1.1 200 OK\r\n"), all);
            assertFalse(all.endsWith("[still open]"), "the kept-alive connection was closed after the deadline");
        }
        awaitConnections(srv, 0);
    }

    // ------------------------------------------------------------------ item 6: DNS rebinding

    /**
     * Without tokens, only requests for a loopback host are answered: a page of a site whose name
     * resolves to 127.0.0.1 (DNS rebinding) gets 403, for the page and for the socket alike.
     */
    @Test
    void withoutTokensOnlyLoopbackHostsAreAnswered() throws Exception {
        TcpServer srv = start(ServerLimits.defaults(), ServerSecurity.NONE);
        int port = srv.httpAddress().getPort();
        for (String host : List.of("localhost", "localhost:" + port, "127.0.0.1:" + port, "127.1.2.3", "[::1]:" + port,
                "app.localhost:" + port, "LOCALHOST.")) {
            try (Socket s = web(srv)) {
                send(s, "HEAD / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
                assertTrue(untilClosed(s, 5000).startsWith("HTTP/1.1 200 "), host);
            }
        }
        for (String host : List.of("evil.example:" + port, "evil.example", "127.0.0.1.evil.example", "localhost.evil.example",
                "10.0.0.1", "")) {
            try (Socket s = web(srv)) {
                send(s, "GET / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
                String r = untilClosed(s, 5000);
                assertTrue(r.startsWith("HTTP/1.1 403 Forbidden\r\n"), host + ": " + r);
                assertTrue(r.endsWith("403 forbidden: a server without tokens answers only requests for a loopback host"
                        + " (localhost, 127.0.0.1, [::1])\n"), r);
            }
        }
        try (Socket s = openGtpSocket(srv, "evil.example:" + port, "http://evil.example:" + port)) {
            assertTrue(head(s).startsWith("HTTP/1.1 403 "), "the rebinding page's socket");
        }
        try (Socket s = openGtpSocket(srv, "127.0.0.1:" + port, "http://127.0.0.1:" + port)) {
            assertTrue(head(s).startsWith("HTTP/1.1 101 "), "the page's own socket");
        }
        // With tokens, any host may ask: the token protects the engine.
        TcpServer guarded = start(ServerLimits.defaults(), tokens());
        try (Socket s = socket(guarded.httpAddress().getPort(), InetAddress.getLoopbackAddress())) {
            send(s, "HEAD / HTTP/1.1\r\nHost: engine.example.org\r\nConnection: close\r\n\r\n");
            assertTrue(untilClosed(s, 5000).startsWith("HTTP/1.1 200 "));
        }
    }

    // ------------------------------------------------------------------ item 5: searches that end with their client

    private static EngineSession awaitSearching(TcpServer srv) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < end) {
            for (EngineSession s : srv.sessions()) if (s.isSearching()) return s;
            Thread.sleep(2);
        }
        throw new AssertionError("no search started");
    }

    private static void assertEndsWithin(EngineSession s, long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (s.isSearching() && System.nanoTime() < end) Thread.sleep(2);
        assertFalse(s.isSearching(), "the search still runs " + millis + " ms after its client left");
    }

    /** A client that closes right after an unbounded solve takes its search with it. */
    @Test
    void aSolveWhoseClientClosesRightAfterItEnds() throws Exception {
        TcpServer srv = start(ServerLimits.defaults(), ServerSecurity.NONE);
        for (int i = 0; i < 3; i++) {
            try (Socket s = gtp(srv)) {
                send(s, "solve\n");
                awaitSearching(srv);
            }
        }
        for (EngineSession s : srv.sessions()) assertEndsWithin(s, 5000);
        try (Socket s = gtp(srv)) {
            send(s, "solve time=0.2\n");
            String r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertTrue(r.startsWith("= "), "a new client's solve is admitted: " + r);
        }
    }

    /** A reply that cannot be written is a disconnect: a streaming solve ends at its next line. */
    @Test
    void aStreamedSearchEndsWhenItsLinesCannotBeWritten() throws Exception {
        TcpServer srv = start(ServerLimits.defaults(), ServerSecurity.NONE);
        Socket s = gtp(srv);
        // A command behind the solve: the end of input alone does not stop it.
        send(s, "solve algorithm=pns time=60 progress=0.05\nname\n");
        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
        assertTrue(in.readLine().startsWith("="));
        EngineSession session = awaitSearching(srv);
        s.close();
        assertEndsWithin(session, 5000);
        awaitConnections(srv, 0);
    }
}
