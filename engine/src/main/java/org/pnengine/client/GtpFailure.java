package org.pnengine.client;

/**
 * A command that did not get a normal reply, or (kind {@link Kind#REFUSED}) one that the caller
 * required to succeed and got {@code ?} instead. Each kind calls for its own handling: a refused
 * command leaves the engine usable; after any other kind the {@link GtpController} has given the
 * engine up (killed the process, dropped the connection).
 */
public final class GtpFailure extends Exception {

    /** What went wrong. */
    public enum Kind {
        /** The engine answered {@code ?} to a command that had to succeed. */
        REFUSED,
        /** The engine is gone: its output ended, its process exited, its connection was reset. */
        GONE,
        /** No complete reply within the command's time limit. */
        TIMEOUT,
        /** The reply broke GTP's framing: no {@code =}/{@code ?}, a wrong id, too long, cut off. */
        PROTOCOL
    }

    private final Kind kind;

    public GtpFailure(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public GtpFailure(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
