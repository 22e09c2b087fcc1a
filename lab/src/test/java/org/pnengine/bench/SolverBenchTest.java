package org.pnengine.bench;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/** The verdicts of {@link SolverBench} on right, wrong and unfinished results. */
class SolverBenchTest {

    private static SolveResult result(Value v, Integer score) {
        return new SolveResult(v, 0, false, score, 1, 1, 1, 0, null, v == Value.UNKNOWN ? "nodes" : null);
    }

    @Test
    void exactScoresMustMatchAndValuesMustMatchTheSign() {
        assertEquals(SolverBench.Verdict.CORRECT, SolverBench.verdict(5, result(Value.WIN, null)));
        assertEquals(SolverBench.Verdict.WRONG, SolverBench.verdict(5, result(Value.DRAW, null)));
        assertEquals(SolverBench.Verdict.CORRECT, SolverBench.verdict(0, result(Value.DRAW, null)));
        assertEquals(SolverBench.Verdict.CORRECT, SolverBench.verdict(-3, result(Value.LOSS, -3)));
        assertEquals(SolverBench.Verdict.WRONG, SolverBench.verdict(-3, result(Value.LOSS, -4)));
        assertEquals(SolverBench.Verdict.UNSOLVED, SolverBench.verdict(2, result(Value.UNKNOWN, null)));
        assertEquals(SolverBench.Verdict.UNCHECKED, SolverBench.verdict(null, result(Value.WIN, null)));
    }

    @Test
    void checksEachPositionAgainstTheFile() throws Exception {
        // Three positions of Pons' Test_L3_R1 with a non-zero score: the first as given, the
        // second with its sign flipped (so any correct solver must be flagged wrong on it), the
        // third without a score.
        List<PositionSet.Entry> given = PositionSet.read(ReferenceData.pons("Test_L3_R1"))
                .positions().stream().filter(e -> e.expected() != 0).limit(3).toList();
        PositionSet set = new PositionSet("doctored", List.of(given.get(0),
                new PositionSet.Entry(2, given.get(1).text(), -given.get(1).expected()),
                new PositionSet.Entry(3, given.get(2).text(), null)));
        Solver pns = SearcherCatalog.SOLVERS.get(0).create(List.of());
        List<SolverBench.Row> rows = SolverBench.run(ConnectFourGame.standard(), set, pns, SearchLimits.none(),
                new StopSignal(), r -> { });
        assertEquals(List.of(SolverBench.Verdict.CORRECT, SolverBench.Verdict.WRONG, SolverBench.Verdict.UNCHECKED),
                rows.stream().map(SolverBench.Row::verdict).toList());
        SolverBench.Summary s = SolverBench.summarize("pns", "doctored", rows);
        assertEquals(3, s.positions());
        assertEquals(1, s.correct());
        assertEquals(1, s.wrong());
        assertEquals(1, s.unchecked());
    }

    @Test
    void aLimitReachedIsUnsolvedNotWrong() throws Exception {
        PositionSet.Entry hard = PositionSet.read(ReferenceData.pons("Test_L2_R2"))
                .positions().get(0);
        Solver pns = SearcherCatalog.SOLVERS.get(0).create(List.of());
        List<SolverBench.Row> rows = SolverBench.run(ConnectFourGame.standard(), new PositionSet("one", List.of(hard)),
                pns, SearchLimits.ofNodes(100), new StopSignal(), r -> { });
        assertEquals(SolverBench.Verdict.UNSOLVED, rows.get(0).verdict());
        assertEquals(1, SolverBench.summarize("pns", "one", rows).unsolved());
    }
}
