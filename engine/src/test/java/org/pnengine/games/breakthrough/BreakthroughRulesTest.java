package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pnengine.games.breakthrough.RaceRulesTest.moves;
import static org.pnengine.games.breakthrough.RaceRulesTest.play;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;

/**
 * The rules of Breakthrough on literal positions of its own move pattern; what it shares with the
 * other race game is in {@link RaceRulesTest}.
 */
class BreakthroughRulesTest {

    private final BreakthroughGame game = BreakthroughGame.standard();

    private BreakthroughState pos(String text) throws PositionException {
        return game.parsePosition(text);
    }

    @Test
    void noStraightCapture() throws Exception {
        // Black d4 faces White d5 head on: neither may step onto the other.
        BreakthroughState s = pos("......../......../......../...w..../...b..../......../......../........ b");
        assertEquals(List.of("d4c5", "d4e5"), moves(s));
        assertFalse(s.isLegal(s.parseMove("d4d5")));
        BreakthroughState t = pos("......../......../......../...w..../...b..../......../......../........ w");
        assertEquals(List.of("d5c4", "d5e4"), moves(t));
    }

    @Test
    void diagonalCapture() throws Exception {
        BreakthroughState s = pos("......w./......../......../...ww.../...b..../......../......../........ b");
        assertEquals(List.of("d4c5", "d4e5"), moves(s));
        String before = s.positionText();
        long hash = s.hash();
        play(s, "d4e5");
        assertTrue(s.lastMoveCaptured());
        assertEquals("......w./......../......../...wb.../......../......../......../........ w", s.positionText());
        assertEquals(2, Long.bitCount(s.pieces(Game.SECOND)));
        s.undo();
        assertEquals(before, s.positionText());
        assertEquals(hash, s.hash());
    }

    @Test
    void ownPiecesBlockEveryDirection() throws PositionException {
        // d4 is boxed in by its own pieces on c5, d5 and e5; those three move freely.
        BreakthroughState s = pos("w......./......../......../..bbb.../...b..../......../......../........ b");
        List<String> m = moves(s);
        assertFalse(m.stream().anyMatch(x -> x.startsWith("d4")), m.toString());
        assertEquals(List.of("c5b6", "c5c6", "c5d6", "d5c6", "d5d6", "d5e6", "e5d6", "e5e6", "e5f6"), m);
    }

    @Test
    void edgeFilesDoNotWrap() throws PositionException {
        BreakthroughState s = pos("......w./......../......../......../b......b/......../......../........ b");
        assertEquals(List.of("a4a5", "a4b5", "h4g5", "h4h5"), moves(s));
        BreakthroughState t = pos("......../......../......../w......w/......../......../......../.b...... w");
        assertEquals(List.of("a5a4", "a5b4", "h5g4", "h5h4"), moves(t));
    }

    @Test
    void reachingTheFarRowWins() throws Exception {
        BreakthroughState s = pos("......w./b......./......../......../......../......../......../.......b b");
        play(s, "a7a8");
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
        assertEquals(Game.FIRST, s.winner());
        assertEquals(0, s.legalMoves(new int[game.maxMoves()]));
        assertFalse(s.isLegal(s.parseMove("g8g7")));
        assertEquals("B+1", game.formatScore(s.score()));
        s.undo();
        // A diagonal step onto the far row wins too, for White moving down as well.
        play(s, "a7b8");
        assertEquals(1, s.score());
        BreakthroughState t = pos("......w./......../......../......../......../......../..w...../.......b w");
        play(t, "c2d1");
        assertTrue(t.isTerminal());
        assertEquals(-1, t.score());
        assertEquals("W+1", game.formatScore(t.score()));
    }

    @Test
    void capturingEveryEnemyPieceWins() throws Exception {
        BreakthroughState s = pos("......../......../......../....w.../...b..../......../b......./........ b");
        play(s, "d4e5");
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
        assertEquals(0, s.pieces(Game.SECOND));
        BreakthroughState t = pos("......../......../......../....w.../...b..../......../......../........ w");
        play(t, "e5d4");
        assertTrue(t.isTerminal());
        assertEquals(-1, t.score());
    }

    @Test
    void smallBoard() throws Exception {
        BreakthroughGame g = BreakthroughGame.of(3, 5);
        BreakthroughState s = g.newInitialState();
        assertEquals("www/www/.../bbb/bbb b", s.positionText());
        assertEquals(List.of("a2a3", "a2b3", "b2a3", "b2b3", "b2c3", "c2b3", "c2c3"), moves(s));
        assertEquals(18, g.maxMoves());
        // The far row of a 5-row board is row 5.
        BreakthroughState t = g.parsePosition(".w./b../.../.../... b");
        play(t, "a4a5");
        assertEquals(1, t.score());
        assertTrue(t.isTerminal());
    }

    @Test
    void notation() throws MoveFormatException {
        BreakthroughState s = game.newInitialState();
        int m = s.parseMove("a2b3");
        assertEquals(m, s.parseMove("A2B3"));
        assertEquals(m, s.parseMove(" a2-b3 "));
        assertEquals(m, s.parseMove("a2xb3"));
        assertEquals("a2b3", s.formatMove(m));
        for (String bad : Arrays.asList("", "a2", "a2b", "a2b3c", "i2b3", "a9b3", "a0b3", "22b3", "a2+b3")) {
            Assertions.assertThrows(MoveFormatException.class, () -> s.parseMove(bad), bad);
        }
        BreakthroughState small = BreakthroughGame.of(3, 5).newInitialState();
        Assertions.assertThrows(MoveFormatException.class, () -> small.parseMove("d2d3"));
        Assertions.assertThrows(MoveFormatException.class, () -> small.parseMove("a5a6"));
    }
}
