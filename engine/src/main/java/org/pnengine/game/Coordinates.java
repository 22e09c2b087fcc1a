package org.pnengine.game;

/**
 * Square names of a rectangular board in the {@code a1} style, and the board drawn with them.
 *
 * <p>A square is a file (column) {@code 0..files-1}, named by a letter {@code a, b, c, ...} from
 * the left, and a row {@code 0..rows-1}, named by its number {@code row + 1} in decimal. The
 * {@link Letters} say which letters: every one ({@link Letters#A1}, the default), or Go's, which
 * skip {@code i} ({@link Letters#GTP}, so that the 9th file is {@code j}). Which
 * way the rows run is the {@link Origin}: {@link Origin#TOP_LEFT} puts {@code a1} at the top left
 * (row numbers grow downwards, as in this project's Othello and Tic-tac-toe),
 * {@link Origin#BOTTOM_LEFT} at the bottom left (upwards, as in chess, Gomoku and Breakthrough).
 * A game stores squares as {@code row * stride + file}; a stride above {@code files} leaves
 * room, e.g. the 8 of a bitboard that keeps every board size on the 8×8 layout.
 *
 * <p>Contract: {@link #name} and {@link #parse} are inverse on the board's squares; {@link #parse}
 * accepts nothing else (no file letter beyond the board, no {@code i} with Go's letters, no row
 * 0, no leading zero, no sign) and reports it as {@code -1}, leaving the message to the game.
 * Instances are immutable.
 */
public final class Coordinates {

    /** Where square {@code a1} is, which decides the order rows are drawn and written in. */
    public enum Origin {
        /** {@code a1} at the top left: row 0 is drawn first, row numbers grow downwards. */
        TOP_LEFT,
        /** {@code a1} at the bottom left: row 0 is drawn last, row numbers grow upwards. */
        BOTTOM_LEFT
    }

    /** The file letters. */
    public enum Letters {
        /** {@code a, b, c, ...}: every letter, at most 26 files. */
        A1,
        /**
         * {@code a..h, j..z}: Go's letters, which skip {@code i}, as Go-style controllers (GoGui,
         * gogui-twogtp) read and write them; at most 25 files. {@code i} names no file.
         */
        GTP;

        /** The letter of {@code file} (from 0), in lower case. */
        public char letter(int file) {
            return (char) ('a' + (this == GTP && file >= 8 ? file + 1 : file));
        }

        /** The file a lower-case letter names, or -1 (a letter beyond {@code z}, or {@code i} here). */
        public int file(char letter) {
            int f = letter - 'a';
            if (f < 0 || f >= 26 || this == GTP && f == 8) return -1;
            return this == GTP && f > 8 ? f - 1 : f;
        }

        /** The most files these letters can name. */
        public int maxFiles() {
            return this == GTP ? 25 : 26;
        }
    }

    /** What a board shows on a square, for {@link #appendGrid}. */
    @FunctionalInterface
    public interface Cells {
        char at(int file, int row);
    }

    private final int files;
    private final int rows;
    private final int stride;
    private final Origin origin;
    private final Letters letters;

    private Coordinates(int files, int rows, int stride, Origin origin, Letters letters) {
        this.files = files;
        this.rows = rows;
        this.stride = stride;
        this.origin = origin;
        this.letters = letters;
    }

    /**
     * The coordinates of a {@code files × rows} board whose squares are {@code row * stride + file}.
     *
     * @throws IllegalArgumentException unless {@code 1 <= files <= 26}, {@code rows >= 1} and
     *                                  {@code stride >= files}
     */
    public static Coordinates of(int files, int rows, int stride, Origin origin) {
        return of(files, rows, stride, origin, Letters.A1);
    }

    /**
     * As {@link #of(int, int, int, Origin)}, with the given file letters.
     *
     * @throws IllegalArgumentException unless {@code 1 <= files <= letters.maxFiles()},
     *                                  {@code rows >= 1} and {@code stride >= files}
     */
    public static Coordinates of(int files, int rows, int stride, Origin origin, Letters letters) {
        if (files < 1 || files > letters.maxFiles() || rows < 1 || stride < files) {
            throw new IllegalArgumentException("no " + letters + " coordinates for " + files + " files, " + rows
                    + " rows, stride " + stride);
        }
        return new Coordinates(files, rows, stride, origin, letters);
    }

    public int files() {
        return files;
    }

    public int rows() {
        return rows;
    }

    public Origin origin() {
        return origin;
    }

    public Letters letters() {
        return letters;
    }

    /** The letter of the last file, e.g. {@code h} on 8 files ({@code p} on 15 with Go's letters). */
    public char lastFile() {
        return letters.letter(files - 1);
    }

    /** The square of {@code file} and {@code row}: {@code row * stride + file}. */
    public int square(int file, int row) {
        return row * stride + file;
    }

    /** The name of a square of the board, e.g. {@code c4} for file 2, row 3. */
    public String name(int square) {
        return letters.letter(square % stride) + Integer.toString(square / stride + 1);
    }

    /**
     * Reads the square named by {@code text[from, to)}: a file letter (either case) on the board,
     * then the row number, {@code 1..rows}, in decimal without a leading zero.
     *
     * @return the square, or -1 if the text names none of this board
     */
    public int parse(CharSequence text, int from, int to) {
        if (to - from < 2) return -1;
        int file = letters.file(Character.toLowerCase(text.charAt(from)));
        if (file < 0 || file >= files || text.charAt(from + 1) == '0') return -1;
        int number = 0;
        for (int i = from + 1; i < to; i++) {
            int d = text.charAt(i) - '0';
            if (d < 0 || d > 9) return -1;
            number = 10 * number + d;
            if (number > rows) return -1;
        }
        return square(file, number - 1);
    }

    /** {@link #parse(CharSequence, int, int)} on the whole text. */
    public int parse(CharSequence text) {
        return parse(text, 0, text.length());
    }

    /** The row drawn or written {@code line}-th from the top ({@code line} from 0). */
    public int rowAtLine(int line) {
        return origin == Origin.TOP_LEFT ? line : rows - 1 - line;
    }

    /**
     * Appends the board as text: one line per row from the top, each its row number right-aligned
     * in {@code labelWidth} characters then every cell after a space, and the file letters (each
     * after a space, behind {@code labelWidth} spaces) on a line of their own, above the board
     * when {@code a1} is at the top and below it otherwise. Every line ends in {@code '\n'}.
     */
    public void appendGrid(StringBuilder sb, Cells cells, int labelWidth) {
        if (origin == Origin.TOP_LEFT) appendFiles(sb, labelWidth);
        for (int line = 0; line < rows; line++) {
            int row = rowAtLine(line);
            String label = Integer.toString(row + 1);
            for (int pad = label.length(); pad < labelWidth; pad++) sb.append(' ');
            sb.append(label);
            for (int f = 0; f < files; f++) sb.append(' ').append(cells.at(f, row));
            sb.append('\n');
        }
        if (origin == Origin.BOTTOM_LEFT) appendFiles(sb, labelWidth);
    }

    private void appendFiles(StringBuilder sb, int labelWidth) {
        for (int pad = 0; pad < labelWidth; pad++) sb.append(' ');
        for (int f = 0; f < files; f++) sb.append(' ').append(letters.letter(f));
        sb.append('\n');
    }
}
