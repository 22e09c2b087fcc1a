package org.pnengine.game;

import java.util.Arrays;
import java.util.Locale;

/**
 * The position text of a board game whose two players each own pieces of one kind:
 * {@code row/row/.../row side}, e.g. {@code x../.o./... x}.
 *
 * <p>Format: the rows as drawn, from the top, separated by {@code /}; each row one character per
 * file from the left: the first player's letter, the second player's letter or {@code .} for an
 * empty square; then one space and the side to move, written as its letter. Which row is on top is
 * the {@link Coordinates.Origin}: the last row under {@link Coordinates.Origin#BOTTOM_LEFT}, row 0
 * under {@link Coordinates.Origin#TOP_LEFT}. Reading is case-insensitive, takes any white space
 * between the two fields, and also takes {@code b}, {@code black}, {@code w} and {@code white} for
 * the side to move. Empty squares may also be written {@code -}, or, with {@link #digitRuns()}, a
 * run of them as one digit {@code 1..9} as in chess's FEN (then {@code -} is not read).
 *
 * <p>Contract: {@link #parse} reads what {@link #format} writes and reports malformed text by a
 * {@link PositionException} whose message names the row (by number, in the words of the
 * {@link RowLabel}) and the character at fault. It checks the form only; whether the position is
 * reachable is the game's to check. Instances are immutable.
 */
public final class BoardText {

    /** How error messages name a row. */
    public enum RowLabel {
        /** {@code row 3}, {@code in row 3}: the row's number as the coordinates name it. */
        ROW("row", "in", false),
        /** {@code rank 3}, {@code on rank 3}: as chess names rows. */
        RANK("rank", "on", false),
        /** {@code row 3 from the top}: counted from the top line, whatever the orientation. */
        ROW_FROM_TOP("row", "in", true);

        private final String noun;
        private final String preposition;
        private final boolean fromTop;

        RowLabel(String noun, String preposition, boolean fromTop) {
            this.noun = noun;
            this.preposition = preposition;
            this.fromTop = fromTop;
        }

        String name(int line, int row) {
            return fromTop ? noun + " " + (line + 1) + " from the top" : noun + " " + (row + 1);
        }
    }

    /** Who owns each square, for {@link #format}: {@link Game#FIRST}, {@link Game#SECOND} or -1. */
    @FunctionalInterface
    public interface Owners {
        int at(int file, int row);
    }

    /** A board read by {@link #parse}: the owner of every square and the side to move. */
    public static final class Board {

        private final int files;
        private final byte[] owner;
        private final int toMove;

        private Board(int files, byte[] owner, int toMove) {
            this.files = files;
            this.owner = owner;
            this.toMove = toMove;
        }

        /** {@link Game#FIRST}, {@link Game#SECOND} or -1 for an empty square. */
        public int owner(int file, int row) {
            return owner[row * files + file];
        }

        public int toMove() {
            return toMove;
        }

        /**
         * The squares of {@code player} as a bitboard: square ({@code file}, {@code row}) is bit
         * {@code file * fileStep + row * rowStep}, which must be below 64.
         */
        public long bits(int player, int fileStep, int rowStep) {
            long b = 0;
            for (int i = 0; i < owner.length; i++) {
                if (owner[i] == player) b |= 1L << ((i % files) * fileStep + (i / files) * rowStep);
            }
            return b;
        }
    }

    private final Coordinates.Origin origin;
    private final int files;
    private final int rows;
    private final char first;
    private final char second;
    private final boolean digitRuns;
    private final RowLabel label;
    private final String layoutHint;

    private BoardText(Coordinates.Origin origin, int files, int rows, char first, char second,
                      boolean digitRuns, RowLabel label, String layoutHint) {
        this.origin = origin;
        this.files = files;
        this.rows = rows;
        this.first = first;
        this.second = second;
        this.digitRuns = digitRuns;
        this.label = label;
        this.layoutHint = layoutHint;
    }

    /**
     * The text of a {@code files × rows} board whose players' letters are {@code letters}: two
     * lower-case letters, the first player's then the second's, e.g. {@code "bw"} or
     * {@code "xo"} (the first not {@code w}, the second not {@code b}, which name the other side);
     * rows labelled {@link RowLabel#ROW}, no digit runs.
     */
    public static BoardText of(Coordinates.Origin origin, int files, int rows, String letters) {
        if (letters.length() != 2 || files < 1 || rows < 1) {
            throw new IllegalArgumentException("no board text for " + files + "x" + rows + " '" + letters + "'");
        }
        char f = letters.charAt(0);
        char s = letters.charAt(1);
        if (f == s || f == 'w' || s == 'b' || !Character.isLowerCase(f) || !Character.isLowerCase(s)) {
            throw new IllegalArgumentException("no board text for " + files + "x" + rows + " '" + letters + "'");
        }
        return new BoardText(origin, files, rows, f, s, false, RowLabel.ROW,
                "expected the rows from top to bottom separated by '/', a space, then the side to move ("
                        + f + " or " + s + ")");
    }

    /** The same text, reading runs of empty squares written as digits {@code 1..9}. */
    public BoardText digitRuns() {
        return new BoardText(origin, files, rows, first, second, true, label, layoutHint);
    }

    /** The same text, naming rows in error messages as {@code label} does. */
    public BoardText rowLabel(RowLabel label) {
        return new BoardText(origin, files, rows, first, second, digitRuns, label, layoutHint);
    }

    /** The same text, with {@code hint} as the message for text that is not two fields. */
    public BoardText layoutHint(String hint) {
        return new BoardText(origin, files, rows, first, second, digitRuns, label, hint);
    }

    /** The character of a square owned by {@code owner} ({@link Game#FIRST}, {@link Game#SECOND} or -1). */
    public char symbol(int owner) {
        return owner == Game.FIRST ? first : owner == Game.SECOND ? second : '.';
    }

    /** Writes the position text. */
    public String format(Owners owners, int toMove) {
        StringBuilder sb = new StringBuilder(rows * (files + 1) + 2);
        for (int line = 0; line < rows; line++) {
            if (line > 0) sb.append('/');
            int row = rowAt(line);
            for (int f = 0; f < files; f++) sb.append(symbol(owners.at(f, row)));
        }
        return sb.append(' ').append(symbol(toMove)).toString();
    }

    /**
     * The line under a drawn board, in the players' letters: {@code x wins}, {@code o wins} or
     * {@code draw} once {@code state} is over, else {@code x to move}.
     */
    public String status(State state) {
        if (!state.isTerminal()) return symbol(state.toMove()) + " to move";
        int score = state.score();
        return score > 0 ? first + " wins" : score < 0 ? second + " wins" : "draw";
    }

    /**
     * Checks the side to move of a board on which the players place one stone each in turn, the
     * first player first: the first has as many stones as the second (and moves) or one more
     * (and the second moves).
     *
     * @throws PositionException if the counts are neither, or {@code toMove} is not the side
     *                           they say
     */
    public void checkStoneCounts(int firstStones, int secondStones, int toMove) throws PositionException {
        if (firstStones != secondStones && firstStones != secondStones + 1) {
            throw new PositionException("impossible stone counts: " + firstStones + " " + first + " and " + secondStones
                    + " " + second + " (" + first + " moves first, so " + first + " has as many as " + second + " or one more)");
        }
        int expected = firstStones == secondStones ? Game.FIRST : Game.SECOND;
        if (toMove != expected) {
            throw new PositionException("with " + firstStones + " " + first + " and " + secondStones + " " + second
                    + " it is " + symbol(expected) + " to move");
        }
    }

    /**
     * Reads a position text (surrounding white space is ignored).
     *
     * @throws PositionException if it is empty, not two fields, has the wrong number of rows or of
     *                           cells in a row, a character that is no cell, or no side to move
     */
    public Board parse(String text) throws PositionException {
        String t = text.trim();
        if (t.isEmpty()) throw new PositionException("empty position");
        String[] parts = t.split("\\s+");
        if (parts.length != 2) throw new PositionException(layoutHint);
        String[] lines = parts[0].split("/", -1);
        if (lines.length != rows) {
            throw new PositionException("expected " + rows + " " + label.noun + "s, got " + lines.length);
        }
        byte[] owner = new byte[files * rows];
        Arrays.fill(owner, (byte) -1);
        for (int line = 0; line < rows; line++) {
            String cells = lines[line];
            int row = rowAt(line);
            String where = label.name(line, row);
            int count = cellCount(cells);
            if (count != files) {
                throw new PositionException(where + " has " + count + " cells, expected " + files);
            }
            int f = 0;
            for (int k = 0; k < cells.length(); k++) {
                char ch = Character.toLowerCase(cells.charAt(k));
                if (digitRuns && ch >= '1' && ch <= '9') {
                    f += ch - '0';
                    continue;
                }
                if (ch == first) owner[row * files + f] = Game.FIRST;
                else if (ch == second) owner[row * files + f] = Game.SECOND;
                else if (ch != '.' && (digitRuns || ch != '-')) {
                    throw new PositionException("bad cell '" + cells.charAt(k) + "' " + label.preposition
                            + " " + where + ": use " + first + ", " + second
                            + (digitRuns ? ", . or a digit for empty cells" : " or ."));
                }
                f++;
            }
        }
        String side = parts[1].toLowerCase(Locale.ROOT);
        int toMove;
        if (side.equals(String.valueOf(first)) || side.equals("b") || side.equals("black")) {
            toMove = Game.FIRST;
        } else if (side.equals(String.valueOf(second)) || side.equals("w") || side.equals("white")) {
            toMove = Game.SECOND;
        } else {
            throw new PositionException("side to move must be " + first + " or " + second
                    + " (got '" + parts[1] + "')");
        }
        return new Board(files, owner, toMove);
    }

    private int rowAt(int line) {
        return origin == Coordinates.Origin.TOP_LEFT ? line : rows - 1 - line;
    }

    /** The cells a row text stands for: a digit of a run counts as that many. */
    private int cellCount(String cells) {
        if (!digitRuns) return cells.length();
        int n = 0;
        for (int k = 0; k < cells.length(); k++) {
            char ch = cells.charAt(k);
            n += ch >= '1' && ch <= '9' ? ch - '0' : 1;
        }
        return n;
    }
}
