package org.pnengine.server;

import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.timeout.IdleStateHandler;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.Protocols;
import org.pnengine.protocol.QueueMemory;

/**
 * What every connection of one server is made from, on the GTP port
 * ({@link GtpServerInitializer}) and the HTTP port ({@link HttpServerInitializer}) alike: the
 * engine's settings, the protocol, the threads searches run on, the limits, TLS and tokens, the
 * connection cap the two ports share, the memory their queued commands share, and whom to tell
 * of a new session.
 *
 * @param config      each session's engine settings
 * @param workers     where commands run, off the event loop
 * @param limits      the server's limits
 * @param onOpen      told of each connection and its handler once it has a session
 * @param security    TLS and tokens
 * @param cap         the count of open connections, shared by both ports
 * @param queueMemory the memory all connections' waiting commands share
 * @param protocol    the protocol the connections speak (the WebSocket always speaks GTP)
 */
record Connections(EngineConfig config, Executor workers, ServerLimits limits,
                   BiConsumer<Channel, GtpServerHandler> onOpen, ServerSecurity security, ConnectionCap cap,
                   QueueMemory queueMemory, Protocols.Protocol protocol) {

    /** A server's connections: a cap and a queue memory of their own, from {@code limits}. */
    static Connections of(EngineConfig config, Executor workers, ServerLimits limits,
                          BiConsumer<Channel, GtpServerHandler> onOpen, ServerSecurity security, Protocols.Protocol protocol) {
        return new Connections(config, workers, limits, onOpen, security, new ConnectionCap(limits),
                new QueueMemory(limits.queueMemoryBytes()), protocol);
    }

    /** The same connections speaking {@code p} (the HTTP port's WebSocket speaks GTP). */
    Connections speaking(Protocols.Protocol p) {
        return new Connections(config, workers, limits, onOpen, security, cap, queueMemory, p);
    }

    /**
     * The first stages of a connection's pipeline on either port: TLS (with its failure handler)
     * when the server has it, and the {@link OutputLimit}; then, if the connection is within the
     * cap, the idle timeout when there is one.
     *
     * @param pending whether the connection starts pending (see {@link ConnectionCap})
     * @return null if the connection is within the cap; else the message it is to be refused with
     */
    String front(SocketChannel ch, boolean pending) {
        ChannelPipeline p = ch.pipeline();
        if (security.tls() != null) {
            p.addLast("tls", security.tls().newHandler(ch.alloc()));
            p.addLast("tls-failures", new TlsFailureHandler());
        }
        p.addLast("output", new OutputLimit(limits.maxOutputBytes()));
        String refusal = cap.admit(ch, pending);
        if (refusal != null) return refusal;
        if (limits.idleTimeoutMillis() > 0) {
            p.addLast("idle", new IdleStateHandler(0, 0, limits.idleTimeoutMillis(), TimeUnit.MILLISECONDS));
        }
        return null;
    }

    /** A connection's handler: its own session, behind the token gate on a server with tokens. */
    GtpServerHandler newHandler(Channel ch) {
        return new GtpServerHandler(this, () -> cap.settle(ch));
    }
}
