package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.shard.Table;

/**
 * A deterministic guard on MOPNS and PNS under the paper's settings (after Stockfish's bench node
 * count): {@code bench mopns} with its defaults on 32 positions of the Connect Four 4×5 set (every
 * eighth move sequence of 4 plies) must create exactly the nodes it created when the figures below
 * were measured, for MOPNS and for PNS's decisive runs, and split the positions the same way. Any
 * change to either search's tree, to the leaf initialisation or to the transposition setting
 * changes these counts. Whole set, for comparison (docs/experiments.md): MOPNS 16,943,961 and
 * PNS 20,082,774 created, the paper 16,947,536 and 20,175,238.
 */
class MopnsRegressionTest {

    @Test
    void nodeCreationsOnASliceOfConnectFour4x5AreUnchanged(@TempDir Path dir) throws Exception {
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            code = LabMain.run("bench", "mopns", "--sets", "c4-4x5", "--positions", "32", "--quiet", "--out", dir.toString());
        } finally {
            System.setErr(oldErr);
        }
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        Table totals = Table.fromCsv(Files.readString(dir.resolve("totals.csv")));
        assertEquals(1, totals.rows().size());
        List<String> row = totals.rows().get(0);
        String[] pinned = {"set", "connect_four 4x5", "transpositions", "off", "positions", "32", "compared", "32",
            "MOPNS created", "2043903", "PNS decisive created", "2417220", "MOPNS fewer", "26", "PNS fewer", "3", "equal", "3",
            "limit reached", "0", "disagreements", "0"};
        StringBuilder expected = new StringBuilder();
        StringBuilder actual = new StringBuilder();
        for (int i = 0; i < pinned.length; i += 2) {
            expected.append(pinned[i]).append('=').append(pinned[i + 1]).append('\n');
            actual.append(pinned[i]).append('=').append(row.get(totals.column(pinned[i]))).append('\n');
        }
        assertEquals(expected.toString(), actual.toString());
    }
}
