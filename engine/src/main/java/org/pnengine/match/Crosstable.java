package org.pnengine.match;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The table a tournament ends with, as cutechess-cli and fastchess print it: every engine ranked
 * by its Elo, with the error, games, score and draw rate, followed here by the head-to-head
 * matrix of a classic crosstable.
 *
 * <p>Each engine's Elo is {@link EloEstimate} of its results against all its opponents together,
 * as both programs rank a round robin or a gauntlet (not a joint fit of all ratings, as BayesElo
 * or Ordo would make): from game pairs (pentanomial) when every result of the engine came in
 * pairs, else from its games (W/D/L). Engines are ranked by Elo, highest first; an engine without
 * games comes last; ties keep the order the engines were given in. The matrix cell in row i and
 * column j is i's points against j over their games, e.g. {@code 6.5/10}; the diagonal is
 * {@code —} and a pairing without games is empty.
 *
 * <p>The table is text cells in rows ({@link #columns()}, {@link #rows()}, {@link #notes()}),
 * which {@link RunTables} copies into a {@code shard.Table} to print it and write CSV and
 * Markdown.
 */
public final class Crosstable {

    /**
     * The results of one pairing, from {@code first}'s side: its games, and the same games as
     * pairs when they were played in pairs with colours reversed (else null).
     */
    public record Result(String first, String second, Outcomes games, EloEstimate.Pentanomial pairs) {

        public Result {
            Objects.requireNonNull(first);
            Objects.requireNonNull(second);
            Objects.requireNonNull(games);
            if (first.equals(second)) throw new IllegalArgumentException(first + " cannot play itself");
            if (pairs != null && !pairs.games().equals(games)) {
                throw new IllegalArgumentException("the pairs of " + first + " - " + second + " hold other games than "
                        + games);
            }
        }

        /** Single games, W/D/L from {@code first}'s side. */
        public static Result ofGames(String first, String second, Outcomes games) {
            return new Result(first, second, games, null);
        }

        /** Game pairs from {@code first}'s side; the games are those inside the pairs. */
        public static Result ofPairs(String first, String second, EloEstimate.Pentanomial pairs) {
            return new Result(first, second, pairs.games(), pairs);
        }

        Result reversed() {
            return new Result(second, first, new Outcomes(games.bWins(), games.draws(), games.aWins()),
                    pairs == null ? null : pairs.reversed());
        }
    }

    /**
     * One engine's line.
     *
     * @param rank  1 for the highest Elo
     * @param name  the engine
     * @param games its games against everyone, W/D/L from its side
     * @param pairs its pairs against everyone, or null if some of its games were not in pairs
     * @param elo   the estimate from {@code pairs} if present, else from {@code games}
     */
    public record Row(int rank, String name, Outcomes games, EloEstimate.Pentanomial pairs, EloEstimate elo) {
    }

    private final List<Row> ranking;
    /** Head to head, from the first engine's side: names.get(i) → names.get(j) → games. */
    private final Map<String, Map<String, Outcomes>> headToHead;

    private Crosstable(List<Row> ranking, Map<String, Map<String, Outcomes>> headToHead) {
        this.ranking = List.copyOf(ranking);
        this.headToHead = headToHead;
    }

    /**
     * The crosstable of {@code engines} (distinct names) from {@code results}; results of the same
     * pairing, in either order, add up.
     *
     * @throws IllegalArgumentException if a result names an engine not in the list
     */
    public static Crosstable of(List<String> engines, List<Result> results) {
        if (engines.stream().distinct().count() != engines.size()) throw new IllegalArgumentException("engine names repeat");
        Map<String, Map<String, Outcomes>> h2h = new LinkedHashMap<>();
        Map<String, Outcomes> games = new HashMap<>();
        Map<String, EloEstimate.Pentanomial> pairs = new HashMap<>();
        for (String e : engines) {
            h2h.put(e, new LinkedHashMap<>());
            games.put(e, Outcomes.NONE);
            pairs.put(e, EloEstimate.Pentanomial.NONE);
        }
        for (Result r : results) {
            for (Result side : List.of(r, r.reversed())) {
                if (!h2h.containsKey(side.first())) {
                    throw new IllegalArgumentException("'" + side.first() + "' is not one of the engines " + engines);
                }
                h2h.get(side.first()).merge(side.second(), side.games(), Crosstable::sum);
                games.merge(side.first(), side.games(), Crosstable::sum);
                EloEstimate.Pentanomial p = pairs.get(side.first());
                pairs.put(side.first(), p == null || side.pairs() == null ? null : p.plus(side.pairs()));
            }
        }
        List<Row> rows = new ArrayList<>();
        for (String e : engines) {
            EloEstimate.Pentanomial p = pairs.get(e);
            EloEstimate elo = p != null && p.pairs() > 0 ? EloEstimate.ofPairs(p) : EloEstimate.ofGames(games.get(e));
            rows.add(new Row(0, e, games.get(e), p, elo));
        }
        // Stable: equal Elo keeps the given order; NaN (no games) last.
        rows.sort(Comparator.comparingDouble((Row r) -> Double.isNaN(r.elo().elo()) ? Double.NEGATIVE_INFINITY : r.elo().elo())
                .thenComparing(r -> !Double.isNaN(r.elo().elo())).reversed());
        List<Row> ranked = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            ranked.add(new Row(i + 1, r.name(), r.games(), r.pairs(), r.elo()));
        }
        return new Crosstable(ranked, h2h);
    }

    private static Outcomes sum(Outcomes a, Outcomes b) {
        return new Outcomes(a.aWins() + b.aWins(), a.draws() + b.draws(), a.bWins() + b.bWins());
    }

    /** The engines, best first. */
    public List<Row> ranking() {
        return ranking;
    }

    /** {@code first}'s games against {@code second}, W/D/L from first's side (none if they did not meet). */
    public Outcomes headToHead(String first, String second) {
        Map<String, Outcomes> m = headToHead.get(first);
        if (m == null || !headToHead.containsKey(second)) throw new IllegalArgumentException("unknown engine");
        return m.getOrDefault(second, Outcomes.NONE);
    }

    public String title() {
        return "Crosstable";
    }

    /** rank, name, Elo, ±, games, score %, draw %, then one column per engine headed by its rank. */
    public List<String> columns() {
        List<String> c = new ArrayList<>(List.of("rank", "name", "Elo", "±", "games", "score %", "draw %"));
        for (Row r : ranking) c.add(Integer.toString(r.rank()));
        return c;
    }

    /** One row of text cells per engine, best first, in the order of {@link #columns()}. */
    public List<List<String>> rows() {
        List<List<String>> out = new ArrayList<>();
        for (Row r : ranking) {
            List<String> cells = new ArrayList<>(List.of(Integer.toString(r.rank()), r.name(), number(r.elo().elo()),
                    number(r.elo().eloError()), Integer.toString(r.games().games()), percent(r.games().scoreRate()),
                    percent(r.games().drawRate())));
            for (Row o : ranking) {
                if (o == r) {
                    cells.add("—");
                } else {
                    Outcomes h = headToHead(r.name(), o.name());
                    cells.add(h.games() == 0 ? "" : points(h) + "/" + h.games());
                }
            }
            out.add(cells);
        }
        return out;
    }

    /** What the columns mean. */
    public List<String> notes() {
        return List.of("Elo: each engine's score s against all its opponents together, Elo = -400·log10(1/s - 1), "
                        + "± half the width of its 95% interval; from game pairs where all of an engine's games came in "
                        + "pairs, else from single games (inf: a score of 0% or 100%, or an interval reaching it).",
                "Columns 1..n: the row engine's points against the engine of that rank / the games they played.");
    }

    /** Points with a half as {@code .5}: W + D/2. */
    private static String points(Outcomes o) {
        int twice = 2 * o.aWins() + o.draws();
        return twice % 2 == 0 ? Integer.toString(twice / 2) : (twice / 2) + ".5";
    }

    /** One decimal; {@code inf}, {@code -inf} and {@code nan} as C's printf writes them. */
    private static String number(double v) {
        if (Double.isNaN(v)) return "nan";
        if (Double.isInfinite(v)) return v > 0 ? "inf" : "-inf";
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String percent(double rate) {
        return Double.isNaN(rate) ? "" : String.format(Locale.ROOT, "%.1f", 100 * rate);
    }
}
