package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.TimeControls;
import org.pnengine.search.Value;
import org.pnengine.search.mcts.MctsPlayer;
import org.pnengine.search.mcts.MctsSettings;

/** Small seeded matches with playout budgets, so that every game is deterministic. */
class MatchTest {

    static Game game(String spec) {
        List<String> words = Arrays.asList(spec.split(" "));
        GameType t = GameCatalog.find(words.get(0)).orElseThrow();
        return t.create(words.subList(1, words.size()));
    }

    private static MatchSettings settings(String game, String a, String b, int games, long playouts, int threads) {
        return new MatchSettings(game(game), PlayerSpec.parse(a), PlayerSpec.parse(b), games,
                MoveBudget.ofPlayouts(playouts), threads, 42, 0);
    }

    private static MatchResult run(MatchSettings s) throws Exception {
        return new Match(s).run(null);
    }

    /** One call of a probe player: which instance (by seed), for which side, under which limits. */
    private record Call(long seed, int toMove, SearchLimits limits) {
    }

    /** A UCT player that logs every call it gets. */
    private static PlayerType probe(List<Call> log) {
        return new PlayerType("probe", List.of(ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE, "seed")),
                "logs its calls", p -> {
                    long seed = p.getLong("seed");
                    MctsPlayer inner = new MctsPlayer(MctsSettings.mctsSolver().withSeed(seed));
                    return (state, limits, stop) -> {
                        log.add(new Call(seed, state.toMove(), limits));
                        return inner.chooseMove(state, limits, stop);
                    };
                });
    }

    @Test
    void seatsAlternateAndEveryGameHasFreshlySeededPlayers() throws Exception {
        List<Call> log = Collections.synchronizedList(new ArrayList<>());
        PlayerType probe = probe(log);
        MatchSettings s = new MatchSettings(game("tic_tac_toe"), PlayerSpec.of(probe, List.of()),
                PlayerSpec.parse("uct c=0.5"), 6, MoveBudget.ofPlayouts(50), 2, 7, 0);
        MatchResult r = run(s);
        assertEquals(6, r.records().size());
        for (GameRecord g : r.records()) {
            assertEquals(g.index() % 2 == 0, g.aFirst(), "A moves first in even-numbered games");
            long seedA = Match.playerSeed(Match.gameSeed(7, g.index()), true, 0);
            assertEquals(Match.gameSeed(7, g.index()), g.seed(), "the game seed derives from the match seed");
            assertTrue(g.a().equals("probe seed=" + seedA), g.a());
            List<Call> calls = log.stream().filter(c -> c.seed() == seedA).toList();
            assertFalse(calls.isEmpty(), "A was asked in game " + g.index());
            int seatA = g.aFirst() ? Game.FIRST : Game.SECOND;
            for (Call c : calls) assertEquals(seatA, c.toMove(), "A only ever moves for its own seat");
            assertTrue(calls.stream().allMatch(c -> c.limits().nodes() == 50
                    && c.limits().hardMillis() == SearchLimits.UNLIMITED), "a playout budget has no clock");
        }
        assertEquals(6, log.stream().map(Call::seed).distinct().count(), "one seed per game");
        // B's seeds differ per game too
        assertEquals(6, r.records().stream().map(GameRecord::b).distinct().count());
    }

    @Test
    void aTimeBudgetIsSoftEqualsHard() throws Exception {
        List<Call> log = Collections.synchronizedList(new ArrayList<>());
        MatchSettings s = new MatchSettings(game("tic_tac_toe"), PlayerSpec.of(probe(log), List.of("playouts=30")),
                PlayerSpec.parse("uct"), 1, MoveBudget.ofSeconds(0.05), 1, 1, 0);
        run(s);
        assertFalse(log.isEmpty());
        for (Call c : log) {
            assertEquals(50, c.limits().softMillis());
            assertEquals(50, c.limits().hardMillis());
            assertEquals(30, c.limits().nodes(), "the player's own playout cap on top of the match's budget");
        }
    }

    @Test
    void aPlayersMovetimeCapsTheMatchBudget() throws Exception {
        List<Call> log = Collections.synchronizedList(new ArrayList<>());
        PlayerSpec capped = PlayerSpec.of(probe(log), List.of("movetime=0.02", "playouts=0"));
        MatchSettings s = new MatchSettings(game("tic_tac_toe"), capped, PlayerSpec.parse("uct"), 1,
                MoveBudget.ofSeconds(0.05), 1, 1, 0);
        run(s);
        assertFalse(log.isEmpty());
        for (Call c : log) {
            assertEquals(20, c.limits().softMillis());
            assertEquals(20, c.limits().hardMillis(), "the player's own time cap within the match's budget");
            assertEquals(SearchLimits.UNLIMITED, c.limits().nodes(), "playouts=0 is no cap");
        }
        // a cap longer than the budget changes nothing
        SearchLimits budget = SearchLimits.ofMillis(50).withNodes(100);
        assertEquals(budget, PlayerSpec.parse("uct movetime=1 playouts=1000").limits(budget));
        assertEquals(budget.withNodes(7), PlayerSpec.parse("uct playouts=7").limits(budget));
        assertEquals("uct c=0.5 playouts=7 movetime=0.25", PlayerSpec.parse("uct C=0.5 playouts=7 movetime=0.25").toString());
    }

    /** Replays every record through the game API: legal moves, each game ended by the rules, and its result. */
    static void assertReplays(List<GameRecord> records) throws Exception {
        for (GameRecord g : records) assertEquals(GameRecord.Termination.END, g.termination(), "game " + g.index());
        assertLegal(records);
    }

    /**
     * Replays every record through the game API: every move legal in turn; a game the rules ended
     * ends there with the stated score and result, any other before its end.
     */
    static void assertLegal(List<GameRecord> records) throws Exception {
        for (GameRecord g : records) {
            Game game = game(g.game());
            State s = g.start(game);
            for (String m : g.moves()) {
                assertFalse(s.isTerminal(), "game " + g.index() + " goes on after its end");
                int move = s.parseMove(m);
                assertTrue(s.isLegal(move), "game " + g.index() + ": " + m + " is illegal at ply " + s.ply());
                s.apply(move);
            }
            if (g.termination() != GameRecord.Termination.END) {
                assertFalse(s.isTerminal(), "game " + g.index() + " ended by " + g.termination() + " before its end");
                continue;
            }
            assertTrue(s.isTerminal(), "game " + g.index() + " ends where the rules end it");
            assertEquals(game.formatScore(s.score()), g.score());
            int firstResult = Integer.signum(s.score());
            assertEquals(g.aFirst() ? firstResult : -firstResult, g.resultForA(), "game " + g.index());
        }
    }

    @Test
    void everyRecordReplaysLegallyToItsResult(@TempDir Path dir) throws Exception {
        MatchResult ttt = run(settings("tic_tac_toe", "uct c=1.4", "uct c=0.3", 6, 100, 2));
        assertReplays(ttt.records());
        MatchSettings c4 = settings("connect_four width=4 height=4", "uct", "uct c=0.7", 8, 300, 2);
        Path file = dir.resolve("games.jsonl");
        List<GameRecord> finished = new ArrayList<>();
        MatchResult r;
        try (RecordWriter w = new RecordWriter(file)) {
            r = new Match(c4).run((g, done, soFar) -> {
                finished.add(g);
                try {
                    w.add(g);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                assertEquals(done, finished.size());
                assertEquals(done, soFar.games());
            });
        }
        List<GameRecord> read = RecordWriter.read(file);
        assertEquals(8, read.size());
        for (int i = 0; i < 8; i++) {
            assertEquals(i, read.get(i).index(), "the file is in index order");
            assertTrue(read.get(i).sameGame(r.records().get(i)));
        }
        assertReplays(read);
        // the statistics add up to the records
        assertEquals(read.stream().filter(g -> g.resultForA() > 0).count(), r.outcomes().aWins());
        assertEquals(read.stream().filter(g -> g.resultForA() == 0).count(), r.outcomes().draws());
        long timed = read.stream().flatMapToDouble(g -> Arrays.stream(g.millis())).filter(x -> !Double.isNaN(x)).count();
        assertEquals(timed, r.timesAll().moves());
        assertEquals(timed, r.timesA().moves() + r.timesB().moves());
        for (GameRecord g : read) {
            double[] wall = g.millis();
            double[] cpu = g.cpuMillis();
            for (int i = 0; i < wall.length; i++) {
                assertEquals(Double.isNaN(wall[i]), Double.isNaN(cpu[i]), "forced moves have neither time");
            }
        }
    }

    @Test
    void playoutBudgetsRepeatExactlyWhateverTheThreads() throws Exception {
        MatchSettings s = settings("connect_four width=4 height=4", "uct c=1.4", "uct c=0.5", 6, 200, 1);
        MatchResult one = run(s);
        MatchResult two = run(s.withThreads(2));
        MatchResult again = run(s.withThreads(2));
        for (int i = 0; i < 6; i++) {
            assertTrue(one.records().get(i).sameGame(two.records().get(i)), "game " + i + " with 1 and 2 threads");
            assertTrue(two.records().get(i).sameGame(again.records().get(i)), "game " + i + " run twice");
        }
        assertEquals(one.outcomes(), two.outcomes());
        MatchResult other = run(s.withSeed(43));
        assertNotEquals(one.records().stream().map(GameRecord::moves).toList(),
                other.records().stream().map(GameRecord::moves).toList(), "another seed plays other games");
    }

    /**
     * Many playouts against very few on Connect Four 5×4: the strong side must score well above
     * half. 12 seeded games; the margin is wide (the weak side is close to random).
     */
    @Test
    void aStrongPlayerBeatsAWeakOne() throws Exception {
        MatchResult r = run(settings("connect_four width=5 height=4", "uct", "uct playouts=4", 12, 3000, 2));
        Outcomes o = r.outcomes();
        assertTrue(o.scoreRate() >= 0.8, "strong vs weak: " + o);
        assertTrue(o.scoreInterval().low() > 0.5, "the interval excludes an even match: " + o.scoreInterval());
        assertTrue(r.records().stream().allMatch(g -> g.b().endsWith(" playouts=4")));
    }

    @Test
    void thePlyCapAdjudicatesADraw() throws Exception {
        MatchSettings s = new MatchSettings(game("tic_tac_toe"), PlayerSpec.parse("uct"), PlayerSpec.parse("uct"), 2,
                MoveBudget.ofPlayouts(20), 1, 1, 4);
        MatchResult r = run(s);
        for (GameRecord g : r.records()) {
            assertEquals(GameRecord.Termination.MAX_PLIES, g.termination());
            assertEquals(4, g.plies());
            assertEquals(0, g.resultForA());
            assertNull(g.score());
        }
        assertEquals(2, r.adjudicated());
        assertEquals(new Outcomes(0, 2, 0), r.outcomes());
    }

    /** A player that answers a fixed move code, legal or not. */
    private static PlayerType fixed(int code) {
        return new PlayerType("fixed", List.of(), "always the same move",
                p -> (state, limits, stop) -> new MoveDecision(code, Value.UNKNOWN, 0.5, 0, 0, 0, null));
    }

    @Test
    void anIllegalMoveForfeitsLoudly() throws Exception {
        // Tic-tac-toe move codes are cells 0..8: 4 is the centre, legal once only; 99 is no cell.
        for (int code : new int[] {4, 99, -1}) {
            MatchSettings s = new MatchSettings(game("tic_tac_toe"), PlayerSpec.of(fixed(code), List.of()),
                    PlayerSpec.parse("uct"), 2, MoveBudget.ofPlayouts(20), 1, 1, 0);
            MatchResult r = run(s);
            assertEquals(new Outcomes(0, 0, 2), r.outcomes(), "code " + code);
            assertEquals(2, r.forfeits());
            for (GameRecord g : r.records()) {
                assertEquals(GameRecord.Termination.ILLEGAL_MOVE, g.termination());
                assertTrue(g.detail().startsWith("A ("), g.detail());
                assertTrue(g.detail().contains("illegal move"), g.detail());
            }
        }
    }

    @Test
    void aPlayerThatThrowsForfeits() throws Exception {
        PlayerType broken = new PlayerType("broken", List.of(), "throws", p -> (state, limits, stop) -> {
            throw new IllegalStateException("boom");
        });
        MatchSettings s = new MatchSettings(game("tic_tac_toe"), PlayerSpec.parse("uct"),
                PlayerSpec.of(broken, List.of()), 2, MoveBudget.ofPlayouts(20), 2, 1, 0);
        MatchResult r = run(s);
        assertEquals(new Outcomes(2, 0, 0), r.outcomes());
        assertTrue(r.records().stream().allMatch(g -> g.termination() == GameRecord.Termination.PLAYER_ERROR
                && g.detail().contains("boom")));
    }

    @Test
    void cancellingStopsTheMatch() throws Exception {
        MatchSettings s = settings("connect_four width=4 height=4", "uct", "uct", 20, 200, 1);
        Match m = new Match(s);
        MatchResult r = m.run((g, done, soFar) -> m.cancel());
        assertTrue(r.cancelled());
        assertTrue(r.records().size() < 20, "games after the cancel are not played: " + r.records().size());
    }

    /** A player spec resolves as pn-player does: the type's defaults for the game, then the keys given. */
    @Test
    void playersTakeTheirPerGameDefaultsAndTheGivenKeysWin() {
        Game loa7 = game("lines_of_action size=7");
        Game ttt = game("tic_tac_toe");
        PlayerSpec pn = PlayerSpec.parse("pn-mcts variant=FxU");
        // the catalog's per-game default for LOA 7x7 (C_pn = 2, protocol-spec/players.md)
        assertEquals("2.0", pn.params(loa7, 5).get("cpn"));
        assertEquals("1.0", pn.params(ttt, 5).get("cpn"), "the declared default elsewhere");
        assertEquals("FxU", pn.params(loa7, 5).get("variant"));
        assertEquals("5", pn.params(loa7, 5).get("seed"), "the match sets the seed");
        assertEquals("1.5", PlayerSpec.parse("pn-mcts cpn=1.5").params(loa7, 5).get("cpn"));
        assertTrue(pn.describe(ttt, 9).startsWith("pn-mcts profile=pnengine variant=FxU "), pn.describe(ttt, 9));
    }

    @Test
    void everyCataloguedPlayerCanPlayAMatch() throws Exception {
        for (PlayerType t : SearcherCatalog.PLAYERS) {
            MatchSettings s = new MatchSettings(game("tic_tac_toe"), PlayerSpec.of(t, List.of()),
                    PlayerSpec.parse("uct profile=ludii"), 2, MoveBudget.ofPlayouts(100), 2, 3, 0);
            MatchResult r = run(s);
            assertEquals(2, r.records().size(), t.name());
            assertEquals(0, r.forfeits(), t.name());
            assertReplays(r.records());
        }
    }

    @Test
    void badSpecsNameTheProblem() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("magic c=1"));
        assertTrue(e.getMessage().contains("unknown player 'magic'") && e.getMessage().contains("uct"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("uct c=-1"));
        assertTrue(e.getMessage().contains("'c'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("uct movetime=-1"));
        assertTrue(e.getMessage().contains("'movetime'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("uct playouts=-1"));
        assertTrue(e.getMessage().contains("'playouts'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MoveBudget.ofSeconds(0));
    }

    /** A match plays one game per core, so its players search on one thread unless told otherwise. */
    @Test
    void playersSearchOnOneThreadUnlessTheSpecSaysOtherwise() {
        Game c4 = ConnectFourGame.standard();
        assertEquals("1", PlayerSpec.parse("mcts-solver").params(c4, 7).get("threads"));
        assertEquals("2", PlayerSpec.parse("pn-mcts threads=2").params(c4, 7).get("threads"));
        assertTrue(PlayerSpec.parse("uct").describe(c4, 7).contains(" threads=1"));
    }

    /**
     * Under a game clock every move gets its budget from the engine's time manager, the clocks
     * only go down, no budget exceeds what the clock had, and nobody loses on time.
     */
    @Test
    void aClockMatchChargesEveryMoveAndKeepsWithinTheClock() throws Exception {
        TimeControls tc = TimeControls.absolute(2_000);
        MatchSettings s = new MatchSettings(game("tic_tac_toe"), PlayerSpec.parse("mcts-solver"),
                PlayerSpec.parse("uct"), 2, MoveBudget.ofClock(tc), 1, 3, 0);
        MatchResult r = run(s);
        assertEquals(0, r.timeLosses());
        assertEquals(0, r.forfeits());
        assertTrue(r.leastClockLeftMillis() >= 0);
        for (GameRecord g : r.records()) {
            double[] ms = g.millis();
            double[] budget = g.budgetMillis();
            double[] clock = g.clockMillis();
            double[] last = {2_000, 2_000};
            State st = s.game().newInitialState();
            for (int i = 0; i < ms.length; i++) {
                int mover = st.toMove();
                if (!Double.isNaN(ms[i])) {
                    assertTrue(budget[i] > 0 && budget[i] <= last[mover] - 150,
                            "move " + i + ": budget " + budget[i] + " within the clock " + last[mover] + " less the margin");
                    assertEquals(Math.max(0, last[mover] - Math.ceil(ms[i])), clock[i], 1e-9, "move " + i + " is charged");
                } else {
                    assertEquals(last[mover], clock[i], 1e-9, "a forced move costs nothing");
                }
                last[mover] = clock[i];
                try {
                    st.apply(st.parseMove(g.moves().get(i)));
                } catch (MoveFormatException e) {
                    throw new AssertionError(e);
                }
            }
        }
        assertEquals(-1, r.timesAll().budgetMillis(), "a clock's budgets vary from move to move");
    }

    /**
     * A player that ignores its deadline loses on time, and the record says why: 400 ms a move
     * against a 1 s clock flags on its third move, before any game of Connect Four 5×4 can end.
     */
    @Test
    void aPlayerThatOverrunsItsClockLosesOnTime() throws Exception {
        PlayerType slow = new PlayerType("slow", List.of(), "sleeps 400 ms a move, whatever the clock", p ->
                (state, limits, stop) -> {
                    try {
                        Thread.sleep(400);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    int[] moves = new int[state.game().maxMoves()];
                    state.legalMoves(moves);
                    return new MoveDecision(moves[0], Value.UNKNOWN, 0.5, 0, 0, 0, new int[] {moves[0]});
                });
        MatchSettings s = new MatchSettings(game("connect_four width=5 height=4"), PlayerSpec.parse("uct"),
                PlayerSpec.of(slow, List.of()), 2, MoveBudget.ofClock(TimeControls.absolute(1_000)), 1, 3, 0);
        MatchResult r = run(s);
        assertEquals(2, r.timeLosses());
        assertEquals(new Outcomes(2, 0, 0), r.outcomes());
        for (GameRecord g : r.records()) {
            assertEquals(GameRecord.Termination.TIME, g.termination());
            assertTrue(g.detail().startsWith("B (") && g.detail().contains("ran out of time"), g.detail());
        }
    }
}
