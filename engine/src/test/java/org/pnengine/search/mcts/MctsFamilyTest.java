package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.pnengine.ReferenceData;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.tictactoe.TicTacToeGame;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Every player of the MCTS family on positions with known values: it finds the forced win and
 * avoids the forced loss. Values come from an independent negamax over {@link State}, and the
 * Connect Four positions from Pascal Pons' test set {@code Test_L3_R1} (29 to 41 plies played,
 * at most 14 to the end), whose score's sign gives the value for the side to move.
 */
class MctsFamilyTest {

    private static final ConnectFourGame C4 = ConnectFourGame.standard();
    private static final TicTacToeGame TTT = TicTacToeGame.standard();

    /**
     * Each catalogued player, as configured on the wire, with a fixed seed. (The PN-MCTS variants
     * without F are not among them: like the reference code they stop once a win is proven and
     * then play the most-visited move, which need not be the proven one.)
     */
    private static final String[][] PLAYERS = {
            {"uct"}, {"uct", "profile=ludii"}, {"mcts-solver"}, {"pn-mcts"}, {"pn-mcts", "variant=FxU", "cpn=1"},
            {"pn-mcts2"}, {"pn-mcts2", "rank=max", "t=0"}};

    /**
     * The player as a session on {@code game} would make it (with that game's defaults), on one
     * thread, so that a seed and a budget fix the search.
     */
    private static MctsPlayer player(String[] config, long seed, Game game) {
        PlayerType type = SearcherCatalog.player(config[0]).orElseThrow();
        List<String> keys = new ArrayList<>(List.of(config).subList(1, config.length));
        keys.add("seed=" + seed);
        keys.add("threads=1");
        // The tree search alone: no book, no exact endgame solve, no evaluation in the tree
        // (Connect Four's defaults).
        if (keys.stream().noneMatch(k -> k.startsWith("book="))) keys.add("book=none");
        if (keys.stream().noneMatch(k -> k.startsWith("endgame="))) keys.add("endgame=0");
        if (keys.stream().noneMatch(k -> k.startsWith("imm="))) keys.add("imm=0");
        return (MctsPlayer) type.create(game, keys);
    }

    private static MctsPlayer player(String[] config, long seed) {
        return player(config, seed, C4);
    }

    private static MoveDecision search(MctsPlayer p, State s, long playouts) {
        return p.chooseMove(s, SearchLimits.ofNodes(playouts), new StopSignal());
    }

    /** Exact negamax value (+1, 0, -1) for the side to move, memoised by hash. */
    private static int value(State s, Map<Long, Integer> memo) {
        if (s.isTerminal()) return Integer.signum(s.toMove() == Game.FIRST ? s.score() : -s.score());
        Integer known = memo.get(s.hash());
        if (known != null) return known;
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        int best = -1;
        for (int i = 0; i < n && best < 1; i++) {
            int mover = s.toMove();
            s.apply(moves[i]);
            int v = s.toMove() == mover ? value(s, memo) : -value(s, memo);
            s.undo();
            best = Math.max(best, v);
        }
        memo.put(s.hash(), best);
        return best;
    }

    /** The value for the mover of playing {@code move} in {@code s}. */
    private static int valueOfMove(State s, int move, Map<Long, Integer> memo) {
        State t = s.copy();
        int mover = t.toMove();
        t.apply(move);
        return t.toMove() == mover ? value(t, memo) : -value(t, memo);
    }

    /** Values of every legal move. */
    private static int[] moveValues(State s, Map<Long, Integer> memo) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        int[] v = new int[n];
        for (int i = 0; i < n; i++) v[i] = valueOfMove(s, moves[i], memo);
        return v;
    }

    /**
     * Checks that every player's move in {@code s} keeps the position's value: wins a won
     * position, does not lose a drawn one.
     */
    private static void assertKeepsTheValue(State s, long playouts, String label) {
        Map<Long, Integer> memo = new HashMap<>();
        int want = value(s.copy(), memo);
        for (String[] config : PLAYERS) {
            MoveDecision d = search(player(config, 7, s.game()), s, playouts);
            assertEquals(want, valueOfMove(s, d.move(), memo), String.join(" ", config) + " in " + label
                    + " plays " + s.formatMove(d.move()));
        }
    }

    // ------------------------------------------------------------------ Tic-tac-toe

    /**
     * Tic-tac-toe positions whose move values are classical (and checked here by the negamax):
     * after x takes the centre, o must take a corner; after x centre, o corner, x opposite
     * corner, o must take a corner again (each edge loses to a fork); x in a corner with o on an
     * adjacent edge wins for x. Cells are numbered 1..9 row by row from the top left.
     */
    @Test
    void ticTacToe() throws Exception {
        Map<Long, Integer> memo = new HashMap<>();
        State centre = TTT.parsePosition(".../.x./... o");
        // o's moves 1, 2, 3, 4, 6, 7, 8, 9: the corners 1, 3, 7, 9 draw, the edges lose.
        assertArrayEquals(new int[] {0, -1, 0, -1, -1, 0, -1, 0}, moveValues(centre, memo));
        assertKeepsTheValue(centre, 5_000, "....x....");
        State corners = TTT.parsePosition("o../.x./..x o");
        // o's moves 2, 3, 4, 6, 7, 8: the corners 3 and 7 draw, the edges lose.
        assertArrayEquals(new int[] {-1, 0, -1, -1, 0, -1}, moveValues(corners, memo));
        assertKeepsTheValue(corners, 5_000, "o...x...x");
        State won = TTT.parsePosition("xo./.../... x");
        assertEquals(1, value(won.copy(), memo));
        assertKeepsTheValue(won, 20_000, "xo.......");
        // x to move with o threatening 3: x wins first, at 5.
        State race = TTT.parsePosition("oo./x.x/... x");
        assertEquals(1, value(race.copy(), memo));
        assertKeepsTheValue(race, 5_000, "oo.x.x...");
    }

    // ------------------------------------------------------------------ Connect Four endings

    /** A line of the test set: the position, its stones and its score. */
    private record Pons(State state, int stones, int score) {
    }

    /** The first {@code count} lines of Test_L3_R1 meeting {@code want}, in file order. */
    private static List<State> ponsPositions(int count, Predicate<Pons> want) throws Exception {
        List<State> out = new ArrayList<>();
        for (String line : Files.readAllLines(ReferenceData.pons("Test_L3_R1"))) {
            String[] f = line.trim().split("\\s+");
            Pons p = new Pons(C4.parsePosition(f[0]), f[0].length(), Integer.parseInt(f[1]));
            if (want.test(p)) out.add(p.state());
            if (out.size() == count) break;
        }
        return out;
    }

    @Test
    void connectFourForcedWins() throws Exception {
        // Won for the side to move (score > 0) within 7 plies: Pons' score is 22 minus the
        // winner's stones after its winning move (rules-and-numbers.md).
        List<State> wins = ponsPositions(5, p -> p.score() > 0 && 2 * (22 - p.score() - p.stones() / 2) - 1 <= 7);
        assertEquals(5, wins.size());
        for (State s : wins) assertKeepsTheValue(s, 30_000, s.positionText());
    }

    @Test
    void connectFourAvoidsForcedLosses() throws Exception {
        // Not lost for the side to move (score >= 0), 30 stones or more, with some move that
        // loses: the player must not choose one.
        Map<Long, Integer> memo = new HashMap<>();
        List<State> positions = ponsPositions(5, p -> {
            if (p.score() < 0 || p.stones() < 30) return false;
            for (int v : moveValues(p.state(), memo)) if (v < 0) return true;
            return false;
        });
        assertEquals(5, positions.size());
        for (State s : positions) assertKeepsTheValue(s, 30_000, s.positionText());
    }

    // ------------------------------------------------------------------ configuration

    @Test
    void everyPlayerIsCataloguedWithItsSettings() {
        assertEquals(List.of("mcts-solver", "uct", "pn-mcts", "pn-mcts2"),
                SearcherCatalog.PLAYERS.stream().map(PlayerType::name).toList().subList(0, 4),
                "the MCTS family leads the catalog, its default first");
        // The catalogued players default to one thread per processor (threads=0); the named
        // settings to one thread.
        assertEquals(MctsSettings.uct().withThreads(0), ((MctsPlayer) MctsPlayers.UCT.create(List.of())).settings());
        assertEquals(MctsSettings.mctsSolver().withThreads(0),
                ((MctsPlayer) MctsPlayers.MCTS_SOLVER.create(List.of())).settings());
        assertEquals(MctsSettings.mctsSolver(),
                ((MctsPlayer) MctsPlayers.UCT.create(List.of("solver=true", "threads=1"))).settings());
        assertEquals(MctsSettings.ludiiUct(),
                ((MctsPlayer) MctsPlayers.UCT.create(List.of("profile=LUDII", "threads=1"))).settings());
        assertEquals(MctsSettings.ludiiUct().withExpansion(MctsSettings.Expansion.ALL).withC(0.7),
                ((MctsPlayer) MctsPlayers.UCT.create(List.of("profile=ludii", "expansion=all", "c=0.7", "threads=1")))
                        .settings(),
                "explicit keys win over the profile");
        assertEquals(MctsSettings.pnMcts().withThreads(0), ((MctsPlayer) MctsPlayers.PN_MCTS.create(List.of())).settings());
        assertEquals(MctsSettings.pnMcts2().withThreads(3),
                ((MctsPlayer) MctsPlayers.PN_MCTS2.create(List.of("threads=3"))).settings());
        assertEquals(3, ((MctsPlayer) MctsPlayers.PN_MCTS2.create(List.of("threads=3"))).threads());
        assertEquals(Runtime.getRuntime().availableProcessors(),
                ((MctsPlayer) MctsPlayers.PN_MCTS2.create(List.of())).threads(), "threads=0: one per processor");
        MctsSettings s = ((MctsPlayer) MctsPlayers.PN_MCTS2.create(
                List.of("variant=fxu", "cpn=2.5", "t=9", "rank=max", "contempt=-0.25", "seed=3"))).settings();
        assertEquals(new MctsSettings.Pn(2, true, false, true, 2.5, 9, MctsSettings.RankNorm.MAX, -0.25), s.pn());
        assertEquals("FxU", s.pn().variant());
        assertEquals(3, s.seed());
        for (String[] bad : new String[][] {{"variant=FSUX"}, {"variant=SFU"}, {"cpn=-1"}, {"t=-1"},
                {"rank=min"}, {"contempt=2"}, {"solver=true"}, {"expansion=one"}, {"threads=-1"},
                {"threads=257"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> MctsPlayers.PN_MCTS2.create(List.of(bad)));
            String key = bad[0].substring(0, bad[0].indexOf('='));
            assertTrue(e.getMessage().contains("'" + key + "'"), e.getMessage());
        }
    }

    @Test
    void pnPlayersTakeTheBestConstantsOfThePaperPerGame() {
        Game loa7 = GameCatalog.find("lines_of_action").orElseThrow().create(List.of("size=7"));
        Game loa8 = GameCatalog.find("lines_of_action").orElseThrow().create(List.of("size=8"));
        for (PlayerType t : List.of(MctsPlayers.PN_MCTS, MctsPlayers.PN_MCTS2)) {
            assertEquals(2.0, t.resolve(loa7, Map.of()).getDouble("cpn"));
            assertEquals(1.0, t.resolve(loa8, Map.of()).getDouble("cpn"));
            assertEquals(0.1, t.resolve(C4, Map.of()).getDouble("cpn"), "ours, measured");
            assertEquals(1.0, t.resolve(null, Map.of()).getDouble("cpn"));
            assertEquals(0.5, t.resolve(loa7, Map.of("cpn", "0.5")).getDouble("cpn"), "explicit keys win");
            assertEquals(2.0, ((MctsPlayer) t.create(loa7, List.of())).settings().pn().cpn());
            // Lines of Action: the rank term decays (the paper's constant lost every game to an
            // alpha-beta player at our iteration counts); elsewhere the paper's constant.
            assertEquals("sqrt", t.resolve(loa8, Map.of()).get("rank_decay"));
            assertEquals("sqrt", t.resolve(loa7, Map.of()).get("rank_decay"));
            assertEquals("none", t.resolve(C4, Map.of()).get("rank_decay"));
            assertEquals("none", t.resolve(loa8, Map.of("profile", "paper")).get("rank_decay"));
            assertEquals(MctsSettings.RankDecay.SQRT, ((MctsPlayer) t.create(loa8, List.of())).settings().pn().rankDecay());
        }
    }

    @Test
    void everyTunedValueOfAGameIsAValidPnParameter() {
        int tuned = 0;
        for (GameType type : GameCatalog.ALL) {
            Game g = type.create();
            Map<String, String> d = MctsPlayers.pnGameDefaults(g, Map.of());
            for (PlayerType t : List.of(MctsPlayers.PN_MCTS, MctsPlayers.PN_MCTS2)) {
                Params p = t.resolve(g, Map.of());
                d.forEach((k, v) -> assertEquals(v, p.get(k), type.name() + " " + t.name()));
            }
            tuned += d.isEmpty() ? 0 : 1;
        }
        assertEquals(7, tuned, "lines_of_action, connect_four, minishogi, knightthrough, awari, Othello, breakthrough");
        Game othello = GameCatalog.find("Othello").orElseThrow().create();
        assertEquals(Map.of("playout", "policy", "ept", "2", "c", "0.8", "imm", "0.4", "imm_scale", "150"),
                MctsPlayers.pnGameDefaults(othello, Map.of()),
                "measured");
        assertEquals(Map.of("playout", "policy"), MctsPlayers.pnGameDefaults(GameCatalog.find("breakthrough").orElseThrow().create(),
                Map.of()), "measured");
        Map<String, String> c4 = MctsPlayers.pnGameDefaults(GameCatalog.find("connect_four").orElseThrow().create(), Map.of());
        assertEquals("auto", c4.get("book"));
        assertEquals("0.5", c4.get("endgame"));
        assertEquals(null, MctsPlayers.pnGameDefaults(GameCatalog.find("connect_four").orElseThrow().create(List.of("width=6")),
                Map.of()).get("book"), "the book's defaults are 7x6's");
    }

    @Test
    void othelloPlaysPolicyPlayoutsByDefaultExceptTheLudiiBaseline() {
        Game othello = GameCatalog.find("Othello").orElseThrow().create();
        Game c4 = GameCatalog.find("connect_four").orElseThrow().create();
        for (PlayerType t : List.of(MctsPlayers.UCT, MctsPlayers.MCTS_SOLVER, MctsPlayers.PN_MCTS, MctsPlayers.PN_MCTS2)) {
            assertEquals(MctsSettings.Playout.POLICY, ((MctsPlayer) t.create(othello, List.of())).settings().playout(),
                    t.name());
            assertEquals(MctsSettings.Playout.RANDOM, ((MctsPlayer) t.create(c4, List.of())).settings().playout(),
                    t.name());
            assertEquals(MctsSettings.Playout.RANDOM,
                    ((MctsPlayer) t.create(othello, List.of("playout=random"))).settings().playout(), t.name());
        }
        // The PN-MCTS paper's baseline keeps uniform playouts to the end, and C = √2.
        MctsSettings ludii = ((MctsPlayer) MctsPlayers.UCT.create(othello, List.of("profile=ludii"))).settings();
        assertEquals(MctsSettings.Playout.RANDOM, ludii.playout());
        assertEquals(0, ludii.ept());
        assertEquals(Math.sqrt(2), ludii.c());
    }

    // ------------------------------------------------------------------ switches

    @Test
    void oneChildPerIterationFindsTerminalsOnlyWhenVisited() throws Exception {
        // x to move wins at once in column 3 or 7. Creating all children sees it at the root's
        // expansion, with no playout; Ludii's one-at-a-time expansion finds it by visiting.
        State s = C4.parsePosition("445566");
        MoveDecision all = search(player(new String[] {"mcts-solver"}, 1), s, 10_000);
        MoveDecision one = search(player(new String[] {"mcts-solver", "expansion=one"}, 1), s, 10_000);
        assertEquals(0, all.playouts());
        assertTrue(one.playouts() > 0);
        for (MoveDecision d : List.of(all, one)) {
            assertEquals(Value.WIN, d.value());
            assertTrue(d.move() == s.parseMove("3") || d.move() == s.parseMove("7"), "move " + d.move());
        }
    }

    @Test
    void parentMeanValuesLetAChildBeRevisitedBeforeItsSiblingsAreTried() throws Exception {
        // The first visit's child ties with the unvisited ones (its one result equals the
        // parent's mean) and is first in the order, so it is taken again at once.
        State s = C4.newInitialState();
        for (long seed = 0; seed < 5; seed++) {
            MctsPlayer first = player(new String[] {"uct", "reuse=false"}, seed);
            MctsPlayer parent = player(new String[] {"uct", "unvisited=parent_mean", "reuse=false"}, seed);
            search(first, s, 7);
            search(parent, s, 7);
            int unvisitedFirst = 0;
            int unvisitedParent = 0;
            for (int c = 1; c <= 7; c++) {
                if (first.tree().visits(c) == 0) unvisitedFirst++;
                if (parent.tree().visits(c) == 0) unvisitedParent++;
            }
            assertEquals(0, unvisitedFirst, "every child once");
            assertTrue(unvisitedParent > 0, "seed " + seed);
        }
    }

    @Test
    void plainUctDoesNotProveButTheSolverDoes() throws Exception {
        State s = C4.parsePosition("44556");   // o to move, x threatens 3 and 7: lost in 2
        MoveDecision plain = search(player(new String[] {"uct"}, 2), s, 20_000);
        MoveDecision solver = search(player(new String[] {"mcts-solver"}, 2), s, 20_000);
        assertEquals(Value.UNKNOWN, plain.value());
        assertEquals(20_000, plain.playouts(), "no proof ends plain UCT early");
        assertEquals(Value.LOSS, solver.value());
        assertTrue(solver.playouts() < 20_000);
    }

    @Test
    void sameSeedAndBudgetRepeatForEveryPlayer() throws Exception {
        State s = C4.parsePosition("4453");
        for (String[] config : PLAYERS) {
            MoveDecision a = search(player(config, 11), s, 5_000);
            MctsPlayer p = player(config, 11);
            MoveDecision b = search(p, s, 5_000);
            String label = String.join(" ", config);
            assertEquals(a.move(), b.move(), label);
            assertEquals(a.nodes(), b.nodes(), label);
            assertEquals(a.winRate(), b.winRate(), label);
            assertArrayEquals(a.pv(), b.pv(), label);
            p.reset();
            assertEquals(a.nodes(), search(p, s, 5_000).nodes(), label + " after reset");
            assertNotEquals(a.nodes(), search(player(config, 12), s, 5_000).nodes(), label + " other seed");
        }
    }
}
