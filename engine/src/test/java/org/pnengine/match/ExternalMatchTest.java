package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.CiRequirement;
import org.pnengine.client.ChildJava;
import org.pnengine.client.EngineAddress;
import org.pnengine.client.FakeEngine;
import org.pnengine.client.FakeEngineServer;
import org.pnengine.engine.EngineConfig;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.TimeControls;
import org.pnengine.server.TcpServer;
import org.pnengine.shard.Shard;

/**
 * Matches against external engines: pnengine itself as a child process and as a TCP server, and
 * the {@link FakeEngine} in every fault mode, as a child process and behind a TCP server.
 */
@Timeout(120)
class ExternalMatchTest {

    /** Generous for a child JVM's start on a loaded machine; the hang tests use the grace instead. */
    private static final EngineSettings ENGINES = new EngineSettings(30_000, 500,
            EngineAddress.Options.defaults().withTimeout(Duration.ofSeconds(30)));

    private static MatchSettings settings(String game, String a, String b, int games, MoveBudget budget) {
        return new MatchSettings(MatchTest.game(game), EntrantSpec.parse(a), EntrantSpec.parse(b), games, budget, 1, 11,
                0, ENGINES);
    }

    private static MatchResult run(MatchSettings s) throws Exception {
        return new Match(s).run(null);
    }

    private static void assertLegal(MatchResult r) throws Exception {
        MatchTest.assertLegal(r.records());
    }

    @Test
    void anInProcessPlayerAgainstPnengineOverStdio() throws Exception {
        String b = ChildJava.stdio("org.pnengine.cli.Main", "stdio", "--player", "uct playouts=50");
        MatchSettings s = settings("connect_four width=5 height=4", "uct", b, 2, MoveBudget.ofPlayouts(100));
        MatchResult r = run(s);
        assertEquals(2, r.records().size());
        assertLegal(r);
        assertTrue(r.labelB().startsWith("pnengine "), r.labelB());
        assertEquals("uct", r.labelA());
        for (GameRecord g : r.records()) {
            assertEquals(GameRecord.Termination.END, g.termination());
            assertEquals(s.b().toString(), g.b(), "the record keeps the full spec");
            assertTrue(g.a().startsWith("uct ") && g.a().contains(" seed="), g.a());
            assertEquals(Map.of("B", g.score()), g.engineScores(), "pnengine agrees on the score");
            assertTrue(g.disagreeingEngineScores().isEmpty());
        }
        assertEquals(0, r.faults() + r.forfeits());
        assertTrue(r.timesB().moves() > 0 && r.timesB().meanCpuMillis() >= 0, "the child's moves are timed");
        assertTrue(Double.isNaN(r.timesB().maxOvershootMillis()), "no time budget under --playouts");
    }

    @Test
    void aSharedTcpServerPlaysOneSessionPerConcurrentGame() throws Exception {
        EngineConfig config = EngineConfig.defaults().withDefaultPlayer(List.of("uct", "playouts=50"));
        try (TcpServer server = new TcpServer("127.0.0.1", 0, config, TcpServer.DEFAULT_MAX_LINE_BYTES)) {
            int port = server.start().getPort();
            MatchSettings s = settings("tic_tac_toe", "uct", "tcp://127.0.0.1:" + port, 4, MoveBudget.ofPlayouts(50))
                    .withThreads(2);
            MatchResult r = run(s);
            assertEquals(4, r.records().size());
            assertLegal(r);
            for (GameRecord g : r.records()) {
                assertEquals(GameRecord.Termination.END, g.termination());
                assertEquals("tcp://127.0.0.1:" + port, g.b());
                assertEquals(Map.of("B", g.score()), g.engineScores());
            }
            assertEquals(0, r.faults() + r.forfeits());
        }
    }

    /** A fault, the record's termination, and whether it hits the even games (the fake moves second). */
    static Stream<Arguments> faults() {
        return Stream.of(
                Arguments.of("crash", GameRecord.Termination.CRASH, "crashed"),
                Arguments.of("hang", GameRecord.Termination.HANG, "hung: no reply to 'genmove w' within 0.550 s"),
                Arguments.of("illegal", GameRecord.Termination.ILLEGAL_MOVE, "answered illegal move"),
                Arguments.of("resign", GameRecord.Termination.RESIGN, "resigned"),
                Arguments.of("refuse-genmove", GameRecord.Termination.PROTOCOL_ERROR, "refused 'genmove w': ? not now"),
                Arguments.of("refuse-play", GameRecord.Termination.PROTOCOL_ERROR, "refused 'play w "),
                Arguments.of("no-prefix", GameRecord.Termination.PROTOCOL_ERROR, "must start with = or ?"),
                Arguments.of("wrong-id", GameRecord.Termination.PROTOCOL_ERROR, "carries id"),
                Arguments.of("no-blank", GameRecord.Termination.PROTOCOL_ERROR, "no empty line"),
                Arguments.of("binary", GameRecord.Termination.PROTOCOL_ERROR, "must start with = or ?"),
                Arguments.of("endless", GameRecord.Termination.PROTOCOL_ERROR, "longer than 1048576 bytes"));
    }

    /**
     * Each fault at ply 3 of tic-tac-toe: the fake (B) is asked for moves at ply 3 only in the
     * even games (A first), and told the move at ply 3 only in the odd ones. Those games, and only
     * those, are lost with the fault's termination; the others end by the rules, with the engine
     * reconnected after a fault.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void eachFaultLosesExactlyItsGamesOverTcp(String fault, GameRecord.Termination termination, String detail)
            throws Exception {
        try (FakeEngineServer server = new FakeEngineServer(List.of("fault=" + fault, "ply=3"))) {
            MatchResult r = run(settings("tic_tac_toe", "uct playouts=30", "tcp://127.0.0.1:" + server.port(), 3,
                    MoveBudget.ofSeconds(0.05)));
            assertFaults(r, fault, termination, detail);
            boolean discarded = termination != GameRecord.Termination.RESIGN;
            assertEquals(discarded ? 2 : 1, server.connections(), "reconnected after each fault followed by a game");
        }
    }

    private static void assertFaults(MatchResult r, String fault, GameRecord.Termination termination, String detail)
            throws Exception {
        assertEquals(3, r.records().size(), "the match completes");
        assertLegal(r);
        int hitParity = fault.equals("refuse-play") ? 1 : 0;
        for (GameRecord g : r.records()) {
            if (g.index() % 2 == hitParity) {
                assertEquals(termination, g.termination(), "game " + g.index() + ": " + g.detail());
                assertEquals("A", g.winner());
                assertEquals(3 + (hitParity == 1 ? 1 : 0), g.plies(), "lost at its move after ply 3");
                assertTrue(g.detail().startsWith("B (white)") || g.detail().startsWith("B (black)"), g.detail());
                assertTrue(g.detail().contains(detail) && g.detail().endsWith(" at ply " + g.plies()), g.detail());
                assertNull(g.engineScores());
            } else {
                assertEquals(GameRecord.Termination.END, g.termination(), "game " + g.index() + ": " + g.detail());
                assertEquals(Map.of("B", g.score()), g.engineScores());
            }
        }
        long hit = r.records().stream().filter(g -> g.index() % 2 == hitParity).count();
        assertEquals(hit, termination.isFault() ? r.faults() : termination.isForfeit() ? r.forfeits() : r.resignations());
        assertEquals(0, r.inProcessForfeits(), "an engine's faults are results, not our bugs");
    }

    /** The faults that end or block a process's streams. */
    static Stream<Arguments> processFaults() {
        return faults().filter(a -> List.of("crash", "hang", "no-blank", "endless").contains((String) a.get()[0]));
    }

    /** The same faults of a real child process: each restart is a new process. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("processFaults")
    void processFaultsRestartTheEngine(String fault, GameRecord.Termination termination, String detail)
            throws Exception {
        MatchResult r = run(settings("tic_tac_toe", "uct playouts=30", ChildJava.fake("fault=" + fault, "ply=3",
                "stderr=2"), 3, MoveBudget.ofSeconds(0.05)));
        assertFaults(r, fault, termination, detail);
        if (fault.equals("crash")) {
            GameRecord g = r.records().get(0);
            assertTrue(g.detail().contains("exited with code 3")
                    && g.detail().contains("fake engine: noise line 1 | fake engine: crashing on purpose at ply 3"),
                    "the crash quotes the engine's stderr: " + g.detail());
        }
    }

    /**
     * The fake answers a legal move of the other colour at ply 1 of Othello (after any first move
     * the two colours' moves differ): illegal for the side to move.
     */
    @Test
    void aMoveOfTheWrongColourIsIllegal() throws Exception {
        try (FakeEngineServer server = new FakeEngineServer(List.of("fault=wrong-color", "ply=1"))) {
            MatchResult r = run(settings("Othello size=6", "uct playouts=20", "tcp://127.0.0.1:" + server.port(), 2,
                    MoveBudget.ofPlayouts(20)));
            GameRecord hit = r.records().get(0);   // B moves second in game 0
            assertEquals(GameRecord.Termination.ILLEGAL_MOVE, hit.termination(), hit.detail());
            assertTrue(hit.detail().startsWith("B (white) answered illegal move "), hit.detail());
            assertEquals(GameRecord.Termination.END, r.records().get(1).termination());
        }
    }

    /**
     * Othello 4×4 has many forced passes. The explicit dialect takes {@code play COLOR pass}; an
     * engine that refuses it (GRhino's dialect) is probed once and then never sent a pass, and
     * plays on without a fault.
     */
    @Test
    void bothPassDialectsPlayOn() throws Exception {
        for (boolean implicit : new boolean[] {false, true}) {
            List<String> options = implicit ? List.of("no-pass") : List.of();
            try (FakeEngineServer server = new FakeEngineServer(options)) {
                MatchResult r = run(settings("Othello size=4", "uct playouts=20", "tcp://127.0.0.1:" + server.port(), 6,
                        MoveBudget.ofPlayouts(20)));
                assertLegal(r);
                assertTrue(r.records().stream().allMatch(g -> g.termination() == GameRecord.Termination.END),
                        r.records().toString());
                assertTrue(r.records().stream().allMatch(g -> g.disagreeingEngineScores().isEmpty()));
                long passes = r.records().stream().flatMap(g -> g.moves().stream()).filter("pass"::equals).count();
                assertTrue(passes > 0, "the seeded games have passes");
                assertEquals(1, server.connections(), "no fault, no reconnection");
                List<String> told = server.engines().get(0).log.stream().filter(c -> c.matches("play [bw] pass")).toList();
                assertEquals(implicit ? 1 : passes, told.size(), "passes told: " + told);
            }
        }
    }

    @Test
    void anEnginesScoreIsRecordedButNeverChangesTheResult() throws Exception {
        try (FakeEngineServer server = new FakeEngineServer(List.of("score=W+9"))) {
            MatchResult r = run(settings("tic_tac_toe", "uct playouts=20", "tcp://127.0.0.1:" + server.port(), 2,
                    MoveBudget.ofPlayouts(20)));
            for (GameRecord g : r.records()) {
                assertEquals(Map.of("B", "W+9"), g.engineScores());
                assertEquals(Map.of("B", "W+9"), g.disagreeingEngineScores());
                assertFalse(g.score().equals("W+9"));
            }
        }
    }

    /** Set-up and time: what a foreign engine and a pnengine-like one are told. */
    @Test
    void setUpAndClocksAsEachEngineTakesThem() throws Exception {
        try (FakeEngineServer foreign = new FakeEngineServer(List.of());
             FakeEngineServer pn = new FakeEngineServer(List.of("pn-game"));
             FakeEngineServer minimal = new FakeEngineServer(List.of("minimal", "game=Othello"))) {
            MoveBudget clock = MoveBudget.ofClock(TimeControls.canadian(1_500, 500, 5));
            run(settings("Othello size=6", "uct playouts=20", "tcp://127.0.0.1:" + foreign.port(), 1, clock));
            run(settings("Othello size=6", "uct playouts=20", "tcp://127.0.0.1:" + pn.port(), 1, clock));
            run(settings("Othello size=6", "uct playouts=20", "tcp://127.0.0.1:" + minimal.port(), 1,
                    MoveBudget.ofSeconds(0.25)));
            List<String> f = foreign.engines().get(0).log;
            assertEquals(twice("set_game Othello", "boardsize 6", "clear_board", "komi 0", "time_settings 2 1 5"),
                    setUp(f), "the pre-flight, then the game: whole seconds for a foreign engine");
            List<String> p = pn.engines().get(0).log;
            assertEquals(twice("set_game Othello size=6 scoring=discs", "komi 0", "time_settings 1.5 0.5 5"), setUp(p));
            List<String> m = minimal.engines().get(0).log;
            assertEquals(twice("boardsize 6", "clear_board"), setUp(m), "no set_game, komi or time_settings known");
            for (List<String> log : List.of(f, p)) {
                for (int i = 0; i < log.size(); i++) {
                    if (log.get(i).startsWith("genmove ")) {
                        String color = log.get(i).substring(8);
                        assertTrue(log.get(i - 1).startsWith("time_left " + color + " "), "time_left before " + log.get(i));
                    }
                }
            }
            assertTrue(f.contains("time_left w 1 0"), "main time, rounded down: " + f);
            assertTrue(p.contains("time_left w 1.5 0"), "main time with fractions: " + p);
        }
    }

    /** Time odds: an engine with a clock of its own is told that clock, and held to it. */
    @Test
    void anEngineWithTimeOddsIsToldItsOwnClock() throws Exception {
        try (FakeEngineServer foreign = new FakeEngineServer(List.of())) {
            MatchSettings m = settings("tic_tac_toe", "uct playouts=20", "tcp://127.0.0.1:" + foreign.port(), 2,
                    MoveBudget.ofClock(TimeControls.absolute(1_000)));
            TournamentSettings s = new TournamentSettings(m.play(), List.of(new TournamentSettings.Entry(null, m.a()),
                    new TournamentSettings.Entry(null, m.b(), MoveBudget.ofClock(TimeControls.absolute(7_000)))),
                    TournamentSettings.Format.ROUND_ROBIN, 2, 1, 11, null);
            TournamentResult r = new Tournament(s).run(Shard.WHOLE, List.of(), null);
            MatchTest.assertLegal(r.pairings().get(0).match().records());
            List<String> log = foreign.engines().get(0).log;
            assertTrue(log.contains("time_settings 7 0 0") && !log.contains("time_settings 1 0 0"), log.toString());
            assertTrue(log.stream().anyMatch(l -> l.startsWith("time_left ") && l.endsWith(" 6 0")),
                    "its own clock, less what it spent: " + log);
            assertEquals("clock 1 s; B clock 7 s", s.budgetDescription());
        }
        MatchSettings movetime = settings("tic_tac_toe", "uct", "uct", 2, MoveBudget.ofSeconds(0.1));
        assertThrows(IllegalArgumentException.class, () -> new TournamentSettings(movetime.play(),
                List.of(new TournamentSettings.Entry(null, movetime.a()), new TournamentSettings.Entry(null,
                        movetime.b(), MoveBudget.ofClock(TimeControls.absolute(7_000)))),
                TournamentSettings.Format.ROUND_ROBIN, 2, 1, 11, null), "a clock of its own under a fixed time");
    }

    private static List<String> twice(String... commands) {
        List<String> l = new ArrayList<>(List.of(commands));
        l.addAll(List.of(commands));
        return l;
    }

    /** The commands after the capability questions, up to the first play, genmove, time_left or quit. */
    private static List<String> setUp(List<String> log) {
        int from = 0;
        while (from < log.size() && (log.get(from).startsWith("known_command") || log.get(from).equals("name")
                || log.get(from).equals("version"))) {
            from++;
        }
        int to = from;
        while (to < log.size() && !log.get(to).matches("(play|genmove|time_left|quit|known_command).*")) to++;
        return log.subList(from, to);
    }

    @Test
    void anEngineThatCannotPlayIsASetUpError() throws Exception {
        EntrantException e = assertThrows(EntrantException.class, () -> run(settings("tic_tac_toe", "uct",
                "stdio:/nonexistent/engine -l 3", 1, MoveBudget.ofPlayouts(10))));
        assertEquals("B", e.side());
        assertTrue(e.getMessage().startsWith("cannot start stdio:/nonexistent/engine -l 3"), e.getMessage());
        try (FakeEngineServer othelloOnly = new FakeEngineServer(List.of("only=Othello"))) {
            e = assertThrows(EntrantException.class, () -> run(settings("tic_tac_toe",
                    "tcp://127.0.0.1:" + othelloOnly.port(), "uct", 1, MoveBudget.ofPlayouts(10))));
            assertEquals("A", e.side());
            assertTrue(e.getMessage().contains("cannot set up tic_tac_toe") && e.getMessage().contains("? unknown game"),
                    e.getMessage());
        }
    }

    @Test
    void recordsKeepEveryKeyThroughJson() throws Exception {
        try (FakeEngineServer server = new FakeEngineServer(List.of("fault=resign", "ply=1"))) {
            MatchResult r = run(settings("tic_tac_toe", "uct playouts=20", "tcp://127.0.0.1:" + server.port(), 2,
                    MoveBudget.ofPlayouts(20)));
            for (GameRecord g : r.records()) {
                GameRecord back = GameRecord.parse(g.toJson());
                assertTrue(back.sameGame(g), g.toJson());
                assertEquals(g.engineScores(), back.engineScores());
            }
            assertEquals(Arrays.asList(GameRecord.Termination.RESIGN, GameRecord.Termination.END),
                    r.records().stream().map(GameRecord::termination).toList());
        }
    }

    /**
     * A slow engine under a time per move: answered within the grace, its moves are played and
     * measured as over budget; under a clock, a move slower than the clock loses on time.
     */
    @Test
    void aSlowEngineOvershootsWithinTheGraceAndLosesOnTimeUnderAClock() throws Exception {
        try (FakeEngineServer server = new FakeEngineServer(List.of("slow=150"))) {
            MatchResult r = run(settings("tic_tac_toe", "uct playouts=20", "tcp://127.0.0.1:" + server.port(), 2,
                    MoveBudget.ofSeconds(0.05)));
            assertTrue(r.records().stream().allMatch(g -> g.termination() == GameRecord.Termination.END));
            assertEquals(r.timesB().moves(), r.timesB().overBudget(), "every move of B over its 50 ms");
            assertTrue(r.timesB().maxOvershootMillis() >= 90, r.timesB().toString());
            assertEquals(1, server.connections(), "slow is not hung");

            MatchResult clock = run(settings("tic_tac_toe", "uct playouts=20", "tcp://127.0.0.1:" + server.port(), 2,
                    MoveBudget.ofClock(TimeControls.absolute(250))));
            for (GameRecord g : clock.records()) {
                assertEquals(GameRecord.Termination.TIME, g.termination(), g.detail());
                assertEquals("A", g.winner());
                assertTrue(g.detail().startsWith("B (") && g.detail().contains("ran out of time"), g.detail());
            }
        }
    }

    /** GRhino, where it is installed (Debian package grhino): the implicit pass dialect for real. */
    @Test
    void againstGrhinoWhereInstalled() throws Exception {
        Path grhino = Path.of("/usr/games/gtp-rhino");
        CiRequirement.require(Files.isExecutable(grhino), "GRhino is not installed (apt-get install grhino)");
        // scoring=wof: GRhino gives the empty squares of an unfinished board to the winner
        MatchResult r = run(settings("Othello scoring=wof", "uct playouts=100", "stdio:" + grhino + " -l 1", 2,
                MoveBudget.ofSeconds(0.1)));
        assertTrue(r.labelB().contains("GRhino"), r.labelB());
        assertLegal(r);
        for (GameRecord g : r.records()) {
            assertEquals(GameRecord.Termination.END, g.termination(), g.detail());
            assertEquals(Map.of("B", g.score()), g.engineScores(), "GRhino agrees on the score");
        }
    }
}
