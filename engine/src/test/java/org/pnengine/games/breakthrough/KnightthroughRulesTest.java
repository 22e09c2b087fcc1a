package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pnengine.games.breakthrough.RaceRulesTest.moves;
import static org.pnengine.games.breakthrough.RaceRulesTest.play;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;

/**
 * The rules of Knightthrough on literal positions of its own move pattern; what it shares with the
 * other race game is in {@link RaceRulesTest}.
 */
class KnightthroughRulesTest {

    private final KnightthroughGame game = KnightthroughGame.standard();

    private KnightthroughState pos(String text) throws PositionException {
        return game.parsePosition(text);
    }

    @Test
    void onlyTheFourForwardLeaps() throws PositionException {
        KnightthroughState s = pos("......w./......../......../......../...b..../......../......../........ b");
        assertEquals(List.of("d4b5", "d4c6", "d4e6", "d4f5"), moves(s));
        KnightthroughState t = pos("......../......../......../...w..../......../......../......../.b...... w");
        assertEquals(List.of("d5b4", "d5c3", "d5e3", "d5f4"), moves(t));
    }

    @Test
    void leapsJumpOverPiecesAndLandOnlyOffOwnKnights() throws PositionException {
        // d4 is surrounded; it jumps over everything, but c6 and f5 hold its own knights.
        KnightthroughState s = pos("......w./......../..b...../..bbbb../..bbw.../..bbb.../......../........ b");
        List<String> m = moves(s);
        assertTrue(m.contains("d4b5") && m.contains("d4e6"), m.toString());
        assertFalse(m.contains("d4c6") || m.contains("d4f5"), m.toString());
    }

    @Test
    void edgeFilesDoNotWrap() throws PositionException {
        KnightthroughState s = pos("......w./......../......../......../b......b/......../......../........ b");
        // a4 and h4 alone: one file or two towards the inside only.
        assertEquals(List.of("a4b6", "a4c5", "h4f5", "h4g6"), moves(s));
        KnightthroughState t = pos("......w./......../......../......../.b....b./......../......../........ b");
        assertEquals(List.of("b4a6", "b4c6", "b4d5", "g4e5", "g4f6", "g4h6"), moves(t));
        KnightthroughState u = pos("......../......../......../w.w..w.w/......../......../......../.b...... w");
        assertEquals(List.of("a5b3", "a5c4", "c5a4", "c5b3", "c5d3", "c5e4", "f5d4", "f5e3", "f5g3",
                "f5h4", "h5f4", "h5g3"), moves(u));
    }

    @Test
    void leapsStayOnTheBoardAtTheTop() throws Exception {
        // On a 5×5 board a knight on row 4 has only the two one-row leaps; on 8×8 a knight on
        // row 7 likewise, and those leaps win at once.
        KnightthroughGame small = KnightthroughGame.of(5, 5);
        KnightthroughState s = small.parsePosition("...w./..b../...../...../..... b");
        assertEquals(List.of("c4a5", "c4e5"), moves(s));
        KnightthroughState t = pos("......w./b......b/......../......../......../......../......../........ b");
        assertEquals(List.of("a7c8", "h7f8"), moves(t));
    }

    @Test
    void captureByLeap() throws Exception {
        KnightthroughState s = pos("......w./......../....w.../......../...b..../......../......../........ b");
        String before = s.positionText();
        long hash = s.hash();
        play(s, "d4e6");
        assertTrue(s.lastMoveCaptured());
        assertEquals("......w./......../....b.../......../......../......../......../........ w", s.positionText());
        assertEquals(1, Long.bitCount(s.pieces(Game.SECOND)));
        assertFalse(s.isTerminal());
        s.undo();
        assertEquals(before, s.positionText());
        assertEquals(hash, s.hash());
    }

    @Test
    void reachingTheFarRowWins() throws Exception {
        KnightthroughState s = pos("w......./......../..b...../......../......../......../......../b....... b");
        play(s, "c6d8");
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
        assertEquals(0, s.legalMoves(new int[game.maxMoves()]));
        assertEquals("B+1", game.formatScore(s.score()));
        s.undo();
        play(s, "c6b8");
        assertEquals(1, s.score());
        KnightthroughState t = pos("w......./......../......../......../......../w......./......../......b. w");
        play(t, "a3c2");
        assertFalse(t.isTerminal());
        t.undo();
        play(t, "a3b1");
        assertTrue(t.isTerminal());
        assertEquals(-1, t.score());
    }

    @Test
    void capturingEveryEnemyKnightWins() throws Exception {
        KnightthroughState s = pos("......../......../....w.../......../...b..../......../......../........ b");
        play(s, "d4e6");
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
        assertEquals(0, s.pieces(Game.SECOND));
    }

    @Test
    void notation() throws MoveFormatException {
        KnightthroughState s = game.newInitialState();
        int m = s.parseMove("B1C3");
        assertEquals("b1c3", s.formatMove(m));
        assertEquals(m, s.parseMove("b1-c3"));
        assertTrue(s.isLegal(m));
        assertFalse(s.isLegal(s.parseMove("b1b3")));
        assertThrows(MoveFormatException.class, () -> s.parseMove("b1c9"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("knight"));
    }
}
