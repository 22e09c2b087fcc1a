package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Value;

/** FFO files are judged by the sign of the score: their scores give the empty squares to the winner. */
class ThroughputExperimentTest {

    private static SolverBench.Row row(int expected, Value v, Integer score) {
        SolveResult r = new SolveResult(v, 3, false, score, 10, 5, 10, 0.01, new int[] {3}, null);
        return new SolverBench.Row(new PositionSet.Entry(1, "x", expected), r, 0.01, SolverBench.verdict(expected, r));
    }

    @Test
    void signOnlyForgivesAnExactScoreOfTheOtherConventionButNotAWrongSign() {
        SolverBench.Row exact = row(32, Value.WIN, 31);
        assertEquals(SolverBench.Verdict.WRONG, exact.verdict(), "compared exactly, 31 is not 32");
        assertEquals(SolverBench.Verdict.CORRECT, ThroughputExperiment.signOnly(exact).verdict());
        assertEquals(SolverBench.Verdict.WRONG, ThroughputExperiment.signOnly(row(-2, Value.WIN, 4)).verdict());
        assertEquals(SolverBench.Verdict.CORRECT, ThroughputExperiment.signOnly(row(0, Value.DRAW, 0)).verdict());
        assertEquals(SolverBench.Verdict.UNSOLVED, ThroughputExperiment.signOnly(row(5, Value.UNKNOWN, null)).verdict());
    }
}
