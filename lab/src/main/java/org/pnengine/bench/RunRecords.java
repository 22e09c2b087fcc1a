package org.pnengine.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pnengine.search.Value;
import org.pnengine.shard.Shard;
import org.pnengine.shard.Table;

/**
 * {@link RunResult}s as raw rows for a merge ({@link ShardPart}): one row per run, with its unit
 * and everything the reports compute from, the times in full precision. The position and the
 * configuration are named (unit, index, position text, label); the reader looks them up in the
 * run it rebuilds ({@link Units}) and checks that the position is the same.
 */
final class RunRecords {

    /** The name of the raw table of runs ({@code shard-runs.csv}). */
    static final String NAME = "runs";

    /** The columns that name a run's unit, position and configuration. */
    static final List<String> KEY = List.of("unit", "position", "position text", "configuration");

    /** The columns of a run. */
    static final List<String> COLUMNS = concat(KEY, List.of("value", "probabilistic", "score", "move", "created",
            "iterations", "CPU s", "wall s", "stop reason", "reference"));

    private RunRecords() {
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /**
     * The units of a run (unit i at index i) and its configurations: what raw rows are read
     * against.
     */
    static final class Units {

        private final List<Position> positions;
        private final List<SearcherConfig> configs;
        private final Map<Position, Integer> unitOf = new IdentityHashMap<>();

        Units(List<Position> positions, List<SearcherConfig> configs) {
            this.positions = List.copyOf(positions);
            this.configs = List.copyOf(configs);
            for (int i = 0; i < positions.size(); i++) unitOf.put(positions.get(i), i);
        }

        List<Position> positions() {
            return positions;
        }

        /** The unit of {@code p}, which must be one of {@link #positions}. */
        int unit(Position p) {
            Integer u = unitOf.get(p);
            if (u == null) throw new IllegalArgumentException("position " + p.index() + " is not a unit of the run");
            return u;
        }

        /** The cells of {@link #KEY} for a run of {@code c} on {@code p}. */
        List<Object> key(Position p, SearcherConfig c) {
            return List.of(unit(p), p.index(), p.text(), c.label());
        }

        /**
         * The position a row names.
         *
         * @throws IllegalArgumentException if its unit is not in the run or its position differs
         */
        Position position(Row r) {
            int unit = r.integer("unit");
            if (unit < 0 || unit >= positions.size()) throw new IllegalArgumentException("unit " + unit + " is not in the run");
            Position p = positions.get(unit);
            if (p.index() != r.integer("position") || !p.text().equals(r.get("position text"))) {
                throw new IllegalArgumentException("unit " + unit + " is position " + p.index() + " (" + p.text()
                        + ") in this run, not " + r.get("position") + " (" + r.get("position text") + ")");
            }
            return p;
        }

        /** The configuration a row names. @throws IllegalArgumentException if the run has none of that label */
        SearcherConfig config(Row r) {
            String label = r.get("configuration");
            return configs.stream().filter(c -> c.label().equals(label)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("configuration '" + label + "' is not in the run"));
        }

        /**
         * The items read from the shards' rows, checked to be every configuration on every unit one
         * of {@code shards} owns, each once, and put in the order of the whole run: by unit, then
         * configuration.
         */
        <T> List<T> inRunOrder(List<T> found, List<Shard> shards, Function<T, Position> position,
                               Function<T, SearcherConfig> config) {
            List<List<Object>> expected = new ArrayList<>();
            for (int u = 0; u < positions.size(); u++) {
                if (!ShardPart.owned(shards, u)) continue;
                for (SearcherConfig c : configs) expected.add(List.of(u, c.label()));
            }
            List<List<Object>> keys = found.stream()
                    .map(x -> List.<Object>of(unit(position.apply(x)), config.apply(x).label()))
                    .collect(Collectors.toList());
            ShardPart.expectExactly(expected, keys, k -> {
                Position p = positions.get((Integer) k.get(0));
                return "unit " + k.get(0) + " (" + p.group() + " #" + p.index() + "), " + k.get(1);
            });
            List<T> out = new ArrayList<>(found);
            out.sort(Comparator.<T>comparingInt(x -> unit(position.apply(x)))
                    .thenComparingInt(x -> configs.indexOf(config.apply(x))));
            return out;
        }
    }

    /** The table of {@code results}, all on units of {@code units}. */
    static Table table(List<RunResult> results, Units units) {
        Table t = new Table("", COLUMNS);
        for (RunResult r : results) {
            List<Object> c = new ArrayList<>(units.key(r.position(), r.config()));
            c.addAll(cells(r));
            t.add(c.toArray());
        }
        return t;
    }

    /** The cells of one run after {@link #KEY}. */
    static List<Object> cells(RunResult r) {
        List<Object> c = new ArrayList<>();
        c.add(r.value().name());
        c.add(r.probabilistic());
        c.add(r.score());
        c.add(r.move());
        c.add(r.created());
        c.add(r.iterations());
        c.add(Double.toString(r.cpuSeconds()));
        c.add(Double.toString(r.wallSeconds()));
        c.add(r.stopReason());
        c.add(r.reference().name());
        return c;
    }

    /** The result of row {@code r}, of configuration {@code c} on position {@code p}. */
    static RunResult read(Row r, Position p, SearcherConfig c) {
        Value v = r.value("value");
        boolean prob = r.bool("probabilistic");
        Value ref = r.value("reference");
        String score = r.text("score");
        return new RunResult(p, c, v, prob, score == null ? null : Integer.valueOf(score), r.integer("move"),
                r.number("created"), r.number("iterations"), r.real("CPU s"), r.real("wall s"), r.text("stop reason"),
                ref, RunResult.judge(v, prob, ref));
    }

    /**
     * The runs of the raw table {@value #NAME}, checked and in the order of the whole run (see
     * {@link Units#inRunOrder}).
     *
     * @throws IllegalArgumentException if a row does not fit the run, or a run is missing or repeated
     */
    static List<RunResult> merge(Map<String, Table> raw, Units units, List<Shard> shards) {
        List<RunResult> found = readAll(raw, NAME, r -> read(r, units.position(r), units.config(r)));
        return units.inRunOrder(found, shards, RunResult::position, RunResult::config);
    }

    /** A row of a raw table, read by column name. */
    record Row(Table table, List<String> cells) {

        String get(String column) {
            return cells.get(table.column(column));
        }

        int integer(String column) {
            return Integer.parseInt(get(column));
        }

        long number(String column) {
            return Long.parseLong(get(column));
        }

        double real(String column) {
            return Double.parseDouble(get(column));
        }

        boolean bool(String column) {
            String v = get(column);
            if (!v.equals("true") && !v.equals("false")) throw new IllegalArgumentException("'" + v + "' is not true or false");
            return v.equals("true");
        }

        Value value(String column) {
            return Value.valueOf(get(column).toUpperCase(Locale.ROOT));
        }

        /** The text, or null if the cell is empty. */
        String text(String column) {
            String v = get(column);
            return v.isEmpty() ? null : v;
        }
    }

    /**
     * {@code f} applied to every row of the raw table {@code name}, in order.
     *
     * @throws IllegalArgumentException naming the table and the row's unit if {@code f} fails on a row
     */
    static <T> List<T> readAll(Map<String, Table> raw, String name, Function<Row, T> f) {
        Table t = ShardPart.table(raw, name);
        List<T> out = new ArrayList<>(t.rows().size());
        for (List<String> cells : t.rows()) {
            Row r = new Row(t, cells);
            try {
                out.add(f.apply(r));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(ShardPart.PREFIX + name + ".csv, the row of unit "
                        + (t.columns().contains("unit") ? r.get("unit") : "?") + ": " + e.getMessage(), e);
            }
        }
        return out;
    }
}
