package org.pnengine.search.pns;

import java.util.Arrays;

/**
 * The node storage of every proof-number tree: fixed-size records of {@code stride} ints in
 * {@code int[]} chunks, with no object per node.
 *
 * <p>Node n is the record {@code chunk(n)[offset(n) .. offset(n) + stride - 1]}, where
 * {@code chunk(n) = chunks[n >>> bits]} and {@code offset(n) = (n & lowMask) * stride}. Three
 * fields are common to every tree: {@link #FIRST} (the first child, or -1 when the node is not
 * expanded), {@link #COUNT} (the number of children) and {@link #MOVE} (the move leading to the
 * node); the tree's rules own the fields from {@link #VALUES} on. The children of a node are one
 * contiguous block of records inside one chunk (a block that would straddle a chunk boundary
 * starts the next chunk instead).
 *
 * <p>Chunks hold 2^14 nodes (more if the game's branching needs it): small enough to stay below
 * G1's humongous-object threshold, which would round each chunk up to whole heap regions. The
 * first chunk starts at 1024 nodes and doubles, so that tiny solves stay cheap; later chunks are
 * allocated whole and never copied, so growth never pauses. Freed blocks (see {@link #free}) go
 * to a free list per block size and are reused first; blocks freed with their subtrees (see
 * {@link #freeTree}) once the budget has no room for new ones.
 *
 * <p>Memory is accounted per slot handed out, {@code stride * 4} bytes each (slots skipped at a
 * chunk's end included), against a {@link StorageQuota} that several pools of one search may
 * share, and at most {@code Integer.MAX_VALUE - 1} slots; a request beyond it fails, and the
 * caller stops with reason {@code memory}.
 */
final class NodePool {

    /** The first child of a node, or -1 if it is not expanded. */
    static final int FIRST = 0;
    /** The number of children of an expanded node. */
    static final int COUNT = 1;
    /** The move from the parent to the node (-1 at the root). */
    static final int MOVE = 2;
    /** The first field owned by the tree's rules. */
    static final int VALUES = 3;

    private static final int CHUNK_BITS = 14;
    private static final int FIRST_CHUNK = 1024;

    final int stride;
    final int bits;
    final int lowMask;
    final int bytesPerNode;
    private final StorageQuota budget;

    /** The chunks; read them through {@link #chunk} after every {@link #allocate}. */
    int[][] chunks = new int[4][];
    private int chunkCount;
    private int size;             // the next never-used slot
    private long live;            // slots in use: handed out and not freed
    private int[] freeHead;       // per block size: the first free block, or -1
    private int[] treeHead;       // per block size: the first block freed with its subtree, or -1
    private long treeBlocks;      // blocks in the tree lists
    private int longestTree;      // the largest size of block ever put on a tree list

    /**
     * @param stride      ints per node, {@link #VALUES} plus the rules' fields
     * @param maxMoves    the largest block that will be requested
     * @param budget      the bytes the records may take, possibly shared with other pools
     */
    NodePool(int stride, int maxMoves, StorageQuota budget) {
        this.stride = stride;
        this.bytesPerNode = stride * Integer.BYTES;
        int k = Math.max(1, maxMoves);
        this.bits = Math.max(CHUNK_BITS, 32 - Integer.numberOfLeadingZeros(k - 1));
        this.lowMask = (1 << bits) - 1;
        this.budget = budget;
        this.freeHead = new int[k + 1];
        Arrays.fill(freeHead, -1);
        this.treeHead = new int[k + 1];
        Arrays.fill(treeHead, -1);
    }

    int[] chunk(int n) {
        return chunks[n >>> bits];
    }

    /**
     * The index (0..count-1) of the first child, of the expanded node at {@code a[o..]}, whose int
     * {@code field} is least: the descent's choice of PNS and MCPNS (whose non-negative float
     * numbers, stored as raw bits, order like ints).
     */
    int firstLeastChild(int[] a, int o, int field) {
        int f = a[o + FIRST];
        int[] ca = chunks[f >>> bits];
        int from = (f & lowMask) * stride + field;
        int k = a[o + COUNT];
        int best = 0;
        int bv = ca[from];
        for (int i = 1, j = from + stride; i < k; i++, j += stride) {
            int v = ca[j];
            if (v < bv) {
                bv = v;
                best = i;
            }
        }
        return best;
    }

    /**
     * The proof-number backup's two reductions over the children of the expanded node at
     * {@code a[o..]}, in one pass: the least of the int {@code minField} and the sum of the int
     * {@code sumField} (each at least 0), capped at {@code Integer.MAX_VALUE}, packed into one
     * long that {@link #least} and {@link #sum} read (an OR node's pn is the least of its
     * children's and its dn their sum; an AND node's the other way round). {@code stride} is this
     * pool's {@link #stride}, passed as the caller's constant: once inlined, the loop then
     * compiles as a counted loop, as fast as one written out with the constant.
     */
    long leastAndSum(int[] a, int o, int stride, int minField, int sumField) {
        int f = a[o + FIRST];
        int[] ca = chunks[f >>> bits];
        int from = (f & lowMask) * stride;
        int end = from + a[o + COUNT] * stride;
        int min = Integer.MAX_VALUE;   // an expanded node has a child
        long sum = 0;
        for (int j = from; j < end; j += stride) {
            min = Math.min(min, ca[j + minField]);
            sum += ca[j + sumField];
        }
        return pack(min, sum < Integer.MAX_VALUE ? (int) sum : Integer.MAX_VALUE);
    }

    /**
     * {@link #leastAndSum} over float numbers stored as raw bits (each at least 0, so that their
     * bits order like ints): the sum is taken in double and rounded to a float, whose raw bits
     * {@link #sum} reads.
     */
    long leastAndFloatSum(int[] a, int o, int stride, int minField, int sumField) {
        int f = a[o + FIRST];
        int[] ca = chunks[f >>> bits];
        int from = (f & lowMask) * stride;
        int end = from + a[o + COUNT] * stride;
        int min = Integer.MAX_VALUE;
        double sum = 0;
        for (int j = from; j < end; j += stride) {
            min = Math.min(min, ca[j + minField]);
            sum += Float.intBitsToFloat(ca[j + sumField]);
        }
        return pack(min, Float.floatToRawIntBits((float) sum));
    }

    private static long pack(int least, int sum) {
        return (long) least << 32 | (sum & 0xFFFFFFFFL);
    }

    /** The least of {@link #leastAndSum}'s answer. */
    static int least(long leastAndSum) {
        return (int) (leastAndSum >>> 32);
    }

    /** The sum of {@link #leastAndSum}'s answer. */
    static int sum(long leastAndSum) {
        return (int) leastAndSum;
    }

    int offset(int n) {
        return (n & lowMask) * stride;
    }

    int get(int n, int field) {
        return chunks[n >>> bits][(n & lowMask) * stride + field];
    }

    void set(int n, int field, int value) {
        chunks[n >>> bits][(n & lowMask) * stride + field] = value;
    }

    /** The slots ever handed out since the last {@link #clear}: every node index is below this. */
    int slots() {
        return size;
    }

    /** Nodes in use now. */
    long live() {
        return live;
    }

    /** Forgets every node (the chunks are kept for reuse). */
    void clear() {
        budget.release((long) size * bytesPerNode);
        size = 0;
        live = 0;
        Arrays.fill(freeHead, -1);
        Arrays.fill(treeHead, -1);
        treeBlocks = 0;
    }

    /**
     * Reserves {@code k} contiguous slots inside one chunk and returns the first, or -1 if the
     * budget forbids (or the heap is exhausted). A block of the same size from the free list is
     * reused first; blocks freed with their subtrees ({@link #freeTree}) only once the budget has no
     * room for new slots. May replace chunk 0's array: re-read chunks afterwards.
     */
    int allocate(int k) {
        if (k < freeHead.length && freeHead[k] >= 0) {
            int f = freeHead[k];
            freeHead[k] = get(f, FIRST);
            live += k;
            return f;
        }
        int f = fresh(k);
        if (f >= 0 || treeBlocks == 0) return f;
        return reclaim(k);
    }

    /** {@code k} never-used slots inside one chunk, or -1 if the budget or the heap has no room. */
    private int fresh(int k) {
        int chunkSize = lowMask + 1;
        int start = size;
        if ((start & lowMask) + k > chunkSize) start = (start | lowMask) + 1;
        long end = (long) start + k;
        if (end > Integer.MAX_VALUE - 1) return -1;
        long bytes = (end - size) * bytesPerNode;
        if (!budget.take(bytes)) return -1;
        int c = start >>> bits;
        int need = (int) (((end - 1) & lowMask) + 1);
        try {
            if (c == chunkCount) {
                if (c == chunks.length) chunks = Arrays.copyOf(chunks, c * 2);
                int len = c == 0 ? Math.min(chunkSize, Math.max(FIRST_CHUNK, need)) : chunkSize;
                chunks[c] = new int[len * stride];
                chunkCount++;
            } else if (chunks[c].length < need * stride) {
                // Only chunk 0 is ever short: it doubles up to full size.
                int len = Math.min(chunkSize, Math.max(need, chunks[c].length / stride * 2));
                chunks[c] = Arrays.copyOf(chunks[c], len * stride);
            }
        } catch (OutOfMemoryError e) {
            budget.release(bytes);
            return -1;
        }
        size = (int) end;
        live += k;
        return start;
    }

    /** Returns the block of {@code k} nodes starting at {@code first} for reuse. */
    void free(int first, int k) {
        set(first, FIRST, freeHead[k]);
        freeHead[k] = first;
        live -= k;
    }

    /**
     * Returns the block of {@code k} nodes starting at {@code first} for reuse together with the
     * subtrees below its records, without visiting them now: every record's {@link #FIRST} and
     * {@link #COUNT} must be valid (-1, or a block of children that only this record owns). The
     * block's records are read when the block is handed out again ({@link #allocate}), which
     * writes them anyway, and the blocks of children they name are freed the same way then.
     * Blocks on these lists are handed out only once the budget refuses new slots (then a block
     * of the size asked for first, else blocks of other sizes are read until one is free): until
     * then new slots are taken, which lie together in memory, where a reused block lies wherever
     * its old subtree was and is cold in the cache (measurements: docs/experiments.md#mopns-against-pns,
     * the sixth step). So memory
     * stays within the budget, and the nodes below a freed block count as {@link #live} until
     * its block is read. The link to the next block is kept in the first
     * record's {@link #MOVE} (a record has at least {@link #VALUES} fields).
     */
    void freeTree(int first, int k) {
        set(first, MOVE, treeHead[k]);
        treeHead[k] = first;
        treeBlocks++;
        if (k > longestTree) longestTree = k;
        live -= k;
    }

    /**
     * A freed block of {@code k} nodes for {@link #allocate}, taken from the tree lists (reading
     * blocks of other sizes first if none of this size is free), or -1 if there is none.
     */
    private int reclaim(int k) {
        while (true) {
            if (k < treeHead.length && treeHead[k] >= 0) {
                int f = popTree(k);
                live += k;
                return f;
            }
            if (k < freeHead.length && freeHead[k] >= 0) {
                int f = freeHead[k];
                freeHead[k] = get(f, FIRST);
                live += k;
                return f;
            }
            if (treeBlocks == 0) return -1;
            // None of this size: read a block of another size, which frees its children's blocks.
            for (int j = 1; j <= longestTree; j++) {
                if (treeHead[j] >= 0) {
                    int b = popTree(j);
                    set(b, FIRST, freeHead[j]);
                    freeHead[j] = b;
                    break;
                }
            }
        }
    }

    /** Takes the first block of {@code k} nodes off its tree list and frees the blocks its records name. */
    private int popTree(int k) {
        int f = treeHead[k];
        int[] a = chunks[f >>> bits];
        int o = (f & lowMask) * stride;
        treeHead[k] = a[o + MOVE];
        treeBlocks--;
        for (int i = 0; i < k; i++, o += stride) {
            int cf = a[o + FIRST];
            if (cf >= 0) {
                a[o + FIRST] = -1;
                freeTree(cf, a[o + COUNT]);
            }
        }
        return f;
    }
}
