package org.pnengine.match;

import org.pnengine.client.EngineAddress;

/**
 * How a match deals with external engines.
 *
 * @param timeoutMillis the longest wait for any reply other than a timed {@code genmove}: set-up
 *                      commands, {@code play}, and {@code genmove} itself when the match has no
 *                      clock (a playout budget: the engines play at their own settings)
 * @param graceMillis   how long after its move's hard budget (a fixed time per move, or what its
 *                      clock allows) an engine may still answer before it counts as hung
 * @param connect       how to start or reach the engines (TLS trust, connection time limit)
 */
public record EngineSettings(long timeoutMillis, long graceMillis, EngineAddress.Options connect) {

    /** {@code --engine-timeout}'s default: 60 s. */
    public static final long DEFAULT_TIMEOUT_MILLIS = 60_000;

    /** {@code --grace}'s default: 2 s. */
    public static final long DEFAULT_GRACE_MILLIS = 2_000;

    public EngineSettings {
        if (timeoutMillis < 1) throw new IllegalArgumentException("the engine timeout must be positive");
        if (graceMillis < 0) throw new IllegalArgumentException("the grace must not be negative");
        if (connect == null) throw new NullPointerException("connect");
    }

    public static EngineSettings defaults() {
        return new EngineSettings(DEFAULT_TIMEOUT_MILLIS, DEFAULT_GRACE_MILLIS, EngineAddress.Options.defaults());
    }
}
