package org.pnengine.match;

/**
 * An entrant that cannot take part in a match: an external engine that does not start, cannot be
 * reached, refuses the token or cannot set up the game. A usage error, not a lost game.
 */
public final class EntrantException extends Exception {

    private final int entrant;

    public EntrantException(String message) {
        this(-1, message);
    }

    private EntrantException(int entrant, String message) {
        super(message);
        this.entrant = entrant;
    }

    /** The same failure, naming the entrant by its number in the run (A is 0, B is 1 in a match). */
    EntrantException forEntrant(int number) {
        return new EntrantException(number, getMessage());
    }

    /** The entrant's number in the run, from 0, or -1 if not known. */
    public int entrant() {
        return entrant;
    }

    /** In a match, {@code "A"} or {@code "B"}; null if not known. */
    public String side() {
        return entrant == 0 ? "A" : entrant == 1 ? "B" : null;
    }
}
