package org.pnengine.shard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShardTest {

    @Test
    void parsesKOfN() {
        assertEquals(new Shard(3, 10), Shard.parse("3/10"));
        assertEquals(new Shard(1, 1), Shard.parse(" 1 / 1 "));
        assertEquals("3/10", Shard.parse("3/10").toString());
        assertTrue(Shard.WHOLE.isWhole());
        assertFalse(new Shard(1, 2).isWhole());
        for (String bad : List.of("0/3", "4/3", "1/0", "-1/2", "3", "a/b", "1/2/3", "", "/")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("a shard is K/N with 1 <= K <= N"), e.getMessage());
        }
    }

    /** The N shards of a run own every unit exactly once, round robin. */
    @Test
    void theShardsOfARunOwnEveryUnitOnce() {
        for (int n = 1; n <= 7; n++) {
            for (int units = 0; units <= 20; units++) {
                List<Integer> all = new ArrayList<>();
                for (int i = 0; i < units; i++) all.add(i);
                List<Integer> seen = new ArrayList<>();
                for (int k = 1; k <= n; k++) {
                    Shard s = new Shard(k, n);
                    List<Integer> mine = s.select(all);
                    assertEquals(mine.size(), s.size(units), s + " of " + units);
                    for (int u : mine) {
                        assertTrue(s.owns(u));
                        assertEquals(k - 1, u % n);
                    }
                    seen.addAll(mine);
                }
                seen.sort(null);
                assertEquals(all, seen, n + " shards of " + units);
            }
        }
        assertEquals(List.of("b", "e"), new Shard(2, 3).select(List.of("a", "b", "c", "d", "e")));
        assertThrows(IllegalArgumentException.class, () -> Shard.WHOLE.owns(-1));
    }
}
