package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitsTest {

    /** Against the plain way: clear the lowest set bit k times, then take the lowest. */
    @Test
    void selectFindsTheKthSetBit() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int i = 0; i < 20000; i++) {
            long m = rng.nextLong() & rng.nextLong() & (i % 2 == 0 ? rng.nextLong() : -1L);
            if (m == 0) continue;
            long rest = m;
            for (int k = 0; k < Long.bitCount(m); k++) {
                assertEquals(Long.numberOfTrailingZeros(rest), Bits.select(m, k), Long.toHexString(m) + " k=" + k);
                rest &= rest - 1;
            }
        }
    }

    @Test
    void selectAtTheEdges() {
        assertEquals(0, Bits.select(-1L, 0));
        assertEquals(63, Bits.select(-1L, 63));
        assertEquals(63, Bits.select(Long.MIN_VALUE, 0));
        assertEquals(31, Bits.select(0xFFFFFFFFL, 31));
        assertEquals(32, Bits.select(0x1_0000_0001L, 1));
        assertEquals(24, Bits.select(0x1FF_FFFF, 24), "a non-negative int mask, widened");
    }
}
