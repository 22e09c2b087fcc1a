package org.pnengine.server;

import io.netty.channel.Channel;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The count of a server's open connections against {@link ServerLimits#maxConnections()}, shared
 * by its GTP port and its HTTP port, so that the cap holds over both.
 */
final class ConnectionCap {

    private final int max;
    private final AtomicInteger open = new AtomicInteger();

    ConnectionCap(int max) {
        this.max = max;
    }

    /** The cap. */
    int max() {
        return max;
    }

    /** Counts the channel in until it closes, unless the cap is reached (then false, not counted). */
    boolean admit(Channel ch) {
        while (true) {
            int n = open.get();
            if (n >= max) return false;
            if (open.compareAndSet(n, n + 1)) break;
        }
        ch.closeFuture().addListener(f -> open.decrementAndGet());
        return true;
    }
}
