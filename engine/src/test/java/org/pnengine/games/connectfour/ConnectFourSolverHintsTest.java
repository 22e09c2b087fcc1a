package org.pnengine.games.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pnengine.game.Game;

/**
 * Connect Four's {@link org.pnengine.game.SolverHints} against brute force by the rules (apply
 * every move and look), on random games of several sizes (fixed seeds): the winning move, the
 * safe moves (exact list and order), the score of a position without either, the winning cells a
 * move creates, and the symmetric hash (equal for the mirror image, different for other positions);
 * the sizes include the extreme boards (1×63, 2×31, 2×30, 4×15, 16×3, 32×1).
 */
class ConnectFourSolverHintsTest {

    /** The side to move's view of a terminal score. */
    private static int forMover(int scoreForFirst, int mover) {
        return mover == Game.FIRST ? scoreForFirst : -scoreForFirst;
    }

    private static List<Integer> winningMoves(ConnectFourState s) {
        List<Integer> wins = new ArrayList<>();
        int mover = s.toMove();
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            if (s.isTerminal() && s.winner() == mover) wins.add(moves[i]);
            s.undo();
        }
        return wins;
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"7,6", "4,4", "5,4", "8,7", "3,5", "6,5", "1,63", "2,31", "2,30", "4,15", "16,3", "32,1"})
    void hintsAgreeWithTheRules(int width, int height) throws Exception {
        ConnectFourGame g = ConnectFourGame.of(width, height);
        SplittableRandom rng = new SplittableRandom(width * 100L + height);
        int[] buf = new int[width];
        int checkedSafe = 0;
        int checkedLost = 0;
        for (int game = 0; game < 300; game++) {
            ConnectFourState s = g.newInitialState();
            ConnectFourState mirror = g.newInitialState();
            while (!s.isTerminal()) {
                int mover = s.toMove();
                List<Integer> wins = winningMoves(s);
                int w = s.winningMove();
                assertEquals(wins.isEmpty(), w < 0, "a winning move exists: " + s.positionText());
                if (w >= 0) assertTrue(wins.contains(w), "the winning move wins: " + s.positionText());
                assertEquals(s.symmetricKey(), mirror.symmetricKey(),
                        "the mirror image shares the key: " + s.positionText());
                ConnectFourState fresh = (ConnectFourState) g.parsePosition(s.positionText());
                assertEquals(fresh.symmetricKey(), s.symmetricKey(),
                        "the key kept move by move is the key of the board: " + s.positionText());
                if (s.symmetricKeyBits() < 64) {
                    assertTrue(s.symmetricKey() >>> s.symmetricKeyBits() == 0, "the key fits its bits");
                }
                if (wins.isEmpty()) {
                    List<Integer> safe = new ArrayList<>();
                    int n = s.legalMoves(buf);
                    for (int i = 0; i < n; i++) {
                        s.apply(buf[i]);
                        if (winningMoves(s).isEmpty()) safe.add(buf[i]);
                        s.undo();
                    }
                    int k = s.safeMoves(buf);
                    List<Integer> got = new ArrayList<>();
                    for (int i = 0; i < k; i++) got.add(buf[i]);
                    assertEquals(safe, got, "safe moves of " + s.positionText());
                    checkedSafe++;
                    if (safe.isEmpty()) {
                        // Every move lets the opponent win at once: that win's score, for the mover.
                        int lost = s.lostScore();
                        n = s.legalMoves(buf);
                        for (int i = 0; i < n; i++) {
                            s.apply(buf[i]);
                            s.apply(winningMoves(s).get(0));
                            assertEquals(lost, forMover(s.score(), mover), "lost score of " + s.positionText());
                            s.undo();
                            s.undo();
                        }
                        checkedLost++;
                    }
                }
                int n = s.legalMoves(buf);
                for (int i = 0; i < n; i++) {
                    if (wins.contains(buf[i])) continue;   // asked only of moves that do not win at once
                    assertEquals(threatsAfter(s, buf[i]), s.moveOrder(buf[i]) / 64,
                            "winning cells made by " + (buf[i] + 1) + " in " + s.positionText());
                }
                int col = buf[rng.nextInt(n)];
                s.apply(col);
                mirror.apply(width - 1 - col);
            }
        }
        assertTrue(checkedSafe > 1000 && (width < 4 || checkedLost > 10), "enough cases: " + checkedSafe + ", " + checkedLost);
    }

    /** The empty cells where one more stone of the mover would make four, after it plays {@code col}. */
    private static int threatsAfter(ConnectFourState s, int col) {
        ConnectFourGame g = (ConnectFourGame) s.game();
        s.apply(col);
        // After the move the opponent is to move; its stones are key() - maskBits() (Pons' key).
        long mine = s.maskBits() ^ (s.key() - s.maskBits());
        long all = s.maskBits();
        s.undo();
        int count = 0;
        for (int c = 0; c < g.width(); c++) {
            for (int r = 0; r < g.height(); r++) {
                long bit = 1L << (c * (g.height() + 1) + r);
                if ((all & bit) == 0 && ConnectFourState.alignment(mine | bit, g)) count++;
            }
        }
        return count;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"4453", "1234567", "44444435", "3333"})
    void theSymmetricKeySeparatesPositionsThatAreNotMirrorImages(String moves) throws Exception {
        ConnectFourGame g = ConnectFourGame.standard();
        ConnectFourState a = (ConnectFourState) g.parsePosition(moves);
        StringBuilder other = new StringBuilder(moves);
        other.setCharAt(0, moves.charAt(0) == '1' ? '2' : '1');
        ConnectFourState b = (ConnectFourState) g.parsePosition(other.toString());
        StringBuilder mirrored = new StringBuilder();
        for (char ch : moves.toCharArray()) mirrored.append((char) ('8' - ch + '0'));
        ConnectFourState m = (ConnectFourState) g.parsePosition(mirrored.toString());
        assertEquals(a.symmetricKey(), m.symmetricKey());
        assertNotEquals(a.symmetricKey(), b.symmetricKey());
    }
}
