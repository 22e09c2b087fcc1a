package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pnengine.ReferenceData;
import org.pnengine.bench.PaperSetting;
import org.pnengine.bench.Report;
import org.pnengine.shard.Table;
import picocli.CommandLine;

/**
 * Each experiment's defaults are its paper's settings (issue 14): the command is parsed with no
 * size or configuration option, exactly as {@code pnengine bench NAME} would be, and the
 * "settings against the paper" table of the report its settings make (over no run: an empty
 * merge) must show ours equal to the paper's wherever algorithms.md states the paper's value.
 * Where it does not, the rows pin our own choices, so that they cannot drift silently either.
 */
class PaperDefaultsTest {

    /** Every raw table an experiment's merge reads, empty: the report of no run. */
    private static final Map<String, Table> NOTHING = Map.of("runs", new Table("", List.of()),
            "rows", new Table("", List.of()), "curves", new Table("", List.of()), "results", new Table("", List.of()));

    /** The paper table of {@code pnengine bench ARGS} with its defaults, by setting. */
    private static List<List<String>> paperTable(Object command, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.parseArgs(args);
        Report r = ((ShardedBench) command).merge(NOTHING, List.of(), 1);
        Table t = r.tables().get("paper");
        assertEquals(List.of("setting", "the paper", "ours", "where the paper states it"), t.columns());
        assertEquals("paper", r.tables().keySet().iterator().next(), "the paper table comes first");
        return t.rows();
    }

    /** Rows whose paper value is stated and differs from ours (none expected). */
    private static List<String> disagreements(List<List<String>> rows) {
        List<String> out = new ArrayList<>();
        for (List<String> row : rows) {
            if (!row.get(1).startsWith(PaperSetting.NOT_STATED) && !row.get(1).equals(row.get(2))) out.add(row.toString());
        }
        return out;
    }

    private static String ours(List<List<String>> rows, String setting) {
        return rows.stream().filter(r -> r.get(0).equals(setting)).findFirst().orElseThrow(
                () -> new AssertionError("no row '" + setting + "' in " + rows)).get(2);
    }

    @Test
    void mopnsDefaultsAreThePapers() {
        List<List<String>> rows = paperTable(new BenchMopnsCommand());
        assertEquals(List.of(), disagreements(rows));
        assertEquals("(1, 1)", ours(rows, "PNS leaf initialisation"));
        assertEquals("off", ours(rows, "transpositions"));
        assertEquals("every move sequence", ours(rows, "positions"));
        assertEquals("60 s", ours(rows, "limits per run"), "our own limit: the paper states none");
    }

    @Test
    void ourImprovementsShowAsDisagreementsNotSilently() {
        List<List<String>> rows = paperTable(new BenchMopnsCommand(), "--transpositions", "off,on",
                "--pns", "PNS mobility (ours): algorithm=pns init=mobility");
        assertEquals(2, disagreements(rows).size(), rows.toString());
        assertEquals("mobility", ours(rows, "PNS leaf initialisation"));
        assertEquals("off, on", ours(rows, "transpositions"));
    }

    @Test
    void connect4DefaultsAreThePapers() {
        List<List<String>> rows = paperTable(new BenchConnect4Command());
        assertEquals(List.of(), disagreements(rows));
        assertEquals("(1, 1)", ours(rows, "PNS leaf initialisation"));
        assertEquals("off", ours(rows, "transpositions"));
        assertEquals("35000000 nodes or 420 s", ours(rows, "limits per run"));
        assertEquals("200 of 12 random plies", ours(rows, "positions"));
    }

    @Test
    void othelloDefaultsAreThePapers() {
        List<List<String>> rows = paperTable(new BenchOthelloCommand());
        assertEquals(List.of(), disagreements(rows));
        assertEquals("(1, 1)", ours(rows, "PNS leaf initialisation"));
        assertEquals("off", ours(rows, "transpositions"));
        assertEquals("8000000 nodes or 600 s", ours(rows, "limits per run"));
        assertEquals("0.01, 0.001", ours(rows, "θ (PPNS)"));
    }

    @Test
    void pgameDefaultsAreThePapers() {
        List<List<String>> rows = paperTable(new BenchPGameCommand());
        assertEquals(List.of(), disagreements(rows));
        assertEquals("(1, 1)", ours(rows, "PNS leaf initialisation"));
        assertEquals("0.01", ours(rows, "θ (PPNS)"), "our choice of the papers' two");
        assertEquals("10000000 iterations or 60 s", ours(rows, "limits per solve"));
    }

    @Test
    void throughputStatesItHasNoPaper() {
        List<List<String>> rows = paperTable(new BenchThroughputCommand(), "--reference",
                ReferenceData.pons("Test_L3_R1").getParent().getParent().toString());
        assertEquals(List.of(), disagreements(rows));
        assertTrue(rows.get(0).get(1).startsWith(PaperSetting.NOT_STATED), rows.get(0).toString());
        assertEquals("the first 100", ours(rows, "positions per Connect Four file"));
    }

    /** A changed default shows: the table is read from the settings, not written beside them. */
    @Test
    void aNonPaperOptionShowsInTheTable() {
        List<List<String>> rows = paperTable(new BenchConnect4Command(), "--nodes", "1000", "--config",
                "PNS: algorithm=pns init=mobility tt=true");
        List<String> d = disagreements(rows);
        assertFalse(d.isEmpty());
        assertEquals("mobility", ours(rows, "PNS leaf initialisation"));
        assertEquals("1000 nodes or 420 s", ours(rows, "limits per run"));
    }
}
