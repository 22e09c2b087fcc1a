package org.pnengine.server;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.websocketx.WebSocketDecoderConfig;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolConfig;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler;
import io.netty.handler.timeout.IdleStateHandler;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Assembles the pipeline of a connection to the HTTP port ({@code serve --http}), in the order
 * bytes flow in:
 * <ol>
 *   <li>the stages in front of every connection ({@link Connections#front}): TLS, the
 *       {@link OutputLimit}, the idle timeout;</li>
 *   <li>Netty's {@link HttpServerCodec} and an {@link HttpObjectAggregator} of at most
 *       {@value #MAX_REQUEST_BYTES} bytes of body: whole requests;</li>
 *   <li>{@link WebRequestHandler}: the page's files for {@code GET}, 404 and 405 otherwise, and
 *       the checks an upgrade to {@value #GTP_PATH} must pass before it goes on; the bounds on
 *       pipelined requests and on the time to send one;</li>
 *   <li>{@link WebSocketPings}: once the socket is open, its pings, one pong at a time;</li>
 *   <li>Netty's {@link WebSocketServerProtocolHandler} on {@value #GTP_PATH}: the handshake, then
 *       WebSocket frames (pong and close handled there), a frame's payload at most the line
 *       limit (a longer one closes the socket with status 1009);</li>
 *   <li>{@link WebSocketLines}: a text frame in is a command line, a reply out is a text frame;</li>
 *   <li>once the handshake is complete: a {@link GtpServerHandler}, the same per-connection
 *       session (and token gate) as a TCP connection's.</li>
 * </ol>
 * Every connection to this port is pending ({@link ConnectionCap}) until it is a WebSocket
 * and, on a server with tokens, authenticated. A connection beyond the server's connection cap
 * (shared with the GTP port) is answered {@code 503} and closed.
 */
final class HttpServerInitializer extends ChannelInitializer<SocketChannel> {

    /** The WebSocket endpoint. */
    static final String GTP_PATH = "/gtp";
    /** Requests carry no body the server wants; this bounds what one may send. */
    static final int MAX_REQUEST_BYTES = 8 * 1024;
    /** Time a client has to complete the WebSocket handshake once it asked for it. */
    static final long HANDSHAKE_TIMEOUT_MILLIS = 10_000;

    private final Connections connections;

    HttpServerInitializer(Connections connections) {
        this.connections = connections;
    }

    @Override
    protected void initChannel(SocketChannel ch) {
        String refusal = connections.front(ch, true);
        ChannelPipeline p = ch.pipeline();
        p.addLast("http", new HttpServerCodec());
        p.addLast("aggregator", new HttpObjectAggregator(MAX_REQUEST_BYTES));
        if (refusal != null) {
            p.addLast("busy", WebRequestHandler.busy(refusal));
            return;
        }
        ServerLimits limits = connections.limits();
        configure(p, limits.maxLineBytes(), new WebRequestHandler(GTP_PATH, connections.security().auth() == null,
                limits.requestTimeoutMillis()), connections::newHandler, connections.onOpen());
    }

    /**
     * The stages after the HTTP codec and aggregator; tests build them on an
     * {@code EmbeddedChannel}. {@code newHandler} makes the session's handler for the socket's
     * channel when the handshake completes, and {@code onOpen} is told of it.
     */
    static void configure(ChannelPipeline p, int maxLineBytes, WebRequestHandler web,
                          Function<Channel, GtpServerHandler> newHandler, BiConsumer<Channel, GtpServerHandler> onOpen) {
        p.addLast("web", web);
        p.addLast("pings", new WebSocketPings());
        p.addLast("websocket", new WebSocketServerProtocolHandler(WebSocketServerProtocolConfig.newBuilder()
                .websocketPath(GTP_PATH)
                .checkStartsWith(false)
                // Refused frames are answered by WebSocketLines, with the status the decoder names.
                .decoderConfig(WebSocketDecoderConfig.newBuilder().maxFramePayloadLength(maxLineBytes)
                        .closeOnProtocolViolation(false).build())
                .handshakeTimeoutMillis(HANDSHAKE_TIMEOUT_MILLIS)
                .dropPongFrames(true)
                .build()));
        p.addLast("lines", new WebSocketLines());
        p.addLast("upgrade", new ChannelInboundHandlerAdapter() {
            @Override
            public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
                if (evt instanceof WebSocketServerProtocolHandler.HandshakeComplete) {
                    // The page's files are not served on a socket: from here on only frames come.
                    if (ctx.pipeline().get("web") != null) ctx.pipeline().remove("web");
                    GtpServerHandler handler = newHandler.apply(ctx.channel());
                    ctx.pipeline().replace(this, "gtp", handler);
                    onOpen.accept(ctx.channel(), handler);
                    return;
                }
                super.userEventTriggered(ctx, evt);
            }
        });
    }
}
