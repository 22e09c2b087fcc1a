package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pnengine.match.LineEngineMatches.assertClean;
import static org.pnengine.match.LineEngineMatches.play;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.TimeControls;

/**
 * Matches against NBoard engines ({@code nboard:COMMAND}): against pnengine's own {@code nboard}
 * in a child JVM, in Othello under a fixed time (which NBoard cannot tell an engine: it plays at
 * its depth) and under clocks, the engine's own (time odds) told in the GGF game, from openings
 * (a move sequence, a position), and on 6×6. Every game must end by the rules, with no fault of
 * either side. (Edax, which CI does not install, was run by hand: docs/matches.md.)
 */
@Timeout(600)
class NBoardMatchTest {

    private static String nboard(String... words) {
        return "nboard:" + LineEngineMatches.pnengine("nboard", "--player", "mcts-solver threads=1") + " " + String.join(" ", words);
    }

    @Test
    void pnengineOverNBoardUnderAFixedTimeAndAClock() throws Exception {
        MatchResult r = play("Othello", "uct playouts=100 threads=1", nboard("depth=1"), 2, MoveBudget.ofSeconds(1), null, null, 0);
        assertClean(r, 2);
        assertTrue(r.labelB().equals("pnengine"), r.labelB());
        r = play("Othello", "uct playouts=100 threads=1", nboard(), 2, MoveBudget.ofClock(TimeControls.fischer(3_000, 100)),
                MoveBudget.ofClock(TimeControls.fischer(8_000, 200)), LineEngineMatches.openings("Othello"), 0);
        assertClean(r, 2);
        r = play("Othello size=6", "uct playouts=100 threads=1", nboard("depth=2"), 2,
                MoveBudget.ofClock(TimeControls.absolute(5_000)), null, null, 0);
        assertClean(r, 2);
    }

    /** NBoard is Othello's: an NBoard engine in another game cannot take part, a usage error before any game. */
    @Test
    void anNBoardEngineIsRefusedAnotherGame() {
        EntrantException e = assertThrows(EntrantException.class, () -> play("connect_four", "uct playouts=10", nboard(), 2,
                MoveBudget.ofSeconds(0.1), null, null, 0));
        assertTrue(e.getMessage().contains("NBoard plays Othello only, not connect_four"), e.getMessage());
    }

    /**
     * A crash, a hang and an illegal move each lose one game, and the engine is started afresh for
     * the next, which it plays cleanly: the same faults as a GTP engine's.
     */
    @Test
    void faultsLoseOneGameEachAndTheEngineIsRestarted(@TempDir Path dir) throws Exception {
        String b = LineEngineMatches.faulty("nboard:", dir, "===.*", "crash,hang,illegal", "nboard", "--player", "mcts-solver threads=1") + " depth=1";
        MatchResult r = play("Othello size=4", "uct playouts=20 threads=1", b, 4, MoveBudget.ofSeconds(0.05), null, null, 0);
        assertEquals(List.of(GameRecord.Termination.CRASH, GameRecord.Termination.HANG, GameRecord.Termination.ILLEGAL_MOVE,
                GameRecord.Termination.END), LineEngineMatches.terminations(r), r.records().toString());
        assertEquals(2, r.faults());
        assertEquals(1, r.forfeits());
        MatchTest.assertLegal(r.records());
    }
}
