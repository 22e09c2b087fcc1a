package org.pnengine.protocol;

/**
 * A command failed; the message becomes the {@code ?} response. Handlers throw it (as in
 * GoGui's GTP library) and {@link GtpSession} frames it.
 */
public class GtpException extends Exception {

    public GtpException(String message) {
        super(message);
    }

    /** {@code syntax error: detail}. */
    public static GtpException syntax(String detail) {
        return new GtpException("syntax error: " + detail);
    }
}
