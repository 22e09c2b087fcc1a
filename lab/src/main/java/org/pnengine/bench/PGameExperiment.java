package org.pnengine.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.pnengine.search.SearchLimits;
import org.pnengine.shard.Shard;
import org.pnengine.shard.Table;

/**
 * The P-game experiment of Song, Iida and van den Herik, "Probability based Proof Number
 * Search", ICAART 2019 (see {@code ../shared/reference/algorithms.md}, "PPNS"): 200 P-game trees
 * with branching 2 and depth 20 and 200 with branching 8 and depth 8, solved by PPNS, PNS, MCPNS,
 * the UCT solver and the pure MCTS solver. It reports the mean time and iterations to solve, and
 * plots the error rate of the root move each algorithm would choose against the iterations it was
 * given.
 *
 * <p><b>Iterations.</b> A solver's iteration is one expansion (all children of the most-proving
 * node); a player's is one playout. A solver is given a budget of i iterations as a node limit of
 * 1 + B·i (every expansion of a P-game node creates exactly B nodes; the "win?" and "draw?" runs
 * of a win/draw/loss solve share the budget); a player as a playout limit of i.
 *
 * <p><b>Error rate.</b> Every tree is searched afresh with budgets of 1, 2, 4, …, 2^k iterations
 * (every run is deterministic: its seed is in its configuration). The root move of a run is the
 * move of its result: a player's chosen move; a solver's proven best move, or, if its limit
 * stopped it, the move it favoured then (the root's most-proving child; a run stopped before the
 * root was expanded gives none, which counts as an error). A move is an error if its exact value (alpha-beta
 * over the whole tree, {@link ExactValues}) is worse than the root's: a move to a draw or a loss
 * where a win exists, or to a loss where a draw exists. Once a run has solved the tree within a
 * budget, the larger budgets would repeat it exactly, so its move is reused for them.
 */
public final class PGameExperiment {

    /** A tree shape: branching factor and depth. */
    public record Shape(int branching, int depth) {

        public Shape {
            if (branching < 2 || depth < 1) throw new IllegalArgumentException("branching >= 2 and depth >= 1 needed");
        }

        public String name() {
            return branching + "x" + depth;
        }
    }

    public static final List<Shape> PAPER_SHAPES = List.of(new Shape(2, 20), new Shape(8, 8));
    public static final int PAPER_TREES = 200;
    /**
     * The iterations a solve may take; the paper gives no limit. PNS needs about 350,000
     * expansions on a 2×20 tree (mean of trees 0..4); the time limit usually ends a slow run first.
     */
    public static final long DEFAULT_ITERATIONS = 10_000_000L;
    public static final long DEFAULT_MILLIS = 60_000L;
    /** Budgets 1 … 2^16 iterations for the error-rate curve. */
    public static final int DEFAULT_MAX_BUDGET_EXP = 16;

    /**
     * PPNS, PNS, MCPNS, the UCT solver (UCT with the MCTS-Solver backup) and the pure MCTS solver
     * (MCTS-Solver selecting by mean value alone, C = 0), as {@code LABEL: words}; PNS with the
     * (1, 1) leaves of [PNS] (the paper does not say otherwise). P-game trees
     * have no transpositions, so the tables are off. The players search on one thread, so that
     * their CPU time is the searching thread's and runs repeat.
     */
    public static final List<String> DEFAULT_CONFIGS = List.of(
            "PPNS: algorithm=ppns theta=0.01 pr=0 playouts=10 tt=false",
            "PNS: algorithm=pns init=uniform tt=false",
            "MCPNS: algorithm=mcpns playouts=10 tt=false",
            "UCT solver: algorithm=mcts-solver threads=1",
            "pure MCTS solver: algorithm=mcts-solver c=0 threads=1");

    /** The settings of a run against the paper's, from algorithms.md, and ours from {@code s}. */
    public static List<PaperSetting> paperSettings(Settings s) {
        String src = Connect4Experiment.PPNS_SETTINGS;
        String none = "not in algorithms.md";
        List<SearcherConfig> p = PaperSetting.papers(s.configs());
        List<PaperSetting> rows = new ArrayList<>();
        rows.add(new PaperSetting("tree shapes (branching x depth)", "2x20, 8x8",
                s.shapes().stream().map(Shape::name).collect(Collectors.joining(", ")), src));
        rows.add(new PaperSetting("trees per shape", "200", Integer.toString(s.trees()), src));
        rows.add(new PaperSetting("the trees (P-game leaf values and seeds)", PaperSetting.NOT_STATED,
                "pgame seeds " + s.firstSeed() + ".." + (s.firstSeed() + s.trees() - 1) + " (protocol-spec/games/pgame.md)", none));
        rows.add(new PaperSetting("algorithms", "ppns, pns, mcpns, mcts-solver",
                p.stream().map(SearcherConfig::algorithm).distinct().collect(Collectors.joining(", ")),
                "algorithms.md, PPNS, \"Papers' settings\" and MCTS-Solver"));
        rows.add(new PaperSetting("PNS leaf initialisation", "(1, 1)", PaperSetting.init(p, List.of("pns")),
                "algorithms.md, PNS: (1, 1), mobility an option; [PPNS] does not name its PNS's"));
        rows.add(new PaperSetting("playouts per new leaf (MCPNS, PPNS)", "10",
                PaperSetting.values(p, List.of("mcpns", "ppns"), "playouts", null), src + "; MCPNS: N = 10 in [PPNS]"));
        rows.add(new PaperSetting("θ (PPNS)", PaperSetting.NOT_STATED + " (0.01 or 0.001 in the papers)",
                PaperSetting.values(p, List.of("ppns"), "theta", null), src + ", not per experiment"));
        rows.add(new PaperSetting("pr (PPNS)", "none", PaperSetting.values(p, List.of("ppns"), "pr", "none"),
                "algorithms.md, PPNS: pr comes from the later [PPNS-C4O]"));
        rows.add(new PaperSetting("UCB1 constant C (UCT solver)", PaperSetting.NOT_STATED + " (√2 is UCB1's default)",
                PaperSetting.values(p, List.of("mcts-solver"), "c", null), "algorithms.md, MCTS: C = √2 by default"));
        rows.add(new PaperSetting("pure MCTS solver", PaperSetting.NOT_STATED, "mcts-solver c=0 (our reading)", none));
        rows.add(new PaperSetting("iterations counted", PaperSetting.NOT_STATED,
                "solvers: expansions; players: playouts", "algorithms.md, PNS, \"Counting\": the papers count differently"));
        rows.add(new PaperSetting("limits per solve", PaperSetting.NOT_STATED,
                s.iterations() + " iterations or " + PaperSetting.limits(s.limits().withNodes(SearchLimits.UNLIMITED)), none));
        rows.add(new PaperSetting("error-rate budgets", PaperSetting.NOT_STATED, "1 .. " + (1L << s.maxBudgetExp())
                + " iterations, doubling", none));
        return rows;
    }

    /**
     * @param shapes       the tree shapes
     * @param trees        trees per shape: seeds {@code firstSeed .. firstSeed+trees-1}
     * @param firstSeed    the first tree's seed
     * @param iterations   the iterations a solve may take (see the class comment)
     * @param limits       the time and memory limits per run (its node limit is ignored)
     * @param maxBudgetExp the error-rate curve's largest budget is 2^maxBudgetExp iterations
     * @param configs      the configurations
     */
    public record Settings(List<Shape> shapes, int trees, long firstSeed, long iterations, SearchLimits limits,
                           int maxBudgetExp, List<SearcherConfig> configs) {

        public Settings {
            shapes = List.copyOf(shapes);
            configs = List.copyOf(configs);
            if (trees < 1 || shapes.isEmpty()) throw new IllegalArgumentException("trees >= 1 and a shape needed");
            if (shapes.stream().distinct().count() < shapes.size()) throw new IllegalArgumentException("a shape is given twice");
            if (iterations < 1) throw new IllegalArgumentException("iterations must be at least 1");
            if (maxBudgetExp < 0 || maxBudgetExp > 40) throw new IllegalArgumentException("max budget exponent 0..40");
            if (configs.isEmpty()) throw new IllegalArgumentException("no configuration");
        }
    }

    private PGameExperiment() {
    }

    /** The limits of {@code c} for {@code iterations} iterations on trees of branching {@code b}. */
    static SearchLimits limitsFor(SearcherConfig c, int b, long iterations, SearchLimits base) {
        long nodes = c instanceof SolverConfig
                ? (iterations > (Long.MAX_VALUE / 2 - 1) / b ? SearchLimits.UNLIMITED : 1 + b * iterations)
                : iterations;
        return c.limitsOver(base.withNodes(nodes));
    }

    /** One tree and configuration's moves over the budgets. */
    record Curve(Position tree, SearcherConfig config, boolean[] error, boolean[] noMove) {
    }

    /** The trees of the experiment, shape after shape; tree i of this list is unit i of a sharded run. */
    public static List<Position> trees(Settings s) {
        List<Position> all = new ArrayList<>();
        for (Shape sh : s.shapes()) all.addAll(Positions.pgameTrees(sh.branching(), sh.depth(), s.trees(), s.firstSeed()));
        return all;
    }

    /** The whole experiment. */
    public static Report run(Settings s, ExperimentRunner runner, Consumer<RunResult> each) {
        return run(s, Shard.WHOLE, runner, each).report();
    }

    /**
     * The trees that {@code shard} owns, numbered over all shapes: the report over them, and their
     * solves and error-rate curves as raw rows for {@link #merge}.
     *
     * @throws IllegalArgumentException if the shard owns no tree
     */
    public static ShardPart run(Settings s, Shard shard, ExperimentRunner runner, Consumer<RunResult> each) {
        RunRecords.Units units = new RunRecords.Units(trees(s), s.configs());
        List<Position> mine = Positions.owned(units.positions(), shard);
        List<RunResult> runs = new ArrayList<>();
        List<Curve> curves = new ArrayList<>();
        for (Shape shape : s.shapes()) {
            List<Position> trees = mine.stream().filter(t -> t.group().equals(shape.name())).collect(Collectors.toList());
            List<ExactValues.RootValues> exact = runner.map(trees, p -> ExactValues.rootValues(p.fresh()));
            Map<Position, ExactValues.RootValues> oracle = new LinkedHashMap<>();
            for (int i = 0; i < trees.size(); i++) oracle.put(trees.get(i), exact.get(i));

            // Time and iterations to solve.
            List<ExperimentRunner.Job> jobs = new ArrayList<>();
            for (Position t : trees) {
                for (SearcherConfig c : s.configs()) {
                    jobs.add(new ExperimentRunner.Job(t, c, limitsFor(c, shape.branching(), s.iterations(), s.limits())));
                }
            }
            runs.addAll(Checks.againstOracle(runner.runJobs(jobs, each), p -> oracle.get(p).value()).results());

            // The error-rate curve.
            List<Object[]> pairs = new ArrayList<>();
            for (Position t : trees) {
                for (SearcherConfig c : s.configs()) pairs.add(new Object[] {t, c});
            }
            curves.addAll(runner.map(pairs, pc -> curve(runner, (Position) pc[0], (SearcherConfig) pc[1],
                    oracle.get((Position) pc[0]), shape, s.maxBudgetExp(), s.limits())));
        }
        Map<String, Table> raw = new LinkedHashMap<>();
        raw.put(RunRecords.NAME, RunRecords.table(runs, units));
        raw.put(CURVES, curveTable(curves, units));
        return new ShardPart(report(s, runs, curves, runner.threads()), raw);
    }

    /**
     * The report of the whole run from the raw tables of its shards, as
     * {@link #run(Settings, ExperimentRunner, Consumer)} would have made it. Nothing is searched
     * again: the solves carry the exact values they were checked against, the curves their errors.
     *
     * @param threads the shards' threads, 0 if they differed
     * @throws IllegalArgumentException if the raw rows are not exactly the runs of {@code shards}
     */
    public static Report merge(Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        RunRecords.Units units = new RunRecords.Units(trees(s), s.configs());
        List<RunResult> runs = RunRecords.merge(raw, units, shards);
        int k = s.maxBudgetExp();
        List<Curve> curves = RunRecords.readAll(raw, CURVES, r -> new Curve(units.position(r), units.config(r),
                bits(r.get("wrong move"), k), bits(r.get("no move"), k)));
        return report(s, runs, units.inRunOrder(curves, shards, Curve::tree, Curve::config), threads);
    }

    /** The name of the raw table of error-rate curves ({@code shard-curves.csv}). */
    private static final String CURVES = "curves";

    /** One row per tree and configuration: for budgets 2^0 … 2^k, 1 where the move was wrong (or missing). */
    private static Table curveTable(List<Curve> curves, RunRecords.Units units) {
        Table t = new Table("", RunRecords.concat(RunRecords.KEY, List.of("wrong move", "no move")));
        for (Curve c : curves) {
            List<Object> row = new ArrayList<>(units.key(c.tree(), c.config()));
            row.add(bits(c.error()));
            row.add(bits(c.noMove()));
            t.add(row.toArray());
        }
        return t;
    }

    private static String bits(boolean[] b) {
        StringBuilder sb = new StringBuilder(b.length);
        for (boolean x : b) sb.append(x ? '1' : '0');
        return sb.toString();
    }

    private static boolean[] bits(String text, int k) {
        if (!text.matches("[01]{" + (k + 1) + "}")) {
            throw new IllegalArgumentException("'" + text + "' is not " + (k + 1) + " budgets' 0s and 1s");
        }
        boolean[] b = new boolean[k + 1];
        for (int j = 0; j <= k; j++) b[j] = text.charAt(j) == '1';
        return b;
    }

    /** The report over the solves and curves of some trees (all, or a shard's), in the order of the whole run. */
    private static Report report(Settings s, List<RunResult> allRuns, List<Curve> allCurves, int threads) {
        Map<String, Table> tables = new LinkedHashMap<>();
        Map<String, Table> data = new LinkedHashMap<>();
        List<Chart> charts = new ArrayList<>();
        List<Summary> solveSummaries = new ArrayList<>();
        int k = s.maxBudgetExp();
        Table longCurve = new Table("Error rate of the root move by iterations", List.of("trees", "configuration",
                "iterations", "count", "wrong move", "no move", "error rate %"));
        for (Shape shape : s.shapes()) {
            List<RunResult> runs = allRuns.stream().filter(r -> r.position().group().equals(shape.name()))
                    .collect(Collectors.toList());
            List<Curve> curves = allCurves.stream().filter(c -> c.tree().group().equals(shape.name()))
                    .collect(Collectors.toList());
            if (runs.isEmpty()) continue;   // a partial merge without a tree of this shape
            int trees = Positions.count(runs);
            solveSummaries.addAll(Summary.byGroup(new Checks.Checked(runs, List.of())));

            List<String> cols = new ArrayList<>();
            cols.add("iterations");
            for (SearcherConfig c : s.configs()) cols.add(c.label() + " %");
            Table pivot = new Table("Error rate of the root move, " + shape.name() + " trees (" + trees + ")", cols);
            List<Chart.Series> series = new ArrayList<>();
            double[] xs = new double[k + 1];
            for (int j = 0; j <= k; j++) xs[j] = Math.pow(2, j);
            double[][] rates = new double[s.configs().size()][k + 1];
            for (int ci = 0; ci < s.configs().size(); ci++) {
                SearcherConfig c = s.configs().get(ci);
                for (int j = 0; j <= k; j++) {
                    int wrong = 0;
                    int none = 0;
                    int n = 0;
                    for (Curve cv : curves) {
                        if (cv.config() != c) continue;
                        n++;
                        if (cv.noMove()[j]) none++;
                        else if (cv.error()[j]) wrong++;
                    }
                    rates[ci][j] = n == 0 ? Double.NaN : 100.0 * (wrong + none) / n;
                    longCurve.add(shape.name(), c.label(), (long) xs[j], n, wrong, none, rates[ci][j]);
                }
                series.add(new Chart.Series(c.label(), xs, rates[ci]));
            }
            for (int j = 0; j <= k; j++) {
                List<Object> row = new ArrayList<>();
                row.add((long) xs[j]);
                for (int ci = 0; ci < s.configs().size(); ci++) row.add(rates[ci][j]);
                pivot.add(row.toArray());
            }
            pivot.note("Error: the root move's exact value is worse than the root's, or the search gave no move "
                    + "(error-rate.csv splits the two).");
            tables.put("error-rate-" + shape.name(), pivot);
            charts.add(Chart.line("error-rate-" + shape.name() + ".png", "P-game " + shape.name()
                    + ": error rate of the selected root move (" + trees + " trees)",
                    "iterations (log scale)", "error rate %", true, series));
        }
        tables.put("summary", Tables.outcomes("Time and iterations to solve", solveSummaries, true, "iterations"));
        Map<String, Table> ordered = new LinkedHashMap<>();
        ordered.put("paper", PaperSetting.table("Song et al. 2019", paperSettings(s), s.configs()));
        ordered.put("summary", tables.remove("summary"));
        ordered.putAll(tables);
        data.put("error-rate", longCurve);

        List<String> settings = new ArrayList<>();
        StringBuilder shapes = new StringBuilder();
        for (Shape sh : s.shapes()) shapes.append(shapes.length() == 0 ? "" : ", ").append(sh.name());
        settings.add("trees: " + s.trees() + " per shape (" + shapes + "), pgame seeds " + s.firstSeed() + ".."
                + (s.firstSeed() + s.trees() - 1));
        settings.add("solve limit: " + s.iterations() + " iterations per run (solvers: nodes = 1 + B × iterations; "
                + "players: playouts)");
        settings.add("error-rate budgets: 1, 2, 4, …, " + (1L << k) + " iterations");
        settings.addAll(Experiments.common(s.firstSeed(), s.limits(), threads, s.configs()));
        settings.remove(settings.size() - 4);   // the seeds are the trees', given above
        List<String> method = List.of(
                "Iterations: one expansion for a solver (all children of the most-proving node created at once), one playout "
                        + "for a player. A budget of i iterations is a node limit of 1 + B·i for a solver (each expansion of a "
                        + "P-game node creates exactly B nodes; the win and draw runs share it) and a playout limit of i for a player.",
                "Error rate: every tree is searched afresh with each budget 1, 2, 4, …; the root move of a run is the player's "
                        + "chosen move, or the solver's best move once it has a value (proven, or concluded by PPNS's "
                        + "probability threshold). A solver stopped by its limit reports the move it favoured then (the root's most-proving child, the one its next descent would follow); a run that never expanded the root gives no move, which counts as an error. A move is an error if its exact win/draw/loss value (alpha-beta over the whole "
                        + "tree) is worse than the root's. Every run is deterministic (its seed is in its configuration), so once "
                        + "a run solves a tree within a budget, larger budgets repeat it and its move is reused.",
                "Draws: a P-game leaf with sum 0 is a draw. The solvers find win/draw/loss (two binary runs for the PNS "
                        + "family) and the error is judged on win/draw/loss; the paper counted draws as not-wins.",
                "The UCT solver is UCT with the MCTS-Solver backup (Winands, Björnsson and Saito 2008). The pure MCTS solver "
                        + "is our reading of the paper's term: the same MCTS-Solver whose selection uses the mean value alone "
                        + "(C = 0; every child is still tried once first, in random order). Both pick their final move as our "
                        + "players do (a proven win, else the most-visited child not proven lost), not by the paper's "
                        + "v + A/√n rule. With C = 0 the search can keep choosing a proven-drawn child whose mean is "
                        + "best, which teaches it nothing (documented in MctsPlayer); such runs end at their limits.",
                "Checking: every solve is checked against the exact value of its tree.");
        return new Report("P-game trees: PPNS, PNS, MCPNS, UCT solver and pure MCTS solver (Song et al. 2019)",
                settings, ordered, data, Tables.perPosition(new Checks.Checked(allRuns, List.of())), charts, method);
    }

    private static Curve curve(ExperimentRunner runner, Position tree, SearcherConfig c, ExactValues.RootValues exact,
                               Shape shape, int k, SearchLimits base) {
        boolean[] error = new boolean[k + 1];
        boolean[] none = new boolean[k + 1];
        RunResult solved = null;
        for (int j = 0; j <= k; j++) {
            RunResult r = solved;
            if (r == null) {
                r = runner.runOne(new ExperimentRunner.Job(tree, c, limitsFor(c, shape.branching(), 1L << j, base)));
                if (r.concluded()) solved = r;
            }
            none[j] = r.move() < 0;
            error[j] = exact.isError(r.move());
        }
        return new Curve(tree, c, error, none);
    }
}
