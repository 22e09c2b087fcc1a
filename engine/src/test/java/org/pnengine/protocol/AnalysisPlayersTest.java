package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;

/** {@code pn-analyze} with the players that keep proof numbers and those that do not. */
class AnalysisPlayersTest {

    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void tearDown() {
        pool.shutdownNow();
    }

    private String analyze(String player) throws Exception {
        GtpSessionTest.Collector c = new GtpSessionTest.Collector();
        GtpSession s = new GtpSession(new EngineSession(EngineConfig.defaults()), CommandRegistry.builtin(), pool, c);
        s.onLine("1 pn-player " + player);
        s.onLine("2 setboard 445566");   // x wins at once in 3 or 7
        s.onLine("3 pn-analyze b 2");
        c.awaitContaining("info move");
        s.onLine("4 name");
        return c.awaitContaining("=4 pnengine\n\n");
    }

    @Test
    void pnMctsShowsProofNumbersAndTheProvenWin() throws Exception {
        String out = analyze("pn-mcts seed=1");
        assertTrue(out.contains("\n=3\ninfo move "), out);
        // The winning moves come first, proven, with their proof numbers. (The root was proven at
        // its expansion: the moves without a visit or a proof are left out.)
        assertTrue(out.matches("(?s).*\ninfo move [37] visits \\d+ winrate 10000 pn 0 dn inf proven win order 0 pv [37].*"),
                out);
        assertTrue(out.contains("\n\n=4 pnengine\n\n"), "the stream ends with an empty line: " + out);
    }

    @Test
    void mctsSolverShowsTheProvenStatusWithoutProofNumbers() throws Exception {
        String out = analyze("mcts-solver seed=1");
        assertTrue(out.matches("(?s).*\ninfo move [37] visits \\d+ winrate 10000 proven win order 0 pv [37].*"), out);
        assertTrue(!out.contains(" pn "), out);
    }
}
