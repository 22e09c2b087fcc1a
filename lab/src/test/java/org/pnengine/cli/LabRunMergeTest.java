package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

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
    void theEnginesMergeSendsAnExperimentToTheLab() {
        CommandRun r = CommandRun.in(Main::run, "merge", "--out", "/nonexistent-out", "/nonexistent-shard");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("shard.txt"), r.err());
    }
}
