package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pnengine.match.LineEngineMatches.assertClean;
import static org.pnengine.match.LineEngineMatches.play;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.CiRequirement;
import org.pnengine.client.EngineAddress;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.TimeControls;

/**
 * Matches against xboard engines ({@code xboard:COMMAND}): against pnengine's own {@code xboard}
 * in a child JVM, in MiniShogi under a fixed time and in Connect Four under a clock with time odds
 * and openings (a move sequence, and a position told by {@code setboard}); and against
 * Fairy-Stockfish 11.1 in xboard mode in MiniShogi, under a fixed time and a clock. Every game
 * must end by the rules, with no fault of either side. Also the entrant words of xboard and NBoard.
 */
@Timeout(600)
class XboardMatchTest {

    private static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");

    @Test
    void entrantWordsAreOptionsTermsAndTheCommand() {
        EngineSpec s = EngineSpec.parse("xboard:/usr/games/fairy-stockfish --x 'option.Move Overhead=50' sd=3 st=0.5 "
                + "variant=mini");
        assertEquals(EngineSpec.Protocol.XBOARD, s.protocol());
        assertEquals(List.of("/usr/games/fairy-stockfish", "--x"), ((EngineAddress.Stdio) s.address()).command());
        assertEquals(Map.of("Move Overhead", "50"), s.options());
        assertEquals(List.of("sd", "st", "variant"), List.copyOf(s.terms().keySet()), "in the order given");
        assertEquals(Map.of("sd", "3", "st", "0.5", "variant", "mini"), s.terms());
        assertEquals("xboard:/usr/games/fairy-stockfish --x option.Move Overhead=50 sd=3 st=0.5 variant=mini", s.toString());
        assertEquals(s.toString(), EngineSpec.parse(s.toString().replace("option.Move Overhead=50", "'option.Move Overhead=50'"))
                .toString());
        assertTrue(EntrantSpec.parse("XBOARD:x") instanceof EngineSpec);
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("xboard:x sd=0"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("xboard:x st=-1"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("xboard: sd=3"));
        // A word of another form is the command line's: depth= is NBoard's, go. UCI's.
        assertEquals(List.of("x", "depth=3", "go.depth=3"),
                ((EngineAddress.Stdio) EngineSpec.parse("xboard:x depth=3 go.depth=3").address()).command());

        EngineSpec n = EngineSpec.parse("nboard:/opt/ref/bin/edax-nboard -q depth=5");
        assertEquals(EngineSpec.Protocol.NBOARD, n.protocol());
        assertEquals(List.of("/opt/ref/bin/edax-nboard", "-q"), ((EngineAddress.Stdio) n.address()).command());
        assertEquals(Map.of("depth", "5"), n.terms());
        assertEquals("nboard:/opt/ref/bin/edax-nboard -q depth=5", n.toString());
        assertTrue(EntrantSpec.parse("NBoard:x") instanceof EngineSpec);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("nboard:x option.A=1"));
        assertEquals("nboard: NBoard engines have no options (known: depth=N)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("nboard:x depth=deep"));
        assertEquals("uct c=0.5", EntrantSpec.parse("uct c=0.5").toString(), "a player is still a player");
    }

    @Test
    void featureLinesAreReadWithTheirQuotes() {
        List<String[]> f = XboardConnection.features("setboard=1 myname=\"pn engine 1.0\" variants=\"a,b\" option=\"X -spin 1 1 2\" done=0");
        assertEquals(List.of("setboard", "myname", "variants", "option", "done"), f.stream().map(x -> x[0]).toList());
        assertEquals(List.of("1", "pn engine 1.0", "a,b", "X -spin 1 1 2", "0"), f.stream().map(x -> x[1]).toList());
    }

    @Test
    void pnengineOverXboardUnderAFixedTimeAndAClock() throws Exception {
        String xboard = "xboard:" + LineEngineMatches.pnengine("xboard") + " option.Threads=1 'option.Player=uct seed=5'";
        MatchResult r = play("minishogi", "uct playouts=50 threads=1", xboard, 2, MoveBudget.ofSeconds(0.05), null, null, 120);
        assertClean(r, 2);
        assertTrue(r.labelB().startsWith("pnengine "), r.labelB());
        // A Fischer clock, the engine on a clock of its own, from a move sequence and from a position (setboard).
        r = play("connect_four", "uct playouts=100 threads=1", "xboard:" + LineEngineMatches.pnengine("xboard")
                + " option.Threads=1", 2, MoveBudget.ofClock(TimeControls.fischer(3_000, 100)),
                MoveBudget.ofClock(TimeControls.fischer(6_000, 200)), LineEngineMatches.openings("connect_four"), 0);
        assertClean(r, 2);
    }

    /** Fairy-Stockfish through {@code xboard:} (it takes {@code xboard} on its input), at depth 1 and 2. */
    @Test
    void fairyStockfishInMiniShogi() throws Exception {
        CiRequirement.require(Files.isExecutable(FAIRY_STOCKFISH),
                "Fairy-Stockfish is not installed (apt-get install fairy-stockfish)");
        MatchResult r = play("minishogi", "mcts-solver playouts=300 threads=1", "xboard:" + FAIRY_STOCKFISH + " sd=1", 2,
                MoveBudget.ofSeconds(1), null, null, 0);
        assertClean(r, 2);
        assertTrue(r.labelB().startsWith("Fairy-Stockfish"), r.labelB());
        r = play("minishogi", "mcts-solver playouts=300 threads=1", "xboard:" + FAIRY_STOCKFISH + " sd=2", 2,
                MoveBudget.ofClock(TimeControls.fischer(10_000, 1_000)), null, null, 0);
        assertClean(r, 2);
    }

    /**
     * A crash, a hang and an illegal move each lose one game, and the engine is started afresh for
     * the next, which it plays cleanly: the same faults as a GTP engine's.
     */
    @Test
    void faultsLoseOneGameEachAndTheEngineIsRestarted(@TempDir Path dir) throws Exception {
        String b = LineEngineMatches.faulty("xboard:", dir, "move .*", "crash,hang,illegal", "xboard") + " option.Threads=1";
        MatchResult r = play("tic_tac_toe", "uct playouts=20 threads=1", b, 4, MoveBudget.ofSeconds(0.05), null, null, 0);
        assertEquals(List.of(GameRecord.Termination.CRASH, GameRecord.Termination.HANG, GameRecord.Termination.ILLEGAL_MOVE,
                GameRecord.Termination.END), LineEngineMatches.terminations(r), r.records().toString());
        assertEquals(2, r.faults());
        assertEquals(1, r.forfeits());
        MatchTest.assertLegal(r.records());
    }
}
