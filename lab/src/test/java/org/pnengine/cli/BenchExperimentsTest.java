package org.pnengine.cli;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tiny end-to-end runs of every {@code bench} experiment through the real command line: a few
 * positions, small limits, every file written. The full-size runs are in {@code docs/experiments.md}.
 */
class BenchExperimentsTest {

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
            int code = LabMain.run(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(old);
            System.setErr(oldErr);
        }
    }

    private static List<String> csv(Path p) throws Exception {
        return Files.readAllLines(p);
    }

    private static void assertPng(Path p) throws Exception {
        assertTrue(ImageIO.read(p.toFile()).getWidth() > 100, p.toString());
    }

    @Test
    void connect4WritesSummaryPositionsAndPlot(@TempDir Path dir) throws Exception {
        Run r = run("bench", "connect4", "--positions", "3", "--plies", "16", "--nodes", "20000", "--time", "5",
                "--config", "PNS: algorithm=pns tt=false", "--config", "PNS+TT: algorithm=pns tt=true",
                "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<String> summary = csv(dir.resolve("summary.csv"));
        assertTrue(summary.get(0).startsWith("configuration,positions,solved,unsolved,probable,wrong,out of limit,"),
                summary.get(0));
        assertEquals(3, summary.size());
        assertTrue(summary.get(1).startsWith("PNS,3,"), summary.get(1));
        List<String> per = csv(dir.resolve("positions.csv"));
        assertEquals(1 + 3 * 2, per.size(), "one row per position and configuration");
        String md = Files.readString(dir.resolve("summary.md"));
        assertTrue(md.contains("![Connect Four: positions solved of 3](solved.png)"), md);
        assertTrue(md.contains("`algorithm=pns tt=false"), md);
        assertPng(dir.resolve("solved.png"));
        assertTrue(r.err().contains("[6/6]"), r.err());
    }

    /** Two threads give the same results as one (only the times differ): every run has its own solver. */
    @Test
    void threadsChangeNoResult(@TempDir Path dir) throws Exception {
        for (String threads : List.of("1", "2")) {
            Run r = run("bench", "connect4", "--positions", "4", "--plies", "14", "--nodes", "30000", "--seed", "5",
                    "--threads", threads, "--quiet", "--config", "PNS: algorithm=pns tt=false",
                    "--config", "UCT solver: algorithm=mcts-solver threads=1", "--out", dir.resolve(threads).toString());
            assertEquals(0, r.code(), r.err());
        }
        List<String> one = withoutTimes(csv(dir.resolve("1").resolve("positions.csv")));
        List<String> two = withoutTimes(csv(dir.resolve("2").resolve("positions.csv")));
        assertEquals(one, two);
        assertEquals(1 + 4 * 2, one.size());
    }

    /** The per-position rows without the CPU and wall seconds. */
    private static List<String> withoutTimes(List<String> lines) {
        return lines.stream().map(l -> l.replaceAll(",[0-9]+\\.[0-9]{6},[0-9]+\\.[0-9]{6},", ",,")).toList();
    }

    @Test
    void othelloGroupsByRandomMoves(@TempDir Path dir) throws Exception {
        Run r = run("bench", "othello", "--positions", "2", "--plies", "50,54", "--nodes", "20000", "--time", "5",
                "--config", "PNS: algorithm=pns tt=false", "--out", dir.toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        List<String> comp = csv(dir.resolve("completion.csv"));
        assertEquals("random moves,positions,PNS %", comp.get(0));
        assertTrue(comp.get(1).startsWith("50,2,"), comp.get(1));
        assertTrue(comp.get(2).startsWith("54,2,"), comp.get(2));
        assertEquals(1 + 4, csv(dir.resolve("positions.csv")).size());
        assertPng(dir.resolve("completion.png"));
        assertPng(dir.resolve("solved.png"));
        assertEquals("", r.err());
    }

    @Test
    void pgameChecksAgainstTheExactValuesAndPlotsTheErrorRate(@TempDir Path dir) throws Exception {
        Run r = run("bench", "pgame", "--trees", "2", "--shapes", "2x10,4x4", "--max-budget", "6",
                "--iterations", "50000", "--time", "5", "--threads", "2", "--quiet",
                "--config", "PNS: algorithm=pns tt=false", "--config", "UCT solver: algorithm=mcts-solver threads=1",
                "--config", "pure MCTS solver: algorithm=mcts-solver c=0 threads=1", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<String> summary = csv(dir.resolve("summary.csv"));
        assertEquals(1 + 2 * 3, summary.size());
        for (String line : summary.subList(1, summary.size())) {
            // group, configuration, positions, solved, unsolved, probable, wrong: small trees are solved, never wrongly
            String[] f = line.split(",");
            assertEquals("2", f[3], line);
            assertEquals("0", f[6], line);
        }
        List<String> curve = csv(dir.resolve("error-rate-2x10.csv"));
        assertEquals("iterations,PNS %,UCT solver %,pure MCTS solver %", curve.get(0));
        assertEquals(1 + 7, curve.size(), "budgets 1, 2, ..., 64");
        List<String> longForm = csv(dir.resolve("error-rate.csv"));
        assertEquals(1 + 2 * 3 * 7, longForm.size());
        assertEquals("trees,configuration,iterations,count,wrong move,no move,error rate %", longForm.get(0));
        for (String line : longForm.subList(1, longForm.size())) {
            // Even stopped by its limit, PNS names the move it favours once it has expanded the root
            // (one iteration is enough), so no budget leaves it without a move.
            String[] f = line.split(",");
            if (f[1].equals("PNS")) assertEquals("0", f[5], "PNS gives a move at every budget: " + line);
        }
        assertPng(dir.resolve("error-rate-2x10.png"));
        assertPng(dir.resolve("error-rate-4x4.png"));
        String per = Files.readString(dir.resolve("positions.csv"));
        assertTrue(per.contains(",win,false,") || per.contains(",loss,false,") || per.contains(",draw,false,"), per);
    }

    @Test
    void throughputChecksTheFilesScores(@TempDir Path dir) throws Exception {
        Path c4 = ReferenceData.pons("Test_L3_R1");
        Path ffo = ReferenceData.ffo("fforum-1-19.obf");
        Run r = run("bench", "throughput", "--file", c4.toString(), "--file", ffo.toString(), "--first", "3",
                "--time", "0.2", "--config", "pns: algorithm=pns", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<String> t = csv(dir.resolve("throughput.csv"));
        assertTrue(t.get(1).startsWith("pns,Test_L3_R1,3,3,0,0,0,"), t.get(1));
        assertTrue(t.get(2).startsWith("pns,fforum-1-19.obf,3,"), t.get(2));
        String cmp = Files.readString(dir.resolve("comparison.csv"));
        assertTrue(cmp.contains("Pons α-β: 0.006 ms (first 100)"), cmp);
        assertEquals(1 + 6, csv(dir.resolve("positions.csv")).size());
    }

    @Test
    void aMissingAlgorithmIsNamed(@TempDir Path dir) {
        Run r = run("bench", "pgame", "--trees", "1", "--config", "MAGIC: algorithm=magic", "--out", dir.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("configuration 'MAGIC': algorithm 'magic' is not in this build's catalog"), r.err());
        Run bad = run("bench", "connect4", "--positions", "1", "--config", "P: algorithm=pns tt=maybe");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("parameter 'tt'"), bad.err());
    }

    @Test
    void mopnsComparesNodeCreationsWithPnsDecisiveRuns(@TempDir Path dir) throws Exception {
        // The earlier start keeps a first (13,2) position that every run solves within the limit.
        Run r = run("bench", "mopns", "--sets", "c4-4x5,woodpush-13-2", "--woodpush-start", "alternate", "--positions", "1",
                "--transpositions", "off,on",
                "--time", "10", "--quiet", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<String> totals = csv(dir.resolve("totals.csv"));
        assertEquals(1 + 4, totals.size(), totals.toString());
        assertTrue(totals.get(1).startsWith("connect_four 4x5,off,1,1,"), totals.get(1));
        assertTrue(totals.get(4).startsWith("woodpush 13-2,on,1,1,"), totals.get(4));
        List<String> per = csv(dir.resolve("positions.csv"));
        assertEquals(1 + 2 * 2, per.size());
        // Connect Four asks win/draw/loss questions (thresholds 0 and 1), Woodpush score thresholds.
        for (String line : per.subList(1, per.size())) {
            assertTrue(line.contains(":proven") || line.contains(":disproven"), line);
            if (line.startsWith("connect_four")) assertTrue(line.matches(".*,>=[01]:(dis)?proven( >=1:disproven)?,.*"), line);
        }
        assertTrue(Files.readString(dir.resolve("summary.md")).contains("decisive"));
    }
}
