package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pnengine.conformance.Transcripts;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.AuthTokens;
import org.pnengine.protocol.Authenticator;

/**
 * The HTTP port of {@code serve --http}, over real loopback sockets with the JDK's own HTTP and
 * WebSocket clients: the page's files, the refusals, and the protocol over the WebSocket (one
 * frame per line in, one per reply out, one session per socket, the line limit, the token rule,
 * the shared connection cap).
 */
class WebTransportTest {

    private final List<TcpServer> servers = new ArrayList<>();
    private final HttpClient http = HttpClient.newHttpClient();

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

    private TcpServer start() throws Exception {
        return start(ServerLimits.defaults(), ServerSecurity.NONE);
    }

    private static URI uri(TcpServer s, String scheme, String path) {
        InetSocketAddress a = s.httpAddress();
        return URI.create(scheme + "://127.0.0.1:" + a.getPort() + path);
    }

    private HttpResponse<String> get(TcpServer s, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(uri(s, "http", path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void servesThePageFromTheJarsResources() throws Exception {
        TcpServer s = start();
        HttpResponse<String> page = get(s, "/");
        assertEquals(200, page.statusCode());
        assertEquals("text/html; charset=utf-8", page.headers().firstValue("content-type").orElseThrow());
        assertTrue(page.body().contains("<script type=\"module\" src=\"app.js\"></script>"), page.body());
        assertTrue(page.headers().firstValue("content-security-policy").orElseThrow().contains("connect-src 'self'"));
        HttpResponse<String> js = get(s, "/gtp.js?v=1");
        assertEquals(200, js.statusCode());
        assertEquals("text/javascript; charset=utf-8", js.headers().firstValue("content-type").orElseThrow());
        assertTrue(js.body().contains("export class Gtp"), js.body());
    }

    @Test
    void unknownPathsAreNotFoundOtherMethodsNotAllowed() throws Exception {
        TcpServer s = start();
        assertEquals(404, get(s, "/missing.js").statusCode());
        assertEquals(404, get(s, "/index").statusCode());
        assertEquals(404, get(s, "/web/index.html").statusCode());
        assertEquals(404, get(s, "/org/pnengine/cli/Main.class").statusCode());
        // A path that climbs out of the page's folder, sent as is (the JDK's client would not).
        assertTrue(raw(s, "GET /../pom.xml HTTP/1.1\r\nHost: localhost\r\n\r\n").startsWith("HTTP/1.1 404 "));
        assertTrue(raw(s, "GET /%2e%2e/pom.xml HTTP/1.1\r\nHost: localhost\r\n\r\n").startsWith("HTTP/1.1 404 "));
        HttpResponse<String> post = http.send(HttpRequest.newBuilder(uri(s, "http", "/"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(405, post.statusCode());
        assertEquals("GET, HEAD", post.headers().firstValue("allow").orElseThrow());
        // The socket's path is for WebSocket upgrades only.
        assertEquals(400, get(s, "/gtp").statusCode());
        // Garbage is answered 400 and the server carries on.
        assertTrue(raw(s, "\u0001\u0002 nonsense\r\n\r\n").startsWith("HTTP/1.1 400 "));
        assertEquals(200, get(s, "/").statusCode());
    }

    /** Sends raw bytes and returns the first line of the answer. */
    private static String raw(TcpServer s, String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", s.httpAddress().getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)).readLine();
        }
    }

    /** A WebSocket client that queues each text message it receives, and its close. */
    static final class Client implements WebSocket.Listener {
        final LinkedBlockingQueue<String> frames = new LinkedBlockingQueue<>();
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                frames.add(partial.toString());
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.completeExceptionally(error);
        }

        String next() throws InterruptedException {
            String f = frames.poll(20, TimeUnit.SECONDS);
            assertTrue(f != null, "no reply within 20 s");
            return f;
        }

        String ask(String line) throws Exception {
            ws.sendText(line, true).get(10, TimeUnit.SECONDS);
            return next();
        }
    }

    private Client connect(TcpServer s, String origin) throws Exception {
        Client c = new Client();
        WebSocket.Builder b = http.newWebSocketBuilder();
        if (origin != null) b.header("Origin", origin);
        c.ws = b.buildAsync(uri(s, "ws", "/gtp"), c).get(10, TimeUnit.SECONDS);
        return c;
    }

    @Test
    void oneFramePerLineInOneFramePerReplyOut() throws Exception {
        TcpServer s = start();
        Client c = connect(s, "http://127.0.0.1:" + s.httpAddress().getPort());
        assertEquals("=1 pnengine\n\n", c.ask("1 name"));
        assertEquals("= \n\n", c.ask("set_game tic_tac_toe"));
        assertEquals("= \n\n", c.ask("play b b2\n"));
        assertEquals("? illegal move: it is white's turn\n\n", c.ask("play b a1"));
        // A frame with several lines is several commands, as the same bytes over TCP.
        c.ws.sendText("7 play w a1\r\n8 pn-position", true).get(10, TimeUnit.SECONDS);
        assertEquals("=7 \n\n", c.next());
        assertEquals("=8 o../.x./... x\n\n", c.next());
        // A comment-only line gets no reply: the next frame answers the next command.
        c.ws.sendText("# nothing", true);
        assertEquals("= b1 c1 a2 c2 a3 b3 c3\n\n", c.ask("legal_moves"));
        assertEquals("= \n\n", c.ask("quit"));
        assertEquals(1000, c.closed.get(10, TimeUnit.SECONDS));
    }

    @Test
    void eachSocketHasItsOwnSession() throws Exception {
        TcpServer s = start();
        Client a = connect(s, null);
        Client b = connect(s, null);
        assertEquals("= \n\n", a.ask("set_game Othello"));
        assertEquals("= Othello size=8 scoring=discs\n\n", a.ask("pn-game"));
        assertEquals("= connect_four width=7 height=6\n\n", b.ask("pn-game"));
        assertEquals(2, s.sessions().size());
    }

    @Test
    void aFrameOverTheLineLimitClosesTheSocketAndTheServerCarriesOn() throws Exception {
        TcpServer s = start(ServerLimits.defaults().withMaxLineBytes(64), ServerSecurity.NONE);
        Client c = connect(s, null);
        assertEquals("= pnengine\n\n", c.ask("name"));
        c.ws.sendText("name " + "x".repeat(100), true);
        assertEquals(1009, c.closed.get(10, TimeUnit.SECONDS));
        assertEquals("= pnengine\n\n", connect(s, null).ask("name"));
    }

    @Test
    void aBinaryFrameClosesTheSocket() throws Exception {
        TcpServer s = start();
        Client c = connect(s, null);
        c.ws.sendBinary(ByteBuffer.wrap("name".getBytes(StandardCharsets.UTF_8)), true);
        assertEquals(1003, c.closed.get(10, TimeUnit.SECONDS));
        assertEquals("= pnengine\n\n", connect(s, null).ask("name"));
    }

    @Test
    void aPageOfAnotherOriginIsRefused() throws Exception {
        TcpServer s = start();
        ExecutionException e = assertThrows(ExecutionException.class, () -> connect(s, "http://evil.example"));
        WebSocketHandshakeException h = assertInstanceOf(WebSocketHandshakeException.class, e.getCause());
        assertEquals(403, h.getResponse().statusCode());
        assertTrue(WebRequestHandler.sameOrigin("http://localhost:8080", "localhost:8080"));
        assertTrue(WebRequestHandler.sameOrigin(null, "localhost:8080"));
        assertFalse(WebRequestHandler.sameOrigin("http://localhost:8081", "localhost:8080"));
        assertFalse(WebRequestHandler.sameOrigin("null", "localhost:8080"));
    }

    @Test
    void withTokensTheSocketMustAuthenticateFirst() throws Exception {
        Authenticator auth = new Authenticator(AuthTokens.read(Transcripts.DIR.resolve("auth").resolve("tokens.txt")));
        TcpServer s = start(ServerLimits.defaults(), new ServerSecurity(auth, null));
        Client c = connect(s, null);
        assertEquals("? unauthorized\n\n", c.ask("name"));
        assertEquals("= \n\n", c.ask("pn-auth first-test-token-0123456789abcdef"));
        assertEquals("= pnengine\n\n", c.ask("name"));
        Client wrong = connect(s, null);
        assertEquals("? unauthorized: wrong token\n\n", wrong.ask("pn-auth not-the-token-0123456789"));
        assertEquals(1000, wrong.closed.get(10, TimeUnit.SECONDS));
    }

    @Test
    void theHttpPortSharesTheConnectionCap() throws Exception {
        TcpServer s = start(ServerLimits.defaults().withMaxConnections(1), ServerSecurity.NONE);
        try (Socket tcp = new Socket("127.0.0.1", s.address().getPort())) {
            tcp.getOutputStream().write("name\n".getBytes(StandardCharsets.UTF_8));
            var in = new BufferedReader(new InputStreamReader(tcp.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("= pnengine", in.readLine());
            HttpResponse<String> busy = get(s, "/");
            assertEquals(503, busy.statusCode());
            assertTrue(busy.body().contains("busy: the server has its limit of 1 connections open"), busy.body());
        }
    }

    @Test
    void aServerWithoutHttpHasNoHttpAddress() throws Exception {
        try (TcpServer s = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(), ServerLimits.defaults(), ServerSecurity.NONE)) {
            s.start();
            assertNull(s.httpAddress());
        }
    }
}
