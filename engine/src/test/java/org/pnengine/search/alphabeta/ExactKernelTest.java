package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.pnengine.ReferenceData;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.PlainState;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.othello.OthelloState;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Othello's own exact search ({@link ExactKernel}, {@code OthelloEndgame}) against the generic
 * alpha-beta that sees the positions only through {@link State} (the same positions wrapped so
 * that they do not offer the capability), on seeded random positions of every board size under
 * both scorings; then the FFO suite's exact scores through the solver that delegates to it, and
 * its stop hook.
 */
class ExactKernelTest {

    private static final long TABLE_BYTES = 1L << 22;

    private static Game othello(String... params) {
        return GameCatalog.find("othello").orElseThrow().create(List.of(params));
    }

    private static SolveResult solve(Solver solver, State s) {
        return solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
    }

    /**
     * A random position of {@code g} with {@code empties} empty squares, not finished: random
     * moves from the start (a game that ends too early is played again).
     */
    private static OthelloState randomPosition(Game g, SplittableRandom rng, int empties) {
        int[] buf = new int[g.maxMoves()];
        while (true) {
            OthelloState s = (OthelloState) g.newInitialState();
            while (!s.isTerminal() && s.empties() > empties) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            if (!s.isTerminal() && s.empties() == empties) return s;
        }
    }

    /**
     * The kernel's exact score equals the generic search's; every null window around it answers
     * on the right side and fail-soft (a bound the score respects); its best move keeps the
     * score; the solver (which delegates to it) gives the same score, and with {@code wdl=true}
     * the same sign.
     */
    private static void agree(Game g, int positions, int minEmpties, int maxEmpties, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        AlphaBetaSolver exact = new AlphaBetaSolver();
        AlphaBetaSolver wdl = new AlphaBetaSolver(new AlphaBetaSolver.Settings(true, 20));
        int lo = g.minScore() - 1;
        int hi = g.maxScore() + 1;
        for (int i = 0; i < positions; i++) {
            OthelloState s = randomPosition(g, rng, minEmpties + rng.nextInt(maxEmpties - minEmpties + 1));
            String where = g + " " + s.positionText();
            int generic = solve(exact, new PlainState(s)).score();
            ExactKernel.Search k = s.newExactSearch(TABLE_BYTES, () -> false);
            int v = k.search(lo, hi);
            assertFalse(k.stopped());
            assertEquals(generic, v, where);
            int best = k.bestMove();
            assertTrue(s.isLegal(best), where + ": best move " + best);
            // Null windows, with a fresh table and with the warm one.
            ExactKernel.Search fresh = s.newExactSearch(TABLE_BYTES, () -> false);
            for (int a = generic - 3; a <= generic + 2; a++) {
                for (ExactKernel.Search any : new ExactKernel.Search[] {fresh, k}) {
                    int r = any.search(a, a + 1);
                    if (generic > a) {
                        assertTrue(r > a && r <= generic, where + ": window " + a + " gave " + r);
                    } else {
                        assertTrue(r <= a && r >= generic, where + ": window " + a + " gave " + r);
                    }
                }
            }
            // The best move keeps the score (the kernel searches the state's current position).
            assertEquals(generic, -scoreAfter(s, best, k), where + ": best move");
            SolveResult r = solve(exact, s);
            assertEquals(Integer.valueOf(generic), r.score(), where);
            Value w = solve(wdl, s).value();
            assertEquals(generic > 0 ? Value.WIN : generic < 0 ? Value.LOSS : Value.DRAW, w, where);
        }
    }

    /** The exact score for the opponent after {@code move} (every Othello move, a pass too, passes the turn). */
    private static int scoreAfter(OthelloState s, int move, ExactKernel.Search k) {
        s.apply(move);
        int after = s.isTerminal() ? (s.toMove() == Game.FIRST ? s.score() : -s.score())
                : k.search(s.game().minScore() - 1, s.game().maxScore() + 1);
        s.undo();
        return after;
    }

    @Test
    void agreesWithTheGenericSearchOn8x8() {
        agree(othello(), 30, 8, 14, 11);
        agree(othello("scoring=wof"), 30, 8, 14, 12);
    }

    @Test
    void agreesWithTheGenericSearchOn6x6And4x4() {
        agree(othello("size=6"), 30, 6, 14, 21);
        agree(othello("size=6", "scoring=wof"), 30, 6, 14, 22);
        agree(othello("size=4"), 20, 1, 11, 31);
        agree(othello("size=4", "scoring=wof"), 20, 1, 11, 32);
    }

    /** The whole 4×4 game: White wins 11–3, W+10 under wof. */
    @Test
    void solves4x4FromTheStart() {
        assertEquals(Integer.valueOf(-8), solve(new AlphaBetaSolver(), othello("size=4").newInitialState()).score());
        assertEquals(Integer.valueOf(-10),
                solve(new AlphaBetaSolver(), othello("size=4", "scoring=wof").newInitialState()).score());
    }

    /**
     * FFO #1–#19 ({@code ../shared/reference/othello/fforum-1-19.obf}): the exact score of the
     * best listed move, as Edax counts it ({@code scoring=wof}), and a best move that keeps it.
     */
    @Test
    void ffoOneToNineteenExactly() throws Exception {
        Game wof = othello("scoring=wof");
        for (String line : Files.readAllLines(ReferenceData.ffo("fforum-1-19.obf"))) {
            if (line.isBlank()) continue;
            State s = wof.parsePosition(line);
            String first = line.split(";")[1].trim();   // e.g. "G8:+18"
            int listed = Integer.parseInt(first.substring(first.indexOf(':') + 1).replace("+", ""));
            SolveResult r = solve(new AlphaBetaSolver(), s);
            assertEquals(Integer.valueOf(listed), r.score(), line);
            OthelloState o = (OthelloState) s;
            assertEquals(listed, -scoreAfter(o, r.bestMove(), o.newExactSearch(TABLE_BYTES, () -> false)),
                    line + ": best move");
        }
    }

    /** A position with 24 empty squares, far too big to finish between two polls. */
    private static OthelloState big() {
        return randomPosition(othello("scoring=wof"), new SplittableRandom(7), 24);
    }

    /** The stop hook answering true at its third poll ends the search there, and the next search runs again. */
    @Test
    void theKernelStopsWhenItsHookSaysSo() {
        OthelloState s = big();
        AtomicInteger polls = new AtomicInteger();
        ExactKernel.Search k = s.newExactSearch(TABLE_BYTES, () -> polls.incrementAndGet() >= 3);
        k.search(-65, 65);
        assertTrue(k.stopped());
        assertEquals(3, polls.get());
        long nodes = k.nodes();
        assertTrue(nodes >= 3 * 1024 && nodes < 4 * 1024, "nodes " + nodes);
        // The hook still says stop: the next search ends at its first poll.
        k.search(-65, 65);
        assertTrue(k.stopped());
        assertEquals(4, polls.get());
    }

    /** Through the solver: a stop signal set before the search is seen at the kernel's first poll. */
    @Test
    void theSolverAnswersUnknownWhenStoppedOrOutOfNodes() {
        OthelloState s = big();
        StopSignal stop = new StopSignal();
        stop.stop();
        SolveResult r = new AlphaBetaSolver().solve(s, SearchLimits.none(), stop, Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, r.value());
        assertNull(r.score());
        assertEquals("cancelled", r.stopReason());
        assertTrue(r.nodesCreated() < 2 * 1024, "nodes " + r.nodesCreated());
        SolveResult n = new AlphaBetaSolver().solve(s, SearchLimits.ofNodes(10_000), new StopSignal(), Solver.NO_PROGRESS);
        assertEquals(Value.UNKNOWN, n.value());
        assertEquals("nodes", n.stopReason());
        assertTrue(n.nodesCreated() >= 10_000 && n.nodesCreated() < 10_000 + 1024, "nodes " + n.nodesCreated());
        assertEquals(s.positionText(), big().positionText(), "the state is left as it was");
    }

}
