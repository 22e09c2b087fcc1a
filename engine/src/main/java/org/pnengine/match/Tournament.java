package org.pnengine.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.pnengine.search.Threads;
import org.pnengine.shard.Shard;

/**
 * Plays a tournament: the games of {@link TournamentSettings#schedule()} between its entrants,
 * round robin or gauntlet, on a pool of threads, one game per thread at a time. A match is the
 * tournament of two entrants ({@link Match} runs one); both use this scheduler and one game loop.
 *
 * <ul>
 *   <li><b>Entrants</b> are opened once, before the first game (an external engine is started
 *       and set up, the pre-flight), and serve all their pairings: an in-process player makes a
 *       fresh, freshly seeded instance per game; an engine keeps one running process or
 *       connection per thread, reused from game to game and from pairing to pairing.</li>
 *   <li><b>Order.</b> The games are started in index order (pair by pair across the pairings);
 *       they finish in any order, and each is reported to the listener as it finishes.</li>
 *   <li><b>Part of a run.</b> {@link #run} plays only the games a {@link Shard} owns (game i
 *       belongs to shard (i mod N) + 1) and skips those already recorded (a resumed run), so that
 *       the games, seeds and openings are always those of the whole run.</li>
 *   <li><b>SPRT.</b> With {@link TournamentSettings#sprt()}, each pairing's test is moved on
 *       whenever its completed pairs extend in pair order; once it decides, the pairing's games
 *       not yet started are skipped (those running finish and are recorded). The run ends when
 *       every pairing has decided or played its games.</li>
 *   <li><b>Memory.</b> Each in-process player's tree may use a quarter of the heap divided by the
 *       larger of the thread count and the number of cores, as in {@link Match}.</li>
 * </ul>
 */
public final class Tournament {

    /** Told about the run as it goes, on the thread that called {@link #run}. */
    public interface Listener {

        /** A game finished (in the order games finish). */
        void gameFinished(GameRecord record, Progress progress);

        /** A pairing's sequential test has just decided; its games not started will not be. */
        default void pairingDecided(TournamentSettings.Pairing pairing, SprtStatus status) {
        }
    }

    /**
     * Where the run stands after a game.
     *
     * @param played   the games this call of {@link #run} has finished
     * @param toPlay   the games it was to play (fewer will be if a test decides)
     * @param names    the entrants' names
     * @param outcomes each pairing's results so far (recorded before this call included), A's side
     * @param pairs    each pairing's games as pairs, or null where some pair is incomplete
     * @param sprt     each pairing's test (null entries without one)
     */
    public record Progress(int played, int toPlay, List<String> names, List<TournamentSettings.Pairing> pairings,
                           List<Outcomes> outcomes, List<EloEstimate.Pentanomial> pairs, List<SprtStatus> sprt) {

        /** The standings so far (the names must differ, as a tournament's do). */
        public Crosstable crosstable() {
            List<Crosstable.Result> rs = new ArrayList<>();
            for (TournamentSettings.Pairing p : pairings) {
                String a = names.get(p.first());
                String b = names.get(p.second());
                EloEstimate.Pentanomial c = pairs.get(p.index());
                rs.add(c != null && c.pairs() > 0 ? Crosstable.Result.ofPairs(a, b, c)
                        : Crosstable.Result.ofGames(a, b, outcomes.get(p.index())));
            }
            return Crosstable.of(names, rs);
        }
    }

    private final TournamentSettings settings;
    private final GameLoop loop;
    private final long memoryPerPlayer;

    public Tournament(TournamentSettings settings) {
        this.settings = settings;
        this.loop = new GameLoop(settings.play());
        int share = Math.max(settings.threads(), Runtime.getRuntime().availableProcessors());
        this.memoryPerPlayer = Math.max(1 << 20, Runtime.getRuntime().maxMemory() / 4 / share);
    }

    public TournamentSettings settings() {
        return settings;
    }

    /** Stops the running searches and every game still to come; {@link #run} returns soon after. */
    public void cancel() {
        loop.cancel();
    }

    /**
     * Plays the games of {@code shard} not in {@code recorded}, and returns the result over those
     * and the recorded ones. Blocks until they have finished, every pairing's test has decided,
     * or the run is {@linkplain #cancel() cancelled}. First opens the entrants that have games to
     * play; one that cannot take part stops the run before any game with an
     * {@link EntrantException} naming it ({@link EntrantException#entrant()}). External engines
     * are told {@code quit} at the end.
     *
     * @param recorded games of this run played before (a resumed run): each must be a game of the
     *                 schedule, owned by {@code shard}, played as the schedule says
     * @throws IllegalArgumentException if a recorded game does not fit the schedule
     */
    public TournamentResult run(Shard shard, List<GameRecord> recorded, Listener listener)
            throws EntrantException, InterruptedException {
        List<Fixture> schedule = settings.schedule();
        Map<Integer, GameRecord> done = check(recorded, schedule, shard);
        List<TournamentSettings.Pairing> pairings = settings.pairings();
        List<PairingTally> tallies = new ArrayList<>();
        for (int p = 0; p < pairings.size(); p++) tallies.add(new PairingTally(settings.games(), settings.sprt()));
        for (GameRecord r : done.values()) tallies.get(r.slot().pairing()).add(r);
        tallies.forEach(PairingTally::advance);
        List<Fixture> todo = new ArrayList<>();
        for (Fixture f : schedule) {
            if (shard.owns(f.index()) && !done.containsKey(f.index()) && !tallies.get(f.pairing()).stopped()) todo.add(f);
        }
        Set<Integer> needed = new HashSet<>();
        for (Fixture f : todo) {
            needed.add(pairings.get(f.pairing()).first());
            needed.add(pairings.get(f.pairing()).second());
        }
        List<Entrant> entrants = new ArrayList<>();
        try {
            for (int i = 0; i < settings.entrants().size(); i++) {
                if (!needed.contains(i)) {
                    entrants.add(null);
                    continue;
                }
                try {
                    entrants.add(settings.entrants().get(i).spec().open(settings.playOf(i), memoryPerPlayer));
                } catch (EntrantException e) {
                    throw e.forEntrant(i);
                }
            }
            List<String> labels = new ArrayList<>();
            for (Entrant e : entrants) labels.add(e == null ? null : e.label());
            List<String> names = names(settings, done.values(), labels);
            List<GameRecord> played = play(todo, entrants, names, tallies, listener);
            List<GameRecord> all = new ArrayList<>(done.values());
            all.addAll(played);
            return TournamentResult.of(settings, names, all, loop.isCancelled());
        } finally {
            for (Entrant e : entrants) if (e != null) e.close();
        }
    }

    /**
     * The entrants' names: as given; else the name the records give it; else {@code labels}' entry
     * (an opened entrant's label, null if not opened); else its spec.
     */
    public static List<String> names(TournamentSettings settings, Iterable<GameRecord> recorded, List<String> labels) {
        List<TournamentSettings.Pairing> pairings = settings.pairings();
        int n = settings.entrants().size();
        String[] fromRecords = new String[n];
        for (GameRecord r : recorded) {
            if (r.slot().pairing() >= pairings.size()) continue;
            TournamentSettings.Pairing p = pairings.get(r.slot().pairing());
            if (r.slot().aName() != null) fromRecords[p.first()] = r.slot().aName();
            if (r.slot().bName() != null) fromRecords[p.second()] = r.slot().bName();
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            TournamentSettings.Entry e = settings.entrants().get(i);
            String label = i < labels.size() ? labels.get(i) : null;
            names.add(e.name() != null ? e.name() : fromRecords[i] != null ? fromRecords[i]
                    : label != null ? label : e.spec().toString());
        }
        return names;
    }

    /** The recorded games by index, checked against the schedule. */
    private Map<Integer, GameRecord> check(List<GameRecord> recorded, List<Fixture> schedule, Shard shard) {
        Map<Integer, GameRecord> out = new HashMap<>();
        String descriptor = settings.play().game().descriptor();
        for (GameRecord r : recorded) {
            String what = "recorded game " + r.index();
            if (r.index() < 0 || r.index() >= schedule.size()) {
                throw new IllegalArgumentException(what + " is not in the schedule of " + schedule.size() + " games");
            }
            Fixture f = schedule.get(r.index());
            String opening = f.opening() == null ? null : f.opening().text();
            if (!r.game().equals(descriptor) || r.seed() != f.seed() || r.aFirst() != f.aFirst()
                    || r.slot().pairing() != f.pairing() || r.slot().pair() != f.pair()
                    || !Objects.equals(r.slot().opening(), opening)) {
                throw new IllegalArgumentException(what + " is not the game this run schedules as game " + r.index()
                        + " (its game, seed, colours, pairing or opening differ)");
            }
            if (!shard.owns(r.index())) throw new IllegalArgumentException(what + " is not one of shard " + shard + "'s");
            if (out.put(r.index(), r) != null) throw new IllegalArgumentException(what + " is recorded twice");
        }
        return out;
    }

    private List<GameRecord> play(List<Fixture> todo, List<Entrant> entrants, List<String> names,
                                  List<PairingTally> tallies, Listener listener) throws InterruptedException {
        List<TournamentSettings.Pairing> pairings = settings.pairings();
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), Threads.daemons("match"));
        // Which pairings have decided: read by the games as they start, written by this thread.
        Set<Integer> stopped = ConcurrentHashMap.newKeySet();
        for (int p = 0; p < tallies.size(); p++) if (tallies.get(p).stopped()) stopped.add(p);
        List<GameRecord> played = new ArrayList<>();
        boolean finished = false;
        try {
            CompletionService<GameRecord> done = new ExecutorCompletionService<>(pool);
            for (Fixture f : todo) {
                TournamentSettings.Pairing p = pairings.get(f.pairing());
                done.submit(() -> stopped.contains(f.pairing()) ? null
                        : loop.play(f, entrants.get(p.first()), entrants.get(p.second()), names.get(p.first()),
                        names.get(p.second()), settings.budgetOf(p.first()), settings.budgetOf(p.second())));
            }
            for (int i = 0; i < todo.size(); i++) {
                GameRecord r;
                try {
                    r = done.take().get();
                } catch (ExecutionException e) {
                    // The game loop catches the players' exceptions; anything else is a bug of the harness.
                    throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
                }
                if (r == null) continue;   // cancelled, or its pairing's test had decided
                played.add(r);
                PairingTally tally = tallies.get(r.slot().pairing());
                tally.add(r);
                boolean decided = tally.advance();
                if (decided) stopped.add(r.slot().pairing());
                if (listener != null) {
                    listener.gameFinished(r, progress(played.size(), todo.size(), names, pairings, tallies));
                    if (decided) listener.pairingDecided(pairings.get(r.slot().pairing()), tally.sprt());
                }
            }
            finished = true;
        } finally {
            // Interrupted, or the listener threw: stop the games still running.
            if (!finished) cancel();
            pool.shutdownNow();
            // Let the games still running give their engines back before the entrants close them.
            pool.awaitTermination(10, TimeUnit.SECONDS);
        }
        return played;
    }

    private static Progress progress(int played, int toPlay, List<String> names,
                                     List<TournamentSettings.Pairing> pairings, List<PairingTally> tallies) {
        return new Progress(played, toPlay, names, pairings, tallies.stream().map(PairingTally::outcomes).toList(),
                tallies.stream().map(PairingTally::pairsIfAllPaired).toList(),
                tallies.stream().map(PairingTally::sprt).toList());
    }
}
