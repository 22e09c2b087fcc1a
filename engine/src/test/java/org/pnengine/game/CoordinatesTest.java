package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.pnengine.game.Coordinates.Letters;
import org.pnengine.game.Coordinates.Origin;

/** {@link Coordinates}: names and their parsing, both orientations, and the drawn grid. */
class CoordinatesTest {

    @Test
    void namesAndParsesEverySquareBothWays() {
        for (int[] size : new int[][] {{3, 3, 3}, {8, 8, 8}, {5, 7, 8}, {19, 19, 19}, {26, 12, 26}}) {
            Coordinates c = Coordinates.of(size[0], size[1], size[2], Origin.BOTTOM_LEFT);
            int seen = 0;
            for (int row = 0; row < size[1]; row++) {
                for (int file = 0; file < size[0]; file++) {
                    int sq = c.square(file, row);
                    String name = c.name(sq);
                    assertEquals(sq, c.parse(name), name);
                    assertEquals(sq, c.parse(name.toUpperCase()), name);
                    seen++;
                }
            }
            assertEquals(size[0] * size[1], seen);
        }
    }

    @Test
    void namesFollowTheLayout() {
        Coordinates othello = Coordinates.of(8, 8, 8, Origin.TOP_LEFT);
        assertEquals("d5", othello.name(8 * 4 + 3));
        assertEquals('h', othello.lastFile());
        Coordinates gomoku = Coordinates.of(15, 15, 15, Origin.BOTTOM_LEFT);
        assertEquals("h8", gomoku.name(7 * 15 + 7));
        assertEquals("o15", gomoku.name(15 * 15 - 1));
        assertEquals(7 * 15 + 7, gomoku.parse("xh8y", 1, 3));
    }

    @Test
    void rejectsWhatNamesNoSquare() {
        Coordinates c = Coordinates.of(15, 15, 15, Origin.BOTTOM_LEFT);
        for (String bad : new String[] {"", "a", "a0", "a01", "a16", "p1", "1a", "a-1", "a+1", "a1x", "a 1",
                "`1", "a99999999999999999999"}) {
            assertEquals(-1, c.parse(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> Coordinates.of(27, 4, 27, Origin.TOP_LEFT));
        assertThrows(IllegalArgumentException.class, () -> Coordinates.of(8, 8, 7, Origin.TOP_LEFT));
    }

    @Test
    void drawsTheGridWithTheFilesWhereA1Is() {
        Coordinates.Cells cells = (f, r) -> f == 0 && r == 0 ? 'x' : '.';
        StringBuilder top = new StringBuilder();
        Coordinates.of(3, 2, 3, Origin.TOP_LEFT).appendGrid(top, cells, 1);
        assertEquals("  a b c\n1 x . .\n2 . . .\n", top.toString());
        StringBuilder bottom = new StringBuilder();
        Coordinates.of(3, 2, 3, Origin.BOTTOM_LEFT).appendGrid(bottom, cells, 2);
        assertEquals(" 2 . . .\n 1 x . .\n   a b c\n", bottom.toString());
        assertEquals(1, Coordinates.of(3, 2, 3, Origin.BOTTOM_LEFT).rowAtLine(0));
        assertEquals(0, Coordinates.of(3, 2, 3, Origin.TOP_LEFT).rowAtLine(0));
    }

    @Test
    void goLettersSkipI() {
        Coordinates go = Coordinates.of(15, 15, 15, Origin.BOTTOM_LEFT, Letters.GTP);
        assertEquals(Letters.GTP, go.letters());
        assertEquals("h1", go.name(7));
        assertEquals("j1", go.name(8));
        assertEquals("k3", go.name(2 * 15 + 9));
        assertEquals("p15", go.name(15 * 15 - 1));
        assertEquals('p', go.lastFile());
        assertEquals(8, go.parse("J1"));
        assertEquals(2 * 15 + 9, go.parse("k3"));
        for (String bad : new String[] {"i1", "I3", "q1", "o16"}) assertEquals(-1, go.parse(bad), bad);
        // Every square still round-trips, up to the 25 files Go's letters can name.
        for (int files : new int[] {9, 19, 25}) {
            Coordinates c = Coordinates.of(files, 3, files, Origin.TOP_LEFT, Letters.GTP);
            for (int sq = 0; sq < 3 * files; sq++) {
                assertEquals(sq, c.parse(c.name(sq)), c.name(sq));
                assertEquals(-1, c.name(sq).indexOf('i'), c.name(sq));
            }
        }
        assertEquals('z', Coordinates.of(25, 1, 25, Origin.TOP_LEFT, Letters.GTP).lastFile());
        assertThrows(IllegalArgumentException.class, () -> Coordinates.of(26, 4, 26, Origin.TOP_LEFT, Letters.GTP));
        StringBuilder grid = new StringBuilder();
        Coordinates.of(10, 1, 10, Origin.BOTTOM_LEFT, Letters.GTP).appendGrid(grid, (f, r) -> '.', 1);
        assertEquals("1 . . . . . . . . . .\n  a b c d e f g h j k\n", grid.toString());
        // The default letters are unchanged: the 9th file is i.
        assertEquals("i1", Coordinates.of(15, 15, 15, Origin.BOTTOM_LEFT).name(8));
    }
}
