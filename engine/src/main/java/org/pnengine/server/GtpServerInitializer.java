package org.pnengine.server;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.string.StringDecoder;
import io.netty.handler.codec.string.StringEncoder;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.ReferenceCountUtil;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.pnengine.protocol.Responses;

/**
 * Assembles each connection's pipeline, in the order bytes flow in:
 * <ol>
 *   <li>with TLS only: Netty's {@code SslHandler}, then a {@link TlsFailureHandler} that closes a
 *       connection whose handshake fails (or that speaks plain text) quietly;</li>
 *   <li>the {@link OutputLimit}, which aborts a connection holding too much unsent output;</li>
 *   <li>with an idle timeout only: Netty's {@link IdleStateHandler}, which tells the handler when
 *       nothing has been read or written for that long;</li>
 *   <li>{@link LineFramer}, a {@link LineBasedFrameDecoder}: splits the stream at LF (a CR before
 *       it is removed later by the line normaliser) and fails fast on a line longer than the
 *       limit, discarding it up to its end; the handler answers that with an error and the
 *       connection lives on. When the input ends, an unterminated last line still counts, as
 *       over stdio;</li>
 *   <li>{@link StringDecoder}: each line as UTF-8 text (malformed bytes become U+FFFD);</li>
 *   <li>{@link StringEncoder}: responses as UTF-8;</li>
 *   <li>{@link GtpServerHandler}: one per connection, owning that client's session (and, on a
 *       server with tokens, the {@link org.pnengine.protocol.AuthGate} in front of it).</li>
 * </ol>
 * A connection beyond the server's connection limits ({@link ConnectionCap}) gets no session: it
 * is answered {@code busy} (through TLS on a TLS server) and closed. The initializer is shared by
 * all connections; its only state is the server's {@link Connections}, which the HTTP port
 * ({@link HttpServerInitializer}) shares.
 */
public final class GtpServerInitializer extends ChannelInitializer<SocketChannel> {

    private final Connections connections;

    GtpServerInitializer(Connections connections) {
        this.connections = connections;
    }

    @Override
    protected void initChannel(SocketChannel ch) {
        // On a server with tokens a connection is pending until it has authenticated.
        String refusal = connections.front(ch, connections.security().auth() != null);
        if (refusal != null) {
            ch.pipeline().addLast("encoder", new StringEncoder(StandardCharsets.UTF_8));
            ch.pipeline().addLast("busy", new Busy(refusal));
            return;
        }
        GtpServerHandler handler = connections.newHandler(ch);
        configure(ch.pipeline(), connections.limits().maxLineBytes(), handler);
        connections.onOpen().accept(ch, handler);
    }

    /** The pipeline of one connection; tests build it on an {@code EmbeddedChannel}. */
    static void configure(ChannelPipeline p, int maxLineBytes, GtpServerHandler handler) {
        p.addLast("framer", new LineFramer(maxLineBytes));
        p.addLast("decoder", new StringDecoder(StandardCharsets.UTF_8));
        p.addLast("encoder", new StringEncoder(StandardCharsets.UTF_8));
        p.addLast("gtp", handler);
    }

    /** Line framing that also delivers a last line without LF when the input ends. */
    static final class LineFramer extends LineBasedFrameDecoder {

        LineFramer(int maxLineBytes) {
            super(maxLineBytes, true, true);
        }

        @Override
        protected void decodeLast(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) throws Exception {
            super.decodeLast(ctx, in, out);
            // What is left has no LF and is within the limit (a longer rest was discarded above).
            if (in.isReadable()) out.add(in.readRetainedSlice(in.readableBytes()));
        }
    }


    /** A connection over the cap: one line ({@code message}), then the close; what it sends is ignored. */
    static final class Busy extends ChannelInboundHandlerAdapter {

        private final String message;

        Busy(String message) {
            this.message = message;
        }

        @Override
        public void channelActive(ChannelHandlerContext ctx) {
            ctx.writeAndFlush(Responses.failure(null, message)).addListener(ChannelFutureListener.CLOSE);
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            ReferenceCountUtil.release(msg);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }
}
