package org.pnengine.cli;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pnengine.shard.Table;

/**
 * {@code --shard K/N} and {@code bench merge} through the real command line: for every sharded
 * experiment, a small seeded run with node limits (time limits far above what the runs take, so
 * the counts repeat) is run whole and as 3 shards, and the merge of the shards must write the same
 * files, byte for byte apart from the measured times. Then the merge's refusals.
 *
 * <p><b>Timing cells excluded</b>: the columns {@link #TIMING} (thread CPU and wall seconds per run
 * and their means, MOPNS and PNS CPU seconds, the throughput table's mean CPU ms and nodes per CPU
 * second) and, in the throughput comparison table, the mean CPU ms before each "(correct/positions)".
 * They are measurements of this machine's clock: two runs of the same command differ there,
 * sharded or not. Every other cell (values, moves, node and iteration counts, outcomes, error rates)
 * is a function of the seeds and the node limits and must be equal. The merged summary.md has one
 * line more, "shards: merged from all 3 shards ...", which is also left out of the comparison.
 */
class BenchShardTest {

    /** Measured times and the rates computed from them. */
    static final Set<String> TIMING = Set.of("CPU s", "wall s", "mean CPU s", "mean wall s", "MOPNS CPU s", "PNS CPU s",
            "mean CPU ms", "created/CPU s", "expanded/CPU s");

    private static final Pattern MEAN_BEFORE_COUNT = Pattern.compile("^\\S+ (\\(\\d+/\\d+\\))$");

    private record Run(int code, String out, String err) {
    }

    private static Run run(List<String> args) {
        PrintStream old = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = LabMain.run(args.toArray(new String[0]));
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(old);
            System.setErr(oldErr);
        }
    }

    private static Run run(String... args) {
        return run(List.of(args));
    }

    private static List<String> with(List<String> args, String... more) {
        List<String> out = new ArrayList<>(args);
        out.addAll(List.of(more));
        return out;
    }

    /** Small seeded runs of every sharded experiment, limited by nodes (the time limits are never reached). */
    private static List<String> experiment(String name) {
        String c4 = ReferenceData.pons("Test_L3_R1").toString();
        String ffo = ReferenceData.ffo("fforum-1-19.obf").toString();
        switch (name) {
            case "connect4":
                return List.of("bench", "connect4", "--positions", "5", "--plies", "16", "--nodes", "20000", "--time", "60",
                        "--seed", "3", "--config", "PNS: algorithm=pns tt=false", "--config", "MCPNS: algorithm=mcpns tt=false");
            case "othello":
                return List.of("bench", "othello", "--positions", "2", "--plies", "50,54", "--nodes", "20000", "--time", "60",
                        "--config", "PNS: algorithm=pns tt=false", "--config", "PPNS: algorithm=ppns pr=1e-3 tt=false");
            case "pgame":
                return List.of("bench", "pgame", "--trees", "4", "--shapes", "2x8,3x4", "--max-budget", "5",
                        "--iterations", "5000", "--time", "60", "--config", "PNS: algorithm=pns tt=false",
                        "--config", "UCT solver: algorithm=mcts-solver threads=1");
            case "mopns":
                // The earlier Woodpush start: its sampled positions end within the node limit, not the
                // time limit, so the whole run and the shards stop at the same node.
                return List.of("bench", "mopns", "--sets", "c4-4x5,woodpush-8-3", "--woodpush-start", "alternate", "--positions", "2",
                        "--transpositions", "off,on", "--nodes", "3000000", "--time", "60",
                        "--mopns", "MOPNS: algorithm=mopns ttbits=16", "--pns", "PNS: algorithm=pns ttbits=16");
            case "throughput":
                return List.of("bench", "throughput", "--file", c4, "--file", ffo, "--first", "4", "--nodes", "20000",
                        "--time", "60", "--config", "pns: algorithm=pns ttbits=16", "--config", "dfpn: algorithm=dfpn ttmb=4");
            default:
                throw new IllegalArgumentException(name);
        }
    }

    /** Runs the experiment whole into dir/whole and as 3 shards into dir/shard-K; returns the shard folders. */
    private static List<Path> runWholeAndShards(List<String> args, Path dir) {
        Run whole = run(with(args, "--quiet", "--out", dir.resolve("whole").toString()));
        assertEquals(0, whole.code(), whole.err());
        List<Path> shards = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Path out = dir.resolve("shard-" + k);
            Run r = run(with(args, "--quiet", "--shard", k + "/3", "--out", out.toString()));
            assertEquals(0, r.code(), r.err());
            shards.add(out);
        }
        return shards;
    }

    @ParameterizedTest
    @ValueSource(strings = {"connect4", "othello", "pgame", "mopns", "throughput"})
    void threeShardsMergedEqualTheWholeRun(String name, @TempDir Path dir) throws IOException {
        List<Path> shards = runWholeAndShards(experiment(name), dir);
        for (int k = 1; k <= 3; k++) {
            String md = Files.readString(shards.get(k - 1).resolve("summary.md"));
            assertTrue(md.contains("- shard: " + k + " of 3;"), md);
            assertTrue(Files.isRegularFile(shards.get(k - 1).resolve("shard.txt")));
        }
        Path merged = dir.resolve("merged");
        // In another order than K: the merge orders them.
        Run m = run("bench", "merge", "--out", merged.toString(), shards.get(2).toString(), shards.get(0).toString(),
                shards.get(1).toString());
        assertEquals(0, m.code(), m.err());
        assertEquals("", m.err());
        Path whole = dir.resolve("whole");
        List<String> files = files(whole);
        assertEquals(files, files(merged), "the merge writes the files of the whole run, no more and no fewer");
        assertTrue(files.contains("positions.csv") && files.contains("summary.md"), files.toString());
        for (String f : files) {
            if (f.endsWith(".csv")) {
                assertEquals(withoutTimes(Table.fromCsv(Files.readString(whole.resolve(f)))),
                        withoutTimes(Table.fromCsv(Files.readString(merged.resolve(f)))), f);
            } else if (f.endsWith(".png")) {
                assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(merged.resolve(f)), f);
            } else {
                assertEquals("summary.md", f);
                List<String> mergedLines = markdownWithoutTimes(Files.readString(merged.resolve(f)));
                assertTrue(mergedLines.remove("- shards: merged from all 3 shards of the run (bench merge)"), mergedLines.toString());
                assertEquals(markdownWithoutTimes(Files.readString(whole.resolve(f))), mergedLines);
            }
        }
    }

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    /** The CSV's header and rows with the timing cells blanked. */
    private static List<List<String>> withoutTimes(Table t) {
        List<List<String>> out = new ArrayList<>();
        out.add(t.columns());
        for (List<String> row : t.rows()) out.add(blank(t.columns(), row));
        return out;
    }

    private static List<String> blank(List<String> columns, List<String> row) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < row.size(); i++) {
            String c = row.get(i);
            out.add(TIMING.contains(columns.get(i)) ? "" : MEAN_BEFORE_COUNT.matcher(c).replaceAll("$1"));
        }
        return out;
    }

    /** summary.md's lines with the cells of timing columns blanked in every table. */
    private static List<String> markdownWithoutTimes(String md) {
        List<String> lines = new ArrayList<>(List.of(md.split("\n", -1)));
        List<String> header = null;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("|---")) continue;   // the rule under the header
            if (!l.startsWith("| ")) {
                header = null;
                continue;
            }
            List<String> cells = List.of(l.substring(2, l.length() - 2).split(" \\| ", -1));
            if (header == null) {
                header = cells;
            } else {
                lines.set(i, "| " + String.join(" | ", blank(header, cells)) + " |");
            }
        }
        return lines;
    }

    @Test
    void shardsMayDifferInThreadsAndInTheOrderOfTheirOptions(@TempDir Path dir) throws IOException {
        List<String> args = List.of("bench", "connect4", "--positions", "4", "--plies", "16", "--nodes", "20000",
                "--memory", "256", "--config", "PNS: algorithm=pns tt=false", "--quiet");
        assertEquals(0, run(with(args, "--shard", "1/2", "--out", dir.resolve("a").toString())).code());
        List<String> reordered = List.of("bench", "connect4", "--config", "PNS: algorithm=pns tt=false", "--memory=256",
                "--nodes", "20000", "--plies=16", "--positions", "4", "--threads", "2", "--quiet");
        assertEquals(0, run(with(reordered, "--shard", "2/2", "--out", dir.resolve("b").toString())).code());
        Run m = run("bench", "merge", "--out", dir.resolve("m").toString(), dir.resolve("a").toString(),
                dir.resolve("b").toString());
        assertEquals(0, m.code(), m.err());
        String md = Files.readString(dir.resolve("m").resolve("summary.md"));
        assertTrue(md.contains("- threads: not the same in every shard"), md);
        assertEquals(1 + 4, Files.readAllLines(dir.resolve("m").resolve("positions.csv")).size());
    }

    @Test
    void theMergeRefusesShardsOfDifferentRunsAndAMissingShard(@TempDir Path dir) throws IOException {
        List<String> args = List.of("bench", "pgame", "--trees", "3", "--shapes", "2x6", "--max-budget", "3",
                "--iterations", "2000", "--config", "PNS: algorithm=pns tt=false", "--quiet");
        for (int k = 1; k <= 3; k++) {
            assertEquals(0, run(with(args, "--shard", k + "/3", "--out", dir.resolve("s" + k).toString())).code());
        }
        String s1 = dir.resolve("s1").toString();
        String s2 = dir.resolve("s2").toString();
        String s3 = dir.resolve("s3").toString();
        String out = dir.resolve("merged").toString();

        // A shard of another run: another seed.
        assertEquals(0, run(with(args, "--seed", "9", "--shard", "2/3", "--out", dir.resolve("x2").toString())).code());
        assertRefused("shards of different runs: shard 2/3 (" + dir.resolve("x2") + ") was run with other arguments than "
                + "shard 1/3 (" + s1 + "): only in shard 1/3: nothing; only in shard 2/3: --seed 9",
                "bench", "merge", "--out", out, s1, dir.resolve("x2").toString(), s3);
        // Another split of the same run.
        assertEquals(0, run(with(args, "--shard", "2/4", "--out", dir.resolve("y2").toString())).code());
        assertRefused("split their run into 3 and 4 shards", "bench", "merge", "--out", out, s1, dir.resolve("y2").toString());
        // Another experiment.
        assertEquals(0, run("bench", "connect4", "--positions", "3", "--nodes", "1000", "--config", "PNS: algorithm=pns tt=false",
                "--quiet", "--shard", "2/3", "--out", dir.resolve("c2").toString()).code());
        assertRefused("shards of different experiments: shard 1/3 (" + s1 + ") is of 'bench pgame', shard 2/3 ("
                + dir.resolve("c2") + ") of 'bench connect4'", "bench", "merge", "--out", out, s1, dir.resolve("c2").toString(), s3);
        // A shard given twice, a missing shard, a folder that is no shard's.
        assertRefused("shard 1/3 (" + s1 + ") and shard 1/3 (" + s1 + ") are the same shard", "bench", "merge", "--out", out,
                s1, s1, s2, s3);
        assertRefused("shard 2 of 3 is missing; give the folders of all 3 shards (or --partial to merge only those given)",
                "bench", "merge", "--out", out, s3, s1);
        assertRefused(dir + ": no shard.txt", "bench", "merge", "--out", out, s1, dir.toString());
        assertRefused("--out " + s1 + " is a shard's folder", "bench", "merge", "--out", s1, s1, s2, s3);
        assertFalse(Files.exists(dir.resolve("merged")), "a refused merge writes nothing");

        // A shard whose raw results lost a row.
        Path runs = dir.resolve("s2").resolve("shard-runs.csv");
        List<String> lines = Files.readAllLines(runs);
        Files.write(runs, lines.subList(0, lines.size() - 1));
        assertRefused("the shards hold no result for unit 1 (2x6 #1), PNS: a shard's files are incomplete",
                "bench", "merge", "--out", out, s1, s2, s3);
        Files.write(runs, lines);

        // --partial merges what is there and says so.
        Run p = run("bench", "merge", "--partial", "--out", out, s1, s3);
        assertEquals(0, p.code(), p.err());
        String md = Files.readString(dir.resolve("merged").resolve("summary.md"));
        assertTrue(md.contains("- shards: PARTIAL: merged from shards 1, 3 of 3; shard 2 is missing"), md);
        List<String> summary = Files.readAllLines(dir.resolve("merged").resolve("summary.csv"));
        assertTrue(summary.get(1).startsWith("2x6,PNS,2,"), "trees 0 and 2 of 3: " + summary);
    }

    private static void assertRefused(String message, String... args) {
        Run r = run(args);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().startsWith("pnengine bench merge: "), r.err());
        assertTrue(r.err().contains(message), r.err());
    }

    @Test
    void aShardOutsideTheRunIsAUsageError() {
        Run bad = run("bench", "pgame", "--trees", "1", "--shard", "3/2");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("Invalid value for option '--shard': a shard is K/N with 1 <= K <= N, not 3/2"), bad.err());
        Run empty = run("bench", "pgame", "--trees", "1", "--shapes", "2x4", "--max-budget", "1", "--iterations", "10",
                "--config", "PNS: algorithm=pns tt=false", "--quiet", "--shard", "2/2");
        assertEquals(2, empty.code());
        assertTrue(empty.err().contains("shard 2/2 has nothing to run: the run has only 1 unit"), empty.err());
    }
}
