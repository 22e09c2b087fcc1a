package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.pnengine.ReferenceData;

/** Reads the two formats of the shared reference files ({@code ../shared/reference/}). */
class PositionSetTest {

    @Test
    void readsPonsTestSets() throws Exception {
        PositionSet set = PositionSet.read(ReferenceData.pons("Test_L3_R1"));
        assertEquals(1000, set.positions().size());
        PositionSet.Entry e = set.positions().get(0);
        assertEquals(1, e.line());
        // The first line of the file, as a move string and a score.
        String[] first = Files.readAllLines(ReferenceData.pons("Test_L3_R1"))
                .get(0).trim().split("\\s+");
        assertEquals(first[0], e.text());
        assertEquals(Integer.parseInt(first[1]), e.expected());
    }

    @Test
    void readsObfLinesWithTheBestMovesScore() {
        PositionSet.Entry e = PositionSet.parse(3, "--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O; G8:+2; A6:+0; F8:-4;");
        assertEquals("--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O", e.text());
        assertEquals(2, e.expected());
        assertEquals(-10, PositionSet.parse(1, "X...O x; H6:-10; G5:-12").expected());
    }

    @Test
    void otherLinesArePositionsWithoutAScore() {
        PositionSet.Entry e = PositionSet.parse(1, "x../.o./... x");
        assertEquals("x../.o./... x", e.text());
        assertNull(e.expected());
    }

    @Test
    void readsTheFfoSuite() throws Exception {
        PositionSet set = PositionSet.read(ReferenceData.ffo("fforum-20-39.obf"));
        assertEquals(20, set.positions().size());
        assertEquals(6, set.positions().get(0).expected());   // FFO #20: H5:+6
    }
}
