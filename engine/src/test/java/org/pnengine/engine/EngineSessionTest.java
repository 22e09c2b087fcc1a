package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Game;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.TimeControls;

/** The engine facade in-process, without any protocol. */
class EngineSessionTest {

    private final EngineSession s = new EngineSession(EngineConfig.defaults());

    private static Kind kindOf(Executable e) {
        return assertThrows(EngineException.class, e).kind();
    }

    @Test
    void startsWithTheDefaultGame() {
        assertEquals("connect_four width=7 height=6", s.game().descriptor());
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7"), s.legalMoves());
    }

    @Test
    void playUndoAndPositions() throws Exception {
        s.play(Game.FIRST, "4");
        s.play(Game.SECOND, "4");
        assertEquals("......./......./......./......./...o.../...x... x", s.state().positionText());
        s.undo();
        s.undo();
        assertEquals(Kind.CANNOT_UNDO, kindOf(s::undo));
        s.setPosition("4453");
        assertEquals(Kind.CANNOT_UNDO, kindOf(s::undo));
        assertEquals(Kind.BAD_POSITION, kindOf(() -> s.setPosition("9")));
        // A refused position leaves the old one in place.
        assertEquals("......./......./......./......./...o.../..oxx.. x", s.state().positionText());
    }

    @Test
    void refusesBadMoves() {
        assertEquals(Kind.ILLEGAL_MOVE, kindOf(() -> s.play(Game.SECOND, "4")));
        assertEquals(Kind.BAD_ARGUMENT, kindOf(() -> s.play(Game.FIRST, "8")));
        assertEquals(Kind.BAD_ARGUMENT, kindOf(() -> s.play(Game.FIRST, "pass")));
    }

    @Test
    void fullColumnAndFinishedGame() throws Exception {
        s.setPosition("444444");
        assertEquals(Kind.ILLEGAL_MOVE, kindOf(() -> s.play(Game.FIRST, "4")));
        s.setPosition("112233");
        s.play(Game.FIRST, "4");
        assertTrue(s.state().isTerminal());
        assertEquals(18, s.finalScore());
        assertEquals(Kind.ILLEGAL_MOVE, kindOf(() -> s.play(Game.SECOND, "5")));
        s.undo();
        assertEquals(Kind.CANNOT_SCORE, kindOf(s::finalScore));
    }

    /**
     * After the end, as Go-style controllers need: genmove answers pass for either colour and
     * play accepts a pass, changing nothing; undo takes those passes back before the last move,
     * and a new position forgets them.
     */
    @Test
    void passesAfterTheEndChangeNothingAndUndoFirst() throws Exception {
        s.setPosition("112233");
        s.play(Game.FIRST, "4");
        String end = s.state().positionText();
        assertEquals("pass", s.genmove(Game.SECOND, true).move());
        assertEquals("pass", s.genmove(Game.FIRST, false).move());
        s.play(Game.FIRST, "PASS");
        s.play(Game.FIRST, "Pass");
        assertEquals(end, s.state().positionText());
        assertEquals(18, s.finalScore());
        assertEquals(List.of(), s.legalMoves());
        // Three passes were played (the reg_genmove was not): three undos take them back.
        for (int i = 0; i < 3; i++) {
            s.undo();
            assertEquals(end, s.state().positionText(), "undo " + i);
        }
        s.undo();
        assertEquals(Kind.CANNOT_SCORE, kindOf(s::finalScore), "the fourth undo takes back the winning move");
        assertEquals(Kind.BAD_ARGUMENT, kindOf(() -> s.play(Game.SECOND, "pass")), "no pass in a game that goes on");
        // A new position (or game, or clear_board) forgets the passes.
        s.play(Game.FIRST, "4");
        s.play(Game.SECOND, "pass");
        s.setPosition("112233");
        assertEquals(Kind.CANNOT_UNDO, kindOf(s::undo));
        s.play(Game.FIRST, "4");
        s.play(Game.SECOND, "pass");
        s.clearBoard();
        assertEquals(Kind.CANNOT_UNDO, kindOf(s::undo));
    }

    @Test
    void gameSelectionValidatesParameters() throws Exception {
        s.setGame(GameCatalog.find("CONNECT_FOUR").orElseThrow(), List.of("width=5", "height=4"));
        assertEquals("connect_four width=5 height=4", s.game().descriptor());
        EngineException e = assertThrows(EngineException.class,
                () -> s.setGame(GameCatalog.defaultType(), List.of("colour=red")));
        assertTrue(e.getMessage().contains("'colour'"), e.getMessage());
        // The failed request changed nothing.
        assertEquals("connect_four width=5 height=4", s.game().descriptor());
        assertEquals(Kind.UNACCEPTABLE_SIZE, kindOf(() -> s.setBoardSize(7)));
    }

    @Test
    void sessionsAreIndependent() throws Exception {
        EngineSession other = new EngineSession(EngineConfig.defaults());
        s.play(Game.FIRST, "1");
        s.configurePlayer("uct", List.of("playouts=100"));
        assertEquals("......./......./......./......./......./....... x", other.state().positionText());
        assertFalse(other.playerDescription().contains("playouts=100"));
    }

    @Test
    void playerConfigurationIsValidated() throws Exception {
        assertEquals(Kind.BAD_ARGUMENT, kindOf(() -> s.configurePlayer("nobody", List.of())));
        assertEquals(Kind.BAD_ARGUMENT, kindOf(() -> s.configurePlayer("uct", List.of("playouts=-1"))));
        assertEquals(Kind.BAD_ARGUMENT, kindOf(() -> s.configurePlayer("uct", List.of("movetime=x"))));
        assertEquals(Kind.BAD_ARGUMENT, kindOf(() -> s.configurePlayer("uct", List.of("warp=9"))));
        s.configurePlayer("uct", List.of("playouts=250", "movetime=0.5"));
        assertTrue(s.playerDescription().startsWith("uct"));
        assertTrue(s.playerDescription().endsWith("playouts=250 movetime=0.5"), s.playerDescription());
    }

    @Test
    void thePlayersDescriptionConfiguresTheSamePlayer() throws Exception {
        s.configurePlayer("pn-mcts", List.of("CPN=0.5", "movetime=0.25"));
        String d = s.playerDescription();
        assertTrue(d.endsWith(" playouts=0 movetime=0.25"), d);
        List<String> words = List.of(d.split(" "));
        EngineSession other = new EngineSession(EngineConfig.defaults());
        other.configurePlayer(words.get(0), words.subList(1, words.size()));
        assertEquals(d, other.playerDescription());
        EngineException e = assertThrows(EngineException.class, () -> other.configurePlayer("uct", List.of("c=1", "fast")));
        assertEquals("argument 3 must be key=value, got 'fast'", e.detail());
        assertEquals(d, other.playerDescription(), "a refused configuration changes nothing");
    }

    @Test
    void clocksFollowTimeSettingsAndTimeLeft() {
        s.setTimeControls(TimeControls.canadian(60_000, 10_000, 5));
        assertEquals(60_000, s.clock(Game.FIRST).millisLeft());
        s.setTimeLeft(Game.SECOND, 7_000, 3);
        assertEquals(7_000, s.clock(Game.SECOND).millisLeft());
        assertEquals(3, s.clock(Game.SECOND).stonesLeft());
        s.clearBoard();
        assertEquals(60_000, s.clock(Game.SECOND).millisLeft());
    }

    @Test
    void genmoveNeverOverstepsAnAbsoluteClock() throws Exception {
        // Two seconds each, sudden death: both sides move by genmove until the game ends or
        // twelve moves were made; the engine's own charging must never run a clock out.
        s.setTimeControls(TimeControls.absolute(2_000));
        long[] used = new long[2];
        for (int i = 0; i < 12 && !s.state().isTerminal(); i++) {
            int mover = s.state().toMove();
            EngineSession.GeneratedMove m = s.genmove(mover, true);
            used[mover] += m.millis();
            assertTrue(s.clock(mover).millisLeft() > 0, "clock ran out after move " + i);
        }
        assertTrue(used[0] < 2_000 && used[1] < 2_000, used[0] + " / " + used[1] + " ms");
    }

    @Test
    void genmoveWithAFixedPlayoutBudgetIsReproducible() throws Exception {
        s.configurePlayer("uct", List.of("playouts=300", "seed=5"));
        s.setPosition("4453");
        String first = s.genmove(s.state().toMove(), false).move();
        EngineSession other = new EngineSession(EngineConfig.defaults());
        other.configurePlayer("uct", List.of("playouts=300", "seed=5"));
        other.setPosition("4453");
        assertEquals(first, other.genmove(other.state().toMove(), false).move());
        assertEquals("......./......./......./......./...o.../..oxx.. x", s.state().positionText(),
                "reg_genmove must not play");
    }
}
