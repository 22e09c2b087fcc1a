package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
        assertEquals(BoundTable.ABSENT, t.probe(key));
        t.store(key, -3, 7, 4, 10);
        long slot = t.probe(key);
        assertTrue(slot != BoundTable.ABSENT);
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
        long slot = t.probe(key);
        assertEquals(2, t.lower(slot));
        assertEquals(5, t.upper(slot));
        assertEquals(3, t.move(slot));
        t.store(key, 4, BoundTable.NO_UPPER, 1, 5);   // the lower bound rises: its move replaces
        slot = t.probe(key);
        assertEquals(4, t.lower(slot));
        assertEquals(5, t.upper(slot));
        assertEquals(1, t.move(slot));
        assertEquals(1, t.size());
    }

    @Test
    void missingBoundsReadAsBeyondEveryScoreAndBoundsBeyondTheRangeOnlyWeaken() {
        BoundTable t = connectFourTable(1 << 20);
        t.store(11, BoundTable.NO_LOWER, BoundTable.NO_UPPER, -1, 0);
        long slot = t.probe(11);
        assertTrue(t.lower(slot) < -21);
        assertTrue(t.upper(slot) > 21);
        assertEquals(-1, t.move(slot));
        t.store(12, -500, 500, 7, 0);   // wider than the game's range, move code out of range
        slot = t.probe(12);
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
        assertEquals(BoundTable.ABSENT, t.probe(far));
        assertEquals(BoundTable.ABSENT, t.probe(k + p));
        t.store(far, -4, -4, 5, 3);
        assertEquals(1, t.lower(t.probe(k)));
        assertEquals(-4, t.lower(t.probe(far)));
        assertEquals(5, t.move(t.probe(far)));
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
        assertTrue(t.probe(a) != BoundTable.ABSENT);
        assertEquals(BoundTable.ABSENT, t.probe(b));
        assertTrue(t.probe(c) != BoundTable.ABSENT);
        t.store(d, 0, 0, 0, 30);   // more work than the first slot: takes it, which moves down
        assertTrue(t.probe(d) != BoundTable.ABSENT);
        assertTrue(t.probe(a) != BoundTable.ABSENT);
        assertEquals(BoundTable.ABSENT, t.probe(c));
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
            long slot = big.probe(e.getKey());
            if (slot != BoundTable.ABSENT) {
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
            long slot = small.probe(e.getKey());
            if (slot != BoundTable.ABSENT) {
                found++;
                assertEquals(e.getValue(), small.lower(slot), "a found entry is that key's");
            }
        }
        assertEquals(small.size(), found);
    }

    /**
     * Past its free size a compact table grows only with the search: with few positions searched
     * it stays at about {@link BoundTable#FREE_BUCKETS} buckets and replaces entries; told of
     * enough positions it grows as before. A wide table ignores the count.
     */
    @Test
    void aCompactTableGrowsWithTheSearch() {
        SplittableRandom rng = new SplittableRandom(13);
        BoundTable lean = connectFourTable(1 << 20);
        BoundTable fed = connectFourTable(1 << 20);
        BoundTable wide = BoundTable.wide(1 << 20);
        int n = 6 * BoundTable.FREE_BUCKETS;
        for (int i = 0; i < n; i++) {
            long key = rng.nextLong(1L << 49);
            lean.store(key, 1, 1, 0, 0, null, 1000);
            fed.store(key, 1, 1, 0, 0, null, (long) n * BoundTable.NODES_PER_BUCKET);
            wide.store(key, 1, 1, 0, 0, null, 1000);
        }
        assertTrue(lean.slots() / 2 >= BoundTable.FREE_BUCKETS / 2 && lean.slots() / 2 < 2 * BoundTable.FREE_BUCKETS + 8,
                "grew to its free size and no further: " + lean.slots());
        assertTrue(lean.size() <= lean.slots());
        assertTrue(fed.slots() > n, "with the positions for it, it holds them all: " + fed.slots());
        assertTrue(wide.slots() > n, "a wide table grows by its load alone: " + wide.slots());
    }

    /**
     * A tally holds a thread's new entries and adds them to the count a batch at a time, and at
     * {@link BoundTable#flush}; its own entries count towards growing at once.
     */
    @Test
    void aTallyCountsNewEntriesInBatches() {
        SplittableRandom rng = new SplittableRandom(14);
        BoundTable t = connectFourTable(1 << 16);
        BoundTable.Tally tally = new BoundTable.Tally();
        long[] keys = new long[BoundTable.TALLY_BATCH - 1];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = rng.nextLong(1L << 49);
            t.store(keys[i], 1, 1, 0, 0, tally, Long.MAX_VALUE);
        }
        assertTrue(t.slots() > 254, "the table grew by them: " + t.slots());
        int held = 0;
        for (long k : keys) if (t.probe(k) != BoundTable.ABSENT) held++;
        assertTrue(t.size() < held, "some are held back: " + t.size() + " of " + held);
        t.flush(tally);
        assertEquals(held, t.size(), "flushed, the count is the entries held");
        t.flush(tally);
        assertEquals(held, t.size(), "a flush adds nothing twice");
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
            long slot = t.probe(e.getKey());
            if (slot != BoundTable.ABSENT) {
                kept++;
                assertEquals(e.getValue(), t.lower(slot));
                assertEquals(BoundTable.NO_UPPER, t.upper(slot));
                assertEquals(1 << 20, t.move(slot));
            }
        }
        assertEquals(t.size(), kept);
        assertTrue(kept > 900, "kept: " + kept);
        assertEquals(BoundTable.ABSENT, t.probe(42));
    }

    /** The score every thread of {@link #racingThreadsNeverReadAnotherKeysEntry} stores for a key. */
    private static int scoreOf(long key) {
        return (int) Math.floorMod(key * 31 + 7, 37L) - 18;
    }

    private static int moveOf(long key) {
        return (int) Math.floorMod(key >>> 7, 7L);
    }

    /**
     * Four threads store and probe overlapping keys at once in a small table that grows and
     * replaces all the time; every entry a probe finds must be the one stored for that key
     * (bounds and move are a function of the key), so a torn or swapped entry would show.
     */
    @Test
    void racingThreadsNeverReadAnotherKeysEntry() throws InterruptedException {
        for (boolean compact : new boolean[] {true, false}) {
            BoundTable t = compact ? connectFourTable(1 << 12) : BoundTable.wide(1 << 12);
            long[] pool = new long[20_000];
            SplittableRandom keys = new SplittableRandom(99);
            for (int i = 0; i < pool.length; i++) pool[i] = compact ? keys.nextLong(1L << 49) : keys.nextLong();
            AtomicLong found = new AtomicLong();
            AtomicInteger wrong = new AtomicInteger();
            Thread[] threads = new Thread[4];
            for (int w = 0; w < threads.length; w++) {
                SplittableRandom rng = new SplittableRandom(1000 + w);
                threads[w] = new Thread(() -> {
                    for (int i = 0; i < 400_000; i++) {
                        long key = pool[rng.nextInt(pool.length)];
                        if (rng.nextBoolean()) {
                            int v = scoreOf(key);
                            t.store(key, v, v, moveOf(key), rng.nextInt(64));
                        } else {
                            long e = t.probe(key);
                            if (e == BoundTable.ABSENT) continue;
                            found.incrementAndGet();
                            if (t.lower(e) != scoreOf(key) || t.upper(e) != scoreOf(key) || t.move(e) != moveOf(key)) {
                                wrong.incrementAndGet();
                            }
                        }
                    }
                });
                threads[w].start();
            }
            for (Thread th : threads) th.join();
            assertEquals(0, wrong.get(), (compact ? "compact" : "wide") + ": entries read for another key");
            assertTrue(found.get() > 10_000, "the probes found entries: " + found.get());
            assertTrue(t.slots() > 1 << 11, "the table grew meanwhile: " + t.slots());
        }
    }
}
