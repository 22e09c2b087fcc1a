package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A game's tuned values are read per searcher family, keyed by the parameter alone. */
class SearchTuningTest {

    @Test
    void aFamilyReadsOnlyItsOwnKeys() {
        SearchTuning t = p -> Map.of("pn-mcts.cpn", p.getOrDefault("size", "8").equals("7") ? "2.0" : "1.0",
                "pn-mcts.t", "9", "uct.c", "0.5", "pn-mcts2.contempt", "0.1");
        assertEquals(Map.of("cpn", "2.0", "t", "9"), t.of("pn-mcts", Map.of("size", "7")));
        assertEquals(Map.of("cpn", "1.0", "t", "9"), t.of("pn-mcts", Map.of()));
        assertEquals(Map.of("c", "0.5"), t.of("uct", Map.of()));
        assertEquals(Map.of(), t.of("mcts-solver", Map.of()));
    }

    @Test
    void aConstantAndNone() {
        assertEquals(Map.of("cpn", "0.1"), SearchTuning.of("pn-mcts.cpn", "0.1").of("pn-mcts", Map.of("x", "1")));
        assertEquals(Map.of(), SearchTuning.NONE.of("pn-mcts", Map.of()));
        GameType plain = new GameType("plain", List.of(), null, "no tuning", p -> null);
        assertEquals(SearchTuning.NONE, plain.tuning());
    }
}
