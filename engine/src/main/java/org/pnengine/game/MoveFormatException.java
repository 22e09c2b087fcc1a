package org.pnengine.game;

/** A move text that is not in the game's notation. */
public class MoveFormatException extends Exception {
    public MoveFormatException(String message) {
        super(message);
    }
}
