package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.pnengine.game.BoardText.RowLabel;
import org.pnengine.game.Coordinates.Origin;

/** {@link BoardText}: the {@code row/row/... side} codec, its orientations and its messages. */
class BoardTextTest {

    private static final BoardText XO_TOP = BoardText.of(Origin.TOP_LEFT, 3, 2, "xo");
    private static final BoardText BW_BOTTOM = BoardText.of(Origin.BOTTOM_LEFT, 4, 3, "bw").digitRuns();

    private static String message(BoardText t, String text) {
        return assertThrows(PositionException.class, () -> t.parse(text)).getMessage();
    }

    @Test
    void writesRowsFromTheTopAndReadsThemBack() throws PositionException {
        BoardText.Owners owners = (f, r) -> f == r ? Game.FIRST : f == 2 ? Game.SECOND : -1;
        assertEquals("x.o/.xo o", XO_TOP.format(owners, Game.SECOND));
        BoardText.Board b = XO_TOP.parse("  x.o/.Xo   O ");
        assertEquals(Game.SECOND, b.toMove());
        for (int r = 0; r < 2; r++) {
            for (int f = 0; f < 3; f++) assertEquals(owners.at(f, r), b.owner(f, r), f + "," + r);
        }
        assertEquals(0b010_001L, b.bits(Game.FIRST, 1, 3));
        assertEquals(0b100_100L, b.bits(Game.SECOND, 1, 3));
        assertEquals((1L << 0) | (1L << 9), b.bits(Game.FIRST, 8, 1));
        // a1 at the bottom left: row 0 is written last.
        assertEquals("..../..../b..w b", BW_BOTTOM.format((f, r) -> r > 0 ? -1 : f == 0 ? 0 : f == 3 ? 1 : -1, 0));
    }

    @Test
    void readsDigitRunsOnlyWhenAsked() throws PositionException {
        BoardText.Board b = BW_BOTTOM.parse("4/1w2/b3 black");
        assertEquals(Game.FIRST, b.toMove());
        assertEquals(Game.FIRST, b.owner(0, 0));
        assertEquals(Game.SECOND, b.owner(1, 1));
        assertEquals(-1, b.owner(0, 2));
        assertEquals("bad cell '-' in row 3: use b, w, . or a digit for empty cells", message(BW_BOTTOM, "---./4/4 b"));
        assertEquals("bad cell '4' in row 2: use x, o or .", message(XO_TOP, ".../4.. x"));
        assertEquals(Game.SECOND, XO_TOP.parse("x--/--- w").toMove());
    }

    @Test
    void namesWhatIsWrong() {
        assertEquals("empty position", message(XO_TOP, "   "));
        assertEquals("expected the rows from top to bottom separated by '/', a space, then the side to move (x or o)",
                message(XO_TOP, "x../... x extra"));
        assertEquals("hint", message(XO_TOP.layoutHint("hint"), "x../..."));
        assertEquals("expected 2 rows, got 3", message(XO_TOP, ".../.../... x"));
        assertEquals("expected 2 ranks, got 1", message(XO_TOP.rowLabel(RowLabel.RANK), "... x"));
        assertEquals("row 2 has 4 cells, expected 3", message(XO_TOP, ".../.... x"));
        assertEquals("row 2 has 5 cells, expected 4", message(BW_BOTTOM, "4/5/4 b"));
        assertEquals("rank 2 has 4 cells, expected 3", message(XO_TOP.rowLabel(RowLabel.RANK), ".../.... x"));
        assertEquals("row 2 from the top has 4 cells, expected 3",
                message(XO_TOP.rowLabel(RowLabel.ROW_FROM_TOP), ".../.... x"));
        assertEquals("bad cell 'q' on rank 1: use x, o or .", message(XO_TOP.rowLabel(RowLabel.RANK), "q../... x"));
        assertEquals("bad cell 'q' in row 1 from the top: use b, w, . or a digit for empty cells",
                message(BW_BOTTOM.rowLabel(RowLabel.ROW_FROM_TOP), "q3/4/4 b"));
        assertEquals("side to move must be x or o (got 'Z')", message(XO_TOP, ".../... Z"));
    }

    @Test
    void refusesLettersThatClash() {
        assertThrows(IllegalArgumentException.class, () -> BoardText.of(Origin.TOP_LEFT, 3, 3, "xx"));
        assertThrows(IllegalArgumentException.class, () -> BoardText.of(Origin.TOP_LEFT, 3, 3, "wb"));
        assertThrows(IllegalArgumentException.class, () -> BoardText.of(Origin.TOP_LEFT, 3, 3, "XO"));
        assertThrows(IllegalArgumentException.class, () -> BoardText.of(Origin.TOP_LEFT, 3, 3, "x"));
    }
}
