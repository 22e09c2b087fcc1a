package org.pnengine.server;

import org.pnengine.protocol.GtpSession.InputLimit;

/**
 * What one {@link TcpServer} lets its clients take, so that no client can exhaust it (the
 * {@code serve} options of the same names; protocol-spec §1). The searches' share of the machine
 * (how many run at once, their memory, their threads) is the engine's
 * {@link org.pnengine.engine.SearchAdmission}.
 *
 * @param maxLineBytes      the longest input line; a longer one is answered {@code ? line too long}
 * @param maxConnections    connections open at once; one more is answered {@code ? busy: ...} and closed
 * @param backlog           the listen backlog: connections the system holds until the server accepts
 *                          them (the system may cap it, e.g. Linux at {@code net.core.somaxconn})
 * @param idleTimeoutMillis a connection with no input, no output and no command running or waiting
 *                          for this long is closed; 0 for never
 * @param input             the commands (and their bytes) a connection may have waiting; one more
 *                          line is answered {@code ? queue full: ...} and the connection closed
 * @param maxOutputBytes    the replies a connection may leave unread; beyond, it is closed. Commands
 *                          stop running at {@value #HIGH_WATER_MARK} bytes unread, so only a
 *                          single very large reply can reach this
 */
public record ServerLimits(int maxLineBytes, int maxConnections, int backlog, long idleTimeoutMillis,
                           InputLimit input, long maxOutputBytes) {

    /** Unread replies at which a connection's commands stop running ({@code isWritable()} turns false). */
    public static final int HIGH_WATER_MARK = 128 * 1024;
    /** Unread replies at which they run again. */
    public static final int LOW_WATER_MARK = 32 * 1024;
    /** The idle timeout of a server that listens beyond loopback unless told otherwise: 10 minutes. */
    public static final long REMOTE_IDLE_TIMEOUT_MILLIS = 600_000;

    public ServerLimits {
        if (maxLineBytes < 1 || maxConnections < 1 || backlog < 1 || idleTimeoutMillis < 0 || maxOutputBytes < 1) {
            throw new IllegalArgumentException("server limits must be positive");
        }
    }

    /**
     * 16 KiB lines, 1000 connections, a backlog of 4096, no idle timeout (for loopback), 10000
     * commands or 1 MiB waiting, 1 MiB unread.
     */
    public static ServerLimits defaults() {
        return new ServerLimits(TcpServer.DEFAULT_MAX_LINE_BYTES, 1000, 4096, 0, InputLimit.DEFAULT, 1 << 20);
    }

    public ServerLimits withMaxLineBytes(int v) {
        return new ServerLimits(v, maxConnections, backlog, idleTimeoutMillis, input, maxOutputBytes);
    }

    public ServerLimits withMaxConnections(int v) {
        return new ServerLimits(maxLineBytes, v, backlog, idleTimeoutMillis, input, maxOutputBytes);
    }

    public ServerLimits withBacklog(int v) {
        return new ServerLimits(maxLineBytes, maxConnections, v, idleTimeoutMillis, input, maxOutputBytes);
    }

    public ServerLimits withIdleTimeoutMillis(long v) {
        return new ServerLimits(maxLineBytes, maxConnections, backlog, v, input, maxOutputBytes);
    }

    public ServerLimits withInput(InputLimit v) {
        return new ServerLimits(maxLineBytes, maxConnections, backlog, idleTimeoutMillis, v, maxOutputBytes);
    }

    public ServerLimits withMaxOutputBytes(long v) {
        return new ServerLimits(maxLineBytes, maxConnections, backlog, idleTimeoutMillis, input, v);
    }
}
