package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.shard.Table;
import org.pnengine.match.GameRecord;
import org.pnengine.match.RecordWriter;

/**
 * {@code pnengine tournament} and the run options it shares with {@code match} (openings, SPRT,
 * resume and shards) through the real command line, on tiny games with playout budgets, so that
 * every game is deterministic. Merging the shards is the lab's {@code merge} (RunMergeTest).
 */
class TournamentCommandTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
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

    static String[] args(List<String> base, String... more) {
        List<String> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return all.toArray(new String[0]);
    }

    /** A round robin of three in-process players on Connect Four 4×4. */
    static final List<String> ROUND_ROBIN = List.of("tournament", "--game", "connect_four width=4 height=4",
            "--engine", "uct", "--engine", "uct c=0.5", "--name", "low-c", "--engine", "mcts-solver",
            "--games", "4", "--playouts", "100");

    /** A match of Othello (which has SGF records) from openings: move sequences and a position. */
    static List<String> match(Path openings) {
        return List.of("match", "--game", "Othello", "--a", "uct c=0.8", "--b", "mcts-solver", "--games", "6",
                "--playouts", "30", "--seed", "9", "--openings", openings.toString(), "--openings-order", "random");
    }

    static Path othelloOpenings(Path dir) throws Exception {
        return Files.writeString(dir.resolve("othello-openings.txt"), "# Othello openings\nmoves: f5 d6\n\n"
                + "position: ---------------------------OX------XXX-------------------------- O   # after f5\n"
                + "moves: f5 f6 e6\n");
    }

    @Test
    void aRoundRobinWritesItsTablesRecordsAndCrosstable(@TempDir Path dir) throws Exception {
        Run r = run(args(ROUND_ROBIN, "--threads", "2", "--out", dir.toString()));
        assertEquals(0, r.code(), r.err());
        assertEquals(12, r.err().lines().filter(l -> l.startsWith("game ")).count(), r.err());
        assertTrue(r.err().contains("final standings:  1. "), r.err());
        for (String t : List.of("Pairings", "Elo of A over B", "Entrants", "Crosstable", "Move times")) {
            assertTrue(r.out().contains(t), t + " in " + r.out());
        }
        for (String f : List.of("run.txt", "games.jsonl", "pairings.csv", "pairings.md", "elo.csv", "entrants.csv",
                "crosstable.csv", "crosstable.md", "movetimes.csv")) {
            assertTrue(Files.exists(dir.resolve(f)), f);
        }
        assertFalse(Files.exists(dir.resolve("sgf")), "Connect Four has no SGF game number");
        List<GameRecord> records = RecordWriter.read(dir.resolve("games.jsonl"));
        assertEquals(12, records.size());
        Table ct = Table.fromCsv(Files.readString(dir.resolve("crosstable.csv")));
        assertEquals(List.of("rank", "name", "Elo", "±", "games", "score %", "draw %", "1", "2", "3"), ct.columns());
        assertEquals(List.of("low-c", "mcts-solver", "uct"), ct.rows().stream().map(row -> row.get(1)).sorted().toList());
        for (List<String> row : ct.rows()) {
            String name = row.get(1);
            double points = records.stream().mapToDouble(g -> name.equals(g.slot().aName()) ? (g.resultForA() + 1) / 2.0
                    : name.equals(g.slot().bName()) ? (1 - g.resultForA()) / 2.0 : 0).sum();
            assertEquals(String.format(Locale.ROOT, "%.1f", 100 * points / 8), row.get(5), name + "'s score");
        }
        Table elo = Table.fromCsv(Files.readString(dir.resolve("elo.csv")));
        assertEquals(3, elo.rows().size());
        assertTrue(elo.rows().stream().allMatch(row -> row.get(elo.column("from")).equals("pairs")), "every pair complete");
        String run = Files.readString(dir.resolve("run.txt"));
        assertTrue(run.contains("setting entrant 2 low-c = uct c=0.5\n") && run.contains("setting format round-robin\n"), run);
    }

    /**
     * {@code --clock-of} gives the {@code --engine} before it its own clock (time odds) in a
     * tournament, and {@code MAIN+INC} is a Fischer clock; the records say which clock each side had.
     */
    @Test
    void eachEntrantMayHaveItsOwnClock(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("odds");
        Run r = run("tournament", "--game", "tic_tac_toe", "--engine", "uct playouts=20", "--engine", "uct playouts=20",
                "--name", "rich", "--clock-of", "20+1", "--games", "2", "--clock", "2+0.5", "--threads", "1", "--out",
                out.toString());
        assertEquals(0, r.code(), r.err());
        // Each game's first two moves: the clock left after each, increment added (2 s + 0.5, 20 s + 1).
        for (String game : Files.readAllLines(out.resolve("games.jsonl"))) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"first\":\"(A|B)\".*\"clock_millis\":\\[([0-9.]+),([0-9.]+),")
                    .matcher(game);
            assertTrue(m.find(), game);
            double first = Double.parseDouble(m.group(2));
            double second = Double.parseDouble(m.group(3));
            double a = m.group(1).equals("A") ? first : second;
            double b = m.group(1).equals("A") ? second : first;
            assertTrue(a > 2000 && a <= 2500, "A on 2+0.5 after its first move: " + a);
            assertTrue(b > 20_000 && b <= 21_000, "B (rich) on 20+1 after its first move: " + b);
        }
        Run bad = run("tournament", "--game", "tic_tac_toe", "--engine", "uct", "--engine", "uct", "--clock-of", "5",
                "--games", "2", "--playouts", "10");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--clock-of of --engine 2 gives one side its own clock: it needs --clock"), bad.err());
    }

    @Test
    void badTournamentOptionsAreUsageErrors(@TempDir Path dir) throws Exception {
        Run r = run("tournament", "--engine", "uct", "--playouts", "10");
        assertEquals(2, r.code(), "two entrants at least");
        r = run("tournament", "--engine", "uct", "--engine", "magic", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--engine 2: unknown player 'magic'"), r.err());
        r = run("tournament", "--engine", "uct", "--name", "x", "--engine", "mcts-solver", "--name", "x", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("two entrants are named 'x'"), r.err());
        r = run("tournament", "--engine", "uct", "--engine", "mcts-solver", "--playouts", "10", "--games", "3");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--games must be an even number"), r.err());
        r = run("tournament", "--engine", "uct", "--engine", "mcts-solver", "--playouts", "10", "--format", "swiss");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--format must be round-robin or gauntlet"), r.err());
        r = run("tournament", "--engine", "uct", "--engine", "mcts-solver", "--playouts", "10", "--sprt", "elo0=0 elo1=5",
                "--shard", "1/2");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--sprt cannot be used with --shard"), r.err());
        r = run("tournament", "--engine", "uct", "--engine", "mcts-solver", "--playouts", "10", "--sprt", "elo0=5 elo1=0");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--sprt: elo0 must be less than elo1"), r.err());
        Path bad = Files.writeString(dir.resolve("bad.txt"), "moves: a1\n# ok\nmoves: a1 a1\n");
        r = run("tournament", "--game", "tic_tac_toe", "--engine", "uct", "--engine", "mcts-solver", "--playouts", "10",
                "--openings", bad.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--openings: " + bad + ", line 3: move 2 'a1' is illegal"), r.err());
        r = run("tournament", "--game", "tic_tac_toe", "--engine", "uct", "--engine", "mcts-solver", "--playouts", "10",
                "--openings", bad.toString(), "--openings-order", "shuffled");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--openings-order must be sequential or random"), r.err());
        r = run("tournament", "--game", "tic_tac_toe", "--engine", "uct", "--engine", "stdio:/nonexistent/engine",
                "--name", "ghost", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--engine 2 (ghost): cannot start stdio:/nonexistent/engine"), r.err());
    }

    /** A gauntlet with an SPRT that decides: the LLR, bounds and decision per pairing, and fewer games. */
    @Test
    void aGauntletWithSprtStopsDecidedPairings(@TempDir Path dir) throws Exception {
        Run r = run("tournament", "--format", "gauntlet", "--game", "connect_four width=5 height=4", "--engine", "uct",
                "--name", "strong", "--engine", "uct playouts=2", "--name", "weak", "--engine", "uct playouts=3",
                "--name", "weak2", "--games", "40", "--playouts", "2000", "--threads", "1",
                "--sprt", "elo0=0 elo1=300 alpha=0.1 beta=0.1 model=logistic", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("SPRT pairing 0 (strong vs weak) LLR "), r.err());
        assertTrue(r.err().contains("H1 accepted; its games not yet started will not be"), r.err());
        Table elo = Table.fromCsv(Files.readString(dir.resolve("elo.csv")));
        assertTrue(elo.columns().containsAll(List.of("LLR", "LLR lo", "LLR hi", "SPRT pairs", "SPRT")), elo.columns().toString());
        assertEquals(2, elo.rows().size(), "a gauntlet of three has two pairings");
        for (List<String> row : elo.rows()) {
            assertEquals("H1 accepted", row.get(elo.column("SPRT")));
            assertEquals("-2.20", row.get(elo.column("LLR lo")));
            assertEquals("2.20", row.get(elo.column("LLR hi")));
            assertTrue(Double.parseDouble(row.get(elo.column("LLR"))) >= 2.197, row.toString());
        }
        List<GameRecord> records = RecordWriter.read(dir.resolve("games.jsonl"));
        assertTrue(records.size() < 80, records.size() + " games of 80 scheduled");
        assertTrue(Files.readString(dir.resolve("elo.md")).contains("SPRT elo0=0 elo1=300 alpha=0.1 beta=0.1 model=logistic"));
    }

    /**
     * Openings: each pair plays one, colours reversed; SGF files for the games from move
     * sequences (their moves first), none for those from a position.
     */
    @Test
    void aMatchFromOpeningsWritesSgfForTheMoveOpenings(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("run");
        Run r = run(args(match(othelloOpenings(dir)), "--threads", "2", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        List<GameRecord> records = RecordWriter.read(out.resolve("games.jsonl"));
        assertEquals(6, records.size());
        List<String> openings = records.stream().map(g -> g.slot().opening()).toList();
        assertEquals(3, openings.stream().distinct().count(), "random order: each opening once in the first round");
        for (GameRecord g : records) {
            Path sgf = out.resolve("sgf").resolve(String.format("game-%05d.sgf", g.index()));
            assertEquals(!g.slot().opening().startsWith("position:"), Files.exists(sgf), g.slot().opening());
        }
        assertTrue(r.out().contains("Openings: 3 openings (sha256 "), r.out());
        assertTrue(r.out().contains("Elo of A over B"), r.out());
    }

    /**
     * A run cut off (its last record torn, two games missing) and run again with the same command:
     * the folder ends as an uninterrupted run's. Another run in that folder is refused; --fresh
     * starts over.
     */
    @Test
    void aRunResumesFromItsFolder(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("whole");
        Path cut = dir.resolve("cut");
        assertEquals(0, run(args(ROUND_ROBIN, "--seed", "5", "--threads", "2", "--out", whole.toString())).code());
        assertEquals(0, run(args(ROUND_ROBIN, "--seed", "5", "--threads", "1", "--out", cut.toString())).code());
        List<String> lines = Files.readAllLines(cut.resolve("games.jsonl"));
        // As if killed: games 4 and 9 never finished, game 11 was being written, no tables yet.
        String torn = lines.get(11).substring(0, 40);
        List<String> kept = new ArrayList<>(lines.subList(0, 11));
        kept.remove(9);
        kept.remove(4);
        Files.writeString(cut.resolve("games.jsonl"), String.join("\n", kept) + "\n" + torn);
        try (Stream<Path> files = Files.list(cut)) {
            for (Path p : files.toList()) if (p.toString().endsWith(".csv") || p.toString().endsWith(".md")) Files.delete(p);
        }
        Run again = run(args(ROUND_ROBIN, "--seed", "5", "--threads", "2", "--out", cut.toString()));
        assertEquals(0, again.code(), again.err());
        assertTrue(again.err().contains("resuming: 9 games already recorded"), again.err());
        assertEquals(3, again.err().lines().filter(l -> l.startsWith("game ")).count(), "only games 4, 9 and 11 are played");
        RunFolders.assertSameRun(whole, cut);

        Run other = run(args(ROUND_ROBIN, "--threads", "2", "--out", cut.toString(), "--seed", "6"));
        assertEquals(2, other.code());
        assertTrue(other.err().contains("holds another run (its 'seed 5' against this run's 'seed 6')"), other.err());
        Run fresh = run(args(ROUND_ROBIN, "--out", cut.toString(), "--seed", "6", "--fresh"));
        assertEquals(0, fresh.code(), fresh.err());
        assertEquals(12, fresh.err().lines().filter(l -> l.startsWith("game ")).count());
        assertTrue(Files.readString(cut.resolve("run.txt")).contains("setting seed 6\n"));
        Files.delete(cut.resolve("run.txt"));
        Run orphan = run(args(ROUND_ROBIN, "--seed", "5", "--out", cut.toString()));
        assertEquals(2, orphan.code());
        assertTrue(orphan.err().contains("holds game records but no run.txt"), orphan.err());
    }
}
