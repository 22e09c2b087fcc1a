package org.pnengine.game;

import java.util.SplittableRandom;

/**
 * Bounded random integers for playouts, exactly uniform and nearly always free of divisions.
 *
 * <p>Lemire's multiply-shift with rejection (D. Lemire, "Fast Random Integer Generation in an
 * Interval", ACM TOMACS 29(1), 2019): for a uniform 32-bit {@code x}, the high half of
 * {@code x * bound} is the result, and {@code x} is redrawn while the low half is below
 * {@code 2^32 mod bound}. {@link SplittableRandom#nextInt(int)} instead takes a remainder on
 * every call, which costs as much as the rest of a cheap playout step.
 */
public final class RandomInts {

    private RandomInts() {
    }

    /** A uniform integer in {@code [0, bound)}; {@code bound} must be positive. */
    public static int below(SplittableRandom rng, int bound) {
        long m = (rng.nextInt() & 0xFFFFFFFFL) * bound;
        if ((m & 0xFFFFFFFFL) < bound) {
            long threshold = (0x100000000L - bound) % bound;
            while ((m & 0xFFFFFFFFL) < threshold) m = (rng.nextInt() & 0xFFFFFFFFL) * bound;
        }
        return (int) (m >>> 32);
    }
}
