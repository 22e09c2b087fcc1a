package org.pnengine.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;
import org.pnengine.search.pns.GoalRun;
import org.pnengine.search.pns.PnsSolver;
import org.pnengine.shard.Shard;
import org.pnengine.shard.Table;

/**
 * The experiment of Saffidine and Cazenave, "Multiple-Outcome Proof Number Search", ECAI 2012
 * (see {@code ../shared/reference/algorithms.md}, "MOPNS"): on every position after k moves of a
 * small board, the nodes MOPNS creates to find the exact value in one search, against the nodes
 * PNS creates in its <i>decisive</i> binary runs only.
 *
 * <p><b>Decisive runs.</b> With outcomes o_1 &lt; … &lt; o_m and the value v (found by MOPNS), the
 * decisive runs are "is the value ≥ v?" (proven; none if v is the lowest outcome) and "is the value
 * ≥ the outcome above v?" (disproven; none if v is the highest). A binary search over the
 * outcomes needs at least these two; the others depend on the order of the search, so the paper
 * counts only these. For Connect Four the outcomes are loss, draw, win (MOPNS {@code outcomes=wdl});
 * for Woodpush they are the scores (MOPNS {@code outcomes=score}), as in the paper. Each PNS
 * decisive run is one {@link PnsSolver#solveGoal} run from scratch, with the same transposition
 * setting as MOPNS. A run whose answer differs from the one MOPNS implies is counted as a
 * disagreement.
 *
 * <p><b>The paper's settings are the defaults</b>: PNS initialises every leaf to (1, 1), as MOPNS
 * does (with two outcomes MOPNS develops the same tree as PNS), and both run without transposition
 * detection. Ours, run only when asked: transpositions ({@code --transpositions off,on}) and PNS's
 * mobility initialisation ({@code --pns "PNS mobility (ours): algorithm=pns init=mobility"}).
 */
public final class MopnsExperiment {

    /** A board and the number of moves after which all positions are taken. */
    public record BoardSet(String name, Game game, int plies) {
    }

    /** PNS's decisive runs need {@link PnsSolver#solveGoal}. */
    public static final String DEFAULT_MOPNS = "MOPNS: algorithm=mopns";
    /** PNS with the paper's (1, 1) leaves, not our default mobility initialisation. */
    public static final String DEFAULT_PNS = "PNS: algorithm=pns init=uniform";
    /** The paper's: no transposition detection. */
    public static final List<String> DEFAULT_TRANSPOSITIONS = List.of("off");
    /** Our limit per run: the paper states none. */
    public static final long DEFAULT_MILLIS = 60_000L;

    /** Where algorithms.md states the MOPNS paper's settings. */
    private static final String SOURCE = "algorithms.md, MOPNS";

    /** The settings of a run against the paper's, from algorithms.md, and ours from {@code s}. */
    public static List<PaperSetting> paperSettings(Settings s) {
        List<PaperSetting> rows = new ArrayList<>();
        rows.add(new PaperSetting("boards", "connect_four 4x5 after 4, connect_four 5x5 after 4, woodpush 8-3 after 4, "
                + "woodpush 13-2 after 8", s.sets().stream().map(b -> b.name() + " after " + b.plies())
                .collect(Collectors.joining(", ")), SOURCE + ", \"Games and figures from the paper\""));
        rows.add(new PaperSetting("positions", "every move sequence", (s.distinct() ? "every distinct position"
                : "every move sequence") + (s.sample() > 0 ? ", an evenly spaced sample of at most " + s.sample() : ""),
                SOURCE + ": \"every position after 4 moves\"; 256 on 4x5 in the paper's Table 1 (issue 14), 4^4 sequences"));
        rows.add(new PaperSetting("MOPNS leaf", "G = S = 1", "G = S = 1", SOURCE + ", \"Leaf\" (fixed in MoPnsSolver)"));
        rows.add(new PaperSetting("PNS leaf initialisation", "(1, 1)", PaperSetting.init(List.of(s.pns()), List.of("pns")),
                SOURCE + ": \"with two outcomes, MOPNS develops the same tree as PNS\", whose leaves are (1, 1)"));
        rows.add(new PaperSetting("transpositions", "off", s.transpositions().stream().map(t -> t ? "on" : "off")
                .collect(Collectors.joining(", ")), SOURCE + ": \"made without transposition detection\""));
        rows.add(new PaperSetting("outcomes", "Connect Four: win/draw/loss; Woodpush: scores",
                "Connect Four: win/draw/loss; Woodpush: scores", SOURCE + ", \"Games and figures from the paper\""));
        rows.add(new PaperSetting("PNS runs counted", "the two decisive runs", "the two decisive runs",
                SOURCE + ": \"the nodes PNS needs for its two decisive runs\""));
        rows.add(new PaperSetting("nodes counted", "created", "created",
                SOURCE + ": \"the nodes MOPNS creates\""));
        rows.add(new PaperSetting("limits per run", PaperSetting.NOT_STATED, PaperSetting.limits(s.limits()),
                "not in algorithms.md"));
        rows.add(new PaperSetting("memory per run", PaperSetting.NOT_STATED, PaperSetting.memory(s.limits()),
                "not in algorithms.md"));
        return rows;
    }

    /**
     * @param sets           the boards
     * @param distinct       distinct positions only, instead of every move sequence (the paper's count)
     * @param sample         at most this many positions per set, evenly spaced over the set (0: all)
     * @param transpositions the transposition settings to run, in order (the paper: false)
     * @param limits         limits per MOPNS run and per PNS binary run
     * @param mopns          the MOPNS configuration ({@code tt} and {@code outcomes} are set per run)
     * @param pns            the PNS configuration ({@code tt} is set per run); must make a {@link PnsSolver}
     */
    public record Settings(List<BoardSet> sets, boolean distinct, int sample, List<Boolean> transpositions,
                           SearchLimits limits, SearcherConfig mopns, SearcherConfig pns) {

        public Settings {
            if (sample < 0) throw new IllegalArgumentException("sample must not be negative");
            sets = List.copyOf(sets);
            transpositions = List.copyOf(transpositions);
            if (sets.isEmpty() || transpositions.isEmpty()) throw new IllegalArgumentException("a set and a tt setting needed");
            if (sets.stream().map(BoardSet::name).distinct().count() < sets.size()) {
                throw new IllegalArgumentException("a set is given twice");
            }
            if (transpositions.stream().distinct().count() < transpositions.size()) {
                throw new IllegalArgumentException("a transposition setting is given twice");
            }
            if (!(mopns instanceof SolverConfig) || !(pns instanceof SolverConfig)) throw new IllegalArgumentException("MOPNS and PNS must be solvers");
            for (String k : List.of("tt", "outcomes")) {
                if (!mopns.hasParam(k)) {
                    throw new IllegalArgumentException("configuration '" + mopns.label() + "' (" + mopns.algorithm()
                            + ") has no parameter '" + k + "'; the experiment needs a multiple-outcome solver like mopns");
                }
            }
            if (!pns.hasParam("tt") || !(((SolverConfig) pns).newSolver() instanceof PnsSolver)) {
                throw new IllegalArgumentException("configuration '" + pns.label() + "' (" + pns.algorithm()
                        + ") is not PNS: the decisive runs need algorithm=pns");
            }
        }
    }

    /** The paper's four sets on {@code connect4x5}, {@code connect5x5}, {@code woodpush8x3}, {@code woodpush13x2}. */
    public static List<BoardSet> paperSets(Game c4x5, Game c5x5, Game woodpush8x3, Game woodpush13x2) {
        return List.of(new BoardSet("connect_four 4x5", c4x5, 4), new BoardSet("connect_four 5x5", c5x5, 4),
                new BoardSet("woodpush 8-3", woodpush8x3, 4), new BoardSet("woodpush 13-2", woodpush13x2, 8));
    }

    private MopnsExperiment() {
    }

    /** Whether a set is scored by win/draw/loss (Connect Four) rather than by its scores. */
    static boolean wdl(BoardSet set) {
        return set.game().type().name().equals("connect_four");
    }

    /** One position's comparison under one transposition setting. */
    record Row(BoardSet set, Position position, boolean tt, RunResult mopns, List<GoalRun> runs, long pnsCreated,
               long pnsExpanded, double pnsCpu, boolean disagree) {

        boolean compared() {
            return mopns.concluded() && !disagree && runs.stream().allMatch(r -> r.proven() != null);
        }
    }

    /** The positions of every set (after sampling), set after set. */
    static List<List<Position>> perSet(Settings s) {
        List<List<Position>> out = new ArrayList<>();
        for (BoardSet set : s.sets()) {
            List<Position> ps = s.distinct() ? Positions.allDistinct(set.game(), set.plies(), set.name())
                    : Positions.allSequences(set.game(), set.plies(), set.name());
            out.add(sample(ps, s.sample()));
        }
        return out;
    }

    /** The whole experiment. */
    public static Report run(Settings s, ExperimentRunner runner, Consumer<String> progress) {
        return run(s, Shard.WHOLE, runner, progress).report();
    }

    /**
     * The positions that {@code shard} owns, numbered over all sets, each under every
     * transposition setting: the report over them, and their comparisons as raw rows for
     * {@link #merge}.
     *
     * @param progress receives a line per position and setting, or null
     * @throws IllegalArgumentException if the shard owns no position
     */
    public static ShardPart run(Settings s, Shard shard, ExperimentRunner runner, Consumer<String> progress) {
        List<List<Position>> perSet = perSet(s);
        RunRecords.Units units = units(s, perSet);
        List<Position> mine = Positions.owned(units.positions(), shard);
        int total = mine.size() * s.transpositions().size();
        List<Row> rows = new ArrayList<>();
        int[] done = {0};
        Object lock = new Object();
        for (boolean tt : s.transpositions()) {
            for (int i = 0; i < s.sets().size(); i++) {
                BoardSet set = s.sets().get(i);
                SearcherConfig mo = mopns(s, set, tt);
                SearcherConfig pn = s.pns().withParam("tt", Boolean.toString(tt));
                List<Position> here = mine.stream().filter(p -> p.group().equals(set.name())).collect(Collectors.toList());
                rows.addAll(runner.map(here, p -> {
                    Row r = compare(set, p, tt, mo, pn, s.limits(), runner);
                    if (progress != null) {
                        synchronized (lock) {
                            done[0]++;
                            progress.accept(String.format(Locale.ROOT, "[%d/%d] %s #%d tt=%s: %s, MOPNS %d nodes, PNS %d nodes%s",
                                    done[0], total, set.name(), p.index(), tt, describe(r.mopns()), r.mopns().created(),
                                    r.pnsCreated(), r.disagree() ? " DISAGREE" : ""));
                        }
                    }
                    return r;
                }));
            }
        }
        return new ShardPart(report(s, perSet, rows, runner.threads()), Map.of(ROWS, rowTable(rows, units)));
    }

    /**
     * The report of the whole run from the raw tables of its shards, as
     * {@link #run(Settings, ExperimentRunner, Consumer)} would have made it.
     *
     * @param threads the shards' threads, 0 if they differed
     * @throws IllegalArgumentException if the raw rows are not exactly the comparisons of {@code shards}
     */
    public static Report merge(Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        List<List<Position>> perSet = perSet(s);
        RunRecords.Units units = units(s, perSet);
        List<Row> rows = RunRecords.readAll(raw, ROWS, r -> row(s, units, r));
        List<List<Object>> expected = new ArrayList<>();
        for (boolean tt : s.transpositions()) {
            for (int u = 0; u < units.positions().size(); u++) {
                if (ShardPart.owned(shards, u)) expected.add(List.of(tt, u));
            }
        }
        ShardPart.expectExactly(expected, rows.stream().map(r -> List.<Object>of(r.tt(), units.unit(r.position())))
                .collect(Collectors.toList()), k -> {
                    Position p = units.positions().get((Integer) k.get(1));
                    return "unit " + k.get(1) + " (" + p.group() + " #" + p.index() + "), transpositions " + k.get(0);
                });
        rows.sort(Comparator.<Row>comparingInt(r -> s.transpositions().indexOf(r.tt()))
                .thenComparingInt(r -> units.unit(r.position())));
        return report(s, perSet, rows, threads);
    }

    /**
     * The positions of every set, set after set (position i of this list is unit i of a sharded
     * run; a unit runs under every transposition setting), with the MOPNS configuration as the one
     * configuration the rows name.
     */
    private static RunRecords.Units units(Settings s, List<List<Position>> perSet) {
        List<Position> all = new ArrayList<>();
        for (List<Position> ps : perSet) all.addAll(ps);
        return new RunRecords.Units(all, List.of(s.mopns()));
    }

    /** The MOPNS configuration of one set and transposition setting. */
    private static SearcherConfig mopns(Settings s, BoardSet set, boolean tt) {
        return s.mopns().withParam("tt", Boolean.toString(tt)).withParam("outcomes", wdl(set) ? "wdl" : "score");
    }

    /** The name of the raw table of comparisons ({@code shard-rows.csv}). */
    private static final String ROWS = "rows";

    /** The comparisons: the MOPNS run's columns, then the PNS decisive runs'. */
    private static Table rowTable(List<Row> rows, RunRecords.Units units) {
        Table t = new Table("", RunRecords.concat(RunRecords.concat(RunRecords.KEY, List.of("transpositions")),
                RunRecords.concat(RunRecords.COLUMNS.subList(RunRecords.KEY.size(), RunRecords.COLUMNS.size()),
                        List.of("PNS runs", "PNS decisive created", "PNS decisive expanded", "PNS CPU s", "disagree"))));
        for (Row r : rows) {
            List<Object> c = new ArrayList<>(units.key(r.position(), r.mopns().config()));
            c.add(r.tt());
            c.addAll(RunRecords.cells(r.mopns()));
            c.add(runs(r.runs()));
            c.add(r.pnsCreated());
            c.add(r.pnsExpanded());
            c.add(Double.toString(r.pnsCpu()));
            c.add(r.disagree());
            t.add(c.toArray());
        }
        return t;
    }

    /** One comparison read back. */
    private static Row row(Settings s, RunRecords.Units units, RunRecords.Row r) {
        Position p = units.position(r);
        units.config(r);
        BoardSet set = s.sets().stream().filter(b -> b.name().equals(p.group())).findFirst().orElseThrow();
        boolean tt = r.bool("transpositions");
        if (!s.transpositions().contains(tt)) throw new IllegalArgumentException("transpositions " + tt + " is not run");
        List<GoalRun> runs = new ArrayList<>();
        String text = r.get("PNS runs");
        for (String g : text.isEmpty() ? new String[0] : text.split(" ")) {
            int colon = g.indexOf(':');
            if (!g.startsWith(">=") || colon < 0) throw new IllegalArgumentException("'" + g + "' is not >=T:proven|disproven|limit");
            String v = g.substring(colon + 1);
            Boolean proven = v.equals("proven") ? Boolean.TRUE : v.equals("disproven") ? Boolean.FALSE : null;
            if (proven == null && !v.equals("limit")) throw new IllegalArgumentException("'" + g + "': proven, disproven or limit");
            runs.add(new GoalRun(Integer.parseInt(g.substring(2, colon)), proven, false, 0, 0, 0));
        }
        return new Row(set, p, tt, RunRecords.read(r, p, mopns(s, set, tt)), runs, r.number("PNS decisive created"),
                r.number("PNS decisive expanded"), r.real("PNS CPU s"), r.bool("disagree"));
    }

    /** The decisive runs as {@code >=T:proven >=T:disproven}, a limit as {@code >=T:limit}. */
    private static String runs(List<GoalRun> runs) {
        StringBuilder sb = new StringBuilder();
        for (GoalRun g : runs) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(">=").append(g.threshold()).append(':')
                    .append(g.proven() == null ? "limit" : g.proven() ? "proven" : "disproven");
        }
        return sb.toString();
    }

    /** The report over some positions' comparisons (all, or a shard's), in the order of the whole run. */
    private static Report report(Settings s, List<List<Position>> perSet, List<Row> rows, int threads) {
        Map<String, Table> tables = new LinkedHashMap<>();
        Table paper = PaperSetting.table("Saffidine and Cazenave 2012", paperSettings(s), List.of(s.mopns(), s.pns()));
        paper.note("Ours, beside the paper's when asked: --transpositions off,on adds runs with transpositions, and --pns "
                + "\"PNS mobility (ours): algorithm=pns init=mobility\" runs PNS with our mobility initialisation.");
        tables.put("paper", paper);
        tables.put("totals", totals(s, rows));
        List<String> settings = new ArrayList<>();
        for (int i = 0; i < s.sets().size(); i++) {
            BoardSet set = s.sets().get(i);
            settings.add(set.name() + ": " + set.game().descriptor() + ", " + perSet.get(i).size() + " "
                    + (s.distinct() ? "distinct positions" : "move sequences") + " of " + set.plies() + " plies"
                    + (s.sample() > 0 ? " (an evenly spaced sample of at most " + s.sample() + ")" : "") + ", outcomes "
                    + (wdl(set) ? "loss/draw/win" : "scores " + set.game().minScore() + ".." + set.game().maxScore()));
        }
        settings.add("transpositions: " + s.transpositions().stream().map(t -> t ? "on" : "off").collect(Collectors.joining(", "))
                + " (the configurations' tt below is set per run; outcomes too: wdl for Connect Four, score for Woodpush)");
        settings.addAll(Experiments.common(0, s.limits(), threads, List.of(s.mopns(), s.pns())));
        settings.remove(settings.size() - 4);   // no seed: nothing random here
        List<String> method = List.of(
                "For every position MOPNS finds the value in one search. PNS is then run only on its decisive binary "
                        + "questions: \"value ≥ v?\" (proven) and \"value ≥ the next outcome above v?\" (disproven), each a "
                        + "fresh single-goal run; a question whose answer is trivial (v the lowest or the highest outcome) "
                        + "is not run. Node counts are nodes created, the paper's node creations; times are thread CPU.",
                "Connect Four uses the outcomes loss, draw and win (MOPNS outcomes=wdl; PNS thresholds 0 and 1 on the "
                        + "score). Woodpush uses every score (MOPNS outcomes=score; PNS thresholds s and s+1).",
                "'fewer' compares the two counts per position (MOPNS created vs PNS decisive created). A position where "
                        + "MOPNS or a PNS run hit a limit, or where a PNS answer contradicts MOPNS's value, is left out of "
                        + "the totals and counted in its own column.",
                "The paper counted move sequences, so a position reached in two ways appears twice; --distinct counts "
                        + "each position once.");
        return new Report("Multiple-outcome PNS against PNS (Saffidine and Cazenave 2012)", settings, tables, Map.of(),
                perPosition(rows), List.of(), method);
    }

    /** At most {@code n} of the positions, evenly spaced: indices ⌊i·size/n⌋ (all if n is 0 or large). */
    static List<Position> sample(List<Position> all, int n) {
        if (n == 0 || n >= all.size()) return all;
        List<Position> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(all.get((int) ((long) i * all.size() / n)));
        return out;
    }

    private static String describe(RunResult r) {
        return r.concluded() ? r.value().word() + (r.score() == null ? "" : " " + r.score()) : "unknown (" + r.stopReason() + ")";
    }

    private static Row compare(BoardSet set, Position p, boolean tt, SearcherConfig mo, SearcherConfig pn,
                               SearchLimits limits, ExperimentRunner runner) {
        RunResult m = runner.runOne(new ExperimentRunner.Job(p, mo, mo.limitsOver(limits)));
        List<GoalRun> runs = new ArrayList<>();
        if (!m.concluded()) return new Row(set, p, tt, m, runs, 0, 0, 0, false);
        Game g = set.game();
        State s = p.fresh();
        boolean first = s.toMove() == Game.FIRST;
        int lowest = first ? g.minScore() : -g.maxScore();
        int highest = first ? g.maxScore() : -g.minScore();
        List<int[]> questions = new ArrayList<>();   // {threshold, expected proven 1/0}
        if (wdl(set)) {
            if (m.value() == Value.WIN) questions.add(new int[] {1, 1});
            if (m.value() == Value.DRAW) {
                questions.add(new int[] {0, 1});
                questions.add(new int[] {1, 0});
            }
            if (m.value() == Value.LOSS) questions.add(new int[] {0, 0});
        } else {
            if (m.score() == null) throw new IllegalStateException("MOPNS with outcomes=score gave no score");
            int v = m.score();
            if (v > lowest) questions.add(new int[] {v, 1});
            if (v < highest) questions.add(new int[] {v + 1, 0});
        }
        PnsSolver solver = (PnsSolver) ((SolverConfig) pn).newSolver();
        long created = 0;
        long expanded = 0;
        double cpu = 0;
        boolean disagree = false;
        StopSignal stop = runner.cancelSignal();
        for (int[] q : questions) {
            long c0 = CpuTime.nanos();
            GoalRun r = solver.solveGoal(s, q[0], pn.limitsOver(limits), stop);
            cpu += (CpuTime.nanos() - c0) / 1e9;
            runs.add(r);
            created += r.nodesCreated();
            expanded += r.nodesExpanded();
            if (r.proven() != null && r.proven() != (q[1] == 1)) disagree = true;
        }
        return new Row(set, p, tt, m, runs, created, expanded, cpu, disagree);
    }

    private static Table totals(Settings s, List<Row> rows) {
        Table t = new Table("Node creations: MOPNS against the decisive runs of PNS", List.of("set", "transpositions",
                "positions", "compared", "MOPNS created", "PNS decisive created", "PNS / MOPNS", "MOPNS CPU s",
                "PNS CPU s", "MOPNS fewer", "PNS fewer", "equal", "limit reached", "disagreements"));
        for (boolean tt : s.transpositions()) {
            for (BoardSet set : s.sets()) {
                int n = 0;
                int compared = 0;
                long mc = 0;
                long pc = 0;
                double mcpu = 0;
                double pcpu = 0;
                int mFewer = 0;
                int pFewer = 0;
                int equal = 0;
                int limit = 0;
                int disagree = 0;
                for (Row r : rows) {
                    if (r.set() != set || r.tt() != tt) continue;
                    n++;
                    if (r.disagree()) {
                        disagree++;
                        continue;
                    }
                    if (!r.compared()) {
                        limit++;
                        continue;
                    }
                    compared++;
                    mc += r.mopns().created();
                    pc += r.pnsCreated();
                    mcpu += r.mopns().cpuSeconds();
                    pcpu += r.pnsCpu();
                    if (r.mopns().created() < r.pnsCreated()) mFewer++;
                    else if (r.mopns().created() > r.pnsCreated()) pFewer++;
                    else equal++;
                }
                t.add(set.name(), tt ? "on" : "off", n, compared, mc, pc, mc == 0 ? Double.NaN : (double) pc / mc, mcpu, pcpu,
                        mFewer, pFewer, equal, limit, disagree);
            }
        }
        t.note("Totals over the compared positions (both searches finished, answers consistent). CPU time is thread CPU, summed.");
        return t;
    }

    private static Table perPosition(List<Row> rows) {
        Table t = new Table("", List.of("set", "position", "moves", "position text", "transpositions", "value", "score",
                "MOPNS created", "MOPNS expanded", "MOPNS CPU s", "PNS runs", "PNS decisive created", "PNS decisive expanded",
                "PNS CPU s", "fewer", "stop reason"));
        for (Row r : rows) {
            String fewer = !r.compared() ? "" : r.mopns().created() < r.pnsCreated() ? "MOPNS"
                    : r.mopns().created() > r.pnsCreated() ? "PNS" : "equal";
            t.add(r.set().name(), r.position().index(), r.position().moves(), r.position().text(), r.tt(),
                    r.mopns().value().word(), r.mopns().score(), r.mopns().created(), r.mopns().iterations(),
                    Tables.exact(r.mopns().cpuSeconds()), runs(r.runs()), r.pnsCreated(), r.pnsExpanded(),
                    Tables.exact(r.pnsCpu()), r.disagree() ? "disagree" : fewer, r.mopns().stopReason());
        }
        return t;
    }
}
