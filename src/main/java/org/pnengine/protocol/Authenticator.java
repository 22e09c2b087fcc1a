package org.pnengine.protocol;

import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * A server's token check, shared by all its connections: the {@link AuthTokens} and the record
 * of failed attempts per remote address. An address that gets the token wrong
 * {@value #MAX_FAILURES} times within {@link #WINDOW} is refused for {@link #BLOCK}, whatever it
 * sends, right token included; its record then starts afresh. Addresses are whatever text the
 * transport names its peers by (the IP address for TCP), so any transport can use it. The clock
 * is injectable so that tests need not wait a minute. Thread-safe.
 */
public final class Authenticator {

    /** Failed attempts within {@link #WINDOW} that get an address refused. */
    public static final int MAX_FAILURES = 5;
    /** The span over which failures are counted. */
    public static final Duration WINDOW = Duration.ofMinutes(1);
    /** How long an address is refused once it has failed too often. */
    public static final Duration BLOCK = Duration.ofMinutes(1);

    /** Tracked addresses at which stale records are swept away. */
    private static final int SWEEP_AT = 1024;

    private final AuthTokens tokens;
    private final InstantSource clock;
    private final Map<String, Failures> failures = new HashMap<>();

    /** One address's recent failures (times in ms) and the end of its refusal, if any. */
    private static final class Failures {
        final ArrayDeque<Long> times = new ArrayDeque<>();
        long blockedUntil;
    }

    public Authenticator(AuthTokens tokens) {
        this(tokens, InstantSource.system());
    }

    public Authenticator(AuthTokens tokens, InstantSource clock) {
        this.tokens = tokens;
        this.clock = clock;
    }

    /** Seconds (rounded up) until {@code address} may try again; 0 if it may try now. */
    public synchronized long refusedFor(String address) {
        Failures f = failures.get(address);
        long now = clock.millis();
        if (f == null || f.blockedUntil <= now) return 0;
        return (f.blockedUntil - now + 999) / 1000;
    }

    /**
     * Checks a token presented by {@code address}. A wrong one counts as a failure of the address.
     * Callers ask {@link #refusedFor} first: this method does not refuse a blocked address.
     */
    public boolean attempt(String address, String token) {
        if (tokens.matches(token)) return true;
        recordFailure(address);
        return false;
    }

    private synchronized void recordFailure(String address) {
        long now = clock.millis();
        if (failures.size() >= SWEEP_AT) sweep(now);
        Failures f = failures.computeIfAbsent(address, a -> new Failures());
        while (!f.times.isEmpty() && f.times.peekFirst() <= now - WINDOW.toMillis()) f.times.removeFirst();
        f.times.addLast(now);
        if (f.times.size() >= MAX_FAILURES) {
            f.blockedUntil = now + BLOCK.toMillis();
            f.times.clear();
        }
    }

    /** Forgets the addresses that are neither refused nor have a failure within the window. */
    private void sweep(long now) {
        failures.values().removeIf(f -> f.blockedUntil <= now
                && (f.times.isEmpty() || f.times.peekLast() <= now - WINDOW.toMillis()));
    }

    /** How many addresses have a record (for tests). */
    synchronized int tracked() {
        return failures.size();
    }
}
