package org.pnengine.server;

import org.pnengine.protocol.CommandQueue.InputLimit;
import org.pnengine.protocol.CommandQueue;

/**
 * What one {@link TcpServer} lets its clients take, so that no client can exhaust it (the
 * {@code serve} options of the same names; what each limit answers: protocol-spec §1, "Limits of
 * a server", "Queued commands" and "Unread replies"). The searches' share of the machine (how many
 * run at once, their memory, their threads) is the engine's {@link org.pnengine.engine.SearchAdmission}.
 *
 * @param maxLineBytes         the longest input line; a longer one is answered {@code ? line too long}
 * @param maxConnections       connections open at once over both ports; one more is answered
 *                             {@code ? busy: ...} (503 on the HTTP port) and closed
 * @param maxPerAddress        connections open at once from one address (an IPv6 address's /64)
 * @param maxPending           connections open at once that are not yet a session (not authenticated,
 *                             or not yet a WebSocket); the rest of the cap is kept for sessions
 * @param backlog              the listen backlog (the system may cap it, e.g. Linux at {@code net.core.somaxconn})
 * @param idleTimeoutMillis    a connection with no input, no output and no command running or
 *                             waiting for this long is closed; 0 for never
 * @param authTimeoutMillis    with tokens, a connection not authenticated this long after its start is closed
 * @param requestTimeoutMillis on the HTTP port, a connection that has not sent a whole request
 *                             within this long of opening or of its last response is closed
 * @param input                the commands (and their memory) one connection may have waiting; one
 *                             more line is answered {@code ? queue full: ...} and the connection closed
 * @param queueMemoryBytes     the memory the waiting commands of all connections may take together
 * @param maxOutputBytes       the bytes one connection may have written and not yet sent; beyond, it
 *                             is closed at once. Commands stop running at {@value #HIGH_WATER_MARK}
 *                             bytes unread, so only a single very large reply reaches this
 */
public record ServerLimits(int maxLineBytes, int maxConnections, int maxPerAddress, int maxPending, int backlog,
                           long idleTimeoutMillis, long authTimeoutMillis, long requestTimeoutMillis,
                           InputLimit input, long queueMemoryBytes, long maxOutputBytes) {

    /** Unread replies at which a connection's commands stop running ({@code isWritable()} turns false). */
    public static final int HIGH_WATER_MARK = 128 * 1024;
    /** Unread replies at which they run again. */
    public static final int LOW_WATER_MARK = 32 * 1024;
    /** The idle timeout of a server that listens beyond loopback unless told otherwise: 10 minutes. */
    public static final long REMOTE_IDLE_TIMEOUT_MILLIS = 600_000;
    /** The default connection cap. */
    public static final int DEFAULT_MAX_CONNECTIONS = 1000;
    /** The default cap on one address's connections. */
    public static final int DEFAULT_MAX_PER_ADDRESS = 100;
    /** The default time to authenticate, and to send an HTTP request: 10 s. */
    public static final long DEFAULT_DEADLINE_MILLIS = 10_000;

    public ServerLimits {
        if (maxLineBytes < 1 || maxConnections < 1 || maxPerAddress < 1 || maxPending < 1 || backlog < 1
                || idleTimeoutMillis < 0 || authTimeoutMillis < 1 || requestTimeoutMillis < 1 || queueMemoryBytes < 1
                || maxOutputBytes < 1) {
            throw new IllegalArgumentException("server limits must be positive");
        }
    }

    /**
     * 16 KiB lines; 1000 connections, 100 from one address, half of them pending; a backlog of
     * 4096; no idle timeout (for loopback); 10 s to authenticate and to send an HTTP request;
     * 10000 commands or 1 MiB waiting per connection, 1/16 of the heap over all; 1 MiB unsent.
     */
    public static ServerLimits defaults() {
        return new ServerLimits(TcpServer.DEFAULT_MAX_LINE_BYTES, DEFAULT_MAX_CONNECTIONS, DEFAULT_MAX_PER_ADDRESS,
                DEFAULT_MAX_CONNECTIONS / 2, 4096, 0, DEFAULT_DEADLINE_MILLIS, DEFAULT_DEADLINE_MILLIS, InputLimit.DEFAULT,
                defaultQueueMemoryBytes(), 1 << 20);
    }

    /** 1/16 of the JVM's maximum heap. */
    public static long defaultQueueMemoryBytes() {
        return Runtime.getRuntime().maxMemory() / 16;
    }

    public ServerLimits withMaxLineBytes(int v) {
        return new ServerLimits(v, maxConnections, maxPerAddress, maxPending, backlog, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withMaxConnections(int v) {
        return new ServerLimits(maxLineBytes, v, maxPerAddress, maxPending, backlog, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withMaxPerAddress(int v) {
        return new ServerLimits(maxLineBytes, maxConnections, v, maxPending, backlog, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withMaxPending(int v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, v, backlog, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withBacklog(int v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, maxPending, v, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withIdleTimeoutMillis(long v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, maxPending, backlog, v,
                authTimeoutMillis, requestTimeoutMillis, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withAuthTimeoutMillis(long v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, maxPending, backlog, idleTimeoutMillis,
                v, requestTimeoutMillis, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withRequestTimeoutMillis(long v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, maxPending, backlog, idleTimeoutMillis,
                authTimeoutMillis, v, input, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withInput(InputLimit v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, maxPending, backlog, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, v, queueMemoryBytes, maxOutputBytes);
    }

    public ServerLimits withQueueMemoryBytes(long v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, maxPending, backlog, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, input, v, maxOutputBytes);
    }

    public ServerLimits withMaxOutputBytes(long v) {
        return new ServerLimits(maxLineBytes, maxConnections, maxPerAddress, maxPending, backlog, idleTimeoutMillis,
                authTimeoutMillis, requestTimeoutMillis, input, queueMemoryBytes, v);
    }
}
