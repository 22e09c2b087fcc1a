package org.pnengine.match;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pnengine.client.EngineAddress;
import org.pnengine.search.MoveBudget;

/**
 * Everything a {@link Tournament} needs: the entrants, who meets whom, how many games each
 * pairing plays, and what every game shares ({@link PlaySettings}). A match is the tournament of
 * two entrants.
 *
 * <p><b>Schedule</b> ({@link #schedule()}). Each pairing plays {@code games} games in pairs:
 * pair k is its games 2k and 2k + 1, both from opening k's position (or the start position), the
 * pairing's first entrant (A) having the first player's colour in the first and the second
 * player's in the second. The run's games are numbered pair by pair across the pairings: pair 0
 * of every pairing in pairing order, then pair 1, and so on, so that all pairings progress
 * together. Game i's seed is {@link Match#gameSeed}(seed, i). For one pairing this is exactly
 * the numbering {@code match} has always used: game i, A first in the even-numbered games.
 *
 * @param play     what every game shares
 * @param entrants the entrants, in the order given (a gauntlet's first is its champion)
 * @param format   round robin or gauntlet
 * @param games    the games of every pairing
 * @param threads  the games played at once, each on its own thread
 * @param seed     the run's seed
 * @param sprt     the sequential test stopping each pairing, or null for none
 */
public record TournamentSettings(PlaySettings play, List<Entry> entrants, Format format, int games, int threads,
                                 long seed, Sprt sprt) {

    /**
     * One entrant.
     *
     * @param name its label in tables and records (unique in the run), or null to take the label
     *             the opened entrant gives ({@link Entrant#label()}, an engine's GTP name and
     *             version), as {@code match} does
     * @param spec   the player or engine
     * @param budget the entrant's own budget (time odds: a clock of its own), or null for the
     *               run's; its clocks and an engine's {@code time_settings} follow it, and it must
     *               be of the run budget's kind
     */
    public record Entry(String name, EntrantSpec spec, MoveBudget budget) {

        /** An entrant under the run's budget. */
        public Entry(String name, EntrantSpec spec) {
            this(name, spec, null);
        }

        public Entry {
            if (spec == null) throw new NullPointerException("spec");
            if (name != null && (name.isBlank() || !name.equals(name.strip()) || name.chars().anyMatch(Character::isISOControl))) {
                throw new IllegalArgumentException("a name is a non-empty label without control characters or spaces "
                        + "at its ends (got '" + name + "')");
            }
        }
    }

    /** Who meets whom. */
    public enum Format {
        /** Every entrant against every other: pairings (0,1), (0,2), ..., (1,2), ... */
        ROUND_ROBIN,
        /** The first entrant against each of the others: pairings (0,1), (0,2), ... */
        GAUNTLET;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * Two entrants that meet.
     *
     * @param index  the pairing's number, from 0
     * @param first  entrant A's number (it has the first player's colour in the even games)
     * @param second entrant B's number
     */
    public record Pairing(int index, int first, int second) {
    }

    public TournamentSettings {
        entrants = List.copyOf(entrants);
        if (play == null || format == null) throw new NullPointerException();
        if (entrants.size() < 2) throw new IllegalArgumentException("a tournament needs at least 2 entrants");
        Set<String> names = new HashSet<>();
        for (Entry e : entrants) {
            if (e.name() != null && !names.add(e.name())) {
                throw new IllegalArgumentException("two entrants are named '" + e.name() + "'; give each a different name");
            }
        }
        if (games < 1) throw new IllegalArgumentException("the number of games must be at least 1");
        if (threads < 1) throw new IllegalArgumentException("the number of threads must be at least 1");
        for (Entry e : entrants) {
            if (e.budget() != null && e.budget().getClass() != play.budget().getClass()) {
                throw new IllegalArgumentException("an entrant's own budget must be of the run budget's kind ("
                        + e.budget().describe() + " under " + play.budget().describe() + ")");
            }
        }
    }

    /** What entrant {@code i}'s games share: the run's settings under its own budget, if it has one. */
    public PlaySettings playOf(int i) {
        MoveBudget own = entrants.get(i).budget();
        return own == null ? play : play.withBudget(own);
    }

    /** Entrant {@code i}'s budget: its own, or the run's. */
    public MoveBudget budgetOf(int i) {
        return playOf(i).budget();
    }

    /**
     * The run's budget in words, followed by every entrant's own ({@code "clock 60 s; B clock
     * 900 s"}): an entrant is named by its given name, or A and B in a match of unnamed sides.
     */
    public String budgetDescription() {
        StringBuilder sb = new StringBuilder(play.budget().describe());
        for (int i = 0; i < entrants.size(); i++) {
            Entry e = entrants.get(i);
            if (e.budget() == null) continue;
            String who = e.name() != null ? e.name() : entrants.size() == 2 ? (i == 0 ? "A" : "B") : "entrant " + (i + 1);
            sb.append("; ").append(who).append(' ').append(e.budget().describe());
        }
        return sb.toString();
    }

    /** The settings of a match between two sides (their names taken from the opened entrants). */
    public static TournamentSettings of(MatchSettings m) {
        return new TournamentSettings(m.play(), List.of(new Entry(null, m.a()), new Entry(null, m.b())),
                Format.ROUND_ROBIN, m.games(), m.threads(), m.seed(), null);
    }

    /** The pairings, in order. */
    public List<Pairing> pairings() {
        List<Pairing> out = new ArrayList<>();
        int n = entrants.size();
        for (int i = 0; i < (format == Format.GAUNTLET ? 1 : n); i++) {
            for (int j = i + 1; j < n; j++) out.add(new Pairing(out.size(), i, j));
        }
        return out;
    }

    /** The pairs each pairing plays: ⌈games/2⌉ (the last one a single game when games is odd). */
    public int pairsPerPairing() {
        return (games + 1) / 2;
    }

    /** Every game of the run, by index (see the class comment). */
    public List<Fixture> schedule() {
        List<Fixture> out = new ArrayList<>();
        int pairings = pairings().size();
        Openings openings = play.openings();
        for (int k = 0; k < pairsPerPairing(); k++) {
            int number = openings == null ? -1 : openings.numberForPair(k, seed);
            Opening opening = openings == null ? null : openings.list().get(number);
            for (int p = 0; p < pairings; p++) {
                for (int g = 0; g < 2 && 2 * k + g < games; g++) {
                    int i = out.size();
                    out.add(new Fixture(i, p, k, g == 0, Match.gameSeed(seed, i), opening, number));
                }
            }
        }
        return out;
    }

    /**
     * The default labels of {@code specs}: a player's spec as given ({@code uct c=0.5}), an
     * engine's program name and arguments ({@code gtp-rhino -l 3}) or server
     * ({@code 127.0.0.1:9610}); where two would be equal, the later ones get {@code #2},
     * {@code #3}, ... Labels in {@code given} (null where none was given) are kept and never
     * taken by a default.
     */
    public static List<String> labels(List<EntrantSpec> specs, List<String> given) {
        Set<String> taken = new HashSet<>();
        for (String g : given) if (g != null) taken.add(g);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            String g = i < given.size() ? given.get(i) : null;
            if (g != null) {
                out.add(g);
                continue;
            }
            String base = defaultLabel(specs.get(i));
            String label = base;
            for (int n = 2; taken.contains(label); n++) label = base + " #" + n;
            taken.add(label);
            out.add(label);
        }
        return out;
    }

    private static String defaultLabel(EntrantSpec spec) {
        if (spec instanceof EngineSpec e) {
            if (e.address() instanceof EngineAddress.Stdio s) {
                List<String> words = new ArrayList<>(s.command());
                String program = words.get(0);
                words.set(0, program.substring(Math.max(program.lastIndexOf('/'), program.lastIndexOf('\\')) + 1));
                return String.join(" ", words).strip();
            }
            if (e.address() instanceof EngineAddress.Remote r) {
                return (r.host().indexOf(':') >= 0 ? "[" + r.host() + "]" : r.host()) + ":" + r.port();
            }
        }
        return spec.toString();
    }
}
