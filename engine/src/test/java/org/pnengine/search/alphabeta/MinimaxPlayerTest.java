package org.pnengine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * {@code minimax}: searched to the end of small games it agrees with the exact solver on every
 * seeded position (a win is proven and kept, a loss proven, a draw kept); the quiescence search
 * answers a threat that a one-ply search cannot see, and plays a quiet threat beyond the horizon; a node limit repeats exactly; the
 * principal variation is legal and starts with the move; analysis reports as it deepens; the
 * leaves are scored by the game's default evaluation, or with {@code eval=classic} by the
 * hand-made one a fitted evaluation replaced.
 */
class MinimaxPlayerTest {

    private static Game game(String spec) {
        List<String> words = List.of(spec.split(" "));
        return GameCatalog.find(words.get(0)).orElseThrow().create(words.subList(1, words.size()));
    }

    private static Value exact(State s) {
        return AlphaBetaSolver.TYPE.create(List.of()).solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS)
                .value();
    }

    @Test
    void searchedToTheEndItAgreesWithTheExactSolver() {
        agreesWithTheExactSolver(List.of());
    }

    /**
     * A window of one unit fails on nearly every iteration: the searches again, widened on the
     * side that failed, must still end on the exact value and a move that keeps it.
     */
    @Test
    void aTinyAspirationWindowStillEndsOnTheExactValue() {
        agreesWithTheExactSolver(List.of("aspiration=1"));
    }

    /**
     * Alpha-beta without reductions, prunings or extensions has one value at a depth whatever its
     * window: with a window of one unit, failing on most iterations and searched again, the root's
     * value and move are a full window's, position by position.
     */
    @Test
    void anAspirationWindowChangesNoValueOfAPlainAlphaBeta() {
        Game g = game("breakthrough width=6 height=6");
        SplittableRandom rng = new SplittableRandom(11);
        int[] buf = new int[g.maxMoves()];
        List<String> plain = List.of("threads=1", "lmr=false", "nullmove=false", "extend=false", "qs=false");
        int differed = 0;
        for (int i = 0; i < 24; i++) {
            State s = g.newInitialState();
            int plies = 4 + rng.nextInt(12);
            for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            if (s.isTerminal()) continue;
            List<String> full = new ArrayList<>(plain);
            full.add("aspiration=0");
            List<String> tiny = new ArrayList<>(plain);
            tiny.add("aspiration=1");
            SearchLimits depth = SearchLimits.none().withDepth(6);
            MoveDecision a = MinimaxPlayer.TYPE.create(g, full).chooseMove(s, depth, new StopSignal());
            MoveDecision b = MinimaxPlayer.TYPE.create(g, tiny).chooseMove(s, depth, new StopSignal());
            assertEquals(a.winRate(), b.winRate(), 0.0, s.positionText());
            assertEquals(a.move(), b.move(), s.positionText());
            if (a.nodes() != b.nodes()) differed++;
        }
        assertTrue(differed > 0, "the window changed the searches");
    }

    /**
     * Quiet moves that hang their piece are skipped only where some move searched does not lose,
     * so a proof stays a proof: pruned at every depth (the default prunes within 6 plies of the
     * horizon), the search still ends on the exact value and a move that keeps it.
     */
    @Test
    void skippingHangingMovesStillEndsOnTheExactValue() {
        agreesWithTheExactSolver(List.of("hanging=128"));
    }

    /** The hanging moves' order and pruning (on by default) change the search where the game's Tactics tells them apart. */
    @Test
    void hangingMovesChangeTheSearchWhereTheGameTellsThem() {
        Game g = game("breakthrough");
        SplittableRandom rng = new SplittableRandom(12);
        int[] buf = new int[g.maxMoves()];
        int differed = 0;
        for (int i = 0; i < 8; i++) {
            State s = g.newInitialState();
            for (int k = 0; k < 10 && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            if (s.isTerminal()) continue;
            SearchLimits depth = SearchLimits.none().withDepth(7);
            MoveDecision off = MinimaxPlayer.TYPE.create(g, List.of("hanging=0")).chooseMove(s, depth, new StopSignal());
            MoveDecision on = MinimaxPlayer.TYPE.create(g, List.of()).chooseMove(s, depth, new StopSignal());
            if (on.nodes() != off.nodes()) differed++;
        }
        assertTrue(differed >= 6, "hanging=6 (the default) changed " + differed + " of 8 searches");
    }

    /** MiniShogi keeps the search before aspiration windows, gravity and table ages; keys given win. */
    @Test
    void theGamesKeepTheirOwnSearchDefaults() {
        var mini = MinimaxPlayer.TYPE.resolve(game("minishogi"), java.util.Map.of());
        assertEquals("additive", mini.get("history"));
        assertEquals(0, mini.getInt("aspiration"));
        assertFalse(mini.getBool("tt_aging"));
        var bt = MinimaxPlayer.TYPE.resolve(game("breakthrough"), java.util.Map.of());
        assertEquals("gravity", bt.get("history"));
        assertEquals(25, bt.getInt("aspiration"));
        assertTrue(bt.getBool("tt_aging"));
        var given = MinimaxPlayer.TYPE.resolve(game("minishogi"), java.util.Map.of("aspiration", "40", "history", "gravity"));
        assertEquals(40, given.getInt("aspiration"));
        assertEquals("gravity", given.get("history"));
    }

    private static void agreesWithTheExactSolver(List<String> keys) {
        for (String spec : List.of("tic_tac_toe", "connect_four width=4 height=4", "breakthrough width=3 height=4")) {
            Game g = game(spec);
            SplittableRandom rng = new SplittableRandom(7);
            int[] buf = new int[g.maxMoves()];
            int checked = 0;
            for (int i = 0; i < 40; i++) {
                State s = g.newInitialState();
                int plies = rng.nextInt(6);
                for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
                if (s.isTerminal() || s.legalMoves(buf) < 2) continue;
                Value truth = exact(s);
                String before = s.positionText();
                MoveDecision d = MinimaxPlayer.TYPE.create(g, keys).chooseMove(s, SearchLimits.none(), new StopSignal());
                String where = spec + " " + before;
                assertEquals(before, s.positionText(), "the position is left as given");
                assertTrue(s.isLegal(d.move()), where);
                State after = s.copy();
                after.apply(d.move());
                Value kept = after.isTerminal() ? Value.ofScore(after.score(), s.toMove()) : exact(after).negate();
                switch (truth) {
                    case WIN -> {
                        assertEquals(Value.WIN, d.value(), where);
                        assertEquals(Value.WIN, kept, where + " " + s.formatMove(d.move()));
                    }
                    case LOSS -> assertEquals(Value.LOSS, d.value(), where);
                    default -> {
                        assertEquals(Value.UNKNOWN, d.value(), where + ": a draw is not a proof");
                        assertEquals(Value.DRAW, kept, where + " " + s.formatMove(d.move()));
                    }
                }
                checked++;
            }
            assertTrue(checked >= 15, spec + ": only " + checked + " positions");
        }
    }

    @Test
    void theQuiescenceSearchSeesAThreatBeyondItsDepth() throws Exception {
        Game g = game("breakthrough");
        // White's c2 and f2 both reach row 1 next; Black can take f2 only. One ply deep, only the
        // quiescence search sees the loss (a threatened position is not scored as it stands).
        State s = g.parsePosition("wwwww3/8/8/8/8/8/2w2w2/4b1b1 b");
        MoveDecision with = MinimaxPlayer.TYPE.create(g, List.of("depth=1")).chooseMove(s, SearchLimits.none(),
                new StopSignal());
        assertEquals(Value.LOSS, with.value());
        MoveDecision without = MinimaxPlayer.TYPE.create(g, List.of("depth=1", "qs=false"))
                .chooseMove(s, SearchLimits.none(), new StopSignal());
        assertEquals(Value.UNKNOWN, without.value());
        // With one threat only, the one answer is found at one ply.
        State one = g.parsePosition("wwwww3/8/8/8/8/8/5w2/4b1b1 b");
        MoveDecision answer = MinimaxPlayer.TYPE.create(g, List.of("depth=1")).chooseMove(one, SearchLimits.none(),
                new StopSignal());
        assertTrue(one.formatMove(answer.move()).endsWith("f2"), one.formatMove(answer.move()));
    }

    @Test
    void theQuiescenceSearchPlaysAQuietThreat() throws Exception {
        Game g = game("breakthrough");
        // Whatever Black plays, White's c3 steps onto row 2 where no Black piece can take it, and
        // wins next. One ply deep, that step is the quiescence search's, which plays it only as a
        // threat (it captures nothing).
        State s = g.parsePosition("wwwww3/8/8/8/8/2w5/8/6bb b");
        MoveDecision with = MinimaxPlayer.TYPE.create(g, List.of("depth=1")).chooseMove(s, SearchLimits.none(),
                new StopSignal());
        assertEquals(Value.LOSS, with.value());
        MoveDecision without = MinimaxPlayer.TYPE.create(g, List.of("depth=1", "qs_threats=false"))
                .chooseMove(s, SearchLimits.none(), new StopSignal());
        assertEquals(Value.UNKNOWN, without.value());
        MoveDecision deeper = MinimaxPlayer.TYPE.create(g, List.of("depth=2", "qs_threats=false"))
                .chooseMove(s, SearchLimits.none(), new StopSignal());
        assertEquals(Value.LOSS, deeper.value(), "a ply deeper the main search sees it too");
    }

    /**
     * A move whose time went before its search began (a table to allocate, a processor to wait
     * for: a loaded machine's first move) still completes the first iteration: a searched move,
     * the one a search one ply deep plays, reported as such, not the first legal move unreported.
     */
    @Test
    void aClockSpentBeforeTheSearchBeganStillGivesTheFirstIterationsMove() {
        for (String spec : List.of("breakthrough", "minishogi")) {
            Game g = game(spec);
            State s = g.newInitialState();
            MinimaxPlayer late = (MinimaxPlayer) MinimaxPlayer.TYPE.create(g, List.of());
            List<SearchInfo> infos = new ArrayList<>();
            long spent = System.nanoTime() - 1_000_000_000L;
            MoveDecision d = late.search(s, SearchLimits.ofMillis(100), new StopSignal(), infos::add, 1000, true, spent);
            MoveDecision one = MinimaxPlayer.TYPE.create(g, List.of("depth=1")).chooseMove(s, SearchLimits.none(),
                    new StopSignal());
            assertEquals(s.formatMove(one.move()), s.formatMove(d.move()), spec);
            assertFalse(infos.isEmpty(), spec + ": the search reports");
            SearchInfo last = infos.get(infos.size() - 1);
            assertTrue(last.depth() >= 1, spec + ": depth " + last.depth());
            assertEquals(d.move(), last.moves().get(0).move(), spec);
        }
    }

    @Test
    void aWinAtOnceIsProvenAndPlayed() throws Exception {
        Game g = game("breakthrough");
        State s = g.parsePosition("wwwww3/2b5/8/8/8/8/5w2/bbbbb3 b");
        MoveDecision d = MinimaxPlayer.TYPE.create(g, List.of()).chooseMove(s, SearchLimits.ofMillis(5_000),
                new StopSignal());
        assertEquals(Value.WIN, d.value());
        State c = s.copy();
        c.apply(d.move());
        assertTrue(c.isTerminal() && c.score() > 0, s.formatMove(d.move()));
    }

    @Test
    void aNodeLimitRepeatsExactly() {
        for (String spec : List.of("breakthrough", "minishogi", "othello", "awari")) {
            Game g = game(spec);
            State s = g.newInitialState();
            MoveDecision a = MinimaxPlayer.TYPE.create(g, List.of("seed=3")).chooseMove(s, SearchLimits.ofNodes(20_000),
                    new StopSignal());
            MoveDecision b = MinimaxPlayer.TYPE.create(g, List.of("seed=3")).chooseMove(s, SearchLimits.ofNodes(20_000),
                    new StopSignal());
            assertEquals(20_000, a.nodes(), spec);
            assertEquals(a.move(), b.move(), spec);
            assertEquals(a.nodes(), b.nodes(), spec);
            assertArrayEquals(a.pv(), b.pv(), spec);
            State walk = s.copy();
            assertEquals(a.move(), a.pv()[0], spec);
            for (int m : a.pv()) {
                assertTrue(walk.isLegal(m), spec + ": the principal variation is legal");
                walk.apply(m);
            }
        }
    }

    @Test
    void analysisReportsEachIterationDeeper() {
        Game g = game("minishogi");
        State s = g.newInitialState();
        List<SearchInfo> infos = new ArrayList<>();
        Player p = MinimaxPlayer.TYPE.create(g, List.of("depth=5"));
        MoveDecision d = p.analyze(s, SearchLimits.none(), new StopSignal(), infos::add, 0);
        assertTrue(infos.size() >= 4, "one report an iteration: " + infos.size());
        for (int i = 1; i < infos.size(); i++) {
            assertTrue(infos.get(i).nodes() > infos.get(i - 1).nodes(), "the node count grows");
            assertEquals(infos.get(i - 1).depth() + 1, infos.get(i).depth(), "one report an iteration, one ply deeper");
        }
        SearchInfo last = infos.get(infos.size() - 1);
        assertEquals(5, last.depth(), "the last report is of the deepest iteration");
        assertTrue(last.selDepth() >= 5, "the selective depth counts the quiescence search: " + last.selDepth());
        assertEquals(d.move(), last.moves().get(0).move());
        assertNotEquals(0, p.memoryBytes(), "the table is kept for the next move");
    }

    /**
     * The table is kept from move to move, and {@code reset} (a new game, a new position) forgets
     * it: the search after a reset is node for node a fresh player's.
     */
    @Test
    void aResetForgetsTheTable() {
        Game g = game("breakthrough");
        State first = g.newInitialState();
        State next = first.copy();
        int[] buf = new int[g.maxMoves()];
        next.legalMoves(buf);
        next.apply(buf[0]);
        SearchLimits depth = SearchLimits.none().withDepth(6);
        long fresh = MinimaxPlayer.TYPE.create(g, List.of("threads=1")).chooseMove(next, depth, new StopSignal()).nodes();
        Player p = MinimaxPlayer.TYPE.create(g, List.of("threads=1"));
        p.chooseMove(first, SearchLimits.none().withDepth(7), new StopSignal());
        long kept = p.chooseMove(next, depth, new StopSignal()).nodes();
        assertNotEquals(fresh, kept, "the table kept from the move before changes the search");
        p.reset();
        assertEquals(fresh, p.chooseMove(next, depth, new StopSignal()).nodes(), "after a reset, a fresh player's search");
    }

    @Test
    void theLeavesAreScoredByTheEvaluationChosen() throws Exception {
        Game g = game("breakthrough");
        // A quiet position, no piece in contact: one ply and no quiescence search, so the value is
        // the best of the children's static values.
        State s = g.parsePosition("wwww4/3wwww1/8/8/8/8/bbbb4/3bbbb1 b");
        for (String eval : List.of("auto", "classic")) {
            int[] moves = new int[g.maxMoves()];
            int n = s.legalMoves(moves);
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                State c = s.copy();
                c.apply(moves[i]);
                ((FittedEvaluation) c).useClassic(eval.equals("classic"));
                best = Math.max(best, ((FittedEvaluation) c).evaluate());   // Black, the first player, moves
            }
            List<SearchInfo> infos = new ArrayList<>();
            Player p = MinimaxPlayer.TYPE.create(g, List.of("depth=1", "qs=false", "eval=" + eval));
            p.analyze(s, SearchLimits.none(), new StopSignal(), infos::add, 0);
            double rate = infos.get(infos.size() - 1).moves().get(0).winRate();
            assertEquals(best, 100 * Math.log(rate / (1 - rate)), 1e-6, eval);
        }
    }
}
