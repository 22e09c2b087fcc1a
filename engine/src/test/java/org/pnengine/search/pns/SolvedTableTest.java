package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SolvedTableTest {

    @Test
    void boundsTightenAndCombineAcrossGoals() {
        SolvedTable t = new SolvedTable(16, Long.MAX_VALUE);
        assertEquals(-1, t.probe(42));
        t.tighten(42, SolvedTable.LOSS, SolvedTable.DRAW);   // the win goal was disproven
        int b = t.probe(42);
        assertEquals(SolvedTable.LOSS, SolvedTable.lo(b));
        assertEquals(SolvedTable.DRAW, SolvedTable.hi(b));
        t.tighten(42, SolvedTable.DRAW, SolvedTable.WIN);    // the draw goal was proven
        b = t.probe(42);
        assertEquals(SolvedTable.DRAW, SolvedTable.lo(b));
        assertEquals(SolvedTable.DRAW, SolvedTable.hi(b));
        t.tighten(0, SolvedTable.WIN, SolvedTable.WIN);       // hash 0 is stored too
        assertEquals(SolvedTable.WIN, SolvedTable.lo(t.probe(0)));
        assertEquals(2, t.size());
    }

    @Test
    void growsAndKeepsEveryEntryWhileItMay() {
        SolvedTable t = new SolvedTable(20, Long.MAX_VALUE);
        SplittableRandom rng = new SplittableRandom(7);
        long[] keys = new long[100_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = rng.nextLong();
            t.tighten(keys[i], i % 3, SolvedTable.WIN);
        }
        assertEquals(keys.length, t.size());
        for (int i = 0; i < keys.length; i++) {
            int b = t.probe(keys[i]);
            assertTrue(b >= 0, "entry " + i);
            assertEquals(i % 3, SolvedTable.lo(b));
        }
    }

    @Test
    void aFullTableLosesEntriesButNeverLies() {
        SolvedTable t = new SolvedTable(12, Long.MAX_VALUE);   // 4096 slots at most
        SplittableRandom rng = new SplittableRandom(11);
        long[] keys = new long[20_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = rng.nextLong();
            t.tighten(keys[i], i % 3, i % 3);
        }
        assertEquals(4096 * SolvedTable.BYTES_PER_SLOT, t.bytes());
        int found = 0;
        for (int i = 0; i < keys.length; i++) {
            int b = t.probe(keys[i]);
            if (b < 0) continue;
            found++;
            assertEquals(i % 3, SolvedTable.lo(b));
            assertEquals(i % 3, SolvedTable.hi(b));
        }
        assertTrue(found > 2000, "found " + found);
    }
}
