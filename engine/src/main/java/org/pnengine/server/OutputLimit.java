package org.pnengine.server;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufHolder;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.FileRegion;
import io.netty.util.ReferenceCountUtil;
import java.nio.channels.ClosedChannelException;

/**
 * The bound on what one connection holds for its client: every byte written toward the socket
 * (replies, pages, WebSocket pongs and close frames alike) counts from its write until it has
 * been sent, and a write that would take the count past {@link ServerLimits#maxOutputBytes()}
 * aborts the connection at once ({@link #abort}). It stands next to the socket (after TLS, if
 * any), so it sees every write of every stage above it. Not sharable: one per connection, used
 * on its event loop only.
 */
final class OutputLimit extends ChannelOutboundHandlerAdapter {

    private static final System.Logger LOG = System.getLogger(OutputLimit.class.getName());

    private final long max;
    private long unsent;

    OutputLimit(long max) {
        this.max = max;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        long n = size(msg);
        if (unsent + n > max) {
            ReferenceCountUtil.release(msg);
            promise.tryFailure(new ClosedChannelException());
            LOG.log(System.Logger.Level.DEBUG, () -> "aborting " + ctx.channel().remoteAddress() + ": more than " + max
                    + " bytes written and not sent");
            abort(ctx.channel());
            return;
        }
        unsent += n;
        ChannelPromise p = promise.unvoid();
        p.addListener(f -> unsent -= n);
        ctx.write(msg, p);
    }

    /** Bytes written and not yet sent (for tests). */
    long unsent() {
        return unsent;
    }

    private static long size(Object msg) {
        if (msg instanceof ByteBuf b) return b.readableBytes();
        if (msg instanceof ByteBufHolder h) return h.content().readableBytes();
        if (msg instanceof FileRegion r) return r.count() - r.transferred();
        return 0;
    }

    /**
     * Closes an offending connection at once: what it has not read is dropped and, over TCP, the
     * connection is reset (linger 0) rather than left to drain, so its place and its buffers are
     * freed now.
     */
    static void abort(Channel ch) {
        if (!ch.isOpen()) return;
        try {
            ch.config().setOption(ChannelOption.SO_LINGER, 0);
        } catch (RuntimeException e) {
            // not a socket (an embedded channel in tests): a plain close
        }
        ch.close();
    }
}
