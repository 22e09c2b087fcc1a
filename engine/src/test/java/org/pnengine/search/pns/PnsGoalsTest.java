package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.games.woodpush.WoodpushGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * PNS's goals: {@code goals=score} finds exact scores (checked against the independent
 * {@link ScoreOracle}), and the counts of each binary run are available and add up.
 */
class PnsGoalsTest {

    /** Othello 4×4: White wins 11–3, so Black to move scores −8 (rules-and-numbers.md). */
    @Test
    void exactScoreOfOthelloFourByFour() {
        for (List<String> p : List.of(List.of("goals=score"), List.of("goals=score", "tt=false"))) {
            SolveResult r = SolverChecks.solve(PnsSolver.TYPE.create(p), OthelloGame.of(4).newInitialState());
            assertEquals(Value.LOSS, r.value(), p.toString());
            assertEquals(-8, r.score(), p.toString());
        }
    }

    @Test
    void exactScoresAgreeWithNegamax() {
        List<State> positions = new ArrayList<>();
        positions.addAll(SolverChecks.randomPositions(ConnectFourGame.of(4, 5), 101, 10, 6, 12));
        positions.addAll(SolverChecks.randomPositions(OthelloGame.of(4), 102, 8, 1, 7));
        for (State s : SolverChecks.randomPositions(WoodpushGame.of(8, 2), 103, 30, 2, 10)) {
            if (ScoreOracle.acyclic(s)) positions.add(s);
        }
        Map<Game, ScoreOracle> oracles = new HashMap<>();
        for (State s : positions) {
            int truth = oracles.computeIfAbsent(s.game(), g -> new ScoreOracle()).score(s);
            for (List<String> p : List.of(List.of("goals=score"), List.of("goals=score", "tt=false", "init=uniform"))) {
                String where = s.game().descriptor() + " " + s.positionText() + " " + p;
                SolveResult r = SolverChecks.solve(PnsSolver.TYPE.create(p), s);
                assertEquals(truth, r.score(), where);
                assertEquals(truth > 0 ? Value.WIN : truth < 0 ? Value.LOSS : Value.DRAW, r.value(), where);
            }
        }
    }

    /**
     * Win/draw/loss makes the "win?" run and, unless it is proven, the "draw?" run; the result's
     * counts are the runs' sums, its peak their largest tree; each run alone proves its threshold
     * as the oracle says.
     */
    @Test
    void eachRunIsCounted() {
        PnsSolver solver = new PnsSolver(new PnsSolver.Settings(false, true, 24));
        ScoreOracle oracle = new ScoreOracle();
        int twoRuns = 0;
        for (State s : SolverChecks.randomPositions(ConnectFourGame.of(4, 5), 111, 12, 6, 12)) {
            if (s.isTerminal()) continue;
            PnsSolver.Detailed d = solver.solveDetailed(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
            SolveResult r = d.result();
            List<GoalRun> runs = d.runs();
            String where = s.positionText();
            assertEquals(r.value() == Value.WIN ? 1 : 2, runs.size(), where);
            assertEquals(1, runs.get(0).threshold());
            assertEquals(r.value() == Value.WIN, runs.get(0).proven(), where);
            if (runs.size() == 2) {
                twoRuns++;
                assertEquals(0, runs.get(1).threshold());
                assertEquals(r.value() == Value.DRAW, runs.get(1).proven(), where);
            }
            assertEquals(r.nodesCreated(), runs.stream().mapToLong(GoalRun::nodesCreated).sum(), where);
            assertEquals(r.nodesExpanded(), runs.stream().mapToLong(GoalRun::nodesExpanded).sum(), where);
            assertEquals(r.peakNodes(), runs.stream().mapToLong(GoalRun::peakNodes).max().orElse(0), where);
            int score = oracle.score(s);
            for (GoalRun run : runs) {
                GoalRun alone = solver.solveGoal(s, run.threshold(), SearchLimits.none(), new StopSignal());
                assertEquals(score >= run.threshold(), alone.proven(), where + " threshold " + run.threshold());
                assertEquals(run.nodesCreated(), alone.nodesCreated(), where + ": a run alone counts the same");
            }
        }
        assertTrue(twoRuns > 0, "some solves needed the draw run");
    }

    @Test
    void aStoppedRunHasNoConclusion() {
        GoalRun run = new PnsSolver().solveGoal(ConnectFourGame.standard().newInitialState(), 1,
                SearchLimits.ofNodes(5_000), new StopSignal());
        assertNull(run.proven());
        assertTrue(run.nodesCreated() <= 5_000);
    }
}
