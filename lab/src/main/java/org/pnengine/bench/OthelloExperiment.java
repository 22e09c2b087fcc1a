package org.pnengine.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.pnengine.game.Game;
import org.pnengine.search.SearchLimits;
import org.pnengine.shard.Table;

/**
 * The Othello experiment of Primanita, Khalid and Iida (Information 11(5):264, 2020; see
 * {@code ../shared/reference/algorithms.md}, "PPNS"): 200 positions after each of 18, 22, 26,
 * 32, 36 and 40 random legal moves on the 8×8 board (a forced pass is a move), solved by PNS,
 * MCPNS and PPNS (θ ∈ {0.01, 0.001}, pr ∈ {none, 1e-3, 1e-4, 1e-5}, as for Connect Four) with a
 * limit of 8,000,000 nodes or 600 s, and PNS with the mobility initialisation as ours; the completion rate per number of
 * random moves and configuration, plotted as grouped bars (and the share proven exactly).
 */
public final class OthelloExperiment {

    public static final List<Integer> PAPER_PLIES = List.of(18, 22, 26, 32, 36, 40);
    public static final int PAPER_POSITIONS = 200;
    public static final long PAPER_NODES = 8_000_000L;
    public static final long PAPER_MILLIS = 600_000L;

    /**
     * The paper's configurations, the same as for Connect Four ({@link Connect4Experiment#DEFAULT_CONFIGS}'s
     * first): PNS with (1, 1) leaves, MCPNS and PPNS with θ ∈ {0.01, 0.001} and pr ∈ {none, 1e-3,
     * 1e-4, 1e-5}, 10 playouts per new leaf, plain trees; then ours, PNS with the mobility
     * initialisation, labelled {@value PaperSetting#OURS}.
     */
    public static final List<String> DEFAULT_CONFIGS = defaults();

    private static List<String> defaults() {
        List<String> l = new ArrayList<>(Connect4Experiment.PAPER_CONFIGS);
        l.add("PNS mobility " + PaperSetting.OURS + ": algorithm=pns init=mobility tt=false");
        return List.copyOf(l);
    }

    /** The settings of a run against the paper's, from algorithms.md, and ours from {@code s}. */
    public static List<PaperSetting> paperSettings(Settings s) {
        String src = Connect4Experiment.PPNS_SETTINGS;
        List<PaperSetting> rows = new ArrayList<>();
        rows.add(new PaperSetting("board", "Othello size=8 scoring=discs", s.game().descriptor(),
                src + ": Othello 8×8 (the scoring is not stated; win, draw and loss are the same under both)"));
        rows.add(new PaperSetting("random moves before a position", "18, 22, 26, 32, 36, 40",
                s.plies().stream().map(String::valueOf).collect(Collectors.joining(", ")), src));
        rows.add(new PaperSetting("positions per number of random moves", "200", Integer.toString(s.positions()), src));
        rows.add(new PaperSetting("a forced pass in the random moves", PaperSetting.NOT_STATED, "counts as a move",
                "not in algorithms.md"));
        rows.add(new PaperSetting("a random position that ends or repeats", PaperSetting.NOT_STATED, "drawn again",
                "not in algorithms.md"));
        rows.add(new PaperSetting("limits per run", "8000000 nodes or 600 s", PaperSetting.limits(s.limits()), src));
        rows.add(new PaperSetting("memory per run", PaperSetting.NOT_STATED, PaperSetting.memory(s.limits()),
                "not in algorithms.md"));
        rows.addAll(Connect4Experiment.ppnsRows(PaperSetting.papers(s.configs())));
        return rows;
    }

    /**
     * @param game      the board, {@code Othello size=8} in the paper
     * @param plies     the numbers of random moves, one group each
     * @param positions positions per group
     * @param seed      seed of the random moves; group k uses {@code seed + plies_k}
     * @param limits    limits per run
     * @param configs   the configurations
     */
    public record Settings(Game game, List<Integer> plies, int positions, long seed, SearchLimits limits,
                           List<SearcherConfig> configs) {

        public Settings {
            plies = List.copyOf(plies);
            configs = List.copyOf(configs);
            if (positions < 1 || plies.isEmpty()) throw new IllegalArgumentException("positions >= 1 and a ply count needed");
            if (configs.isEmpty()) throw new IllegalArgumentException("no configuration");
        }
    }

    private OthelloExperiment() {
    }

    /** The positions of the experiment, group after group; position i is unit i of a sharded run. */
    public static List<Position> positions(Settings s) {
        List<Position> all = new ArrayList<>();
        for (int k : s.plies()) all.addAll(Positions.randomPlies(s.game(), s.positions(), k, s.seed() + k, Integer.toString(k)));
        return Positions.renumber(all);
    }

    /** The experiment's runs, of the whole run or of one shard, and their merge. */
    public static PositionRuns runs(Settings s) {
        return new PositionRuns(positions(s), s.configs(), s.limits(), (results, threads) -> report(s, results, threads));
    }

    private static Report report(Settings s, List<RunResult> results, int threads) {
        Checks.Checked checked = Checks.byConsensus(results);
        List<Summary> byGroup = Summary.byGroup(checked);
        Map<String, Table> tables = new LinkedHashMap<>();
        tables.put("paper", PaperSetting.table("Primanita et al. 2020", paperSettings(s), s.configs()));
        tables.put("completion", Tables.completion("Completion rate by random moves played, " + s.game().descriptor(),
                "random moves", byGroup));
        Table outcomes = Tables.outcomes("Outcomes by random moves played", byGroup, true, "expanded");
        if (!checked.disputed().isEmpty()) {
            outcomes.note("Positions where exact results disagree: " + checked.disputed().size() + " (see positions.csv).");
        }
        tables.put("summary", outcomes);

        List<String> groups = new ArrayList<>();
        List<String> configs = new ArrayList<>();
        for (Summary x : byGroup) {
            if (!groups.contains(x.group())) groups.add(x.group());
            if (!configs.contains(x.config())) configs.add(x.config());
        }
        List<Chart.Series> completed = new ArrayList<>();
        List<Chart.Series> solved = new ArrayList<>();
        for (String c : configs) {
            double[] y = new double[groups.size()];
            double[] z = new double[groups.size()];
            for (Summary x : byGroup) {
                if (!x.config().equals(c)) continue;
                y[groups.indexOf(x.group())] = 100 * x.completionRate();
                z[groups.indexOf(x.group())] = 100 * x.solvedRate();
            }
            completed.add(new Chart.Series(c, y, y));
            solved.add(new Chart.Series(c, z, z));
        }
        List<Chart> charts = List.of(
                Chart.bars("completion.png", "Othello: completion rate by random moves played",
                        "random moves played before the position", "completion rate %", groups, completed),
                Chart.bars("solved.png", "Othello: positions proven exactly by random moves played",
                        "random moves played before the position", "solved %", groups, solved));
        List<String> settings = new ArrayList<>();
        settings.add("game: " + s.game().descriptor());
        settings.add("positions: " + s.positions() + " per group, after " + s.plies()
                + " uniformly random legal moves (a forced pass counts as a move); finished and repeated positions are drawn again");
        settings.addAll(Experiments.common(s.seed(), s.limits(), threads, s.configs()));
        List<String> method = List.of(
                "Each configuration solves each position once, from scratch, under the limits above. The completion rate is "
                        + "the share of positions on which the search reached a value within the limits, a probabilistic "
                        + "conclusion included (PPNS with pr); solved.png shows the share proven exactly.",
                "Values are checked against the consensus of the exact results on the same position; a contradicting value "
                        + "is counted as wrong in the outcome table.");
        return new Report("Othello 8×8: completion rates of PNS, MCPNS and PPNS (Primanita et al. 2020)", settings,
                tables, Map.of(), Tables.perPosition(checked), charts, method);
    }
}
