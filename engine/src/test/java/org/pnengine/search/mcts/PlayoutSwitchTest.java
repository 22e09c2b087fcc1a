package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.pnengine.game.PlayoutPolicy;
import org.pnengine.game.State;
import org.pnengine.game.Evaluation;
import org.pnengine.games.breakthrough.KnightthroughGame;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/**
 * {@code playout=policy} and {@code ept=N}: they change the search where the game has a policy and
 * an evaluation, and nothing elsewhere.
 */
class PlayoutSwitchTest {

    private static long[] rootVisits(MctsSettings settings, State s, long playouts) {
        MctsPlayer p = new MctsPlayer(settings);
        p.chooseMove(s, SearchLimits.ofNodes(playouts), new StopSignal());
        return Arrays.copyOf(p.lastRoot().visits, p.lastRoot().visits.length);
    }

    @Test
    void policyPlayoutsChangeTheOthelloSearchAndRepeatUnderASeed() {
        State s = OthelloGame.standard().newInitialState();
        int[] buf = new int[s.game().maxMoves()];
        s.legalMoves(buf);
        s.apply(buf[0]);
        s.legalMoves(buf);
        s.apply(buf[1]);
        assertTrue(s instanceof PlayoutPolicy);
        MctsSettings random = MctsSettings.mctsSolver().withSeed(3);
        MctsSettings policy = random.withPlayout(MctsSettings.Playout.POLICY);
        long[] a = rootVisits(policy, s, 3000);
        assertArrayEquals(a, rootVisits(policy, s, 3000), "seeded: the same search twice");
        assertFalse(Arrays.equals(a, rootVisits(random, s, 3000)), "the switch changes the search");
        MctsSettings cut = policy.withEpt(6);
        long[] b = rootVisits(cut, s, 3000);
        assertArrayEquals(b, rootVisits(cut, s, 3000), "seeded: the same search twice");
        assertFalse(Arrays.equals(a, b), "cutting playouts short changes the search");
        assertFalse(Arrays.equals(b, rootVisits(random.withEpt(6), s, 3000)), "the policy plays the cut playouts");
    }

    @Test
    void aGameWithoutAPolicyPlaysUniformPlayoutsEitherWay() {
        State s = KnightthroughGame.standard().newInitialState();
        assertFalse(s instanceof PlayoutPolicy);
        assertFalse(s instanceof Evaluation);
        MctsSettings random = MctsSettings.mctsSolver().withSeed(3);
        long[] a = rootVisits(random, s, 2000);
        assertArrayEquals(a, rootVisits(random.withPlayout(MctsSettings.Playout.POLICY), s, 2000));
        assertArrayEquals(a, rootVisits(random.withPlayout(MctsSettings.Playout.POLICY).withEpt(4), s, 2000),
                "no evaluation: full playouts");
    }
}
