package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.games.GameCatalog;

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
        assertEquals(MctsSettings.RankDecay.NONE, pn.rankDecay(), "the paper's rank term is a constant");
        MctsSettings.Pn two = ((MctsPlayer) MctsPlayers.PN_MCTS2.create(List.of("threads=1"))).settings().pn();
        assertEquals(2, two.layers());
        assertEquals(0.0, two.contempt(), 0.0, "contempt 0");
    }

    /**
     * {@code profile=paper}: the reference code (acatai/pn-mcts, {@code PNSMCTS_Extension}) builds a
     * new tree for every move and plays its playouts on to the game's end; the paper's table runs
     * it at C_pn 1. It overrides the games' own defaults, and explicit keys override it.
     */
    @Test
    void thePaperProfileIsTheReferenceCodes() {
        for (String[] g : new String[][] {{"minishogi"}, {"Othello"}, {"lines_of_action", "size=7"}, {"breakthrough"}}) {
            Game game = GameCatalog.find(g[0]).orElseThrow().create(List.of(g).subList(1, g.length));
            MctsPlayer own = (MctsPlayer) MctsPlayers.PN_MCTS.create(game, List.of("threads=1"));
            MctsSettings p = ((MctsPlayer) MctsPlayers.PN_MCTS.create(game, List.of("profile=paper", "threads=1"))).settings();
            assertEquals(1.0, p.pn().cpn(), 0.0, g[0]);
            assertEquals(Math.sqrt(2), p.c(), 0.0, g[0]);
            assertEquals(false, p.reuse(), g[0] + ": a new tree for every move");
            assertEquals(1000, p.playoutCap(), g[0]);
            assertEquals(MctsSettings.Playout.RANDOM, p.playout(), g[0]);
            assertEquals(0, p.ept(), g[0]);
            assertEquals(0.0, p.imm().alpha(), 0.0, g[0]);
            assertEquals(0.0, p.endgame(), 0.0, g[0]);
            assertTrue(p.pn().finalMove() && p.pn().skipSolved() && p.pn().rankTerm(), "FSU");
            assertEquals(5, p.pn().threshold());
            assertEquals(MctsSettings.RankDecay.NONE, p.pn().rankDecay(), g[0] + ": the paper's constant rank term");
            assertTrue(own.settings().reuse() && own.settings().playoutCap() == 200, "the profile is not the default");
        }
        Game loa7 = GameCatalog.find("lines_of_action").orElseThrow().create(List.of("size=7"));
        MctsSettings tuned = ((MctsPlayer) MctsPlayers.PN_MCTS.create(loa7, List.of("profile=paper", "cpn=2", "threads=1"))).settings();
        assertEquals(2.0, tuned.pn().cpn(), 0.0, "an explicit key wins over the profile");
        MctsSettings two = ((MctsPlayer) MctsPlayers.PN_MCTS2.create(loa7, List.of("profile=paper", "threads=1"))).settings();
        assertEquals(false, two.reuse());
        assertEquals(1.0, two.pn().cpn(), 0.0);
    }
}
