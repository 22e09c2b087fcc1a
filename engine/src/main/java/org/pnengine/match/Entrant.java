package org.pnengine.match;

/**
 * One side of a match, ready to play: it makes a fresh {@link Contestant} for every game and
 * holds whatever lasts across games (an external engine's processes or connections, reused from
 * game to game). {@link #close()} ends them at the end of the match.
 */
public interface Entrant extends AutoCloseable {

    /** A short name for tables: the spec for an in-process player, GTP name and version for an engine. */
    String label();

    /** This side in game {@code seat.index()}. */
    Contestant contestant(Seat seat);

    /** Ends whatever the entrant holds (external engines get {@code quit}). */
    @Override
    void close();
}
