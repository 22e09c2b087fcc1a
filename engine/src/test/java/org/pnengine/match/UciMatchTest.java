package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.CiRequirement;
import org.pnengine.client.ChildJava;
import org.pnengine.client.EngineAddress;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.TimeControls;

/**
 * Matches against UCI and USI engines ({@code uci:COMMAND}, {@code usi:COMMAND}): against
 * pnengine's own {@code uci} and {@code usi} in a child JVM, and against Fairy-Stockfish 11.1
 * (Debian's {@code fairy-stockfish}) in MiniShogi, Breakthrough and Connect Four, the last through
 * a variants file written here. Every game must end by the rules, with no fault of either side.
 */
class UciMatchTest {

    private static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");

    /** Generous for a child JVM's start on a loaded machine. */
    private static final EngineSettings ENGINES = new EngineSettings(30_000, 2_000,
            EngineAddress.Options.defaults().withTimeout(Duration.ofSeconds(30)));

    @TempDir
    Path dir;

    private static MatchResult play(String game, String a, String b, int games, MoveBudget budget) throws Exception {
        MatchSettings s = new MatchSettings(MatchTest.game(game), EntrantSpec.parse(a), EntrantSpec.parse(b), games, budget,
                1, 7, 0, ENGINES);
        return new Match(s).run(null);
    }

    /** Every game ended by the rules: no fault, forfeit or time loss, and every move legal. */
    private static void assertClean(MatchResult r, int games) throws Exception {
        assertEquals(games, r.records().size());
        MatchTest.assertLegal(r.records());
        for (GameRecord g : r.records()) {
            assertTrue(g.termination() == GameRecord.Termination.END || g.termination() == GameRecord.Termination.RESIGN,
                    g.termination() + ": " + g.detail());
        }
        assertEquals(0, r.faults() + r.forfeits(), "faults or forfeits");
    }

    @Test
    void engineWordsAreOptionsGoTermsAndTheCommand() {
        EngineSpec s = EngineSpec.parse("uci:/usr/games/fairy-stockfish --x 'option.Move Overhead=50' option.Threads=1 go.depth=3");
        assertEquals(EngineSpec.Protocol.UCI, s.protocol());
        assertEquals(List.of("/usr/games/fairy-stockfish", "--x"), ((EngineAddress.Stdio) s.address()).command());
        assertEquals(Map.of("Move Overhead", "50", "Threads", "1"), s.options());
        assertEquals(List.of("Move Overhead", "Threads"), List.copyOf(s.options().keySet()), "in the order given");
        assertEquals(Map.of("depth", "3"), s.terms());
        assertEquals("uci:/usr/games/fairy-stockfish --x option.Move Overhead=50 option.Threads=1 go.depth=3", s.toString());
        assertEquals(EngineSpec.Protocol.USI, EngineSpec.parse("usi:x").protocol());
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("uci:x go.wtime=3"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("uci: option.Threads=1"));
        assertTrue(EntrantSpec.parse("UCI:x") instanceof EngineSpec);
    }

    @Test
    void pnengineOverUciAndUsiUnderAFixedTimeAndAClock() throws Exception {
        String uci = "uci:" + ChildJava.stdio("org.pnengine.cli.Main", "uci").substring("stdio:".length())
                + " 'option.Player=uct seed=5' option.Threads=1";
        MatchResult r = play("tic_tac_toe", "uct playouts=100", uci, 2, MoveBudget.ofSeconds(0.05));
        assertClean(r, 2);
        assertTrue(r.labelB().startsWith("pnengine "), r.labelB());
        String usi = "usi:" + ChildJava.stdio("org.pnengine.cli.Main", "usi").substring("stdio:".length()) + " option.Threads=1";
        r = play("minishogi", "uct playouts=50", usi, 2, MoveBudget.ofClock(TimeControls.canadian(2000, 100, 1)));
        assertEquals(2, r.records().size());
        MatchTest.assertLegal(r.records());
        assertEquals(0, r.faults() + r.forfeits(), "faults or forfeits");
    }

    /** Fairy-Stockfish through {@code uci:}, at one ply, in the three games the issue names. */
    @Test
    void fairyStockfishInMiniShogiBreakthroughAndConnectFour() throws Exception {
        CiRequirement.require(Files.isExecutable(FAIRY_STOCKFISH),
                "Fairy-Stockfish is not installed (apt-get install fairy-stockfish)");
        String fsf = "uci:" + FAIRY_STOCKFISH + " option.Threads=1 option.Hash=16 go.depth=1";
        assertClean(play("minishogi", "mcts-solver playouts=300 threads=1", fsf, 2, MoveBudget.ofSeconds(1)), 2);
        assertClean(play("breakthrough", "mcts-solver playouts=300 threads=1", fsf, 2, MoveBudget.ofSeconds(1)), 2);
        // Connect Four is a variants-file game for Fairy-Stockfish 11.1: the section of
        // protocol-spec/games/connect_four.md, every key one that 11.1 reads (its src/variants.ini).
        Path ini = dir.resolve("connect4.ini");
        Files.writeString(ini, String.join("\n", "[connect4]", "maxRank = 6", "maxFile = 7", "immobile = p",
                "startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1", "pieceDrops = true",
                "dropOnTop = true", "doubleStep = false", "castling = false", "stalemateValue = draw",
                "immobilityIllegal = false", "connectN = 4", "nMoveRule = 0", ""));
        String fsfC4 = "uci:" + FAIRY_STOCKFISH + " option.Threads=1 option.VariantPath=" + ini + " go.depth=2";
        MatchResult r = play("connect_four", "mcts-solver playouts=300 threads=1", fsfC4, 2, MoveBudget.ofSeconds(1));
        assertClean(r, 2);
        assertTrue(r.labelB().startsWith("Fairy-Stockfish"), r.labelB());
    }
}
