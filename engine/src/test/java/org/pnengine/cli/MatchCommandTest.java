package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.client.ChildJava;
import org.pnengine.client.FakeEngineServer;
import org.pnengine.client.TestCertificates;
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
        assertTrue(r.err().contains("--clock: give MAIN, MAIN BYO STONES or MAIN+INC"), r.err());
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--clock", "0 5 0").code(), "a clock needs a limit");
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--games", "0").code());
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--threads", "0").code());
    }

    /**
     * A game with no bound on its length (MiniShogi without a ply cap: repetitions end it, after
     * no known number of plies) and no --max-plies: a warning names the option; a bound given,
     * or a game bounded by its rules, none.
     */
    @Test
    void warnsWhenAGameMayNotEnd() {
        String warning = "sets no bound on a game's length (where positions can repeat, a game may not end);"
                + " --max-plies N adjudicates";
        Run r = run("match", "--game", "minishogi", "--a", "uct", "--b", "uct", "--games", "2", "--playouts", "10",
                "--threads", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("warning: minishogi repetition=sennichite max_plies=0 playout_promotion=move " + warning), r.err());
        r = run("match", "--game", "minishogi", "--a", "uct", "--b", "uct", "--games", "2", "--playouts", "10",
                "--threads", "1", "--max-plies", "60");
        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains(warning), r.err());
        r = run("match", "--game", "connect_four width=4 height=4", "--a", "uct", "--b", "uct", "--games", "2",
                "--playouts", "10", "--threads", "1");
        assertFalse(r.err().contains(warning), r.err());
    }

    @Test
    void helpListsTheOptions() {
        Run r = run("match", "--help");
        assertEquals(0, r.code());
        for (String o : List.of("--game", "--a", "--b", "--games", "--movetime", "--playouts", "--threads", "--seed",
                "--max-plies", "--engine-timeout", "--grace", "--tls-trust", "--out", "stdio:", "tcp://", "tls://",
                "--openings", "--openings-order", "--sprt", "--fresh", "--shard")) {
            assertTrue(r.out().contains(o), o + " in " + r.out());
        }
        r = run("tournament", "--help");
        assertEquals(0, r.code());
        for (String o : List.of("--engine", "--name", "--format", "round-robin", "gauntlet", "--games", "--openings",
                "--sprt", "--shard", "--out", "--fresh")) {
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

    /**
     * Time odds: B plays on a clock of its own, which its records show, and the run's budget says
     * so; a side's own clock needs --clock.
     */
    @Test
    void aSideMayHaveAClockOfItsOwn(@TempDir Path dir) throws Exception {
        Run r = run("match", "--game", "connect_four width=4 height=4", "--a", "uct", "--b", "uct",
                "--games", "2", "--clock", "0.5", "--clock-b", "4", "--threads", "1", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("clock 0.5 s; B clock 4 s"), r.out());
        assertTrue(Files.readString(dir.resolve("run.txt")).contains("budget clock 0.5 s; B clock 4 s"));
        for (GameRecord g : RecordWriter.read(dir.resolve("games.jsonl"))) {
            // A moves first in game 0, so there B's first clock reading is the record's second.
            double[] left = g.clockMillis();
            double aFirst = left[g.aFirst() ? 0 : 1];
            double bFirst = left[g.aFirst() ? 1 : 0];
            assertTrue(bFirst > 500 && bFirst <= 4_000, "B's clock starts at 4 s: " + bFirst);
            assertTrue(aFirst <= 500, "A's at 0.5 s: " + aFirst);
        }
        Run bad = run("match", "--a", "uct", "--b", "uct", "--movetime", "0.1", "--clock-b", "4");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--clock-b gives one side its own clock: it needs --clock"), bad.err());
        bad = run("match", "--a", "uct", "--b", "uct", "--clock", "1", "--clock-a", "4 1");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--clock-a: give MAIN, MAIN BYO STONES or MAIN+INC"), bad.err());
    }

    /** An engine's illegal move is a result: exit 0, counted, and printed as it happens. */
    @Test
    void anEnginesFaultIsAResultNotAnError(@TempDir Path dir) throws Exception {
        Run r = run("match", "--game", "tic_tac_toe", "--a", "uct playouts=30", "--b", ChildJava.fake("fault=illegal", "ply=3"),
                "--games", "2", "--movetime", "0.05", "--threads", "1", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("FAULT in game 0 (illegal_move): B (white) answered illegal move "), r.err());
        assertFalse(r.err().contains("FORFEIT"), r.err());
        assertTrue(r.out().contains("Match: A = uct playouts=30, B = Fake Engine 1.0"), r.out());
        String csv = Files.readString(dir.resolve("summary.csv"));
        List<String> header = List.of(csv.lines().findFirst().orElseThrow().split(","));
        String[] row = csv.lines().skip(1).findFirst().orElseThrow().split(",");
        assertEquals("1", row[header.indexOf("forfeits")]);
        assertEquals("0", row[header.indexOf("faults")]);
        assertEquals("Fake Engine 1.0", row[header.indexOf("B")]);
        List<GameRecord> records = RecordWriter.read(dir.resolve("games.jsonl"));
        assertEquals(GameRecord.Termination.ILLEGAL_MOVE, records.get(0).termination());
        assertTrue(records.get(0).b().startsWith("stdio:/")
                && records.get(0).b().endsWith(" org.pnengine.client.FakeEngine fault=illegal ply=3"), "the full spec");
    }

    @Test
    void aSideThatCannotStartIsAUsageError() {
        Run r = run("match", "--a", "uct", "--b", "stdio:/nonexistent/engine --level 3", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--b: cannot start stdio:/nonexistent/engine --level 3"), r.err());
        r = run("match", "--a", "tcp://localhost", "--b", "uct", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--a: give HOST:PORT"), r.err());
        r = run("match", "--a", "uct", "--b", "stdio:engine 'unclosed", "--playouts", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--b: unclosed '"), r.err());
        r = run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--tls-trust", "/nonexistent/cert.pem");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--tls-trust: "), r.err());
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--engine-timeout", "0").code());
        assertEquals(2, run("match", "--a", "uct", "--b", "uct", "--playouts", "10", "--grace", "-1").code());
    }

    /** A token is sent, and never shown: not on stdout, stderr, in the records or the tables. */
    @Test
    void aTokenNeverShows(@TempDir Path dir) throws Exception {
        String token = "t0ken-that-must-not-leak-42";
        try (FakeEngineServer server = new FakeEngineServer(List.of("token=" + token, "score=W+9"))) {
            Run r = run("match", "--game", "tic_tac_toe", "--a", "tcp://" + token + "@127.0.0.1:" + server.port(),
                    "--b", "uct playouts=20", "--games", "2", "--playouts", "20", "--threads", "1", "--out", dir.toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.err().contains("A = tcp://***@127.0.0.1:" + server.port()), r.err());
            assertTrue(r.err().contains("WARNING in game 0: A scores it W+9, the match "), r.err());
            StringBuilder all = new StringBuilder(r.out()).append(r.err());
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.toList()) all.append(Files.readString(f));
            }
            assertFalse(all.toString().contains(token), "the token leaked");
            Run wrong = run("match", "--game", "tic_tac_toe", "--a", "tcp://wrong-" + token + "@127.0.0.1:" + server.port(),
                    "--b", "uct", "--playouts", "20");
            assertEquals(2, wrong.code());
            assertTrue(wrong.err().contains("--a: cannot start tcp://***@127.0.0.1:" + server.port()
                    + ": the server refused the token"), wrong.err());
            assertFalse(wrong.err().contains(token), wrong.err());
        }
    }

    /** A TLS engine whose self-signed certificate is trusted with --tls-trust, and not without. */
    @Test
    void playsATlsEngineTrustedWithTlsTrust() throws Exception {
        String token = "tls-token-0123456789abcdef";
        try (FakeEngineServer server = new FakeEngineServer(TestCertificates.serverContext("good"),
                List.of("token=" + token))) {
            String b = "tls://" + token + "@localhost:" + server.port();
            Run r = run("match", "--game", "tic_tac_toe", "--a", "uct playouts=20", "--b", b, "--games", "2",
                    "--playouts", "20", "--threads", "1", "--tls-trust", TestCertificates.pem("good").toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("B = Fake Engine 1.0"), r.out());
            assertEquals(2, r.err().lines().filter(l -> l.startsWith("game ")).count(), r.err());
            Run untrusted = run("match", "--game", "tic_tac_toe", "--a", "uct", "--b", b, "--playouts", "20");
            assertEquals(2, untrusted.code());
            assertTrue(untrusted.err().contains("--b: cannot start tls://***@localhost:" + server.port()), untrusted.err());
            assertFalse(untrusted.err().contains(token));
        }
    }
}
