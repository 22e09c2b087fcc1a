package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link DfpnTable}, both kinds: entries found again with their fields, work summed within a
 * goal, growth and replacement; and for {@link SharedDfpnTable}, racing threads that never read
 * another key's entry.
 */
class DfpnTableTest {

    private static final int INF = DfpnSolver.INF;

    /** Stores, and reports a new entry as the solver does ({@link DfpnTable#added}). */
    private static void store(DfpnTable t, long hash, int goal, int pn, int dn, int move, int work) {
        if (t.store(hash, goal, pn, dn, move, work)) t.added(1);
    }

    @ParameterizedTest(name = "shared={0}")
    @ValueSource(booleans = {false, true})
    void aStoredEntryIsFoundWithItsFieldsAndWorkAddsUpWithinAGoal(boolean shared) {
        DfpnTable t = DfpnTable.create(1 << 12, shared);
        assertEquals(DfpnTable.ABSENT, t.find(77));
        assertEquals(0, t.work(77));
        store(t, 77, 1, 3, 9, -1, 5);
        long w = t.find(77);
        assertEquals(3, DfpnTable.pn(w));
        assertEquals(9, DfpnTable.dn(w));
        assertEquals(1, DfpnTable.goal(w));
        assertEquals(5, t.work(77));
        store(t, 77, 1, 0, INF, 4, 2);
        w = t.find(77);
        assertEquals(0, DfpnTable.pn(w));
        assertEquals(INF, DfpnTable.dn(w));
        assertEquals(7, t.work(77), "work of one goal adds up");
        store(t, 77, 0, INF, 0, 1, 3);
        w = t.find(77);
        assertEquals(INF, DfpnTable.pn(w));
        assertEquals(0, DfpnTable.dn(w));
        assertEquals(0, DfpnTable.goal(w));
        assertEquals(3, t.work(77), "another goal's entry starts its own work");
        assertEquals(1, t.size());
        assertFalse(t.store(77, 0, 5, 5, 1, 1), "an update takes no new slot");
        assertTrue(t.store(0, 0, 1, 1, 0, 1), "a new position takes an empty slot");   // hash 0 is a key like any other
        t.added(1);
        assertEquals(1, DfpnTable.pn(t.find(0)));
        assertEquals(2, t.size());
    }

    /** The table doubles while more than half full, up to its limit, and then evicts the entry of least work. */
    @ParameterizedTest(name = "shared={0}")
    @ValueSource(booleans = {false, true})
    void itGrowsToItsLimitThenKeepsTheMostWork(boolean shared) {
        DfpnTable t = DfpnTable.create(1 << 13, shared);
        SplittableRandom rng = new SplittableRandom(3);
        long[] keys = new long[40_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = rng.nextLong();
            store(t, keys[i], 0, 1 + i % 100, 1, 0, i < 1000 ? 1_000_000 : 1);
        }
        assertTrue(t.size() <= 1 << 13, "at most its limit: " + t.size());
        assertTrue(t.size() > (1 << 13) * 3 / 4, "it grew to its limit: " + t.size());
        assertTrue(t.peak() >= t.size());
        // The first thousand carry far more work than any later entry: replacement keeps them
        // unless four of them share one cluster.
        int kept = 0;
        for (int i = 0; i < 1000; i++) if (t.find(keys[i]) != DfpnTable.ABSENT) kept++;
        assertTrue(kept >= 950, "entries of most work kept: " + kept);
    }

    @Test
    void aNumbersWordHoldsGoalPnAndDnWhole() {
        for (int goal = 0; goal <= 1; goal++) {
            for (int pn : new int[] {0, 1, 12345, INF - 1, INF}) {
                for (int dn : new int[] {0, 1, 777, INF - 1, INF}) {
                    long w = DfpnTable.word(goal, pn, dn);
                    assertTrue(w >= 0 && w != DfpnTable.ABSENT);
                    assertEquals(goal, DfpnTable.goal(w));
                    assertEquals(pn, DfpnTable.pn(w));
                    assertEquals(dn, DfpnTable.dn(w));
                }
            }
        }
    }

    private static int pnOf(long key) {
        return 1 + (int) Math.floorMod(key * 31, 1000L);
    }

    private static int dnOf(long key) {
        return 1 + (int) Math.floorMod(key >>> 11, 1000L);
    }

    /**
     * Four threads store and probe overlapping keys at once in a small shared table that grows
     * and evicts all the time; every entry found must be that key's (its numbers and goal are
     * functions of the key), so a torn or swapped entry would show.
     */
    @Test
    void racingThreadsNeverReadAnotherKeysEntry() throws InterruptedException {
        DfpnTable t = DfpnTable.create(1 << 12, true);
        long[] pool = new long[20_000];
        SplittableRandom keys = new SplittableRandom(7);
        for (int i = 0; i < pool.length; i++) pool[i] = keys.nextLong();
        AtomicLong found = new AtomicLong();
        AtomicInteger wrong = new AtomicInteger();
        Thread[] threads = new Thread[4];
        for (int w = 0; w < threads.length; w++) {
            SplittableRandom rng = new SplittableRandom(500 + w);
            threads[w] = new Thread(() -> {
                for (int i = 0; i < 400_000; i++) {
                    long key = pool[rng.nextInt(pool.length)];
                    int goal = (int) (key >>> 63);
                    if (rng.nextBoolean()) {
                        if (t.store(key, goal, pnOf(key), dnOf(key), (int) (key & 63), rng.nextInt(1000))) t.added(1);
                    } else {
                        long e = t.find(key);
                        if (e == DfpnTable.ABSENT) continue;
                        found.incrementAndGet();
                        if (DfpnTable.pn(e) != pnOf(key) || DfpnTable.dn(e) != dnOf(key) || DfpnTable.goal(e) != goal) {
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
