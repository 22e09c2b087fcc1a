package org.pnengine.game;

/** A position text that cannot be read, or that describes a position the rules cannot reach. */
public class PositionException extends Exception {
    public PositionException(String message) {
        super(message);
    }
}
