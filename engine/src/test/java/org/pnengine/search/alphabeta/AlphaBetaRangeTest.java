package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The driver of {@link AlphaBetaSolver}'s probes ({@code Range}): how it hands probes to several
 * searches at once, and when a probe in flight counts as answered.
 */
class AlphaBetaRangeTest {

    @Test
    void oneSearchBisectsTowardsZeroAndAsksAgainUntilAnswered() {
        AlphaBetaSolver.Range r = new AlphaBetaSolver.Range(false, -20, 20, 1);
        assertEquals(-10, r.next(0), "the middle, leaning towards 0 on the low side first");
        assertEquals(-10, r.next(0), "unanswered, the same probe again");
        r.report(-10, -4, 3);                       // above -10: at least -4
        assertEquals(-4, r.lo());
        assertEquals(20, r.hi());
        int m = r.next(0);
        assertTrue(m >= -4 && m < 20, "a probe inside the range left: " + m);
    }

    @Test
    void aSecondSearchGetsTheProbeOnTheLargerSideAndBothAreAnsweredByResults() {
        AlphaBetaSolver.Range r = new AlphaBetaSolver.Range(false, -20, 20, 2);
        int first = r.next(0);
        int second = r.next(1);
        assertEquals(-10, first);
        assertNotEquals(first, second, "two questions at once");
        // The larger side of -10 is above it, [-9, 20): its own bisection point.
        assertEquals(10, second);
        assertFalse(r.answered(first));
        r.report(second, 15, 5);                    // above 10: at least 15
        assertTrue(r.answered(first), "at least 15 answers 'above -10?'");
        assertTrue(r.answered(second));
        int next = r.next(1);
        assertTrue(next >= 15 && next < 20, "the next probe lies in the range left: " + next);
        assertEquals(5, r.move(), "the move of the best lower bound");
    }

    @Test
    void withNoOtherProbeLeftTheSearchesShareOne() {
        AlphaBetaSolver.Range r = new AlphaBetaSolver.Range(false, 0, 1, 2);
        assertEquals(0, r.next(0));
        assertEquals(0, r.next(1), "the score is 0 or 1: the only question is 'above 0?'");
        r.report(0, 0, 2);
        assertEquals(AlphaBetaSolver.Range.DONE, r.next(0));
        assertEquals(AlphaBetaSolver.Range.DONE, r.next(1));
        assertEquals(0, r.hi());
    }

    @Test
    void winDrawLossRunsMinusOneBesideZeroAndALossAnswersBoth() {
        AlphaBetaSolver.Range r = new AlphaBetaSolver.Range(true, -20, 20, 2);
        assertEquals(0, r.next(0));
        assertEquals(-1, r.next(1), "beside 0, the other question of win/draw/loss");
        r.report(-1, -5, 7);                        // at most -5: a loss
        assertTrue(r.answered(0), "at most -5 answers 'above 0?' too");
        assertEquals(AlphaBetaSolver.Range.DONE, r.next(1));
        assertEquals(AlphaBetaSolver.Range.DONE, r.next(0));
        assertEquals(7, r.move(), "no lower bound: the last probe's move");
    }

    @Test
    void winDrawLossEndsOnAWinWithoutAskingMinusOne() {
        AlphaBetaSolver.Range r = new AlphaBetaSolver.Range(true, -20, 20, 1);
        assertEquals(0, r.next(0));
        r.report(0, 3, 4);                          // above 0: a win
        assertTrue(r.answered(-1));
        assertEquals(AlphaBetaSolver.Range.DONE, r.next(0));
        assertEquals(4, r.move());
    }

    @Test
    void winDrawLossAsksMinusOneAfterZeroFailsLowAtZero() {
        AlphaBetaSolver.Range r = new AlphaBetaSolver.Range(true, -20, 20, 1);
        assertEquals(0, r.next(0));
        r.report(0, 0, 4);                          // at most 0: a draw or a loss
        assertEquals(-1, r.next(0));
        r.report(-1, 0, 6);                         // above -1: a draw
        assertEquals(AlphaBetaSolver.Range.DONE, r.next(0));
        assertEquals(0, r.lo());
        assertEquals(0, r.hi());
    }
}
