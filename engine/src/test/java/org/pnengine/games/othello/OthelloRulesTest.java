package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/** The rules on literal boards: flips, passes, the end of the game and the score. */
class OthelloRulesTest {

    private static final OthelloGame G8 = OthelloGame.standard();
    private static final OthelloGame G4 = OthelloGame.of(4);

    /** A position text from rows written top (row 1) to bottom, then the side to move. */
    static String board(String side, String... rows) {
        return String.join("", rows) + " " + side;
    }

    private static OthelloState parse(OthelloGame g, String text) {
        try {
            return g.parsePosition(text);
        } catch (PositionException e) {
            throw new AssertionError(e.getMessage() + ": " + text, e);
        }
    }

    private static int move(State s, String text) {
        try {
            return s.parseMove(text);
        } catch (MoveFormatException e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> moves(State s) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(s.formatMove(buf[i]));
        return out;
    }

    /** Plays {@code m}, checks the result and that the incremental hash equals a fresh one. */
    private static void playAndExpect(OthelloGame g, String before, String m, String after) {
        OthelloState s = parse(g, before);
        int code = move(s, m);
        assertTrue(s.isLegal(code), m + " is legal");
        s.apply(code);
        assertEquals(after, s.positionText());
        assertEquals(parse(g, after).hash(), s.hash(), "incremental hash = hash of the parsed result");
        s.undo();
        assertEquals(parse(g, before).positionText(), s.positionText());
        assertEquals(parse(g, before).hash(), s.hash());
    }

    @Test
    void startPosition() {
        OthelloState s = G8.newInitialState();
        // a1 top-left, d4 and e5 White, d5 and e4 Black, Black to move.
        assertEquals("---------------------------OX------XO--------------------------- X", s.positionText());
        assertEquals(Game.FIRST, s.toMove());
        assertEquals(List.of("d3", "c4", "f5", "e6"), moves(s));
        assertEquals("-----OX--XO----- X", OthelloGame.of(4).newInitialState().positionText());
        assertEquals("--------------OX----XO-------------- X", OthelloGame.of(6).newInitialState().positionText());
    }

    @Test
    void flipsInAllEightDirections() {
        // Black plays c6: one run in each of the 8 directions, the eastern one two discs long.
        String before = board("X",
                "--------",
                "--------",
                "--------",
                "X-XXX---",
                "-OOOX---",
                "XO-OOX--",
                "-OOO----",
                "X-X-X---");
        String after = board("O",
                "--------",
                "--------",
                "--------",
                "X-XXX---",
                "-XXXX---",
                "XXXXXX--",
                "-XXX----",
                "X-X-X---");
        playAndExpect(G8, before, "c6", after);
    }

    @Test
    void flipsInAllEightDirectionsForWhite() {
        // The same with colours swapped: White plays c6.
        String before = board("O",
                "--------",
                "--------",
                "--------",
                "O-OOO---",
                "-XXXO---",
                "OX-XXO--",
                "-XXX----",
                "O-O-O---");
        String after = board("X",
                "--------",
                "--------",
                "--------",
                "O-OOO---",
                "-OOOO---",
                "OOOOOO--",
                "-OOO----",
                "O-O-O---");
        playAndExpect(G8, before, "c6", after);
    }

    @Test
    void onlyBracketedRunsFlip() {
        // Black plays d6. North: d5 O, d4 X -> flips d5. East: e6 O, f6 O, g6 empty -> no flip.
        // West: c6 O then the edge run b6 O, a6 O, board edge -> no flip. South: d7 X -> nothing.
        String before = board("X",
                "--------",
                "--------",
                "--------",
                "---XX---",
                "---OO---",
                "OOO-OO--",
                "---X----",
                "--------");
        String after = board("O",
                "--------",
                "--------",
                "--------",
                "---XX---",
                "---XO---",
                "OOOXOO--",
                "---X----",
                "--------");
        playAndExpect(G8, before, "d6", after);
    }

    @Test
    void noFlipsAcrossTheBoardEdge() {
        // Black plays a4: b4 is bracketed by c4. In bit order h3 comes just before a4, and g3 is
        // Black, so a move generator that wrapped around the edge would also flip h3.
        String before = board("X",
                "--------",
                "--------",
                "------XO",
                "-OXOXX--",
                "---XO---",
                "--------",
                "--------",
                "--------");
        String after = board("O",
                "--------",
                "--------",
                "------XO",
                "XXXOXX--",
                "---XO---",
                "--------",
                "--------",
                "--------");
        playAndExpect(G8, before, "a4", after);
    }

    @Test
    void edgeSquaresAreNotMovesByWrapping() {
        // In bit order a4 follows h3: Black's h3, White's a4 and the empty b4 would make b4 a move
        // for a generator that wrapped around the edge. By the rules b4 brackets nothing (west a4
        // then the edge; south b5, then b6 empty; south-east c5, then d6 empty).
        String text = board("X",
                "--------",
                "--------",
                "-----XXX",
                "O--OX---",
                "OOOXO---",
                "--------",
                "--------",
                "--------");
        OthelloState s = parse(G8, text);
        assertFalse(s.isLegal(move(s, "b4")));
        assertEquals(expectedMoves(text, 8), moves(s));
        assertFalse(moves(s).contains("b4"));
    }

    /** The legal moves of a position according to the independent array implementation. */
    private static List<String> expectedMoves(String text, int n) {
        ArrayOthello a = new ArrayOthello(n);
        for (int i = 0; i < n * n; i++) {
            char c = text.charAt(i);
            a.cell[i / n][i % n] = c == 'X' ? 1 : c == 'O' ? 2 : 0;
        }
        a.toMove = text.charAt(n * n + 1) == 'X' ? 1 : 2;
        List<String> out = new ArrayList<>();
        for (int m : a.legalMoves()) {
            out.add(m == ArrayOthello.PASS ? "pass" : "" + (char) ('a' + m % 8) + (char) ('1' + m / 8));
        }
        return out;
    }

    @Test
    void forcedPass() throws Exception {
        // 4x4: White's a1 lies on the edge, so Black cannot bracket it; White can play d4.
        String text = board("X",
                "O---",
                "-XX-",
                "-XX-",
                "----");
        OthelloState s = parse(G4, text);
        assertFalse(s.isTerminal());
        assertEquals(List.of("pass"), moves(s));
        int[] buf = new int[G4.maxMoves()];
        assertEquals(1, s.legalMoves(buf));
        assertTrue(s.isPass(buf[0]));
        assertEquals(OthelloState.PASS, s.parseMove("PASS"));
        assertEquals(OthelloState.PASS, s.parseMove("Pass"));
        assertTrue(s.isLegal(OthelloState.PASS));
        assertFalse(s.isLegal(s.parseMove("d4")), "only the pass is legal");
        assertEquals(OthelloState.PASS, s.forcedPass());
        long before = s.hash();
        s.apply(OthelloState.PASS);
        assertEquals(board("O", "O---", "-XX-", "-XX-", "----"), s.positionText());
        assertEquals(Game.SECOND, s.toMove());
        assertEquals(OthelloState.PASS, s.lastMove());
        assertEquals(parse(G4, s.positionText()).hash(), s.hash());
        assertTrue(before != s.hash(), "the side to move is part of the hash");
        assertEquals(List.of("d4"), moves(s));
        assertEquals(-1, s.forcedPass(), "a single placement is no forced pass");
        assertFalse(s.isLegal(OthelloState.PASS), "no pass when a placement exists");
        s.apply(s.parseMove("d4"));
        assertEquals(board("X", "O---", "-OX-", "-XO-", "---O"), s.positionText());
        s.undo();
        s.undo();
        assertEquals(text, s.positionText());
        assertEquals(before, s.hash());
    }

    @Test
    void noPassAtTheStart() {
        assertFalse(G8.newInitialState().isLegal(OthelloState.PASS));
    }

    @Test
    void gameEndsWhenNeitherSideCanMove() {
        // 4x4, only Black discs left (a wipe-out): neither side can move, 11 squares stay empty.
        OthelloState s = parse(G4, board("O", "X---", "-XX-", "-XX-", "----"));
        assertTrue(s.isTerminal());
        assertEquals(List.of(), moves(s));
        assertFalse(s.isLegal(OthelloState.PASS));
        assertEquals(5, s.score(), "plain disc difference: empty squares go to nobody");
        assertEquals(Game.FIRST, s.winner());
        assertEquals("B+5", G4.formatScore(s.score()));
        assertTrue(s.render().contains("game over, B+5"), s.render());
    }

    @Test
    void wofScoringGivesTheEmptySquaresToTheWinner() {
        OthelloGame wof = (OthelloGame) OthelloGame.TYPE.create(List.of("size=4", "scoring=wof"));
        // The wipe-out above: 5 Black discs and 11 empty squares, B+16 instead of B+5.
        OthelloState black = parse(wof, board("O", "X---", "-XX-", "-XX-", "----"));
        assertTrue(black.isTerminal());
        assertEquals(16, black.score(), "5 discs + 11 empty squares");
        assertEquals("B+16", wof.formatScore(black.score()));
        assertTrue(black.render().contains("game over, B+16"), black.render());
        // The mirror, White wiping out: -16 (scores are from Black's side).
        OthelloState white = parse(wof, board("X", "O---", "-OO-", "-OO-", "----"));
        assertTrue(white.isTerminal());
        assertEquals(-16, white.score());
        assertEquals(Game.SECOND, white.winner());
        // A full board has no empty square: both rules agree.
        OthelloState full = parse(wof, board("X", "XOOO", "OOOO", "OOXO", "XXXX"));
        assertEquals(parse(G4, full.positionText()).score(), full.score());
        assertEquals(-16, wof.minScore());
        assertEquals(16, wof.maxScore());
    }

    @Test
    void gameEndsWhenTheLastMoveIsPlayed() {
        // 4x4 with d4 left. Black plays it: west c4, b4 (White) then a4 (Black) flip; north d3, d2,
        // d1 (White) run to the edge and stay; north-west c3 is Black already. The board is full.
        String text = board("X",
                "XOOO",
                "OOOO",
                "OOXO",
                "XOO-");
        OthelloState s = parse(G4, text);
        assertEquals(List.of("d4"), moves(s));
        s.apply(move(s, "d4"));
        assertEquals(board("O", "XOOO", "OOOO", "OOXO", "XXXX"), s.positionText());
        assertTrue(s.isTerminal());
        assertEquals(6 - 10, s.score());
        assertEquals(Game.SECOND, s.winner());
        assertEquals("W+4", G4.formatScore(s.score()));
    }

    @Test
    void drawScoresZero() {
        OthelloState s = parse(G4, board("X", "XXXX", "XXXX", "OOOO", "OOOO"));
        assertTrue(s.isTerminal());
        assertEquals(0, s.score());
        assertEquals(-1, s.winner());
        assertEquals("0", G4.formatScore(0));
    }

    @Test
    void fullBoardScore8x8() {
        // 33 Black, 31 White: B+2.
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 64; i++) b.append(i < 33 ? 'X' : 'O');
        OthelloState s = parse(G8, b + " O");
        assertTrue(s.isTerminal());
        assertEquals(2, s.score());
        assertEquals("B+2", G8.formatScore(s.score()));
        assertEquals(-64, G8.minScore());
        assertEquals(64, G8.maxScore());
    }

    /**
     * 4×4 is a win for White, 11-3, with perfect play. Source: ../shared/reference/rules-and-numbers.md,
     * Othello section, "Solved values" (4×4: White wins 11–3). Checked by a full minimax here.
     */
    @Test
    void fourByFourSolvedValue() {
        OthelloState s = G4.newInitialState();
        assertEquals(3 - 11, negamax(s, new int[G4.maxGameLength() + 1][G4.maxMoves()], 0)
                * (s.toMove() == Game.FIRST ? 1 : -1));
    }

    /** The exact minimax disc difference from the side to move's view. */
    private static int negamax(State s, int[][] bufs, int depth) {
        if (s.isTerminal()) return s.toMove() == Game.FIRST ? s.score() : -s.score();
        int[] buf = bufs[depth];
        int n = s.legalMoves(buf);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            best = Math.max(best, -negamax(s, bufs, depth + 1));
            s.undo();
        }
        return best;
    }
}
