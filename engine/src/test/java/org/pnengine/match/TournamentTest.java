package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pnengine.client.ChildJava;
import org.pnengine.client.EngineAddress;
import org.pnengine.client.FakeEngineServer;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.shard.Shard;

/** Tournaments of in-process players with playout budgets (every game deterministic), and their openings. */
@Timeout(120)
class TournamentTest {

    private static final EngineSettings ENGINES = new EngineSettings(30_000, 500,
            EngineAddress.Options.defaults().withTimeout(Duration.ofSeconds(30)));

    private static TournamentSettings settings(String game, TournamentSettings.Format format, int games, long playouts,
                                               int threads, Openings openings, Sprt sprt, String... specs) {
        List<EntrantSpec> parsed = new ArrayList<>();
        for (String s : specs) parsed.add(EntrantSpec.parse(s));
        List<String> names = TournamentSettings.labels(parsed, Collections.nCopies(specs.length, null));
        List<TournamentSettings.Entry> entries = new ArrayList<>();
        for (int i = 0; i < specs.length; i++) entries.add(new TournamentSettings.Entry(names.get(i), parsed.get(i)));
        PlaySettings play = new PlaySettings(MatchTest.game(game), MoveBudget.ofPlayouts(playouts), 0, ENGINES, openings);
        return new TournamentSettings(play, entries, format, games, threads, 42, sprt);
    }

    private static TournamentResult run(TournamentSettings s) throws Exception {
        return new Tournament(s).run(Shard.WHOLE, List.of(), null);
    }

    @Test
    void roundRobinAndGauntletPairTheEntrantsAndNumberTheGamesPairByPair() {
        TournamentSettings rr = settings("tic_tac_toe", TournamentSettings.Format.ROUND_ROBIN, 4, 10, 1, null, null,
                "uct", "uct c=0.5", "mcts-solver", "pn-mcts");
        assertEquals(List.of(List.of(0, 1), List.of(0, 2), List.of(0, 3), List.of(1, 2), List.of(1, 3), List.of(2, 3)),
                rr.pairings().stream().map(p -> List.of(p.first(), p.second())).toList());
        TournamentSettings g = settings("tic_tac_toe", TournamentSettings.Format.GAUNTLET, 4, 10, 1, null, null,
                "uct", "uct c=0.5", "mcts-solver", "pn-mcts");
        assertEquals(List.of(List.of(0, 1), List.of(0, 2), List.of(0, 3)),
                g.pairings().stream().map(p -> List.of(p.first(), p.second())).toList());
        List<Fixture> schedule = g.schedule();
        assertEquals(12, schedule.size());
        // pair 0 of pairings 0, 1, 2, then pair 1 of each: two games per pair, A first in the first
        int i = 0;
        for (int pair = 0; pair < 2; pair++) {
            for (int p = 0; p < 3; p++) {
                for (int game = 0; game < 2; game++) {
                    Fixture f = schedule.get(i);
                    assertEquals(i, f.index());
                    assertEquals(p, f.pairing());
                    assertEquals(pair, f.pair());
                    assertEquals(game == 0, f.aFirst());
                    assertEquals(Match.gameSeed(42, i), f.seed());
                    i++;
                }
            }
        }
        // One pairing numbers its games exactly as a match does: game i, A first when i is even.
        TournamentSettings two = settings("tic_tac_toe", TournamentSettings.Format.ROUND_ROBIN, 5, 10, 1, null, null,
                "uct", "mcts-solver");
        List<Fixture> m = two.schedule();
        assertEquals(5, m.size(), "an odd number of games ends with a lone game");
        for (Fixture f : m) {
            assertEquals(f.index() % 2 == 0, f.aFirst());
            assertEquals(f.index() / 2, f.pair());
        }
    }

    @Test
    void defaultLabelsAreShortAndUnique() {
        List<EntrantSpec> specs = List.of(EntrantSpec.parse("uct c=0.5"), EntrantSpec.parse("uct c=0.5"),
                EntrantSpec.parse("stdio:/usr/games/gtp-rhino -l 2"), EntrantSpec.parse("tcp://s3cret@10.0.0.1:9610"),
                EntrantSpec.parse("uct"));
        assertEquals(List.of("uct c=0.5", "uct c=0.5 #2", "gtp-rhino -l 2", "10.0.0.1:9610", "mine"),
                TournamentSettings.labels(specs, Arrays.asList(null, null, null, null, "mine")));
        // A given name is never taken by a default.
        assertEquals(List.of("uct #2", "uct"), TournamentSettings.labels(List.of(EntrantSpec.parse("uct"),
                EntrantSpec.parse("mcts-solver")), Arrays.asList(null, "uct")));
        assertThrows(IllegalArgumentException.class, () -> new TournamentSettings.Entry(" padded", EntrantSpec.parse("uct")));
        TournamentSettings.Entry a = new TournamentSettings.Entry("x", EntrantSpec.parse("uct"));
        TournamentSettings.Entry b = new TournamentSettings.Entry("x", EntrantSpec.parse("mcts-solver"));
        PlaySettings play = new PlaySettings(MatchTest.game("tic_tac_toe"), MoveBudget.ofPlayouts(10), 0, ENGINES, null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TournamentSettings(play,
                List.of(a, b), TournamentSettings.Format.ROUND_ROBIN, 2, 1, 1, null));
        assertTrue(e.getMessage().contains("two entrants are named 'x'"), e.getMessage());
    }

    /** A round robin of three: every pairing plays its games, the records name the entrants, and the tables add up. */
    @Test
    void aRoundRobinOfThreePlaysEveryPairingAndTheStatisticsAddUp() throws Exception {
        TournamentSettings s = settings("connect_four width=4 height=4", TournamentSettings.Format.ROUND_ROBIN, 4, 100, 2,
                null, null, "uct", "uct c=0.5", "mcts-solver");
        TournamentResult r = run(s);
        assertEquals(12, r.records().size());
        assertEquals(List.of("uct", "uct c=0.5", "mcts-solver"), r.names());
        MatchTest.assertReplays(r.records());
        for (GameRecord g : r.records()) {
            TournamentSettings.Pairing p = s.pairings().get(g.slot().pairing());
            assertEquals(r.names().get(p.first()), g.slot().aName());
            assertEquals(r.names().get(p.second()), g.slot().bName());
            assertNull(g.slot().opening());
        }
        Crosstable ct = r.crosstable();
        for (TournamentResult.PairingResult p : r.pairings()) {
            assertEquals(4, p.match().outcomes().games());
            assertEquals(2, p.pairs().pairs(), "two complete pairs per pairing");
            assertTrue(p.byPairs());
            assertEquals(EloEstimate.ofPairs(p.pairs()), p.elo());
            String a = r.names().get(p.pairing().first());
            String b = r.names().get(p.pairing().second());
            assertEquals(p.match().outcomes(), ct.headToHead(a, b));
            long aWins = r.records().stream().filter(g -> g.slot().pairing() == p.pairing().index() && g.resultForA() > 0)
                    .count();
            assertEquals(aWins, p.match().outcomes().aWins());
        }
        for (Crosstable.Row row : ct.ranking()) assertEquals(8, row.games().games(), row.name());
        // Every searched move is some entrant's.
        long timed = r.records().stream().flatMapToDouble(g -> Arrays.stream(g.millis()))
                .filter(x -> !Double.isNaN(x)).count();
        assertEquals(timed, r.entrantTimes().stream().mapToLong(MoveTimes::moves).sum());
        // The same tournament again, on one thread: the same games.
        TournamentResult again = run(new TournamentSettings(s.play(), s.entrants(), s.format(), s.games(), 1, s.seed(), null));
        for (int i = 0; i < 12; i++) assertTrue(r.records().get(i).sameGame(again.records().get(i)), "game " + i);
    }

    /** Each pair starts from its opening, once with each colour; the record's moves follow the opening. */
    @Test
    void gamePairsStartFromTheirOpenings() throws Exception {
        Openings openings = Openings.parse(List.of("moves: b2 a1", "position: x../.o./... x", "moves: a1"),
                MatchTest.game("tic_tac_toe"), Openings.Order.SEQUENTIAL, "t");
        TournamentSettings s = settings("tic_tac_toe", TournamentSettings.Format.GAUNTLET, 6, 50, 2, openings, null,
                "uct", "mcts-solver", "uct c=0.3");
        TournamentResult r = run(s);
        assertEquals(12, r.records().size());
        MatchTest.assertReplays(r.records());
        Game game = s.play().game();
        for (GameRecord g : r.records()) {
            Opening o = openings.list().get(g.slot().pair() % 3);
            assertEquals(o.text(), g.slot().opening(), "game " + g.index());
            assertEquals(openings.lines().get(g.slot().pair() % 3), g.slot().openingLine());
            State start = g.start(game);
            assertEquals(o.start(game).positionText(), start.positionText());
            assertFalse(g.moves().isEmpty());
            // The first recorded move is legal where the opening left the game, not at the start.
            int first = start.parseMove(g.moves().get(0));
            assertTrue(start.isLegal(first));
        }
        // Both games of a pair have the same opening, each entrant once with each colour.
        for (int i = 0; i < 12; i += 2) {
            assertEquals(r.records().get(i).slot().opening(), r.records().get(i + 1).slot().opening());
            assertTrue(r.records().get(i).aFirst() && !r.records().get(i + 1).aFirst());
        }
    }

    /** An SPRT decides a lopsided pairing early, and its remaining games are not started. */
    @Test
    void aDecidedSprtStopsItsPairing() throws Exception {
        Sprt sprt = Sprt.parse("elo0=0 elo1=300 alpha=0.1 beta=0.1 model=logistic");
        TournamentSettings s = settings("connect_four width=5 height=4", TournamentSettings.Format.ROUND_ROBIN, 40, 2000,
                1, null, sprt, "uct", "uct playouts=2");
        List<SprtStatus> decided = new ArrayList<>();
        TournamentResult r = new Tournament(s).run(Shard.WHOLE, List.of(), new Tournament.Listener() {
            @Override
            public void gameFinished(GameRecord record, Tournament.Progress progress) {
            }

            @Override
            public void pairingDecided(TournamentSettings.Pairing pairing, SprtStatus status) {
                decided.add(status);
            }
        });
        TournamentResult.PairingResult p = r.pairings().get(0);
        assertEquals(1, decided.size(), "told once");
        assertEquals(Sprt.Decision.ACCEPT_H1, p.sprt().decision(), p.sprt().describe());
        assertEquals(decided.get(0), p.sprt());
        assertTrue(p.sprt().llr() >= sprt.upperBound());
        int decidedAt = p.sprt().pairs();
        // With one thread, at most the game that had started when it decided is played after it.
        assertTrue(r.records().size() <= 2 * decidedAt + 1 && r.records().size() < 40, r.records().size() + " games");
        // The decision is that of the first pairs in order, whatever came after.
        SprtStatus replay = SprtStatus.start(sprt);
        for (int k = 0; k < decidedAt; k++) {
            replay = replay.next(r.records().get(2 * k).resultForA(), r.records().get(2 * k + 1).resultForA());
            assertEquals(k == decidedAt - 1, replay.decided(), "after pair " + k);
        }
        assertEquals(replay, p.sprt());
    }

    /**
     * Cancelled after a few games, then run again with the games recorded so far: the same
     * records as a run that was never interrupted.
     */
    @Test
    void anInterruptedRunResumesToTheSameRecords() throws Exception {
        TournamentSettings s = settings("connect_four width=4 height=4", TournamentSettings.Format.ROUND_ROBIN, 6, 200, 2,
                null, null, "uct", "uct c=0.5", "mcts-solver");
        TournamentResult whole = run(s);
        Tournament first = new Tournament(s);
        List<GameRecord> kept = Collections.synchronizedList(new ArrayList<>());
        TournamentResult cut = first.run(Shard.WHOLE, List.of(), (r, p) -> {
            kept.add(r);
            if (p.played() == 5) first.cancel();
        });
        assertTrue(cut.cancelled());
        assertTrue(kept.size() >= 5 && kept.size() < 18, kept.size() + " games before the cancel took hold");
        AtomicInteger replayed = new AtomicInteger();
        TournamentResult resumed = new Tournament(s).run(Shard.WHOLE, new ArrayList<>(kept),
                (r, p) -> replayed.incrementAndGet());
        assertEquals(18 - kept.size(), replayed.get(), "only the games not recorded are played");
        assertFalse(resumed.cancelled());
        assertEquals(18, resumed.records().size());
        for (int i = 0; i < 18; i++) {
            assertTrue(whole.records().get(i).sameGame(resumed.records().get(i)), "game " + i);
        }
        assertEquals(whole.crosstable().rows(), resumed.crosstable().rows());
        // A record of another run is refused.
        GameRecord foreign = whole.records().get(3);
        TournamentSettings other = new TournamentSettings(s.play(), s.entrants(), s.format(), s.games(), 1, 43, null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Tournament(other).run(Shard.WHOLE, List.of(foreign), null));
        assertTrue(e.getMessage().contains("recorded game 3 is not the game this run schedules"), e.getMessage());
    }

    /** Three shards play exactly the games of the whole run between them. */
    @Test
    void shardsPlayTheGamesOfTheWholeRun() throws Exception {
        TournamentSettings s = settings("tic_tac_toe", TournamentSettings.Format.ROUND_ROBIN, 4, 60, 1, null, null,
                "uct", "uct c=0.5", "mcts-solver");
        TournamentResult whole = run(s);
        List<GameRecord> merged = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Shard shard = new Shard(k, 3);
            TournamentResult part = new Tournament(s).run(shard, List.of(), null);
            for (GameRecord g : part.records()) assertTrue(shard.owns(g.index()));
            merged.addAll(part.records());
        }
        TournamentResult m = TournamentResult.of(s, whole.names(), merged, false);
        assertEquals(12, m.records().size());
        for (int i = 0; i < 12; i++) assertTrue(whole.records().get(i).sameGame(m.records().get(i)), "game " + i);
        assertEquals(whole.crosstable().rows(), m.crosstable().rows());
    }

    /**
     * A move-sequence opening reaches an external engine as play commands before its first genmove,
     * and a position opening as setboard: pnengine over stdio agrees on every final score.
     */
    @Test
    void externalEnginesAreToldTheOpenings() throws Exception {
        Game game = MatchTest.game("connect_four width=5 height=4");
        Openings openings = Openings.parse(List.of("moves: 3 3 2", "position: ...../...../...../..x.o x"), game,
                Openings.Order.SEQUENTIAL, "c4");
        String engine = ChildJava.stdio("org.pnengine.cli.Main", "stdio", "--player", "uct playouts=50");
        TournamentSettings s = settings("connect_four width=5 height=4", TournamentSettings.Format.ROUND_ROBIN, 4, 50, 1,
                openings, null, "uct", engine);
        TournamentResult r = run(s);
        assertEquals(4, r.records().size());
        MatchTest.assertLegal(r.records());
        for (GameRecord g : r.records()) {
            assertEquals(GameRecord.Termination.END, g.termination(), g.detail());
            assertEquals(Map.of("B", g.score()), g.engineScores(), "the engine's board followed the opening");
        }
    }

    /** An engine without setboard cannot play position openings: refused before any game, and named. */
    @Test
    void anEngineWithoutSetboardIsRefusedForPositionOpenings() throws Exception {
        Game ttt = MatchTest.game("tic_tac_toe");
        Openings positions = Openings.parse(List.of("position: x../.o./... x"), ttt, Openings.Order.SEQUENTIAL, "t");
        Openings moves = Openings.parse(List.of("moves: b2 a1"), ttt, Openings.Order.SEQUENTIAL, "t");
        try (FakeEngineServer server = new FakeEngineServer(List.of())) {
            String fake = "tcp://127.0.0.1:" + server.port();
            TournamentSettings s = settings("tic_tac_toe", TournamentSettings.Format.ROUND_ROBIN, 2, 20, 1, positions, null,
                    "uct", fake);
            EntrantException e = assertThrows(EntrantException.class, () -> run(s));
            assertEquals(1, e.entrant());
            assertTrue(e.getMessage().contains("does not know 'setboard'"), e.getMessage());
            // The same engine plays move openings, told as play commands before its first genmove.
            TournamentResult r = run(settings("tic_tac_toe", TournamentSettings.Format.ROUND_ROBIN, 2, 20, 1, moves, null,
                    "uct", fake));
            MatchTest.assertLegal(r.records());
            List<String> log = server.engines().get(server.engines().size() - 1).log;
            int genmove = log.indexOf(log.stream().filter(c -> c.startsWith("genmove")).findFirst().orElseThrow());
            assertTrue(log.subList(0, genmove).containsAll(List.of("play b b2", "play w a1")), log.toString());
        }
    }
}
