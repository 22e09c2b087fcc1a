package org.pnengine.search.mcts;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.TestTime;
import org.pnengine.game.Game;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

class MctsPlayerTest {

    /** Pascal Pons' test set: positions 29-41 plies in, at most 14 plies from the end. */

    private static final ConnectFourGame C4 = ConnectFourGame.standard();

    private static State c4(String moves) throws PositionException {
        return C4.parsePosition(moves);
    }

    private static MctsPlayer player(long seed) {
        return new MctsPlayer(MctsSettings.mctsSolver().withSeed(seed));
    }

    private static MoveDecision search(MctsPlayer p, State s, long playouts) {
        return p.chooseMove(s, SearchLimits.ofNodes(playouts), new StopSignal());
    }

    /** Whether {@code move} ends the game at once with a win for the side to move. */
    private static boolean winsAtOnce(State s, int move) {
        State t = s.copy();
        int mover = t.toMove();
        t.apply(move);
        return t.isTerminal() && Value.ofScore(t.score(), mover) == Value.WIN;
    }

    /**
     * An independent exact solver for the tests: plain negamax with alpha-beta over win (1),
     * draw (0) and loss (-1) for the side to move, through the {@link State} interface only.
     */
    private static int negamax(State s, int alpha, int beta, int[][] buffers, int depth) {
        if (s.isTerminal()) return Integer.signum(s.toMove() == Game.FIRST ? s.score() : -s.score());
        int[] moves = buffers[depth];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            if (winsAtOnce(s, moves[i])) return 1;
        }
        int best = -1;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            int v = -negamax(s, -beta, -alpha, buffers, depth + 1);
            s.undo();
            if (v > best) best = v;
            if (best > alpha) alpha = best;
            if (alpha >= beta) break;
        }
        return best;
    }

    private static int solve(State s) {
        State t = s.copy();
        return negamax(t, -1, 1, new int[C4.maxGameLength() + 1][C4.maxMoves()], 0);
    }

    /** Lines {@code moves score} of Test_L3_R1 whose side to move wins (sign > 0) or loses (sign < 0) within {@code maxPlies}. */
    private static List<String[]> shortResults(int sign, int maxPlies, int count) throws IOException {
        List<String[]> out = new ArrayList<>();
        for (String line : Files.readAllLines(ReferenceData.pons("Test_L3_R1"))) {
            String[] f = line.trim().split("\\s+");
            int n = f[0].length();
            int score = Integer.parseInt(f[1]);
            // Pons' score: 22 minus the winner's stone count after its winning move (see
            // ../shared/reference/rules-and-numbers.md). The side to move has n/2 stones now.
            int plies;
            if (sign > 0 && score > 0) {
                plies = 2 * (22 - score - n / 2) - 1;
            } else if (sign < 0 && score < 0) {
                plies = 2 * (22 + score - (n - n / 2));
            } else {
                continue;
            }
            if (plies <= maxPlies) out.add(f);
            if (out.size() == count) break;
        }
        return out;
    }

    @Test
    void playsAnImmediateWin() throws PositionException {
        // x holds columns 4, 5, 6 on the bottom row; 3 and 7 both complete four.
        State s = c4("445566");
        MoveDecision d = search(player(0), s, 10_000);
        assertTrue(winsAtOnce(s, d.move()), "move " + s.formatMove(d.move()));
        assertEquals(Value.WIN, d.value());
        assertEquals(1.0, d.winRate());
        assertEquals(d.move(), d.pv()[0]);
        assertEquals(0, d.playouts(), "a win found at the root's expansion needs no playout");
    }

    @Test
    void blocksAnImmediateThreat() throws Exception {
        // x holds 1, 2, 3 on the bottom row (o stacked two in column 7): o must take column 4.
        State s = c4("17273");
        assertEquals(Game.SECOND, s.toMove());
        int block = s.parseMove("4");
        assertTrue(winsAtOnce(afterMove(s, s.parseMove("1")), block), "the threat is real");
        for (long seed = 0; seed < 3; seed++) {
            MoveDecision d = search(player(seed), s, 20_000);
            assertEquals(block, d.move(), "seed " + seed);
        }
    }

    private static State afterMove(State s, int move) {
        State t = s.copy();
        t.apply(move);
        return t;
    }

    @Test
    void provesShortForcedWinsFromPonsTestSet() throws Exception {
        // Positions of Test_L3_R1 (Pons) won by the side to move within 7 plies.
        List<String[]> lines = shortResults(+1, 7, 12);
        assertEquals(12, lines.size());
        MctsPlayer p = player(1);
        for (String[] line : lines) {
            State s = c4(line[0]);
            MoveDecision d = search(p, s, 200_000);
            assertEquals(Value.WIN, d.value(), line[0] + " " + line[1]);
            assertEquals(1.0, d.winRate());
            assertTrue(d.playouts() < 200_000, "stops once the root is proven");
            // The move is checked by an independent solver: the opponent must be lost after it.
            assertEquals(-1, solve(afterMove(s, d.move())),
                    line[0] + ": move " + s.formatMove(d.move()) + " must win");
        }
    }

    @Test
    void provesShortForcedLossesFromPonsTestSet() throws Exception {
        // Positions of Test_L3_R1 (Pons) lost by the side to move within 6 plies.
        List<String[]> lines = shortResults(-1, 6, 8);
        assertEquals(8, lines.size());
        MctsPlayer p = player(2);
        for (String[] line : lines) {
            State s = c4(line[0]);
            MoveDecision d = search(p, s, 200_000);
            assertEquals(Value.LOSS, d.value(), line[0] + " " + line[1]);
            assertEquals(0.0, d.winRate());
            assertTrue(s.isLegal(d.move()));
            assertEquals(d.move(), d.pv()[0]);
        }
    }

    @Test
    void provesDrawsNearTheEndFromPonsTestSet() throws Exception {
        // Positions of Test_L3_R1 (Pons) with score 0 (a draw), 36 stones or more, and a choice.
        int[] moves = new int[C4.maxMoves()];
        int tested = 0;
        MctsPlayer p = player(5);
        for (String line : Files.readAllLines(ReferenceData.pons("Test_L3_R1"))) {
            String[] f = line.trim().split("\\s+");
            if (!f[1].equals("0") || f[0].length() < 36) continue;
            State s = c4(f[0]);
            if (s.legalMoves(moves) < 2) continue;
            MoveDecision d = search(p, s, 200_000);
            assertEquals(Value.DRAW, d.value(), f[0]);
            assertEquals(0.5, d.winRate());
            // The independent solver agrees that the move keeps the draw.
            assertEquals(0, solve(afterMove(s, d.move())), f[0] + ": move " + s.formatMove(d.move()));
            if (++tested == 8) break;
        }
        assertEquals(8, tested);
    }

    @Test
    void provesGamesWhoseTurnsDoNotAlternate() throws Exception {
        // LastTokenWinsNim: some moves give an extra turn. Values come from its own plain recursion.
        int losses = 0;
        for (int heap = 2; heap <= 17; heap++) {
            LastTokenWinsNim g = new LastTokenWinsNim(heap);
            for (int side = 0; side < 2; side++) {
                State s = g.parsePosition(heap + " " + side);
                MoveDecision d = search(player(heap), s, 200_000);
                boolean wins = LastTokenWinsNim.wins(heap);
                if (!wins) losses++;
                assertEquals(wins ? Value.WIN : Value.LOSS, d.value(), "heap " + heap);
                assertEquals(wins ? 1.0 : 0.0, d.winRate());
                if (wins) assertTrue(LastTokenWinsNim.winningMove(heap, d.move()), "heap " + heap + " move " + d.move());
            }
        }
        assertEquals(2 * 5, losses, "heaps 4, 9, 11, 15 and 17 are lost, for either side");
    }

    @Test
    void keepsProofsAcrossExtraTurns() throws Exception {
        // After a proven win by a move with an extra turn, the same player searches again.
        int tested = 0;
        for (int heap = 3; heap <= 16; heap++) {
            if (!LastTokenWinsNim.winningMove(heap, 2) || !LastTokenWinsNim.extraTurn(heap, 2)) continue;
            tested++;
            State s = new LastTokenWinsNim(heap).newInitialState();
            MctsPlayer p = player(heap);
            MoveDecision d = search(p, s, 200_000);
            assertEquals(Value.WIN, d.value());
            State t = afterMove(s, 2);
            assertEquals(s.toMove(), t.toMove());
            MoveDecision again = search(p, t, 200_000);
            assertEquals(Value.WIN, again.value(), "heap " + heap);
            assertTrue(LastTokenWinsNim.winningMove(heap - 2, again.move()));
        }
        assertTrue(tested >= 3, tested + " heaps");
    }

    @Test
    void sameSeedAndBudgetGiveTheSameDecision() throws PositionException {
        State s = c4("4453");
        MoveDecision a = search(player(7), s, 20_000);
        MoveDecision b = search(player(7), s, 20_000);
        assertEquals(a.move(), b.move());
        assertEquals(a.value(), b.value());
        assertEquals(a.winRate(), b.winRate());
        assertEquals(20_000, a.playouts());
        assertEquals(a.playouts(), b.playouts());
        assertEquals(a.nodes(), b.nodes());
        assertArrayEquals(a.pv(), b.pv());
        // A reset player repeats itself too.
        MctsPlayer p = player(7);
        MoveDecision c = search(p, s, 20_000);
        p.reset();
        MoveDecision e = search(p, s, 20_000);
        assertEquals(c.nodes(), e.nodes());
        assertArrayEquals(c.pv(), e.pv());
        assertEquals(a.nodes(), c.nodes());
    }

    @Test
    void reusesTheSubtreeOfTheNewPosition() throws Exception {
        State s = c4("4453");
        MctsPlayer p = player(3);
        MoveDecision first = search(p, s, 20_000);
        assertTrue(first.pv().length >= 2);
        State next = s.copy();
        next.apply(first.pv()[0]);
        next.apply(first.pv()[1]);
        MoveDecision reused = search(p, next, 1_000);
        MoveDecision fresh = search(new MctsPlayer(MctsSettings.mctsSolver().withReuse(false)), next, 1_000);
        assertEquals(1_000, reused.playouts());
        assertTrue(reused.nodes() > fresh.nodes() + 1_000,
                "the kept subtree (" + reused.nodes() + " nodes) is larger than a fresh one (" + fresh.nodes() + ")");
        // A position that is not a descendant of the last one starts afresh.
        MoveDecision other = search(p, c4("1"), 1_000);
        assertTrue(other.nodes() < reused.nodes(), other.nodes() + " nodes");
    }

    @Test
    void keepsProofsAcrossMoves() throws Exception {
        // After a proven win, every reply of the opponent has been refuted in the tree, so the
        // next search knows the win at once.
        for (String[] line : shortResults(+1, 5, 6)) {
            State s = c4(line[0]);
            MctsPlayer p = player(4);
            MoveDecision d = search(p, s, 200_000);
            assertEquals(Value.WIN, d.value(), line[0]);
            State t = afterMove(s, d.move());
            if (t.isTerminal()) continue;
            int[] replies = new int[C4.maxMoves()];
            int n = t.legalMoves(replies);
            t.apply(replies[n - 1]);
            if (t.isTerminal()) continue;
            MoveDecision again = search(p, t, 200_000);
            assertEquals(Value.WIN, again.value(), line[0] + " then " + t.formatMove(replies[n - 1]));
            assertEquals(0, again.playouts(), "proved already");
            assertEquals(-1, solve(afterMove(t, again.move())), "and still a winning move");
        }
    }

    @Test
    void leavesTheStateUnchanged() throws PositionException {
        State s = c4("4453");
        String before = s.positionText();
        long hash = s.hash();
        search(player(0), s, 5_000);
        assertEquals(before, s.positionText());
        assertEquals(hash, s.hash());
        assertEquals(0, s.ply());
    }

    /*
     * The time tests below hold a search to its limit by CPU time and by wall time with a slack
     * (TestTime), or count the playouts a slow game's search begins, so that a busy machine does
     * not fail them and a search that overruns still does.
     */

    @Test
    void neverExceedsTheHardLimit() {
        State s = C4.newInitialState();
        MctsPlayer p = player(0);
        search(p, s, 20_000); // warm-up
        for (int i = 0; i < 3; i++) {
            TestTime.Watch w = TestTime.watch(p::helperCpuNanos);
            MoveDecision d = p.chooseMove(s, SearchLimits.ofMillis(200), new StopSignal());
            w.assertWithin(200, 150, 1, "a 200 ms hard limit");
            assertTrue(C4.newInitialState().isLegal(d.move()));
            assertTrue(d.playouts() > 0);
        }
    }

    @Test
    void aimsAtTheSoftLimit() {
        State s = C4.newInitialState();
        MctsPlayer p = player(0);
        TestTime.Watch w = TestTime.watch(p::helperCpuNanos);
        MoveDecision d = p.chooseMove(s, SearchLimits.none().withTime(100, 5_000), new StopSignal());
        // At most twice the soft time when the choice is unstable, far from the hard 5 s.
        w.assertWithin(2 * 100, 150, 1, "a 100 ms soft limit");
        assertTrue(d.playouts() > 0);
    }

    @Test
    void judgesAnEarlyStopOnlyFromTheSearchRate() {
        // A kept tree may favour one move by far; whether the rest of the soft time could change
        // the choice must be judged from the rate of this search, not from its set-up time (some
        // 30 ms here, re-rooting the tree), and only once a tenth of the soft time has passed:
        // judged from the set-up, the search stops at its first check. So a 1 s search runs for
        // 100 ms at least, a bound a busy machine cannot break (a count of playouts in that time
        // would depend on the CPU the search got).
        State s = C4.newInitialState();
        MctsPlayer p = player(0);
        MoveDecision first = search(p, s, 300_000);
        State next = s.copy();
        next.apply(first.pv()[0]);
        next.apply(first.pv()[1]);
        long t0 = System.nanoTime();
        TestTime.Watch w = TestTime.watch(p::helperCpuNanos);
        MoveDecision d = p.chooseMove(next, SearchLimits.ofMillis(1000), new StopSignal());
        long ms = TestTime.millisSince(t0);
        assertTrue(ms >= 1000 / 10 && d.playouts() > 0, "stopped after " + ms + " ms, " + d.playouts() + " playouts");
        w.assertWithin(1000, 150, 1, "a 1 s limit");
    }

    @Test
    void returnsPromptlyWhenStopped() throws Exception {
        State s = C4.newInitialState();
        MctsPlayer p = player(0);
        StopSignal stop = new StopSignal();
        TestTime.Background<MoveDecision> f = TestTime.background("search",
                () -> p.chooseMove(s, SearchLimits.none(), stop));
        Thread.sleep(300);
        assertFalse(f.isDone(), "an unlimited search runs until stopped");
        MoveDecision d = f.stopAndAwait(stop::stop, 5);
        // The search polls about every millisecond.
        f.assertPrompt(100, "an unlimited search");
        assertTrue(s.isLegal(d.move()));
        assertTrue(d.playouts() > 0);
    }

    @Test
    void pollsOftenEnoughInSlowGames() throws Exception {
        // 10 ms a playout: a fixed poll every 16 playouts would begin up to 15 after a stop, and
        // 16 within a 100 ms limit.
        PlayoutCounter playouts = new PlayoutCounter(10);
        State s = playouts.wrap(C4.newInitialState());
        MctsPlayer p = player(0);
        StopSignal stop = new StopSignal();
        TestTime.Background<MoveDecision> f = TestTime.background("search",
                () -> p.chooseMove(s, SearchLimits.none(), stop));
        Thread.sleep(200);
        long[] atStop = new long[1];
        MoveDecision d = f.stopAndAwait(() -> {
            atStop[0] = playouts.begun();
            stop.stop();
        }, 5);
        // At most one begun after the stop: the search checks after every playout.
        long after = playouts.begun() - atStop[0];
        assertTrue(after <= 1, after + " playouts begun after the stop");
        assertTrue(d.playouts() > 0);
        long before = playouts.begun();
        p.chooseMove(s, SearchLimits.ofMillis(100), new StopSignal());
        // The ten that fit in 100 ms, and the one under way when the clock ran out.
        long within = playouts.begun() - before;
        assertTrue(within > 0 && within <= 100 / 10 + 1, within + " playouts begun for a 100 ms limit");
    }

    @Test
    void playsTheOnlyLegalMoveAtOnce() throws PositionException {
        // A one-column board has a single legal move in every position.
        ConnectFourGame g = ConnectFourGame.of(1, 4);
        State s = g.parsePosition("1");
        MoveDecision d = player(0).chooseMove(s, SearchLimits.ofMillis(10_000), new StopSignal());
        assertEquals(0, d.move());
        assertEquals(0, d.playouts());
        assertArrayEquals(new int[] {0}, d.pv());
    }

    @Test
    void respectsTheMemoryLimit() {
        State s = C4.newInitialState();
        long bytes = 1000L * MctsTree.BYTES_PER_NODE;
        MoveDecision d = player(0).chooseMove(s, SearchLimits.ofNodes(20_000).withMemory(bytes), new StopSignal());
        assertTrue(d.nodes() <= 1000, d.nodes() + " nodes");
        assertEquals(20_000, d.playouts(), "playouts go on at the leaves of a full tree");
        assertTrue(s.isLegal(d.move()));
    }

    @Test
    void isCataloguedWithItsParameters() {
        assertEquals(MctsPlayers.MCTS_SOLVER, SearcherCatalog.player("MCTS-Solver").orElseThrow());
        MctsPlayer p = (MctsPlayer) MctsPlayers.MCTS_SOLVER.create(
                List.of("c=0.5", "seed=-3", "playout_cap=40", "reuse=false", "threads=2"));
        assertEquals(MctsSettings.mctsSolver().withC(0.5).withSeed(-3).withPlayoutCap(40).withReuse(false).withThreads(2),
                p.settings());
        MctsPlayer d = (MctsPlayer) MctsPlayers.MCTS_SOLVER.create(List.of("threads=1"));
        assertEquals(MctsSettings.mctsSolver(), d.settings());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MctsPlayers.MCTS_SOLVER.create(List.of("playout_cap=0")));
        assertTrue(e.getMessage().contains("playout_cap"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MctsPlayers.MCTS_SOLVER.create(List.of("depth=3")));
    }
}
