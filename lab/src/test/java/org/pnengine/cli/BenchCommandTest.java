package org.pnengine.cli;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tiny runs of {@code pnengine bench} through the real command line. */
class BenchCommandTest {

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        PrintStream old = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        ByteArrayOutputStream errBuf = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(errBuf, true, StandardCharsets.UTF_8));
            int code = LabMain.run(args);
            return new Run(code, buf.toString(StandardCharsets.UTF_8), errBuf.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(old);
            System.setErr(oldErr);
        }
    }

    @Test
    void playoutsWritesCsvAndMarkdown(@TempDir Path dir) throws Exception {
        Run r = run("bench", "playouts", "--game", "tic_tac_toe", "--game", "connect_four width=4 height=4",
                "--seconds", "0.05", "--warmup", "0", "--out", dir.toString());
        assertEquals(0, r.code());
        assertTrue(r.out().contains("tic_tac_toe"), r.out());
        String csv = Files.readString(dir.resolve("playouts.csv"));
        assertTrue(csv.startsWith("game,playouts/CPU s,"), csv);
        assertTrue(csv.contains("connect_four width=4 height=4,"), csv);
        assertTrue(Files.readString(dir.resolve("playouts.md")).contains("| tic_tac_toe |"));
    }

    @Test
    void evalMeasuresAFittedEvaluationBesideTheHandMadeOne(@TempDir Path dir) throws Exception {
        Run r = run("bench", "eval", "--game", "minishogi", "--game", "connect_four width=4 height=4",
                "--seconds", "0.05", "--warmup", "0", "--positions", "50", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<String> rows = Files.readAllLines(dir.resolve("eval.csv"));
        assertTrue(rows.get(0).startsWith("game,evaluation,ns/evaluation,"), rows.get(0));
        assertEquals(4, rows.size(), String.join("\n", rows));
        assertTrue(rows.get(1).contains(",fitted,") && rows.get(1).startsWith("minishogi"), rows.get(1));
        assertTrue(rows.get(2).contains(",classic,") && rows.get(2).startsWith("minishogi"), rows.get(2));
        assertTrue(rows.get(3).startsWith("connect_four width=4 height=4,the game's,"), rows.get(3));
        double ratio = Double.parseDouble(rows.get(1).split(",")[4]);
        double fitted = Double.parseDouble(rows.get(1).split(",")[2]);
        double classic = Double.parseDouble(rows.get(2).split(",")[2]);
        assertEquals(fitted / classic, ratio, 1e-2 * ratio, "the ratio is the two rows'");
        Run none = run("bench", "eval", "--game", "tic_tac_toe");
        assertFalse(none.code() == 0);
        assertTrue(none.err().contains("has no static evaluation"), none.err());
    }

    /** Tic-tac-toe perft (source: {@code ../shared/reference/rules-and-numbers.md}) through the CLI. */
    @Test
    void perftPrintsEveryDepth() {
        Run r = run("bench", "perft", "--game", "tic_tac_toe", "--depth", "9");
        assertEquals(0, r.code());
        assertTrue(r.out().matches("(?s).*\\n\\s+9\\s+127872\\s.*"), r.out());
        assertTrue(r.out().matches("(?s).*\\n\\s+5\\s+15120\\s.*"), r.out());
    }

    @Test
    void solveChecksAPositionFileAndFailsOnAWrongScore(@TempDir Path dir) throws Exception {
        Path good = ReferenceData.pons("Test_L3_R1");
        Run ok = run("bench", "solve", "--positions", good.toString(), "--first", "20");
        assertEquals(0, ok.code(), ok.out());
        assertTrue(ok.out().matches("(?s).*Test_L3_R1\\s+20\\s+20\\s+0\\s.*"), ok.out());
        // A warm-up is solved but not counted.
        Run warm = run("bench", "solve", "--positions", good.toString(), "--first", "20", "--warmup", "30");
        assertEquals(0, warm.code(), warm.out());
        assertTrue(warm.out().matches("(?s).*Test_L3_R1\\s+20\\s+20\\s+0\\s.*"), warm.out());
        String line = Files.readAllLines(good).stream().filter(l -> !l.endsWith(" 0")).findFirst().orElseThrow();
        String[] parts = line.split(" ");
        Path bad = dir.resolve("bad");
        Files.writeString(bad, parts[0] + " " + (-Integer.parseInt(parts[1])) + "\n");
        assertEquals(1, run("bench", "solve", "--positions", bad.toString()).code());
    }

    @Test
    void solveEachPrintsOneLinePerPositionAsItIsSolved() throws Exception {
        Path good = ReferenceData.pons("Test_L3_R1");
        Run quiet = run("bench", "solve", "--positions", good.toString(), "--first", "5");
        assertEquals(0, quiet.code(), quiet.out());
        assertFalse(quiet.err().contains(" line "), quiet.err());
        Run r = run("bench", "solve", "--positions", good.toString(), "--first", "5", "--each", "score=true");
        assertEquals(0, r.code(), r.out());
        List<String> lines = r.err().lines().filter(l -> l.startsWith("Test_L3_R1 line ")).toList();
        assertEquals(5, lines.size(), r.err());
        List<String> expected = Files.readAllLines(good).subList(0, 5);
        for (int i = 0; i < 5; i++) {
            String score = expected.get(i).split(" ")[1];
            assertTrue(lines.get(i).matches("Test_L3_R1 line " + (i + 1) + ": correct (win|draw|loss) score="
                    + score + " nodes=\\d+ cpu_ms=\\d+\\.\\d{3}"), lines.get(i));
        }
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertEquals(2, run("bench", "playouts", "--game", "nonsense").code());
        assertEquals(2, run("bench", "perft", "--depth", "0").code());
        assertEquals(2, run("bench", "solve", "--positions", "x", "algorithm=magic").code());
        assertEquals(2, run("bench", "solve", "--positions", "x", "--warmup", "-1").code());
    }
}
