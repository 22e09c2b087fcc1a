package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;

/** The shared best-first core: the subtree sizes that proof lines compare. */
class BestFirstSearchTest {

    /** The one-walk sizes of every node equal a walk of its own subtree, on a solved PNS tree. */
    @Test
    void subtreeSizesFromOneWalkEqualEachSubtreesOwnWalk() {
        SolveMeter budget = new SolveMeter(SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
        GoalRules.Tree t = GoalRules.Tree.of(ConnectFourGame.of(4, 4).newInitialState(), budget, false, 16);
        PnsSolver.Rules rules = new PnsSolver.Rules(t.search(), false, t.table());
        List<GoalRun> runs = new ArrayList<>();
        BinaryGoals.run(t.search(), rules, 0, 1, 1, runs);
        BestFirstSearch search = t.search();
        int[] sizes = search.subtreeSizes();
        assertEquals(search.pool.live(), sizes[0], "the root's subtree is the whole tree");
        assertTrue(sizes[0] > 1000, "a tree worth checking: " + sizes[0] + " nodes");
        // Every node reachable from the root, by an explicit walk.
        int[] todo = new int[sizes[0]];
        int n = 0;
        todo[n++] = 0;
        for (int i = 0; i < n; i++) {
            int x = todo[i];
            assertEquals(search.subtreeSize(x), sizes[x], "node " + x);
            int f = search.pool.get(x, NodePool.FIRST);
            if (f < 0) continue;
            for (int c = f; c < f + search.pool.get(x, NodePool.COUNT); c++) todo[n++] = c;
        }
        assertEquals(sizes[0], n);
    }
}
