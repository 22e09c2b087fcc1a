package org.pnengine.client;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The byte streams to and from one GTP engine, and how to end them. A {@link GtpController}
 * reads {@link #input()} on a thread of its own and writes commands to {@link #output()}.
 */
public interface Transport extends Closeable {

    /** What the engine writes: its replies. */
    InputStream input();

    /** What the engine reads: the commands. */
    OutputStream output();

    /**
     * Whatever helps explain a failure, for messages: a process's exit code and the last lines of
     * its stderr, say; empty if there is nothing to add. May wait briefly for a process that is
     * ending.
     */
    default String diagnostics() {
        return "";
    }

    /** {@link #diagnostics()} as the end of a message, {@code " (...)"}, or empty if there is nothing to add. */
    default String diagnosticsNote() {
        String d = diagnostics();
        return d.isEmpty() ? "" : " (" + d + ")";
    }

    /**
     * The engine's CPU time so far in milliseconds (a child process's, all its threads), or NaN
     * where it cannot be measured (a remote engine).
     */
    default double cpuMillis() {
        return Double.NaN;
    }

    /** Ends the engine at once, for a fault: kills the process, resets the connection. */
    void kill();

    /**
     * Ends the engine gracefully: closes its input (a GTP engine exits at the end of its input),
     * gives a process a short grace to exit and then kills it. Idempotent.
     */
    @Override
    void close();

    /** A transport over two streams, e.g. piped ones in tests; closing or killing closes both. */
    static Transport of(InputStream input, OutputStream output) {
        return new Streams(input, output);
    }

    /** Closes {@code c}, ignoring that it may be closed already or broken. */
    static void closeQuietly(Closeable c) {
        try {
            c.close();
        } catch (IOException ignored) {
            // already closed, or the other side is gone: either way it is closed now
        }
    }

    /** {@link #of}: two streams and nothing behind them. */
    record Streams(InputStream input, OutputStream output) implements Transport {

        @Override
        public void kill() {
            close();
        }

        @Override
        public void close() {
            closeQuietly(output);
            closeQuietly(input);
        }
    }
}
