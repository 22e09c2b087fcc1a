package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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
}
