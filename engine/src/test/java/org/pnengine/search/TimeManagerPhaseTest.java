package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.othello.OthelloGame;

/**
 * The phase-shaped budget of {@link TimeManager#allocate(PlayerClock, State)}: the moves left come
 * from the game's own estimate where it has one, and a whole game played at the budgets spends
 * most of an absolute clock without ever overstepping it. Pure arithmetic: the "search" of each
 * move is charged a set multiple of its soft budget, never timed.
 */
class TimeManagerPhaseTest {

    private static final TimeManager TM = TimeManager.defaults();

    @Test
    void othelloCountsItsOwnMovesFromTheEmptySquares() {
        State s = OthelloGame.standard().newInitialState();
        assertEquals(30, TimeManager.ownMovesLeft(s));     // 60 empties, half of them ours
        int[] buf = new int[s.game().maxMoves()];
        s.legalMoves(buf);
        s.apply(buf[0]);
        assertEquals(30, TimeManager.ownMovesLeft(s));     // 59 empties: 30 for the side to move
        s.legalMoves(buf);
        s.apply(buf[0]);
        assertEquals(29, TimeManager.ownMovesLeft(s));
        // The longest possible game (120 plies) would have said 60.
        assertEquals(60, (s.game().maxGameLength() + 1) / 2);
        // The clock is planned over a share of them.
        assertEquals(Math.round(TimeManager.PLANNED_SHARE * 29), TimeManager.plannedMoves(s));
    }

    @Test
    void gamesWithoutAnEstimateKeepTheLongestLength() {
        State s = ConnectFourGame.standard().newInitialState();
        assertEquals((s.game().maxGameLength() + 1) / 2, TimeManager.ownMovesLeft(s));
        int[] buf = new int[s.game().maxMoves()];
        s.legalMoves(buf);
        s.apply(buf[3]);
        assertEquals(s.game().maxGameLength() / 2, TimeManager.ownMovesLeft(s));
        assertEquals(TimeManager.ownMovesLeft(s), TimeManager.plannedMoves(s));
    }

    @Test
    void theBudgetGrowsAsTheGameGoesOnAtTheSameTimeLeft() {
        PlayerClock clock = new PlayerClock(TimeControls.absolute(60_000));
        State s = OthelloGame.standard().newInitialState();
        int[] buf = new int[s.game().maxMoves()];
        SplittableRandom rng = new SplittableRandom(2);
        long last = 0;
        for (int ply = 0; ply < 40 && !s.isTerminal(); ply++) {
            long soft = TM.allocate(clock, s).softMillis();
            assertTrue(soft >= last, "ply " + ply + ": " + soft + " after " + last);
            last = soft;
            int n = s.legalMoves(buf);
            s.apply(buf[rng.nextInt(n)]);
        }
    }

    /**
     * Plays seeded random Othello games in which the side under test spends {@code factor} times
     * each move's soft budget (at most its hard budget, as the search guarantees) and returns the
     * least share of the main time used over the games; fails if the clock ever runs out.
     */
    private static double leastShareUsed(long mainMillis, double factor, boolean phase) {
        double least = 1;
        for (int game = 0; game < 20; game++) {
            PlayerClock clock = new PlayerClock(TimeControls.absolute(mainMillis));
            State s = OthelloGame.standard().newInitialState();
            int[] buf = new int[s.game().maxMoves()];
            SplittableRandom rng = new SplittableRandom(100 + game);
            int side = game % 2;
            while (!s.isTerminal()) {
                int n = s.legalMoves(buf);
                if (s.toMove() == side && n > 1) {
                    int own = phase ? TimeManager.plannedMoves(s)
                            : Math.max(1, (s.game().maxGameLength() - s.ply() + 1) / 2);
                    SearchLimits l = TM.allocate(clock, own);
                    long spent = Math.min(l.hardMillis(), Math.round(factor * l.softMillis()));
                    assertTrue(spent + TM.marginMillis() <= clock.millisLeft() || spent <= TM.minMoveMillis(),
                            "game " + game + " ply " + s.ply() + ": " + spent + " of " + clock.millisLeft());
                    clock.charge(spent);
                }
                s.apply(buf[rng.nextInt(n)]);
            }
            least = Math.min(least, 1 - (double) clock.millisLeft() / mainMillis);
        }
        return least;
    }

    @ParameterizedTest
    @ValueSource(longs = {20_000, 60_000, 300_000})
    void aGamePlayedAtTheSoftBudgetSpendsMostOfTheClock(long mainMillis) {
        double phase = leastShareUsed(mainMillis, 1.0, true);
        double longest = leastShareUsed(mainMillis, 1.0, false);
        assertTrue(phase >= 0.85, "phase-shaped: " + phase);
        assertTrue(phase > longest + 0.2, "phase-shaped " + phase + " against the longest game's " + longest);
    }

    @ParameterizedTest
    @ValueSource(doubles = {2.0, 4.0, 100.0})
    void spendingUpToTheHardBudgetEveryMoveNeverRunsOutOfTime(double factor) {
        assertTrue(leastShareUsed(60_000, factor, true) <= 1.0);
    }
}
