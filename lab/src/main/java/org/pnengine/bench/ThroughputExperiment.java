package org.pnengine.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.pnengine.game.Game;
import org.pnengine.game.PositionException;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.shard.Shard;
import org.pnengine.shard.Table;

/**
 * Solver throughput on the shared test sets: every configuration over every Connect Four file of
 * Pascal Pons ({@code ../shared/reference/connect4/Test_*}) and every FFO Othello file
 * ({@code ../shared/reference/othello/fforum-*.obf}), through {@link SolverBench}: positions solved
 * (checked against the files' scores) and mean CPU time per position, beside the reference figures
 * of {@code ../shared/reference/rules-and-numbers.md} (Pons' alpha-beta solver and Edax).
 */
public final class ThroughputExperiment {

    public static final int DEFAULT_FIRST = 100;
    public static final long DEFAULT_MILLIS = 10_000L;

    /**
     * A position file and the game of its positions, whose scores must follow the file's
     * convention: the FFO files score a finished game as Edax does, the empty squares going to the
     * winner, so their game is {@code Othello scoring=wof}.
     */
    public record Source(Game game, Path file) {
    }

    /**
     * @param sources the files
     * @param first   only the first N positions of each file (0: all)
     * @param limits  limits per position
     * @param configs the solvers (players are not run here)
     */
    public record Settings(List<Source> sources, int first, SearchLimits limits, List<SearcherConfig> configs) {

        public Settings {
            sources = List.copyOf(sources);
            configs = List.copyOf(configs);
            if (first < 0) throw new IllegalArgumentException("first must not be negative");
            if (sources.isEmpty()) throw new IllegalArgumentException("no position file");
            for (SearcherConfig c : configs) {
                if (!(c instanceof SolverConfig)) throw new IllegalArgumentException("configuration '" + c.label() + "' is a player, not a solver");
            }
            if (configs.isEmpty()) throw new IllegalArgumentException("no configuration");
        }
    }

    /**
     * The reference figures of {@code ../shared/reference/rules-and-numbers.md}: mean CPU ms per
     * position, by file, for Pons' alpha-beta solver (first 100 lines of each set) and Edax 4.6.
     */
    static final Map<String, String> REFERENCE = Map.of(
            "Test_L3_R1", "Pons α-β: 0.006 ms (first 100)",
            "Test_L2_R1", "Pons α-β: 0.024 ms (first 100)",
            "Test_L2_R2", "Pons α-β: 5.1 ms (first 100)",
            "Test_L1_R1", "Pons α-β: 0.31 ms (first 100)",
            "Test_L1_R2", "Pons α-β: 113 ms (first 100)",
            "Test_L1_R3", "Pons α-β: ≥ 4200 ms (first 100)",
            "fforum-20-39.obf", "Edax 4.6: 160 ms exact (lines 1–10, FFO #20–29)",
            "fforum-40-59.obf", "Edax 4.6: 2600 ms exact, 1300 ms win/draw/loss (lines 1–5, FFO #40–44)");

    private ThroughputExperiment() {
    }

    /** One solver over one file. */
    record Part(SearcherConfig config, Source source, List<SolverBench.Row> rows, SolverBench.Summary summary) {
    }

    /** One position of one file: unit i of a sharded run is the i-th over all files, file after file. */
    record Unit(Source source, PositionSet.Entry entry) {
    }

    /**
     * The positions of the experiment: the first {@code first} of every file (all if 0), file after
     * file.
     *
     * @throws UncheckedIOException if a file cannot be read
     */
    static List<Unit> units(Settings s) {
        List<Unit> out = new ArrayList<>();
        for (Source src : s.sources()) {
            PositionSet set;
            try {
                set = PositionSet.read(src.file());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + src.file() + ": " + e.getMessage(), e);
            }
            if (s.first() > 0) set = set.first(s.first());
            for (PositionSet.Entry e : set.positions()) out.add(new Unit(src, e));
        }
        return out;
    }

    /** The whole experiment; {@code wrong} receives every wrong result as it is found (for progress output). */
    public static Report run(Settings s, ExperimentRunner runner, Consumer<String> wrong) {
        return run(s, Shard.WHOLE, runner, wrong).report();
    }

    /**
     * Runs every configuration over the positions {@code shard} owns (numbered over all files),
     * (configuration, file) pairs in parallel on the runner's threads, each with its own solver,
     * positions one after another; the report over them, and their results as raw rows for
     * {@link #merge}.
     *
     * @param wrong receives every wrong result as it is found (for progress output)
     * @throws IllegalArgumentException if the shard owns no position
     */
    public static ShardPart run(Settings s, Shard shard, ExperimentRunner runner, Consumer<String> wrong) {
        List<Unit> units = units(s);
        List<Unit> mine = Positions.owned(units, shard);
        List<Object[]> pairs = new ArrayList<>();
        for (SearcherConfig c : s.configs()) {
            for (Source src : s.sources()) pairs.add(new Object[] {c, src});
        }
        List<Part> parts = runner.map(pairs, pc -> part((SearcherConfig) pc[0], (Source) pc[1], mine, s, runner, wrong));
        return new ShardPart(report(s, parts, runner.threads()), Map.of(RESULTS, resultTable(parts, units)));
    }

    /** The name of the raw table of results ({@code shard-results.csv}). */
    private static final String RESULTS = "results";

    /** One result read back from a shard: its unit, its solver and the row of the report. */
    private record Found(int unit, SearcherConfig config, SolverBench.Row row) {
    }

    /** The raw table: one row per solver and position, with the position's unit. */
    private static Table resultTable(List<Part> parts, List<Unit> units) {
        Table t = new Table("", List.of("unit", "solver", "set", "line", "position", "value", "probabilistic", "score",
                "best move", "created", "expanded", "peak", "seconds", "CPU s", "stop reason"));
        Map<PositionSet.Entry, Integer> unitOf = new IdentityHashMap<>();
        for (int i = 0; i < units.size(); i++) unitOf.put(units.get(i).entry(), i);
        for (Part p : parts) {
            for (SolverBench.Row r : p.rows()) {
                SolveResult x = r.result();
                t.add(unitOf.get(r.position()), p.config().label(), p.summary().set(), r.position().line(),
                        r.position().text(), x.value().name(), x.probabilistic(), x.score(), x.bestMove(), x.nodesCreated(),
                        x.nodesExpanded(), x.peakNodes(), Double.toString(x.seconds()), Double.toString(r.cpuSeconds()),
                        x.stopReason());
            }
        }
        return t;
    }

    /** A row of the raw table, checked against the position files of this run. */
    private static Found found(RunRecords.Row r, Settings s, List<Unit> units) {
        int u = r.integer("unit");
        if (u < 0 || u >= units.size()) throw new IllegalArgumentException("unit " + u + " is not in the run");
        Unit unit = units.get(u);
        PositionSet.Entry e = unit.entry();
        if (e.line() != r.integer("line") || !e.text().equals(r.get("position")) || !name(unit.source()).equals(r.get("set"))) {
            throw new IllegalArgumentException("unit " + u + " is line " + e.line() + " of " + unit.source().file()
                    + " in this run, not line " + r.get("line") + " of " + r.get("set"));
        }
        SearcherConfig c = s.configs().stream().filter(x -> x.label().equals(r.get("solver"))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("solver '" + r.get("solver") + "' is not in the run"));
        String score = r.text("score");
        SolveResult x = new SolveResult(r.value("value"), r.integer("best move"), r.bool("probabilistic"),
                score == null ? null : Integer.valueOf(score), r.number("created"), r.number("expanded"),
                r.number("peak"), r.real("seconds"), null, r.text("stop reason"));
        return new Found(u, c, new SolverBench.Row(e, x, r.real("CPU s"), SolverBench.verdict(e.expected(), x)));
    }

    /**
     * The report of the whole run from the raw tables of its shards, as
     * {@link #run(Settings, ExperimentRunner, Consumer)} would have made it. It reads the position
     * files again (to number the positions and check the rows against them), so they must be
     * where the shards read them.
     *
     * @param threads the shards' threads, 0 if they differed
     * @throws IllegalArgumentException if the raw rows are not exactly the results of {@code shards}
     * @throws UncheckedIOException     if a position file cannot be read
     */
    public static Report merge(Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        List<Unit> units = units(s);
        List<Found> found = RunRecords.readAll(raw, RESULTS, r -> found(r, s, units));
        List<List<Object>> expected = new ArrayList<>();
        for (SearcherConfig c : s.configs()) {
            for (int u = 0; u < units.size(); u++) {
                if (ShardPart.owned(shards, u)) expected.add(List.of(u, c.label()));
            }
        }
        ShardPart.expectExactly(expected, found.stream().map(f -> List.<Object>of(f.unit(), f.config().label()))
                .collect(Collectors.toList()), k -> {
                    Unit u = units.get((Integer) k.get(0));
                    return u.source().file().getFileName() + " line " + u.entry().line() + ", " + k.get(1);
                });
        List<Part> parts = new ArrayList<>();
        for (SearcherConfig c : s.configs()) {
            for (Source src : s.sources()) {
                List<SolverBench.Row> rows = found.stream()
                        .filter(f -> f.config() == c && units.get(f.unit()).source() == src)
                        .sorted(Comparator.comparingInt(Found::unit)).map(Found::row).collect(Collectors.toList());
                parts.add(new Part(c, src, rows, SolverBench.summarize(c.label(), name(src), rows)));
            }
        }
        return report(s, parts, threads);
    }

    /** Where the reference figures this experiment is set against are stated. */
    private static final String NOTES = "rules-and-numbers.md (the team's reference notes)";

    /**
     * The settings of a run against those of its reference figures. This is no paper's experiment:
     * the figures beside it are Pons' alpha-beta and Edax's, from {@code rules-and-numbers.md};
     * algorithms.md states none of these settings.
     */
    public static List<PaperSetting> paperSettings(Settings s) {
        List<PaperSetting> rows = new ArrayList<>();
        rows.add(new PaperSetting("experiment", PaperSetting.NOT_STATED + ": no paper runs this", "every solver over the shared position files",
                "algorithms.md has no such experiment; the reference figures are in " + NOTES));
        rows.add(new PaperSetting("positions per Connect Four file", "the first 100",
                s.first() == 0 ? "all" : "the first " + s.first(), NOTES + ", Pons' reference speed"));
        rows.add(new PaperSetting("threads per solve", "1", "1", NOTES + ", Pons and Edax"));
        rows.add(new PaperSetting("solvers' settings", PaperSetting.NOT_STATED,
                "each solver's defaults unless --config (PNS: mobility leaves, transpositions on)", "not in algorithms.md"));
        rows.add(new PaperSetting("limits per position", PaperSetting.NOT_STATED, PaperSetting.limits(s.limits()),
                "not in algorithms.md"));
        return rows;
    }

    /** The report over the (configuration, file) parts in the order of the whole run. */
    private static Report report(Settings s, List<Part> parts, int threads) {
        List<SolverBench.Summary> summaries = new ArrayList<>();
        Table perPosition = new Table("", List.of("solver", "set", "line", "position", "expected", "value", "score",
                "verdict", "created", "expanded", "CPU s", "stop reason"));
        for (Part p : parts) {
            summaries.add(p.summary());
            for (SolverBench.Row r : p.rows()) {
                perPosition.add(p.config().label(), p.summary().set(), r.position().line(), r.position().text(),
                        r.position().expected(), r.result().value().word(), r.result().score(),
                        r.verdict().name().toLowerCase(Locale.ROOT), r.result().nodesCreated(),
                        r.result().nodesExpanded(), Tables.exact(r.cpuSeconds()), r.result().stopReason());
            }
        }
        Map<String, Table> tables = new LinkedHashMap<>();
        tables.put("paper", PaperSetting.table("no paper; reference figures of Pons and Edax", paperSettings(s), s.configs()));
        tables.put("throughput", SolverBench.table(summaries, Experiments.describe(s.limits())));
        tables.put("comparison", comparison(s, parts));
        List<String> settings = new ArrayList<>();
        StringBuilder files = new StringBuilder();
        for (Source src : s.sources()) {
            files.append(files.length() == 0 ? "" : ", ").append(src.file().getFileName()).append(" (")
                    .append(src.game().descriptor()).append(')');
        }
        settings.add("files: " + files);
        settings.add("positions: " + (s.first() == 0 ? "all" : "the first " + s.first()) + " of each file");
        settings.addAll(Experiments.common(0, s.limits(), threads, s.configs()));
        settings.remove(0);   // no seed: nothing random here
        List<String> method = List.of(
                "Each solver solves the positions of a file one after another on one thread; CPU time is that thread's. "
                        + "A solver proving exact scores is checked against the file's score, others against its sign; "
                        + "a limit reached counts as unsolved, never as wrong.",
                "Othello (.obf) positions are solved as Othello scoring=wof: the FFO scores give the empty squares of a "
                        + "finished game to the winner (the WOF rule, Edax's convention), so exact scores are compared "
                        + "exactly. Connect Four scores follow Pons' convention in both and are compared exactly.",
                "The reference figures are quoted from the team's reference notes (rules-and-numbers.md): Pascal Pons' C++ "
                        + "alpha-beta solver (one thread, no opening book, mean CPU over the first 100 lines of each set) and "
                        + "Edax 4.6 (one thread, zero evaluation file, so upper bounds). They were measured on other runs "
                        + "of this machine, not in this one; compare orders of magnitude.");
        return new Report("Solver throughput on Pons' Connect Four sets and the FFO Othello suite", settings, tables,
                Map.of(), perPosition, List.of(), method);
    }

    /** One solver over the positions of one file that are {@code mine}. */
    private static Part part(SearcherConfig c, Source src, List<Unit> mine, Settings s, ExperimentRunner runner,
                             Consumer<String> wrong) {
        List<PositionSet.Entry> entries = new ArrayList<>();
        for (Unit u : mine) {
            if (u.source() == src) entries.add(u.entry());
        }
        PositionSet set = new PositionSet(name(src), entries);
        List<SolverBench.Row> rows = new ArrayList<>();
        try {
            SolverBench.run(src.game(), set, ((SolverConfig) c).newSolver(), c.limitsOver(s.limits()), runner.cancelSignal(), row -> {
                SolverBench.Row r = row;
                rows.add(r);
                if (r.verdict() == SolverBench.Verdict.WRONG && wrong != null) {
                    wrong.accept(c.label() + " on " + src.file().getFileName() + " line " + r.position().line() + " ("
                            + r.position().text() + "): expected " + r.position().expected() + ", got "
                            + r.result().value().word() + (r.result().score() == null ? "" : " score=" + r.result().score()));
                }
            });
        } catch (PositionException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        return new Part(c, src, rows, SolverBench.summarize(c.label(), set.name(), rows));
    }

    private static String name(Source src) {
        return src.file().getFileName().toString();
    }

    /** Mean CPU ms per position (correct/positions) by file and solver, with the reference figure. */
    private static Table comparison(Settings s, List<Part> parts) {
        List<String> cols = new ArrayList<>();
        cols.add("set");
        for (SearcherConfig c : s.configs()) cols.add(c.label());
        cols.add("reference");
        Table t = new Table("Mean CPU ms per position (correct / positions)", cols);
        for (Source src : s.sources()) {
            List<Object> row = new ArrayList<>();
            String name = src.file().getFileName().toString();
            row.add(name);
            for (SearcherConfig c : s.configs()) {
                Part p = parts.stream().filter(x -> x.config() == c && x.source() == src).findFirst().orElseThrow();
                SolverBench.Summary m = p.summary();
                row.add(String.format(Locale.ROOT, "%s (%d/%d)", Table.cell(m.meanCpuMillis()), m.correct(), m.positions()));
            }
            row.add(REFERENCE.getOrDefault(name, ""));
            t.add(row.toArray());
        }
        t.note("Mean over every position run, solved or not (a position that hit the time limit counts with its time).");
        return t;
    }

    /** Whether any result was wrong. */
    public static boolean anyWrong(Report r) {
        Table t = r.positions();
        int v = t.columns().indexOf("verdict");
        return t.rows().stream().anyMatch(row -> row.get(v).equals("wrong"));
    }
}
