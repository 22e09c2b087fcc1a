package org.pnengine.search.mcts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.SearchTuning;
import org.pnengine.search.PlayerType;

/**
 * The catalog entries of the MCTS family: four names for the one search {@link MctsPlayer},
 * each with its parameters, defaults and per-game defaults (documented for clients in
 * {@code protocol-spec/players.md}).
 *
 * <ul>
 *   <li>{@link #UCT} {@code uct}: plain UCT ({@code solver=false}); {@code profile=ludii} gives
 *       the PN-MCTS paper's baseline, Ludii's UCT.</li>
 *   <li>{@link #MCTS_SOLVER} {@code mcts-solver}: UCT with the MCTS-Solver backup.</li>
 *   <li>{@link #PN_MCTS} {@code pn-mcts}: PN-MCTS with the variant letters F, S and U, C_pn and
 *       T; {@code profile=paper} gives the settings of the paper's table and reference code.</li>
 *   <li>{@link #PN_MCTS2} {@code pn-mcts2}: double-layer PN-MCTS with a contempt factor.</li>
 * </ul>
 *
 * <p>Per-game defaults are kept with each game's type ({@link SearchTuning}, under
 * {@code pn-mcts.}): C_pn = 2 on Lines of Action 7×7 and 1 on 8×8 (the best the paper reports,
 * Kowalski et al., IEEE ToG 2024); C_pn = 0.1 on Connect Four, MiniShogi, Knightthrough and Awari
 * (ours, measured); on Othello, for every MCTS player under {@code mcts.}, policy playouts cut
 * after 2 plies and scored by the game's evaluation, with C = 0.8 (ours, measured; the Ludii
 * profile keeps uniform playouts and C = √2); every other game takes the declared defaults. Keys
 * given explicitly always win, and so do the keys a profile sets.
 */
public final class MctsPlayers {

    private MctsPlayers() {
    }

    /**
     * What both papers' profiles share: plain UCB1 (C = √2) over uniform playouts, with no
     * evaluation, early termination, book or endgame solver.
     */
    private static final Map<String, String> PLAIN = Map.of(
            "c", Double.toString(Math.sqrt(2)), "playout", "random", "ept", "0", "imm", "0",
            "book", "none", "endgame", "0");

    /** The Ludii baseline profile's values ({@code uct profile=ludii}). */
    private static final Map<String, String> LUDII = plainWith(Map.of(
            "expansion", "one", "unvisited", "parent_mean", "final", "visits", "playout_cap", "200", "reuse", "true"));

    /**
     * The PN-MCTS paper's profile ({@code pn-mcts profile=paper}): the settings of its main table
     * and of its reference code (acatai/pn-mcts, {@code PNSMCTS_Extension}): C_pn 1, a new tree
     * for every move, uniform playouts run on to the game's end (Ludii draws a game at 1250
     * turns; here a playout is cut, as a draw, after 1000 plies), no evaluation, book or solver.
     */
    private static final Map<String, String> PAPER = plainWith(Map.of(
            "cpn", "1", "rank_decay", "none", "reuse", "false", "playout_cap", "1000"));

    private static Map<String, String> plainWith(Map<String, String> own) {
        Map<String, String> m = new LinkedHashMap<>(PLAIN);
        m.putAll(own);
        return Map.copyOf(m);
    }

    private static final List<String> VARIANTS = variants();

    private static List<ParamSpec> common() {
        return List.of(
                ParamSpec.ofDouble("c", Math.sqrt(2), 0, 100, "UCB1 exploration constant C (rewards in [-1, 1])"),
                ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE,
                        "seed of the shuffles and random playouts; fixed so that playout-limited runs repeat"),
                ParamSpec.ofInt("playout_cap", 200, 1, 100_000,
                        "most plies of a random playout; a cut-off playout counts as a draw"),
                ParamSpec.ofBool("reuse", true, "keep the subtree of the new position from the previous search"),
                ParamSpec.ofInt("threads", 0, 0, MctsSettings.MAX_THREADS,
                        "independent searches run at once and merged (root parallelism); 0: one per processor"),
                ParamSpec.ofDouble("endgame", 0.0, 0, MctsSettings.MAX_ENDGAME,
                        "share of each move's budget given first to the exact alpha-beta solver; "
                                + "a proven win or draw is played at once; 0: off"),
                ParamSpec.ofChoice("playout", "random", List.of("random", "policy"),
                        "random: uniformly random playouts; policy: the game's playout policy where it has one "
                                + "(Othello: corners first, X- and C-squares last, epsilon 1/8), else random"),
                ParamSpec.ofInt("ept", 0, 0, 100_000,
                        "early playout termination: after this many plies a playout is scored by the sign of the "
                                + "game's static evaluation where it has one (Othello); 0: off"),
                ParamSpec.ofDouble("imm", 0.0, 0, 1,
                        "implicit minimax backups (Lanctot et al. 2014): selection ranks a visited child by "
                                + "(1 - imm) * mean + imm * v, v the negamax of the game's evaluation over the tree; 0: off"),
                ParamSpec.ofInt("imm_scale", 100, 1, 1_000_000,
                        "with imm: a position's v is tanh(evaluation / imm_scale), in the evaluation's units"),
                ParamSpec.ofBool("resist", false,
                        "with endgame: a position the solve proves lost is played by the move of the best exact score "
                                + "(Connect Four: the latest loss), found within the solve's share, not the tree search's"),
                ParamSpec.ofChoice("book", "none", List.of("none", "auto"),
                        "auto: play the engine's own opening book where it has one for the game (Connect Four 7x6: "
                                + "the first player's proven win); none: search every move"));
    }

    private static List<ParamSpec> uctOwn() {
        return List.of(
                ParamSpec.ofChoice("profile", "pnengine", List.of("pnengine", "ludii"),
                        "defaults for expansion, unvisited and final: pnengine (ours) or ludii "
                                + "(the PN-MCTS paper's baseline: one, parent_mean, visits)"),
                ParamSpec.ofChoice("expansion", "all", List.of("all", "one"),
                        "all: every child created at once, terminals seen at once; one: one child per iteration"),
                ParamSpec.ofChoice("unvisited", "first", List.of("first", "parent_mean"),
                        "first: try every child once, in random order; parent_mean: value it at the parent's mean"),
                ParamSpec.ofChoice("final", "proven", List.of("proven", "visits"),
                        "proven: a proven win, else the most-visited child not proven lost; visits: most visited"));
    }

    /** {@code ponder}, for the players that keep their trees for both sides (not PN-MCTS). */
    private static List<ParamSpec> ponderParam() {
        return List.of(ParamSpec.ofBool("ponder", false,
                "think on the opponent's time, between genmove and the next command that needs the engine; "
                        + "only useful when the engines have separate cores"));
    }

    private static List<ParamSpec> pnOwn(boolean twoLayers) {
        List<ParamSpec> l = new ArrayList<>(List.of(
                ParamSpec.ofChoice("profile", "pnengine", List.of("pnengine", "paper"),
                        "defaults: pnengine (ours, per game) or paper (the PN-MCTS paper's table and reference code: "
                                + "cpn=1 reuse=false playout_cap=1000, uniform playouts, no evaluation)"),
                ParamSpec.ofChoice("variant", "FSU", VARIANTS,
                        "F (final move: a proven child), S (skip solved children after t visits), "
                                + "U (rank term); x for a letter switched off"),
                ParamSpec.ofDouble("cpn", 1.0, 0, 100, "C_pn, the weight of the rank term"),
                ParamSpec.ofInt("t", 5, 0, 1_000_000, "S skips a solved child once it has more than t visits"),
                ParamSpec.ofChoice("rank", "children", List.of("children", "max"),
                        "the rank's divisor: the number of children (reference code) or the largest rank (paper)"),
                ParamSpec.ofChoice("rank_decay", "none", List.of("none", "sqrt"),
                        "the rank term against the visits: none (the paper's constant) or sqrt "
                                + "(times sqrt(ln n_p / n_i), shrinking as UCB1's exploration does)")));
        if (twoLayers) {
            l.add(ParamSpec.ofDouble("contempt", 0.0, -1, 1,
                    "with F, take a proven draw when the root's mean score is at or below this"));
        }
        return l;
    }

    private static List<ParamSpec> concat(List<ParamSpec> a, List<ParamSpec> b) {
        List<ParamSpec> l = new ArrayList<>(a);
        l.addAll(b);
        return l;
    }

    private static List<String> variants() {
        List<String> l = new ArrayList<>();
        for (int i = 7; i >= 0; i--) {
            l.add(((i & 4) != 0 ? "F" : "x") + ((i & 2) != 0 ? "S" : "x") + ((i & 1) != 0 ? "U" : "x"));
        }
        return List.copyOf(l);
    }

    /** The settings of {@code uct} and {@code mcts-solver} from their parameters. */
    private static MctsSettings uctSettings(Params p, boolean solver) {
        return new MctsSettings(p.getDouble("c"), p.getLong("seed"), p.getInt("playout_cap"), p.getBool("reuse"),
                solver,
                p.get("expansion").equals("one") ? MctsSettings.Expansion.ONE : MctsSettings.Expansion.ALL,
                p.get("unvisited").equals("parent_mean") ? MctsSettings.Unvisited.PARENT_MEAN
                        : MctsSettings.Unvisited.FIRST,
                p.get("final").equals("visits") ? MctsSettings.FinalMove.VISITS : MctsSettings.FinalMove.PROVEN,
                MctsSettings.Pn.OFF, p.getInt("threads"), p.getDouble("endgame"), playout(p), p.getInt("ept"), implicit(p));
    }

    /** The settings of {@code pn-mcts} and {@code pn-mcts2} from their parameters. */
    private static MctsSettings pnSettings(Params p, int layers) {
        MctsSettings.Pn pn = MctsSettings.Pn.of(layers, p.get("variant"), p.getDouble("cpn"), p.getInt("t"),
                p.get("rank").equals("max") ? MctsSettings.RankNorm.MAX : MctsSettings.RankNorm.CHILDREN,
                layers == 2 ? p.getDouble("contempt") : 0.0)
                .withRankDecay(MctsSettings.RankDecay.valueOf(p.get("rank_decay").toUpperCase(Locale.ROOT)));
        return MctsSettings.pnMcts().withC(p.getDouble("c")).withSeed(p.getLong("seed"))
                .withPlayoutCap(p.getInt("playout_cap")).withReuse(p.getBool("reuse")).withPn(pn)
                .withThreads(p.getInt("threads")).withEndgame(p.getDouble("endgame")).withPlayout(playout(p)).withEpt(p.getInt("ept"))
                .withImplicit(implicit(p));
    }

    private static MctsSettings.Implicit implicit(Params p) {
        return new MctsSettings.Implicit(p.getDouble("imm"), p.getInt("imm_scale"));
    }

    private static boolean book(Params p) {
        return p.get("book").equals("auto");
    }

    private static MctsSettings.Playout playout(Params p) {
        return p.get("playout").equals("policy") ? MctsSettings.Playout.POLICY : MctsSettings.Playout.RANDOM;
    }

    /**
     * {@code profile=ludii} sets the baseline's values (explicit keys still win); below them, the
     * game's tuned values for the whole family ({@value #MCTS_TUNING}).
     */
    private static Map<String, String> profileDefaults(Game game, Map<String, String> given) {
        Map<String, String> d = new LinkedHashMap<>(familyGameDefaults(game));
        if (profile(given).equals("ludii")) d.putAll(LUDII);
        return withoutImplicitForOneChild(d, given);
    }

    /** The {@code profile=} given, normalised as the parameter is read ({@code pnengine} if none). */
    private static String profile(Map<String, String> given) {
        return given.getOrDefault("profile", "pnengine").trim().toLowerCase(Locale.ROOT);
    }

    /**
     * A game's tuned {@code imm} gives way to an explicit {@code expansion=one}, which it needs
     * to be {@code all}: the player asked for stays valid, without the evaluation in its tree
     * (an explicit {@code imm} with {@code expansion=one} is still refused).
     */
    private static Map<String, String> withoutImplicitForOneChild(Map<String, String> d, Map<String, String> given) {
        if ("one".equals(given.getOrDefault("expansion", "").trim().toLowerCase(Locale.ROOT))) d.remove("imm");
        return d;
    }

    /**
     * The family under which games keep their tuned values for every MCTS player, e.g.
     * {@code mcts.endgame}.
     */
    static final String MCTS_TUNING = "mcts";

    /** The values the game's type keeps for every MCTS player ({@value #MCTS_TUNING}). */
    private static Map<String, String> familyGameDefaults(Game game) {
        if (game == null) return Map.of();
        return game.type().tuning().of(MCTS_TUNING, game.parameters());
    }

    /** The family under which games keep their tuned values for the PN-MCTS players. */
    static final String PN_TUNING = "pn-mcts";

    /**
     * The PN-MCTS players' per-game defaults: the values the game's type keeps for the family
     * {@value #PN_TUNING} ({@link SearchTuning}), e.g. C_pn 2 on Lines of Action 7×7 (the paper's
     * best) or 0.1 on Connect Four (ours, measured; protocol-spec/players.md gives the figures);
     * over them, with {@code profile=paper}, the paper's values on every game.
     */
    static Map<String, String> pnGameDefaults(Game game, Map<String, String> given) {
        Map<String, String> d = new LinkedHashMap<>(familyGameDefaults(game));
        if (game != null) d.putAll(game.type().tuning().of(PN_TUNING, game.parameters()));
        if (profile(given).equals("paper")) d.putAll(PAPER);
        return withoutImplicitForOneChild(d, given);
    }

    /** {@code uct}: plain UCT. */
    public static final PlayerType UCT = new PlayerType("uct",
            concat(concat(concat(List.of(ParamSpec.ofBool("solver", false, "back proven values up (MCTS-Solver)")),
                    uctOwn()), common()), ponderParam()),
            "UCT (plain; profile=ludii for the PN-MCTS paper's baseline, Ludii's UCT)",
            MctsPlayers::profileDefaults,
            p -> new MctsPlayer(uctSettings(p, p.getBool("solver")), p.getBool("ponder"), book(p), p.getBool("resist")));

    /** {@code mcts-solver}: UCT with the MCTS-Solver backup. */
    public static final PlayerType MCTS_SOLVER = new PlayerType("mcts-solver",
            concat(concat(uctOwn(), common()), ponderParam()),
            "UCT with the MCTS-Solver backup (Winands, Bjornsson and Saito 2008)",
            MctsPlayers::profileDefaults,
            p -> new MctsPlayer(uctSettings(p, true), p.getBool("ponder"), book(p), p.getBool("resist")));

    /** {@code pn-mcts}: PN-MCTS. */
    public static final PlayerType PN_MCTS = new PlayerType("pn-mcts",
            concat(pnOwn(false), common()),
            "PN-MCTS: UCT with proof and disproof numbers (Kowalski et al. 2024)",
            MctsPlayers::pnGameDefaults,
            p -> new MctsPlayer(pnSettings(p, 1), false, book(p), p.getBool("resist")));

    /** {@code pn-mcts2}: double-layer PN-MCTS. */
    public static final PlayerType PN_MCTS2 = new PlayerType("pn-mcts2",
            concat(pnOwn(true), common()),
            "double-layer PN-MCTS: a second layer proves draws, a contempt factor takes them",
            MctsPlayers::pnGameDefaults,
            p -> new MctsPlayer(pnSettings(p, 2), false, book(p), p.getBool("resist")));
}
