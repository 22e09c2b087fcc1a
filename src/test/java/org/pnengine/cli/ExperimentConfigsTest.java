package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code bench --config}: a key given twice is refused, naming it, for solvers and players alike. */
class ExperimentConfigsTest {

    private static String refusal(String spec) {
        CommandLine cmd = new CommandLine(new StdioCommand());
        return assertThrows(CommandLine.ParameterException.class, () -> ExperimentConfigs.parse(spec, cmd)).getMessage();
    }

    @Test
    void aKeyGivenTwiceIsRefusedNamingIt() {
        assertEquals("--config 'a: algorithm=pns time=1 TIME=2': parameter 'time' given twice",
                refusal("a: algorithm=pns time=1 TIME=2"));
        assertEquals("--config 'b: algorithm=uct algorithm=pn-mcts': parameter 'algorithm' given twice",
                refusal("b: algorithm=uct algorithm=pn-mcts"));
        assertEquals("--config 'c: algorithm=uct c=1 c=2': parameter 'c' given twice",
                refusal("c: algorithm=uct c=1 c=2"));
    }
}
