package org.pnengine.search.pns;

import java.util.List;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Value;

/**
 * Answers a position's value with binary runs of one tree search, each run asking "is the
 * prover's score at least t?" (the prover is the root's side to move), as in Allis et al. (1994):
 * <ul>
 *   <li>{@link #winDrawLoss}: "win?" (t = 1); if disproven, "at least a draw?" (t = 0).</li>
 *   <li>{@link #exactScore}: a dichotomic search over t between the lowest and the highest score
 *       the prover can have; the exact score is the greatest t proven.</li>
 * </ul>
 * Each run builds a fresh tree; the table of solved positions, if any, is shared. Counts are summed
 * over the runs; {@code runs} receives the counts of each run.
 */
final class BinaryGoals {

    private BinaryGoals() {
    }

    /** The rules of a binary run: a tree search that can be pointed at a goal. */
    interface Rules extends TreeRules {

        /**
         * Sets the goal of the next run: a terminal is a proof iff the prover's score is at least
         * {@code threshold}. {@code tableGoal} is the goal's index on the table's scale
         * (0..{@code tableTop}), for the table of solved positions.
         */
        void goal(int threshold, int tableGoal, int tableTop);

        /** After a finished run: whether the root was proven (else disproven). */
        boolean rootProven();

        /** After a finished run: whether that conclusion is exact (else probabilistic). */
        default boolean rootExact() {
            return true;
        }

        /** The line to report for a probabilistic conclusion; the tree is the last run's. */
        default int[] probableLine(BestFirstSearch search, boolean proven) {
            return new int[0];
        }
    }

    /**
     * Runs one goal. Returns 1 if proven, 0 if disproven, -1 if a limit stopped it; records the
     * run in {@code runs}.
     */
    static int run(BestFirstSearch search, Rules rules, int threshold, int tableGoal, int tableTop,
                   List<GoalRun> runs) {
        SolveMeter b = search.budget;
        long c0 = b.created;
        long e0 = b.expanded;
        b.startRun();
        rules.goal(threshold, tableGoal, tableTop);
        boolean done = search.run(rules);
        Boolean proven = done ? rules.rootProven() : null;
        boolean probabilistic = done && !rules.rootExact();
        runs.add(new GoalRun(threshold, proven, probabilistic, b.created - c0, b.expanded - e0, b.runPeak));
        return proven == null ? -1 : proven ? 1 : 0;
    }

    /** The value of a terminal root, with no search. */
    static SolveResult terminal(BestFirstSearch search, boolean withScore) {
        State s = search.state;
        int score = s.score();
        if (search.prover != Game.FIRST) score = -score;
        return search.budget.result(Value.ofScore(s.score(), search.prover), new int[0], false,
                withScore ? score : null);
    }

    /** Win/draw/loss by the "win?" run and, if it is disproven, the "at least a draw?" run. */
    static SolveResult winDrawLoss(BestFirstSearch search, Rules rules, List<GoalRun> runs) {
        if (search.state.isTerminal()) return terminal(search, false);
        int win = run(search, rules, 1, SolvedTable.WIN, SolvedTable.WIN, runs);
        if (win < 0) return search.budget.unknown(search.favouredMove());
        if (win == 1) return solved(search, rules, Value.WIN, true, false, null);
        boolean probabilistic = !rules.rootExact();
        int draw = run(search, rules, 0, SolvedTable.DRAW, SolvedTable.WIN, runs);
        if (draw < 0) return search.budget.unknown(search.favouredMove());
        return draw == 1 ? solved(search, rules, Value.DRAW, true, probabilistic, null)
                : solved(search, rules, Value.LOSS, false, probabilistic, null);
    }

    /**
     * The exact score by a dichotomic series of runs over the prover's score range. The table's
     * scale is the score minus the lowest score, so it is used only when the range spans at most
     * {@value SolvedTable#MAX_INDEX} + 1 values (the rules are told a negative table goal
     * otherwise).
     */
    static SolveResult exactScore(BestFirstSearch search, Rules rules, List<GoalRun> runs) {
        if (search.state.isTerminal()) return terminal(search, true);
        Game g = search.state.game();
        boolean first = search.prover == Game.FIRST;
        int lowest = first ? g.minScore() : -g.maxScore();
        int highest = first ? g.maxScore() : -g.minScore();
        boolean table = highest - lowest <= SolvedTable.MAX_INDEX;
        int lo = lowest;
        int hi = highest;
        int[] provenLine = null;
        int[] disprovenLine = null;
        boolean probabilistic = false;
        while (lo < hi) {
            int t = lo + (hi - lo + 1) / 2;
            int r = run(search, rules, t, table ? t - lowest : -1, highest - lowest, runs);
            if (r < 0) {
                // The move proven to reach the best threshold so far, else the stopped run's choice.
                int favoured = provenLine != null && provenLine.length > 0 ? provenLine[0]
                        : search.favouredMove();
                return search.budget.unknown(favoured);
            }
            probabilistic |= !rules.rootExact();
            if (r == 1) {
                lo = t;
                provenLine = line(search, rules, true);
            } else {
                hi = t - 1;
                disprovenLine = line(search, rules, false);
            }
        }
        Value v = lo > 0 ? Value.WIN : lo < 0 ? Value.LOSS : Value.DRAW;
        int[] pv = provenLine != null ? provenLine : disprovenLine != null ? disprovenLine : new int[0];
        return search.budget.result(v, pv, probabilistic, probabilistic ? null : lo);
    }

    private static int[] line(BestFirstSearch search, Rules rules, boolean proven) {
        return rules.rootExact() ? search.proofLine(proven) : rules.probableLine(search, proven);
    }

    private static SolveResult solved(BestFirstSearch search, Rules rules, Value v, boolean proven,
                                      boolean probabilistic, Integer score) {
        boolean prob = probabilistic || !rules.rootExact();
        return search.budget.result(v, line(search, rules, proven), prob, score);
    }
}
