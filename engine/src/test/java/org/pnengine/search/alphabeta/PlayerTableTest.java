package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link PlayerTable}'s replacement: within one search the first slot of a bucket keeps the
 * deeper entry and the second takes the rest; an entry neither written nor found by the current
 * search gives the first slot up to any other; a clear forgets everything.
 */
class PlayerTableTest {

    /** Keys 1, 3 and 4 share the first bucket of a table of four slots. */
    private static final long A = 1;
    private static final long B = 3;
    private static final long C = 4;

    @Test
    void theDeeperEntryOfTheSameSearchKeepsTheFirstSlot() {
        PlayerTable t = new PlayerTable(4 * PlayerTable.SLOT_BYTES);
        t.nextSearch();
        t.store(A, 10, 9, PlayerTable.EXACT, 1);
        t.store(B, 20, 3, PlayerTable.LOWER, 2);
        assertEquals(9, PlayerTable.depth(t.probe(A)));
        assertEquals(20, PlayerTable.value(t.probe(B)));
        assertEquals(PlayerTable.LOWER, PlayerTable.bound(t.probe(B)));
        assertEquals(2, PlayerTable.move(t.probe(B)));
        t.store(C, 30, 2, PlayerTable.EXACT, 3);
        assertEquals(9, PlayerTable.depth(t.probe(A)), "the deeper entry stays");
        assertEquals(0, t.probe(B), "the second slot is always replaced");
        assertEquals(30, PlayerTable.value(t.probe(C)));
    }

    @Test
    void anEntryOfAnEarlierSearchGivesItsSlotUp() {
        PlayerTable t = new PlayerTable(4 * PlayerTable.SLOT_BYTES);
        t.nextSearch();
        t.store(A, 10, 9, PlayerTable.EXACT, 1);
        t.nextSearch();
        t.store(B, 20, 3, PlayerTable.EXACT, 2);
        t.store(C, 30, 2, PlayerTable.EXACT, 3);
        assertEquals(0, t.probe(A), "the deep entry of the move before is replaced");
        assertEquals(3, PlayerTable.depth(t.probe(B)));
        assertEquals(2, PlayerTable.depth(t.probe(C)));
        // An entry found by the current search is the current search's: it keeps its slot.
        t.nextSearch();
        assertNotEquals(0, t.probe(B));
        t.store(A, 40, 1, PlayerTable.EXACT, 4);
        assertEquals(3, PlayerTable.depth(t.probe(B)), "found in this search, it stays");
        assertEquals(40, PlayerTable.value(t.probe(A)));
        t.clear();
        assertEquals(0, t.probe(A));
        assertEquals(0, t.probe(B));
        assertEquals(0, t.probe(C));
    }

    /**
     * Every field comes back as stored, negative values and the deepest depth included, whatever
     * the age (a full turn of the age counter too); a key found is never another key's entry.
     */
    @Test
    void entriesComeBackAsStoredOverManySearches() {
        SplittableRandom rng = new SplittableRandom(20261201);
        PlayerTable t = new PlayerTable(1 << 16);
        for (int search = 0; search < 300; search++) {
            t.nextSearch();
            long[] keys = new long[200];
            int[][] fields = new int[keys.length][];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = rng.nextLong();
                fields[i] = new int[] {rng.nextInt(-MinimaxSearch.INF, MinimaxSearch.INF + 1), rng.nextInt(256),
                        1 + rng.nextInt(3), rng.nextInt(1 << 21)};
                t.store(keys[i], fields[i][0], fields[i][1], fields[i][2], fields[i][3]);
            }
            int found = 0;
            for (int i = keys.length - 1; i >= 0; i--) {
                long d = t.probe(keys[i]);
                if (d == 0) continue;
                found++;
                assertEquals(fields[i][0], PlayerTable.value(d));
                assertEquals(fields[i][1], PlayerTable.depth(d));
                assertEquals(fields[i][2], PlayerTable.bound(d));
                assertEquals(fields[i][3], PlayerTable.move(d));
            }
            // 4,096 slots for 200 keys: only a few share a bucket with a later key.
            assertTrue(found > 180, "found " + found + " of 200 in search " + search);
        }
    }
}
