package org.pnengine.games.linesofaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PlainState;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/** Parameters, notation, position text, hashing, copies and playouts of Lines of Action. */
class LinesOfActionPositionTest {

    @Test
    void catalogAndParameters() {
        GameType t = GameCatalog.find("Lines_Of_Action").orElseThrow();
        assertEquals("lines_of_action size=8", t.create().descriptor());
        assertEquals("size", t.sizeParameter());
        assertEquals(7, ((LinesOfActionGame) t.create(List.of("size=7"))).size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> t.create(List.of("size=9")));
        assertTrue(e.getMessage().contains("'size'"), e.getMessage());
        Game g = t.create();
        assertEquals(-1, g.minScore());
        assertEquals(1, g.maxScore());
        assertEquals(96, g.maxMoves());
        assertEquals(80, LinesOfActionGame.of(7).maxMoves());
        assertEquals(0, g.maxGameLength());
        assertEquals(Game.FIRST, g.parsePlayer("B"));
        assertEquals(Game.SECOND, g.parsePlayer("white"));
    }

    @Test
    void notation() throws MoveFormatException {
        LinesOfActionState s = LinesOfActionGame.of(8).newInitialState();
        int m = s.parseMove("b1d3");
        assertEquals(1 | (19 << 6), m);   // b1 = rank 0 file 1, d3 = rank 2 file 3
        assertEquals(m, s.parseMove("B1xD3"));
        assertEquals(m, s.parseMove(" b1-d3 "));
        assertEquals("b1d3", s.formatMove(m));
        assertEquals(LinesOfActionGame.PASS, s.parseMove("PASS"));
        for (String bad : new String[] {"", "b1", "b1d", "b1yd3", "b1d3x", "11d3", "bxd3", "b0d3"}) {
            assertThrows(MoveFormatException.class, () -> s.parseMove(bad), bad);
        }
        assertEquals("h1h8", s.formatMove(s.parseMove("h1h8")));
        LinesOfActionState s7 = LinesOfActionGame.of(7).newInitialState();
        MoveFormatException e = assertThrows(MoveFormatException.class, () -> s7.parseMove("b1h1"));
        assertTrue(e.getMessage().contains("h1"), e.getMessage());
        assertThrows(MoveFormatException.class, () -> s7.parseMove("b8b6"));
    }

    /**
     * Black's b1 at the start: 2 up the b-file (b1, b8) to b3; 2 along its diagonal (b1, h7) to
     * d3; 6 along rank 1 (b1..g1), jumping its own pieces, to h1; its anti-diagonal (b1, a2) is
     * off the board after 1 square.
     */
    @Test
    void startMovesOfB1() {
        assertEquals(Set.of("b1b3", "b1d3", "b1h1"), movesFrom(LinesOfActionGame.of(8), "b1"));
        // On 7×7: 2 on file b (b1, b7), 2 on the diagonal b1-g6, 5 on rank 1 (b1..f1) -> g1.
        assertEquals(Set.of("b1b3", "b1d3", "b1g1"), movesFrom(LinesOfActionGame.of(7), "b1"));
    }

    private static Set<String> movesFrom(LinesOfActionGame g, String square) {
        LinesOfActionState s = g.newInitialState();
        int[] buf = new int[g.maxMoves()];
        int n = s.legalMoves(buf);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            String t = s.formatMove(buf[i]);
            if (t.startsWith(square)) out.add(t);
        }
        return out;
    }

    /** The example of {@code protocol-spec/games/lines_of_action.md}. */
    @Test
    void documentedExampleAfterB1d3() {
        LinesOfActionState s = LinesOfActionGame.of(8).newInitialState();
        play(s, "b1d3");
        assertEquals(".bbbbbb./w......w/w......w/w......w/w......w/w..b...w/w......w/..bbbbb. w",
                s.positionText());
    }

    @Test
    void positionTextRoundTripsAlongRandomGames() throws PositionException, MoveFormatException {
        SplittableRandom rng = new SplittableRandom(7);
        for (int size = 7; size <= 8; size++) {
            LinesOfActionGame g = LinesOfActionGame.of(size);
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 20; game++) {
                LinesOfActionState s = g.newInitialState();
                while (true) {
                    String text = s.positionText();
                    assertFalse(text.contains("\n"));
                    State back = g.parsePosition(text);
                    assertEquals(text, back.positionText());
                    assertEquals(s.hash(), back.hash(), text);
                    assertEquals(s.isTerminal(), back.isTerminal(), text);
                    assertEquals(s.toMove(), back.toMove(), text);
                    if (s.isTerminal()) {
                        assertEquals(s.score(), back.score(), text);
                        break;
                    }
                    String render = s.render();
                    assertFalse(render.contains("\n\n"));
                    int n = s.legalMoves(buf);
                    int m = buf[rng.nextInt(n)];
                    assertEquals(m, s.parseMove(s.formatMove(m)));
                    s.apply(m);
                }
            }
        }
    }

    @Test
    void hashDependsOnSideToMoveAndTranspositionsAgree() throws PositionException {
        LinesOfActionGame g = LinesOfActionGame.of(8);
        State b = g.parsePosition(".bbbbbb./w......w/w......w/w......w/w......w/w......w/w......w/.bbbbbb. b");
        State w = g.parsePosition(".bbbbbb./w......w/w......w/w......w/w......w/w......w/w......w/.bbbbbb. w");
        assertNotEquals(b.hash(), w.hash());
        // Two independent pairs of moves, played in both orders.
        State x = g.newInitialState();
        State y = g.newInitialState();
        play(x, "b1b3", "h2f2", "g1g3", "a7c7");
        play(y, "g1g3", "a7c7", "b1b3", "h2f2");
        assertEquals(x.positionText(), y.positionText());
        assertEquals(x.hash(), y.hash());
    }

    private static void play(State s, String... moves) {
        for (String m : moves) {
            try {
                int code = s.parseMove(m);
                assertTrue(s.isLegal(code), m + " in " + s.positionText());
                s.apply(code);
            } catch (MoveFormatException e) {
                throw new AssertionError(e);
            }
        }
    }

    @Test
    void copyIsIndependent() {
        LinesOfActionState s = LinesOfActionGame.of(8).newInitialState();
        play(s, "b1b3", "a2c2");
        LinesOfActionState c = s.copy();
        assertEquals(s.positionText(), c.positionText());
        assertEquals(s.hash(), c.hash());
        assertEquals(s.ply(), c.ply());
        assertEquals(s.lastMove(), c.lastMove());
        c.undo();
        assertNotEquals(s.positionText(), c.positionText());
        c.undo();
        assertEquals(LinesOfActionGame.of(8).newInitialState().positionText(), c.positionText());
        assertEquals(2, s.ply());
        assertThrows(IllegalStateException.class, c::undo);
    }

    @Test
    void rejectsMalformedAndImpossiblePositions() {
        LinesOfActionGame g = LinesOfActionGame.of(8);
        String start = ".bbbbbb./w......w/w......w/w......w/w......w/w......w/w......w/.bbbbbb.";
        assertRejected(g, "", "empty");
        assertRejected(g, start, "side to move");
        assertRejected(g, start + " x", "side to move");
        assertRejected(g, start + " b extra", "side to move");
        assertRejected(g, ".bbbbbb./w......w/w......w/w......w/w......w/w......w/.bbbbbb. b", "expected 8 ranks");
        assertRejected(g, ".bbbbbb./w......w/w......w/w......w/w.....w/w......w/w......w/.bbbbbb. b", "rank 4 has 7");
        assertRejected(g, ".bbbbbb./w......w/w......w/w......w/w..q...w/w......w/w......w/.bbbbbb. b", "bad cell 'q'");
        assertRejected(g, ".bbbbbb./w......w/w......w/w......w/w......w/w......w/w......w/bbbbbbbb b", "14 pieces");
        assertRejected(g, "......../w......w/......../......../......../......../......../........ b", "black has no pieces");
        // White has one piece but Black is to move: White was connected before its last move.
        assertRejected(g, "b......./......../......../......../......../......../......../b......w b", "single piece");
        // Black to move and connected with all 12 pieces: only a capture of Black could do that.
        assertRejected(g, "......../......../......../..bbbb../..bbbb../..bbbb../......../w......w b", "all 12");
    }

    private static void assertRejected(Game g, String text, String fragment) {
        PositionException e = assertThrows(PositionException.class, () -> g.parsePosition(text), text);
        assertTrue(e.getMessage().contains(fragment), "'" + e.getMessage() + "' should mention '" + fragment + "'");
    }

    @Test
    void acceptsTerminalAndSevenBySevenPositions() throws PositionException {
        // White to move with one piece: Black's capture left it connected, so White has won.
        State s = LinesOfActionGame.of(8).parsePosition(
                "b......./......../......../......../......../......../......../b......w w");
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score());
        State s7 = LinesOfActionGame.of(7).parsePosition(".bbbbb./w.....w/w.....w/w.....w/w.....w/w.....w/.bbbbb. w");
        assertEquals(Game.SECOND, s7.toMove());
        assertEquals(".bbbbb./w.....w/w.....w/w.....w/w.....w/w.....w/.bbbbb. w", s7.positionText());
    }

    @Test
    void renderShowsBoardAndCoordinates() {
        String expected = String.join("\n",
                "7 . b b b b b .",
                "6 w . . . . . w",
                "5 w . . . . . w",
                "4 w . . . . . w",
                "3 w . . . . . w",
                "2 w . . . . . w",
                "1 . b b b b b .",
                "  a b c d e f g",
                "black to move");
        assertEquals(expected, LinesOfActionGame.of(7).newInitialState().render());
    }

    @Test
    void playoutsLeaveTheStateUnchangedAndRespectTheCap() {
        LinesOfActionState s = LinesOfActionGame.of(8).newInitialState();
        String text = s.positionText();
        int[] buf = new int[96];
        SplittableRandom rng = new SplittableRandom(3);
        assertEquals(Integer.MIN_VALUE, s.randomPlayout(rng, buf, 5));
        assertEquals(Integer.MIN_VALUE, s.randomPlayout(rng, buf, 0));
        for (int i = 0; i < 200; i++) {
            int r = s.randomPlayout(rng, buf, 100_000);
            assertTrue(r >= -1 && r <= 1, "result " + r);
        }
        assertEquals(text, s.positionText());
        assertEquals(0, s.ply());
    }

    /**
     * The specialised playout (rejection-sampled moves on local bitboards) and the generic
     * {@link State#randomPlayout} loop must draw from the same distribution. 4000 playouts each
     * from a fixed middle-game position; the standard error of a win rate near 0.5 is about
     * 0.008, so the rates must agree within 0.045 (about 4 standard errors of the difference).
     */
    @Test
    void fastPlayoutMatchesTheGenericLoopInDistribution() throws PositionException {
        LinesOfActionGame g = LinesOfActionGame.of(7);
        State s = g.newInitialState();
        play(s, "b1b3", "a2c2", "c7c4");
        State generic = new PlainState(s.copy());
        int[] buf = new int[g.maxMoves()];
        int games = 4000;
        double fast = blackRate(s, new SplittableRandom(11), buf, games);
        double slow = blackRate(generic, new SplittableRandom(12), buf, games);
        assertEquals(slow, fast, 0.045, "black win rate: fast " + fast + ", generic " + slow);
    }

    private static double blackRate(State s, SplittableRandom rng, int[] buf, int games) {
        int black = 0;
        for (int i = 0; i < games; i++) {
            int r = s.randomPlayout(rng, buf, 100_000);
            assertTrue(r != Integer.MIN_VALUE);
            if (r > 0) black++;
        }
        return black / (double) games;
    }

}
