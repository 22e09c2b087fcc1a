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
 * keep the value the entry names, which must be the position's (checked by solving the position
 * and the one its move leads to), the strategy must have no hole (every position of the book's
 * side it reaches, up to the book's plies, against any replies, is in it), with {@code defended}
 * every mistake of the book's side before that ply that is not lost for the other side must
 * start the other side's strategy, with no hole either, and mirror images must share entries.
 */
class BookBuilderTest {

    static Game connectFour(int width, int height) {
        return GameCatalog.find("connect_four").orElseThrow().create(List.of("width=" + width, "height=" + height));
    }

    @Test
    void aWinForTheSecondPlayerGivesTheSecondPlayersBook() throws Exception {
        Game g = connectFour(6, 4);
        List<Integer> plies = new ArrayList<>();
        OpeningBook b = new BookBuilder(20, 2).build(g, 9, 0, new StopSignal(), (ply, n, solved, s, soFar) -> plies.add(ply));
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
        OpeningBook b = new BookBuilder(20, 1).build(g, 8, 0, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        assertEquals(0, b.side());
        assertEquals(Value.DRAW, b.value());
        checkStrategy(b, g.newInitialState());
    }

    @Test
    void theOtherSideIsDefendedAfterTheBookSidesMistakes() throws Exception {
        // 6x4: the second player wins; its mistakes at ply 1 are the first player's to keep.
        Game g = connectFour(6, 4);
        OpeningBook b = new BookBuilder(20, 2).build(g, 9, 2, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        assertEquals(2, b.defended());
        OpeningBook plain = new BookBuilder(20, 2).build(g, 9, 0, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        int main = checkStrategy(b, g.newInitialState());
        assertEquals(plain.size(), main, "the book side's strategy is the plain book's");
        int defences = checkDefences(b, g.newInitialState());
        assertTrue(defences > 0, "the second player's mistakes left the first player something to keep");
        assertEquals(b.size(), main + defences, "every entry is on a strategy, and none is missing from one");
        // 5x4: a draw, so every other first move leaves the second player a draw or better to keep.
        Game d = connectFour(5, 4);
        OpeningBook drawn = new BookBuilder(20, 1).build(d, 8, 1, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        long atPlyOne = defences(drawn, d.newInitialState()).values().stream().filter(s -> s.ply() == 1).count();
        assertEquals(mistakes(drawn, d.newInitialState()).stream().map(s -> ((SolverHints) s).symmetricKey()).distinct()
                .count(), atPlyOne, "every other first move is defended");
        assertEquals(drawn.size(), checkStrategy(drawn, d.newInitialState()) + checkDefences(drawn, d.newInitialState()));
    }

    /**
     * Checks the other side's strategies in {@code b} against the exact solver, as
     * {@link #checkStrategy}, and that every move of the book's side before
     * {@link OpeningBook#defended()} that it leaves out is lost for the other side.
     * Returns the number of the other side's positions on them.
     */
    private static int checkDefences(OpeningBook b, State start) {
        Map<Long, State> positions = defences(b, start);
        for (State s : positions.values()) checkEntry(b, s);
        for (State s : strategy(b, start).values()) {
            if (s.ply() >= b.defended()) continue;
            for (State c : mistakes(b, s)) {
                if (b.move(c) < 0) {
                    assertEquals(Value.LOSS, solve(c).value(), c.positionText() + ": a mistake of the book side's "
                            + "that leaves the other side a draw or better is not defended");
                }
            }
        }
        return positions.size();
    }

    /** The positions after the book side's moves in {@code s} other than the book's, mirror images of it left out. */
    static List<State> mistakes(OpeningBook b, State s) {
        State best = s.copy();
        best.apply(b.move(s));
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        List<State> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            State c = s.copy();
            c.apply(moves[i]);
            if (!c.isTerminal() && ((SolverHints) c).symmetricKey() != ((SolverHints) best).symmetricKey()) out.add(c);
        }
        return out;
    }

    /**
     * The other side's positions on its strategies in {@code b}: from each mistake of the book's
     * side before {@link OpeningBook#defended()} that the book has a move for, as {@link #strategy}.
     */
    static Map<Long, State> defences(OpeningBook b, State start) {
        Map<Long, State> byKey = new HashMap<>();
        for (State s : strategy(b, start).values()) {
            if (s.ply() >= b.defended()) continue;
            for (State c : mistakes(b, s)) {
                if (b.move(c) >= 0) walk(b, c, 1 - b.side(), byKey);
            }
        }
        return byKey;
    }

    /** The entry of {@code s}: its move keeps the value it names, which is the position's. */
    private static void checkEntry(OpeningBook b, State s) {
        int m = b.move(s);
        Value kept = b.kept(s);
        State c = s.copy();
        c.apply(m);
        Value after = c.isTerminal() ? Value.ofScore(c.score(), c.toMove()) : solve(c).value();
        Value got = after == Value.LOSS ? Value.WIN : after == Value.DRAW ? Value.DRAW : Value.LOSS;
        assertEquals(kept, got, s.positionText() + ": the book's move " + s.formatMove(m) + " keeps " + got);
        assertEquals(kept, solve(s).value(), s.positionText() + ": the entry's value is not the position's");
    }

    /**
     * Checks the strategy {@code b} holds against the exact solver: every position of the book's
     * side it reaches (see {@link #strategy}) has a move that keeps at least the book's value.
     * Returns the number of those positions.
     */
    private static int checkStrategy(OpeningBook b, State start) {
        Map<Long, State> positions = strategy(b, start);
        for (State s : positions.values()) {
            checkEntry(b, s);
            assertTrue(b.kept(s) == Value.WIN || b.kept(s) == b.value(), s.positionText() + " keeps less than the book");
        }
        return positions.size();
    }

    /**
     * The positions of the book's side that its strategy reaches from {@code start} up to its
     * plies, against every reply, one per symmetric key; fails on one the book has no move for.
     */
    static Map<Long, State> strategy(OpeningBook b, State start) {
        Map<Long, State> byKey = new HashMap<>();
        walk(b, start, b.side(), byKey);
        return byKey;
    }

    /** Walks {@code side}'s strategy from {@code s} (its positions into {@code byKey}). */
    private static void walk(OpeningBook b, State s, int side, Map<Long, State> byKey) {
        int ply = s.ply();
        if (s.isTerminal() || ply > b.plies()) return;
        if (s.toMove() == side) {
            int m = b.move(s);
            assertTrue(m >= 0, "no entry for " + s.positionText() + " at ply " + ply);
            if (byKey.putIfAbsent(((SolverHints) s).symmetricKey(), s) != null) return;   // met already
            State c = s.copy();
            c.apply(m);
            walk(b, c, side, byKey);
        } else {
            int[] moves = new int[s.game().maxMoves()];
            int n = s.legalMoves(moves);
            for (int i = 0; i < n; i++) {
                State c = s.copy();
                c.apply(moves[i]);
                walk(b, c, side, byKey);
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
        OpeningBook b = new BookBuilder(20, 1).build(g, 3, 0, new StopSignal(), (ply, n, solved, s, soFar) -> { });
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
        OpeningBook b = new BookBuilder(20, 1).build(connectFour(5, 4), 6, 1, new StopSignal(), (ply, n, solved, s, soFar) -> { });
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        b.write(out);
        OpeningBook back = OpeningBook.read(new ByteArrayInputStream(out.toByteArray()));
        assertEquals(b, back);
        assertEquals(b.toString(), back.toString());
        byte[] cut = java.util.Arrays.copyOf(out.toByteArray(), out.size() / 2);
        assertThrows(IOException.class, () -> OpeningBook.read(new ByteArrayInputStream(cut)));
        assertThrows(IOException.class, () -> OpeningBook.read(new ByteArrayInputStream("not a book".getBytes())));
        OpeningBook other = new OpeningBook("x", 0, Value.WIN, 0, 0, Map.of(1L, OpeningBook.entry(2, Value.WIN)));
        assertNotEquals(b, other);
        // Version 1 (before the per-entry values): every entry keeps the book's value.
        ByteArrayOutputStream v1 = new ByteArrayOutputStream();
        try (java.io.DataOutputStream d = new java.io.DataOutputStream(new java.util.zip.GZIPOutputStream(v1))) {
            d.writeUTF("PNBOOK");
            d.writeInt(1);
            d.writeUTF(b.game());
            d.writeByte(0);
            d.writeByte('D');
            d.writeInt(3);
            d.writeInt(2);
            d.write(new byte[] {5, 2, 0x7F, 1});   // keys 5 and 132, moves 2 and 1
        }
        OpeningBook old = OpeningBook.read(new ByteArrayInputStream(v1.toByteArray()));
        assertEquals(new OpeningBook(b.game(), 0, Value.DRAW, 3, 0,
                Map.of(5L, OpeningBook.entry(2, Value.DRAW), 132L, OpeningBook.entry(1, Value.DRAW))), old);
    }
}
