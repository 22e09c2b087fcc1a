package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** SGF points: two letters, column then row from the top left, whichever corner the game calls a1. */
class SgfPointsTest {

    private static final SgfPoints TOP = new SgfPoints(2, 8, 8, 8, Coordinates.Origin.TOP_LEFT);
    private static final SgfPoints BOTTOM = new SgfPoints(4, 15, 15, 15, Coordinates.Origin.BOTTOM_LEFT);

    @Test
    void aTopLeftBoardKeepsItsRows() throws MoveFormatException {
        // square row * 8 + file: a1 = 0 is "aa", d3 (file 3, row 2) = 19 is "dc", h8 = 63 is "hh"
        assertEquals("aa", TOP.formatMove(null, 0));
        assertEquals("dc", TOP.formatMove(null, 19));
        assertEquals("hh", TOP.formatMove(null, 63));
        assertEquals(19, TOP.parseMove(null, "dc"));
        assertEquals(19, TOP.parseMove(null, " dc "));
        assertEquals("8", TOP.boardSize());
    }

    @Test
    void aBottomLeftBoardCountsRowsFromTheOtherEnd() throws MoveFormatException {
        // point row * 15 + file with row 0 at the bottom: a1 = 0 is "ao", h8 = 7·15 + 7 is "hh", a15 = 210 is "aa"
        assertEquals("ao", BOTTOM.formatMove(null, 0));
        assertEquals("hh", BOTTOM.formatMove(null, 7 * 15 + 7));
        assertEquals("aa", BOTTOM.formatMove(null, 14 * 15));
        assertEquals("oa", BOTTOM.formatMove(null, 14 * 15 + 14));
        assertEquals(14 * 15, BOTTOM.parseMove(null, "aa"));
    }

    @Test
    void largeAndRectangularBoards() throws MoveFormatException {
        // FF[4]: 'A'..'Z' are 27..52
        SgfPoints wide = new SgfPoints(1, 30, 5, 30, Coordinates.Origin.TOP_LEFT);
        assertEquals("Ba", wide.formatMove(null, 27));
        assertEquals(27, wide.parseMove(null, "Ba"));
        assertEquals("30:5", wide.boardSize());
    }

    @Test
    void rejectsWhatIsNotAPointOfTheBoard() {
        assertMessage("point 'ii' is off the 8x8 board", () -> TOP.parseMove(null, "ii"));
        assertMessage("point 'Aa' is off the 8x8 board", () -> TOP.parseMove(null, "Aa"));
        assertMessage("an SGF point is two letters", () -> TOP.parseMove(null, "d3"));
        assertMessage("an SGF point is two letters", () -> TOP.parseMove(null, "abc"));
        assertThrows(IllegalArgumentException.class, () -> new SgfPoints(2, 53, 8, 53, Coordinates.Origin.TOP_LEFT));
    }

    private static void assertMessage(String part, Executable e) {
        MoveFormatException x = assertThrows(MoveFormatException.class, e);
        assertTrue(x.getMessage().contains(part), x.getMessage());
    }
}
