package org.pnengine.protocol;

import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * A server's token check, shared by all its connections: the {@link AuthTokens} and the record
 * of failed attempts. Transports pass the address text they name a peer by (the IP address for
 * TCP); the Authenticator makes from it the key that failures are counted under, so that every
 * transport counts alike: an IPv4 address, the /64 prefix of an IPv6 address
 * ({@code ::ffff:a.b.c.d} counting as {@code a.b.c.d}), or any other text as it is (see
 * {@code AddressKey}). Checks are refused, whatever the token, right ones included:
 * <ul>
 *   <li>for a key that got the token wrong {@value #MAX_FAILURES} times within {@link #WINDOW}:
 *       for {@link #BLOCK}, after which its record starts afresh;</li>
 *   <li>for every key, while {@value #GLOBAL_MAX_FAILURES} failures over all keys lie within the
 *       last {@link #WINDOW}: until the oldest of them leaves it.</li>
 * </ul>
 * So no more than {@value #GLOBAL_MAX_FAILURES} wrong tokens are checked within any
 * {@link #WINDOW}, however many addresses send them, and at most {@code MAX_TRACKED} keys are
 * remembered. The clock is injectable so that tests need not wait a minute. Thread-safe.
 */
public final class Authenticator {

    /** Failed attempts of one key within {@link #WINDOW} that get it refused. */
    public static final int MAX_FAILURES = 5;
    /** Failed attempts of all keys within {@link #WINDOW} beyond which every check is refused. */
    public static final int GLOBAL_MAX_FAILURES = 100;
    /** The span over which failures are counted. */
    public static final Duration WINDOW = Duration.ofMinutes(1);
    /** How long a key is refused once it has failed too often. */
    public static final Duration BLOCK = Duration.ofMinutes(1);

    /** Keys remembered at most; stale records are swept away when there are this many. */
    static final int MAX_TRACKED = 1024;

    private final AuthTokens tokens;
    private final InstantSource clock;
    private final Map<String, Failures> failures = new HashMap<>();
    /** The times (ms) of the failures of all keys within the window, oldest first. */
    private final ArrayDeque<Long> recent = new ArrayDeque<>();

    /** One key's recent failures (times in ms) and the end of its refusal, if any. */
    private static final class Failures {
        final ArrayDeque<Long> times = new ArrayDeque<>();
        long blockedUntil;
    }

    /**
     * What a token check came to: {@code admitted}; or, when {@code refusedFor} is 0, a wrong
     * token, counted; or else no check at all, refused for {@code refusedFor} more seconds.
     */
    public record Attempt(boolean admitted, long refusedFor) {
        static final Attempt ADMITTED = new Attempt(true, 0);
        static final Attempt WRONG = new Attempt(false, 0);
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
        return refusedFor(AddressKey.of(address), clock.millis());
    }

    /**
     * Checks a token presented by {@code address}, unless checks are refused for it (then the
     * token is not looked at). A wrong token counts as a failure of the address's key.
     */
    public synchronized Attempt attempt(String address, String token) {
        String key = AddressKey.of(address);
        long now = clock.millis();
        long wait = refusedFor(key, now);
        if (wait > 0) return new Attempt(false, wait);
        if (tokens.matches(token)) return Attempt.ADMITTED;
        recordFailure(key, now);
        return Attempt.WRONG;
    }

    private long refusedFor(String key, long now) {
        long until = 0;
        Failures f = failures.get(key);
        if (f != null) until = f.blockedUntil;
        while (!recent.isEmpty() && recent.peekFirst() <= now - WINDOW.toMillis()) recent.removeFirst();
        if (recent.size() >= GLOBAL_MAX_FAILURES) until = Math.max(until, recent.peekFirst() + WINDOW.toMillis());
        return until <= now ? 0 : (until - now + 999) / 1000;
    }

    private void recordFailure(String key, long now) {
        recent.addLast(now);
        if (failures.size() >= MAX_TRACKED && !failures.containsKey(key)) sweep(now);
        Failures f = failures.computeIfAbsent(key, a -> new Failures());
        while (!f.times.isEmpty() && f.times.peekFirst() <= now - WINDOW.toMillis()) f.times.removeFirst();
        f.times.addLast(now);
        if (f.times.size() >= MAX_FAILURES) {
            f.blockedUntil = now + BLOCK.toMillis();
            f.times.clear();
        }
    }

    /** Forgets the keys that are neither refused nor have a failure within the window. */
    private void sweep(long now) {
        failures.values().removeIf(f -> f.blockedUntil <= now
                && (f.times.isEmpty() || f.times.peekLast() <= now - WINDOW.toMillis()));
    }

    /** How many keys have a record (for tests). */
    synchronized int tracked() {
        return failures.size();
    }
}
