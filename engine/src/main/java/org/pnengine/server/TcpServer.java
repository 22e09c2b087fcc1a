package org.pnengine.server;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.Protocols;

/**
 * The TCP server: one session per connection. {@link #start()} binds (port 0 picks a free
 * port), refusing an address other than loopback unless the {@link ServerSecurity} has tokens;
 * {@link #close()} shuts down gracefully: it stops accepting, cancels every session's
 * search, lets the last responses go out, and then releases the event loops and workers. What
 * each client may take (connections, queued input, unread output, idle time, the listen backlog)
 * is bounded by its {@link ServerLimits}.
 *
 * <p>With {@link #withHttp(int)} the server also listens for HTTP on a second port of the same
 * host: it serves the web page there, and a WebSocket at {@code /gtp} that speaks the same
 * protocol, one session per socket, with the same session code, limits and token rule as a TCP
 * connection ({@link HttpServerInitializer}). Both ports count against one connection cap.
 */
public final class TcpServer implements AutoCloseable {

    /** The default cap on one input line, in bytes. */
    public static final int DEFAULT_MAX_LINE_BYTES = 16 * 1024;

    private final String host;
    private final int port;
    private final EngineConfig config;
    private final ServerLimits limits;
    private final ServerSecurity security;
    private final EventLoopGroup boss = new NioEventLoopGroup(1);
    private final EventLoopGroup io = new NioEventLoopGroup();
    private final ExecutorService workers = Workers.newPool();
    private final ChannelGroup channels = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
    private final Set<GtpServerHandler> handlers = ConcurrentHashMap.newKeySet();
    private Channel serverChannel;
    /** The protocol of the TCP port's connections. */
    private Protocols.Protocol protocol = Protocols.GTP;
    /** The HTTP port to listen on, or -1 for none. */
    private int httpPort = -1;
    private Channel httpChannel;
    private final AtomicBoolean closed = new AtomicBoolean();

    public TcpServer(String host, int port, EngineConfig config, int maxLineBytes) {
        this(host, port, config, maxLineBytes, ServerSecurity.NONE);
    }

    public TcpServer(String host, int port, EngineConfig config, int maxLineBytes, ServerSecurity security) {
        this(host, port, config, ServerLimits.defaults().withMaxLineBytes(maxLineBytes), security);
    }

    public TcpServer(String host, int port, EngineConfig config, ServerLimits limits, ServerSecurity security) {
        this.host = host;
        this.port = port;
        this.config = config;
        this.limits = limits;
        this.security = security;
    }

    /**
     * Also serves the web page and its WebSocket on this port of the same host (0 picks a free
     * port); call before {@link #start()}.
     */
    public TcpServer withHttp(int port) {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("no such port: " + port);
        if (serverChannel != null) throw new IllegalStateException("the server has started");
        this.httpPort = port;
        return this;
    }

    /** The TCP port's connections speak {@code p} (GTP unless told); call before {@link #start()}. */
    public TcpServer withProtocol(Protocols.Protocol p) {
        if (serverChannel != null) throw new IllegalStateException("the server has started");
        this.protocol = p;
        return this;
    }

    /**
     * Binds and returns the bound address (of the GTP port; {@link #httpAddress()} gives the
     * HTTP port's).
     *
     * @throws IllegalStateException if the address is not loopback and there are no tokens
     */
    public InetSocketAddress start() throws InterruptedException {
        if (security.auth() == null && ServerSecurity.requiresTokens(host)) {
            throw new IllegalStateException("listening on " + host + ", which is not a loopback address, needs tokens");
        }
        BiConsumer<Channel, GtpServerHandler> onOpen = (ch, handler) -> {
            channels.add(ch);
            handlers.add(handler);
            ch.closeFuture().addListener(f -> handlers.remove(handler));
        };
        Connections connections = Connections.of(config, workers, limits, onOpen, security, protocol);
        ServerBootstrap b = new ServerBootstrap()
                .group(boss, io)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, limits.backlog())
                .childOption(ChannelOption.TCP_NODELAY, true)
                // A client that shuts down its sending side still gets every reply (GtpServerHandler).
                .childOption(ChannelOption.ALLOW_HALF_CLOSURE, true)
                // Commands stop running while this much of a client's replies is unread (GtpServerHandler).
                .childOption(ChannelOption.WRITE_BUFFER_WATER_MARK,
                        new WriteBufferWaterMark(ServerLimits.LOW_WATER_MARK, ServerLimits.HIGH_WATER_MARK))
                .childHandler(new GtpServerInitializer(connections));
        serverChannel = b.bind(host, port).sync().channel();
        if (httpPort >= 0) {
            try {
                httpChannel = b.clone()
                        // A WebSocket ends with a close frame: a client that shuts its sending side is gone.
                        .childOption(ChannelOption.ALLOW_HALF_CLOSURE, false)
                        .childHandler(new HttpServerInitializer(connections.speaking(Protocols.GTP)))
                        .bind(host, httpPort).sync().channel();
            } catch (RuntimeException | InterruptedException e) {
                serverChannel.close();
                throw e;
            }
        }
        return (InetSocketAddress) serverChannel.localAddress();
    }

    /** What the clients may take. */
    public ServerLimits limits() {
        return limits;
    }

    /** The settings the sessions start from, with their admission of searches. */
    public EngineConfig config() {
        return config;
    }

    /** The address bound by {@link #start()}. */
    public InetSocketAddress address() {
        return (InetSocketAddress) serverChannel.localAddress();
    }

    /** The address of the HTTP port, or null when the server has none. */
    public InetSocketAddress httpAddress() {
        return httpChannel == null ? null : (InetSocketAddress) httpChannel.localAddress();
    }

    /** Blocks until the server channel closes. */
    public void awaitClose() throws InterruptedException {
        serverChannel.closeFuture().sync();
    }

    /** Number of open client connections. */
    public int connections() {
        return channels.size();
    }

    /** The engine sessions of the open connections. */
    public List<EngineSession> sessions() {
        List<EngineSession> out = new ArrayList<>();
        for (GtpServerHandler h : handlers) {
            if (h.session() != null) out.add(h.session().session());
        }
        return out;
    }

    /** Idempotent: the second and later calls do nothing. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) return;
        if (serverChannel != null) serverChannel.close().syncUninterruptibly();
        if (httpChannel != null) httpChannel.close().syncUninterruptibly();
        for (GtpServerHandler h : handlers) {
            if (h.session() != null) h.session().session().cancelSearch();
        }
        // Give the cancelled searches a moment (2 s in all) to return and their answers to go out.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        try {
            for (EngineSession s : sessions()) s.awaitNoSearch(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        channels.close().awaitUninterruptibly(2, TimeUnit.SECONDS);
        io.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        workers.shutdownNow();
    }
}
