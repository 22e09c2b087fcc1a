package org.pnengine.protocol;

import org.pnengine.engine.Session;

/**
 * One client's session in one of the engine's text protocols (GTP, UCI, USI, xboard, NBoard), as
 * a transport drives it: lines in, replies out through the session's sink. Every protocol's
 * session runs its lines on a {@link CommandQueue}, so the transports' bounds hold for all.
 */
public interface LineSession {

    /** A raw input line, without its line terminator; may block with {@link CommandQueue.WhenFull#WAIT}. */
    void onLine(String raw);

    /** A line longer than the transport's limit was discarded. */
    void onLineTooLong(int maxBytes);

    /** End of input ({@link CommandQueue#onEndOfInput}). */
    void onEndOfInput(boolean clientMayBeGone);

    /** The output can be written again. */
    void onWritable();

    /** Whether a line runs, or waits and can run. */
    boolean isBusy();

    /**
     * A reply composed in front of the protocol's own lines (by an {@link AuthGate}): written in
     * its turn, then, with {@code thenClose}, the connection closes.
     */
    void reply(String text, boolean thenClose);

    /** The client went away. */
    void onDisconnect();

    boolean isClosed();

    /** The engine session behind the protocol. */
    Session session();
}
