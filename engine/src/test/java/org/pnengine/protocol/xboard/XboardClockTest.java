package org.pnengine.protocol.xboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.protocol.Refusal;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.TimeControls;

/** xboard's time controls as the terms of the engine's move: level, st, time, and what is refused. */
class XboardClockTest {

    private final State start = ConnectFourGame.TYPE.create().newInitialState();

    @Test
    void noTimeControlIsTheSessionsOwnBudget() {
        assertNull(new XboardClock().terms(start));
    }

    @Test
    void anIncrementalLevelIsFischerFromTheEnginesClock() throws Refusal {
        XboardClock c = new XboardClock();
        c.level(List.of("0", "2", "12"));
        MoveTerms t = c.terms(start);
        assertEquals(new MoveBudget.GameClock(TimeControls.fischer(120_000, 12_000), 0), t.budget(), "before time: BASE");
        assertEquals(120_000, t.clock().millisLeft());
        c.time(List.of("6000"));
        c.otim(List.of("5000"));
        t = c.terms(start);
        assertEquals(new MoveBudget.GameClock(TimeControls.fischer(60_000, 12_000), 0), t.budget());
        assertEquals(50_000, c.opponentMillis());
        // cutechess-cli's seconds and fractional increments.
        c.level(List.of("0", "0:30", "0.1"));
        c.newGame();
        assertEquals(new MoveBudget.GameClock(TimeControls.fischer(30_000, 100), 0), c.terms(start).budget());
    }

    @Test
    void movesPerSessionAreTheMovesLeftInTheSession() throws Refusal {
        XboardClock c = new XboardClock();
        c.level(List.of("40", "5", "0"));
        c.time(List.of("20000"));
        State s = start.copy();
        for (int i = 0; i < 6; i++) s.apply(i % 7);   // three moves each
        MoveTerms t = c.terms(s);
        assertEquals(new MoveBudget.GameClock(TimeControls.canadian(0, 200_000, 37), 0), t.budget());
        assertEquals(37, t.clock().stonesLeft());
    }

    @Test
    void stIsAFixedTimePerMoveAndLevelReplacesIt() throws Refusal {
        XboardClock c = new XboardClock();
        c.st(List.of("2"));
        c.time(List.of("100"));
        assertEquals(new MoveBudget.FixedTime(2000, 0), c.terms(start).budget());
        c.level(List.of("0", "1", "0"));
        assertEquals(MoveBudget.GameClock.class, c.terms(start).budget().getClass());
        c.st(List.of("0.5"));
        assertEquals(new MoveBudget.FixedTime(500, 0), c.terms(start).budget());
    }

    @Test
    void aClockWithoutALevelIsTheRestOfTheGame() throws Refusal {
        XboardClock c = new XboardClock();
        c.time(List.of("-50"));
        assertEquals(new MoveBudget.GameClock(TimeControls.fischer(0, 0), 0), c.terms(start).budget(), "a flag fallen is 0");
    }

    /** {@code sd} is a depth on top of the time control; alone, the depth and nothing else; {@code sd 0} and {@code new} remove it. */
    @Test
    void sdIsTheDeepestIterationOnTopOfTheTimeControl() throws Refusal {
        XboardClock c = new XboardClock();
        c.sd(List.of("7"));
        assertEquals(7, c.depth());
        MoveTerms alone = c.terms(start);
        assertNull(alone.budget(), "sd alone: no time of its own");
        assertEquals(7, alone.depth());
        c.st(List.of("2"));
        MoveTerms both = c.terms(start);
        assertEquals(new MoveBudget.FixedTime(2000, 0), both.budget());
        assertEquals(7, both.depth());
        c.sd(List.of("0"));
        assertEquals(SearchLimits.ANY_DEPTH, c.terms(start).depth());
        c.sd(List.of("5"));
        c.newGame();
        assertEquals(0, c.depth());
        assertEquals(SearchLimits.ANY_DEPTH, c.terms(start).depth());
    }

    @Test
    void malformedTermsAreRefused() {
        XboardClock c = new XboardClock();
        assertThrows(Refusal.class, () -> c.level(List.of("40", "5")));
        assertThrows(Refusal.class, () -> c.level(List.of("-1", "5", "0")));
        assertThrows(Refusal.class, () -> c.level(List.of("40", "x", "0")));
        assertThrows(Refusal.class, () -> c.level(List.of("0", "5", "NaN")));
        assertThrows(Refusal.class, () -> c.st(List.of("0")));
        assertThrows(Refusal.class, () -> c.time(List.of("abc")));
        assertThrows(Refusal.class, () -> c.sd(List.of()));
    }
}
