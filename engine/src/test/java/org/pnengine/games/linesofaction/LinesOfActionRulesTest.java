package org.pnengine.games.linesofaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * The rules of Lines of Action on literal 8×8 boards. Rules: {@code ../shared/reference/rules-and-numbers.md},
 * section "Lines of Action" (Ludii's default, as used by the PN-MCTS paper). Position text: ranks
 * 8 to 1 separated by {@code /}, files a to h, then the side to move.
 */
class LinesOfActionRulesTest {

    private static final LinesOfActionGame GAME = LinesOfActionGame.of(8);

    private static LinesOfActionState parse(String text) {
        try {
            return (LinesOfActionState) GAME.parsePosition(text);
        } catch (PositionException e) {
            throw new AssertionError(text + ": " + e.getMessage(), e);
        }
    }

    /** The legal moves from {@code square}, formatted and sorted. */
    private static Set<String> movesFrom(State s, String square) {
        int[] buf = new int[GAME.maxMoves()];
        int n = s.legalMoves(buf);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            String m = s.formatMove(buf[i]);
            if (m.startsWith(square)) out.add(m);
        }
        return out;
    }

    /** The code of a move in notation, legal or not. */
    private static int code(State s, String text) {
        try {
            return s.parseMove(text);
        } catch (MoveFormatException e) {
            throw new AssertionError(e);
        }
    }

    private static int move(State s, String text) {
        try {
            int m = s.parseMove(text);
            assertTrue(s.isLegal(m), text + " should be legal in " + s.positionText());
            return m;
        } catch (MoveFormatException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void startPositions() {
        assertEquals(".bbbbbb./w......w/w......w/w......w/w......w/w......w/w......w/.bbbbbb. b",
                GAME.newInitialState().positionText());
        assertEquals(".bbbbb./w.....w/w.....w/w.....w/w.....w/w.....w/.bbbbb. b",
                LinesOfActionGame.of(7).newInitialState().positionText());
        LinesOfActionState s = GAME.newInitialState();
        assertEquals(12, Long.bitCount(s.blackBits()));
        assertEquals(12, Long.bitCount(s.whiteBits()));
        assertEquals(Game.FIRST, s.toMove());
        assertFalse(s.isTerminal());
    }

    /**
     * d4 has 1 piece on its rank, 2 on its file (d8), 3 on its diagonal (b2, h8) and 3 on its
     * anti-diagonal (c5, g1): it moves exactly 1, 2, 3 and 3 squares along them, jumping its own
     * b2 and c5, and captures g1.
     */
    @Test
    void moveLengthIsTheLineCountInAllFourDirections() {
        LinesOfActionState s = parse(
                "...b...w/......../......../..b...../...b..../......../.b....../......w. b");
        assertEquals(Set.of("d4c4", "d4e4", "d4d6", "d4d2", "d4g7", "d4a1", "d4a7", "d4g1"),
                movesFrom(s, "d4"));
    }

    /** b4 moves 2 along rank 4 (b4, c4): over its own c4 it may, over White's c4 it may not. */
    @Test
    void jumpsOwnPiecesButNotEnemyOnes() {
        LinesOfActionState own = parse(
                "w......./.......w/......../......../.bb...../......../......../.......b b");
        assertTrue(movesFrom(own, "b4").contains("b4d4"));
        LinesOfActionState enemy = parse(
                "......../.......w/......../......../.bw...../......../......../.......b b");
        assertEquals(Set.of("b4b5", "b4b3", "b4c5", "b4a3", "b4a5", "b4c3"), movesFrom(enemy, "b4"));
    }

    @Test
    void mayNotLandOnOwnPiece() {
        // Rank 4 holds b4 and d4 (both Black): b4 would land on d4.
        LinesOfActionState s = parse(
                "w......./.......w/......../......../.b.b..../......../......../........ b");
        assertFalse(movesFrom(s, "b4").contains("b4d4"));
        assertFalse(s.isLegal(code(s, "b4d4")));
    }

    @Test
    void captureRemovesTheEnemyPieceAndUndoRestoresIt() {
        String before = "w......./.......w/......../......../.b.w..../......../......../.......b b";
        LinesOfActionState s = parse(before);
        long hash = s.hash();
        s.apply(move(s, "b4xd4"));
        assertTrue(s.lastMoveCaptured());
        assertEquals("w......./.......w/......../......../...b..../......../......../.......b w",
                s.positionText());
        assertEquals(2, Long.bitCount(s.whiteBits()));
        assertFalse(s.isTerminal());
        s.undo();
        assertEquals(before, s.positionText());
        assertEquals(hash, s.hash());
    }

    /** e3 moves 2 along rank 3 (e3, h3) to c3, joining b2 and c2. */
    @Test
    void connectingAllPiecesWins() {
        LinesOfActionState s = parse(
                "w......./......../......../......../......../....b..w/.bb...../........ b");
        s.apply(move(s, "e3c3"));
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
        assertEquals(Game.FIRST, s.winner());
        assertEquals(0, s.legalMoves(new int[GAME.maxMoves()]));
        assertEquals("B+1", GAME.formatScore(s.score()));
    }

    /** White's h4, alone on file h, moves 1 to h5, next to g6: White's two pieces are one group. */
    @Test
    void secondPlayerWinsByConnecting() {
        LinesOfActionState s = parse(
                "b......./......../......w./......../.......w/......../......../......b. w");
        s.apply(move(s, "h4h5"));
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score());
        assertEquals(Game.SECOND, s.winner());
        assertEquals("W+1", GAME.formatScore(s.score()));
    }

    /** Capturing White's second-last piece leaves it a single piece: a connected group, so White wins. */
    @Test
    void sideReducedToOnePieceWins() {
        LinesOfActionState s = parse(
                "......../.......w/......../......../.b.w..../......../......../.......b b");
        s.apply(move(s, "b4d4"));
        assertEquals(1, Long.bitCount(s.whiteBits()));
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score());
    }

    /** Capturing White's only straggler d4 leaves g7-h7 as White's one group: White wins. */
    @Test
    void captureThatConnectsTheOpponentLosesForTheMover() {
        LinesOfActionState s = parse(
                "......../......ww/......../......../.b.w..../......../......../.......b b");
        s.apply(move(s, "b4xd4"));
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score());
    }

    /** e3xc3 joins b2-c2 and removes White's straggler c3, so both sides are connected: a draw. */
    @Test
    void connectingBothSidesAtOnceIsADraw() {
        LinesOfActionState s = parse(
                "......../......ww/......../......../......../..w.b.../.bb...../........ b");
        s.apply(move(s, "e3c3"));
        assertTrue(s.isTerminal());
        assertEquals(0, s.score());
        assertEquals(-1, s.winner());
        assertEquals("0", GAME.formatScore(s.score()));
        s.undo();
        assertFalse(s.isTerminal());
    }

    /** Black a1 and h8 are each walled in by White: Black's only legal move is a pass. */
    @Test
    void sideWithoutMovesPasses() {
        String text = "......wb/......ww/......../......../......../......../ww....../bw...... b";
        LinesOfActionState s = parse(text);
        assertFalse(s.isTerminal());
        int[] buf = new int[GAME.maxMoves()];
        assertEquals(1, s.legalMoves(buf));
        assertEquals(LinesOfActionGame.PASS, buf[0]);
        assertTrue(s.isPass(buf[0]));
        assertTrue(s.isLegal(buf[0]));
        assertEquals("pass", s.formatMove(buf[0]));
        long hash = s.hash();
        s.apply(buf[0]);
        assertEquals(Game.SECOND, s.toMove());
        assertFalse(s.isTerminal());
        assertTrue(s.legalMoves(buf) > 0);
        assertFalse(s.isLegal(LinesOfActionGame.PASS), "White has moves, so may not pass");
        assertTrue(hash != s.hash());
        s.undo();
        assertEquals(text, s.positionText());
        assertEquals(hash, s.hash());
        // Black's pass is also what its playouts do: they must still end, and leave s unchanged.
        int r = s.randomPlayout(new SplittableRandom(1), buf, 10_000);
        assertTrue(r >= -1 && r <= 1, "playout result " + r);
        assertEquals(text, s.positionText());
    }

    /**
     * A lattice where every piece of both sides is walled in (found by a local search, checked
     * here by the independent {@link NaiveMoves}): neither side can move, so it is a draw. For
     * example Black's b5 has 3 pieces on rank 5 (b5, d5, f5) and would cross d5; 4 on file b and
     * would land on its own b1; 4 on its diagonal (a4, c6, d7) and 6 on its anti-diagonal, both
     * leading off the board.
     */
    @Test
    void neitherSideCanMoveIsADraw() {
        String text = "......../.b.w.b../w.w.w.w./.b.w.b../b.b.b.b./.b.w.b../w.w.w.w./.b.w.b.. b";
        char[][] grid = NaiveMoves.grid(text);
        assertEquals(Set.of(), NaiveMoves.moves(grid, 'b'));
        assertEquals(Set.of(), NaiveMoves.moves(grid, 'w'));
        for (String side : new String[] {" b", " w"}) {
            LinesOfActionState s = parse(text.substring(0, text.length() - 2) + side);
            assertTrue(s.isTerminal());
            assertEquals(0, s.score());
            assertEquals(0, s.legalMoves(new int[GAME.maxMoves()]));
            assertFalse(s.isLegal(LinesOfActionGame.PASS));
            assertEquals(0, s.randomPlayout(new SplittableRandom(1), new int[GAME.maxMoves()], 100));
            assertTrue(s.render().endsWith("draw"));
        }
    }

    /**
     * The bitboard generator and the terminal status agree with {@link NaiveMoves} along random
     * games on both sizes: a side is connected by a plain depth-first search, both connected is a
     * draw, and so is neither side having a move.
     */
    @Test
    void moveGenerationAgreesWithNaiveGenerator() {
        SplittableRandom rng = new SplittableRandom(99);
        for (int size = 7; size <= 8; size++) {
            LinesOfActionGame g = LinesOfActionGame.of(size);
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 30; game++) {
                LinesOfActionState s = g.newInitialState();
                while (true) {
                    char[][] grid = NaiveMoves.grid(s.positionText());
                    boolean b = NaiveMoves.connected(grid, 'b');
                    boolean w = NaiveMoves.connected(grid, 'w');
                    boolean blocked = NaiveMoves.moves(grid, 'b').isEmpty()
                            && NaiveMoves.moves(grid, 'w').isEmpty();
                    assertEquals(b || w || blocked, s.isTerminal(), s.positionText());
                    if (s.isTerminal()) {
                        assertEquals(b && w ? 0 : b ? 1 : -1, s.score(), s.positionText());
                        break;
                    }
                    int n = s.legalMoves(buf);
                    Set<String> mine = new TreeSet<>();
                    for (int i = 0; i < n; i++) mine.add(s.formatMove(buf[i]));
                    Set<String> naive = NaiveMoves.moves(grid, s.toMove() == Game.FIRST ? 'b' : 'w');
                    if (naive.isEmpty()) naive.add("pass");
                    assertEquals(naive, mine, s.positionText());
                    s.apply(buf[rng.nextInt(n)]);
                }
            }
        }
    }

    @Test
    void terminalPositionHasNoMovesAndIsLegalRejectsEverything() {
        LinesOfActionState s = parse(
                "w......./......../......../......../......../..b....w/.bb...../........ w");
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
        int[] buf = new int[GAME.maxMoves()];
        assertEquals(0, s.legalMoves(buf));
        assertFalse(s.isLegal(LinesOfActionGame.PASS));
        assertFalse(s.isLegal(code(s, "h3f3")));
    }

    @Test
    void isLegalAgreesWithMoveGenerationOnEveryFromToPair() {
        SplittableRandom rng = new SplittableRandom(2024);
        int[] buf = new int[GAME.maxMoves()];
        for (int size = 7; size <= 8; size++) {
            LinesOfActionState s = LinesOfActionGame.of(size).newInitialState();
            for (int ply = 0; ply < 60 && !s.isTerminal(); ply++) {
                int n = s.legalMoves(buf);
                Set<Integer> legal = new TreeSet<>();
                for (int i = 0; i < n; i++) legal.add(buf[i]);
                for (int code = 0; code < 1 << 12; code++) {
                    if (legal.contains(code) != s.isLegal(code)) {
                        fail("isLegal(" + s.formatMove(code) + ") disagrees with legalMoves in "
                                + s.positionText());
                    }
                }
                assertEquals(legal.contains(LinesOfActionGame.PASS), s.isLegal(LinesOfActionGame.PASS));
                s.apply(buf[rng.nextInt(n)]);
            }
        }
    }
}
