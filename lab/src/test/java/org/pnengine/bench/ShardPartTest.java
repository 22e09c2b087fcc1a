package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.Value;
import org.pnengine.shard.Shard;
import org.pnengine.shard.Table;

/** The raw rows a shard writes and a merge reads back: exact, in the run's order, complete. */
class ShardPartTest {

    private static final Game C4 = GameCatalog.find("connect_four").orElseThrow().create(List.of("width=5", "height=4"));
    private static final SearcherConfig A = config("A");
    private static final SearcherConfig B = config("B");
    private static final List<Position> UNITS = Positions.randomPlies(C4, 4, 3, 11, "3 plies");
    private static final RunRecords.Units RUN = new RunRecords.Units(UNITS, List.of(A, B));

    private static SearcherConfig config(String label) {
        var t = SearcherCatalog.SOLVERS.get(0);
        return new SolverConfig(label, "algorithm=" + t.name(), t, Params.parse(t.name(), t.params(), List.of()),
                SearchLimits.none());
    }

    /** A result with times that decimal text would round, a score or none, a stop reason or none. */
    private static RunResult result(int unit, SearcherConfig c) {
        Position p = UNITS.get(unit);
        boolean solved = unit % 2 == 0;
        Value v = solved ? Value.WIN : Value.UNKNOWN;
        Value ref = c == A ? Value.UNKNOWN : Value.LOSS;
        return new RunResult(p, c, v, unit == 2, solved ? Integer.valueOf(-unit) : null, solved ? unit : -1,
                1000L * unit + 7, 500L * unit + 3, (0.1 + 0.2) * (unit + 1), Math.PI / 1e7, solved ? null : "nodes",
                ref, RunResult.judge(v, unit == 2, ref));
    }

    private static List<RunResult> results(List<Integer> units) {
        List<RunResult> out = new ArrayList<>();
        for (int u : units) {
            out.add(result(u, A));
            out.add(result(u, B));
        }
        return out;
    }

    @Test
    void runsReadBackExactlyAndInTheRunsOrder(@TempDir Path dir) throws Exception {
        // Shard 2/2 owns units 1 and 3, shard 1/2 units 0 and 2; the folders are read in the wrong order.
        new ShardPart(null, Map.of(RunRecords.NAME, RunRecords.table(results(List.of(1, 3)), RUN))).writeRaw(dir.resolve("b"));
        new ShardPart(null, Map.of(RunRecords.NAME, RunRecords.table(results(List.of(0, 2)), RUN))).writeRaw(dir.resolve("a"));
        assertTrue(Files.isRegularFile(dir.resolve("a").resolve("shard-runs.csv")));
        Map<String, Table> raw = ShardPart.readRaw(List.of(dir.resolve("b"), dir.resolve("a")));
        List<RunResult> merged = RunRecords.merge(raw, RUN, List.of(new Shard(1, 2), new Shard(2, 2)));
        assertEquals(results(List.of(0, 1, 2, 3)), merged, "every field, the times to the last bit");
    }

    @Test
    void aMissingARepeatedOrAForeignRunIsRefused() {
        List<Shard> both = List.of(new Shard(1, 2), new Shard(2, 2));
        List<RunResult> rs = results(List.of(0, 1, 2, 3));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RunRecords.merge(raw(rs.subList(0, rs.size() - 1)), RUN, both));
        assertEquals("the shards hold no result for unit 3 (3 plies #3), B: a shard's files are incomplete; run that shard again",
                e.getMessage());
        List<RunResult> twice = new ArrayList<>(rs);
        twice.add(rs.get(0));
        e = assertThrows(IllegalArgumentException.class, () -> RunRecords.merge(raw(twice), RUN, both));
        assertTrue(e.getMessage().startsWith("the shards hold two results for unit 0 (3 plies #0), A"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RunRecords.merge(raw(rs), RUN, List.of(new Shard(1, 2))));
        assertTrue(e.getMessage().startsWith("the shards hold a result for unit 1 (3 plies #1), A, which none of the shards "
                + "given owns"), e.getMessage());
        // Only shard 1/2 given (a partial merge): its units are complete.
        assertEquals(results(List.of(0, 2)), RunRecords.merge(raw(results(List.of(0, 2))), RUN, List.of(new Shard(1, 2))));
    }

    @Test
    void aRowOfAnotherRunIsRefused() {
        List<Position> others = Positions.randomPlies(C4, 4, 3, 12, "3 plies");
        RunRecords.Units otherRun = new RunRecords.Units(others, List.of(A, B));
        List<RunResult> rs = new ArrayList<>();
        for (RunResult r : results(List.of(0))) {
            rs.add(new RunResult(others.get(0), r.config(), r.value(), r.probabilistic(), r.score(), r.move(), r.created(),
                    r.iterations(), r.cpuSeconds(), r.wallSeconds(), r.stopReason(), r.reference(), r.outcome()));
        }
        Map<String, Table> raw = Map.of(RunRecords.NAME, RunRecords.table(rs, otherRun));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunRecords.merge(raw, RUN,
                List.of(Shard.WHOLE)));
        assertTrue(e.getMessage().startsWith("shard-runs.csv, the row of unit 0: unit 0 is position 0 ("
                + UNITS.get(0).text() + ") in this run, not 0 (" + others.get(0).text() + ")"), e.getMessage());
        SearcherConfig c = config("C");
        Map<String, Table> foreign = Map.of(RunRecords.NAME,
                RunRecords.table(List.of(result(0, A)), new RunRecords.Units(UNITS, List.of(A))));
        assertEquals(1, RunRecords.merge(foreign, new RunRecords.Units(UNITS, List.of(A)), List.of(new Shard(1, 4))).size());
        e = assertThrows(IllegalArgumentException.class,
                () -> RunRecords.merge(foreign, new RunRecords.Units(UNITS, List.of(c)), List.of(new Shard(1, 4))));
        assertTrue(e.getMessage().endsWith("configuration 'A' is not in the run"), e.getMessage());
    }

    @Test
    void foldersWithDifferentRawTablesAreRefused(@TempDir Path dir) throws Exception {
        new ShardPart(null, Map.of("runs", new Table("", List.of("unit")).add(0))).writeRaw(dir.resolve("a"));
        new ShardPart(null, Map.of("rows", new Table("", List.of("unit")).add(1))).writeRaw(dir.resolve("b"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ShardPart.readRaw(List.of(dir.resolve("a"), dir.resolve("b"))));
        assertTrue(e.getMessage().contains("holds the raw tables [rows], the shard before it [runs]"), e.getMessage());
        new ShardPart(null, Map.of("runs", new Table("", List.of("other")).add(1))).writeRaw(dir.resolve("c"));
        e = assertThrows(IllegalArgumentException.class, () -> ShardPart.readRaw(List.of(dir.resolve("a"), dir.resolve("c"))));
        assertTrue(e.getMessage().contains("columns differ"), e.getMessage());
    }

    @Test
    void aShardWithNothingToRunIsRefused() {
        assertEquals(List.of(UNITS.get(3)), Positions.owned(UNITS, new Shard(4, 5)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Positions.owned(UNITS, new Shard(5, 5)));
        assertEquals("shard 5/5 has nothing to run: the run has only 4 units (positions or trees); split it into at most 4 shards",
                e.getMessage());
    }

    private static Map<String, Table> raw(List<RunResult> rs) {
        return Map.of(RunRecords.NAME, RunRecords.table(rs, RUN));
    }
}
