package org.pnengine.game;

import java.util.SplittableRandom;

/**
 * SplitMix64 as pure functions, for seeds and hashes that must not depend on any generator's state
 * (G. L. Steele, D. Lea and C. H. Flood, "Fast Splittable Pseudorandom Number Generators",
 * OOPSLA 2014). The generator adds {@link #GAMMA} to its state and returns {@link #mix} of the
 * sum, so {@link #at at(seed, k)} is the {@code k}-th {@code nextLong()} of
 * {@code new SplittableRandom(seed)}, computed directly. Both are static and allocate nothing:
 * playouts call them.
 */
public final class SplitMix64 {

    /** The state's increment: 2^64 divided by the golden ratio, made odd. */
    public static final long GAMMA = 0x9E3779B97F4A7C15L;

    private SplitMix64() {
    }

    /**
     * The finaliser (Stafford's "variant 13" of MurmurHash3's mixer): a bijection on longs in
     * which every input bit changes about half of the output bits.
     */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Output {@code index} (from 1) of the generator seeded with {@code seed}: {@code mix(seed +
     * index * GAMMA)}, the same as {@link SplittableRandom#nextLong()}'s. Nearby seeds and
     * indices give unrelated values.
     */
    public static long at(long seed, long index) {
        return mix(seed + index * GAMMA);
    }
}
