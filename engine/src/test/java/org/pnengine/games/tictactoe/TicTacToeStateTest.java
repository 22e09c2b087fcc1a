package org.pnengine.games.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/** Notation, position text, rules on literal boards, and the state contract of Tic-tac-toe. */
class TicTacToeStateTest {

    private final TicTacToeGame game = TicTacToeGame.standard();

    @Test
    void notationIsColumnThenRowFromTheTop() throws Exception {
        State s = game.newInitialState();
        assertEquals(0, s.parseMove("a1"));
        assertEquals(2, s.parseMove("c1"));
        assertEquals(4, s.parseMove("B2"));
        assertEquals(6, s.parseMove(" a3 "));
        assertEquals(8, s.parseMove("C3"));
        for (int m = 0; m < 9; m++) assertEquals(m, s.parseMove(s.formatMove(m)));
        for (String bad : new String[] {"", "a", "a0", "a4", "d1", "1a", "b22", "pass"}) {
            MoveFormatException e = assertThrows(MoveFormatException.class, () -> s.parseMove(bad), bad);
            assertTrue(e.getMessage().contains("a1..c3"), e.getMessage());
        }
        s.apply(s.parseMove("a1"));
        s.apply(s.parseMove("b2"));
        s.apply(s.parseMove("c3"));
        assertEquals("x../.o./..x o", s.positionText());
    }

    @Test
    void winsInEveryLineAndTheDraw() throws Exception {
        // For each of the 8 lines, X completes it with its third mark and wins at once.
        String[] beforeLast = {
            "xx./oo./... x", "o../xx./o.. x", "o../.o./xx. x",
            "xo./x.o/... x", ".xo/.x./o.. x", "o.x/o.x/... x",
            "xo./ox./... x", "..x/ox./..o x",
        };
        String[] last = {"c1", "c2", "c3", "a3", "b3", "c3", "c3", "a3"};
        for (int i = 0; i < 8; i++) {
            State s = game.parsePosition(beforeLast[i]);
            assertFalse(s.isTerminal(), beforeLast[i]);
            s.apply(s.parseMove(last[i]));
            assertTrue(s.isTerminal(), beforeLast[i]);
            assertEquals(1, s.score(), beforeLast[i]);
            assertEquals(Game.FIRST, s.winner());
            assertEquals(0, s.legalMoves(new int[9]));
            assertFalse(s.isLegal(s.parseMove("b2")));
        }
        // O wins with a column.
        State o = game.parsePosition("xo./xo./..x o");
        o.apply(o.parseMove("b3"));
        assertEquals(-1, o.score());
        assertEquals(Game.SECOND, o.winner());
        assertTrue(o.render().endsWith("o wins"), o.render());
        // A full board without a line is a draw.
        State d = game.parsePosition("xox/xoo/ox. x");
        d.apply(d.parseMove("c3"));
        assertTrue(d.isTerminal());
        assertEquals(0, d.score());
        assertEquals(-1, d.winner());
        assertEquals("xox/xoo/oxx o", d.positionText());
        assertTrue(d.render().endsWith("draw"), d.render());
        // The ninth mark may also complete a line: then X wins, not a draw.
        State w = game.parsePosition("xox/oxo/ox. x");
        w.apply(w.parseMove("c3"));
        assertEquals(1, w.score());
    }

    @Test
    void positionTextRoundTrips() throws PositionException {
        for (String text : new String[] {".../.../... x", "x../.o./... x", "x../.o./..x o", "xox/xoo/oxx o",
            "xxx/oo./... o", "xox/oxo/oxx o"}) {
            assertEquals(text, game.parsePosition(text).positionText());
        }
        State s = game.parsePosition("  X../.O./-.-   black ");
        assertEquals("x../.o./... x", s.positionText());
        assertEquals(Game.FIRST, s.toMove());
        assertEquals(0, s.ply());
        assertThrows(IllegalStateException.class, s::undo);
    }

    @Test
    void rejectsMalformedAndUnreachablePositions() {
        String[][] cases = {
            {"", "empty"},
            {".../.../...", "side to move"},
            {".../.../... x extra", "side to move"},
            {".../... x", "expected 3 rows"},
            {".../..../... x", "row 2 has 4 cells"},
            {".../.z./... x", "bad cell 'z'"},
            {".../.../... y", "side to move must be x or o"},
            {"xx./.../... o", "impossible stone counts: 2 x and 0 o"},
            {"o../.../... x", "impossible stone counts: 0 x and 1 o"},
            {"x../.../... x", "it is o to move"},
            {"x../o../... o", "it is x to move"},
            {"xxx/ooo/x.. o", "both x and o have three in a row"},
            {"xxx/oo./o.. x", "x has three in a row but o moved last"},
            {"ooo/xx./x.x o", "o has three in a row but x moved last"},
            // Two lines sharing no mark need six x: the counts already rule them out.
            {"xxx/o.o/xxx o", "impossible stone counts"},
        };
        for (String[] c : cases) {
            PositionException e = assertThrows(PositionException.class, () -> game.parsePosition(c[0]), c[0]);
            assertTrue(e.getMessage().contains(c[1]), "'" + e.getMessage() + "' should mention " + c[1]);
        }
    }

    @Test
    void twoLinesThroughTheLastMarkAreAccepted() throws PositionException {
        // Row 1 and column a meet at a1: X's last mark there made both lines.
        State s = game.parsePosition("xxx/xoo/xoo o");
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
    }

    @Test
    void renderAndCatalog() throws Exception {
        State s = game.parsePosition("x../.o./... x");
        assertEquals("  a b c\n1 x . .\n2 . o .\n3 . . .\nx to move", s.render());
        assertSame(TicTacToeGame.TYPE, GameCatalog.find("TIC_TAC_TOE").orElseThrow());
        Game g = TicTacToeGame.TYPE.create();
        assertEquals("tic_tac_toe", g.descriptor());
        assertEquals(Map.of(), g.parameters());
        assertEquals(null, TicTacToeGame.TYPE.sizeParameter());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TicTacToeGame.TYPE.create(List.of("size=3")));
        assertTrue(e.getMessage().contains("'size'") && e.getMessage().contains("it takes none"), e.getMessage());
        assertEquals(Game.FIRST, g.parsePlayer("X"));
        assertEquals(Game.SECOND, g.parsePlayer("o"));
        assertEquals(Game.FIRST, g.parsePlayer("black"));
        assertEquals(Game.SECOND, g.parsePlayer("W"));
        assertEquals(-1, g.parsePlayer("z"));
        assertEquals("B+1", g.formatScore(1));
        assertEquals("W+1", g.formatScore(-1));
        assertEquals("0", g.formatScore(0));
    }

    @Test
    void randomGamesUndoCopyAndLegality() {
        SplittableRandom rng = new SplittableRandom(20260301L);
        int[] buf = new int[9];
        for (int game0 = 0; game0 < 300; game0++) {
            TicTacToeState s = game.newInitialState();
            List<String> texts = new ArrayList<>();
            List<Long> hashes = new ArrayList<>();
            while (true) {
                texts.add(s.positionText());
                hashes.add(s.hash());
                int n = s.legalMoves(buf);
                boolean[] legal = new boolean[9];
                for (int i = 0; i < n; i++) legal[buf[i]] = true;
                for (int m = -1; m <= 9; m++) {
                    assertEquals(m >= 0 && m < 9 && legal[m], s.isLegal(m), s.positionText() + " move " + m);
                }
                assertEquals(n == 0, s.isTerminal());
                if (n == 0) break;
                int m = buf[rng.nextInt(n)];
                s.apply(m);
                assertEquals(m, s.lastMove());
            }
            // A copy has the same position and history but is independent.
            TicTacToeState c = s.copy();
            assertEquals(s.positionText(), c.positionText());
            assertEquals(s.ply(), c.ply());
            c.undo();
            assertNotEquals(s.positionText(), c.positionText());
            assertEquals(texts.get(texts.size() - 1), s.positionText());
            for (int i = texts.size() - 1; i > 0; i--) {
                assertEquals(texts.get(i), s.positionText());
                assertEquals(hashes.get(i), s.hash());
                s.undo();
            }
            assertEquals(".../.../... x", s.positionText());
            assertEquals(hashes.get(0), s.hash());
            assertEquals(-1, s.lastMove());
        }
    }

    /**
     * The probability of each result under uniformly random play, computed exactly over the game
     * tree, against the frequencies of 200000 seeded fast playouts; and the playout leaves the
     * state as it was.
     */
    @Test
    void fastPlayoutIsUniformlyRandom() throws Exception {
        for (String start : new String[] {".../.../... x", "x../.o./... x", "xo./.../... x"}) {
            TicTacToeState s = game.parsePosition(start);
            double[] exact = new double[3];
            outcomeProbabilities(s, 1.0, exact);
            int[] counts = new int[3];
            SplittableRandom rng = new SplittableRandom(99);
            int[] buf = new int[9];
            int n = 200_000;
            for (int i = 0; i < n; i++) counts[s.randomPlayout(rng, buf, Integer.MAX_VALUE) + 1]++;
            assertEquals(start, s.positionText());
            for (int r = 0; r < 3; r++) {
                assertEquals(exact[r], counts[r] / (double) n, 0.006, start + " result " + (r - 1));
            }
        }
        // Cut off: Integer.MIN_VALUE, and a finished position returns its score.
        TicTacToeState s = game.newInitialState();
        assertEquals(Integer.MIN_VALUE, s.randomPlayout(new SplittableRandom(1), new int[9], 3));
        TicTacToeState won = game.parsePosition("xxx/oo./... o");
        assertEquals(1, won.randomPlayout(new SplittableRandom(1), new int[9], 0));
    }

    private static void outcomeProbabilities(State s, double p, double[] out) {
        if (s.isTerminal()) {
            out[s.score() + 1] += p;
            return;
        }
        int[] moves = new int[9];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            outcomeProbabilities(s, p / n, out);
            s.undo();
        }
    }
}
