package org.pnengine.server;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The HTTP side of the HTTP port (one per connection): it serves the web page's files from the
 * jar's resources under {@value #RESOURCES} ({@code clients/web} in the source tree), and lets a
 * WebSocket upgrade of the socket path go on to Netty's WebSocket handler.
 * <ul>
 *   <li>{@code GET} (or {@code HEAD}) of {@code /} is {@code index.html}; of {@code /NAME.EXT}
 *       a file of the page, flat names only, so no path can leave the page's folder;</li>
 *   <li>any other path is {@code 404}; any other method {@code 405}; a request the codec could
 *       not parse (or too large) {@code 400}, and the connection closes;</li>
 *   <li>the socket path takes a {@code GET} with {@code Upgrade: websocket} only ({@code 400}
 *       otherwise), and, when the browser names the page's origin, only from a page of the same
 *       host and port ({@code 403} otherwise), so that another site a user visits cannot drive the
 *       engine through the user's browser;</li>
 *   <li>on a server without tokens, a request whose {@code Host} is not a loopback name
 *       ({@code localhost}, a name ending {@code .localhost}, {@code 127.x.y.z}, {@code [::1]}) is
 *       {@code 403}, so that a site whose name is made to resolve to 127.0.0.1 (DNS rebinding)
 *       cannot reach the engine through the user's browser either.</li>
 * </ul>
 * A connection must send each whole request within {@code requestTimeoutMillis} of opening or of
 * its last response, and may have at most {@value #MAX_PIPELINED} responses unsent; beyond
 * either it is aborted. While its responses are unread beyond the high water mark, it is not read
 * from. An idle event closes the connection. The socket's own handlers take over all of this
 * after the handshake, when this handler has been removed.
 */
final class WebRequestHandler extends SimpleChannelInboundHandler<FullHttpRequest> {

    private static final System.Logger LOG = System.getLogger(WebRequestHandler.class.getName());

    /** Where the page's files are on the class path. */
    static final String RESOURCES = "/web/";

    private static final Pattern FILE = Pattern.compile("/[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*\\.([a-z0-9]+)");

    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "ico", "image/x-icon",
            "json", "application/json",
            "txt", "text/plain; charset=utf-8");

    /** The page loads only its own files and talks only to its own server. */
    static final String CONTENT_SECURITY_POLICY =
            "default-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

    /** Responses a connection may have written and not yet sent; one more request aborts it. */
    static final int MAX_PIPELINED = 16;

    /** The page's files, read from the jar once. */
    private static final Map<String, Optional<byte[]>> FILES = new ConcurrentHashMap<>();

    private final String socketPath;
    private final boolean loopbackOnly;
    private final long requestTimeoutMillis;
    private int unsent;
    private ScheduledFuture<?> deadline;

    /**
     * @param socketPath           the WebSocket's path
     * @param loopbackOnly         whether requests must name a loopback host (a server without tokens)
     * @param requestTimeoutMillis the time to send a whole request
     */
    WebRequestHandler(String socketPath, boolean loopbackOnly, long requestTimeoutMillis) {
        super(false);
        this.socketPath = socketPath;
        this.loopbackOnly = loopbackOnly;
        this.requestTimeoutMillis = requestTimeoutMillis;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        armDeadline(ctx);
        super.channelActive(ctx);
    }

    /** The next request must be whole within the timeout. */
    private void armDeadline(ChannelHandlerContext ctx) {
        disarmDeadline();
        deadline = ctx.executor().schedule(() -> {
            LOG.log(System.Logger.Level.DEBUG, () -> "aborting " + ctx.channel().remoteAddress()
                    + ": no whole request within " + requestTimeoutMillis + " ms");
            OutputLimit.abort(ctx.channel());
        }, requestTimeoutMillis, TimeUnit.MILLISECONDS);
    }

    private void disarmDeadline() {
        if (deadline != null) deadline.cancel(false);
        deadline = null;
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        disarmDeadline();
        ctx.channel().config().setAutoRead(true);
    }

    /** A client that does not read its responses is not read from until it does. */
    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) throws Exception {
        ctx.channel().config().setAutoRead(ctx.channel().isWritable());
        super.channelWritabilityChanged(ctx);
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
        disarmDeadline();
        if (!ctx.channel().isActive() || unsent >= MAX_PIPELINED) {
            // Pipelined requests beyond the bound (or decoded after the abort): the client goes.
            req.release();
            OutputLimit.abort(ctx.channel());
            return;
        }
        if (!req.decoderResult().isSuccess()) {
            req.release();
            send(ctx, error(HttpResponseStatus.BAD_REQUEST, "bad request"), false);
            return;
        }
        if (loopbackOnly && !loopbackHost(req.headers().get(HttpHeaderNames.HOST))) {
            boolean keepAlive = HttpUtil.isKeepAlive(req);
            req.release();
            send(ctx, error(HttpResponseStatus.FORBIDDEN, "forbidden: a server without tokens answers only requests"
                    + " for a loopback host (localhost, 127.0.0.1, [::1])"), keepAlive);
            return;
        }
        String path = new QueryStringDecoder(req.uri()).path();
        if (path.equals(socketPath)) {
            upgrade(ctx, req);
            return;
        }
        try {
            if (!req.method().equals(HttpMethod.GET) && !req.method().equals(HttpMethod.HEAD)) {
                FullHttpResponse r = error(HttpResponseStatus.METHOD_NOT_ALLOWED, "method not allowed: " + req.method());
                r.headers().set(HttpHeaderNames.ALLOW, "GET, HEAD");
                send(ctx, r, HttpUtil.isKeepAlive(req));
                return;
            }
            String name = path.equals("/") ? "/index.html" : path;
            var m = FILE.matcher(name);
            byte[] body = m.matches() && TYPES.containsKey(m.group(2)) ? resource(name) : null;
            if (body == null) {
                send(ctx, error(HttpResponseStatus.NOT_FOUND, "not found: " + path), HttpUtil.isKeepAlive(req));
                return;
            }
            FullHttpResponse r = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK,
                    req.method().equals(HttpMethod.HEAD) ? Unpooled.EMPTY_BUFFER : Unpooled.wrappedBuffer(body));
            r.headers().set(HttpHeaderNames.CONTENT_TYPE, TYPES.get(m.group(2)));
            HttpUtil.setContentLength(r, body.length);
            send(ctx, r, HttpUtil.isKeepAlive(req));
        } finally {
            req.release();
        }
    }

    /** Passes a proper upgrade of the socket path on to the WebSocket handler; refuses the rest. */
    private void upgrade(ChannelHandlerContext ctx, FullHttpRequest req) {
        String refusal = null;
        HttpResponseStatus status = HttpResponseStatus.BAD_REQUEST;
        if (!req.method().equals(HttpMethod.GET)) {
            refusal = "method not allowed: " + req.method();
            status = HttpResponseStatus.METHOD_NOT_ALLOWED;
        } else if (!req.headers().containsValue(HttpHeaderNames.UPGRADE, HttpHeaderValues.WEBSOCKET, true)) {
            refusal = socketPath + " is a WebSocket endpoint: connect with a WebSocket client";
        } else if (!sameOrigin(req.headers().get(HttpHeaderNames.ORIGIN), req.headers().get(HttpHeaderNames.HOST))) {
            refusal = "forbidden: the page's origin is not this server";
            status = HttpResponseStatus.FORBIDDEN;
        }
        if (refusal != null) {
            boolean keepAlive = HttpUtil.isKeepAlive(req);
            req.release();
            send(ctx, error(status, refusal), keepAlive);
            return;
        }
        ctx.fireChannelRead(req);
    }

    /**
     * Whether a {@code Host} header names a loopback host: {@code localhost} or a name under
     * {@code .localhost} (RFC 6761), an IPv4 address in 127.0.0.0/8, or {@code [::1]}, with or
     * without a port.
     */
    static boolean loopbackHost(String host) {
        if (host == null) return false;
        String h;
        try {
            h = new URI("http://" + host.trim()).getHost();
        } catch (URISyntaxException e) {
            return false;
        }
        if (h == null) return false;
        h = h.toLowerCase(java.util.Locale.ROOT);
        if (h.endsWith(".")) h = h.substring(0, h.length() - 1);
        if (h.equals("localhost") || h.endsWith(".localhost")) return true;
        if (h.equals("[::1]") || h.equals("[0:0:0:0:0:0:0:1]")) return true;
        return h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }

    /**
     * Whether an {@code Origin} header names the host and port of the {@code Host} header. No
     * {@code Origin} (a client that is not a browser) passes: such a client is not acting for a
     * page of another site.
     */
    static boolean sameOrigin(String origin, String host) {
        if (origin == null) return true;
        if (host == null) return false;
        try {
            URI o = new URI(origin);
            if (o.getHost() == null || o.getScheme() == null) return false;
            int port = o.getPort() >= 0 ? o.getPort() : (o.getScheme().equalsIgnoreCase("https") ? 443 : 80);
            URI h = new URI("http://" + host);
            int hostPort = h.getPort() >= 0 ? h.getPort() : port;
            return o.getHost().equalsIgnoreCase(h.getHost()) && port == hostPort;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** The bytes of a file of the page, or null if there is none; read once, shared, never to be changed. */
    static byte[] resource(String name) {
        return FILES.computeIfAbsent(name, n -> {
            try (InputStream in = WebRequestHandler.class.getResourceAsStream(RESOURCES + n.substring(1))) {
                return Optional.ofNullable(in == null ? null : in.readAllBytes());
            } catch (IOException e) {
                return Optional.empty();
            }
        }).orElse(null);
    }

    private static FullHttpResponse error(HttpResponseStatus status, String message) {
        byte[] body = (status.code() + " " + message + "\n").getBytes(StandardCharsets.UTF_8);
        FullHttpResponse r = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.wrappedBuffer(body));
        r.headers().set(HttpHeaderNames.CONTENT_TYPE, "text/plain; charset=utf-8");
        HttpUtil.setContentLength(r, body.length);
        return r;
    }

    /** Sends a response; the next request's deadline starts once it has gone out. */
    private void send(ChannelHandlerContext ctx, FullHttpResponse r, boolean keepAlive) {
        headers(r, keepAlive);
        unsent++;
        var f = ctx.writeAndFlush(r);
        f.addListener(done -> {
            unsent--;
            if (keepAlive && unsent == 0 && ctx.channel().isActive() && ctx.pipeline().context(this) != null) {
                armDeadline(ctx);
            }
        });
        if (!keepAlive) f.addListener(ChannelFutureListener.CLOSE);
    }

    private static void headers(FullHttpResponse r, boolean keepAlive) {
        r.headers().set(HttpHeaderNames.CACHE_CONTROL, "no-cache");
        r.headers().set("X-Content-Type-Options", "nosniff");
        r.headers().set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        HttpUtil.setKeepAlive(r, keepAlive);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof IdleStateEvent) {
            ctx.close();
            return;
        }
        super.userEventTriggered(ctx, evt);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (!(cause instanceof IOException)) {
            LOG.log(System.Logger.Level.DEBUG, () -> "closing HTTP connection after " + cause);
        }
        ctx.close();
    }

    /**
     * A connection over the server's limits: its first request is answered 503 with
     * {@code message} (a GTP failure text), and the connection closed.
     */
    static SimpleChannelInboundHandler<FullHttpRequest> busy(String message) {
        return new SimpleChannelInboundHandler<>() {
            @Override
            protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
                if (!ctx.channel().isActive()) return;
                FullHttpResponse r = error(HttpResponseStatus.SERVICE_UNAVAILABLE, message);
                headers(r, false);
                ctx.writeAndFlush(r).addListener(ChannelFutureListener.CLOSE);
                ctx.channel().config().setAutoRead(false);
            }

            @Override
            public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
                ctx.close();
            }
        };
    }
}
