package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Evaluation;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.StopSignal;

/** Implicit minimax backups ({@code imm=}, {@link MctsSettings.Implicit}) in the MCTS tree. */
class ImplicitMinimaxTest {

    private static final int SCALE = 150;

    private static Game game(String name) {
        return GameCatalog.find(name).orElseThrow().create(List.of());
    }

    /** A position after {@code plies} seeded random moves (none ending the game). */
    private static State randomPosition(Game g, long seed, int plies) {
        State s = g.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[g.maxMoves()];
        for (int i = 0; i < plies; i++) {
            int n = s.legalMoves(moves);
            s.apply(moves[rng.nextInt(n)]);
            if (s.isTerminal()) s.undo();
        }
        return s;
    }

    private static MctsSearch searched(MctsSettings settings, State s, long iterations) {
        MctsSearch search = new MctsSearch(settings, 11);
        search.prepare(s, 1 << 22, 1000);
        search.run(iterations, Long.MAX_VALUE, new StopSignal(), (now, it) -> false);
        return search;
    }

    /**
     * Walks the tree with the positions it stands for: every expanded node holds the negamax
     * of its children's values, and every leaf but the root the value of its own position
     * for the player who moved into it (a terminal's result, else tanh(evaluation / scale)).
     * Returns the nodes checked.
     */
    private static int check(MctsTree t, int node, State s, int movedInto) {
        int first = t.firstChild(node);
        if (first < 0) {
            float want;
            if (s.isTerminal()) {
                int sc = s.score();
                want = Integer.signum(movedInto == Game.FIRST ? sc : -sc);
            } else {
                double e = ((Evaluation) s).evaluate();
                want = (float) Math.tanh((movedInto == Game.FIRST ? e : -e) / SCALE);
            }
            assertEquals(want, t.implicitValue(node), "leaf " + s.positionText());
            return 1;
        }
        float best = Float.NEGATIVE_INFINITY;
        int checked = 1;
        int mover = s.toMove();
        for (int c = first; c < first + t.childCount(node); c++) {
            best = Math.max(best, t.implicitValue(c));
            s.apply(t.move(c));
            checked += check(t, c, s, mover);
            s.undo();
        }
        assertEquals(-best, t.implicitValue(node), "negamax at " + s.positionText());
        return checked;
    }

    @Test
    void everyNodeHoldsTheNegamaxOfTheEvaluationOverTheTree() {
        for (String name : List.of("breakthrough", "minishogi", "Othello")) {
            Game g = game(name);
            for (long seed = 1; seed <= 3; seed++) {
                State s = randomPosition(g, seed, 6);
                MctsSettings settings = MctsSettings.mctsSolver().withImplicit(new MctsSettings.Implicit(0.4, SCALE));
                MctsSearch search = searched(settings, s, 3_000);
                int nodes = check(search.tree(), MctsTree.ROOT, s.copy(), 1 - s.toMove());
                assertTrue(nodes > 3_000, name + ": the whole tree was walked (" + nodes + " nodes)");
            }
        }
    }

    @Test
    void theValuesSurviveTreeReuseAndTheProofNumberPlayers() {
        Game g = game("breakthrough");
        State s = randomPosition(g, 4, 8);
        for (MctsSettings base : List.of(MctsSettings.mctsSolver(), MctsSettings.pnMcts())) {
            MctsSettings settings = base.withImplicit(new MctsSettings.Implicit(0.3, SCALE));
            MctsSearch search = searched(settings, s, 2_000);
            search.finish(s);
            // Play the most visited root move and its most visited reply: the search keeps that subtree.
            State next = s.copy();
            MctsTree t = search.tree();
            int node = MctsTree.ROOT;
            for (int ply = 0; ply < 2; ply++) {
                int best = t.firstChild(node);
                for (int c = best; c < t.firstChild(node) + t.childCount(node); c++) {
                    if (t.visits(c) > t.visits(best)) best = c;
                }
                next.apply(t.move(best));
                node = best;
            }
            search.prepare(next, 1 << 22, 1000);
            assertTrue(t.size() > 1, "the subtree was kept");
            search.run(1_000, Long.MAX_VALUE, new StopSignal(), (now, it) -> false);
            check(t, MctsTree.ROOT, next.copy(), 1 - next.toMove());
        }
    }

    @Test
    void theParametersReachTheSettingsAndNeedExpansionAll() {
        Game g = game("breakthrough");
        MctsPlayer p = (MctsPlayer) SearcherCatalog.player("mcts-solver").orElseThrow()
                .create(g, List.of("imm=0.35", "imm_scale=80", "threads=1"));
        assertEquals(new MctsSettings.Implicit(0.35, 80), p.settings().imm());
        MctsPlayer off = (MctsPlayer) SearcherCatalog.player("pn-mcts").orElseThrow().create(g, List.of("threads=1"));
        assertEquals(MctsSettings.Implicit.OFF, off.settings().imm());
        assertThrows(IllegalArgumentException.class, () -> MctsSettings.ludiiUct()
                .withImplicit(new MctsSettings.Implicit(0.3, 100)));
        assertThrows(IllegalArgumentException.class, () -> new MctsSettings.Implicit(1.5, 100));
        assertEquals(MctsTree.BYTES_PER_NODE + MctsTree.IMPLICIT_BYTES_PER_NODE, new MctsTree(0, true).bytesPerNode());
    }

    /**
     * Where the game's defaults put the evaluation in the tree (Othello, Lines of Action, Connect
     * Four 7×6), they do so for the MCTS players (PN-MCTS too but on Connect Four, and on Lines of
     * Action with its rank term decaying; never under {@code profile=paper}), and an explicit {@code expansion=one}
     * still makes a valid player, without it; an explicit {@code imm} with it is refused.
     */
    @Test
    void aGamesDefaultImmGivesWayToOneChildAtATime() {
        for (String name : List.of("Othello", "lines_of_action", "connect_four")) {
            Game g = game(name);
            MctsPlayer tuned = (MctsPlayer) SearcherCatalog.player("mcts-solver").orElseThrow().create(g, List.of("threads=1"));
            assertTrue(tuned.settings().imm().alpha() > 0, name + ": the game's default puts the evaluation in the tree");
            MctsPlayer one = (MctsPlayer) SearcherCatalog.player("mcts-solver").orElseThrow()
                    .create(g, List.of("threads=1", "expansion=one"));
            assertEquals(0.0, one.settings().imm().alpha(), name + ": expansion=one without it");
            assertThrows(IllegalArgumentException.class, () -> SearcherCatalog.player("mcts-solver").orElseThrow()
                    .create(g, List.of("threads=1", "expansion=one", "imm=0.4")), name + ": asked for both");
        }
        MctsPlayer pn = (MctsPlayer) SearcherCatalog.player("pn-mcts").orElseThrow().create(game("lines_of_action"), List.of("threads=1"));
        assertEquals(0.4, pn.settings().imm().alpha(), 0.0, "PN-MCTS too on Lines of Action, with the decayed rank term");
        MctsPlayer paper = (MctsPlayer) SearcherCatalog.player("pn-mcts").orElseThrow()
                .create(game("lines_of_action"), List.of("threads=1", "profile=paper"));
        assertEquals(0.0, paper.settings().imm().alpha(), "the paper's profile keeps the paper's algorithm");
    }
}
