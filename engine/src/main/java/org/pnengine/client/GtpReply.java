package org.pnengine.client;

/**
 * An engine's reply to one command: success ({@code =}) or failure ({@code ?}), and its text
 * (without the status character, the id and the space after them; lines joined with {@code \n};
 * the final empty line removed).
 *
 * @param ok   {@code true} for {@code =}, {@code false} for {@code ?}
 * @param text the result, or the failure's message
 */
public record GtpReply(boolean ok, String text) {

    public GtpReply {
        if (text == null) throw new NullPointerException("text");
    }

    /** {@code = text} or {@code ? text}, as the engine wrote it (without the id). */
    @Override
    public String toString() {
        return (ok ? "= " : "? ") + text;
    }
}
