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
 *       engine through the user's browser.</li>
 * </ul>
 * An idle event closes the connection (the socket's own handler takes idle events after the
 * handshake, when this handler has been removed).
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

    private final String socketPath;

    WebRequestHandler(String socketPath) {
        super(false);
        this.socketPath = socketPath;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
        if (!req.decoderResult().isSuccess()) {
            req.release();
            send(ctx, error(HttpResponseStatus.BAD_REQUEST, "bad request"), false);
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

    /** The bytes of a file of the page, or null if there is none. */
    static byte[] resource(String name) {
        try (InputStream in = WebRequestHandler.class.getResourceAsStream(RESOURCES + name.substring(1))) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    private static FullHttpResponse error(HttpResponseStatus status, String message) {
        byte[] body = (status.code() + " " + message + "\n").getBytes(StandardCharsets.UTF_8);
        FullHttpResponse r = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.wrappedBuffer(body));
        r.headers().set(HttpHeaderNames.CONTENT_TYPE, "text/plain; charset=utf-8");
        HttpUtil.setContentLength(r, body.length);
        return r;
    }

    private static void send(ChannelHandlerContext ctx, FullHttpResponse r, boolean keepAlive) {
        r.headers().set(HttpHeaderNames.CACHE_CONTROL, "no-cache");
        r.headers().set("X-Content-Type-Options", "nosniff");
        r.headers().set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        HttpUtil.setKeepAlive(r, keepAlive);
        var f = ctx.writeAndFlush(r);
        if (!keepAlive) f.addListener(ChannelFutureListener.CLOSE);
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

    /** A connection over the server's cap: every request is answered 503 and the connection closed. */
    static SimpleChannelInboundHandler<FullHttpRequest> busy(int max) {
        return new SimpleChannelInboundHandler<>() {
            @Override
            protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
                send(ctx, error(HttpResponseStatus.SERVICE_UNAVAILABLE, GtpServerInitializer.busyMessage(max)), false);
            }

            @Override
            public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
                ctx.close();
            }
        };
    }
}
