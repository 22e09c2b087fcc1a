package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * The one per-move budget policy ({@link MoveBudget}): the limits of a fixed time, a playout
 * count, an absolute clock and a byo-yomi clock, how a move is charged, and forced moves. The
 * clock figures are worked out by hand from {@link TimeManager}'s rules (150 ms margin, at least
 * 5 ms a move) for Tic-tac-toe's start, where the mover has (9 - 0 + 1) / 2 = 5 moves left.
 */
class MoveBudgetTest {

    private static final TimeManager TM = TimeManager.defaults();
    private static final Game TIC_TAC_TOE = GameCatalog.find("tic_tac_toe").orElseThrow().create(List.of());

    private static State start() {
        return TIC_TAC_TOE.newInitialState();
    }

    private static PlayerClock clock(TimeControls tc, long millis, int stones) {
        PlayerClock c = new PlayerClock(tc);
        c.set(millis, stones);
        return c;
    }

    private static State play(String... moves) throws MoveFormatException {
        State s = start();
        for (String m : moves) s.apply(s.parseMove(m));
        return s;
    }

    @Test
    void aFixedTimeIsSoftEqualsHardWithNoNodeCap() {
        SearchLimits l = MoveBudget.ofSeconds(0.25).limits(start(), null, TM);
        assertEquals(250, l.softMillis());
        assertEquals(250, l.hardMillis());
        assertEquals(SearchLimits.UNLIMITED, l.nodes());
        assertEquals(SearchLimits.UNLIMITED, l.memoryBytes(), "the caller adds the memory cap");
        SearchLimits capped = MoveBudget.ofSeconds(0.25).withPlayoutCap(40).limits(start(), null, TM);
        assertEquals(40, capped.nodes(), "a playout cap on top of the time");
        assertEquals(250, capped.hardMillis());
        assertEquals(250, MoveBudget.ofSeconds(0.25).timeLimitMillis(null));
        assertEquals(1, ((MoveBudget.FixedTime) MoveBudget.ofSeconds(0.0001)).millis(), "at least a millisecond");
    }

    @Test
    void playoutsAreANodeCapWithoutTime() {
        SearchLimits l = MoveBudget.ofPlayouts(300).limits(start(), null, TM);
        assertEquals(300, l.nodes());
        assertEquals(SearchLimits.UNLIMITED, l.softMillis());
        assertEquals(SearchLimits.UNLIMITED, l.hardMillis());
        assertEquals(120, MoveBudget.ofPlayouts(300).withPlayoutCap(120).limits(start(), null, TM).nodes());
        assertEquals(300, MoveBudget.ofPlayouts(300).withPlayoutCap(900).limits(start(), null, TM).nodes());
        assertEquals(MoveBudget.ofPlayouts(300), MoveBudget.ofPlayouts(300).withPlayoutCap(0), "0 is no cap");
        assertFalse(MoveBudget.ofPlayouts(300).isTimed());
        assertEquals(SearchLimits.UNLIMITED, MoveBudget.ofPlayouts(300).timeLimitMillis(null));
    }

    @Test
    void anAbsoluteClockIsSharedOutByTheTimeManager() {
        TimeControls tc = TimeControls.absolute(60_000);
        MoveBudget b = MoveBudget.ofClock(tc);
        SearchLimits l = b.limits(start(), new PlayerClock(tc), TM);
        // usable 59 850 over 5 + 2 moves; hard at most a fifth of what is usable.
        assertEquals(59_850 / 7, l.softMillis());
        assertEquals(59_850 / 5, l.hardMillis());
        assertEquals(SearchLimits.UNLIMITED, l.nodes());
        // Later in the game, with less on the clock: the same rules on the clock's state.
        PlayerClock low = clock(tc, 2_150, 0);
        assertEquals(TM.allocate(low, start()), b.limits(start(), low, TM));
        assertEquals(2_150, b.timeLimitMillis(low), "the flag falls when the time left runs out");
        SearchLimits capped = b.withPlayoutCap(500).limits(start(), new PlayerClock(tc), TM);
        assertEquals(500, capped.nodes());
        assertEquals(l.hardMillis(), capped.hardMillis());
        assertThrows(IllegalArgumentException.class, () -> b.limits(start(), null, TM), "a clock needs the clock");
    }

    @Test
    void byoYomiSharesThePeriodOverItsStones() {
        TimeControls tc = TimeControls.canadian(0, 10_000, 5);
        MoveBudget b = MoveBudget.ofClock(tc);
        SearchLimits l = b.limits(start(), new PlayerClock(tc), TM);
        // 10 000 less 5 margins = 9 250 for 5 stones: 1 850 each, at most two shares.
        assertEquals(1_850, l.softMillis());
        assertEquals(3_700, l.hardMillis());
        // The last stone of a period may use all of what is left after its margin.
        SearchLimits last = b.limits(start(), clock(tc, 4_000, 1), TM);
        assertEquals(3_850, last.softMillis());
        assertEquals(3_850, last.hardMillis());
        // In main time with byo-yomi to follow, the move may spill into the first period.
        TimeControls main = TimeControls.canadian(30_000, 10_000, 5);
        assertEquals(40_000, MoveBudget.ofClock(main).timeLimitMillis(new PlayerClock(main)));
    }

    @Test
    void aMoveIsChargedItsWallTimeRoundedUp() {
        PlayerClock abs = new PlayerClock(TimeControls.absolute(1_000));
        MoveBudget.charge(abs, 0.2);
        assertEquals(999, abs.millisLeft(), "a fraction of a millisecond costs a whole one");
        MoveBudget.charge(abs, 5_000);
        assertEquals(0, abs.millisLeft(), "a flagged clock reads 0");
        PlayerClock byo = new PlayerClock(TimeControls.canadian(0, 1_000, 2));
        MoveBudget.charge(byo, 300.4);
        assertEquals(699, byo.millisLeft());
        assertEquals(1, byo.stonesLeft());
        MoveBudget.charge(byo, 100);
        assertEquals(1_000, byo.millisLeft(), "the period's last stone starts a fresh period");
        assertEquals(2, byo.stonesLeft());
        MoveBudget.charge(null, 300);   // no clock: nothing to charge
    }

    @Test
    void aForcedMoveIsPlayedWithoutASearch() throws Exception {
        assertEquals(-1, MoveBudget.forcedMove(start()), "nine moves to choose from");
        // X O X / X O O / O X . : only c3 is left.
        State one = play("a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3");
        assertEquals(one.parseMove("c3"), MoveBudget.forcedMove(one));
        State over = play("a1", "a2", "b1", "b2", "c1");
        assertTrue(over.isTerminal());
        assertEquals(-1, MoveBudget.forcedMove(over), "no move at all is not a forced move");
    }

    @Test
    void theDeadlineIsTheHardLimit() {
        StopSignal never = new StopSignal();
        MoveBudget.arm(never, MoveBudget.ofPlayouts(10).limits(start(), null, TM));
        assertFalse(never.isStopped(), "playouts have no deadline");
        StopSignal now = new StopSignal();
        MoveBudget.arm(now, SearchLimits.ofMillis(0));
        assertTrue(now.isStopped(), "a hard limit of 0 ms is already past");
        assertFalse(now.isCancelled());
    }

    /** genmove's settings: a time per move wins, playouts rule without a clock, else the clock. */
    @Test
    void genmoveSettingsChooseTheBudget() {
        TimeControls abs = TimeControls.absolute(60_000);
        assertEquals(new MoveBudget.FixedTime(500, 0), MoveBudget.of(500, 0, abs));
        assertEquals(new MoveBudget.FixedTime(500, 300), MoveBudget.of(500, 300, TimeControls.none()));
        assertEquals(new MoveBudget.Playouts(300), MoveBudget.of(0, 300, TimeControls.none()));
        assertEquals(new MoveBudget.GameClock(abs, 300), MoveBudget.of(0, 300, abs));
        MoveBudget nothing = MoveBudget.of(0, 0, TimeControls.none());
        assertEquals(new MoveBudget.GameClock(TimeControls.none(), 0), nothing);
        SearchLimits l = nothing.limits(start(), new PlayerClock(TimeControls.none()), TM.withDefaultMoveMillis(700));
        assertEquals(700, l.softMillis(), "no clock: the time manager's default time per move");
        assertEquals(700, l.hardMillis());
    }

    @Test
    void budgetsDescribeThemselvesAndRefuseNonsense() {
        assertEquals("0.1 s/move", MoveBudget.ofSeconds(0.1).describe());
        assertEquals("10000 playouts/move", MoveBudget.ofPlayouts(10_000).describe());
        assertEquals("clock 60 s", MoveBudget.ofClock(TimeControls.absolute(60_000)).describe());
        assertEquals("clock 60 s + 10 s/5", MoveBudget.ofClock(TimeControls.canadian(60_000, 10_000, 5)).describe());
        assertEquals("clock 1.5 s/5", MoveBudget.ofClock(TimeControls.canadian(0, 1_500, 5)).describe());
        assertEquals("60", MoveBudget.seconds(60_000));
        assertEquals("0.125", MoveBudget.seconds(125));
        assertThrows(IllegalArgumentException.class, () -> MoveBudget.ofSeconds(0));
        assertThrows(IllegalArgumentException.class, () -> MoveBudget.ofPlayouts(0));
        assertThrows(IllegalArgumentException.class, () -> MoveBudget.ofClock(TimeControls.none()));
        assertThrows(IllegalArgumentException.class, () -> MoveBudget.of(-1, 0, TimeControls.none()));
    }
}
