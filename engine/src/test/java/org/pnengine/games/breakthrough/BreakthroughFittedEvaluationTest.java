package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;

/**
 * Breakthrough's fitted evaluation ({@link org.pnengine.game.FittedEvaluation}): each feature
 * counts what its name says (checked against a plain square-by-square count), and sizes other
 * than 8×8 have no fitted weights. The interface's contract (the evaluation is the weighted sum
 * of the features, the switch to the hand-made one) is {@code FittedEvaluationContractTest}'s.
 */
class BreakthroughFittedEvaluationTest {

    /** Seeded positions of random games, 8×8: every position of 60 games. */
    private static List<BreakthroughState> positions(Game g) {
        List<BreakthroughState> out = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(30);
        int[] moves = new int[g.maxMoves()];
        for (int n = 0; n < 60; n++) {
            BreakthroughState s = (BreakthroughState) g.newInitialState();
            while (!s.isTerminal()) {
                out.add(s.copy());
                s.apply(moves[rng.nextInt(s.legalMoves(moves))]);
            }
        }
        return out;
    }

    /** The features from the position text alone, square by square. */
    private static int[] reference(BreakthroughState s) {
        String[] parts = s.positionText().split(" ");
        char[][] board = new char[8][8];       // board[row][file], row 0 = rank 1
        String[] ranks = parts[0].split("/");  // rank 8 first
        for (int i = 0; i < 8; i++) {
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) board[7 - i][file++] = '.';
                } else {
                    board[7 - i][file++] = c;
                }
            }
        }
        int[] f = new int[32];
        count(board, 'b', 1, f);
        count(board, 'w', -1, f);
        f[31] = parts[1].equals("b") ? 1 : -1;
        return f;
    }

    private static void count(char[][] board, char me, int sign, int[] f) {
        char them = me == 'b' ? 'w' : 'b';
        int dir = me == 'b' ? 1 : -1;
        int[] pair = {0, 1, 2, 3, 3, 2, 1, 0};
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                if (board[r][c] != me) continue;
                int d = me == 'b' ? r : 7 - r;
                f[Math.min(d, 5) * 4 + pair[c]] += sign;
                if (attacked(board, me, r, c)) f[24] += sign;          // defended: own piece behind it diagonally
                boolean free = d >= 4;
                for (int k = 1; free && r + k * dir >= 0 && r + k * dir < 8; k++) {
                    if (d + k > 7) break;
                    for (int cc = c - k; cc <= c + k; cc++) {
                        if (cc >= 0 && cc < 8 && d + k <= 7 && board[r + k * dir][cc] == them) free = false;
                    }
                }
                if (free) {
                    f[25] += sign;
                    f[26] += sign * d;
                }
                if (d == 0 && (c == 1 || c == 2 || c == 5 || c == 6)) f[27] += sign;
                int r2 = r + dir;
                if (r2 >= 0 && r2 < 8) {
                    for (int cc = c - 1; cc <= c + 1; cc++) {
                        if (cc < 0 || cc > 7 || board[r2][cc] == me || cc == c && board[r2][cc] == them) continue;
                        if (!attacked(board, them, r2, cc)) f[29] += sign;
                    }
                }
                if (c < 7 && board[r][c + 1] == me) f[30] += sign;
            }
        }
        for (int c = 0; c < 8; c++) {
            boolean any = false;
            for (int r = 0; r < 8; r++) any |= board[r][c] == me;
            if (!any) f[28] += sign;
        }
    }

    /** Whether a piece of {@code who} attacks square (r, c), i.e. stands diagonally behind it from its own side. */
    private static boolean attacked(char[][] board, char who, int r, int c) {
        int back = who == 'b' ? r - 1 : r + 1;
        if (back < 0 || back > 7) return false;
        return c > 0 && board[back][c - 1] == who || c < 7 && board[back][c + 1] == who;
    }

    @Test
    void eachFeatureCountsWhatItsNameSays() {
        Game g = BreakthroughGame.standard();
        BreakthroughState start = (BreakthroughState) g.newInitialState();
        assertEquals(32, start.featureNames().size());
        int[] f = new int[32];
        int nonZero = 0;
        for (BreakthroughState s : positions(g)) {
            s.features(f);
            assertArrayEquals(reference(s), f, s.positionText());
            for (int i = 0; i < 31; i++) if (f[i] != 0) nonZero |= 1 << i;
        }
        assertEquals((1 << 31) - 1, nonZero, "every feature but the tempo differs between the sides somewhere");
    }

    @Test
    void theSumOfThePiecesWeightsKeptMoveByMoveIsTheOneCountedAfresh() throws Exception {
        // The evaluation adds the pieces' weights by square that apply and undo keep up to date;
        // the same position parsed from its text counts them from scratch. Down 40 seeded random
        // games with a null move tried at every ply, and back up each with undo.
        Game g = BreakthroughGame.standard();
        SplittableRandom rng = new SplittableRandom(31);
        int[] moves = new int[g.maxMoves()];
        int checked = 0;
        for (int n = 0; n < 40; n++) {
            BreakthroughState s = (BreakthroughState) g.newInitialState();
            List<Integer> seen = new ArrayList<>();
            while (!s.isTerminal()) {
                int fresh = ((BreakthroughState) g.parsePosition(s.positionText())).evaluate();
                assertEquals(fresh, s.evaluate(), s.positionText());
                assertEquals(fresh, s.copy().evaluate(), "a copy keeps the sum");
                s.makeNullMove();
                assertEquals(((BreakthroughState) g.parsePosition(s.positionText())).evaluate(), s.evaluate(), "after a null move");
                s.unmakeNullMove();
                seen.add(fresh);
                s.apply(moves[rng.nextInt(s.legalMoves(moves))]);
                checked++;
            }
            for (int i = seen.size() - 1; i >= 0; i--) {
                s.undo();
                assertEquals(seen.get(i), s.evaluate(), "undone to ply " + i);
            }
        }
        assertTrue(checked > 1000);
    }

    @Test
    void onlyTheStandardBoardHasFittedWeights() {
        // The rest of FittedEvaluation's contract, on every board size: FittedEvaluationContractTest.
        assertTrue(BreakthroughGame.standard().newInitialState().fitted());
        assertFalse(BreakthroughGame.of(5, 6).newInitialState().fitted());
    }
}
