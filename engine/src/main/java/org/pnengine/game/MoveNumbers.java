package org.pnengine.game;

/**
 * Moves written as a number from 1, for games whose moves are simply the choices {@code 0..n-1}
 * (a Connect Four column, a P-game child): move {@code m} is written {@code m + 1}.
 */
public final class MoveNumbers {

    private MoveNumbers() {
    }

    /** The text of move {@code move}: its number from 1. */
    public static String format(int move) {
        return Integer.toString(move + 1);
    }

    /**
     * The move numbered {@code text} among {@code n} (white space around it allowed).
     *
     * @param kind  the notation in a sentence, for a text that is no number, e.g. {@code "a Connect
     *              Four move is a column number"}
     * @param noun  the number's name, for a number out of range, e.g. {@code "column"}
     * @throws MoveFormatException if the text is not a number from 1 to {@code n}
     */
    public static int parse(String text, int n, String kind, String noun) throws MoveFormatException {
        int c;
        try {
            c = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new MoveFormatException(kind + " 1.." + n + " (got '" + text + "')");
        }
        if (c < 1 || c > n) {
            throw new MoveFormatException(noun + " must be 1.." + n + " (got " + c + ")");
        }
        return c - 1;
    }
}
