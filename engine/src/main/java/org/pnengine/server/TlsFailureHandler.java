package org.pnengine.server;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import javax.net.ssl.SSLException;

/**
 * Sits right after the {@code SslHandler}: a failed handshake, a client speaking plain text to
 * the TLS port, or any other TLS error closes that connection quietly (a debug line, no stack
 * trace); the server carries on. Other errors pass on to the connection's handler.
 */
final class TlsFailureHandler extends ChannelInboundHandlerAdapter {

    private static final System.Logger LOG = System.getLogger(TlsFailureHandler.class.getName());

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        Throwable tls = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
        if (!(tls instanceof SSLException)) {
            ctx.fireExceptionCaught(cause);
            return;
        }
        LOG.log(System.Logger.Level.DEBUG, () -> "TLS failure from " + ctx.channel().remoteAddress() + ": " + tls.getMessage());
        ctx.close();
    }
}
