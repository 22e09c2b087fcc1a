package org.pnengine.game;

import java.util.Locale;
import java.util.Optional;

/**
 * How a game is written in GGF, the Generic Game Format of the GGS game server, in which NBoard
 * sends its games to Othello engines ({@code set game}): the game's match type ({@code TY}), its
 * board ({@code BO}), each move as the value of {@code B[..]} or {@code W[..]}, and the clocks
 * ({@code TI}, {@code TB}, {@code TW}: {@link Clock}). An optional capability, as
 * {@link SgfNotation} is: a game that GGF writes implements {@link Provider}; {@link #of(Game)}
 * finds out. Both sides of NBoard use it: pnengine's own NBoard layer reads these texts, and a
 * match's controller of NBoard engines writes them.
 *
 * <p>Moves are text-level and the same for every GGF board game here ({@link #word},
 * {@link #moveText}): a square in upper case ({@code F5}), a pass {@code PA}; read in either case,
 * a pass also as {@code P}, {@code PAS}, {@code PASS} or {@code --}, as NBoard's readers take it.
 *
 * <p>Contract: {@link #formatMove} and {@link #parseMove} are inverse on the legal moves of a
 * state; {@link #positionText} of {@link #board} is the state's own position text
 * ({@link State#positionText()}) for every reachable position.
 */
public interface GgfNotation {

    /** The word GGF writes for a pass. */
    String PASS = "PA";

    /** The value of {@code TY}, the match type: the board's side for Othello ({@code 8}). */
    String type();

    /** The value of {@code BO}: the board's side, its squares, then the side to move. */
    String board(State state);

    /**
     * The game's position text of a {@code BO} value, checked for its form only (its size, its
     * squares, the side to move); whether a game can reach it is {@link Game#parsePosition}'s to
     * say.
     *
     * @throws PositionException saying what is wrong with the form
     */
    String positionText(String board) throws PositionException;

    /** A legal move of {@code before} as GGF writes it: {@code F5}, {@code PA}. */
    default String formatMove(State before, int move) {
        return word(before.formatMove(move));
    }

    /**
     * The move a GGF word names in {@code before} (legal or not).
     *
     * @throws MoveFormatException if the word names no move of this game and board
     */
    default int parseMove(State before, String text) throws MoveFormatException {
        String t = moveText(text);
        if (t == null) {
            throw new MoveFormatException("'" + text + "' is not a move: a square such as F5, or " + PASS + " for a pass");
        }
        return before.parseMove(t);
    }

    /** The GGF word of a move in a game's own notation: the square in upper case, {@code PA} for {@code pass}. */
    static String word(String move) {
        return move.equals("pass") ? PASS : move.toUpperCase(Locale.ROOT);
    }

    /**
     * A GGF move word in the form a game's own notation reads: a square (a letter and a digit) in
     * lower case, {@code pass} for a pass ({@code PA}, any prefix of {@code PASS} from {@code P},
     * or {@code --}, in any case); null if it is neither.
     */
    static String moveText(String word) {
        String w = word.strip().toLowerCase(Locale.ROOT);
        if (w.equals("--") || !w.isEmpty() && "pass".startsWith(w) && w.charAt(0) == 'p') return "pass";
        if (w.length() == 2 && w.charAt(0) >= 'a' && w.charAt(0) <= 'z' && w.charAt(1) >= '1' && w.charAt(1) <= '9') {
            return w;
        }
        return null;
    }

    /** A game that GGF writes. */
    interface Provider {
        /** This game's GGF notation, or null if GGF cannot express these parameters. */
        GgfNotation ggfNotation();
    }

    /** The game's GGF notation, or empty if GGF does not write it. */
    static Optional<GgfNotation> of(Game game) {
        return game instanceof Provider p ? Optional.ofNullable(p.ggfNotation()) : Optional.empty();
    }

    /**
     * A GGF clock ({@code TI[..]}, {@code TB[..]}, {@code TW[..]}): {@code TIME[/INCREMENT[/GRACE]]},
     * each a time {@code [[D.]H:]M:S} or plain seconds ({@code 5:00}, {@code 15:00//2:00},
     * {@code 1:00:00/10}); a flag after a comma ({@code 05:00,L}, as GGS writes) is ignored, and so
     * is the grace period. A clock of no time and no increment ({@code TI[0]}, which NBoard writes
     * for a game without a clock) is no clock at all.
     *
     * @param mainMillis      the time at the start of the game
     * @param incrementMillis the time added after each move
     */
    record Clock(long mainMillis, long incrementMillis) {

        /** No clock. */
        public static final Clock NONE = new Clock(0, 0);

        public boolean isNone() {
            return mainMillis == 0 && incrementMillis == 0;
        }

        /**
         * Reads a clock.
         *
         * @throws IllegalArgumentException saying what is wrong
         */
        public static Clock parse(String text) {
            String[] parts = text.strip().split("/", -1);
            long main = parts[0].isBlank() ? 0 : millis(parts[0], text);
            long inc = parts.length > 1 && !parts[1].isBlank() ? millis(parts[1], text) : 0;
            return new Clock(main, inc);
        }

        /** The clock as GGF writes it: {@code M:SS} (fractions of a second where there are), then {@code /INCREMENT} if any. */
        public String text() {
            return time(mainMillis) + (incrementMillis > 0 ? "/" + time(incrementMillis) : "");
        }

        /** {@code M:SS}, {@code M:SS.fff} without trailing zeros. */
        public static String time(long millis) {
            long m = millis / 60_000;
            long ms = millis % 60_000;
            String s = String.format(Locale.ROOT, "%02d", ms / 1000);
            if (ms % 1000 != 0) s += String.format(Locale.ROOT, ".%03d", ms % 1000).replaceAll("0+$", "");
            return m + ":" + s;
        }

        /** {@code [[D.]H:]M:S} or seconds, with a decimal part if any, as milliseconds. */
        private static long millis(String field, String clock) {
            String t = field.strip();
            int comma = t.indexOf(',');
            if (comma >= 0) t = t.substring(0, comma);
            double days = 0;
            int dot = t.indexOf('.');
            if (dot >= 0 && t.indexOf(':') > dot) {
                days = number(t.substring(0, dot), clock);
                t = t.substring(dot + 1);
            }
            String[] hms = t.split(":", -1);
            if (hms.length > 3) throw new IllegalArgumentException("clock '" + clock + "' is not [[D.]H:]M:S");
            double seconds = 0;
            for (String f : hms) seconds = seconds * 60 + number(f, clock);
            seconds += days * 86_400;
            if (seconds < 0 || seconds > 1e9) throw new IllegalArgumentException("clock '" + clock + "' is out of range");
            return Math.round(seconds * 1000);
        }

        private static double number(String f, String clock) {
            if (f.isBlank()) return 0;
            try {
                return Double.parseDouble(f.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("clock '" + clock + "' is not [[D.]H:]M:S");
            }
        }
    }
}
