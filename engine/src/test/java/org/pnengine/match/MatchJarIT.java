package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end through the built jar: {@code match} with an in-process player against the same jar
 * started as a {@code stdio:} engine.
 */
class MatchJarIT {

    private static String java() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String jar() {
        return System.getProperty("pnengine.jar", Paths.get("target", "pnengine.jar").toString());
    }

    @Test
    void playsAgainstItselfOverStdio(@TempDir Path dir) throws Exception {
        String engine = "stdio:'" + java() + "' -jar '" + jar() + "' stdio --player 'uct playouts=50'";
        List<String> cmd = new ArrayList<>(List.of(java(), "-jar", jar(), "match", "--game", "tic_tac_toe", "--a", "uct",
                "--b", engine, "--games", "2", "--playouts", "50", "--threads", "1", "--out", dir.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("Match: A = uct, B = pnengine "), out);
        List<GameRecord> records = RecordWriter.read(dir.resolve(RecordWriter.FILE));
        assertEquals(2, records.size());
        for (GameRecord g : records) {
            assertEquals(GameRecord.Termination.END, g.termination(), g.detail());
            assertEquals(Map.of("B", g.score()), g.engineScores());
        }
        MatchTest.assertReplays(records);
    }
}
