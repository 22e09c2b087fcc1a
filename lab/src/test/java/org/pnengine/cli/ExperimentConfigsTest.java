package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pnengine.bench.PlayerConfig;
import org.pnengine.bench.SearcherConfig;
import org.pnengine.bench.SolverConfig;
import org.pnengine.search.SearchLimits;
import picocli.CommandLine;

/**
 * {@code bench --config}: a solver's or a player's spec, with the limit keys of its kind; a key given twice is
 * refused, naming it, for solvers and players alike.
 */
class ExperimentConfigsTest {

    private static String refusal(String spec) {
        CommandLine cmd = new CommandLine(new StdioCommand());
        return assertThrows(CommandLine.ParameterException.class, () -> ExperimentConfigs.parse(spec, cmd)).getMessage();
    }

    private static SearcherConfig config(String spec) {
        return ExperimentConfigs.parse(spec, new CommandLine(new StdioCommand()));
    }

    @Test
    void eachKindTakesTheLimitKeysOfItsSpec() {
        SearcherConfig s = config("s: algorithm=mcpns playouts=3 nodes=1000 time=2");
        assertInstanceOf(SolverConfig.class, s);
        assertEquals("3", s.params().get("playouts"), "MCPNS's own playouts per leaf");
        assertEquals(new SearchLimits(1000, 2000, 2000, SearchLimits.UNLIMITED), s.limits());
        SearcherConfig p = config("p: algorithm=uct playouts=100 movetime=0.5 c=1");
        assertInstanceOf(PlayerConfig.class, p);
        assertEquals("1", p.params().get("c"));
        assertEquals(new SearchLimits(100, 500, 500, SearchLimits.UNLIMITED), p.limits());
        assertEquals(SearchLimits.none(), config("q: algorithm=uct playouts=0").limits());
        assertTrue(refusal("r: algorithm=uct nodes=100").startsWith("configuration 'r': unknown parameter 'nodes' for uct"));
        assertTrue(refusal("t: algorithm=pns progress=1").startsWith("configuration 't': unknown parameter 'progress' for pns"));
        assertEquals("configuration 'u': parameter 'nodes' must be between 1 and 1000000000000000 (got 0)",
                refusal("u: algorithm=pns nodes=0"));
        assertEquals("--config 'v: algorithm=pns fast': argument 2 must be key=value, got 'fast'",
                refusal("v: algorithm=pns fast"));
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
