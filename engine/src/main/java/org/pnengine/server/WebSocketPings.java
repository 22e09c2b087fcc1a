package org.pnengine.server;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PongWebSocketFrame;

/**
 * Answers a WebSocket's pings, at most one pong at a time: a ping that arrives while the pong
 * of an earlier one is still unsent gets none (RFC 6455 §5.5.3 lets an endpoint answer only the
 * latest ping), so a client that pings without reading makes the server hold one small frame,
 * not one per ping; one that goes on pinging while its pong waits, {@value #MAX_UNANSWERED} pings
 * in a row, is aborted. It stands before Netty's WebSocket handler, which then never sees a
 * ping. One per connection, used on its event loop only.
 */
final class WebSocketPings extends ChannelInboundHandlerAdapter {

    /** Pings in a row left unanswered because the last pong is still unsent, beyond which the client goes. */
    static final int MAX_UNANSWERED = 1000;

    private boolean pongUnsent;
    private int unanswered;

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof PingWebSocketFrame ping)) {
            ctx.fireChannelRead(msg);
            return;
        }
        if (pongUnsent) {
            ping.release();
            if (++unanswered > MAX_UNANSWERED) OutputLimit.abort(ctx.channel());
            return;
        }
        pongUnsent = true;
        ctx.writeAndFlush(new PongWebSocketFrame(ping.content())).addListener(f -> {
            pongUnsent = false;
            unanswered = 0;
        });
    }
}
