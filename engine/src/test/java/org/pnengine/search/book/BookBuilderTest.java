package org.pnengine.search.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.SolverHints;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;
import org.pnengine.search.alphabeta.AlphaBetaSolver;

/**
 * Books built on small Connect Four boards, checked against the exact solver: 6×4, a win for the
 * second player (so the book is the second player's), and 5×4, a draw. Every entry's move must
 * keep the book's value (checked by solving the position it leads to), the strategy must have no
 * hole (every position of the book's side it reaches, up to the book's plies, against any
 * replies, is in it), and mirror images must share entries.
 */
class BookBuilderTest {

    static Game connectFour(int width, int height) {
        return GameCatalog.find("connect_four").orElseThrow().create(List.of("width=" + width, "height=" + height));
    }

    @Test
    void aWinForTheSecondPlayerGivesTheSecondPlayersBook() throws Exception {
        Game g = connectFour(6, 4);
        List<Integer> plies = new ArrayList<>();
        OpeningBook b = new BookBuilder(20, 2).build(g, 9, new StopSignal(), (ply, n, solved, s, soFar) -> plies.add(ply));
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9), plies, "each ply reported once, in order");
        assertEquals(1, b.side());
        assertEquals(Value.WIN, b.value());
        assertEquals(9, b.plies());
        assertEquals(g.descriptor(), b.game());
        int checked = checkStrategy(b, g.newInitialState());
        assertEquals(b.size(), checked, "every entry is on the strategy, and none is missing from it");
    }

    @Test
    void aDrawGivesTheFirstPlayersDrawingBook() throws Exception {
        Game g = connectFour(5, 4);
        OpeningBook b = new BookBuilder(20, 1).build(g, 8, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        assertEquals(0, b.side());
        assertEquals(Value.DRAW, b.value());
        checkStrategy(b, g.newInitialState());
    }

    /**
     * Checks the strategy {@code b} holds against the exact solver: every position of the book's
     * side it reaches (see {@link #strategy}) has a move that keeps at least the book's value.
     * Returns the number of those positions.
     */
    private static int checkStrategy(OpeningBook b, State start) {
        Map<Long, State> positions = strategy(b, start);
        for (State s : positions.values()) {
            int m = b.move(s);
            State c = s.copy();
            c.apply(m);
            Value after = c.isTerminal() ? Value.ofScore(c.score(), c.toMove()) : solve(c).value();
            Value kept = after == Value.LOSS ? Value.WIN : after == Value.DRAW ? Value.DRAW : Value.LOSS;
            assertTrue(kept == Value.WIN || kept == b.value(), s.positionText() + ": the book's move " + s.formatMove(m)
                    + " leaves " + kept + " for the book's side");
        }
        return positions.size();
    }

    /**
     * The positions of the book's side that its strategy reaches from {@code start} up to its
     * plies, against every reply, one per symmetric key; fails on one the book has no move for.
     */
    static Map<Long, State> strategy(OpeningBook b, State start) {
        Map<Long, State> byKey = new HashMap<>();
        walk(b, start, 0, byKey);
        return byKey;
    }

    private static void walk(OpeningBook b, State s, int ply, Map<Long, State> byKey) {
        if (s.isTerminal() || ply > b.plies()) return;
        if (s.toMove() == b.side()) {
            int m = b.move(s);
            assertTrue(m >= 0, "no entry for " + s.positionText() + " at ply " + ply);
            if (byKey.putIfAbsent(((SolverHints) s).symmetricKey(), s) != null) return;   // met already
            State c = s.copy();
            c.apply(m);
            walk(b, c, ply + 1, byKey);
        } else {
            int[] moves = new int[s.game().maxMoves()];
            int n = s.legalMoves(moves);
            for (int i = 0; i < n; i++) {
                State c = s.copy();
                c.apply(moves[i]);
                walk(b, c, ply + 1, byKey);
            }
        }
    }

    static SolveResult solve(State s) {
        return new AlphaBetaSolver(new AlphaBetaSolver.Settings(true, 20)).solve(s, SearchLimits.none(), new StopSignal(),
                Solver.NO_PROGRESS);
    }

    @Test
    void mirrorImagesShareAnEntry() throws Exception {
        Game g = connectFour(6, 4);
        OpeningBook b = new BookBuilder(20, 1).build(g, 3, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        // After column 1, the second player's book move; after column 6, the image, its image.
        State left = g.newInitialState();
        left.apply(left.parseMove("1"));
        State right = g.newInitialState();
        right.apply(right.parseMove("6"));
        int l = b.move(left);
        int r = b.move(right);
        assertTrue(l >= 0 && r >= 0);
        assertEquals(5 - l, r, "the mirrored column");
        assertEquals(-1, b.move(connectFour(7, 6).newInitialState()), "another game's position has no entry");
    }

    @Test
    void theFileFormatRoundTripsAndRefusesOtherBytes() throws Exception {
        OpeningBook b = new BookBuilder(20, 1).build(connectFour(5, 4), 6, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        b.write(out);
        OpeningBook back = OpeningBook.read(new ByteArrayInputStream(out.toByteArray()));
        assertEquals(b, back);
        assertEquals(b.toString(), back.toString());
        byte[] cut = java.util.Arrays.copyOf(out.toByteArray(), out.size() / 2);
        assertThrows(IOException.class, () -> OpeningBook.read(new ByteArrayInputStream(cut)));
        assertThrows(IOException.class, () -> OpeningBook.read(new ByteArrayInputStream("not a book".getBytes())));
        OpeningBook other = new OpeningBook("x", 0, Value.WIN, 0, Map.of(1L, 2));
        assertNotEquals(b, other);
    }
}
