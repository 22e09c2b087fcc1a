package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.bench.SearchBench;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.alphabeta.MinimaxPlayer;

/**
 * Tiny runs of {@code bench search}: its node counts are a fresh player's searches of the same
 * positions to the same depth, they repeat round after round, a player without a depth is a
 * usage error, and positions may come from a file.
 */
class BenchSearchTest {

    private static final Game BREAKTHROUGH = GameCatalog.find("breakthrough").orElseThrow().create(List.of());

    /** What a fresh one-thread minimax with {@code keys} searches to {@code depth} over {@code positions}. */
    private static long freshNodes(List<State> positions, int depth, String... keys) {
        long sum = 0;
        for (State s : positions) {
            List<String> k = new java.util.ArrayList<>(List.of("threads=1"));
            k.addAll(List.of(keys));
            sum += MinimaxPlayer.TYPE.create(BREAKTHROUGH, k)
                    .chooseMove(s, SearchLimits.none().withDepth(depth), new StopSignal()).nodes();
        }
        return sum;
    }

    @Test
    void eachPlayerSearchesWhatAFreshPlayerSearches(@TempDir Path dir) throws Exception {
        CommandRun r = CommandRun.in(LabMain::run, "bench", "search", "--game", "breakthrough", "--depth", "5",
                "--player", "minimax", "--player", "minimax lmr=false", "--random", "3", "--plies", "10", "--seed", "7",
                "--rounds", "3", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<String> csv = Files.readAllLines(dir.resolve("search.csv"));
        assertEquals("player,positions,nodes,CPU s,time / first's,nodes/CPU s,mean depth,mean seldepth,nodes repeat",
                csv.get(0));
        assertEquals(3, csv.size(), String.join("\n", csv));
        List<State> positions = SearchBench.randomPositions(BREAKTHROUGH, 3, 10, 7);
        String[] first = csv.get(1).split(",");
        String[] second = csv.get(2).split(",");
        assertEquals("minimax", first[0]);
        assertEquals(freshNodes(positions, 5), Long.parseLong(first[2]), csv.get(1));
        assertEquals(freshNodes(positions, 5, "lmr=false"), Long.parseLong(second[2]), csv.get(2));
        assertEquals("1", first[4], "the first is the base of the ratio");
        assertEquals(5.0, Double.parseDouble(first[6]), 1e-9, "every search completed depth 5");
        assertTrue(Double.parseDouble(first[7]) > 5, "the quiescence search goes deeper: " + csv.get(1));
        assertEquals("yes", first[8]);
        assertEquals("yes", second[8]);
        // 3 rounds × 3 positions × 2 players, each reported as it ends
        assertEquals(18, r.err().lines().filter(l -> l.startsWith("round ")).count(), r.err());
    }

    @Test
    void positionsComeFromAFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("pos.txt");
        Files.writeString(file, "# two openings\nmoves: a2a3 b7b6\nmoves: h2h3\n");
        CommandRun r = CommandRun.in(LabMain::run, "bench", "search", "--game", "breakthrough", "--depth", "4",
                "--positions", file.toString(), "--rounds", "2");
        assertEquals(0, r.code(), r.err());
        State a = BREAKTHROUGH.newInitialState();
        a.apply(a.parseMove("a2a3"));
        a.apply(a.parseMove("b7b6"));
        State b = BREAKTHROUGH.newInitialState();
        b.apply(b.parseMove("h2h3"));
        long nodes = freshNodes(List.of(a, b), 4);
        assertTrue(r.out().matches("(?s).*\\nminimax\\s+2\\s+" + nodes + "\\s.*"), r.out());
        assertTrue(r.out().contains("2 of pos.txt"), r.out());
    }

    @Test
    void badSettingsAreUsageErrors(@TempDir Path dir) throws Exception {
        CommandRun mcts = CommandRun.in(LabMain::run, "bench", "search", "--game", "breakthrough", "--depth", "3",
                "--player", "mcts-solver");
        assertEquals(2, mcts.code());
        assertTrue(mcts.err().contains("--player: mcts-solver searches no fixed depth"), mcts.err());
        CommandRun limit = CommandRun.in(LabMain::run, "bench", "search", "--depth", "3", "--player", "minimax movetime=1");
        assertEquals(2, limit.code());
        assertTrue(limit.err().contains("are set by --depth"), limit.err());
        assertEquals(2, CommandRun.in(LabMain::run, "bench", "search", "--depth", "0").code());
        assertEquals(2, CommandRun.in(LabMain::run, "bench", "search", "--depth", "3", "--rounds", "1").code());
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "moves: a2a5\n");
        CommandRun illegal = CommandRun.in(LabMain::run, "bench", "search", "--game", "breakthrough", "--depth", "3",
                "--positions", bad.toString());
        assertEquals(2, illegal.code());
        assertTrue(illegal.err().contains("--positions:"), illegal.err());
    }
}
