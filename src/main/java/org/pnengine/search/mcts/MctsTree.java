package org.pnengine.search.mcts;

import java.util.Arrays;

/**
 * The node store of a Monte-Carlo search tree: parallel primitive arrays indexed by node id, with
 * no object per node. It is shared by the MCTS family of players (UCT with MCTS-Solver now, the
 * PN-MCTS variants later), which add their own per-node arrays beside it where they need more.
 *
 * <p>Layout and conventions:
 * <ul>
 *   <li>Node {@link #ROOT} (0) is the root. The children of a node occupy the contiguous ids
 *       {@code firstChild .. firstChild + childCount - 1}; {@code firstChild == -1} means the node
 *       has not been expanded.</li>
 *   <li>Every statistic and proof is kept from the point of view of <em>the player who made the
 *       move into the node</em> (the parent's side to move), so that a parent simply maximises
 *       over its children. At the root that is, by convention, the opponent of the side to
 *       move.</li>
 *   <li>{@code valueSum} is the sum of the rewards backed up through the node. Rewards are
 *       −1, 0 or +1 (loss, draw or cut-off, win), so the sum is an exact {@code int}.</li>
 *   <li>{@code status} is the game-theoretic value proven so far ({@link #UNKNOWN},
 *       {@link #WIN}, {@link #LOSS}, {@link #DRAW}); {@code proofPlies} is the length of the
 *       proof line counted from the parent's position (1 for a move that ends the game), capped
 *       at {@link Short#MAX_VALUE}. It lets a player prefer the fastest win and the longest
 *       resistance.</li>
 * </ul>
 * Memory: {@value #BYTES_PER_NODE} bytes per node (five {@code int}s, one {@code short}, one
 * {@code byte}), plus the slack of the doubling growth. The store never grows beyond the node cap
 * given at {@link #clear(int)}; {@link #addChildren} returns -1 instead.
 *
 * <p>Not thread-safe: one search thread owns a tree.
 */
public final class MctsTree {

    /** The id of the root node. */
    public static final int ROOT = 0;
    /** No proof yet. */
    public static final byte UNKNOWN = 0;
    /** A proven win for the player who moved into the node. */
    public static final byte WIN = 1;
    /** A proven loss for the player who moved into the node. */
    public static final byte LOSS = 2;
    /** A proven draw. */
    public static final byte DRAW = 3;
    /** Bytes of array storage per node. */
    public static final int BYTES_PER_NODE = 5 * Integer.BYTES + Short.BYTES + Byte.BYTES;

    private static final int INITIAL_CAPACITY = 1 << 12;

    private int[] visits;
    private int[] valueSum;
    private int[] firstChild;
    private int[] childCount;
    private int[] move;
    private short[] proofPlies;
    private byte[] status;
    private int size;
    private int maxNodes = Integer.MAX_VALUE - 16;

    public MctsTree() {
        allocate(INITIAL_CAPACITY);
    }

    private void allocate(int capacity) {
        visits = new int[capacity];
        valueSum = new int[capacity];
        firstChild = new int[capacity];
        childCount = new int[capacity];
        move = new int[capacity];
        proofPlies = new short[capacity];
        status = new byte[capacity];
    }

    /**
     * Empties the tree and creates a fresh root (move -1). The arrays are kept for reuse unless
     * they are larger than {@code maxNodes} allows.
     *
     * @param maxNodes the most nodes the tree may ever hold (at least 1)
     */
    public void clear(int maxNodes) {
        setMaxNodes(maxNodes);
        if (visits.length > this.maxNodes) allocate(Math.max(1, Math.min(INITIAL_CAPACITY, this.maxNodes)));
        size = 0;
        init(ROOT, -1);
        size = 1;
    }

    /**
     * Sets the node cap for further growth; nodes already in the tree stay even if there are
     * more.
     */
    public void setMaxNodes(int maxNodes) {
        this.maxNodes = Math.max(1, maxNodes);
    }

    /** Drops all nodes and the memory that held them. */
    public void release() {
        allocate(INITIAL_CAPACITY);
        size = 0;
    }

    /** Nodes in the tree. */
    public int size() {
        return size;
    }

    /** Bytes held by the arrays now (capacity, not size). */
    public long bytesAllocated() {
        return (long) visits.length * BYTES_PER_NODE;
    }

    /**
     * Creates {@code n} children of {@code parent} with moves still zero, and links them.
     *
     * @return the id of the first child, or -1 if that would exceed the node cap (nothing changes)
     */
    public int addChildren(int parent, int n) {
        if ((long) size + n > maxNodes) return -1;
        int need = size + n;
        if (need > visits.length) grow(need);
        int first = size;
        for (int i = 0; i < n; i++) init(first + i, 0);
        size = need;
        firstChild[parent] = first;
        childCount[parent] = n;
        return first;
    }

    private void init(int node, int mv) {
        visits[node] = 0;
        valueSum[node] = 0;
        firstChild[node] = -1;
        childCount[node] = 0;
        move[node] = mv;
        proofPlies[node] = 0;
        status[node] = UNKNOWN;
    }

    private void grow(int need) {
        long cap = Math.max((long) need, (long) visits.length * 2);
        int c = (int) Math.min(cap, maxNodes);
        visits = Arrays.copyOf(visits, c);
        valueSum = Arrays.copyOf(valueSum, c);
        firstChild = Arrays.copyOf(firstChild, c);
        childCount = Arrays.copyOf(childCount, c);
        move = Arrays.copyOf(move, c);
        proofPlies = Arrays.copyOf(proofPlies, c);
        status = Arrays.copyOf(status, c);
    }

    /**
     * Makes {@code node}'s subtree the whole tree, with {@code node} as the new {@link #ROOT}
     * (move -1), and frees every other node. Works in place: the kept nodes keep their relative
     * order, so each moves to an id no greater than its old one and sibling blocks stay
     * contiguous. (A node's descendants always have larger ids than the node, because children
     * are created after their parent; so {@code node} becomes 0.) Costs one {@code int} per node
     * of scratch space and time linear in the tree size.
     *
     * @param node any node of the tree
     */
    public void reroot(int node) {
        if (node == ROOT) return;
        int[] map = new int[size];
        Arrays.fill(map, -1);
        // Mark the subtree: ids are assigned below, in increasing old-id order.
        int[] stack = new int[64];
        int top = 0;
        stack[top++] = node;
        map[node] = 0;
        while (top > 0) {
            int n = stack[--top];
            int first = firstChild[n];
            if (first < 0) continue;
            int end = first + childCount[n];
            for (int c = first; c < end; c++) {
                map[c] = 0;
                if (firstChild[c] >= 0) {
                    if (top == stack.length) stack = Arrays.copyOf(stack, top * 2);
                    stack[top++] = c;
                }
            }
        }
        int next = 0;
        for (int old = node; old < size; old++) {
            if (map[old] == 0) map[old] = next++;
        }
        for (int old = node; old < size; old++) {
            int id = map[old];
            if (id < 0) continue;
            // id <= old, and every id below old has been read already: the copy is safe.
            visits[id] = visits[old];
            valueSum[id] = valueSum[old];
            firstChild[id] = firstChild[old] < 0 ? -1 : map[firstChild[old]];
            childCount[id] = childCount[old];
            move[id] = move[old];
            proofPlies[id] = proofPlies[old];
            status[id] = status[old];
        }
        move[ROOT] = -1;
        size = next;
    }

    // ------------------------------------------------------------------ accessors

    public int visits(int node) {
        return visits[node];
    }

    public int valueSum(int node) {
        return valueSum[node];
    }

    /** The mean reward in [-1, 1] for the player who moved into the node; 0 if unvisited. */
    public double mean(int node) {
        int v = visits[node];
        return v == 0 ? 0.0 : (double) valueSum[node] / v;
    }

    /** Adds one visit with a reward of -1, 0 or +1 for the player who moved into the node. */
    public void addVisit(int node, int reward) {
        visits[node]++;
        valueSum[node] += reward;
    }

    public boolean isExpanded(int node) {
        return firstChild[node] >= 0;
    }

    public int firstChild(int node) {
        return firstChild[node];
    }

    public int childCount(int node) {
        return childCount[node];
    }

    public int move(int node) {
        return move[node];
    }

    public void setMove(int node, int mv) {
        move[node] = mv;
    }

    public byte status(int node) {
        return status[node];
    }

    public int proofPlies(int node) {
        return proofPlies[node];
    }

    /** Records a proof for the node, with its length in plies from the parent's position. */
    public void setProof(int node, byte value, int plies) {
        status[node] = value;
        proofPlies[node] = (short) Math.min(plies, Short.MAX_VALUE);
    }

    /** The proof for a player whose terminal score (from that player's view) has the sign of {@code s}. */
    public static byte statusOfSign(int s) {
        return s > 0 ? WIN : s < 0 ? LOSS : DRAW;
    }

    /** The same proof seen by the other player. */
    public static byte negate(byte s) {
        return s == WIN ? LOSS : s == LOSS ? WIN : s;
    }

    /**
     * The MCTS-Solver rule [Winands, Björnsson and Saito 2008]: derives the value of an expanded
     * node from its children's proofs. For the node's side to move (who made the moves into the
     * children) the node is won if some child is a proven {@link #WIN}, lost if every child is a
     * proven {@link #LOSS}, drawn if every child is proven and the best is a {@link #DRAW}, and
     * otherwise unknown. A win takes the shortest winning line, a loss the longest resistance, a
     * draw the shortest drawing line.
     *
     * @param node          an expanded, unproven node
     * @param moverSwitches whether the player who moved into the node differs from the node's
     *                      side to move (true in every alternating game; false after a move that
     *                      lets its player move again)
     * @return whether the node is now proven
     */
    public boolean solveFromChildren(int node, boolean moverSwitches) {
        int first = firstChild[node];
        int end = first + childCount[node];
        int winPlies = Integer.MAX_VALUE;
        int drawPlies = Integer.MAX_VALUE;
        int lossPlies = 0;
        boolean allProven = true;
        for (int c = first; c < end; c++) {
            byte s = status[c];
            int p = proofPlies[c];
            if (s == WIN) {
                winPlies = Math.min(winPlies, p);
            } else if (s == DRAW) {
                drawPlies = Math.min(drawPlies, p);
            } else if (s == LOSS) {
                lossPlies = Math.max(lossPlies, p);
            } else {
                allProven = false;
            }
        }
        byte v;
        int plies;
        if (winPlies != Integer.MAX_VALUE) {
            v = WIN;
            plies = winPlies;
        } else if (!allProven) {
            return false;
        } else if (drawPlies != Integer.MAX_VALUE) {
            v = DRAW;
            plies = drawPlies;
        } else {
            v = LOSS;
            plies = lossPlies;
        }
        setProof(node, moverSwitches ? negate(v) : v, plies + 1);
        return true;
    }

    /**
     * The child a player should play at {@code node} (which must be expanded): the fastest proven
     * win if there is one; otherwise the most-visited child that is not a proven loss (ties go to
     * the better mean); if every child is a proven loss, the longest resistance (ties go to the
     * more visited).
     */
    public int bestChild(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        int win = -1;
        int best = -1;
        int longestLoss = -1;
        for (int c = first; c < end; c++) {
            byte s = status[c];
            if (s == WIN) {
                if (win < 0 || proofPlies[c] < proofPlies[win]
                        || proofPlies[c] == proofPlies[win] && visits[c] > visits[win]) {
                    win = c;
                }
            } else if (s == LOSS) {
                if (longestLoss < 0 || proofPlies[c] > proofPlies[longestLoss]
                        || proofPlies[c] == proofPlies[longestLoss] && visits[c] > visits[longestLoss]) {
                    longestLoss = c;
                }
            } else if (best < 0 || visits[c] > visits[best]
                    || visits[c] == visits[best] && value(c) > value(best)) {
                best = c;
            }
        }
        return win >= 0 ? win : best >= 0 ? best : longestLoss;
    }

    /** The node's value for the player who moved into it: exact if proven, else the mean. */
    public double value(int node) {
        switch (status[node]) {
            case WIN: return 1.0;
            case LOSS: return -1.0;
            case DRAW: return 0.0;
            default: return mean(node);
        }
    }
}
