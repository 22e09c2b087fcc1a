package org.pnengine.game;

/**
 * Bit-board helpers for move generation and playouts: static, branch-free, allocation-free.
 */
public final class Bits {

    private Bits() {
    }

    /**
     * The index of the {@code k}-th lowest set bit of {@code m} ({@code k} from 0, below
     * {@code Long.bitCount(m)}), found by a binary search on the population counts of the low
     * halves: 32, 16, 8, 4, 2 and 1 bits. Pass an {@code int} mask as {@code mask & 0xFFFFFFFFL}
     * unless it is known to be non-negative.
     */
    public static int select(long m, int k) {
        int pos = 0;
        int c = Long.bitCount(m & 0xFFFFFFFFL);
        int f = (c - k - 1) >> 31;          // all ones when the bit lies in the upper half
        k -= c & f;
        m >>>= f & 32;
        pos += f & 32;
        c = Long.bitCount(m & 0xFFFFL);
        f = (c - k - 1) >> 31;
        k -= c & f;
        m >>>= f & 16;
        pos += f & 16;
        c = Long.bitCount(m & 0xFFL);
        f = (c - k - 1) >> 31;
        k -= c & f;
        m >>>= f & 8;
        pos += f & 8;
        c = Long.bitCount(m & 0xFL);
        f = (c - k - 1) >> 31;
        k -= c & f;
        m >>>= f & 4;
        pos += f & 4;
        c = Long.bitCount(m & 0x3L);
        f = (c - k - 1) >> 31;
        k -= c & f;
        m >>>= f & 2;
        pos += f & 2;
        f = ((int) (m & 1) - k - 1) >> 31;
        return pos + (f & 1);
    }
}
