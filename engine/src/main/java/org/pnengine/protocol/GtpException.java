package org.pnengine.protocol;

import org.pnengine.engine.EngineException;

/**
 * A command failed; the message becomes the {@code ?} response. Handlers throw it (as in
 * GoGui's GTP library) and {@link GtpSession} frames it. An {@link EngineException} that a
 * handler lets escape becomes one by {@link #of(EngineException)}, which holds GTP's words for
 * each kind of refusal.
 */
public class GtpException extends Exception {

    public GtpException(String message) {
        super(message);
    }

    /** {@code syntax error: detail}. */
    public static GtpException syntax(String detail) {
        return new GtpException(standardMessage(EngineException.Kind.BAD_ARGUMENT) + ": " + detail);
    }

    /** The engine's refusal in GTP's words: the standard message of its kind, then {@code : detail}. */
    public static GtpException of(EngineException e) {
        String standard = standardMessage(e.kind());
        return new GtpException(e.detail() == null ? standard : standard + ": " + e.detail());
    }

    /**
     * The standard error message of each kind: GTP version 2's where it has one, pnengine's
     * otherwise ({@code invalid position}, {@code game is over}, {@code wrong color},
     * {@code busy}); protocol-spec/ §3 lists them for clients.
     */
    static String standardMessage(EngineException.Kind kind) {
        return switch (kind) {
            case ILLEGAL_MOVE -> "illegal move";
            case CANNOT_UNDO -> "cannot undo";
            case CANNOT_SCORE -> "cannot score";
            case UNACCEPTABLE_SIZE -> "unacceptable size";
            case BAD_POSITION -> "invalid position";
            case BAD_ARGUMENT -> "syntax error";
            case GAME_OVER -> "game is over";
            case WRONG_TURN -> "wrong color";
            case BUSY -> "busy";
        };
    }
}
