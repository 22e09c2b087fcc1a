package org.pnengine.game;

/**
 * The SGF notation of a game whose moves are single points (a stone or disc placed on a square):
 * the FF[4] point type, two letters, the column from the left and then the row from the
 * <em>top</em>, {@code a} to {@code z} for 1 to 26 and {@code A} to {@code Z} for 27 to 52. So
 * {@code aa} is the top-left corner whichever corner the game's own notation calls {@code a1}.
 * This is Go's point type (FF[4] {@code go.html}) and what Quarry writes for Othello ({@code GM[2]}).
 *
 * @param gameNumber the game's {@code GM}
 * @param files      columns on the board
 * @param rows       rows on the board
 * @param stride     the game's move code of a point is {@code row * stride + file}
 * @param origin     the corner of the game's row 0: with {@link Coordinates.Origin#BOTTOM_LEFT}
 *                   the SGF row is counted from the other end
 */
public record SgfPoints(int gameNumber, int files, int rows, int stride, Coordinates.Origin origin) implements SgfNotation {

    public SgfPoints {
        if (files < 1 || rows < 1 || files > 52 || rows > 52 || stride < files) {
            throw new IllegalArgumentException("no SGF points for " + files + "x" + rows + " with stride " + stride);
        }
    }

    @Override
    public String boardSize() {
        return files == rows ? Integer.toString(files) : files + ":" + rows;
    }

    @Override
    public String formatMove(State before, int move) {
        int file = move % stride;
        int row = move / stride;
        return String.valueOf(letter(file)) + letter(origin == Coordinates.Origin.TOP_LEFT ? row : rows - 1 - row);
    }

    @Override
    public int parseMove(State before, String value) throws MoveFormatException {
        String v = value.trim();
        int file = v.length() == 2 ? index(v.charAt(0)) : -1;
        int fromTop = v.length() == 2 ? index(v.charAt(1)) : -1;
        if (file < 0 || fromTop < 0) {
            throw new MoveFormatException("an SGF point is two letters, the column then the row from the top left, "
                    + "like 'dc' (got '" + value + "')");
        }
        if (file >= files || fromTop >= rows) {
            throw new MoveFormatException("point '" + v + "' is off the " + files + "x" + rows + " board");
        }
        int row = origin == Coordinates.Origin.TOP_LEFT ? fromTop : rows - 1 - fromTop;
        return row * stride + file;
    }

    private static char letter(int i) {
        return (char) (i < 26 ? 'a' + i : 'A' + i - 26);
    }

    private static int index(char c) {
        if (c >= 'a' && c <= 'z') return c - 'a';
        if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
        return -1;
    }
}
