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
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.pnengine.engine.CpuMeter;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.AuthGate;
import org.pnengine.protocol.Authenticator;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.LineSession;
import org.pnengine.protocol.Protocols;

/**
 * One connection's handler (never shared: it owns the connection's session). It only hands
 * lines to the connection's {@link LineSession} (GTP, or the server's protocol), which runs commands on a worker thread, so nothing slow ever
 * runs on the event loop. Responses are written from the worker; Netty keeps them in order. On a
 * server with tokens, lines go through the connection's {@link AuthGate} first, and a client
 * that has not authenticated within {@link ServerLimits#authTimeoutMillis()} is told so and
 * closed; once it has (or at once, on a server without tokens), its connection is no longer
 * pending ({@link ConnectionCap}).
 *
 * <p>Input is always read, so that {@code stop} is seen however many commands wait; the session
 * bounds what waits. Output: while the channel is not writable (more than
 * {@link ServerLimits#HIGH_WATER_MARK} bytes unread) the session starts no command, and it
 * resumes when the channel turns writable again; the {@link OutputLimit} aborts a connection
 * whose unsent bytes pass {@link ServerLimits#maxOutputBytes()} all the same. A reply that cannot
 * be written is a disconnect. A close after {@code quit} or the end of input waits for the
 * replies to go out, at most {@value #DRAIN_MILLIS} ms. An idle event (see
 * {@link GtpServerInitializer}) closes the connection unless a command runs or waits.
 */
public final class GtpServerHandler extends SimpleChannelInboundHandler<String> {

    private static final System.Logger LOG = System.getLogger(GtpServerHandler.class.getName());

    /** How long a closing connection's last replies may take to go out before it is aborted. */
    static final long DRAIN_MILLIS = 10_000;

    private final Connections connections;
    /** Tells the connection cap that this connection is a session now. */
    private final Runnable settle;
    private volatile LineSession gtp;
    private volatile AuthGate gate;

    /** A handler with the default limits and no tokens (for pipeline tests). */
    GtpServerHandler(EngineConfig config, Executor workers, int maxLineBytes) {
        this(Connections.of(config, workers, ServerLimits.defaults().withMaxLineBytes(maxLineBytes),
                (ch, h) -> { }, ServerSecurity.NONE, Protocols.GTP), () -> { });
    }

    GtpServerHandler(Connections connections, Runnable settle) {
        this.connections = connections;
        this.settle = settle;
    }

    /** This connection's protocol session, once the channel is active. */
    public LineSession session() {
        return gtp;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        // One server, many sessions: cputime answers what this connection's commands used.
        EngineSession session = new EngineSession(connections.config(), CpuMeter.perSession());
        ServerLimits limits = connections.limits();
        gtp = connections.protocol().opener().open(session, connections.workers(), new CommandQueue.Sink() {
            @Override
            public void write(String text) {
                // Encoded here, so that Netty counts the reply's bytes against the water marks at
                // once, not when the event loop gets to it (a String counts as 8 bytes until then).
                ByteBuf bytes = ByteBufUtil.writeUtf8(ctx.alloc(), text);
                ctx.writeAndFlush(bytes).addListener(ChannelFutureListener.CLOSE_ON_FAILURE);
            }

            @Override
            public void close() {
                ctx.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
                try {
                    ctx.executor().schedule(() -> OutputLimit.abort(ctx.channel()), DRAIN_MILLIS, TimeUnit.MILLISECONDS);
                } catch (RejectedExecutionException e) {
                    OutputLimit.abort(ctx.channel());   // the server is shutting down
                }
            }

            @Override
            public void abort() {
                OutputLimit.abort(ctx.channel());
            }

            @Override
            public boolean writable() {
                return ctx.channel().isWritable();
            }
        }, limits.input(), CommandQueue.WhenFull.CLOSE, connections.queueMemory());
        Authenticator auth = connections.security().auth();
        if (auth == null) {
            settle.run();
            return;
        }
        AuthGate g = new AuthGate(auth, ConnectionCap.host(ctx.channel().remoteAddress()), gtp, settle);
        gate = g;
        ctx.executor().schedule(() -> g.expire(limits.authTimeoutMillis()), limits.authTimeoutMillis(), TimeUnit.MILLISECONDS);
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
     * The client shut down its sending side (TCP half-close, with {@code ALLOW_HALF_CLOSURE}, or a
     * plain close, which TCP does not tell apart): the commands received are still answered, but a
     * search that is the last of them stops at once ({@link LineSession#onEndOfInput(boolean)}),
     * then the connection closes. An idle connection (no
     * input, no output for the idle timeout) is closed unless a command runs or waits to run
     * ({@link LineSession#isBusy()}): a client waiting for its own long search is not idle.
     */
    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof ChannelInputShutdownEvent) gtp.onEndOfInput(true);
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
            gtp.onLineTooLong(connections.limits().maxLineBytes());
            return;
        }
        if (!(cause instanceof IOException)) {
            LOG.log(System.Logger.Level.WARNING, "closing connection after an error", cause);
        }
        ctx.close();
    }
}
