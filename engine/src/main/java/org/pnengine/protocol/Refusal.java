package org.pnengine.protocol;

/**
 * A line a chess-world session (UCI, USI, xboard) cannot act on, and changes nothing for: its
 * message says why, and each protocol writes it in its own words (UCI's {@code info string},
 * xboard's {@code Error (WHY): LINE}).
 */
public final class Refusal extends Exception {

    public Refusal(String message) {
        super(message);
    }
}
