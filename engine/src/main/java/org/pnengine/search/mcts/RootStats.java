package org.pnengine.search.mcts;

import java.util.Arrays;
import org.pnengine.search.Value;

/**
 * The statistics of a search root's moves, and the final-move rules over them. One instance holds
 * either one search's root ({@link #fromTree}, copied from its {@link MctsTree}) or the merge of
 * several searches of the same position ({@link #merge}, root parallelism); the rules read both
 * alike, so that one thread and many play by the same code.
 *
 * <p><b>Merging</b> (per root move, over the searches): visits and reward sums add up, so the
 * mean is the visit-weighted mean; a proof from any search is exact and is taken (for two proofs
 * of the same value, the shortest win or draw and the longest loss); pn, dn, pn2 and dn2 are the
 * minimum over the searches, with the other number of a proven pair set to ∞ (a proof makes the
 * pair (0, ∞)); the principal variation comes from the search with the most visits on the move.
 * Two searches proving different values for one move would be a bug: the merge counts it in
 * {@link #conflicts}, which the player adds up for the tests to check.
 *
 * <p><b>Final move</b> ({@link #finalChoice}): for {@code uct} and {@code mcts-solver},
 * {@code final=proven} plays the fastest proven win, else the most-visited move not proven lost,
 * else the longest resistance ({@link MctsTree#isBetterChoice}); {@code final=visits} the
 * most-visited move. For the PN-MCTS players without F the most-visited move; with F a move with
 * pn = 0 if there is one (the most visited of them); in the double layer, failing that, when the
 * root can force a draw (pn2 = 0) and the root player's mean score is at or below the contempt
 * factor, the most-visited move with pn2 = 0 (Kowalski et al., IEEE ToG 2024). Ties go to the
 * better value, then to the earlier move.
 *
 * <p>Not thread-safe; the player guards the copies it shares between threads.
 */
final class RootStats {

    private final int pnLayers;
    private final boolean solver;
    private final boolean finalProven;
    private final boolean pnFinal;
    private final double contempt;

    /** Root moves held. */
    int size;
    int[] move = new int[0];
    /** The node id of each move in the tree it was copied from (merged: in its PV source's tree). */
    int[] node = new int[0];
    long[] visits = new long[0];
    long[] valueSum = new long[0];
    byte[] status = new byte[0];
    int[] plies = new int[0];
    int[] pn = new int[0];
    int[] dn = new int[0];
    int[] pn2 = new int[0];
    int[] dn2 = new int[0];
    /** Merged only: the search whose principal variation each move takes (most visits). */
    int[] pvSource = new int[0];
    /** Merged only: the move's index in that search's copy. */
    int[] pvIndex = new int[0];
    /** The root's proof (kept as {@link MctsTree} keeps it) and proof numbers. */
    byte rootStatus;
    int rootPn;
    int rootDn;
    int rootPn2;
    int rootDn2;
    /** Iterations run and tree nodes held (summed when merged). */
    long iterations;
    long nodes;
    /** Proofs on which merged searches disagreed (a bug if ever non-zero). */
    int conflicts;

    RootStats(MctsSettings settings) {
        this.pnLayers = settings.pn().layers();
        this.solver = settings.solver();
        this.finalProven = settings.finalMove() == MctsSettings.FinalMove.PROVEN;
        this.pnFinal = settings.pn().finalMove();
        this.contempt = settings.pn().contempt();
    }

    private void ensure(int k) {
        if (move.length >= k) return;
        move = new int[k];
        node = new int[k];
        visits = new long[k];
        valueSum = new long[k];
        status = new byte[k];
        plies = new int[k];
        pn = new int[k];
        dn = new int[k];
        pn2 = new int[k];
        dn2 = new int[k];
        pvSource = new int[k];
        pvIndex = new int[k];
    }

    /** Makes this a copy of {@code o} (same settings). Allocates only to grow. */
    void copyFrom(RootStats o) {
        int k = o.size;
        ensure(k);
        size = k;
        System.arraycopy(o.move, 0, move, 0, k);
        System.arraycopy(o.node, 0, node, 0, k);
        System.arraycopy(o.visits, 0, visits, 0, k);
        System.arraycopy(o.valueSum, 0, valueSum, 0, k);
        System.arraycopy(o.status, 0, status, 0, k);
        System.arraycopy(o.plies, 0, plies, 0, k);
        System.arraycopy(o.pn, 0, pn, 0, k);
        System.arraycopy(o.dn, 0, dn, 0, k);
        System.arraycopy(o.pn2, 0, pn2, 0, k);
        System.arraycopy(o.dn2, 0, dn2, 0, k);
        System.arraycopy(o.pvSource, 0, pvSource, 0, k);
        System.arraycopy(o.pvIndex, 0, pvIndex, 0, k);
        rootStatus = o.rootStatus;
        rootPn = o.rootPn;
        rootDn = o.rootDn;
        rootPn2 = o.rootPn2;
        rootDn2 = o.rootDn2;
        iterations = o.iterations;
        nodes = o.nodes;
        conflicts = o.conflicts;
    }

    /** Copies the root's children of {@code tree} (in the tree's order). Allocates only to grow. */
    void fromTree(MctsTree tree, long iterations) {
        int root = MctsTree.ROOT;
        int first = tree.firstChild(root);
        int k = first < 0 ? 0 : tree.childCount(root);
        ensure(k);
        size = k;
        for (int i = 0; i < k; i++) {
            int ch = first + i;
            move[i] = tree.move(ch);
            node[i] = ch;
            visits[i] = tree.visits(ch);
            valueSum[i] = tree.valueSum(ch);
            status[i] = tree.status(ch);
            plies[i] = tree.proofPlies(ch);
            pvSource[i] = 0;
            pvIndex[i] = i;
            if (pnLayers > 0) {
                pn[i] = tree.pn(ch);
                dn[i] = tree.dn(ch);
                if (pnLayers == 2) {
                    pn2[i] = tree.pn2(ch);
                    dn2[i] = tree.dn2(ch);
                }
            }
        }
        rootStatus = tree.status(root);
        if (pnLayers > 0) {
            rootPn = tree.pn(root);
            rootDn = tree.dn(root);
            if (pnLayers == 2) {
                rootPn2 = tree.pn2(root);
                rootDn2 = tree.dn2(root);
            }
        }
        this.iterations = iterations;
        this.nodes = tree.size();
        conflicts = 0;
    }

    /**
     * For each of {@code part}'s moves, its index in {@code base} (-1 if {@code base} lacks it).
     * Both must hold the same position's root.
     */
    static int[] indexIn(RootStats base, RootStats part) {
        int[] map = new int[part.size];
        for (int j = 0; j < part.size; j++) {
            map[j] = -1;
            for (int i = 0; i < base.size; i++) {
                if (base.move[i] == part.move[j]) {
                    map[j] = i;
                    break;
                }
            }
        }
        return map;
    }

    /**
     * Sets this to the merge of {@code parts[0..count)}, in the order of {@code parts[0]}.
     *
     * @param toBase for each part, its moves' indices in {@code parts[0]} ({@link #indexIn});
     *               {@code toBase[0]} is not read
     */
    void merge(RootStats[] parts, int[][] toBase, int count) {
        RootStats base = parts[0];
        int k = base.size;
        ensure(k);
        size = k;
        for (int i = 0; i < k; i++) {
            move[i] = base.move[i];
            node[i] = -1;
            visits[i] = 0;
            valueSum[i] = 0;
            status[i] = MctsTree.UNKNOWN;
            plies[i] = 0;
            pn[i] = MctsTree.INF;
            dn[i] = MctsTree.INF;
            pn2[i] = MctsTree.INF;
            dn2[i] = MctsTree.INF;
            pvSource[i] = -1;
            pvIndex[i] = -1;
        }
        rootStatus = MctsTree.UNKNOWN;
        rootPn = rootDn = rootPn2 = rootDn2 = MctsTree.INF;
        iterations = 0;
        nodes = 0;
        conflicts = 0;
        for (int w = 0; w < count; w++) {
            RootStats part = parts[w];
            iterations += part.iterations;
            nodes += part.nodes;
            rootStatus = mergeStatus(rootStatus, part.rootStatus);
            if (pnLayers > 0) {
                rootPn = Math.min(rootPn, part.rootPn);
                rootDn = Math.min(rootDn, part.rootDn);
                if (pnLayers == 2) {
                    rootPn2 = Math.min(rootPn2, part.rootPn2);
                    rootDn2 = Math.min(rootDn2, part.rootDn2);
                }
            }
            int[] map = w == 0 ? null : toBase[w];
            for (int j = 0; j < part.size; j++) {
                int i = map == null ? j : map[j];
                if (i < 0) {
                    conflicts++;
                    continue;
                }
                long v = part.visits[j];
                if (pvSource[i] < 0 || v > parts[pvSource[i]].visits[pvIndex[i]]) {
                    pvSource[i] = w;
                    pvIndex[i] = j;
                }
                visits[i] += v;
                valueSum[i] += part.valueSum[j];
                byte s = part.status[j];
                if (s != MctsTree.UNKNOWN) {
                    if (status[i] == MctsTree.UNKNOWN) {
                        status[i] = s;
                        plies[i] = part.plies[j];
                    } else if (status[i] != s) {
                        conflicts++;
                    } else {
                        plies[i] = s == MctsTree.LOSS ? Math.max(plies[i], part.plies[j])
                                : Math.min(plies[i], part.plies[j]);
                    }
                }
                if (pnLayers > 0) {
                    pn[i] = Math.min(pn[i], part.pn[j]);
                    dn[i] = Math.min(dn[i], part.dn[j]);
                    if (pnLayers == 2) {
                        pn2[i] = Math.min(pn2[i], part.pn2[j]);
                        dn2[i] = Math.min(dn2[i], part.dn2[j]);
                    }
                }
            }
        }
        // The node ids in the sources' trees, for their principal variations.
        for (int i = 0; i < k; i++) node[i] = pvSource[i] < 0 ? -1 : parts[pvSource[i]].node[pvIndex[i]];
        if (pnLayers > 0) {
            for (int i = 0; i < k; i++) {
                long pair = provenPair(pn[i], dn[i]);
                pn[i] = (int) (pair >>> 32);
                dn[i] = (int) pair;
                if (pnLayers == 2) {
                    pair = provenPair(pn2[i], dn2[i]);
                    pn2[i] = (int) (pair >>> 32);
                    dn2[i] = (int) pair;
                }
            }
            long pair = provenPair(rootPn, rootDn);
            rootPn = (int) (pair >>> 32);
            rootDn = (int) pair;
            if (pnLayers == 2) {
                pair = provenPair(rootPn2, rootDn2);
                rootPn2 = (int) (pair >>> 32);
                rootDn2 = (int) pair;
            }
        }
    }

    /** Two searches' proofs of one node, as one: either's, and a conflict if both differ. */
    private byte mergeStatus(byte a, byte b) {
        if (a == MctsTree.UNKNOWN) return b;
        if (b != MctsTree.UNKNOWN && a != b) conflicts++;
        return a;
    }

    /**
     * Minimum pn and dn of several searches as one pair (pn high, dn low): a proof (pn = 0)
     * makes dn ∞ and a disproof makes pn ∞; both at once is a conflict.
     */
    private long provenPair(int p, int d) {
        if (p == 0 && d == 0) conflicts++;
        if (p == 0) d = MctsTree.INF;
        else if (d == 0) p = MctsTree.INF;
        return (long) p << 32 | (d & 0xFFFFFFFFL);
    }

    // ------------------------------------------------------------------ the rules

    /** The mean reward of move i for the root player; 0 if unvisited. */
    double mean(int i) {
        long v = visits[i];
        return v == 0 ? 0.0 : (double) valueSum[i] / v;
    }

    /** Move i's value for the root player: exact if proven by the solver, else the mean. */
    double value(int i) {
        switch (status[i]) {
            case MctsTree.WIN: return 1.0;
            case MctsTree.LOSS: return -1.0;
            case MctsTree.DRAW: return 0.0;
            default: return mean(i);
        }
    }

    /** The root player's mean score over the search (from the root's moves). */
    double rootMean() {
        long sum = 0;
        long v = 0;
        for (int i = 0; i < size; i++) {
            sum += valueSum[i];
            v += visits[i];
        }
        return v == 0 ? 0.0 : (double) sum / v;
    }

    /** The index of the move the final-move rule picks now. */
    int finalChoice() {
        if (pnLayers == 0) return finalProven ? bestChoice() : mostVisited(false);
        int best = mostVisited(false);
        if (!pnFinal) return best;
        int proven = mostVisited(true);
        if (proven >= 0) return proven;
        if (pnLayers == 2 && rootPn2 == 0 && rootMean() <= contempt) {
            int notLost = -1;
            for (int i = 0; i < size; i++) {
                if (pn2[i] == 0 && (notLost < 0 || visits[i] > visits[notLost])) notLost = i;
            }
            if (notLost >= 0) return notLost;
        }
        return best;
    }

    /** {@code final=proven}: the fastest proven win, else the most visited not lost, else the longest loss. */
    private int bestChoice() {
        int best = 0;
        for (int i = 1; i < size; i++) {
            if (MctsTree.isBetterChoice(status[i], plies[i], visits[i], value(i),
                    status[best], plies[best], visits[best], value(best))) {
                best = i;
            }
        }
        return best;
    }

    /** The most-visited move (ties to the better value); with {@code provenOnly}, among pn = 0 only (-1: none). */
    private int mostVisited(boolean provenOnly) {
        int best = -1;
        for (int i = 0; i < size; i++) {
            if (provenOnly && pn[i] != 0) continue;
            if (best < 0 || MctsTree.isMoreVisited(visits[i], value(i), visits[best], value(best))) best = i;
        }
        return best;
    }

    /** Whether the chosen move is also the best by value (the choice is settled). */
    boolean isStable() {
        int chosen = finalChoice();
        if (childValue(chosen) != Value.UNKNOWN) return true;
        double v = value(chosen);
        for (int i = 0; i < size; i++) {
            if (i != chosen && visits[i] > 0 && value(i) > v) return false;
        }
        return true;
    }

    /**
     * Whether the runner-up could not reach the most-visited move's visits even if it got every
     * iteration of the {@code remainingNs} left, at the rate of {@code iterations} in
     * {@code elapsedNs}.
     */
    boolean cannotChange(long iterations, long elapsedNs, long remainingNs) {
        long top = 0;
        long second = 0;
        for (int i = 0; i < size; i++) {
            if (solver && status[i] == MctsTree.LOSS) continue;
            long v = visits[i];
            if (v > top) {
                second = top;
                top = v;
            } else if (v > second) {
                second = v;
            }
        }
        double remaining = (double) iterations * remainingNs / Math.max(1, elapsedNs);
        return top - second > remaining;
    }

    /**
     * Move i's proven value for the root player: from its exact proof (terminal, or proven by the
     * solver), else from its proof numbers (pn = 0: a win; in the double layer dn2 = 0: a loss,
     * pn2 = 0 and dn = 0: a draw).
     */
    Value childValue(int i) {
        switch (status[i]) {
            case MctsTree.WIN: return Value.WIN;
            case MctsTree.LOSS: return Value.LOSS;
            case MctsTree.DRAW: return Value.DRAW;
            default: break;
        }
        if (pnLayers > 0) {
            if (pn[i] == 0) return Value.WIN;
            if (pnLayers == 2) {
                if (dn2[i] == 0) return Value.LOSS;
                if (pn2[i] == 0 && dn[i] == 0) return Value.DRAW;
            }
        }
        return Value.UNKNOWN;
    }

    /** The root's proven value for its side to move. */
    Value rootValue() {
        if (pnLayers > 0) {
            if (rootPn == 0) return Value.WIN;
            if (pnLayers == 2) {
                if (rootDn2 == 0) return Value.LOSS;
                if (rootPn2 == 0 && rootDn == 0) return Value.DRAW;
            }
            return Value.UNKNOWN;
        }
        switch (rootStatus) {
            // The root's proof is kept for the opponent of the side to move.
            case MctsTree.WIN: return Value.LOSS;
            case MctsTree.LOSS: return Value.WIN;
            case MctsTree.DRAW: return Value.DRAW;
            default: return Value.UNKNOWN;
        }
    }

    /**
     * The move indices in report order: the final-move choice first, then by visits, ties to the
     * better value, then to the earlier move. Allocates.
     */
    Integer[] reportOrder() {
        int chosen = finalChoice();
        Integer[] order = new Integer[size];
        int n = 0;
        order[n++] = chosen;
        for (int i = 0; i < size; i++) if (i != chosen) order[n++] = i;
        Arrays.sort(order, 1, size, (a, b) -> visits[a] != visits[b] ? Long.compare(visits[b], visits[a])
                : Double.compare(value(b), value(a)));
        return order;
    }
}
