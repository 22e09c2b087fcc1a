package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.match.GameRecord;
import org.pnengine.match.RecordWriter;

/**
 * A tournament of the built jar stopped by SIGTERM part-way (as Ctrl-C or a cluster's pre-emption
 * stops it), then run again with the same command and folder: it plays only the games missing,
 * and the folder ends exactly as an uninterrupted run's (times aside, {@link RunFolders}).
 */
class RunInterruptIT {

    private static final List<String> COMMAND = List.of("tournament", "--game", "connect_four width=5 height=4",
            "--engine", "uct", "--engine", "mcts-solver", "--engine", "uct c=0.5", "--games", "8", "--playouts", "4000",
            "--threads", "1", "--seed", "3");

    private static ProcessBuilder jar(Path out) {
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", System.getProperty("pnengine.jar", Paths.get("target", "pnengine.jar").toString())));
        cmd.addAll(COMMAND);
        cmd.addAll(List.of("--out", out.toString()));
        return new ProcessBuilder(cmd);
    }

    private static String finish(Process p) throws Exception {
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), text);
        return text;
    }

    @Test
    void aTournamentStoppedPartWayResumesToTheSameFolder(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("whole");
        Process p = jar(whole).redirectErrorStream(true).start();
        String text = finish(p);
        assertEquals(0, p.exitValue(), text);

        Path cut = dir.resolve("cut");
        Process first = jar(cut).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader err = new BufferedReader(new InputStreamReader(first.getErrorStream(), StandardCharsets.UTF_8));
        int done = 0;
        String line;
        while (done < 4 && (line = err.readLine()) != null) {
            if (line.matches("game \\d+ done.*")) done++;
        }
        assertEquals(4, done, "four games were reported before the stop");
        first.destroy();   // SIGTERM: the shutdown hook cancels the games running
        assertTrue(first.waitFor(60, TimeUnit.SECONDS));
        List<GameRecord> kept = RecordWriter.readSalvaged(cut.resolve(RecordWriter.FILE));
        assertTrue(kept.size() >= 4 && kept.size() < 24, kept.size() + " games kept of 24");

        Process second = jar(cut).redirectErrorStream(true).start();
        String again = finish(second);
        assertEquals(0, second.exitValue(), again);
        assertTrue(again.contains("resuming: " + kept.size() + " games already recorded"), again);
        assertEquals(24 - kept.size(), again.lines().filter(l -> l.matches("game \\d+ done.*")).count(), again);
        RunFolders.assertSameRun(whole, cut);
    }
}
