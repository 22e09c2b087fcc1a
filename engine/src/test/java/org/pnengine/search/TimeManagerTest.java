package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;

/** {@link TimeControls}, {@link PlayerClock} and {@link TimeManager}. */
class TimeManagerTest {

    private static final TimeManager TM = TimeManager.defaults();
    private static final long MARGIN = TM.marginMillis();
    private static final long MIN = TM.minMoveMillis();
    private static final int[] MOVES_LEFT = {0, 1, 2, 3, 10, 39, 40, 41, 500};

    private static PlayerClock clock(TimeControls tc, long millis, int stones) {
        PlayerClock c = new PlayerClock(tc);
        c.set(millis, stones);
        return c;
    }

    private static void assertWellFormed(SearchLimits l) {
        assertTrue(l.softMillis() >= MIN, "soft " + l.softMillis());
        assertTrue(l.softMillis() <= l.hardMillis(), l.toString());
        assertEquals(SearchLimits.UNLIMITED, l.nodes());
        assertEquals(SearchLimits.UNLIMITED, l.memoryBytes());
    }

    // ------------------------------------------------------------------ TimeControls

    @Test
    void timeControlsFollowGtpConventions() {
        assertTrue(TimeControls.none().isUnlimited());
        assertFalse(TimeControls.none().hasByoYomi());
        // GTP: byo-yomi time > 0 with 0 stones means no limit.
        assertTrue(new TimeControls(60_000, 5_000, 0).isUnlimited());
        TimeControls abs = TimeControls.absolute(60_000);
        assertFalse(abs.isUnlimited());
        assertFalse(abs.hasByoYomi());
        TimeControls can = TimeControls.canadian(60_000, 30_000, 5);
        assertFalse(can.isUnlimited());
        assertTrue(can.hasByoYomi());
        assertThrows(IllegalArgumentException.class, () -> new TimeControls(-1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new TimeControls(0, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> new TimeControls(0, 0, -1));
    }

    // ------------------------------------------------------------------ TimeManager

    @Test
    void unlimitedTimeGivesTheDefaultBudget() {
        PlayerClock c = new PlayerClock(TimeControls.none());
        SearchLimits l = TM.allocate(c, 20);
        assertEquals(TM.defaultMoveMillis(), l.softMillis());
        assertEquals(TM.defaultMoveMillis(), l.hardMillis());
        SearchLimits l2 = TM.withDefaultMoveMillis(250).allocate(c, 20);
        assertEquals(250, l2.softMillis());
        assertEquals(250, l2.hardMillis());
        // time_left does not matter without a limit.
        c.set(10, 0);
        assertEquals(TM.defaultMoveMillis(), TM.allocate(c, 20).hardMillis());
    }

    @Test
    void absoluteTimeNeverHandsOutMoreThanTheTimeLeftMinusTheMargin() {
        TimeControls tc = TimeControls.absolute(600_000);
        for (long left = 0; left <= 600_000; left += left < 1_000 ? 7 : 997) {
            for (int moves : MOVES_LEFT) {
                SearchLimits l = TM.allocate(clock(tc, left, 0), moves);
                assertWellFormed(l);
                long usable = left - MARGIN;
                if (usable / 5 >= MIN) {
                    // A fifth of what is usable at most, as TimeManager promises.
                    assertTrue(l.hardMillis() <= usable / 5, left + "/" + moves + ": " + l);
                } else {
                    // Below that only the floor is handed out.
                    assertEquals(MIN, l.hardMillis(), left + "/" + moves + ": " + l);
                }
            }
        }
    }

    @Test
    void absoluteTimeSpendsMoreWhenFewerMovesRemain() {
        TimeControls tc = TimeControls.absolute(300_000);
        long many = TM.allocate(clock(tc, 300_000, 0), 40).softMillis();
        long few = TM.allocate(clock(tc, 300_000, 0), 5).softMillis();
        assertTrue(few > many, few + " vs " + many);
        // 40 moves or more: the remaining time over 42.
        assertEquals((300_000 - MARGIN) / 42, many);
    }

    @Test
    void byoYomiPeriodSharesTheTimeAmongItsStones() {
        TimeControls tc = TimeControls.canadian(0, 30_000, 5);
        for (long left = 0; left <= 30_000; left += 101) {
            for (int stones = 1; stones <= 5; stones++) {
                SearchLimits l = TM.allocate(clock(tc, left, stones), 40);
                assertWellFormed(l);
                // Every stone still to play keeps its own margin for lag.
                long usable = left - stones * MARGIN;
                if (usable >= stones * MIN) {
                    // This move never eats into what the later stones of the period need.
                    assertTrue(l.hardMillis() <= usable - (stones - 1) * MIN, left + "/" + stones + ": " + l);
                    assertTrue(l.softMillis() * stones <= usable, left + "/" + stones + ": " + l);
                }
                if (stones == 1 && usable >= MIN) {
                    assertEquals(usable, l.hardMillis(), "the last stone may use the whole period");
                }
            }
        }
        SearchLimits l = TM.allocate(clock(tc, 30_000, 5), 40);
        assertEquals((30_000 - 5 * MARGIN) / 5, l.softMillis());
    }

    @Test
    void mainTimeBeforeByoYomiMayRunIntoOneStoneOfTheFirstPeriod() {
        TimeControls tc = TimeControls.canadian(60_000, 10_000, 5);
        long byoShare = 10_000 / 5 - MARGIN;
        for (long left = 0; left <= 60_000; left += 313) {
            for (int moves : MOVES_LEFT) {
                SearchLimits l = TM.allocate(clock(tc, left, 0), moves);
                assertWellFormed(l);
                long usable = Math.max(0, left - MARGIN);
                assertTrue(l.hardMillis() <= Math.max(MIN, usable + byoShare), left + "/" + moves + ": " + l);
            }
        }
    }

    // ------------------------------------------------------------------ PlayerClock

    @Test
    void clockStartsInMainTimeOrInTheFirstPeriod() {
        PlayerClock c = new PlayerClock(TimeControls.canadian(60_000, 10_000, 5));
        assertEquals(60_000, c.millisLeft());
        assertEquals(0, c.stonesLeft());
        PlayerClock b = new PlayerClock(TimeControls.canadian(0, 10_000, 5));
        assertEquals(10_000, b.millisLeft());
        assertEquals(5, b.stonesLeft());
        b.charge(1_000);
        b.reset();
        assertEquals(10_000, b.millisLeft());
        assertEquals(5, b.stonesLeft());
        PlayerClock s = new PlayerClock(TimeControls.none());
        s.charge(1_000_000);
        assertEquals(0, s.millisLeft(), "an unlimited clock is never charged");
        assertEquals(0, s.stonesLeft());
    }

    @Test
    void availableTimeIsWhatAMoveMayTakeBeforeTheFlagFalls() {
        assertEquals(Long.MAX_VALUE, new PlayerClock(TimeControls.none()).availableMillis());
        assertEquals(60_000, new PlayerClock(TimeControls.absolute(60_000)).availableMillis());
        // In main time with byo-yomi after it, the overrun may use the first period.
        PlayerClock c = new PlayerClock(TimeControls.canadian(10_000, 5_000, 2));
        assertEquals(15_000, c.availableMillis());
        c.charge(12_000);   // into the first period: 3 000 left for this period's last stone
        assertEquals(1, c.stonesLeft());
        assertEquals(3_000, c.availableMillis());
        c.charge(1_000);    // the period's stones are done: a fresh period
        assertEquals(5_000, c.availableMillis());
    }

    @Test
    void theStateGivesTheMovesLeftForAllocation() {
        TimeManager tm = TimeManager.defaults();
        PlayerClock c = new PlayerClock(TimeControls.absolute(60_000));
        State start = ConnectFourGame.standard().newInitialState();
        // 42 plies possible from the start: 21 own moves, as allocate(clock, 21) gives.
        assertEquals(tm.allocate(c, 21), tm.allocate(c, start));
    }

    @Test
    void clockChargesThroughMainTimeIntoByoYomiPeriods() {
        PlayerClock c = new PlayerClock(TimeControls.canadian(10_000, 5_000, 2));
        c.charge(4_000);
        assertState(c, 6_000, 0);
        c.charge(7_000);
        // 1 s over the main time: spent in the first period, whose first stone this move is.
        assertState(c, 4_000, 1);
        c.charge(3_000);
        // The period's second stone: a fresh period.
        assertState(c, 5_000, 2);
        c.charge(1_000);
        assertState(c, 4_000, 1);
        c.charge(500);
        assertState(c, 5_000, 2);
        // Overstepping a period flags the clock at 0 without leaving the period.
        c.charge(6_000);
        assertState(c, 0, 1);
    }

    @Test
    void overrunningMainTimeWithOneStonePeriodsStartsAFreshPeriod() {
        // Japanese-style periods of one stone: the move that ran out the main time used the first
        // period, so the next move has a whole period (GoGui's Clock.stopMove does the same).
        PlayerClock c = new PlayerClock(TimeControls.canadian(1_000, 500, 1));
        c.charge(1_200);
        assertState(c, 500, 1);
        c.charge(400);
        assertState(c, 500, 1);
    }

    @Test
    void clockWithoutByoYomiRunsDownToZero() {
        PlayerClock c = new PlayerClock(TimeControls.absolute(1_000));
        c.charge(600);
        assertState(c, 400, 0);
        c.charge(600);
        assertState(c, 0, 0);
    }

    @Test
    void timeLeftOverwritesTheClock() {
        PlayerClock c = new PlayerClock(TimeControls.canadian(10_000, 5_000, 2));
        c.set(3_000, 2);
        assertState(c, 3_000, 2);
        c.charge(1_000);
        assertState(c, 2_000, 1);
        c.set(-5, -1);
        assertState(c, 0, 0);
    }

    private static void assertState(PlayerClock c, long millis, int stones) {
        assertEquals(millis, c.millisLeft(), "millis left");
        assertEquals(stones, c.stonesLeft(), "stones left");
    }

    // ------------------------------------------------------------------ together

    @Test
    void spendingEveryHardBudgetNeverLosesOnTimeWithByoYomi() {
        // Each move uses its whole hard budget plus 100 ms of lag (less than the margin); the
        // byo-yomi periods must never be overstepped.
        long lag = 100;
        for (TimeControls tc : new TimeControls[] {
                TimeControls.canadian(20_000, 5_000, 5),
                TimeControls.canadian(20_000, 1_000, 1),
                TimeControls.canadian(0, 3_000, 3)}) {
            PlayerClock c = new PlayerClock(tc);
            for (int move = 0; move < 300; move++) {
                SearchLimits l = TM.allocate(c, Math.max(1, 60 - move));
                long spent = l.hardMillis() + lag;
                if (c.stonesLeft() > 0) {
                    assertTrue(spent <= c.millisLeft(), tc + " move " + move + ": " + spent + " of " + c.millisLeft());
                } else {
                    assertTrue(spent <= c.millisLeft() + tc.byoMillis(), tc + " move " + move);
                }
                c.charge(spent);
            }
            assertTrue(c.stonesLeft() > 0, "300 moves reach byo-yomi");
        }
    }
}
