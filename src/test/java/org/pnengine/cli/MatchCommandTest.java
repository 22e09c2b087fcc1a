package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.match.GameRecord;
import org.pnengine.match.RecordWriter;

/** {@code pnengine match} through the real command line. */
class MatchCommandTest {

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        PrintStream old = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(old);
            System.setErr(oldErr);
        }
    }

    @Test
    void playsAMatchAndWritesRecordsAndTables(@TempDir Path dir) throws Exception {
        Run r = run("match", "--game", "connect_four width=4 height=4", "--a", "uct c=1.4", "--b", "uct c=0.5",
                "--games", "4", "--playouts", "100", "--threads", "2", "--seed", "3", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("connect_four width=4 height=4"), r.out());
        assertTrue(r.out().contains("100 playouts/move"), r.out());
        // one progress line per game on stderr
        assertEquals(4, r.err().lines().filter(l -> l.startsWith("game ")).count(), r.err());
        List<GameRecord> records = RecordWriter.read(dir.resolve("games.jsonl"));
        assertEquals(4, records.size());
        for (int i = 0; i < 4; i++) assertEquals(i, records.get(i).index());
        String csv = Files.readString(dir.resolve("summary.csv"));
        assertTrue(csv.startsWith("game,A,B,budget,games,A wins,draws,B wins,score %,"), csv);
        String[] row = csv.lines().skip(1).findFirst().orElseThrow().split(",");
        long aWins = records.stream().filter(g -> g.resultForA() > 0).count();
        long draws = records.stream().filter(g -> g.resultForA() == 0).count();
        assertEquals("4", row[4]);
        assertEquals(Long.toString(aWins), row[5]);
        assertEquals(Long.toString(draws), row[6]);
        assertTrue(Files.readString(dir.resolve("summary.md")).contains("| connect_four width=4 height=4 | uct c=1.4 |"));
        assertTrue(Files.readString(dir.resolve("movetimes.csv")).startsWith("player,moves,mean ms,p99 ms,max ms,"));
    }

    @Test
    void badOptionsAreUsageErrorsNamingTheOption() {
        Run r = run("match", "--a", "magic", "--b", "uct", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--a: unknown player 'magic'"), r.err());
        r = run("match", "--a", "uct", "--b", "uct c=x", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--b: parameter 'c'"), r.err());
        r = run("match", "--game", "nonsense", "--a", "uct", "--b", "uct", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--game: unknown game"), r.err());
        assertEquals(2, run("match", "--a", "uct", "--b", "uct").code(), "a budget is required");
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--movetime", "1").code());
        r = run("match", "--a", "uct", "--b", "uct", "--movetime", "0");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--movetime"), r.err());
        r = run("match", "--a", "uct", "--b", "uct", "--clock", "60 10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--clock: give MAIN, or MAIN BYO STONES"), r.err());
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--clock", "0 5 0").code(), "a clock needs a limit");
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--games", "0").code());
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--threads", "0").code());
    }

    @Test
    void helpListsTheOptions() {
        Run r = run("match", "--help");
        assertEquals(0, r.code());
        for (String o : List.of("--game", "--a", "--b", "--games", "--movetime", "--playouts", "--threads", "--seed",
                "--max-plies", "--out")) {
            assertTrue(r.out().contains(o), o + " in " + r.out());
        }
    }

    @Test
    void playsUnderAGameClock(@TempDir Path dir) throws Exception {
        Run r = run("match", "--game", "connect_four width=4 height=4", "--a", "mcts-solver", "--b", "uct",
                "--games", "2", "--clock", "1 0.5 5", "--threads", "1", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("clock 1 s + 0.5 s/5"), r.out());
        String first = Files.readAllLines(dir.resolve("games.jsonl")).get(0);
        assertTrue(first.contains("\"clock_millis\":[") && !first.contains("\"clock_millis\":[null"), first);
    }
}
