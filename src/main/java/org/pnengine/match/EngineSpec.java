package org.pnengine.match;

import org.pnengine.client.EngineAddress;

/**
 * An external GTP engine as a side of a match: {@code "stdio:COMMAND LINE"},
 * {@code "tcp://[TOKEN@]HOST:PORT"} or {@code "tls://[TOKEN@]HOST:PORT"} ({@link EngineAddress}).
 * The match starts it once before the first game to check that it can play the game, keeps one
 * running engine per concurrently played game, and restarts (or reconnects) one that failed.
 *
 * @param address where the engine is
 */
public record EngineSpec(EngineAddress address) implements EntrantSpec {

    public EngineSpec {
        if (address == null) throw new NullPointerException("address");
    }

    /**
     * Parses an engine address.
     *
     * @throws IllegalArgumentException saying what is wrong (tokens masked)
     */
    public static EngineSpec parse(String text) {
        return new EngineSpec(EngineAddress.parse(text));
    }

    @Override
    public boolean isExternal() {
        return true;
    }

    @Override
    public long givenSeed() {
        return 0;
    }

    @Override
    public Entrant open(PlaySettings settings, long memoryBytes) throws EntrantException, InterruptedException {
        return EngineEntrant.open(this, settings);
    }

    /** The address as given, a token written {@code ***}. */
    @Override
    public String toString() {
        return address.toString();
    }
}
