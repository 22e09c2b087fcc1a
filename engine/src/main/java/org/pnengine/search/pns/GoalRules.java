package org.pnengine.search.pns;

import java.util.ArrayList;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.SolveResult;

/**
 * What the rules of every binary-goal member (PNS, MCPNS, PPNS) share: the goal of the run in
 * progress, the evaluation of a new node that is terminal or known to the table of solved
 * positions, and the storing of a node once it is solved. A member gives only the two value fields
 * of its records ({@link #V0}, {@link #V1}): how a solved node and an unsolved leaf are written,
 * how a node is backed up and which child the descent takes.
 *
 * <p>In a game whose play can cycle and whose rules read only the position
 * ({@link BestFirstSearch#cyclic}), a new node repeating a position on the path is endless play, a
 * draw: score 0, proven iff 0 reaches the run's threshold. With the table, a solved node is stored
 * only if its value rests on no repetition of a position above it
 * ({@link BestFirstSearch#solvedHoldsAnywhere}).
 *
 * <p>Records are (first, count, move, V0, V1), {@link #STRIDE} ints, and in a game that can cycle,
 * with the table, one more, the search's repetition depth ({@link #stride} ints).
 */
abstract class GoalRules implements BinaryGoals.Rules {

    /** The first value field of a record. */
    static final int V0 = NodePool.VALUES;
    /** The second value field of a record. */
    static final int V1 = NodePool.VALUES + 1;
    /** Ints per record of the rules' own (one more in games that can cycle, with the table). */
    static final int STRIDE = NodePool.VALUES + 2;

    /** The search's state, at the node being evaluated or backed up. */
    final State s;
    /** The root's side to move. */
    final int prover;
    final NodePool pool;
    /** The table of solved positions, or null. */
    final SolvedTable tt;
    /** Ints per record: {@link #STRIDE}, or one more for the repetition depth. */
    final int stride;
    private final BestFirstSearch search;
    /** Whether a repetition of a position on the path is a draw. */
    private final boolean cyclic;

    /** A terminal is a proof iff the prover's score is at least this. */
    int threshold;
    /** The goal on the table's scale, or -1: no table this run. */
    private int goal = -1;
    private int top;

    GoalRules(BestFirstSearch search, SolvedTable tt) {
        this.search = search;
        this.s = search.state;
        this.prover = search.prover;
        this.pool = search.pool;
        this.tt = tt;
        this.stride = search.pool.stride;
        this.cyclic = BestFirstSearch.cyclic(s);
    }

    /**
     * One solve's table of solved positions, if {@code on}, in a quarter of the budget's memory,
     * and its tree search over records of {@link #STRIDE} ints (one more in games that can cycle,
     * with the table) in the rest.
     */
    record Tree(BestFirstSearch search, SolvedTable table) {

        static Tree of(State state, SolveMeter budget, boolean on, int ttBits) {
            SolvedTable tt = on ? new SolvedTable(ttBits, budget.tableBytes()) : null;
            BestFirstSearch search = new BestFirstSearch(state, budget, STRIDE,
                    new StorageQuota(budget.treeBytes(on)), on && BestFirstSearch.cyclic(state));
            return new Tree(search, tt);
        }
    }

    /** How a member that evaluates its leaves by random playouts (MCPNS, PPNS) makes its rules. */
    interface PlayoutRules {
        GoalRules of(BestFirstSearch search, Playouts playouts, SolvedTable tt);
    }

    /**
     * Win, draw or loss of {@code state} for a member that evaluates its leaves by random playouts:
     * its rules over one {@link Tree} (with the table if {@code transpositions}) and
     * {@code playouts} playouts per leaf from {@code seed}, under {@code budget}.
     */
    static SolveResult solveByPlayouts(State state, SolveMeter budget, boolean transpositions, int ttBits,
                                       int playouts, long seed, PlayoutRules rules) {
        Tree t = Tree.of(state, budget, transpositions, ttBits);
        GoalRules r = rules.of(t.search(), new Playouts(state.game(), playouts, seed, budget), t.table());
        return BinaryGoals.winDrawLoss(t.search(), r, new ArrayList<>());
    }

    @Override
    public final boolean repetitions() {
        return cyclic;
    }

    /** A repetition of a position on the path: endless play, a draw, so score 0 against the threshold. */
    @Override
    public final void evaluateRepetition(int[] a, int j, int ancestor) {
        solved(a, j, 0 >= threshold);
    }

    @Override
    public final void goal(int threshold, int tableGoal, int tableTop) {
        this.threshold = threshold;
        this.goal = tt == null ? -1 : tableGoal;
        this.top = tableTop;
    }

    /**
     * A terminal node is solved by the prover's score; a node the table knows at least the goal
     * (or below it) is proven (disproven); any other is a {@link #leaf}.
     */
    @Override
    public final void evaluate(int[] a, int j) {
        if (s.isTerminal()) {
            int score = s.score();
            if (prover != Game.FIRST) score = -score;
            solved(a, j, score >= threshold);
            return;
        }
        if (goal >= 0) {
            int b = tt.probe(s.hash());
            if (b >= 0) {
                if (SolvedTable.lo(b) >= goal) {
                    solved(a, j, true);
                    return;
                }
                if (SolvedTable.hi(b) < goal) {
                    solved(a, j, false);
                    return;
                }
            }
        }
        leaf(a, j);
    }

    /** Writes an exactly proven ({@code proven}) or disproven node at {@code a[j..]}. */
    abstract void solved(int[] a, int j, boolean proven);

    /** Writes the values of an unsolved, non-terminal new node at {@code a[j..]}. */
    abstract void leaf(int[] a, int j);

    /**
     * Stores the node the state is at, {@code a[o..]} at path depth {@code depth}, just solved, in
     * the table of solved positions (if there is one this run) unless its value rests on a
     * repetition of a position above it: proven, its value is at least the goal; disproven, at
     * most the goal - 1.
     */
    final void store(boolean proven, int[] a, int o, boolean isOr, int depth) {
        if (goal < 0 || !search.solvedHoldsAnywhere(a, o, isOr, proven, depth)) return;
        if (proven) tt.tighten(s.hash(), goal, top);
        else tt.tighten(s.hash(), SolvedTable.LOSS, goal - 1);
    }
}
