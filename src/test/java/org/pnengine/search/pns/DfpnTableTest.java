package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** {@link DfpnTable}: entries found again with their fields, and racing threads never read another key's entry. */
class DfpnTableTest {

    @Test
    void aStoredEntryIsFoundWithItsFieldsAndWorkAddsUpWithinAGoal() {
        DfpnTable t = new DfpnTable(1 << 12);
        DfpnTable.Hit hit = new DfpnTable.Hit();
        assertFalse(t.find(77, hit));
        t.store(77, 1, 3, 9, -1, 5, hit);
        assertTrue(t.find(77, hit));
        assertEquals(3, hit.pn());
        assertEquals(9, hit.dn());
        assertEquals(1, hit.goal());
        assertEquals(-1, hit.move());
        assertEquals(5, hit.work());
        t.store(77, 1, 0, DfpnSolver.INF, 4, 2, hit);
        assertTrue(t.find(77, hit));
        assertEquals(0, hit.pn());
        assertEquals(DfpnSolver.INF, hit.dn());
        assertEquals(4, hit.move());
        assertEquals(7, hit.work(), "work of one goal adds up");
        t.store(77, 0, 2, 2, 1, 3, hit);
        assertTrue(t.find(77, hit));
        assertEquals(3, hit.work(), "another goal's entry starts its own work");
        assertEquals(1, t.size());
        t.store(0, 0, 1, 1, 0, 1, hit);   // hash 0 is a key like any other
        assertTrue(t.find(0, hit));
    }

    private static int pnOf(long key) {
        return 1 + (int) Math.floorMod(key * 31, 1000L);
    }

    private static int dnOf(long key) {
        return 1 + (int) Math.floorMod(key >>> 11, 1000L);
    }

    /**
     * Four threads store and probe overlapping keys at once in a small table that grows and evicts
     * all the time; every entry found must be that key's (its numbers and move are functions of
     * the key), so a torn or swapped entry would show.
     */
    @Test
    void racingThreadsNeverReadAnotherKeysEntry() throws InterruptedException {
        DfpnTable t = new DfpnTable(1 << 12);
        long[] pool = new long[20_000];
        SplittableRandom keys = new SplittableRandom(7);
        for (int i = 0; i < pool.length; i++) pool[i] = keys.nextLong();
        AtomicLong found = new AtomicLong();
        AtomicInteger wrong = new AtomicInteger();
        Thread[] threads = new Thread[4];
        for (int w = 0; w < threads.length; w++) {
            SplittableRandom rng = new SplittableRandom(500 + w);
            threads[w] = new Thread(() -> {
                DfpnTable.Hit hit = new DfpnTable.Hit();
                for (int i = 0; i < 400_000; i++) {
                    long key = pool[rng.nextInt(pool.length)];
                    if (rng.nextBoolean()) {
                        t.store(key, 1, pnOf(key), dnOf(key), (int) (key & 63), rng.nextInt(1000), hit);
                    } else if (t.find(key, hit)) {
                        found.incrementAndGet();
                        if (hit.pn() != pnOf(key) || hit.dn() != dnOf(key) || hit.move() != (int) (key & 63) || hit.goal() != 1) {
                            wrong.incrementAndGet();
                        }
                    }
                }
            });
            threads[w].start();
        }
        for (Thread th : threads) th.join();
        assertEquals(0, wrong.get(), "entries read for another key");
        assertTrue(found.get() > 10_000, "the probes found entries: " + found.get());
    }
}
