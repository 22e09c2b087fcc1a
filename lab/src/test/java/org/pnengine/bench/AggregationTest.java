package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.Value;
import org.pnengine.shard.Table;

/** Checks, summaries and tables on hand-made results. */
class AggregationTest {

    private static final Game TTT = GameCatalog.find("tic_tac_toe").orElseThrow().create();
    private static final SearcherConfig A = config("A");
    private static final SearcherConfig B = config("B");

    private static SearcherConfig config(String label) {
        var t = SearcherCatalog.SOLVERS.get(0);
        return new SolverConfig(label, "algorithm=" + t.name(), t, Params.parse(t.name(), t.params(), List.of()),
                SearchLimits.none());
    }

    private static Position pos(int i, String group) {
        return new Position(i, group, TTT, TTT.newInitialState(), "");
    }

    private static RunResult run(Position p, SearcherConfig c, Value v, boolean probabilistic, long created, double cpu) {
        return new RunResult(p, c, v, probabilistic, null, -1, created, created / 2, cpu, cpu * 2,
                v == Value.UNKNOWN ? "nodes" : null, Value.UNKNOWN, RunResult.judge(v, probabilistic, Value.UNKNOWN));
    }

    @Test
    void consensusJudgesEveryResultAndFlagsDisagreement() {
        Position p0 = pos(0, "g");
        Position p1 = pos(1, "g");
        Position p2 = pos(2, "g");
        List<RunResult> rs = List.of(
                run(p0, A, Value.WIN, false, 100, 1.0),      // exact, agrees
                run(p0, B, Value.LOSS, true, 10, 0.1),       // probabilistic, contradicts the consensus
                run(p1, A, Value.DRAW, false, 300, 3.0),     // exact
                run(p1, B, Value.WIN, false, 30, 0.3),       // exact, disagrees with A: disputed
                run(p2, A, Value.UNKNOWN, false, 1000, 9.0), // out of limit
                run(p2, B, Value.DRAW, true, 50, 0.5));      // probabilistic, nothing to check against
        Checks.Checked c = Checks.byConsensus(rs);
        assertEquals(List.of(p1), c.disputed());
        List<Outcome> outcomes = c.results().stream().map(RunResult::outcome).toList();
        assertEquals(List.of(Outcome.SOLVED, Outcome.WRONG, Outcome.SOLVED, Outcome.SOLVED, Outcome.OUT_OF_LIMIT,
                Outcome.PROBABLE), outcomes);
        assertEquals(Value.WIN, c.results().get(1).reference());
        assertEquals(Value.UNKNOWN, c.results().get(3).reference(), "a disputed position has no reference");

        List<Summary> s = Summary.byConfig(c);
        assertEquals(2, s.size());
        Summary a = s.get(0);
        assertEquals("A", a.config());
        assertEquals(3, a.positions());
        assertEquals(2, a.solved());
        assertEquals(0, a.unsolved());
        assertEquals(1, a.outOfLimit());
        assertEquals(1, a.disputed());
        assertEquals(2.0, a.meanCpu(), 1e-12, "mean over the solved positions only");
        assertEquals(200.0, a.meanCreated(), 1e-12);
        assertEquals(100.0, a.meanIterations(), 1e-12);
        assertEquals(4.0, a.meanWall(), 1e-12);
        assertEquals(2.0 / 3, a.completionRate(), 1e-12);
        Summary b = s.get(1);
        assertEquals(1, b.solved());
        assertEquals(1, b.probable());
        assertEquals(1, b.wrong());
        assertEquals(2, b.unsolved());
        assertEquals(0, b.outOfLimit());
        assertEquals(1.0, b.completionRate(), 1e-12);
        assertEquals(30.0, b.meanCreated(), 1e-12);
    }

    @Test
    void anOracleOverridesConsensusAndGroupsSplitTheTotals() {
        Position p0 = pos(0, "18");
        Position p1 = pos(1, "22");
        List<RunResult> rs = List.of(run(p0, A, Value.WIN, false, 10, 1), run(p1, A, Value.WIN, false, 10, 1));
        Checks.Checked c = Checks.againstOracle(rs, p -> p == p0 ? Value.WIN : Value.LOSS);
        assertEquals(Outcome.SOLVED, c.results().get(0).outcome());
        assertEquals(Outcome.WRONG, c.results().get(1).outcome(), "an exact value against the oracle is wrong");
        List<Summary> g = Summary.byGroup(c);
        assertEquals(List.of("18", "22"), g.stream().map(Summary::group).toList());
        assertEquals(1, g.get(0).solved());
        assertEquals(1, g.get(1).wrong());
        assertTrue(Double.isNaN(g.get(1).meanCpu()), "no solved position, no mean");
    }

    @Test
    void tablesShowTheCountsAndTheCompletionRates() {
        Position p0 = pos(0, "18");
        Position p1 = pos(1, "18");
        Position p2 = pos(2, "22");
        Checks.Checked c = Checks.byConsensus(List.of(run(p0, A, Value.WIN, false, 10, 1), run(p0, B, Value.UNKNOWN, false, 5, 1),
                run(p1, A, Value.UNKNOWN, false, 10, 1), run(p1, B, Value.DRAW, true, 5, 1),
                run(p2, A, Value.LOSS, false, 10, 1), run(p2, B, Value.LOSS, false, 5, 1)));
        Table comp = Tables.completion("t", "random moves", Summary.byGroup(c));
        assertEquals(List.of("random moves", "positions", "A %", "B %"), comp.columns());
        assertEquals(List.of(List.of("18", "2", "50", "50"), List.of("22", "1", "100", "100")), comp.rows());
        Table out = Tables.outcomes("t", Summary.byConfig(c), false, "expanded");
        assertEquals(List.of("A", "3", "2", "0", "0", "0", "1", "0"), out.rows().get(0).subList(0, 8));
        assertEquals(List.of("B", "3", "1", "1", "1", "0", "1", "0"), out.rows().get(1).subList(0, 8));
        Table per = Tables.perPosition(c);
        assertEquals(6, per.rows().size());
        assertEquals("probable", per.rows().get(3).get(per.columns().indexOf("outcome")));
        assertEquals("nodes", per.rows().get(1).get(per.columns().indexOf("stop reason")));
    }
}
