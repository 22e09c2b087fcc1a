package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.games.woodpush.WoodpushGame;
import org.pnengine.search.RetrogradeValues;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * {@link MoPnsSolver}: exact scores against the independent {@link ScoreOracle} (plain negamax) on
 * Connect Four, Othello 4×4 and Woodpush; win/draw/loss against {@link NegamaxOracle}; the same
 * tree as PNS with two outcomes; pruning that frees memory.
 */
class MoPnsSolverTest {

    private static final List<List<String>> SETTINGS = List.of(List.of(), List.of("tt=false"));

    private static Solver solver(List<String> params) {
        return MoPnsSolver.TYPE.create(params);
    }

    /**
     * Othello 4×4 from the start: White (second player) wins 11–3, so Black to move scores −8
     * ({@code ../shared/reference/rules-and-numbers.md}, "Solved values").
     */
    @Test
    void othelloFourByFourIsLostByEightDiscs() {
        for (List<String> p : SETTINGS) {
            State s = OthelloGame.of(4).newInitialState();
            SolveResult r = SolverChecks.solve(solver(p), s);
            assertEquals(Value.LOSS, r.value(), p.toString());
            assertEquals(-8, r.score(), p.toString());
            assertNull(r.stopReason());
            assertEquals(0, s.ply(), "the state is restored");
            // Both sides play value-preserving moves along the line: it ends at the exact score.
            Integer end = SolverChecks.checkLine(s, r, p.contains("tt=false"), p.toString());
            if (end != null) assertEquals(-8, end, p + ": the principal line's final score");
        }
    }

    @Test
    void exactScoresAgreeWithNegamaxOnConnectFourAndOthello() {
        List<State> positions = new ArrayList<>();
        positions.addAll(SolverChecks.randomPositions(ConnectFourGame.of(4, 4), 10, 4, 3, 6));
        positions.addAll(SolverChecks.randomPositions(ConnectFourGame.of(4, 5), 11, 12, 6, 12));
        positions.addAll(SolverChecks.randomPositions(ConnectFourGame.of(5, 4), 12, 8, 6, 12));
        positions.addAll(SolverChecks.randomPositions(OthelloGame.of(4), 13, 12, 1, 7));
        checkScores(positions, 6);
    }

    /**
     * Woodpush on 1×6 and 1×8 strips with 2 pieces a side, from positions where no position can
     * repeat (Woodpush play can cycle, which negamax cannot score): the scores are the winner's
     * remaining moves, so many outcomes occur.
     */
    @Test
    void exactScoresAgreeWithNegamaxOnWoodpush() {
        List<State> positions = new ArrayList<>();
        for (Game g : List.of(WoodpushGame.of(6, 2), WoodpushGame.of(8, 2), WoodpushGame.of(7, 1))) {
            for (State s : SolverChecks.randomPositions(g, 21 + g.maxScore(), 40, 2, 10)) {
                if (ScoreOracle.acyclic(s)) positions.add(s);
            }
        }
        assertTrue(positions.size() >= 30, "acyclic positions: " + positions.size());
        checkScores(positions, 8);
    }

    /** Every setting's score is the oracle's, its best move keeps that score, its line is legal. */
    private static void checkScores(List<State> positions, int distinctScores) {
        Map<Game, ScoreOracle> oracles = new HashMap<>();   // a memo per game: hashes are per game
        Set<Integer> seen = new HashSet<>();
        for (State s : positions) {
            ScoreOracle oracle = oracles.computeIfAbsent(s.game(), g -> new ScoreOracle());
            int truth = oracle.score(s);
            seen.add(truth);
            for (List<String> p : SETTINGS) {
                String where = s.game().descriptor() + " " + s.positionText() + " " + p;
                SolveResult r = SolverChecks.solve(solver(p), s);
                assertEquals(truth, r.score(), where);
                assertEquals(truth > 0 ? Value.WIN : truth < 0 ? Value.LOSS : Value.DRAW, r.value(), where);
                if (s.isTerminal()) continue;
                int mover = s.toMove();
                s.apply(r.bestMove());
                int after = s.toMove() == mover ? oracle.score(s) : -oracle.score(s);
                s.undo();
                assertEquals(truth, after, where + ": the best move " + r.bestMove() + " keeps the score");
                Integer end = SolverChecks.checkLine(s, r, p.contains("tt=false"), where);
                if (end != null) assertEquals(truth, end, where + ": the principal line's final score");
            }
        }
        assertTrue(seen.size() >= distinctScores, "distinct scores seen: " + seen);
    }

    @Test
    void winDrawLossOutcomesAgreeWithTheOracle() {
        Map<Game, NegamaxOracle> oracles = new HashMap<>();
        Map<Value, Integer> seen = new EnumMap<>(Value.class);
        List<State> positions = SolverChecks.randomPositions(ConnectFourGame.of(4, 5), 31, 25, 6, 12);
        positions.addAll(SolverChecks.randomPositions(OthelloGame.of(4), 32, 6, 1, 6));
        for (State s : positions) {
            NegamaxOracle oracle = oracles.computeIfAbsent(s.game(), g -> new NegamaxOracle());
            Value truth = oracle.value(s);
            seen.merge(truth, 1, Integer::sum);
            for (List<String> p : List.of(List.of("outcomes=wdl"), List.of("outcomes=wdl", "tt=false"))) {
                String where = s.positionText() + " " + p;
                SolveResult r = SolverChecks.solve(solver(p), s);
                assertEquals(truth, r.value(), where);
                assertNull(r.score(), where + ": no score with win/draw/loss outcomes");
                SolverChecks.checkBestMove(oracle, s, r, where);
                SolverChecks.checkLine(s, r, p.contains("tt=false"), where);
            }
        }
        assertEquals(3, seen.size(), "outcomes seen: " + seen);
    }

    /**
     * With two outcomes MOPNS is PNS: Connect Four scored 1 for a first-player win and 0 otherwise
     * ({@link WinOrNot}), first player to move, both without transpositions and PNS with uniform
     * (1, 1) leaves. PNS's first run ("win?") and MOPNS must expand the same positions in the same
     * order (compared hash by hash, through the search's expansion trace), so they create the same
     * number of nodes; the tree size and the per-iteration counts follow.
     */
    @Test
    void twoOutcomesDevelopTheSameTreeAsPns() {
        WinOrNot game = new WinOrNot(ConnectFourGame.of(4, 5));
        PnsSolver pns = new PnsSolver(new PnsSolver.Settings(false, false, 24));
        MoPnsSolver mopns = new MoPnsSolver(new MoPnsSolver.Settings(MoPnsSolver.Outcomes.SCORE, false, 24));
        int checked = 0;
        for (State s : SolverChecks.randomPositions(game, 41, 30, 4, 10)) {
            if (s.isTerminal() || s.toMove() != Game.FIRST) continue;
            List<Long> pnsTrace = new ArrayList<>();
            List<Long> moTrace = new ArrayList<>();
            PnsSolver.Detailed d = pns.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS,
                    pnsTrace::add);
            SolveResult r = mopns.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS, moTrace::add);
            GoalRun winRun = d.runs().get(0);
            String where = s.positionText();
            assertEquals(1, winRun.threshold());
            assertEquals(winRun.proven() ? Value.WIN : Value.DRAW, r.value(), where);
            assertEquals(winRun.nodesExpanded(), r.nodesExpanded(), where + ": iterations");
            assertEquals(winRun.nodesCreated(), r.nodesCreated(), where + ": nodes created");
            assertEquals(pnsTrace.subList(0, (int) winRun.nodesExpanded()), moTrace, where + ": expansion order");
            checked++;
        }
        assertTrue(checked >= 8, "positions compared: " + checked);
    }

    /**
     * Solved subtrees are freed: a solve finishes in a budget smaller than all the nodes it creates
     * (28 bytes each with win/draw/loss), with the same tree, since freeing changes no decision.
     */
    @Test
    void solvedSubtreesAreFreedForReuse() {
        State s = ConnectFourGame.of(4, 5).newInitialState();
        s.apply(1);
        s.apply(2);
        Solver mopns = solver(List.of("outcomes=wdl", "tt=false"));
        SolveResult free = SolverChecks.solve(mopns, s);
        long bytes = free.nodesCreated() * MoPnsInlineRules.STRIDE * Integer.BYTES;
        long budget = bytes * 3 / 4;
        SolveResult tight = mopns.solve(s, SearchLimits.none().withMemory(budget), new StopSignal(),
                Solver.NO_PROGRESS);
        assertEquals(Value.DRAW, free.value());
        assertEquals(Value.DRAW, tight.value(), "stop " + tight.stopReason() + " in " + budget + " bytes");
        assertEquals(free.nodesCreated(), tight.nodesCreated());
        assertEquals(free.nodesExpanded(), tight.nodesExpanded());
        assertTrue(tight.peakNodes() * MoPnsInlineRules.STRIDE * Integer.BYTES <= budget,
                "peak " + tight.peakNodes() + " of " + tight.nodesCreated() + " created");
    }

    @Test
    void terminalRootHasItsScore() throws Exception {
        // x has four in column 1 after seven plies: the first stone count is 4, score (42+1-7)/2 = 18.
        State won = ConnectFourGame.standard().parsePosition("1212121");
        SolveResult r = SolverChecks.solve(solver(List.of()), won);
        assertEquals(Value.LOSS, r.value());
        assertEquals(-18, r.score());
        assertEquals(-1, r.bestMove());
        assertEquals(0, r.nodesCreated());
    }

    /**
     * Woodpush play can cycle (the ko forbids only the previous position). Every position of 6×2
     * with and without the table, and every 25th of 8×3 with it (some need millions of nodes
     * without it), against the retrograde values (endless play a draw): the exact score within a node limit. Without the repetition rule the draws
     * were never proven (no finite tree shows that endless play is forced), and with the table the
     * search followed cycles thousands of plies deep.
     */
    @Test
    void woodpushScoresAgreeWithRetrogradeAnalysis() {
        RetrogradeValues.Tally all = new RetrogradeValues.Tally(0, 0);
        for (int[] size : new int[][] {{6, 2, 1}, {8, 3, 25}}) {
            WoodpushGame g = WoodpushGame.of(size[0], size[1]);
            List<List<String>> settings = size[0] == 6 ? SETTINGS : List.of(List.of());
            all = all.plus(RetrogradeValues.sample(g, size[2], (truth, s, v) -> {
                for (List<String> p : settings) {
                    String where = g.descriptor() + " " + s.positionText() + " " + p;
                    SolveResult r = solver(p).solve(s, SearchLimits.ofNodes(200_000), new StopSignal(),
                            Solver.NO_PROGRESS);
                    assertNull(r.stopReason(), where + ": stopped");
                    assertEquals(Integer.valueOf(v), r.score(), where);
                }
            }));
        }
        assertTrue(all.draws() >= 5, "draws by endless play: " + all.draws());
        assertTrue(all.checked() > 500, "positions checked: " + all.checked());
    }

    /**
     * Position 0 of the (13,2) set after 8 moves, a loss by 14 (alpha-beta agrees): with the table
     * it took more than 89,000 nodes and 30 s without an answer, the descent running down a cycle
     * about 4,000 plies deep on average, so that each expansion updated some 1,400 ancestors.
     */
    @Test
    void woodpushCyclesDoNotTrapTheSearch() throws Exception {
        State s = WoodpushGame.of(13, 2).parsePosition("....LL.R....R l");
        for (List<String> p : SETTINGS) {
            SolveResult r = solver(p).solve(s, SearchLimits.ofNodes(400_000), new StopSignal(), Solver.NO_PROGRESS);
            assertNull(r.stopReason(), p.toString());
            assertEquals(Integer.valueOf(-14), r.score(), p.toString());
        }
    }
}
