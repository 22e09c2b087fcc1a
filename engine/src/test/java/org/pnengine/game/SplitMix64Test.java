package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SplitMix64Test {

    /** The JDK's SplittableRandom is SplitMix64: its k-th nextLong() is at(seed, k). */
    @Test
    void atIsTheJdkGeneratorsOutput() {
        for (long seed : new long[] {0, 1, -42, Long.MAX_VALUE, Long.MIN_VALUE, 0x0123456789ABCDEFL}) {
            SplittableRandom r = new SplittableRandom(seed);
            for (long k = 1; k <= 1000; k++) assertEquals(r.nextLong(), SplitMix64.at(seed, k), "seed " + seed + " k " + k);
        }
    }

    @Test
    void mixIsTheFinaliserOfTheFirstOutput() {
        assertEquals(new SplittableRandom(0).nextLong(), SplitMix64.mix(SplitMix64.GAMMA));
        assertEquals(0, SplitMix64.mix(0), "the finaliser fixes 0");
        assertNotEquals(SplitMix64.mix(1), SplitMix64.mix(2));
    }
}
