package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link BoundTable}: what is stored is found again, bounds merge, entries are replaced by the
 * two-slot rule, keys sharing a bucket (and most of their bits) never answer for each other, and
 * growth keeps the entries.
 */
class BoundTableTest {

    /** Connect Four 7x6's shape: 49-bit keys, scores within 21, 7 move codes. */
    private static BoundTable connectFourTable(int maxSlots) {
        BoundTable t = BoundTable.compact(maxSlots, 49, 21, 7);
        assertNotNull(t, "a 49-bit key fits a compact table");
        assertEquals(BoundTable.COMPACT_BYTES_PER_SLOT, t.bytesPerSlot());
        return t;
    }

    @Test
    void aStoredEntryIsFoundWithItsBoundsAndMove() {
        BoundTable t = connectFourTable(1 << 20);
        long key = (1L << 49) - 12345;   // near the top of the key range: the largest quotient
        assertEquals(-1, t.find(key));
        t.store(key, -3, 7, 4, 10);
        int slot = t.find(key);
        assertTrue(slot >= 0);
        assertEquals(-3, t.lower(slot));
        assertEquals(7, t.upper(slot));
        assertEquals(4, t.move(slot));
        assertEquals(1, t.size());
    }

    @Test
    void boundsMergeAndTheMoveFollowsARisingLowerBound() {
        BoundTable t = connectFourTable(1 << 20);
        long key = 987_654_321L;
        t.store(key, 2, BoundTable.NO_UPPER, 3, 5);
        t.store(key, BoundTable.NO_LOWER, 5, 6, 5);   // an upper bound: the lower one and its move stay
        int slot = t.find(key);
        assertEquals(2, t.lower(slot));
        assertEquals(5, t.upper(slot));
        assertEquals(3, t.move(slot));
        t.store(key, 4, BoundTable.NO_UPPER, 1, 5);   // the lower bound rises: its move replaces
        slot = t.find(key);
        assertEquals(4, t.lower(slot));
        assertEquals(5, t.upper(slot));
        assertEquals(1, t.move(slot));
        assertEquals(1, t.size());
    }

    @Test
    void missingBoundsReadAsBeyondEveryScoreAndBoundsBeyondTheRangeOnlyWeaken() {
        BoundTable t = connectFourTable(1 << 20);
        t.store(11, BoundTable.NO_LOWER, BoundTable.NO_UPPER, -1, 0);
        int slot = t.find(11);
        assertTrue(t.lower(slot) < -21);
        assertTrue(t.upper(slot) > 21);
        assertEquals(-1, t.move(slot));
        t.store(12, -500, 500, 7, 0);   // wider than the game's range, move code out of range
        slot = t.find(12);
        assertTrue(t.lower(slot) <= -21);
        assertTrue(t.upper(slot) >= 21);
        assertEquals(-1, t.move(slot));
    }

    @Test
    void keysSharingABucketNeverAnswerForEachOther() {
        BoundTable t = connectFourTable(1 << 8);   // no growth: the bucket count stays fixed
        long p = t.slots() / 2;
        long k = 5;
        // Same bucket, quotients 0 and 2^32: equal in their low 32 bits, as a table keeping only
        // part of the key (without the bucket's help) would confuse.
        long far = k + (p << 32);
        t.store(k, 1, 1, 2, 3);
        assertEquals(-1, t.find(far));
        assertEquals(-1, t.find(k + p));
        t.store(far, -4, -4, 5, 3);
        assertEquals(1, t.lower(t.find(k)));
        assertEquals(-4, t.lower(t.find(far)));
        assertEquals(5, t.move(t.find(far)));
    }

    @Test
    void aFullBucketKeepsTheLargerWorkAndReplacesTheOtherSlot() {
        BoundTable t = connectFourTable(1 << 8);
        long p = t.slots() / 2;
        long a = 3;
        long b = a + p;
        long c = a + 2 * p;
        long d = a + 3 * p;
        t.store(a, 0, 0, 0, 20);   // much work
        t.store(b, 0, 0, 0, 5);
        t.store(c, 0, 0, 0, 1);    // less work than the first slot: takes the second
        assertTrue(t.find(a) >= 0);
        assertEquals(-1, t.find(b));
        assertTrue(t.find(c) >= 0);
        t.store(d, 0, 0, 0, 30);   // more work than the first slot: takes it, which moves down
        assertTrue(t.find(d) >= 0);
        assertTrue(t.find(a) >= 0);
        assertEquals(-1, t.find(c));
        assertEquals(2, t.size());
    }

    @Test
    void growthKeepsEveryEntryAndTheLimitHolds() {
        SplittableRandom rng = new SplittableRandom(12);
        BoundTable big = connectFourTable(1 << 16);
        BoundTable small = connectFourTable(1 << 8);
        Map<Long, Integer> stored = new HashMap<>();
        for (int i = 0; i < 5000; i++) {
            long key = rng.nextLong(1L << 49);
            int score = rng.nextInt(-18, 19);
            big.store(key, score, score, i % 7, i % 64);
            small.store(key, score, score, i % 7, i % 64);
            stored.put(key, score);
        }
        assertTrue(big.slots() > 5000, "the table grew: " + big.slots());
        assertTrue(BoundTable.isPrime(big.slots() / 2), "its bucket count is a prime");
        // A third key in a bucket pushes one out, so not all 5000 stay, but most do.
        int kept = 0;
        for (Map.Entry<Long, Integer> e : stored.entrySet()) {
            int slot = big.find(e.getKey());
            if (slot >= 0) {
                kept++;
                assertEquals(e.getValue(), big.lower(slot));
                assertEquals(e.getValue(), big.upper(slot));
            }
        }
        assertEquals(big.size(), kept);
        assertTrue(kept > 4500, "kept through growth: " + kept);
        assertTrue(small.slots() <= 1 << 8);
        assertTrue(small.size() <= small.slots());
        int found = 0;
        for (Map.Entry<Long, Integer> e : stored.entrySet()) {
            int slot = small.find(e.getKey());
            if (slot >= 0) {
                found++;
                assertEquals(e.getValue(), small.lower(slot), "a found entry is that key's");
            }
        }
        assertEquals(small.size(), found);
    }

    @Test
    void keysOrRangesThatDoNotFitGetNoCompactTable() {
        assertNull(BoundTable.compact(1 << 20, 64, 21, 7));
        assertNull(BoundTable.compact(1 << 20, 60, 30000, 1 << 20));
        assertNotNull(BoundTable.compact(1 << 20, 40, 64, 65));   // Othello-sized fields, a 40-bit key
    }

    @Test
    void aWideTableTakesAnyHash() {
        BoundTable t = BoundTable.wide(1 << 12);
        assertEquals(BoundTable.WIDE_BYTES_PER_SLOT, t.bytesPerSlot());
        SplittableRandom rng = new SplittableRandom(5);
        Map<Long, Integer> stored = new HashMap<>();
        for (int i = 0; i < 1000; i++) {
            long key = rng.nextLong();   // negative ones too
            int score = rng.nextInt(-30000, 30000);
            t.store(key, score, BoundTable.NO_UPPER, 1 << 20, 3);
            stored.put(key, score);
        }
        int kept = 0;
        for (Map.Entry<Long, Integer> e : stored.entrySet()) {
            int slot = t.find(e.getKey());
            if (slot >= 0) {
                kept++;
                assertEquals(e.getValue(), t.lower(slot));
                assertEquals(BoundTable.NO_UPPER, t.upper(slot));
                assertEquals(1 << 20, t.move(slot));
            }
        }
        assertEquals(t.size(), kept);
        assertTrue(kept > 900, "kept: " + kept);
        assertFalse(t.find(42) >= 0);
    }
}
