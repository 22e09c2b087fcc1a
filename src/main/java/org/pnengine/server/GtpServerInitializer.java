package org.pnengine.server;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.string.StringDecoder;
import io.netty.handler.codec.string.StringEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import io.netty.channel.Channel;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.CommandRegistry;

/**
 * Assembles each connection's pipeline, in the order bytes flow in:
 * <ol>
 *   <li>with TLS only: Netty's {@code SslHandler}, then a {@link TlsFailureHandler} that closes a
 *       connection whose handshake fails (or that speaks plain text) quietly;</li>
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
 * The initializer itself is shared by all connections and holds no per-connection state.
 */
public final class GtpServerInitializer extends ChannelInitializer<SocketChannel> {

    private final EngineConfig config;
    private final CommandRegistry registry;
    private final Executor workers;
    private final int maxLineBytes;
    private final BiConsumer<Channel, GtpServerHandler> onOpen;
    private final ServerSecurity security;

    public GtpServerInitializer(EngineConfig config, CommandRegistry registry, Executor workers,
                                int maxLineBytes, BiConsumer<Channel, GtpServerHandler> onOpen) {
        this(config, registry, workers, maxLineBytes, onOpen, ServerSecurity.NONE);
    }

    public GtpServerInitializer(EngineConfig config, CommandRegistry registry, Executor workers,
                                int maxLineBytes, BiConsumer<Channel, GtpServerHandler> onOpen,
                                ServerSecurity security) {
        this.config = config;
        this.registry = registry;
        this.workers = workers;
        this.maxLineBytes = maxLineBytes;
        this.onOpen = onOpen;
        this.security = security;
    }

    @Override
    protected void initChannel(SocketChannel ch) {
        GtpServerHandler handler = new GtpServerHandler(config, registry, workers, maxLineBytes, security.auth());
        if (security.tls() != null) {
            ch.pipeline().addLast("tls", security.tls().newHandler(ch.alloc()));
            ch.pipeline().addLast("tls-failures", new TlsFailureHandler());
        }
        configure(ch.pipeline(), maxLineBytes, handler);
        onOpen.accept(ch, handler);
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
}
