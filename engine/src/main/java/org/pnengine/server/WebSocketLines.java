package org.pnengine.server;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.CorruptedFrameException;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.CorruptedWebSocketFrameException;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.util.ReferenceCountUtil;

/**
 * The WebSocket framing of the protocol (protocol-spec §1), between Netty's WebSocket handler and
 * the connection's {@link GtpServerHandler}:
 * <ul>
 *   <li>in: the text of a text frame is a command line (a line end at its end is optional; a
 *       frame holding several lines counts as several, as the same bytes would over TCP). A
 *       binary frame or a fragmented message closes the socket with status 1003;</li>
 *   <li>out: each reply the session writes goes out as one text frame: a whole response, or,
 *       for a streamed reply (§7), its head, each streamed line and its end, one frame each. The
 *       frames' texts put together are exactly what TCP would carry;</li>
 *   <li>a close from the session ({@code quit}) or the server sends a close frame (1000) first.</li>
 * </ul>
 * Ahead of this one, {@link WebSocketPings} answers pings and Netty's handler the client's close.
 * A frame Netty's decoder refuses is answered here with the close status it names (1002 for a
 * protocol error, such as a close frame with an invalid status code; 1007 for text that is not
 * UTF-8; 1009 for a frame longer than the line limit), and the socket closes.
 */
final class WebSocketLines extends ChannelDuplexHandler {

    private static final System.Logger LOG = System.getLogger(WebSocketLines.class.getName());

    private boolean closeSent;

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof WebSocketFrame frame)) {
            ctx.fireChannelRead(msg);
            return;
        }
        try {
            if (!(frame instanceof TextWebSocketFrame) || !frame.isFinalFragment()) {
                refuse(ctx, "one text frame is one command line");
                return;
            }
            String text = ((TextWebSocketFrame) frame).text();
            if (text.endsWith("\n")) text = text.substring(0, text.length() - 1);
            for (String line : text.split("\n", -1)) ctx.fireChannelRead(line);
        } finally {
            ReferenceCountUtil.release(frame);
        }
    }

    private void refuse(ChannelHandlerContext ctx, String reason) {
        closeSent = true;
        ctx.writeAndFlush(new CloseWebSocketFrame(WebSocketCloseStatus.INVALID_MESSAGE_TYPE, reason))
                .addListener(ChannelFutureListener.CLOSE);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof ByteBuf bytes && bytes.isReadable()) {
            ctx.write(new TextWebSocketFrame(bytes), promise);
        } else if (msg instanceof ByteBuf bytes) {
            bytes.release();
            promise.setSuccess();
        } else if (msg instanceof String s) {
            ctx.write(new TextWebSocketFrame(s), promise);
        } else {
            ctx.write(msg, promise);
        }
    }

    @Override
    public void close(ChannelHandlerContext ctx, ChannelPromise promise) {
        if (closeSent || !ctx.channel().isActive()) {
            ctx.close(promise);
            return;
        }
        closeSent = true;
        ctx.writeAndFlush(new CloseWebSocketFrame(WebSocketCloseStatus.NORMAL_CLOSURE))
                .addListener(f -> ctx.close(promise));
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (cause instanceof CorruptedFrameException) {
            LOG.log(System.Logger.Level.DEBUG, () -> "WebSocket refused: " + cause.getMessage());
            WebSocketCloseStatus status = cause instanceof CorruptedWebSocketFrameException c && c.closeStatus() != null
                    ? c.closeStatus() : WebSocketCloseStatus.PROTOCOL_ERROR;
            if (closeSent) {
                ctx.close();
                return;
            }
            closeSent = true;
            ctx.writeAndFlush(new CloseWebSocketFrame(status)).addListener(ChannelFutureListener.CLOSE);
            return;
        }
        ctx.fireExceptionCaught(cause);
    }
}
