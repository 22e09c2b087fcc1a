package org.pnengine.match;

/**
 * An entrant that cannot take part in a match: an external engine that does not start, cannot be
 * reached, refuses the token or cannot set up the game. A usage error, not a lost game.
 */
public final class EntrantException extends Exception {

    private final String side;

    public EntrantException(String message) {
        this(null, message);
    }

    private EntrantException(String side, String message) {
        super(message);
        this.side = side;
    }

    /** The same failure, naming the side ({@code "A"} or {@code "B"}). */
    EntrantException forSide(String s) {
        return new EntrantException(s, getMessage());
    }

    /** {@code "A"} or {@code "B"}, or null if not known. */
    public String side() {
        return side;
    }
}
