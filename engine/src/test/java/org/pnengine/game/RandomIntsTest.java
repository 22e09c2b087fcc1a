package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link RandomInts#below}: always in range, and uniform (Pearson's chi-square per bound, p = 10⁻⁶). */
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
            long[] counts = new long[bound];
            for (int i = 0; i < draws; i++) counts[RandomInts.below(rng, bound)]++;
            double p = ChiSquare.uniformPValue(counts);
            assertTrue(p > 1e-6, "bound " + bound + ": chi-square p-value " + p);
        }
    }
}
