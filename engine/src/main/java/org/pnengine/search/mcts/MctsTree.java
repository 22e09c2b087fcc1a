package org.pnengine.search.mcts;

import java.util.Arrays;

/**
 * The node store of a Monte-Carlo search tree, shared by the whole MCTS family
 * ({@link MctsPlayer}): parallel primitive arrays indexed by node id, no object per node.
 * <ul>
 *   <li>Node {@link #ROOT} (0) is the root; a node's children are the contiguous ids
 *       {@code firstChild .. firstChild + childCount - 1}, and {@code firstChild == -1} means it
 *       has not been expanded.</li>
 *   <li>Statistics and proofs are those of the player who moved into the node (the parent's side
 *       to move; at the root, by convention, the opponent of the side to move), so a parent
 *       maximises over its children. {@code valueSum} sums rewards of −1, 0 or +1 (an exact
 *       {@code int}); {@code status} is the proven value ({@link #UNKNOWN}, {@link #WIN},
 *       {@link #LOSS}, {@link #DRAW}) and {@code proofPlies} the proof line's length from the
 *       parent (1 for a move that ends the game, capped at {@link Short#MAX_VALUE}), so a player
 *       can prefer the fastest win and the longest resistance.</li>
 *   <li>With {@code pnLayers} 1 or 2 (PN-MCTS: Kowalski, Doe, Winands, Górski and Soemers, IEEE
 *       ToG 2024) a node also keeps pn and dn, and pn2 and dn2 for the double layer, relative to
 *       the <em>root player</em> (OR where it is to move), with the PNS rules
 *       ({@link #updateProofNumbers}), and its competition rank among its siblings
 *       ({@link #rankChildren}); protocol-spec/players.md states the rules. ∞ is {@link #INF}; a
 *       finite number never exceeds the leaves below the node, and sums saturate at ∞.</li></ul>
 * Memory: {@link #bytesPerNode()} ({@value #BYTES_PER_NODE} bytes, plus {@value #PN_BYTES_PER_NODE}
 * and {@value #PN2_BYTES_PER_NODE} for the layers, {@value #IMPLICIT_BYTES_PER_NODE} for implicit
 * minimax values) and the doubling's slack; the store never grows
 * past the node cap given to {@link #clear(int)}, where {@link #addChildren} returns -1. Not
 * thread-safe: one search thread owns a tree.
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
    /** Bytes of array storage per node, without proof numbers. */
    public static final int BYTES_PER_NODE = 5 * Integer.BYTES + Short.BYTES + Byte.BYTES;
    /** Bytes added per node by the first proof-number layer: pn, dn and the rank. */
    public static final int PN_BYTES_PER_NODE = 2 * Integer.BYTES + Short.BYTES;
    /** Bytes added per node by the second proof-number layer: pn2 and dn2. */
    public static final int PN2_BYTES_PER_NODE = 2 * Integer.BYTES;
    /** Bytes added per node by the implicit minimax values. */
    public static final int IMPLICIT_BYTES_PER_NODE = Float.BYTES;
    /** An infinite proof or disproof number. */
    public static final int INF = Integer.MAX_VALUE;

    private static final int INITIAL_CAPACITY = 1 << 12;

    private int[] visits;
    private int[] valueSum;
    private int[] firstChild;
    private int[] childCount;
    private int[] move;
    private short[] proofPlies;
    private byte[] status;
    // Proof numbers: null unless pnLayers >= 1 (pn, dn, rank) or 2 (pn2, dn2).
    private final int pnLayers;
    private int[] pn;
    private int[] dn;
    private short[] rank;
    private int[] pn2;
    private int[] dn2;
    // Implicit minimax values: null unless kept.
    private final boolean implicit;
    private float[] implicitValue;
    private int size;
    private int maxNodes = Integer.MAX_VALUE - 16;

    /** A tree without proof numbers. */
    public MctsTree() {
        this(0);
    }

    /**
     * A tree that keeps {@code pnLayers} layers of proof numbers: 0 (none), 1 (PN-MCTS) or 2
     * (double-layer PN-MCTS).
     */
    public MctsTree(int pnLayers) {
        this(pnLayers, false);
    }

    /**
     * A tree that keeps {@code pnLayers} layers of proof numbers and, with {@code implicit}, an
     * implicit minimax value per node ({@link MctsSettings.Implicit}).
     */
    public MctsTree(int pnLayers, boolean implicit) {
        if (pnLayers < 0 || pnLayers > 2) throw new IllegalArgumentException("pnLayers must be 0, 1 or 2");
        this.pnLayers = pnLayers;
        this.implicit = implicit;
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
        if (pnLayers >= 1) {
            pn = new int[capacity];
            dn = new int[capacity];
            rank = new short[capacity];
        }
        if (pnLayers == 2) {
            pn2 = new int[capacity];
            dn2 = new int[capacity];
        }
        if (implicit) implicitValue = new float[capacity];
    }

    /** The proof-number layers kept: 0, 1 or 2. */
    public int pnLayers() {
        return pnLayers;
    }

    /** Bytes of array storage per node in this tree. */
    public int bytesPerNode() {
        return BYTES_PER_NODE + (pnLayers >= 1 ? PN_BYTES_PER_NODE : 0) + (pnLayers == 2 ? PN2_BYTES_PER_NODE : 0)
                + (implicit ? IMPLICIT_BYTES_PER_NODE : 0);
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
        return (long) visits.length * bytesPerNode();
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
        if (pnLayers >= 1) {
            pn[node] = 1;
            dn[node] = 1;
            rank[node] = 0;
            if (pnLayers == 2) {
                pn2[node] = 1;
                dn2[node] = 1;
            }
        }
        if (implicit) implicitValue[node] = 0;
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
        if (pnLayers >= 1) {
            pn = Arrays.copyOf(pn, c);
            dn = Arrays.copyOf(dn, c);
            rank = Arrays.copyOf(rank, c);
        }
        if (pnLayers == 2) {
            pn2 = Arrays.copyOf(pn2, c);
            dn2 = Arrays.copyOf(dn2, c);
        }
        if (implicit) implicitValue = Arrays.copyOf(implicitValue, c);
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
            if (pnLayers >= 1) {
                pn[id] = pn[old];
                dn[id] = dn[old];
                rank[id] = rank[old];
                if (pnLayers == 2) {
                    pn2[id] = pn2[old];
                    dn2[id] = dn2[old];
                }
            }
            if (implicit) implicitValue[id] = implicitValue[old];
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

    /** The implicit minimax value in [-1, 1] for the player who moved into the node (0 if not kept). */
    public float implicitValue(int node) {
        return implicit ? implicitValue[node] : 0f;
    }

    /** Sets the node's implicit minimax value; the tree must keep them. */
    public void setImplicitValue(int node, float v) {
        implicitValue[node] = v;
    }

    /**
     * Sets the expanded {@code node}'s implicit value to the negamax of its children's,
     * -max over c of v(c); returns whether it changed.
     */
    public boolean backupImplicit(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        float best = Float.NEGATIVE_INFINITY;
        for (int c = first; c < end; c++) best = Math.max(best, implicitValue[c]);
        float v = -best;
        if (v == implicitValue[node]) return false;
        implicitValue[node] = v;
        return true;
    }

    /** Adds one visit with a reward of -1, 0 or +1 for the player who moved into the node. */
    public void addVisit(int node, int reward) {
        visits[node]++;
        valueSum[node] += reward;
    }

    /** Turns the node's statistics round, to the other player's point of view. */
    public void negateValue(int node) {
        valueSum[node] = -valueSum[node];
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
     * more visited). Earlier children win full ties ({@link #isBetterChoice}).
     */
    public int bestChild(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        if (end == first) return -1;
        int best = first;
        for (int c = first + 1; c < end; c++) {
            if (isBetterChoice(status[c], proofPlies[c], visits[c], value(c),
                    status[best], proofPlies[best], visits[best], value(best))) {
                best = c;
            }
        }
        return best;
    }

    /**
     * The rule of {@link #bestChild}, for one pair of candidates, shared with the root of a
     * parallel search ({@code RootStats}): whether a move with proof {@code s} (of
     * {@code plies}), {@code visits} and {@code value} is strictly better than the current best
     * {@code b*}. A proven win beats anything else, and a proven loss nothing; two wins compare by
     * fewer plies, then more visits; two losses by more plies, then more visits; the rest by
     * {@link #isMoreVisited}.
     */
    public static boolean isBetterChoice(byte s, int plies, long visits, double value,
                                         byte bs, int bPlies, long bVisits, double bValue) {
        int cat = s == WIN ? 2 : s == LOSS ? 0 : 1;
        int bCat = bs == WIN ? 2 : bs == LOSS ? 0 : 1;
        if (cat != bCat) return cat > bCat;
        if (cat == 2) return plies < bPlies || plies == bPlies && visits > bVisits;
        if (cat == 0) return plies > bPlies || plies == bPlies && visits > bVisits;
        return isMoreVisited(visits, value, bVisits, bValue);
    }

    /** The "most visited" rule: more visits, or as many and a better value. */
    public static boolean isMoreVisited(long visits, double value, long bVisits, double bValue) {
        return visits > bVisits || visits == bVisits && value > bValue;
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

    // ------------------------------------------------------------------ proof numbers (PN-MCTS)

    /** The node's proof number for the root player (first layer: a win); needs pnLayers >= 1. */
    public int pn(int node) {
        return pn[node];
    }

    /** The node's disproof number for the root player (first layer). */
    public int dn(int node) {
        return dn[node];
    }

    /** The node's second-layer proof number ("not lost"); needs pnLayers 2. */
    public int pn2(int node) {
        return pn2[node];
    }

    /** The node's second-layer disproof number. */
    public int dn2(int node) {
        return dn2[node];
    }

    /** The node's competition rank among its siblings, 1 = best; 0 before its parent ranked it. */
    public int rank(int node) {
        return rank[node];
    }

    /** Sets the first layer's numbers (for leaves: (1, 1), (0, {@link #INF}) or ({@link #INF}, 0)). */
    public void setProofNumbers(int node, int p, int d) {
        pn[node] = p;
        dn[node] = d;
    }

    /** Sets the second layer's numbers. */
    public void setProofNumbers2(int node, int p, int d) {
        pn2[node] = p;
        dn2[node] = d;
    }

    /**
     * Recomputes an expanded node's proof numbers from its children by the PNS rules (Allis et al.
     * 1994): at an OR node pn = min and dn = sum of the children's, at an AND node pn = sum and
     * dn = min, in every layer the tree keeps.
     *
     * @param orNode whether the root player is to move at the node
     * @return whether any of the node's numbers changed
     */
    public boolean updateProofNumbers(int node, boolean orNode) {
        int first = firstChild[node];
        int end = first + childCount[node];
        int[] mins = orNode ? pn : dn;
        int[] sums = orNode ? dn : pn;
        int min = INF;
        long sum = 0;
        for (int c = first; c < end; c++) {
            if (mins[c] < min) min = mins[c];
            sum += sums[c];
        }
        int s = sum >= INF ? INF : (int) sum;
        boolean changed = mins[node] != min || sums[node] != s;
        mins[node] = min;
        sums[node] = s;
        if (pnLayers == 2) {
            int[] mins2 = orNode ? pn2 : dn2;
            int[] sums2 = orNode ? dn2 : pn2;
            int min2 = INF;
            long sum2 = 0;
            for (int c = first; c < end; c++) {
                if (mins2[c] < min2) min2 = mins2[c];
                sum2 += sums2[c];
            }
            int s2 = sum2 >= INF ? INF : (int) sum2;
            changed |= mins2[node] != min2 || sums2[node] != s2;
            mins2[node] = min2;
            sums2[node] = s2;
        }
        return changed;
    }

    /**
     * Ranks the children of an expanded node for the PN-MCTS selection term: by pn ascending if
     * the node is an OR node, by dn ascending if it is an AND node; in the double layer, ties are
     * broken by pn2 (OR) or dn2 (AND) ascending. Competition ranking: a child's rank is one plus
     * the number of its siblings that sort strictly before it, so ties share the better rank
     * (1, 1, 3, ...). Costs O(k log k) for k children and allocates nothing.
     *
     * @param scratch at least {@code childCount(node)} longs of working space
     */
    public void rankChildren(int node, boolean orNode, long[] scratch) {
        int first = firstChild[node];
        int k = childCount[node];
        for (int i = 0; i < k; i++) scratch[i] = rankKey(first + i, orNode);
        Arrays.sort(scratch, 0, k);
        for (int i = 0; i < k; i++) {
            long key = rankKey(first + i, orNode);
            // The first position holding this key: the number of siblings sorting before it.
            int lo = 0;
            int hi = k;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (scratch[mid] < key) lo = mid + 1;
                else hi = mid;
            }
            rank[first + i] = (short) Math.min(lo + 1, Short.MAX_VALUE);
        }
    }

    /** The sort key of a child: the primary number in the high half, the tie-breaker in the low. */
    private long rankKey(int c, boolean orNode) {
        long primary = orNode ? pn[c] : dn[c];
        long secondary = pnLayers == 2 ? (orNode ? pn2[c] : dn2[c]) : 0;
        return primary << 32 | secondary;
    }
}
