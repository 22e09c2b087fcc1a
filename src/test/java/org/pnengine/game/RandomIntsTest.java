package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link RandomInts#below}: always in range, and uniform (Pearson's chi-square per bound). */
class RandomIntsTest {

    @Test
    void staysInRange() {
        SplittableRandom rng = new SplittableRandom(5);
        for (int bound : new int[] {1, 2, 3, 7, 96, 225, 65_537, 1_500_000_000, Integer.MAX_VALUE}) {
            for (int i = 0; i < 20_000; i++) {
                int r = RandomInts.below(rng, bound);
                assertTrue(r >= 0 && r < bound, bound + ": " + r);
            }
        }
        assertEquals(0, RandomInts.below(rng, 1));
    }

    @Test
    void isUniformForTheBoundsPlayoutsUse() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int bound = 2; bound <= 40; bound++) {
            int draws = 2_000 * bound;
            int[] counts = new int[bound];
            for (int i = 0; i < draws; i++) counts[RandomInts.below(rng, bound)]++;
            double expected = draws / (double) bound;
            double chi = 0;
            for (int c : counts) chi += (c - expected) * (c - expected) / expected;
            int df = bound - 1;
            double a = 2.0 / (9 * df);
            double critical = df * Math.pow(1 - a + 4.753 * Math.sqrt(a), 3);   // p = 10^-6
            assertTrue(chi < critical, "bound " + bound + ": chi-square " + chi + " > " + critical);
        }
    }
}
