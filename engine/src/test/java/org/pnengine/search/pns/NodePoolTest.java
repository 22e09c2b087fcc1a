package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NodePoolTest {

    @Test
    void blocksAreContiguousAndNeverStraddleAChunk() {
        NodePool p = new NodePool(5, 7, new StorageQuota(Long.MAX_VALUE));
        int chunk = p.lowMask + 1;
        int last = -1;
        for (int i = 0; i < 10_000; i++) {
            int f = p.allocate(7);
            assertTrue(f > last, "blocks are handed out in order");
            assertEquals(f >>> p.bits, (f + 6) >>> p.bits, "block " + f + " inside one chunk of " + chunk);
            for (int k = 0; k < 7; k++) p.set(f + k, NodePool.MOVE, f + k);
            last = f;
        }
        assertEquals(70_000, p.live());
        // Records survive the growth of chunk 0 and the addition of chunks.
        assertEquals(5, p.get(5, NodePool.MOVE));
        assertEquals(last + 6, p.get(last + 6, NodePool.MOVE));
    }

    /** PNS's backup: the least of one field and the sum of another, capped; MCPNS's over floats. */
    @Test
    void leastAndSumReduceTheChildrenOfANode() {
        int v0 = NodePool.VALUES;
        int v1 = NodePool.VALUES + 1;
        NodePool p = new NodePool(5, 4, new StorageQuota(Long.MAX_VALUE));
        int parent = p.allocate(1);
        int first = p.allocate(3);
        p.set(parent, NodePool.FIRST, first);
        p.set(parent, NodePool.COUNT, 3);
        int[] pn = {7, 3, 9};
        int[] dn = {Integer.MAX_VALUE - 1, 2, 5};
        for (int i = 0; i < 3; i++) {
            p.set(first + i, v0, pn[i]);
            p.set(first + i, v1, dn[i]);
        }
        int[] a = p.chunk(parent);
        int o = p.offset(parent);
        long r = p.leastAndSum(a, o, 5, v0, v1);
        assertEquals(3, NodePool.least(r));
        assertEquals(Integer.MAX_VALUE, NodePool.sum(r), "a sum past the int range is capped");
        r = p.leastAndSum(a, o, 5, v1, v0);
        assertEquals(2, NodePool.least(r));
        assertEquals(19, NodePool.sum(r));
        float[] f = {0.25f, 0.5f, 0.125f};
        for (int i = 0; i < 3; i++) p.set(first + i, v1, Float.floatToRawIntBits(f[i]));
        r = p.leastAndFloatSum(a, o, 5, v1, v1);
        assertEquals(0.125f, Float.intBitsToFloat(NodePool.least(r)));
        assertEquals(0.875f, Float.intBitsToFloat(NodePool.sum(r)));
    }

    @Test
    void freedBlocksAreReusedBySize() {
        NodePool p = new NodePool(3, 8, new StorageQuota(Long.MAX_VALUE));
        int a = p.allocate(4);
        int b = p.allocate(2);
        int c = p.allocate(4);
        p.free(a, 4);
        p.free(c, 4);
        assertEquals(2, p.live());
        assertEquals(c, p.allocate(4), "the last freed block of that size first");
        assertEquals(a, p.allocate(4));
        assertTrue(p.allocate(2) > c, "no freed block of size 2: a new one");
        assertEquals(12, p.live());
        assertTrue(b >= 0);
    }

    /**
     * A block freed with its subtree frees its children's blocks when it is handed out again,
     * which happens once the budget refuses new slots (here it holds the nine nodes exactly).
     */
    @Test
    void blocksFreedWithTheirSubtreeFreeItWhenReused() {
        NodePool p = new NodePool(4, 8, new StorageQuota(9 * 16));
        int top = p.allocate(3);
        for (int i = 0; i < 3; i++) p.set(top + i, NodePool.FIRST, -1);
        int mid = p.allocate(2);       // the children of top + 1
        int low = p.allocate(4);       // the children of mid + 0
        for (int i = 0; i < 2; i++) p.set(mid + i, NodePool.FIRST, -1);
        for (int i = 0; i < 4; i++) p.set(low + i, NodePool.FIRST, -1);
        p.set(top + 1, NodePool.FIRST, mid);
        p.set(top + 1, NodePool.COUNT, 2);
        p.set(mid, NodePool.FIRST, low);
        p.set(mid, NodePool.COUNT, 4);
        int fresh = p.slots();
        p.freeTree(top, 3);
        assertEquals(6, p.live(), "the nodes below count until their block is read");
        assertEquals(top, p.allocate(3), "the freed block itself");
        assertEquals(-1, p.get(top + 1, NodePool.FIRST), "its records are cleared of children");
        assertEquals(7, p.live(), "its children's block is freed once it is read");
        assertEquals(mid, p.allocate(2), "its children's block, freed when it was read");
        assertEquals(5, p.live());
        assertEquals(low, p.allocate(4), "and theirs");
        assertEquals(9, p.live());
        assertEquals(fresh, p.slots(), "no new slot was taken");
        assertEquals(-1, p.allocate(1), "nothing freed is left, and the budget is spent");
    }

    /** While the budget has room, new slots are taken and blocks freed with their subtree wait. */
    @Test
    void freedSubtreesWaitWhileTheBudgetHasRoom() {
        NodePool p = new NodePool(4, 8, new StorageQuota(Long.MAX_VALUE));
        int[] tree = nodeOverFive(p);
        int fresh = p.slots();
        p.freeTree(tree[0], 1);
        assertEquals(5, p.live(), "the block below counts until the freed one is read");
        assertEquals(fresh, p.allocate(1), "a new slot, though a block of that size is freed");
        assertEquals(fresh + 1, p.allocate(5));
        assertEquals(11, p.live());
    }

    /**
     * Once the budget is spent and no freed block of the size asked for is left, freed subtrees
     * are read until one is.
     */
    @Test
    void aSpentBudgetReadsFreedSubtreesForOtherSizes() {
        NodePool p = new NodePool(4, 8, new StorageQuota(6 * 16));
        int[] tree = nodeOverFive(p);
        int top = tree[0];
        int low = tree[1];
        int fresh = p.slots();
        p.freeTree(top, 1);
        assertEquals(low, p.allocate(5), "the block below the freed one of size 1");
        assertEquals(top, p.allocate(1), "then that one, already read");
        assertEquals(fresh, p.slots());
        assertEquals(-1, p.allocate(1), "nothing freed is left, and the budget is spent");
    }

    /** A block of one node whose node has a block of five unexpanded children: {top, low}. */
    private static int[] nodeOverFive(NodePool p) {
        int top = p.allocate(1);
        int low = p.allocate(5);
        for (int i = 0; i < 5; i++) p.set(low + i, NodePool.FIRST, -1);
        p.set(top, NodePool.FIRST, low);
        p.set(top, NodePool.COUNT, 5);
        return new int[] {top, low};
    }

    @Test
    void theMemoryBudgetIsSharedAndReleasedOnClear() {
        StorageQuota m = new StorageQuota(20 * 100);
        NodePool nodes = new NodePool(5, 10, m);   // 20 bytes per node
        NodePool ints = new NodePool(1, 10, m);    // 4 bytes per slot
        assertTrue(nodes.allocate(60) >= 0);
        assertTrue(ints.allocate(100) >= 0);       // 1200 + 400 of 2000 bytes
        assertEquals(-1, nodes.allocate(30), "over the shared budget");
        assertTrue(nodes.allocate(20) >= 0);
        nodes.clear();
        assertEquals(400, m.used());
        assertEquals(0, nodes.allocate(50));
    }
}
