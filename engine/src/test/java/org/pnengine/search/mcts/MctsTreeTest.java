package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pnengine.search.mcts.MctsTree.DRAW;
import static org.pnengine.search.mcts.MctsTree.INF;
import static org.pnengine.search.mcts.MctsTree.LOSS;
import static org.pnengine.search.mcts.MctsTree.ROOT;
import static org.pnengine.search.mcts.MctsTree.UNKNOWN;
import static org.pnengine.search.mcts.MctsTree.WIN;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MctsTreeTest {

    /** A tree whose root has {@code n} children with moves 10, 11, ... */
    private static MctsTree rootWith(int n) {
        MctsTree t = new MctsTree();
        t.clear(1_000);
        int first = t.addChildren(ROOT, n);
        for (int i = 0; i < n; i++) t.setMove(first + i, 10 + i);
        return t;
    }

    private static void visit(MctsTree t, int node, int times, int reward) {
        for (int i = 0; i < times; i++) t.addVisit(node, reward);
    }

    @Test
    void childrenAreContiguousAndTheCapHolds() {
        MctsTree t = new MctsTree();
        t.clear(10);
        assertEquals(1, t.size());
        assertFalse(t.isExpanded(ROOT));
        assertEquals(1, t.addChildren(ROOT, 4));
        assertTrue(t.isExpanded(ROOT));
        assertEquals(4, t.childCount(ROOT));
        assertEquals(5, t.addChildren(2, 5));
        assertEquals(10, t.size());
        assertEquals(-1, t.addChildren(3, 1), "an eleventh node passes the cap");
        assertEquals(10, t.size());
        assertFalse(t.isExpanded(3));
        for (int n = 0; n < t.size(); n++) assertEquals(UNKNOWN, t.status(n));
    }

    @Test
    void growsPastItsInitialCapacity() {
        MctsTree t = new MctsTree();
        t.clear(1 << 20);
        int parent = ROOT;
        for (int i = 0; i < 10_000; i++) {
            int first = t.addChildren(parent, 7);
            t.addVisit(first + 6, 1);
            parent = first + 6;
        }
        assertEquals(1 + 70_000, t.size());
        assertEquals(1, t.visits(parent));
        assertTrue(t.bytesAllocated() >= 70_001L * MctsTree.BYTES_PER_NODE);
    }

    @Test
    void aWinningChildProvesTheParent() {
        MctsTree t = rootWith(3);
        t.setProof(2, LOSS, 4);
        assertFalse(t.solveFromChildren(ROOT, true), "one loss among unknowns decides nothing");
        t.setProof(3, WIN, 5);
        t.setProof(1, WIN, 3);
        assertTrue(t.solveFromChildren(ROOT, true));
        // Won for the side to move at the root, so lost for the player who moved into it, by the
        // fastest win plus the move into the root.
        assertEquals(LOSS, t.status(ROOT));
        assertEquals(4, t.proofPlies(ROOT));
        assertEquals(1, t.bestChild(ROOT), "the fastest win");
    }

    @Test
    void allLosingChildrenProveALossWithTheLongestResistance() {
        MctsTree t = rootWith(3);
        t.setProof(1, LOSS, 2);
        t.setProof(2, LOSS, 6);
        assertFalse(t.solveFromChildren(ROOT, true));
        t.setProof(3, LOSS, 4);
        visit(t, 3, 50, -1);
        assertTrue(t.solveFromChildren(ROOT, true));
        assertEquals(WIN, t.status(ROOT));
        assertEquals(7, t.proofPlies(ROOT));
        assertEquals(2, t.bestChild(ROOT), "the longest resistance, whatever the visits");
    }

    @Test
    void drawsAndLossesProveADraw() {
        MctsTree t = rootWith(3);
        t.setProof(1, LOSS, 1);
        t.setProof(2, DRAW, 3);
        assertFalse(t.solveFromChildren(ROOT, true));
        t.setProof(3, DRAW, 1);
        assertTrue(t.solveFromChildren(ROOT, true));
        assertEquals(DRAW, t.status(ROOT));
        assertEquals(2, t.proofPlies(ROOT));
    }

    @Test
    void aMoverWhoMovesAgainKeepsTheValue() {
        MctsTree t = rootWith(2);
        t.setProof(1, WIN, 1);
        assertTrue(t.solveFromChildren(ROOT, false));
        assertEquals(WIN, t.status(ROOT));
    }

    @Test
    void bestChildIsTheMostVisitedThatIsNotLost() {
        MctsTree t = rootWith(4);
        visit(t, 1, 10, 1);
        visit(t, 2, 30, -1);
        visit(t, 3, 30, 1);
        visit(t, 4, 90, 0);
        t.setProof(4, LOSS, 2);
        // 2 and 3 tie on visits; 3 has the better mean. 4 is proven lost despite its visits.
        assertEquals(3, t.bestChild(ROOT));
        assertEquals(1.0, t.mean(3));
        assertEquals(-1.0, t.value(4));
        assertEquals(-1.0, t.mean(2));
        assertEquals(0.0, t.mean(ROOT), "an unvisited node");
    }

    /** The subtree below {@code node} as text: move, statistics, proof and children, depth first. */
    private static String describe(MctsTree t, int node) {
        StringBuilder sb = new StringBuilder();
        sb.append('(').append(t.visits(node)).append(',').append(t.valueSum(node)).append(',')
                .append(t.status(node)).append(',').append(t.proofPlies(node));
        if (t.isExpanded(node)) {
            int first = t.firstChild(node);
            for (int c = first; c < first + t.childCount(node); c++) {
                sb.append(' ').append(t.move(c)).append(':').append(describe(t, c));
            }
        }
        return sb.append(')').toString();
    }

    private static int count(MctsTree t, int node) {
        int n = 1;
        if (t.isExpanded(node)) {
            int first = t.firstChild(node);
            for (int c = first; c < first + t.childCount(node); c++) n += count(t, c);
        }
        return n;
    }

    @Test
    void rerootKeepsExactlyTheSubtree() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int trial = 0; trial < 20; trial++) {
            MctsTree t = new MctsTree();
            t.clear(1 << 20);
            // Grow a random tree by expanding random leaves, as a search does.
            for (int e = 0; e < 300; e++) {
                int node = ROOT;
                while (t.isExpanded(node)) {
                    node = t.firstChild(node) + rng.nextInt(t.childCount(node));
                }
                int n = 1 + rng.nextInt(5);
                int first = t.addChildren(node, n);
                for (int i = 0; i < n; i++) {
                    t.setMove(first + i, i);
                    visit(t, first + i, rng.nextInt(20), rng.nextInt(3) - 1);
                    if (rng.nextInt(10) == 0) t.setProof(first + i, (byte) (1 + rng.nextInt(3)), 1 + rng.nextInt(9));
                }
            }
            int target = 1 + rng.nextInt(t.size() - 1);
            String expected = describe(t, target);
            int expectedSize = count(t, target);
            t.reroot(target);
            assertEquals(expectedSize, t.size(), "trial " + trial);
            assertEquals(expected, describe(t, ROOT), "trial " + trial);
            assertEquals(-1, t.move(ROOT));
            // The tree grows normally afterwards.
            int leaf = ROOT;
            while (t.isExpanded(leaf)) leaf = t.firstChild(leaf);
            assertEquals(expectedSize, t.addChildren(leaf, 2));
        }
    }

    /**
     * The hand-computed example of PN-MCTS's numbers (root player R; OR where R is to move).
     * Leaves are unexpanded (1, 1) unless marked; W is a terminal won by R (0, ∞), L one lost by
     * R (∞, 0).
     * <pre>
     * R (OR)                         pn = min(2, 1, 2) = 1      dn = 1 + 1 + 1 = 3
     * ├─ A (AND)                     pn = 1 + 0 + 1 = 2         dn = min(1, ∞, 2) = 1   rank 2
     * │  ├─ A1 (OR) leaf             (1, 1)                                             rank 1
     * │  ├─ A2 W                     (0, ∞)                                             rank 3
     * │  └─ A3 (OR)                  pn = min(1, 1, ∞) = 1      dn = 1 + 1 + 0 = 2      rank 2
     * │     ├─ A3a leaf (1, 1)  rank 1
     * │     ├─ A3b leaf (1, 1)  rank 1
     * │     └─ A3c L (∞, 0)     rank 3
     * ├─ B (AND) leaf                (1, 1)                                             rank 1
     * └─ C (AND)                     pn = 1 + 1 = 2             dn = min(1, 1) = 1      rank 2
     *    ├─ C1 (OR) leaf (1, 1) rank 1
     *    └─ C2 (OR) leaf (1, 1) rank 1
     * </pre>
     * Ranks: under an OR parent by pn, under an AND parent by dn, ascending, competition style
     * (ties share the better rank: R's children rank B 1, A 2, C 2, and A3's rank 1, 1, 3).
     */
    private static MctsTree example(int layers) {
        MctsTree t = new MctsTree(layers);
        t.clear(100);
        assertEquals(1, t.addChildren(ROOT, 3));      // A 1, B 2, C 3
        assertEquals(4, t.addChildren(1, 3));         // A1 4, A2 5, A3 6
        assertEquals(7, t.addChildren(6, 3));         // A3a 7, A3b 8, A3c 9
        assertEquals(10, t.addChildren(3, 2));        // C1 10, C2 11
        t.setProofNumbers(5, 0, INF);
        t.setProofNumbers(9, INF, 0);
        return t;
    }

    /** Recomputes the example bottom-up, as expansions would, and ranks every parent's children. */
    private static void updateAll(MctsTree t, long[] scratch) {
        t.updateProofNumbers(6, true);
        t.rankChildren(6, true, scratch);
        t.updateProofNumbers(1, false);
        t.rankChildren(1, false, scratch);
        t.updateProofNumbers(3, false);
        t.rankChildren(3, false, scratch);
        t.updateProofNumbers(ROOT, true);
        t.rankChildren(ROOT, true, scratch);
    }

    private static void assertNumbers(MctsTree t, int node, int pn, int dn, int rank) {
        assertEquals(pn, t.pn(node), "pn of " + node);
        assertEquals(dn, t.dn(node), "dn of " + node);
        assertEquals(rank, t.rank(node), "rank of " + node);
    }

    @Test
    void proofNumbersAndRanksMatchTheHandComputedExample() {
        MctsTree t = example(1);
        long[] scratch = new long[8];
        updateAll(t, scratch);
        assertNumbers(t, ROOT, 1, 3, 0);
        assertNumbers(t, 1, 2, 1, 2);
        assertNumbers(t, 2, 1, 1, 1);
        assertNumbers(t, 3, 2, 1, 2);
        assertNumbers(t, 4, 1, 1, 1);
        assertNumbers(t, 5, 0, INF, 3);
        assertNumbers(t, 6, 1, 2, 2);
        assertNumbers(t, 7, 1, 1, 1);
        assertNumbers(t, 8, 1, 1, 1);
        assertNumbers(t, 9, INF, 0, 3);
        assertNumbers(t, 10, 1, 1, 1);
        assertNumbers(t, 11, 1, 1, 1);
        assertEquals(MctsTree.BYTES_PER_NODE + MctsTree.PN_BYTES_PER_NODE, t.bytesPerNode());
        assertEquals(33, t.bytesPerNode());

        // Expanding B into (B1 leaf, B2 W, B3 leaf): B = (1 + 0 + 1, min(1, ∞, 1)) = (2, 1), which
        // changes R to (min(2, 2, 2), 1 + 1 + 1) = (2, 3), and R's children now all tie at rank 1.
        assertEquals(12, t.addChildren(2, 3));
        t.setProofNumbers(13, 0, INF);
        assertTrue(t.updateProofNumbers(2, false));
        t.rankChildren(2, false, scratch);
        assertNumbers(t, 12, 1, 1, 1);
        assertNumbers(t, 13, 0, INF, 3);
        assertNumbers(t, 14, 1, 1, 1);
        assertTrue(t.updateProofNumbers(ROOT, true));
        t.rankChildren(ROOT, true, scratch);
        assertNumbers(t, ROOT, 2, 3, 0);
        for (int c = 1; c <= 3; c++) assertEquals(1, t.rank(c));

        // Expanding C1 into two leaves: C1 = (min(1, 1), 1 + 1) = (1, 2); C stays
        // (1 + 1, min(2, 1)) = (2, 1): unchanged, so the update stops there, with C's children
        // re-ranked by dn: C2 (1) first, C1 (2) second.
        assertEquals(15, t.addChildren(10, 2));
        assertTrue(t.updateProofNumbers(10, true));
        assertFalse(t.updateProofNumbers(3, false));
        t.rankChildren(3, false, scratch);
        assertNumbers(t, 10, 1, 2, 2);
        assertNumbers(t, 11, 1, 1, 1);
        assertNumbers(t, 3, 2, 1, 1);
    }

    /**
     * The same example in the double layer, with A3c a draw instead of a loss: (∞, 0) in the
     * first layer, (0, ∞) in the second ("not lost" is proven). Second layer:
     * <pre>
     * A3 (OR):  pn2 = min(1, 1, 0) = 0       dn2 = 1 + 1 + ∞ = ∞
     * A (AND):  pn2 = 1 + 0 + 0 = 1          dn2 = min(1, ∞, ∞) = 1
     * C (AND):  pn2 = 1 + 1 = 2              dn2 = min(1, 1) = 1
     * R (OR):   pn2 = min(1, 1, 2) = 1       dn2 = 1 + 1 + 1 = 3
     * </pre>
     * Ranks break ties of the first layer by the second: R's children by (pn, pn2): B (1, 1) 1,
     * A (2, 1) 2, C (2, 2) 3; A's by (dn, dn2): A1 (1, 1) 1, A3 (2, ∞) 2, A2 (∞, ∞) 3; A3's by
     * (pn, pn2): A3a, A3b (1, 1) 1, A3c (∞, 0) 3.
     */
    @Test
    void theSecondLayerMatchesTheHandComputedExampleAndBreaksRankTies() {
        MctsTree t = example(2);
        t.setProofNumbers2(5, 0, INF);
        t.setProofNumbers2(9, 0, INF);
        updateAll(t, new long[8]);
        assertNumbers(t, ROOT, 1, 3, 0);
        assertEquals(1, t.pn2(ROOT));
        assertEquals(3, t.dn2(ROOT));
        assertEquals(1, t.pn2(1));
        assertEquals(1, t.dn2(1));
        assertEquals(0, t.pn2(6));
        assertEquals(INF, t.dn2(6));
        assertEquals(2, t.pn2(3));
        assertEquals(1, t.dn2(3));
        assertEquals(2, t.rank(1));
        assertEquals(1, t.rank(2));
        assertEquals(3, t.rank(3), "C ties A on pn; its pn2 2 > 1 puts it third");
        assertEquals(1, t.rank(4));
        assertEquals(3, t.rank(5));
        assertEquals(2, t.rank(6));
        assertEquals(1, t.rank(7));
        assertEquals(1, t.rank(8));
        assertEquals(3, t.rank(9));
        assertEquals(41, t.bytesPerNode());
    }

    @Test
    void sumsSaturateAtInfinityAndRerootKeepsTheNumbers() {
        MctsTree t = new MctsTree(2);
        t.clear(100);
        t.addChildren(ROOT, 3);
        t.setProofNumbers(1, INF, 0);
        t.setProofNumbers(2, INF, 0);
        t.setProofNumbers2(2, 7, 9);
        assertTrue(t.updateProofNumbers(ROOT, false));
        assertEquals(INF, t.pn(ROOT), "a sum with an infinite term");
        assertEquals(0, t.dn(ROOT));
        assertEquals(9, t.pn2(ROOT));
        assertEquals(1, t.dn2(ROOT));
        t.addChildren(2, 2);
        t.setProofNumbers(4, 5, 6);
        t.reroot(2);
        assertEquals(INF, t.pn(ROOT));
        assertEquals(7, t.pn2(ROOT));
        assertEquals(9, t.dn2(ROOT));
        assertEquals(5, t.pn(1));
        assertEquals(6, t.dn(1));
        assertEquals(1, t.pn(2));
    }
}
