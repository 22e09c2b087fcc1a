package org.pnengine.games.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * Connect Four rules on literal boards: the four directions of a win, the score convention of
 * Pons' test sets (a win by the winner's k-th stone scores 22 − k on 7×6; source:
 * {@code ../shared/reference/rules-and-numbers.md}), draws, notation, position text, the size
 * limit and the refusal of impossible positions.
 */
class ConnectFourRulesTest {

    private static final ConnectFourGame G = ConnectFourGame.standard();

    private static State play(String moves) throws PositionException {
        return G.parsePosition(moves);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
            "vertical,       4545454",
            "horizontal,     1122334",
            "rising diagonal,  12233434474",
            "falling diagonal, 76655454414",
    })
    void fourInARowInEveryDirectionEndsTheGame(String direction, String moves) throws Exception {
        String before = moves.substring(0, moves.length() - 1);
        State s = play(before);
        assertFalse(s.isTerminal(), direction + ": not over before the last move");
        s.apply(s.parseMove(moves.substring(moves.length() - 1)));
        assertTrue(s.isTerminal(), direction);
        assertEquals(0, s.legalMoves(new int[7]), "no moves once the game is over");
        int winner = moves.length() % 2 == 1 ? Game.FIRST : Game.SECOND;
        assertEquals(winner, s.winner(), direction);
    }

    @Test
    void scoreIsTwentyTwoMinusTheWinnersStones() throws Exception {
        // x wins with its 4th stone: 22 - 4 = 18 for the first player.
        State s = play("4545454");
        assertEquals(18, s.score());
        assertEquals("B+18", G.formatScore(s.score()));
        // o wins with its 4th stone (x's first stone went to column 1): -(22 - 4).
        State o = play("15252525");
        assertTrue(o.isTerminal());
        assertEquals(-18, o.score());
        assertEquals("W+18", G.formatScore(o.score()));
    }

    @Test
    void scoreFormulaOnOtherSizes() throws Exception {
        // 4x4: (16 + 1 - 6) / 2 = 5 for a vertical four by x's 4th stone (7 stones before it).
        ConnectFourGame small = ConnectFourGame.of(4, 4);
        State s = small.parsePosition("1212121");
        assertTrue(s.isTerminal());
        assertEquals((16 + 1 - 6) / 2, s.score());
        assertEquals(small.maxScore(), (16 + 1) / 2);
        assertEquals(small.minScore(), -(16 + 1) / 2);
    }

    @Test
    void aFullBoardWithoutFourIsADraw() throws Exception {
        // On 3×3 no line of four fits: every game fills the board and is drawn.
        ConnectFourGame tiny = ConnectFourGame.of(3, 3);
        SplittableRandom rng = new SplittableRandom(3);
        int[] moves = new int[3];
        for (int game = 0; game < 20; game++) {
            State s = tiny.newInitialState();
            while (!s.isTerminal()) {
                int n = s.legalMoves(moves);
                s.apply(moves[rng.nextInt(n)]);
            }
            assertEquals(9, s.ply());
            assertEquals(0, s.score());
            assertEquals(-1, s.winner());
            assertEquals("0", tiny.formatScore(s.score()));
        }
    }

    @Test
    void aFullColumnIsIllegal() throws Exception {
        State s = play("444444");
        assertFalse(s.isLegal(3));
        assertTrue(s.isLegal(2));
        int[] moves = new int[7];
        assertEquals(6, s.legalMoves(moves));
        assertEquals(List.of(0, 1, 2, 4, 5, 6), List.of(moves[0], moves[1], moves[2], moves[3], moves[4], moves[5]));
    }

    @Test
    void notationIsTheOneBasedColumn() throws Exception {
        State s = G.newInitialState();
        for (int c = 0; c < 7; c++) {
            assertEquals(Integer.toString(c + 1), s.formatMove(c));
            assertEquals(c, s.parseMove(Integer.toString(c + 1)));
        }
        assertThrows(MoveFormatException.class, () -> s.parseMove("0"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("8"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("d"));
    }

    @Test
    void positionTextIsRowsFromTheTopThenTheSideToMove() throws Exception {
        State s = play("4453");
        assertEquals("......./......./......./......./...o.../..oxx.. x", s.positionText());
        State back = G.parsePosition(s.positionText());
        assertEquals(s.positionText(), back.positionText());
        assertEquals(s.hash(), back.hash());
        assertEquals(0, back.ply(), "a parsed position is a new base: no undo past it");
    }

    @Test
    void moveStringsAndBoardTextGiveTheSamePosition() throws Exception {
        State a = play("44455554221");
        State b = G.parsePosition(a.positionText());
        assertEquals(a.hash(), b.hash());
        assertEquals(a.toMove(), b.toMove());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "......./......./......./......./...x.../....... x|floating stone",
            "......./......./......./......./......./..xx... o|impossible stone counts",
            "......./......./......./......./......./...o... x|impossible stone counts: o first",
            "......./......./......./......./......./...x... x|x has one stone more, so o is to move",
            "......./......./......./......./......./....... z|bad side to move",
            "......./......./......./......./....... x|wrong number of rows",
            "......../......./......./......./......./....... x|row too long",
            "......./......./......./......./......./...q... x|bad cell",
            "4444444|seventh stone in a full column",
            "45454545|a move after the game ended",
            "48|column 8 on a 7-wide board",
    })
    void impossiblePositionsAreRefusedWithAReason(String text, String why) {
        PositionException e = assertThrows(PositionException.class, () -> G.parsePosition(text), why);
        assertFalse(e.getMessage().isBlank());
    }

    @Test
    void twoSeparateFoursCannotBothBeTheLastMove() {
        // x has a vertical four in column 1 and another in column 7: no single last move made both.
        String text = "......./......./x.....x/x.....x/xoo.o.x/xoo.oox o";
        PositionException e = assertThrows(PositionException.class, () -> G.parsePosition(text));
        assertTrue(e.getMessage().contains("unreachable"), e.getMessage());
    }

    @Test
    void aFinishedGameCanBeSet() throws Exception {
        // x has just made a vertical four in column 4; o is to move in a finished game.
        State s = G.parsePosition("......./......./...x.../...x.../...xo../...xoo. o");
        assertTrue(s.isTerminal());
        assertEquals(Game.FIRST, s.winner());
        assertEquals(22 - 4, s.score());
    }

    @Test
    void theSideToMoveCannotAlreadyHaveFour() {
        // o has four in a row on the bottom and it is o to move.
        String text = "......./......./......./...x.../x..x.../oooox.x o";
        assertThrows(PositionException.class, () -> G.parsePosition(text));
    }

    @Test
    void everySizeThatFitsInALongIsAccepted() {
        for (int w = 1; w <= 32; w++) {
            for (int h = 1; h <= 63; h++) {
                boolean fits = w * (h + 1) <= 64;
                final int width = w;
                final int height = h;
                if (fits) {
                    ConnectFourGame g = ConnectFourGame.of(w, h);
                    assertEquals(w, g.width());
                    assertEquals(h, g.height());
                } else {
                    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                            () -> ConnectFourGame.of(width, height));
                    assertTrue(e.getMessage().contains("height"), e.getMessage());
                }
            }
        }
    }

    @Test
    void largestBoardsPlayToTheEnd() {
        // 8×7 (the largest with 8 columns) and 1×63 (the tallest) use every bit of the long.
        for (int[] size : new int[][] {{8, 7}, {1, 63}, {4, 15}, {16, 3}}) {
            ConnectFourGame g = ConnectFourGame.of(size[0], size[1]);
            SplittableRandom rng = new SplittableRandom(size[0] * 100L + size[1]);
            int[] moves = new int[g.maxMoves()];
            for (int game = 0; game < 50; game++) {
                ConnectFourState s = g.newInitialState();
                while (!s.isTerminal()) {
                    int n = s.legalMoves(moves);
                    assertTrue(n > 0);
                    s.apply(moves[rng.nextInt(n)]);
                }
                assertTrue(s.ply() <= size[0] * size[1]);
                while (s.ply() > 0) s.undo();
                assertEquals(0, s.maskBits(), "undo empties the board");
            }
        }
    }
}
