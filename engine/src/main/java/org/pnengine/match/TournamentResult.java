package org.pnengine.match;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.pnengine.game.Game;

/**
 * What a tournament (or a match, its tournament of two) produced: every record, and the
 * statistics of each pairing and of each entrant. {@link #of} computes them from the records
 * alone, so a run, a resumed run and a merge of shards that hold the same records make the same
 * result.
 *
 * @param settings     how it was played
 * @param names        the entrants' names, in entrant order
 * @param records      the finished games, by index
 * @param pairings     each pairing's statistics, in pairing order
 * @param entrantTimes each entrant's searched moves over all its games, in entrant order
 * @param cancelled    whether the run was cancelled before every game it was to play finished
 */
public record TournamentResult(TournamentSettings settings, List<String> names, List<GameRecord> records,
                               List<PairingResult> pairings, List<MoveTimes> entrantTimes, boolean cancelled) {

    /**
     * One pairing's statistics, from its first entrant's (A's) side.
     *
     * @param pairing the pairing
     * @param match   its games as a match: outcomes, forfeits, faults, move times, labelled with
     *                the entrants' names
     * @param pairs   its games as pairs if every recorded game's pair is complete, else null
     * @param elo     A's Elo over B, from {@code pairs} when present and not empty, else from the games
     * @param sprt    its sequential test, or null without one
     */
    public record PairingResult(TournamentSettings.Pairing pairing, MatchResult match, EloEstimate.Pentanomial pairs,
                                EloEstimate elo, SprtStatus sprt) {

        /** Whether the statistics count pairs (pentanomial) rather than single games. */
        public boolean byPairs() {
            return pairs != null && pairs.pairs() > 0;
        }
    }

    public TournamentResult {
        names = List.copyOf(names);
        records = List.copyOf(records);
        pairings = List.copyOf(pairings);
        entrantTimes = List.copyOf(entrantTimes);
    }

    /**
     * The statistics of {@code records} (any order; each game of the schedule at most once)
     * played under {@code settings} by entrants called {@code names}.
     *
     * @throws IllegalArgumentException if a record does not fit the schedule or does not replay
     */
    public static TournamentResult of(TournamentSettings settings, List<String> names, List<GameRecord> records,
                                      boolean cancelled) {
        List<GameRecord> sorted = new ArrayList<>(records);
        sorted.sort(Comparator.comparingInt(GameRecord::index));
        List<TournamentSettings.Pairing> pairings = settings.pairings();
        List<List<GameRecord>> byPairing = new ArrayList<>();
        List<PairingTally> tallies = new ArrayList<>();
        for (int p = 0; p < pairings.size(); p++) {
            byPairing.add(new ArrayList<>());
            tallies.add(new PairingTally(settings.games(), settings.sprt()));
        }
        for (GameRecord r : sorted) {
            int p = r.slot().pairing();
            if (p >= pairings.size()) throw new IllegalArgumentException("game " + r.index() + " has no pairing " + p);
            byPairing.get(p).add(r);
            tallies.get(p).add(r);
        }
        Game game = settings.play().game();
        List<TimeSamples> times = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) times.add(new TimeSamples());
        List<PairingResult> results = new ArrayList<>();
        for (TournamentSettings.Pairing pairing : pairings) {
            List<GameRecord> rs = byPairing.get(pairing.index());
            PairingTally tally = tallies.get(pairing.index());
            tally.advance();
            MatchSettings ms = matchSettings(settings, pairing);
            MatchResult match = Match.summarize(ms, rs, cancelled, names.get(pairing.first()), names.get(pairing.second()));
            TimeSamples a = new TimeSamples();
            TimeSamples b = new TimeSamples();
            for (GameRecord r : rs) TimeSamples.split(r, game, a, b);
            times.get(pairing.first()).addAll(a);
            times.get(pairing.second()).addAll(b);
            EloEstimate.Pentanomial pairs = tally.pairsIfAllPaired();
            EloEstimate elo = pairs != null && pairs.pairs() > 0 ? EloEstimate.ofPairs(pairs)
                    : EloEstimate.ofGames(match.outcomes());
            results.add(new PairingResult(pairing, match, pairs, elo, tally.sprt()));
        }
        return new TournamentResult(settings, names, sorted, results,
                times.stream().map(TimeSamples::summary).toList(), cancelled);
    }

    /** A pairing's games as the settings of a match between its two entrants. */
    static MatchSettings matchSettings(TournamentSettings s, TournamentSettings.Pairing p) {
        PlaySettings play = s.play();
        return new MatchSettings(play.game(), s.entrants().get(p.first()).spec(), s.entrants().get(p.second()).spec(),
                s.games(), play.budget(), s.threads(), s.seed(), play.maxPlies(), play.engines());
    }

    /** The ranking and head-to-head table of the entrants. */
    public Crosstable crosstable() {
        List<Crosstable.Result> rs = new ArrayList<>();
        for (PairingResult p : pairings) {
            String a = names.get(p.pairing().first());
            String b = names.get(p.pairing().second());
            rs.add(p.byPairs() ? Crosstable.Result.ofPairs(a, b, p.pairs())
                    : Crosstable.Result.ofGames(a, b, p.match().outcomes()));
        }
        return Crosstable.of(names, rs);
    }

    /** Games forfeited by an in-process player (a bug of pnengine), over all pairings. */
    public long inProcessForfeits() {
        return pairings.stream().mapToLong(p -> p.match().inProcessForfeits()).sum();
    }
}
