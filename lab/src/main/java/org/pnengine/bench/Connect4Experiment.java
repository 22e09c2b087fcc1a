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
 * The Connect Four experiment of Primanita, Khalid and Iida, "Characterizing the Nature of
 * Probability-Based Proof Number Search: A Case Study in the Othello and Connect Four Games",
 * Information 11(5):264, 2020 (see {@code ../shared/reference/algorithms.md}, "PPNS"): 200
 * positions of 12 random plies on the 7×6 board, solved by PNS, MCPNS and PPNS with
 * θ ∈ {0.01, 0.001} and pr ∈ {none, 1e-3, 1e-4, 1e-5}, with limits of 35,000,000 nodes or 420 s;
 * plus ours (labelled "(ours)"): PNS with the mobility initialisation, df-pn, and PNS with its
 * table of solved positions, on the same positions. It counts the
 * positions solved, unsolved and out of limit per configuration, with the mean time and nodes,
 * and plots the solved count per configuration.
 *
 * <p>Connect Four 7×6 has no cheap oracle, so results are checked against the consensus of the
 * exact results on each position ({@link Checks#byConsensus}); positions where exact results
 * disagree are listed.
 */
public final class Connect4Experiment {

    public static final int PAPER_POSITIONS = 200;
    public static final int PAPER_PLIES = 12;
    public static final long PAPER_NODES = 35_000_000L;
    public static final long PAPER_MILLIS = 420_000L;

    /**
     * The paper's configurations, then ours, as {@code LABEL: words}. The paper's: PNS with the
     * (1, 1) leaves of [PNS] (the paper does not say otherwise), MCPNS, and PPNS with θ ∈ {0.01,
     * 0.001} and pr ∈ {none, 1e-3, 1e-4, 1e-5}, 10 playouts per new leaf, on plain trees. Ours,
     * labelled {@value PaperSetting#OURS}: PNS with the mobility initialisation, df-pn, and PNS
     * with its table of solved positions.
     */
    public static final List<String> DEFAULT_CONFIGS;

    private static List<String> defaults() {
        List<String> l = new ArrayList<>(PAPER_CONFIGS);
        l.add("PNS mobility " + PaperSetting.OURS + ": algorithm=pns init=mobility tt=false");
        l.add("df-pn " + PaperSetting.OURS + ": algorithm=dfpn");
        l.add("PNS+TT " + PaperSetting.OURS + ": algorithm=pns init=mobility tt=true");
        return List.copyOf(l);
    }

    /** The PPNS papers' configurations (Connect Four and Othello), the first of {@link #DEFAULT_CONFIGS}. */
    static final List<String> PAPER_CONFIGS = paperConfigs();

    static {
        DEFAULT_CONFIGS = defaults();
    }

    private static List<String> paperConfigs() {
        List<String> l = new ArrayList<>();
        l.add("PNS: algorithm=pns init=uniform tt=false");
        l.add("MCPNS: algorithm=mcpns playouts=10 tt=false");
        for (String theta : List.of("0.01", "0.001")) {
            for (String pr : List.of("0", "1e-3", "1e-4", "1e-5")) {
                l.add("PPNS θ=" + theta + (pr.equals("0") ? "" : " pr=" + pr) + ": algorithm=ppns theta=" + theta
                        + " pr=" + pr + " playouts=10 tt=false");
            }
        }
        return List.copyOf(l);
    }

    /** Where algorithms.md states the PPNS papers' settings. */
    static final String PPNS_SETTINGS = "algorithms.md, PPNS, \"Papers' settings\"";

    /**
     * The settings of a run against the paper's (the rows of the summary's first table): the PPNS
     * papers' Connect Four settings as algorithms.md gives them, and ours from {@code s}.
     */
    public static List<PaperSetting> paperSettings(Settings s) {
        List<SearcherConfig> p = PaperSetting.papers(s.configs());
        List<PaperSetting> rows = new ArrayList<>();
        rows.add(new PaperSetting("board", "connect_four width=7 height=6", s.game().descriptor(), PPNS_SETTINGS));
        rows.add(new PaperSetting("positions", "200 of 12 random plies", s.positions() + " of " + s.plies() + " random plies",
                PPNS_SETTINGS));
        rows.add(new PaperSetting("a random position that ends or repeats", PaperSetting.NOT_STATED, "drawn again",
                "not in algorithms.md"));
        rows.add(new PaperSetting("limits per run", "35000000 nodes or 420 s", PaperSetting.limits(s.limits()), PPNS_SETTINGS));
        rows.add(new PaperSetting("memory per run", PaperSetting.NOT_STATED, PaperSetting.memory(s.limits()),
                "not in algorithms.md"));
        rows.addAll(ppnsRows(p));
        return rows;
    }

    /** The rows the Connect Four and Othello experiments share: the algorithms and their parameters. */
    static List<PaperSetting> ppnsRows(List<SearcherConfig> p) {
        List<PaperSetting> rows = new ArrayList<>();
        rows.add(new PaperSetting("algorithms", "pns, mcpns, ppns",
                p.stream().map(SearcherConfig::algorithm).distinct().collect(Collectors.joining(", ")),
                "algorithms.md, PPNS"));
        rows.add(new PaperSetting("PNS leaf initialisation", "(1, 1)", PaperSetting.init(p, List.of("pns")),
                "algorithms.md, PNS: (1, 1), mobility an option; the PPNS papers do not name their PNS's"));
        rows.add(new PaperSetting("transpositions", PaperSetting.NOT_STATED,
                PaperSetting.transpositions(p, List.of("pns", "mcpns", "ppns")), "not in algorithms.md; we build plain trees"));
        rows.add(new PaperSetting("playouts per new leaf (MCPNS, PPNS)", "10",
                PaperSetting.values(p, List.of("mcpns", "ppns"), "playouts", null), PPNS_SETTINGS + "; MCPNS: N = 10 in [PPNS]"));
        rows.add(new PaperSetting("θ (PPNS)", "0.01, 0.001", PaperSetting.values(p, List.of("ppns"), "theta", null),
                PPNS_SETTINGS));
        rows.add(new PaperSetting("pr (PPNS)", "none, 0.001, 0.0001, 0.00001",
                PaperSetting.values(p, List.of("ppns"), "pr", "none"),
                PPNS_SETTINGS + ": pr from [PPNS-C4O]; none is [PPNS] without it"));
        rows.add(new PaperSetting("nodes counted", PaperSetting.NOT_STATED, "created (expansions beside)",
                "algorithms.md, PNS, \"Counting\": the papers count differently"));
        return rows;
    }

    /**
     * @param game      the board, {@code connect_four width=7 height=6} in the paper
     * @param positions how many positions
     * @param plies     random plies from the start per position
     * @param seed      seed of the random plies
     * @param limits    limits per run
     * @param configs   the configurations
     */
    public record Settings(Game game, int positions, int plies, long seed, SearchLimits limits,
                           List<SearcherConfig> configs) {

        public Settings {
            configs = List.copyOf(configs);
            if (positions < 1 || plies < 0) throw new IllegalArgumentException("positions >= 1 and plies >= 0 needed");
            if (configs.isEmpty()) throw new IllegalArgumentException("no configuration");
        }
    }

    private Connect4Experiment() {
    }

    /** The positions of the experiment; position i is unit i of a sharded run. */
    public static List<Position> positions(Settings s) {
        return Positions.randomPlies(s.game(), s.positions(), s.plies(), s.seed(), s.plies() + " plies");
    }

    /** The experiment's runs, of the whole run or of one shard, and their merge. */
    public static PositionRuns runs(Settings s) {
        return new PositionRuns(positions(s), s.configs(), s.limits(), (results, threads) -> report(s, results, threads));
    }

    private static Report report(Settings s, List<RunResult> results, int threads) {
        Checks.Checked checked = Checks.byConsensus(results);
        List<Summary> summaries = Summary.byConfig(checked);
        int positions = Positions.count(results);
        Table t = Tables.outcomes(s.game().descriptor() + ", " + positions + " positions of " + s.plies()
                + " random plies", summaries, false, "expanded");
        if (!checked.disputed().isEmpty()) {
            t.note("Positions where exact results disagree: " + checked.disputed().size() + " (see positions.csv, column disputed).");
        }
        Map<String, Table> tables = new LinkedHashMap<>();
        tables.put("paper", PaperSetting.table("Primanita et al. 2020", paperSettings(s), s.configs()));
        tables.put("summary", t);
        List<String> settings = new ArrayList<>();
        settings.add("game: " + s.game().descriptor());
        settings.add("positions: " + s.positions() + ", each of " + s.plies()
                + " uniformly random plies from the start; finished and repeated positions are drawn again");
        settings.addAll(Experiments.common(s.seed(), s.limits(), threads, s.configs()));
        List<String> labels = new ArrayList<>();
        double[] solved = new double[summaries.size()];
        for (int i = 0; i < summaries.size(); i++) {
            labels.add(summaries.get(i).config());
            solved[i] = summaries.get(i).solved();
        }
        Chart chart = Chart.bars("solved.png", "Connect Four: positions solved of " + positions,
                "configuration", "positions solved", labels, List.of(new Chart.Series("solved", solved, solved)));
        List<String> method = List.of(
                "Each configuration solves each position once, from scratch, under the limits above. "
                        + "Nodes are the nodes created (the papers' node count); expanded is the number of expansions (iterations).",
                "There is no cheap exact oracle for these positions, so a value is checked against the consensus of the "
                        + "exact results on the same position (every configuration whose value is a proof, not a probabilistic "
                        + "conclusion). A value that contradicts it is wrong; where exact results disagree, the position is "
                        + "disputed and its values are not judged.");
        return new Report("Connect Four: PNS, MCPNS and PPNS (Primanita et al. 2020)", settings, tables, Map.of(),
                Tables.perPosition(checked), List.of(chart), method);
    }
}
