package org.pnengine.protocol;

import org.pnengine.engine.EngineSession;
import org.pnengine.search.StopSignal;

/**
 * What a command handler may use: the client's engine session, its arguments, the registry (for
 * {@code list_commands}) and the connection (to stream intermediate lines or to close).
 */
public interface CommandContext {

    EngineSession session();

    Arguments args();

    CommandRegistry registry();

    /** The id of the command being run, or null. */
    String id();

    /** Asks the transport to close after this response ({@code quit}). */
    void requestClose();

    /**
     * Sends one line ahead of the final response, for streamed results. The first call also sends
     * the {@code =id} head; the handler's returned text then follows and ends the response. A null
     * line sends only the head (if not yet sent).
     */
    void stream(String line);

    /** Whether a line has already been streamed (so the reply head has been sent). */
    boolean streamed();

    /**
     * Starts a streamed response now (sends the {@code =id} head) and returns a stop signal that
     * the next input line of any kind, or {@code stop}, trips (KataGo's analysis convention): the
     * one {@link #untilInput()} returned, if it was called.
     */
    StopSignal beginStream();

    /**
     * A stop signal that the next input line of any kind, or {@code stop}, trips (at once if a
     * line already waits), without starting a stream: for a command that waits before its
     * stream begins. The same signal for the whole command.
     */
    StopSignal untilInput();
}
