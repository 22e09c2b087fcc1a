package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The lab's command line ({@link LabMain}, {@code pnengine-lab.jar}): every command of the
 * engine's (its merge replaced by the lab's), and the lab's beside them, held to the same checks of help and version as the
 * engine's ({@link UsageHelpTest}, {@link VersionOptionTest}).
 */
class LabCommandLineTest {

    @Test
    void offersEveryEngineCommandAndTheLabs() {
        Set<String> engine = Main.commandLine(List.of()).getSubcommands().keySet();
        Set<String> lab = LabMain.commandLine().getSubcommands().keySet();
        assertTrue(lab.containsAll(engine), lab.toString());
        assertTrue(lab.containsAll(List.of("bench", "merge")), lab.toString());
        assertFalse(engine.contains("bench"), engine.toString());
        // The lab's merge (experiments too) takes the place of the engine's (matches, tournaments).
        assertTrue(Main.commandLine(List.of()).getSubcommands().get("merge").getCommand() instanceof MergeRunsCommand);
        assertTrue(LabMain.commandLine().getSubcommands().get("merge").getCommand() instanceof MergeCommand);
        CommandRun help = CommandRun.in(LabMain::run, "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("bench") && help.out().contains("serve"), help.out());
    }

    @Test
    void everyOptionIsDescribedOnceInItsCommandsHelp() {
        List<String> problems = new ArrayList<>();
        UsageHelpTest.check(LabMain.commandLine(), "pnengine", problems);
        assertEquals(List.of(), problems);
    }

    @Test
    void everySubcommandPrintsTheVersion() {
        VersionOptionTest.check(LabMain::run, LabMain.commandLine(),
                List.of(List.of("serve"), List.of("bench", "playouts"), List.of("merge")));
    }
}
