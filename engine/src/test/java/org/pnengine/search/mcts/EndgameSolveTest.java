package org.pnengine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;
import org.pnengine.search.alphabeta.AlphaBetaSolver;

/** The exact endgame of the MCTS players ({@code endgame=SHARE}, {@link EndgameSolve}). */
class EndgameSolveTest {

    private static final Game OTHELLO = GameCatalog.find("Othello").orElseThrow().create(List.of());

    /**
     * Black to move with 11 empties and five legal moves, of which only f1 wins (checked below by
     * solving every child): found among random positions as one where the MCTS-Solver player
     * with 100 playouts (seed 0) plays another move.
     */
    private static final String ONE_WINNING_MOVE =
            "---XX-X-OXXXXXOXOXXOOOOXOOXXOXOXOOOOXXOXOOOOOOO-OOXOO-OX-O-XO-OX X";

    private static State position() throws Exception {
        return OTHELLO.parsePosition(ONE_WINNING_MOVE);
    }

    private static Player player(String endgame) {
        return SearcherCatalog.player("mcts-solver").orElseThrow()
                .create(OTHELLO, List.of("seed=0", "threads=1", "endgame=" + endgame));
    }

    private static MoveDecision play(Player p, State s) {
        return p.chooseMove(s, SearchLimits.ofNodes(100), new StopSignal());
    }

    @Test
    void theOnlyWinningMoveIsF1() throws Exception {
        State s = position();
        int[] moves = new int[OTHELLO.maxMoves()];
        int n = s.legalMoves(moves);
        assertEquals(5, n);
        int winning = 0;
        for (int i = 0; i < n; i++) {
            State child = s.copy();
            child.apply(moves[i]);
            // The opponent is to move there (no pass here); solved for its exact score.
            assertEquals(1 - s.toMove(), child.toMove());
            SolveResult r = new AlphaBetaSolver().solve(child, SearchLimits.none(), new StopSignal(),
                    Solver.NO_PROGRESS);
            assertNotEquals(Value.UNKNOWN, r.value(), s.formatMove(moves[i]));
            if (r.value() == Value.LOSS) {
                winning++;
                assertEquals("f1", s.formatMove(moves[i]));
            }
        }
        assertEquals(1, winning);
    }

    @Test
    void withoutTheEndgameTheSmallSearchMissesTheWin() throws Exception {
        State s = position();
        MoveDecision d = play(player("0"), s);
        assertNotEquals("f1", s.formatMove(d.move()));
        assertEquals(100, d.playouts());
    }

    @Test
    void withTheEndgameTheProvenWinIsPlayedWithoutSearch() throws Exception {
        State s = position();
        String before = s.positionText();
        MoveDecision d = play(player("0.5"), s);
        assertEquals("f1", s.formatMove(d.move()));
        assertEquals(Value.WIN, d.value());
        assertEquals(0, d.playouts());
        assertEquals(before, s.positionText());
    }

    @Test
    void aProvenLossIsReportedAndTheSearchStillChoosesTheMove() throws Exception {
        State s = position();
        s.apply(s.parseMove("f1"));
        MoveDecision d = play(player("0.5"), s);
        assertEquals(Value.LOSS, d.value());
        assertEquals(50, d.playouts(), "the search runs the playouts the solver left");
        assertTrue(s.isLegal(d.move()));
    }

    @Test
    void withResistAProvenLossIsPlayedByTheBestExactScore() throws Exception {
        State s = position();
        s.apply(s.parseMove("f1"));
        Player p = SearcherCatalog.player("mcts-solver").orElseThrow()
                .create(OTHELLO, List.of("seed=0", "threads=1", "endgame=0.5", "resist=true"));
        MoveDecision d = play(p, s);
        assertEquals(Value.LOSS, d.value());
        assertEquals(0, d.playouts(), "no search: the exact score chose");
        int[] moves = new int[OTHELLO.maxMoves()];
        int n = s.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        int chosen = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            State child = s.copy();
            child.apply(moves[i]);
            assertEquals(1 - s.toMove(), child.toMove());
            int score = -new AlphaBetaSolver().solve(child, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS).score();
            best = Math.max(best, score);
            if (moves[i] == d.move()) chosen = score;
        }
        assertTrue(best < 0, "every move loses");
        assertEquals(best, chosen, "the chosen move " + s.formatMove(d.move()) + " loses by the least");
    }

    @Test
    void aShareTooSmallToSolveLeavesTheRestToTheSearch() throws Exception {
        State s = OTHELLO.newInitialState();
        MoveDecision d = play(player("0.1"), s);
        assertEquals(Value.UNKNOWN, d.value());
        assertEquals(90, d.playouts());
    }

    @Test
    void theSolverGetsItsShareOfTimeOrPlayoutsAndNothingWhenUnlimited() {
        EndgameSolve e = new EndgameSolve(0.25, 200, false);
        SearchLimits timed = e.limits(SearchLimits.none().withTime(1000, 1500));
        assertEquals(250, timed.softMillis());
        assertEquals(250, timed.hardMillis());
        assertEquals(SearchLimits.UNLIMITED, timed.nodes());
        assertEquals(25, e.limits(SearchLimits.ofMillis(100)).hardMillis());
        assertEquals(5_000, e.limits(SearchLimits.ofNodes(100)).nodes());
        assertEquals(75, e.rest(SearchLimits.ofNodes(100)).nodes());
        assertNull(e.limits(SearchLimits.none()), "a search run until stopped has no share to give");
        assertNull(new EndgameSolve(0, 200, false).limits(SearchLimits.ofMillis(1000)), "0 is off");
    }

    @Test
    void aStopEndsTheSolveAndALegalMoveIsAnswered() throws Exception {
        State s = OTHELLO.newInitialState();
        Player p = player("0.9");
        StopSignal stop = new StopSignal();
        // The solver's share is 54 s of this one-minute budget; only the stop ends it.
        CompletableFuture<MoveDecision> f = CompletableFuture.supplyAsync(
                () -> p.chooseMove(s, SearchLimits.ofMillis(60_000), stop));
        Thread.sleep(100);
        assertFalse(f.isDone());
        stop.stop();
        MoveDecision d = f.get(60, TimeUnit.SECONDS);
        assertTrue(s.isLegal(d.move()));
        assertEquals(Value.UNKNOWN, d.value());
    }
}
