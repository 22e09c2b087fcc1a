package org.pnengine.server;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.ChannelInputShutdownEvent;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.engine.CpuMeter;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.Session;
import org.pnengine.protocol.AuthGate;
import org.pnengine.protocol.Authenticator;
import org.pnengine.protocol.CommandRegistry;
import org.pnengine.protocol.GtpSession;

/**
 * One connection's handler (never shared: it owns the connection's session). It only hands
 * lines to the {@link GtpSession}, which runs commands on a worker thread, so nothing slow ever
 * runs on the event loop. Responses are written from the worker; Netty keeps them in order. On a
 * server with tokens, lines go through the connection's {@link AuthGate} first.
 *
 * <p>Input is always read, so that {@code stop} is seen however many commands wait; the session
 * bounds what waits. Output: while the channel is not writable (more than
 * {@link ServerLimits#HIGH_WATER_MARK} bytes unread) the session starts no command, and it
 * resumes when the channel turns writable again; a connection whose unread replies pass
 * {@link ServerLimits#maxOutputBytes()} all the same is closed. An idle event (see
 * {@link GtpServerInitializer}) closes the connection unless a command runs or waits.
 */
public final class GtpServerHandler extends SimpleChannelInboundHandler<String> {

    private static final System.Logger LOG = System.getLogger(GtpServerHandler.class.getName());

    private final EngineConfig config;
    private final CommandRegistry registry;
    private final Executor workers;
    private final ServerLimits limits;
    private volatile GtpSession gtp;
    /** The token check of the server, or null when it has none. */
    private final Authenticator auth;
    private volatile AuthGate gate;
    /** Bytes of replies written and not yet sent. */
    private final AtomicLong unsent = new AtomicLong();

    GtpServerHandler(EngineConfig config, CommandRegistry registry, Executor workers, int maxLineBytes) {
        this(config, registry, workers, ServerLimits.defaults().withMaxLineBytes(maxLineBytes), null);
    }

    GtpServerHandler(EngineConfig config, CommandRegistry registry, Executor workers, ServerLimits limits,
                     Authenticator auth) {
        this.config = config;
        this.registry = registry;
        this.workers = workers;
        this.limits = limits;
        this.auth = auth;
    }

    /** This connection's protocol session, once the channel is active. */
    public GtpSession session() {
        return gtp;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        // One server, many sessions: cputime answers what this connection's commands used.
        Session session = new Session(config, CpuMeter.perSession());
        gtp = new GtpSession(session, registry, workers, new GtpSession.Sink() {
            @Override
            public void write(String text) {
                // Encoded here, so that Netty counts the reply's bytes against the water marks at
                // once, not when the event loop gets to it (a String counts as 8 bytes until then).
                ByteBuf bytes = ByteBufUtil.writeUtf8(ctx.alloc(), text);
                int n = bytes.readableBytes();
                if (unsent.addAndGet(n) > limits.maxOutputBytes()) {
                    bytes.release();
                    LOG.log(System.Logger.Level.DEBUG, () -> "closing " + ctx.channel().remoteAddress()
                            + ": more than " + limits.maxOutputBytes() + " bytes of replies unread");
                    ctx.close();
                    return;
                }
                ctx.writeAndFlush(bytes).addListener(f -> unsent.addAndGet(-n));
            }

            @Override
            public void close() {
                ctx.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
            }

            @Override
            public boolean writable() {
                return ctx.channel().isWritable();
            }
        }, limits.input(), GtpSession.WhenFull.CLOSE);
        if (auth != null) gate = new AuthGate(auth, remoteHost(ctx.channel().remoteAddress()), gtp);
    }

    /** The peer's IP address, from which {@link Authenticator} makes the key of its failed attempts. */
    private static String remoteHost(SocketAddress a) {
        return a instanceof InetSocketAddress i && i.getAddress() != null
                ? i.getAddress().getHostAddress() : String.valueOf(a);
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, String line) {
        if (gate != null) {
            gate.onLine(line);
        } else {
            gtp.onLine(line);
        }
    }

    /** The client reads its replies again: the commands held back run. */
    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) throws Exception {
        if (ctx.channel().isWritable()) gtp.onWritable();
        super.channelWritabilityChanged(ctx);
    }

    /**
     * The client shut down its sending side (TCP half-close, with {@code ALLOW_HALF_CLOSURE}): the
     * commands received are still answered, then the connection closes. An idle connection (no
     * input, no output for the idle timeout) is closed unless a command runs or waits to run
     * ({@link GtpSession#isBusy()}): a client waiting for its own long search is not idle.
     */
    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof ChannelInputShutdownEvent) gtp.onEndOfInput();
        if (evt instanceof IdleStateEvent && !gtp.isBusy()) {
            LOG.log(System.Logger.Level.DEBUG, () -> "closing idle connection " + ctx.channel().remoteAddress());
            ctx.close();
        }
        super.userEventTriggered(ctx, evt);
    }

    /** The connection is closed or reset: the search is cancelled and the queue dropped. */
    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        gtp.onDisconnect();
        super.channelInactive(ctx);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (cause instanceof TooLongFrameException) {
            gtp.onLineTooLong(limits.maxLineBytes());
            return;
        }
        if (!(cause instanceof IOException)) {
            LOG.log(System.Logger.Level.WARNING, "closing connection after an error", cause);
        }
        ctx.close();
    }
}
