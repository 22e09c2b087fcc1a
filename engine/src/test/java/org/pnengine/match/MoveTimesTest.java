package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Move-time summaries on made-up times. */
class MoveTimesTest {

    @Test
    void percentileAndOvershootOnAKnownList() {
        double[] ms = new double[102];
        for (int i = 0; i < 100; i++) ms[i] = 100 - i;   // 100, 99, ..., 1
        ms[100] = Double.NaN;                            // forced moves are skipped
        ms[101] = Double.NaN;
        MoveTimes t = MoveTimes.of(ms, 95);
        assertEquals(100, t.moves());
        assertEquals(50.5, t.meanMillis(), 1e-12);
        // nearest rank: the ⌈0.99·100⌉ = 99th smallest
        assertEquals(99, t.p99Millis(), 0.0);
        assertEquals(100, t.maxMillis(), 0.0);
        // 96..100 are over 95 ms; the worst by 5 ms
        assertEquals(5, t.overBudget());
        assertEquals(5, t.maxOvershootMillis(), 1e-12);
    }

    @Test
    void withoutATimeBudgetNothingIsOver() {
        MoveTimes t = MoveTimes.of(new double[] {3, 1, 2}, 0);
        assertEquals(0, t.overBudget());
        assertTrue(Double.isNaN(t.maxOvershootMillis()));
        // ⌈0.99·3⌉ = 3rd smallest
        assertEquals(3, t.p99Millis(), 0.0);
        MoveTimes inTime = MoveTimes.of(new double[] {3, 1, 2}, 10);
        assertEquals(0, inTime.overBudget());
        assertEquals(0, inTime.maxOvershootMillis(), 0.0);
        assertEquals(0, MoveTimes.of(new double[] {Double.NaN}, 10).moves());
    }

    @Test
    void cpuTimesAreSummarisedBesideTheWallTimes() {
        double[] wall = {120, 80, Double.NaN, 101};
        double[] cpu = {60, 79, Double.NaN, 102};
        MoveTimes t = MoveTimes.of(wall, cpu, 100);
        assertEquals(3, t.moves());
        assertEquals(2, t.overBudget(), "120 and 101 ms of wall time");
        assertEquals(20, t.maxOvershootMillis(), 1e-12);
        assertEquals((60 + 79 + 102) / 3.0, t.meanCpuMillis(), 1e-12);
        assertEquals(102, t.maxCpuMillis(), 0.0);
        assertEquals(1, t.overBudgetCpu(), "only the 102 ms one used more than its budget of CPU");
        assertTrue(Double.isNaN(MoveTimes.of(wall, 100).maxCpuMillis()), "no CPU times given");
    }
}
