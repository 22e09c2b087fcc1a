package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tiny runs of {@code bench tree} and {@code bench threads} through the real command line. */
class BenchTreeAndThreadsTest {

    @Test
    void treeMeasuresEverySolverOnEveryGame(@TempDir Path dir) throws Exception {
        CommandRun r = CommandRun.in(LabMain::run, "bench", "tree", "--solver", "pns", "--solver", "mopns outcomes=wdl",
                "--game", "connect_four width=5 height=4", "--game", "Othello size=6", "--nodes", "3000",
                "--warmup", "0", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<String> csv = Files.readAllLines(dir.resolve("tree.csv"));
        assertEquals("solver,game,result,created,expanded,peak,CPU s,created/CPU s,expanded/CPU s,bytes/node",
                csv.get(0));
        assertEquals(5, csv.size(), String.join("\n", csv));
        for (String row : csv.subList(1, 5)) {
            String[] f = row.split(",");
            assertEquals("unknown/nodes", f[2], row);   // none of these is solved in 3000 nodes
            long created = Long.parseLong(f[3]);
            assertTrue(created > 0 && created <= 3000 + 64, row);   // at most one expansion past the limit
        }
        assertTrue(csv.get(3).startsWith("pns,Othello size=6 scoring=discs,"), csv.get(3));
        assertTrue(Files.readString(dir.resolve("tree.md")).contains("| mopns outcomes=wdl |"));
    }

    @Test
    void threadsSearchesTheBudgetWithEachThreadCount() {
        CommandRun r = CommandRun.in(LabMain::run, "bench", "threads", "--player", "uct threads=8", "--threads", "1,2",
                "--playouts", "3000", "--rounds", "3");
        assertEquals(0, r.code(), r.err());
        // Two counted rounds of 3000 playouts for each thread count; the player's threads= is replaced.
        assertTrue(r.out().matches("(?s).*\\n\\s+1\\s+\\d+\\s+1\\s+\\d+\\s+6000\\s.*"), r.out());
        assertTrue(r.out().matches("(?s).*\\n\\s+2\\s+\\d+\\s+[0-9.]+\\s+\\d+\\s+6000\\s.*"), r.out());
        assertEquals(6, r.err().lines().filter(l -> l.startsWith("round ")).count(), r.err());
    }

    @Test
    void helpAndBadWordsAreUsageErrors() {
        assertTrue(CommandRun.in(LabMain::run, "bench", "tree", "--help").out().contains("--solver"));
        assertTrue(CommandRun.in(LabMain::run, "bench", "threads", "--help").out().contains("--playouts"));
        CommandRun badSolver = CommandRun.in(LabMain::run, "bench", "tree", "--solver", "pns nope=1");
        assertEquals(2, badSolver.code());
        assertTrue(badSolver.err().contains("--solver: unknown parameter 'nope'"), badSolver.err());
        CommandRun badPlayer = CommandRun.in(LabMain::run, "bench", "threads", "--player", "nobody");
        assertEquals(2, badPlayer.code());
        assertTrue(badPlayer.err().contains("--player: unknown player 'nobody'"), badPlayer.err());
        assertEquals(2, CommandRun.in(LabMain::run, "bench", "threads", "--rounds", "1").code());
        // the specs are read as everywhere else; their limits are the commands' options
        CommandRun twice = CommandRun.in(LabMain::run, "bench", "tree", "--solver", "pns tt=true TT=false");
        assertTrue(twice.err().contains("--solver: parameter 'tt' given twice"), twice.err());
        CommandRun solverLimit = CommandRun.in(LabMain::run, "bench", "tree", "--solver", "pns nodes=5");
        assertEquals(2, solverLimit.code());
        assertTrue(solverLimit.err().contains("--solver: limits (nodes) are set for every solver by --nodes and --seconds"),
                solverLimit.err());
        CommandRun playerLimit = CommandRun.in(LabMain::run, "bench", "threads", "--player", "uct playouts=5");
        assertEquals(2, playerLimit.code());
        assertTrue(playerLimit.err().contains("--player: limits (playouts) are set by --playouts"), playerLimit.err());
    }
}
