package org.pnengine.protocol;

import org.pnengine.engine.EngineSession;

/**
 * One client's session in one of the engine's text protocols (GTP, UCI, USI, xboard, NBoard), as
 * a transport drives it: lines in, replies out through the session's sink. Every protocol's
 * session runs its lines on a {@link CommandQueue} ({@link #queue()}), so the transports' bounds
 * hold for all; what a protocol does not say otherwise is the queue's.
 */
public interface LineSession {

    /** The queue the session's lines run on. */
    CommandQueue queue();

    /** A raw input line, without its line terminator; may block with {@link CommandQueue.WhenFull#WAIT}. */
    void onLine(String raw);

    /** A line longer than the transport's limit was discarded. */
    default void onLineTooLong(int maxBytes) {
        queue().onLineTooLong(maxBytes);
    }

    /** End of input ({@link CommandQueue#onEndOfInput}). */
    default void onEndOfInput(boolean clientMayBeGone) {
        queue().onEndOfInput(clientMayBeGone);
    }

    /** The output can be written again. */
    default void onWritable() {
        queue().onWritable();
    }

    /** Whether a line runs, or waits and can run. */
    default boolean isBusy() {
        return queue().isBusy();
    }

    /**
     * A reply composed in front of the protocol's own lines (by an {@link AuthGate}): written in
     * its turn, then, with {@code thenClose}, the connection closes.
     */
    default void reply(String text, boolean thenClose) {
        queue().reply(text, thenClose);
    }

    /** The client went away. */
    default void onDisconnect() {
        queue().onDisconnect();
    }

    default boolean isClosed() {
        return queue().isClosed();
    }

    /** The engine session behind the protocol. */
    default EngineSession session() {
        return queue().session();
    }
}
