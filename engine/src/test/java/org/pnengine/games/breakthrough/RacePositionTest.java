package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.game.Game;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/** Position text, rendering and parameters of Breakthrough and Knightthrough. */
class RacePositionTest {

    static List<RaceVariant> variants() {
        return RaceVariant.both();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void roundTripAndDigits(RaceVariant v) throws PositionException {
        Game game = v.standard().get();
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

    /** Each {@code {text, part of the message}} of {@code cases} is rejected with that message. */
    private static void assertRejected(Game game, String[][] cases) {
        for (String[] c : cases) {
            PositionException e = assertThrows(PositionException.class, () -> game.parsePosition(c[0]), c[0]);
            assertTrue(e.getMessage().contains(c[1]), "'" + e.getMessage() + "' should mention " + c[1]);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void rejectsMalformedText(RaceVariant v) {
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
        assertRejected(v.standard().get(), cases);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void rejectsUnreachablePositions(RaceVariant v) {
        String pieces = v.pieceNoun() + "s";
        String[][] cases = {
            // 17 black pieces.
            {"......../......../......../......../.......b/bbbbbbbb/bbbbbbbb/........ w", "17 " + pieces},
            // Black on row 8 ended the game on Black's own move, so it cannot be Black's turn.
            {"b......./......../......../......../......../......../......../...w.... b", "already reached"},
            // Two black pieces on row 8: the game ended with the first.
            {"b.b...../......../......../......../......../......../......w./........ w", "more than one"},
            // White has no pieces, so Black captured the last one and it cannot be Black's turn.
            {"......../......../......../......../....b.../......../......../........ b", "no " + pieces},
            {"......../......../......../......../......../......../......../........ w", "no " + pieces},
        };
        assertRejected(v.standard().get(), cases);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void renderHasNoEmptyLine(RaceVariant v) throws PositionException {
        Game game = v.standard().get();
        String r = game.newInitialState().render();
        assertFalse(r.contains("\n\n") || r.endsWith("\n") || r.startsWith("\n"), r);
        assertEquals("8 w w w w w w w w", r.lines().findFirst().orElseThrow());
        assertTrue(r.contains("  a b c d e f g h"), r);
        assertTrue(r.endsWith("black to move"), r);
        State won = game.parsePosition("......../......../......../......../....b.../......../......../...w.... b");
        assertTrue(won.render().endsWith("white wins"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void parametersAndCatalog(RaceVariant v) {
        assertSame(v.type(), GameCatalog.find(v.title()).orElseThrow());
        Game g = v.type().create();
        assertEquals(Map.of("width", "8", "height", "8"), g.parameters());
        assertEquals(v.name() + " width=8 height=8", g.descriptor());
        assertEquals(-1, g.minScore());
        assertEquals(1, g.maxScore());
        assertEquals(178, g.maxGameLength());
        Game small = v.type().create(List.of("width=6", "height=5"));
        assertEquals("wwwwww/wwwwww/....../bbbbbb/bbbbbb b",
                small.newInitialState().positionText());
        // The narrowest board is accepted, one file narrower is not.
        assertEquals(v.minWidth(), v.sized().of(v.minWidth(), 8).width());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> v.type().create(List.of("width=" + (v.minWidth() - 1))));
        assertTrue(e.getMessage().contains("width"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> v.type().create(List.of("height=9")));
        assertTrue(e.getMessage().contains("height"), e.getMessage());
        assertEquals(Game.FIRST, g.parsePlayer("B"));
        assertEquals(Game.SECOND, g.parsePlayer("white"));
    }
}
