package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/** Position text, rendering and parameters of Knightthrough. */
class KnightthroughPositionTest {

    private final KnightthroughGame game = KnightthroughGame.standard();

    @Test
    void roundTripAndDigits() throws PositionException {
        String text = "w.w.w.w./......../......../...wb.../......../..b...../b.bbbbbb/bbbbbbb. w";
        State s = game.parsePosition(text);
        assertEquals(text, s.positionText());
        assertEquals(Game.SECOND, s.toMove());
        // FEN-like digits, upper case, extra spaces and long side names read the same.
        State d = game.parsePosition("  W1W1W1W1/8/8/3WB3/8/2B5/B1BBBBBB/BBBBBBB1   white ");
        assertEquals(text, d.positionText());
        assertEquals(s.hash(), d.hash());
        // The side to move is part of the hash.
        State b = game.parsePosition(text.replace(" w", " b"));
        assertFalse(s.hash() == b.hash());
    }

    @Test
    void rejectsMalformedText() {
        String[][] cases = {
            {"", "empty"},
            {"wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb", "side to move"},
            {"wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb b", "expected 8 rows"},
            {"wwwwwwww/wwwwwwww/......../......../......../......./bbbbbbbb/bbbbbbbb b", "7 cells"},
            {"wwwwwwww/wwwwwwww/......../......../......../........./bbbbbbbb/bbbbbbbb b", "9 cells"},
            {"wwwwwwww/wwwwwwww/......../......../......../...x..../bbbbbbbb/bbbbbbbb b", "bad cell 'x'"},
            {"wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb x", "side to move"},
            {"wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb b extra", "side to move"},
        };
        for (String[] c : cases) {
            PositionException e = assertThrows(PositionException.class, () -> game.parsePosition(c[0]), c[0]);
            assertTrue(e.getMessage().contains(c[1]), "'" + e.getMessage() + "' should mention " + c[1]);
        }
    }

    @Test
    void rejectsUnreachablePositions() {
        String[][] cases = {
            // 17 black knights.
            {"......../......../......../......../.......b/bbbbbbbb/bbbbbbbb/........ w", "17 knights"},
            // Black on row 8 ended the game on Black's own move, so it cannot be Black's turn.
            {"b......./......../......../......../......../......../......../...w.... b", "already reached"},
            // Two black knights on row 8: the game ended with the first.
            {"b.b...../......../......../......../......../......../......w./........ w", "more than one"},
            // White has no knights, so Black captured the last one and it cannot be Black's turn.
            {"......../......../......../......../....b.../......../......../........ b", "no knights"},
            {"......../......../......../......../......../......../......../........ w", "no knights"},
        };
        for (String[] c : cases) {
            PositionException e = assertThrows(PositionException.class, () -> game.parsePosition(c[0]), c[0]);
            assertTrue(e.getMessage().contains(c[1]), "'" + e.getMessage() + "' should mention " + c[1]);
        }
    }

    @Test
    void renderHasNoEmptyLine() throws PositionException {
        String r = game.newInitialState().render();
        assertFalse(r.contains("\n\n") || r.endsWith("\n") || r.startsWith("\n"), r);
        assertEquals("8 w w w w w w w w", r.lines().findFirst().orElseThrow());
        assertTrue(r.contains("  a b c d e f g h"), r);
        assertTrue(r.endsWith("black to move"), r);
        State won = game.parsePosition("......../......../......../......../....b.../......../......../...w.... b");
        assertTrue(won.render().endsWith("white wins"));
    }

    @Test
    void parametersAndCatalog() {
        assertSame(KnightthroughGame.TYPE, GameCatalog.find("Knightthrough").orElseThrow());
        Game g = KnightthroughGame.TYPE.create();
        assertEquals(Map.of("width", "8", "height", "8"), g.parameters());
        assertEquals("knightthrough width=8 height=8", g.descriptor());
        assertEquals(-1, g.minScore());
        assertEquals(1, g.maxScore());
        assertEquals(178, g.maxGameLength());
        Game small = KnightthroughGame.TYPE.create(List.of("width=6", "height=5"));
        assertEquals("wwwwww/wwwwww/....../bbbbbb/bbbbbb b",
                small.newInitialState().positionText());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> KnightthroughGame.TYPE.create(List.of("width=3")));
        assertTrue(e.getMessage().contains("width"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> KnightthroughGame.TYPE.create(List.of("height=9")));
        assertTrue(e.getMessage().contains("height"), e.getMessage());
        assertEquals(Game.FIRST, g.parsePlayer("B"));
        assertEquals(Game.SECOND, g.parsePlayer("white"));
    }
}
