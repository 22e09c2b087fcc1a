package org.pnengine.protocol.nboard;

import org.pnengine.engine.EngineSession;
import org.pnengine.game.GgfNotation;
import org.pnengine.game.State;

/**
 * One move of an NBoard game, as {@code move} and GGF's {@code B[..]}/{@code W[..]} write it:
 * {@code MOVE[/EVAL[/TIME]]}. The move is GGF's ({@link GgfNotation#moveText}): a square, column
 * letter then row digit in either case ({@code F5}, {@code f5}), or a pass: {@code PA}, any prefix
 * of {@code PASS} from {@code P}, or {@code --} (NBoard's readers accept all of these). The eval,
 * in disks, may be blank; the time is in seconds, 0 when left out.
 *
 * @param move    the move in the game's own notation: {@code f5}, or {@link EngineSession#PASS}
 * @param eval    the eval written with it, or {@code NaN} when there is none
 * @param seconds the time it took, at least 0
 */
record MoveItem(String move, double eval, double seconds) {

    /** Reads {@code MOVE[/EVAL[/TIME]]}. */
    static MoveItem parse(String text) throws NBoardException {
        String t = text.strip();
        String[] parts = t.split("/", -1);
        if (parts.length > 3) throw new NBoardException("'" + t + "' is not MOVE[/EVAL[/TIME]]");
        String move = square(parts[0]);
        if (move == null) {
            throw new NBoardException("'" + parts[0] + "' is not a move: a square such as F5, or " + GgfNotation.PASS
                    + " for a pass");
        }
        double eval = Double.NaN;
        if (parts.length > 1 && !parts[1].isBlank()) eval = number(parts[1], "eval", t);
        double seconds = 0;
        if (parts.length > 2 && !parts[2].isBlank()) {
            seconds = number(parts[2], "time", t);
            if (seconds < 0) throw new NBoardException("the time in '" + t + "' is negative");
        }
        return new MoveItem(move, eval, seconds);
    }

    /** Whether {@code word} reads as a move item (a bare move is protocol version 1's {@code move}). */
    static boolean isMove(String word) {
        return square(word.split("/", -1)[0]) != null;
    }

    /** A move as NBoard writes it: the square in upper case ({@code F5}), or {@code PA}. */
    static String wire(State state, int move) {
        return GgfNotation.word(state.formatMove(move));
    }

    /** The move as NBoard writes it: {@code F5}, {@code PA}. */
    String wireMove() {
        return GgfNotation.word(move);
    }

    /** The move in the game's notation, or null: a letter and a digit, a prefix of PASS, or {@code --}. */
    private static String square(String word) {
        String m = GgfNotation.moveText(word);
        return m == null ? null : m.equals("pass") ? EngineSession.PASS : m;
    }

    private static double number(String text, String what, String item) throws NBoardException {
        try {
            double v = Double.parseDouble(text.strip());
            if (!Double.isFinite(v)) throw new NumberFormatException();
            return v;
        } catch (NumberFormatException e) {
            throw new NBoardException("the " + what + " in '" + item + "' is not a number");
        }
    }
}
