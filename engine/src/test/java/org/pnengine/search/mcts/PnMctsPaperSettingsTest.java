package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The PN-MCTS paper's settings (Kowalski et al. 2024; {@code ../shared/reference/algorithms.md},
 * "PN-MCTS" and "Baseline used by [PN-MCTS]"), written out here as literals so that neither the
 * players' defaults nor the factories they are compared with elsewhere can drift from the paper
 * unnoticed: the commands of the paper's table in {@code docs/matches.md} rely on them.
 */
class PnMctsPaperSettingsTest {

    @Test
    void theBaselineIsLudiisUct() {
        MctsSettings b = ((MctsPlayer) MctsPlayers.UCT.create(List.of("profile=ludii", "threads=1"))).settings();
        assertEquals(MctsSettings.Expansion.ONE, b.expansion(), "one child expanded per iteration");
        assertEquals(MctsSettings.Unvisited.PARENT_MEAN, b.unvisited(), "unvisited children at the parent's mean");
        assertEquals(200, b.playoutCap(), "playouts capped at 200 moves");
        assertTrue(b.reuse(), "tree reuse between moves");
        assertEquals(MctsSettings.FinalMove.VISITS, b.finalMove(), "the most-visited child");
        assertEquals(Math.sqrt(2), b.c(), 0.0);
        assertEquals(false, b.solver());
    }

    @Test
    void pnMctsDefaultsAreThePapers() {
        MctsSettings p = ((MctsPlayer) MctsPlayers.PN_MCTS.create(List.of("threads=1"))).settings();
        assertEquals(MctsSettings.Expansion.ALL, p.expansion(), "all children at once");
        assertEquals(MctsSettings.Unvisited.FIRST, p.unvisited(), "each child visited once first");
        MctsSettings.Pn pn = p.pn();
        assertEquals(1, pn.layers());
        assertTrue(pn.finalMove() && pn.skipSolved() && pn.rankTerm(), "FSU");
        assertEquals(1.0, pn.cpn(), 0.0, "C_pn = 1 by default");
        assertEquals(5, pn.threshold(), "T = 5");
        assertEquals(MctsSettings.RankNorm.CHILDREN, pn.rankNorm(), "the reference code divides by the children");
        MctsSettings.Pn two = ((MctsPlayer) MctsPlayers.PN_MCTS2.create(List.of("threads=1"))).settings().pn();
        assertEquals(2, two.layers());
        assertEquals(0.0, two.contempt(), 0.0, "contempt 0");
    }
}
