package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pnengine.search.mcts.MctsTree.DRAW;
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
}
