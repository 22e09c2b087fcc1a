package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pnengine.search.mcts.MctsTree.INF;
import static org.pnengine.search.mcts.MctsTree.ROOT;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/** The PN-MCTS players: their numbers, the F, S and U switches, and the double layer. */
class PnMctsTest {

    /** {@code pn-mcts} with the given keys, on one thread (the tests read its one tree). */
    private static MctsPlayer pn(String... keys) {
        return (MctsPlayer) MctsPlayers.PN_MCTS.create(oneThread(keys));
    }

    private static MctsPlayer pn2(String... keys) {
        return (MctsPlayer) MctsPlayers.PN_MCTS2.create(oneThread(keys));
    }

    private static List<String> oneThread(String... keys) {
        List<String> l = new ArrayList<>(List.of(keys));
        l.add("threads=1");
        return l;
    }

    private static MoveDecision search(MctsPlayer p, State s, long playouts) {
        return p.chooseMove(s, SearchLimits.ofNodes(playouts), new StopSignal());
    }

    /** The root's children in tree order. */
    private static int[] rootChildren(MctsTree t) {
        int first = t.firstChild(ROOT);
        int[] c = new int[t.childCount(ROOT)];
        for (int i = 0; i < c.length; i++) c[i] = first + i;
        return c;
    }

    /** The root child for move {@code move}. */
    private static int child(MctsTree t, int move) {
        for (int c : rootChildren(t)) if (t.move(c) == move) return c;
        throw new AssertionError("no child " + move);
    }

    // ------------------------------------------------------------------ numbers

    /**
     * A search of exactly one iteration per root child visits each once and expands none, so the
     * numbers are known by hand. Root (first player, OR) children: {@code -} lost (∞, 0),
     * {@code 0} drawn, also (∞, 0) in the first layer, and two unexpanded inner nodes (1, 1):
     * root pn = min(∞, ∞, 1, 1) = 1, dn = 0 + 0 + 1 + 1 = 2; ranks by pn: the inner nodes 1, 1,
     * the terminals 3, 3.
     */
    @Test
    void numbersAfterOneVisitPerRootChild() throws Exception {
        ExplicitTreeGame g = new ExplicitTreeGame("(- 0 (+ -) (+ -))");
        MctsPlayer p = pn("seed=3");
        search(p, g.newInitialState(), 4);
        MctsTree t = p.tree();
        assertEquals(1, t.pn(ROOT));
        assertEquals(2, t.dn(ROOT));
        for (int c : rootChildren(t)) {
            assertEquals(1, t.visits(c));
            boolean inner = t.move(c) >= 2;
            assertEquals(inner ? 1 : INF, t.pn(c));
            assertEquals(inner ? 1 : 0, t.dn(c));
            assertEquals(inner ? 1 : 3, t.rank(c));
        }
    }

    /**
     * The first expansion, whichever child it picks: three root children {@code (+ -)} (second
     * player to move: AND; it wins by {@code -}). After one visit each the root is
     * (min(1, 1, 1), 1 + 1 + 1) = (1, 3), ranks 1, 1, 1. The fourth iteration expands one child:
     * it becomes (0 + ∞, min(∞, 0)) = (∞, 0), the root (1, 0 + 1 + 1) = (1, 2), and the expanded
     * child ranks 3 behind the other two (1, 1).
     */
    @Test
    void theFirstExpansionUpdatesThePathAndTheRanks() {
        ExplicitTreeGame g = new ExplicitTreeGame("((+ -) (+ -) (+ -))");
        MctsPlayer p = pn("seed=1", "reuse=false");
        search(p, g.newInitialState(), 3);
        MctsTree t = p.tree();
        assertEquals(1, t.pn(ROOT));
        assertEquals(3, t.dn(ROOT));
        for (int c : rootChildren(t)) assertEquals(1, t.rank(c));
        search(p, g.newInitialState(), 4);
        assertEquals(1, t.pn(ROOT));
        assertEquals(2, t.dn(ROOT));
        int expanded = 0;
        for (int c : rootChildren(t)) {
            if (t.isExpanded(c)) {
                expanded++;
                assertEquals(INF, t.pn(c));
                assertEquals(0, t.dn(c));
                assertEquals(3, t.rank(c));
            } else {
                assertEquals(1, t.rank(c));
            }
        }
        assertEquals(1, expanded);
    }

    /** The numbers of {@code node} recomputed from scratch: {pn, dn, pn2, dn2}. */
    private static int[] fromScratch(MctsTree t, int node, State s, int rootPlayer) {
        if (s.isTerminal()) {
            int score = rootPlayer == Game.FIRST ? s.score() : -s.score();
            return new int[] {score > 0 ? 0 : INF, score > 0 ? INF : 0, score >= 0 ? 0 : INF, score >= 0 ? INF : 0};
        }
        if (!t.isExpanded(node)) return new int[] {1, 1, 1, 1};
        boolean or = s.toMove() == rootPlayer;
        long[] sum = new long[4];
        int[] min = {INF, INF, INF, INF};
        for (int c = t.firstChild(node); c < t.firstChild(node) + t.childCount(node); c++) {
            s.apply(t.move(c));
            int[] k = fromScratch(t, c, s, rootPlayer);
            s.undo();
            for (int i = 0; i < 4; i++) {
                sum[i] += k[i];
                min[i] = Math.min(min[i], k[i]);
            }
        }
        int[] out = new int[4];
        for (int i = 0; i < 4; i++) {
            boolean useMin = or == (i % 2 == 0);   // OR: pn = min, dn = sum; AND: the reverse
            out[i] = useMin ? min[i] : (int) Math.min(INF, sum[i]);
        }
        return out;
    }

    /**
     * Checks every node of the tree against a recomputation from scratch, and every rank against
     * a count of the siblings that sort strictly before it. Returns the nodes checked.
     */
    private static int checkTree(MctsTree t, int node, State s, int rootPlayer) {
        int[] want = fromScratch(t, node, s, rootPlayer);
        String where = s.positionText();
        assertEquals(want[0], t.pn(node), "pn at " + where);
        assertEquals(want[1], t.dn(node), "dn at " + where);
        if (t.pnLayers() == 2) {
            assertEquals(want[2], t.pn2(node), "pn2 at " + where);
            assertEquals(want[3], t.dn2(node), "dn2 at " + where);
        }
        if (!t.isExpanded(node)) return 1;
        boolean or = s.toMove() == rootPlayer;
        int first = t.firstChild(node);
        int n = t.childCount(node);
        int checked = 1;
        for (int c = first; c < first + n; c++) {
            int before = 0;
            for (int d = first; d < first + n; d++) {
                long kc = key(t, c, or);
                long kd = key(t, d, or);
                if (kd < kc) before++;
            }
            assertEquals(before + 1, t.rank(c), "rank below " + where);
            s.apply(t.move(c));
            checked += checkTree(t, c, s, rootPlayer);
            s.undo();
        }
        return checked;
    }

    private static long key(MctsTree t, int c, boolean or) {
        long primary = or ? t.pn(c) : t.dn(c);
        long secondary = t.pnLayers() == 2 ? (or ? t.pn2(c) : t.dn2(c)) : 0;
        return primary * (1L << 32) + secondary;
    }

    @Test
    void incrementalNumbersEqualARecomputationFromScratch() throws Exception {
        // Connect Four in the middle game, both layers; the update stops at the first unchanged
        // ancestor, which must lose nothing.
        State s = ConnectFourGame.standard().parsePosition("4453");
        for (MctsPlayer p : List.of(pn("seed=2"), pn2("seed=2"))) {
            search(p, s, 3_000);
            int n = checkTree(p.tree(), ROOT, s.copy(), s.toMove());
            assertTrue(n > 3_000, n + " nodes checked");
        }
    }

    @Test
    void numbersFollowTheRootPlayerWhenTurnsDoNotAlternate() throws Exception {
        // LastTokenWinsNim: taking two to a multiple of three moves again, so OR and AND nodes do not
        // alternate by depth. Values come from the game's own recursion.
        for (int heap = 5; heap <= 14; heap++) {
            LastTokenWinsNim g = new LastTokenWinsNim(heap);
            State s = g.newInitialState();
            MctsPlayer one = pn("seed=" + heap);
            MctsPlayer two = pn2("seed=" + heap);
            MoveDecision d1 = search(one, s, 20_000);
            MoveDecision d2 = search(two, s, 20_000);
            checkTree(one.tree(), ROOT, s.copy(), s.toMove());
            checkTree(two.tree(), ROOT, s.copy(), s.toMove());
            if (LastTokenWinsNim.wins(heap)) {
                assertEquals(Value.WIN, d1.value(), "heap " + heap);
                assertEquals(Value.WIN, d2.value(), "heap " + heap);
                assertTrue(LastTokenWinsNim.winningMove(heap, d1.move()), "heap " + heap);
                assertTrue(LastTokenWinsNim.winningMove(heap, d2.move()), "heap " + heap);
            } else {
                // No draws in Nim: the first layer disproves (dn = 0) without naming a loss;
                // the second layer proves it.
                assertEquals(0, one.tree().dn(ROOT), "heap " + heap);
                assertEquals(Value.UNKNOWN, d1.value());
                assertEquals(Value.LOSS, d2.value(), "heap " + heap);
            }
        }
    }

    @Test
    void reusesItsTreeOnlyForTheSamePlayer() throws Exception {
        State s = ConnectFourGame.standard().parsePosition("4453");
        MctsPlayer p = pn("seed=4");
        MoveDecision first = search(p, s, 5_000);
        State next = s.copy();
        next.apply(first.pv()[0]);
        next.apply(first.pv()[1]);
        MoveDecision reused = search(p, next, 500);
        MoveDecision alone = search(pn("seed=4", "reuse=false"), next, 500);
        assertTrue(reused.nodes() > alone.nodes() + 500, "kept subtree: " + reused.nodes() + " nodes, fresh: "
                + alone.nodes());
        checkTree(p.tree(), ROOT, next.copy(), next.toMove());
        // The other player's search below the same tree: its numbers would be for the wrong
        // player, so the tree starts afresh, and is consistent.
        State other = next.copy();
        other.apply(reused.pv()[0]);
        MoveDecision fresh = search(p, other, 500);
        assertTrue(fresh.nodes() < reused.nodes(), fresh.nodes() + " nodes");
        checkTree(p.tree(), ROOT, other.copy(), other.toMove());
    }

    // ------------------------------------------------------------------ F, S, U

    /**
     * F: move 0 leads to a forced win that random playouts rarely find (the second player picks
     * one of two nodes where only one of four moves wins); move 1 leads to a trap that random
     * play almost always wins and best play loses. The search stops once move 0 is proven, with
     * move 1 far more visited: FSU plays the proof. Without F the search runs on to its budget,
     * as the reference code does (acatai/pn-mcts, its early return on a proven root commented
     * out), and xSU plays the most-visited move then.
     */
    @Test
    void finalMoveRulePlaysAProvenWin() {
        ExplicitTreeGame g = new ExplicitTreeGame("(((+ - - -) (+ - - -)) " + ExplicitTreeGame.trap(10) + ")");
        State s = g.newInitialState();
        MctsPlayer f = pn("variant=FSU", "seed=5");
        MoveDecision df = search(f, s, 100_000);
        assertEquals(0, df.move());
        assertEquals(Value.WIN, df.value());
        assertTrue(df.playouts() < 100_000, "stops once the root is proven");
        MctsTree t = f.tree();
        assertEquals(0, t.pn(child(t, 0)));
        assertTrue(t.visits(child(t, 1)) > t.visits(child(t, 0)),
                t.visits(child(t, 1)) + " vs " + t.visits(child(t, 0)));
        MctsPlayer nf = pn("variant=xSU", "seed=5");
        MoveDecision dn = search(nf, s, 3 * df.playouts());
        assertEquals(3 * df.playouts(), dn.playouts(), "without F, a proven root does not end the search");
        MctsTree tn = nf.tree();
        assertEquals(0, tn.pn(ROOT), "the root was proven on the way");
        int mostVisited = tn.visits(child(tn, 1)) > tn.visits(child(tn, 0)) ? 1 : 0;
        assertEquals(mostVisited, dn.move(), "without F, the most-visited move");
        MctsPlayer early = pn("variant=xSU", "seed=5");
        assertEquals(1, search(early, s, df.playouts()).move(), "at F's budget, the trap is still the most visited");
    }

    /**
     * The reverse of {@link ExplicitTreeGame#trap}: entered by the first player, a line where the
     * first player must find the one move of four that does not lose at once, {@code k} times,
     * and then wins. Random play loses it almost always.
     */
    private static String hiddenWin(int k) {
        return k == 0 ? "+" : "((- - - " + hiddenWin(k - 1) + "))";
    }

    /**
     * S: move 0 is an immediate draw, disproven in the first layer (dn = 0), while moves 1 and 2
     * lead to hidden wins whose playouts nearly always lose; the draw has the best mean, so plain
     * UCB keeps choosing it. With S it is skipped once it has more than T visits (the root being
     * unsolved): its count stops at T + 1. (With F, so that the search ends once a win is proven:
     * at a solved root nothing is skipped.)
     */
    @Test
    void skipsSolvedChildrenAfterTVisits() {
        ExplicitTreeGame g = new ExplicitTreeGame("(0 " + hiddenWin(12) + " " + hiddenWin(12) + ")");
        State s = g.newInitialState();
        for (int t : new int[] {0, 5, 12}) {
            MctsPlayer skip = pn("variant=FSU", "t=" + t, "seed=1");
            MoveDecision d = search(skip, s, 3_000);
            MctsTree tree = skip.tree();
            assertEquals(t + 1, tree.visits(child(tree, 0)), "t=" + t);
            assertTrue(d.playouts() > 100, d.playouts() + " playouts");
        }
        MctsPlayer keep = pn("variant=xxU", "seed=1");
        search(keep, s, 3_000);
        assertTrue(keep.tree().visits(child(keep.tree(), 0)) > 100, "without S: "
                + keep.tree().visits(child(keep.tree(), 0)));
    }

    @Test
    void theRankTermChangesTheSearchAndItsNormalisationAndDecayToo() throws Exception {
        State s = ConnectFourGame.standard().parsePosition("4453");
        String[][] configs = {{"variant=FSx"}, {"variant=FSU"}, {"variant=FSU", "rank=max"}, {"variant=FSU", "cpn=3"},
                {"variant=FSU", "rank_decay=sqrt"}};
        long[] nodes = new long[configs.length];
        for (int i = 0; i < configs.length; i++) {
            List<String> keys = new ArrayList<>(List.of(configs[i]));
            keys.add("seed=6");
            keys.add("threads=1");
            MctsPlayer p = (MctsPlayer) MctsPlayers.PN_MCTS.create(keys);
            nodes[i] = search(p, s, 5_000).nodes();
        }
        // Same seed and budget: any difference in the trees comes from the selection term.
        for (int i = 1; i < configs.length; i++) assertNotEquals(nodes[0], nodes[i], "config " + i);
        for (int i = 2; i < configs.length; i++) assertNotEquals(nodes[1], nodes[i], "config " + i);
    }

    /**
     * The paper's rank term is a constant bonus, so however long the search runs the proof
     * numbers keep their share of the visits; with {@code rank_decay} it shrinks with the visits,
     * as UCB1's exploration does, and the visits come to follow the values. At a large budget the
     * constant term's root visits are far from those without the rank term (FSx), the decayed
     * term's no farther than another seed's. (That it changes the search at all: the test above.)
     */
    @Test
    void aDecayedRankTermGivesWayToTheValues() throws Exception {
        State s = ConnectFourGame.standard().parsePosition("4453");
        String[] common = {"cpn=1", "imm=0", "endgame=0", "book=none", "seed=3"};
        double[] ref = rootShares(s, 60_000, common, "variant=FSx");
        double none = distance(rootShares(s, 60_000, common, "variant=FSU", "rank_decay=none"), ref);
        double sqrt = distance(rootShares(s, 60_000, common, "variant=FSU", "rank_decay=sqrt"), ref);
        // Another seed without the rank term: how far two searches differ by chance alone.
        String[] other = common.clone();
        other[other.length - 1] = "seed=4";
        double chance = distance(rootShares(s, 60_000, other, "variant=FSx"), ref);
        assertTrue(none > 3 * chance, "the constant term " + none + " against chance " + chance);
        assertTrue(sqrt < 2 * chance, "the decayed term " + sqrt + " against chance " + chance);
    }

    /** The share of the root's visits of each move, after a search of {@code playouts}. */
    private static double[] rootShares(State s, long playouts, String[] common, String... keys) {
        List<String> all = new ArrayList<>(List.of(common));
        all.addAll(List.of(keys));
        MctsPlayer p = pn(all.toArray(new String[0]));
        search(p, s, playouts);
        MctsTree t = p.tree();
        double[] share = new double[s.game().maxMoves()];
        for (int c : rootChildren(t)) share[t.move(c)] = (double) t.visits(c) / t.visits(ROOT);
        return share;
    }

    /** Total variation distance between two distributions. */
    private static double distance(double[] p, double[] q) {
        double d = 0;
        for (int i = 0; i < p.length; i++) d += Math.abs(p[i] - q[i]);
        return d / 2;
    }

    // ------------------------------------------------------------------ double layer

    /**
     * Move 0 draws at once; move 1 is the trap: lost with best play, won by random play. The
     * root can force a draw (pn2 = 0) and nothing better, so the only non-losing move is the
     * draw. The root's mean score is high (the trap's playouts win), so with F the double layer
     * plays the draw only when that mean is at or below the contempt factor.
     */
    @Test
    void doubleLayerTakesAForcedDrawUnderContempt() {
        ExplicitTreeGame g = new ExplicitTreeGame("(0 " + ExplicitTreeGame.trap(10) + ")");
        State s = g.newInitialState();
        MctsPlayer p = pn2("seed=2");
        MoveDecision d = search(p, s, 400);
        MctsTree t = p.tree();
        assertEquals(0, t.pn2(ROOT), "a draw is forced");
        assertNotEquals(0, t.pn(ROOT), "a win is not");
        double mean = p.rootMean();
        assertTrue(mean > 0, "mean " + mean);
        assertEquals(1, d.move(), "contempt 0 < mean " + mean + ": the most-visited move");
        assertTrue(t.visits(child(t, 1)) > t.visits(child(t, 0)));

        // The same search (the contempt factor only changes the final choice) with the factor
        // at the mean, and just below it.
        MctsPlayer at = pn2("seed=2", "contempt=" + mean);
        assertEquals(0, search(at, s, 400).move(), "mean <= contempt: the draw");
        assertEquals(mean, at.rootMean());
        MctsPlayer below = pn2("seed=2", "contempt=" + (mean - 1e-9));
        assertEquals(1, search(below, s, 400).move());
        MctsPlayer noF = pn2("seed=2", "contempt=1", "variant=xSU");
        assertEquals(1, search(noF, s, 400).move(), "the contempt rule belongs to F");
    }

    @Test
    void doubleLayerProvesDrawsAndLossesTheFirstLayerCannotName() {
        // A position every move of which draws or loses: (0 (- +)) for the first player means
        // move 0 draws, move 1 lets the second player win.
        ExplicitTreeGame g = new ExplicitTreeGame("(0 (- +) (- -))");
        MctsPlayer p = pn2("seed=1", "contempt=1");
        MoveDecision d = search(p, g.newInitialState(), 2_000);
        assertEquals(Value.DRAW, d.value());
        assertEquals(0, d.move());
        MctsPlayer single = pn("seed=1");
        MoveDecision e = search(single, g.newInitialState(), 2_000);
        assertEquals(Value.UNKNOWN, e.value(), "disproven (dn = 0) is not a value in the first layer");
        assertEquals(0, single.tree().dn(ROOT));
    }

    // ------------------------------------------------------------------ analysis

    @Test
    void reportsCarryProofNumbersAndProvenValues() {
        ExplicitTreeGame g = new ExplicitTreeGame("(0 (- +) ((+ +) (+ -)))");
        List<SearchInfo> infos = new ArrayList<>();
        MctsPlayer p = pn2("seed=1");
        MoveDecision d = p.chooseMove(g.newInitialState(), SearchLimits.ofNodes(2_000), new StopSignal(),
                infos::add, 1_000_000);
        assertEquals(1, infos.size(), "one final report, the interval never passed");
        SearchInfo last = infos.get(0);
        assertEquals(3, last.moves().size());
        MoveInfo best = last.moves().get(0);
        assertEquals(d.move(), best.move(), "the final-move choice comes first");
        assertEquals(2, best.move(), "move 2: the second player must let the first win");
        assertEquals(Value.WIN, best.proven());
        assertEquals(0.0, best.pn());
        assertEquals(Double.POSITIVE_INFINITY, best.dn());
        for (MoveInfo m : last.moves()) {
            if (m.move() == 0) assertEquals(Value.DRAW, m.proven());
            if (m.move() == 1) assertEquals(Value.LOSS, m.proven());
        }
        assertEquals(Value.WIN, d.value());
    }
}
