package org.pnengine.server;

import io.netty.channel.Channel;
import io.netty.util.AttributeKey;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import org.pnengine.engine.EngineException;
import org.pnengine.protocol.AddressKey;
import org.pnengine.protocol.GtpException;

/**
 * The count of a server's open connections, shared by its GTP port and its HTTP port, against
 * three limits of its {@link ServerLimits}: all connections ({@code maxConnections}), those from
 * one address ({@code maxPerAddress}, an IPv6 address counting by its /64, see
 * {@link AddressKey}), and those still <em>pending</em> ({@code maxPending}): not yet a session
 * that may run commands. A connection is pending from its start if the caller says so (on a
 * server with tokens, every connection; on the HTTP port, every connection until it is a
 * WebSocket), and stops being pending once {@link #settle settled}. So clients that never
 * authenticate, or never finish a request, can hold only the pending share, and the rest of
 * the cap stays for sessions. When the cap or the pending share is full, the oldest pending
 * connection is aborted to make way for a new one, so that clients holding places without
 * becoming sessions cannot lock out one that would. Thread-safe.
 */
final class ConnectionCap {

    private static final AttributeKey<Place> PLACE = AttributeKey.valueOf("pnengine.place");

    private final int max;
    private final int perAddress;
    private final int maxPending;
    private int open;
    private final Map<String, Integer> byAddress = new HashMap<>();
    /** The pending connections, oldest first. */
    private final LinkedHashSet<Place> pending = new LinkedHashSet<>();

    ConnectionCap(ServerLimits limits) {
        this.max = limits.maxConnections();
        this.perAddress = limits.maxPerAddress();
        this.maxPending = limits.maxPending();
    }

    /** A connection's place under the cap, released when it closes (or when it is evicted). */
    private static final class Place {
        final String address;
        final Channel channel;
        boolean released;

        Place(String address, Channel channel) {
            this.address = address;
            this.channel = channel;
        }
    }

    /**
     * Counts the channel in, as pending or not, until it closes.
     *
     * @return null if it is within the limits; otherwise the failure to answer it with (a GTP
     *         message beginning {@code busy}), and it is not counted
     */
    String admit(Channel ch, boolean pending) {
        String address = AddressKey.of(host(ch.remoteAddress()));
        Place place = new Place(address, ch);
        Place evicted = null;
        synchronized (this) {
            int fromAddress = byAddress.getOrDefault(address, 0);
            if (fromAddress >= perAddress) {
                return busy("the server has its limit of " + perAddress + " connections from one address open");
            }
            boolean full = open >= max;
            if (full || pending && this.pending.size() >= maxPending) {
                // The share of pending connections is never empty when full (maxPending >= 1).
                if (full && this.pending.isEmpty()) return busy("the server has its limit of " + max + " connections open");
                evicted = this.pending.iterator().next();
                release(evicted);
            }
            open++;
            if (pending) this.pending.add(place);
            byAddress.put(address, fromAddress + 1);
        }
        if (evicted != null) OutputLimit.abort(evicted.channel);
        ch.attr(PLACE).set(place);
        ch.closeFuture().addListener(f -> {
            synchronized (this) {
                release(place);
            }
        });
        return null;
    }

    /** The channel is a session now: it no longer counts as pending. Idempotent. */
    void settle(Channel ch) {
        Place place = ch.attr(PLACE).get();
        if (place == null) return;
        synchronized (this) {
            pending.remove(place);
        }
    }

    /** Gives the place back, once; the caller holds the lock. */
    private void release(Place place) {
        if (place.released) return;
        place.released = true;
        open--;
        pending.remove(place);
        byAddress.computeIfPresent(place.address, (k, n) -> n > 1 ? n - 1 : null);
    }

    /** Connections counted now, and of them the pending ones (for tests). */
    synchronized int[] counts() {
        return new int[] {open, pending.size()};
    }

    /** The peer's IP address as text, or the address's own text if it has none. */
    static String host(SocketAddress a) {
        return a instanceof InetSocketAddress i && i.getAddress() != null
                ? i.getAddress().getHostAddress() : String.valueOf(a);
    }

    private static String busy(String why) {
        return GtpException.of(new EngineException(EngineException.Kind.BUSY, why + "; try again later")).getMessage();
    }
}
