package org.pnengine.match;

import org.pnengine.client.EngineAddress;

/**
 * One side of a match as the user wrote it: an in-process player ({@link PlayerSpec},
 * {@code "NAME key=value ..."}) or an external GTP engine ({@link EngineSpec},
 * {@code "stdio:COMMAND"}, {@code "tcp://[TOKEN@]HOST:PORT"}, {@code "tls://[TOKEN@]HOST:PORT"}).
 * A match {@linkplain #open opens} each side once (starting and checking an external engine);
 * the opened {@link Entrant} then makes a {@link Contestant} for every game, so that the game
 * loop does not care which kind it drives. A tournament over many entrants can do the same.
 */
public sealed interface EntrantSpec permits PlayerSpec, EngineSpec {

    /**
     * Parses either kind: an engine address by its scheme, anything else as a player.
     *
     * @throws IllegalArgumentException naming what is wrong (never quoting a token)
     */
    static EntrantSpec parse(String text) {
        return EngineSpec.isEngine(text) ? EngineSpec.parse(text) : PlayerSpec.parse(text);
    }

    /** Whether this is an external engine (its faults are results, not bugs of pnengine). */
    boolean isExternal();

    /** The seed given in the spec (mixed into each game's player seed), or 0. */
    long givenSeed();

    /**
     * Gets this side ready for the games of {@code settings}; for an external engine that means
     * starting it (or connecting) and setting up the game once, the pre-flight check (with
     * {@code setboard} where some opening is a position).
     *
     * @param memoryBytes the tree memory an in-process player may use
     * @throws EntrantException if it cannot start or cannot play the game
     */
    Entrant open(PlaySettings settings, long memoryBytes) throws EntrantException, InterruptedException;

    /** The spec as given, tokens written {@code ***}. */
    @Override
    String toString();
}
