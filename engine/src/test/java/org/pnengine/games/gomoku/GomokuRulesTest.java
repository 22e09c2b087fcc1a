package org.pnengine.games.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * Gomoku's rules on literal boards (rows written from the top, row 1 at the bottom): five in each
 * direction, overlines free-style and exactly-five, the full-board draw; notation, position text,
 * parse errors and parameters. Rules: {@code ../shared/reference/rules-and-numbers.md}, "Gomoku".
 */
class GomokuRulesTest {

    private static final GomokuGame FREE9 = GomokuGame.of(9, false);
    private static final GomokuGame EXACT9 = GomokuGame.of(9, true);

    private static String board(String side, String... rowsFromTop) {
        return String.join("/", rowsFromTop) + " " + side;
    }

    /** Plays {@code move} in {@code text} and returns the state after it. */
    private static State after(GomokuGame g, String text, String move) throws Exception {
        State s = g.parsePosition(text);
        assertFalse(s.isTerminal(), text);
        assertTrue(s.isLegal(s.parseMove(move)), move + " in " + text);
        s.apply(s.parseMove(move));
        return s;
    }

    private static void assertWin(int score, State s) {
        assertTrue(s.isTerminal(), s.positionText());
        assertEquals(score, s.score(), s.positionText());
        assertEquals(0, s.legalMoves(new int[s.game().maxMoves()]));
    }

    private static void assertGoesOn(State s) {
        assertFalse(s.isTerminal(), s.positionText());
        assertTrue(s.legalMoves(new int[s.game().maxMoves()]) > 0);
    }

    @Test
    void fiveInEachDirection() throws Exception {
        String horizontal = board("x",
                ".........", ".........", ".........", ".........", "..o...o..",
                ".........", "..xxxx...", ".........", ".o.....o.");
        String vertical = board("x",
                ".........", ".........", ".........", "....x....", "o...x...o",
                "....x....", "....x....", ".........", ".o.....o.");
        String diagonal = board("x",
                ".........", ".........", ".........", "....x....", "o..x....o",
                "..x......", ".x.......", ".........", "..o...o..");
        String anti = board("x",
                ".........", ".........", ".........", "..x......", "o..x....o",
                "....x....", ".....x...", ".........", "..o...o..");
        String[][] cases = {
            {horizontal, "g3", "b3"}, {vertical, "e7", "e2"}, {diagonal, "f7", "a2"}, {anti, "b7", "g2"},
        };
        for (GomokuGame g : List.of(FREE9, EXACT9)) {
            for (String[] c : cases) {
                assertWin(1, after(g, c[0], c[1]));
                assertWin(1, after(g, c[0], c[2]));
                // Elsewhere the four stays a four.
                assertGoesOn(after(g, c[0], "i9"));
            }
        }
    }

    @Test
    void whiteWinsToo() throws Exception {
        String text = board("o",
                ".........", ".........", "x........", "......o..", ".....o...",
                "....o....", "...o.....", "x...x....", "..x..x...");
        assertWin(-1, after(FREE9, text, "h7"));
        assertWin(-1, after(FREE9, text, "c2"));
        assertEquals(Game.SECOND, after(FREE9, text, "c2").winner());
    }

    @Test
    void aSixWinsFreeStyleButNotExactlyFive() throws Exception {
        // b3 c3 d3 . f3 g3: e3 makes six in a row.
        String text = board("x",
                ".........", "o.o......", ".........", ".........", "....o....",
                ".........", ".xxx.xx..", ".........", "o.......o");
        assertWin(1, after(FREE9, text, "e3"));
        State s = after(EXACT9, text, "e3");
        assertGoesOn(s);
        assertEquals(Game.SECOND, s.toMove());
        // A long overline, xxxx.xxxx filled to nine, is no win either under exactly-five.
        String nine = board("x",
                ".........", "o.o.o.o..", ".........", ".........", "o.o.o.o..",
                ".........", "xxxx.xxxx", ".........", ".........");
        assertWin(1, after(FREE9, nine, "e3"));
        assertGoesOn(after(EXACT9, nine, "e3"));
    }

    @Test
    void exactlyFiveNextToAnOverline() throws Exception {
        // Row 3: . x x x x . x — a3 makes exactly five (the gap at f3 stays), f3 makes six.
        String text = board("x",
                ".........", "o.o......", ".........", ".........", "...o.....",
                ".........", ".xxxx.x..", ".........", "o.......o");
        assertWin(1, after(EXACT9, text, "a3"));
        assertGoesOn(after(EXACT9, text, "f3"));
        assertWin(1, after(FREE9, text, "f3"));
        // A five closed by a white stone and by the edge is still exactly five.
        String closed = board("x",
                ".........", ".........", ".........", ".........", "....o.o..",
                ".........", "oxxxx....", ".........", "....o....");
        assertWin(1, after(EXACT9, closed, "f3"));
        String edge = board("x",
                ".........", ".........", "o.......o", ".........", "o...o....",
                ".........", ".........", ".........", ".....xxxx");
        assertWin(1, after(EXACT9, edge, "e1"));
    }

    @Test
    void exactlyFiveWinsWhileAnOverlineStandsElsewhere() throws Exception {
        // Row 1 holds Black's six (a1..f1, no win under exactly-five); column h has four.
        String text = board("x",
                "o.o......", "....ooo..", ".......x.", ".......x.", ".......x.",
                ".......x.", "o.o.o....", "....o.o..", "xxxxxx...");
        State parsed = EXACT9.parsePosition(text);
        assertGoesOn(parsed);
        assertWin(1, after(EXACT9, text, "h3"));
        // Under free-style the six already won, with White then to move: the text is refused.
        PositionException e = assertThrows(PositionException.class, () -> FREE9.parsePosition(text));
        assertTrue(e.getMessage().contains("x has five in a row but o moved last"), e.getMessage());
    }

    @Test
    void oneStoneMakingSixOneWayAndFiveAnotherWins() throws Exception {
        // e3 fills row 3 to six (a3..f3) and column e to exactly five (e3..e7).
        String text = board("x",
                "o.o.o.o..", ".........", "....x....", "....x....", "....x....",
                "....x....", "xxxx.x...", ".........", "o.o.o.o.o");
        assertWin(1, after(EXACT9, text, "e3"));
    }

    @Test
    void fullBoardIsADraw() throws Exception {
        for (boolean exact : new boolean[] {false, true}) {
            GomokuGame g = GomokuGame.of(5, exact);
            String text = board("x", "xxoox", "ooxxo", "xxoox", "ooxxo", "xxoo.");
            State s = after(g, text, "e1");
            assertTrue(s.isTerminal());
            assertEquals(0, s.score());
            assertEquals(-1, s.winner());
            assertTrue(s.render().endsWith("draw"), s.render());
            State full = g.parsePosition("xxoox/ooxxo/xxoox/ooxxo/xxoox o");
            assertTrue(full.isTerminal());
            assertEquals(0, full.score());
        }
    }

    @Test
    void notation() throws Exception {
        State s = GomokuGame.standard().newInitialState();
        assertEquals(7 * 15 + 7, s.parseMove("h8"));
        assertEquals("h8", s.formatMove(7 * 15 + 7));
        assertEquals(0, s.parseMove("A1"));
        assertEquals(224, s.parseMove(" O15 "));
        assertEquals(14 * 15, s.parseMove("a15"));
        for (int m = 0; m < 225; m++) assertEquals(m, s.parseMove(s.formatMove(m)));
        for (String bad : new String[] {"", "h", "p1", "a0", "a16", "h08", "8h", "hh", "h8x", "pass", "h-8"}) {
            MoveFormatException e = assertThrows(MoveFormatException.class, () -> s.parseMove(bad), bad);
            assertTrue(e.getMessage().contains("a1..o15"), e.getMessage());
        }
        State big = GomokuGame.of(19, false).newInitialState();
        assertEquals(360, big.parseMove("s19"));
        assertEquals("j10", big.formatMove(9 * 19 + 9));
        State small = GomokuGame.of(5, false).newInitialState();
        assertEquals(24, small.parseMove("e5"));
        assertThrows(MoveFormatException.class, () -> small.parseMove("f1"));
        assertThrows(MoveFormatException.class, () -> small.parseMove("a6"));
    }

    @Test
    void positionTextAndRender() throws Exception {
        GomokuGame g = GomokuGame.standard();
        State s = g.newInitialState();
        assertEquals(String.join("/", Collections.nCopies(15, "...............")) + " x",
                s.positionText());
        s.apply(s.parseMove("h8"));
        s.apply(s.parseMove("a1"));
        s.apply(s.parseMove("o15"));
        String text = s.positionText();
        String empty = ".............../".repeat(6);
        assertEquals("..............x/" + empty + ".......x......./" + empty + "o.............. o", text);
        State p = g.parsePosition(text);
        assertEquals(text, p.positionText());
        assertEquals(s.hash(), p.hash());
        assertEquals(0, p.ply());
        // Upper case, '-' for empty and colour words are read too.
        State q = GomokuGame.of(5, false).parsePosition("  -----/...../..X../...O./...X.   WHITE ");
        assertEquals("...../...../..x../...o./...x. o", q.positionText());
        String r = GomokuGame.of(9, false).parsePosition(board("o",
                ".........", ".........", ".........", ".........", "....x....",
                ".........", ".........", ".........", ".........")).render();
        assertTrue(r.startsWith(" 9 . . . . . . . . .\n"), r);
        assertTrue(r.contains("\n 5 . . . . x . . . .\n"), r);
        assertTrue(r.endsWith("\n   a b c d e f g h i\no to move"), r);
        assertFalse(r.contains("\n\n"));
        State t = GomokuGame.of(15, false).newInitialState();
        assertTrue(t.render().startsWith("15 . . ."), t.render());
    }

    @Test
    void rejectsMalformedAndUnreachablePositions() {
        String fives = board("o",
                ".........", "xxxxx....", ".........", "o.o.o.o..", ".........",
                "o.o.o.o.o", ".........", "xxxxx....", ".........");
        String[][] cases = {
            {"", "empty"},
            {".../.../... x", "expected 9 rows, got 3"},
            {board("x", ".........", ".........", ".........", ".........", ".........",
                    ".........", "........", ".........", "........."), "row 3 has 8 cells, expected 9"},
            {board("x", ".........", ".........", ".........", ".........", "....z....",
                    ".........", ".........", ".........", "........."), "bad cell 'z' in row 5"},
            {board("q", ".........", ".........", ".........", ".........", ".........",
                    ".........", ".........", ".........", "........."), "side to move must be x or o"},
            {".........", "side to move"},
            {board("o", ".........", ".........", ".........", ".........", "...xx....",
                    ".........", ".........", ".........", "........."), "impossible stone counts: 2 x and 0 o"},
            {board("o", ".........", ".........", ".........", ".........", "...xo....",
                    ".........", ".........", ".........", "........."), "it is x to move"},
            {board("x", ".........", ".........", "ooooo....", ".........", ".........",
                    ".........", "xxxxx....", ".........", "........."), "both x and o have five in a row"},
            {board("o", ".........", ".........", "ooooo....", ".........", ".........",
                    ".........", "xx.xx....", ".........", "x...x...."), "o has five in a row but x moved last"},
            // Two fives sharing no stone: no single last move made both.
            {fives, "unreachable: no single last move of x"},
        };
        for (String[] c : cases) {
            PositionException e = assertThrows(PositionException.class, () -> FREE9.parsePosition(c[0]), c[0]);
            assertTrue(e.getMessage().contains(c[1]), "'" + e.getMessage() + "' should mention " + c[1]);
        }
        PositionException e = assertThrows(PositionException.class, () -> EXACT9.parsePosition(fives));
        assertTrue(e.getMessage().contains("unreachable"), e.getMessage());
        e = assertThrows(PositionException.class, () -> EXACT9.parsePosition(board("x",
                ".........", ".........", "ooooo....", ".........", ".........",
                ".........", "xxxxx....", ".........", ".........")));
        assertTrue(e.getMessage().contains("both x and o have exactly five in a row"), e.getMessage());
    }

    @Test
    void aCrossOfTwoFivesIsOneLastMove() throws Exception {
        // Row 5 and column e meet at e5: Black's last stone there made both fives.
        String text = board("o",
                ".........", ".........", "....x....", "....x....", "..xxxxx..",
                "....x....", "....x....", "oooo.oo..", "o.o......");
        State s = FREE9.parsePosition(text);
        assertWin(1, s);
    }

    @Test
    void parametersAndBoardsize() {
        assertSame(GomokuGame.TYPE, GameCatalog.find("Gomoku").orElseThrow());
        assertEquals("size", GomokuGame.TYPE.sizeParameter());
        Game g = GomokuGame.TYPE.create();
        assertEquals(Map.of("size", "15", "exact_five", "false", "coords", "a1"), g.parameters());
        assertEquals("gomoku size=15 exact_five=false coords=a1", g.descriptor());
        assertEquals(225, g.maxMoves());
        assertEquals(225, g.maxGameLength());
        assertEquals(-1, g.minScore());
        assertEquals(1, g.maxScore());
        Game e = GomokuGame.TYPE.create(List.of("exact_five=true", "size=9"));
        assertEquals("gomoku size=9 exact_five=true coords=a1", e.descriptor());
        assertTrue(((GomokuGame) e).exactFive());
        for (String bad : new String[] {"size=4", "size=20"}) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                    () -> GomokuGame.TYPE.create(List.of(bad)));
            assertEquals("parameter 'size' must be between 5 and 19 (got " + bad.substring(5) + ")", x.getMessage());
        }
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> GomokuGame.TYPE.create(List.of("exact_five=maybe")));
        assertTrue(x.getMessage().contains("'exact_five'"), x.getMessage());
        assertEquals(5, GomokuGame.of(5, false).size());
        assertEquals(19, GomokuGame.of(19, true).size());
        assertEquals(Game.FIRST, g.parsePlayer("x"));
        assertEquals(Game.SECOND, g.parsePlayer("O"));
        assertEquals(Game.SECOND, g.parsePlayer("white"));
    }

    /** {@code coords=gtp}: Go's column letters, without i, in what is written and what is read. */
    @Test
    void goStyleCoordinates() throws Exception {
        Game g = GomokuGame.TYPE.create(List.of("coords=GTP"));
        assertEquals("gomoku size=15 exact_five=false coords=gtp", g.descriptor());
        State s = g.newInitialState();
        int j3 = s.parseMove("J3");
        assertEquals("j3", s.formatMove(j3));
        State a1 = GomokuGame.standard().newInitialState();
        assertEquals(a1.parseMove("i3"), j3, "gtp's j3 is a1's i3: the 9th column");
        assertEquals("p15", s.formatMove(s.parseMove("p15")));
        MoveFormatException e = assertThrows(MoveFormatException.class, () -> s.parseMove("i3"));
        assertTrue(e.getMessage().startsWith("there is no column i with coords=gtp"), e.getMessage());
        assertThrows(MoveFormatException.class, () -> s.parseMove("q1"));
        s.apply(j3);
        assertTrue(s.render().endsWith("   a b c d e f g h j k l m n o p\no to move"), s.render());
        // The position text names no squares, so it is the same under either letters.
        a1.apply(j3);
        assertEquals(a1.positionText(), s.positionText());
    }
}
