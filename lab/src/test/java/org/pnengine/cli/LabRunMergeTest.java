package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine's {@link RunMergeTest} through the lab's command line, whose {@code merge} (also
 * {@code bench merge}) takes the place of the engine's and merges matches and tournaments alike.
 */
class LabRunMergeTest extends RunMergeTest {

    @Override
    protected CommandRun run(String... args) {
        return CommandRun.in(LabMain::run, args);
    }

    @Override
    protected List<String> mergeAlias() {
        return List.of("bench", "merge");
    }

    @Test
    void theLabsMergeTakesTheEnginesPlace() {
        assertTrue(run("merge", "--help").out().contains("a bench experiment"));
    }

    @Test
    void theEnginesMergeSendsAnExperimentToTheLab(@TempDir Path dir) {
        List<String> shard = List.of("bench", "pgame", "--trees", "2", "--shapes", "2x6", "--max-budget", "3",
                "--iterations", "2000", "--config", "PNS: algorithm=pns tt=false", "--quiet", "--shard", "1/2",
                "--out", dir.resolve("s1").toString());
        assertEquals(0, run(shard.toArray(new String[0])).code());
        CommandRun r = CommandRun.in(Main::run, "merge", "--partial", "--out", dir.resolve("m").toString(),
                dir.resolve("s1").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("'bench pgame', a lab experiment") && r.err().contains("pnengine-lab.jar"), r.err());
    }
}
