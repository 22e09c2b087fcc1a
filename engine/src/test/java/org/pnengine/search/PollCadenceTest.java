package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The poll interval: a look after every slow step, up to the maximum between fast steps, never more. */
class PollCadenceTest {

    @Test
    void looksAfterEverySlowStep() throws InterruptedException {
        PollCadence c = new PollCadence(1024);
        for (int i = 0; i < 5; i++) {
            Thread.sleep(2);   // a step slower than the 1 ms aimed at between looks
            assertTrue(c.due(), "step " + i);
        }
    }

    @Test
    void growsToTheMaximumBetweenFastStepsAndNoFurther() {
        PollCadence c = new PollCadence(100);
        int longest = 0;
        int since = 0;
        for (int i = 0; i < 100_000; i++) {
            since++;
            if (c.due()) {
                longest = Math.max(longest, since);
                since = 0;
            }
        }
        assertEquals(100, longest);
    }

    @Test
    void theFirstStepIsFollowedByALook() {
        assertTrue(new PollCadence(1024).due());
    }

    @Test
    void refusesAnIntervalBelowOne() {
        assertThrows(IllegalArgumentException.class, () -> new PollCadence(0));
    }
}
