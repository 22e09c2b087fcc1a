package org.pnengine.games.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * Gomoku has no published perft, so the fast move generation and win test are cross-checked
 * against a plain implementation of the rules written here: random seeded games on several sizes,
 * free-style and exactly-five, compared at every ply (position text, legal moves, terminal status,
 * winner). Also the state contract: apply/undo, hash, copy, and the fast playout.
 */
class GomokuRandomGamesTest {

    /** The rules on a char grid, {@code grid[row][col]} with row 0 at the bottom, scanning everything. */
    static final class Naive {
        final int n;
        final boolean exact;
        final char[][] grid;
        int stones;

        Naive(int n, boolean exact) {
            this.n = n;
            this.exact = exact;
            grid = new char[n][n];
            for (char[] row : grid) Arrays.fill(row, '.');
        }

        /** Whether {@code mark} has a winning run anywhere: every maximal run in every direction. */
        boolean wins(char mark) {
            int[][] dirs = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
            for (int[] d : dirs) {
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        if (grid[r][c] != mark) continue;
                        int pr = r - d[0];
                        int pc = c - d[1];
                        if (pr >= 0 && pr < n && pc >= 0 && pc < n && grid[pr][pc] == mark) continue;
                        int len = 0;
                        int rr = r;
                        int cc = c;
                        while (rr >= 0 && rr < n && cc >= 0 && cc < n && grid[rr][cc] == mark) {
                            len++;
                            rr += d[0];
                            cc += d[1];
                        }
                        if (exact ? len == 5 : len >= 5) return true;
                    }
                }
            }
            return false;
        }

        /** Whether some run of six or more stands on the board (to see that overlines were met). */
        boolean hasOverline() {
            for (char mark : new char[] {'x', 'o'}) {
                for (int[] d : new int[][] {{0, 1}, {1, 0}, {1, 1}, {1, -1}}) {
                    for (int r = 0; r < n; r++) {
                        for (int c = 0; c < n; c++) {
                            int len = 0;
                            int rr = r;
                            int cc = c;
                            while (rr >= 0 && rr < n && cc >= 0 && cc < n && grid[rr][cc] == mark) {
                                len++;
                                rr += d[0];
                                cc += d[1];
                            }
                            if (len >= 6) return true;
                        }
                    }
                }
            }
            return false;
        }

        /** 1 if x has won, -1 if o has, 0 otherwise. */
        int winner() {
            return wins('x') ? 1 : wins('o') ? -1 : 0;
        }

        boolean terminal() {
            return winner() != 0 || stones == n * n;
        }

        List<String> moves() {
            List<String> out = new ArrayList<>();
            if (terminal()) return out;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (grid[r][c] == '.') out.add("" + (char) ('a' + c) + (r + 1));
                }
            }
            return out;
        }

        void play(String m) {
            int c = m.charAt(0) - 'a';
            int r = Integer.parseInt(m.substring(1)) - 1;
            grid[r][c] = stones % 2 == 0 ? 'x' : 'o';
            stones++;
        }

        String text() {
            StringBuilder sb = new StringBuilder();
            for (int r = n - 1; r >= 0; r--) {
                sb.append(grid[r]);
                if (r > 0) sb.append('/');
            }
            return sb.append(stones % 2 == 0 ? " x" : " o").toString();
        }
    }

    private static List<String> legal(State s, int[] buf) {
        int k = s.legalMoves(buf);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < k; i++) out.add(s.formatMove(buf[i]));
        return out;
    }

    @Test
    void randomGamesAgreeWithThePlainRules() throws Exception {
        int[][] configs = {{5, 0}, {5, 1}, {6, 0}, {6, 1}, {7, 0}, {7, 1}, {9, 1}, {15, 0}, {15, 1}, {19, 1}, {19, 0}};
        SplittableRandom rng = new SplittableRandom(20260415L);
        int[] results = new int[3];
        int overlineGames = 0;
        int positions = 0;
        for (int[] cfg : configs) {
            GomokuGame g = GomokuGame.of(cfg[0], cfg[1] == 1);
            int[] buf = new int[g.maxMoves()];
            int games = cfg[0] >= 15 ? 4 : 30;
            for (int k = 0; k < games; k++) {
                GomokuState s = g.newInitialState();
                Naive naive = new Naive(cfg[0], cfg[1] == 1);
                boolean overline = false;
                while (true) {
                    positions++;
                    assertEquals(naive.text(), s.positionText());
                    boolean terminal = naive.terminal();
                    assertEquals(terminal, s.isTerminal(), naive.text());
                    List<String> expected = naive.moves();
                    // Comparing the full move list is O(cells) per ply; do it on the small boards.
                    if (cfg[0] <= 9 || terminal) assertEquals(expected, legal(s, buf), naive.text());
                    if (terminal) {
                        assertEquals(naive.winner(), s.score(), naive.text());
                        results[s.score() + 1]++;
                        break;
                    }
                    String m = expected.get(rng.nextInt(expected.size()));
                    int code = s.parseMove(m);
                    assertTrue(s.isLegal(code));
                    s.apply(code);
                    assertEquals(code, s.lastMove());
                    naive.play(m);
                    overline |= naive.exact && naive.hasOverline();
                }
                if (overline) overlineGames++;
            }
        }
        assertTrue(positions > 3000, "positions checked: " + positions);
        assertTrue(results[0] > 0 && results[1] > 0 && results[2] > 0,
                "o wins, draws and x wins all occur: " + Arrays.toString(results));
        assertTrue(overlineGames > 10, "exactly-five games that met an overline: " + overlineGames);
    }

    @Test
    void applyUndoHashAndCopy() throws Exception {
        SplittableRandom rng = new SplittableRandom(77);
        Map<Long, String> seen = new HashMap<>();
        for (GomokuGame g : List.of(GomokuGame.of(7, false), GomokuGame.of(7, true), GomokuGame.standard())) {
            int[] buf = new int[g.maxMoves()];
            for (int k = 0; k < 20; k++) {
                GomokuState s = g.newInitialState();
                List<String> texts = new ArrayList<>();
                List<Long> hashes = new ArrayList<>();
                while (true) {
                    String text = s.positionText();
                    texts.add(text);
                    hashes.add(s.hash());
                    State parsed = g.parsePosition(text);
                    assertEquals(text, parsed.positionText());
                    assertEquals(s.hash(), parsed.hash(), "incremental and fresh hash: " + text);
                    assertEquals(s.isTerminal(), parsed.isTerminal());
                    String other = seen.putIfAbsent(s.hash() ^ g.size, text);
                    if (other != null) assertEquals(other, text, "hash collision");
                    int n = s.legalMoves(buf);
                    if (n == 0) break;
                    s.apply(buf[rng.nextInt(n)]);
                }
                // A copy carries the history and is independent of the original.
                GomokuState c = s.copy();
                assertEquals(s.ply(), c.ply());
                assertEquals(s.hash(), c.hash());
                c.undo();
                assertNotEquals(s.positionText(), c.positionText());
                assertEquals(texts.get(texts.size() - 1), s.positionText());
                assertTrue(s.isTerminal());
                assertFalse(c.isTerminal());
                for (int i = texts.size() - 1; i > 0; i--) {
                    assertEquals(texts.get(i), s.positionText());
                    assertEquals(hashes.get(i), s.hash());
                    s.undo();
                }
                assertEquals(texts.get(0), s.positionText());
                assertEquals(hashes.get(0), s.hash());
                assertEquals(0, s.ply());
                assertEquals(-1, s.lastMove());
            }
        }
    }

    /**
     * Runs a seeded playout from {@code s} and checks it: the state is left exactly as it was
     * (text, hash, and the same result when repeated with the same seed), and the cells left in
     * the buffer replay, with the ordinary apply, into a finished game with the returned score,
     * ending exactly at the last cell (or, when cut off, after exactly {@code limit} cells).
     */
    private static int checkedPlayout(GomokuState s, long seed, int limit) {
        int[] buf = new int[s.game().maxMoves()];
        String text = s.positionText();
        long hash = s.hash();
        int result = s.randomPlayout(new SplittableRandom(seed), buf, limit);
        assertEquals(text, s.positionText());
        assertEquals(hash, s.hash());
        int[] cells = buf.clone();
        assertEquals(result, s.randomPlayout(new SplittableRandom(seed), buf, limit), "repeatable");
        GomokuState r = s.copy();
        int i = 0;
        while (i < cells.length && cells[i] >= 0 && !r.isTerminal()) {
            assertTrue(r.isLegal(cells[i]), "cell " + i + " of seed " + seed + " from " + text);
            r.apply(cells[i++]);
        }
        if (result == Integer.MIN_VALUE) {
            assertEquals(limit, i, "a cut-off playout plays exactly the limit");
            assertFalse(r.isTerminal());
        } else {
            assertTrue(r.isTerminal(), "seed " + seed + " from " + text);
            assertEquals(result, r.score());
            assertTrue(i == cells.length || cells[i] == -1, "the playout ended at the first win");
        }
        return result;
    }

    @Test
    void fastPlayoutReplaysAndLeavesTheStateUnchanged() {
        for (GomokuGame g : List.of(GomokuGame.of(6, false), GomokuGame.of(7, true), GomokuGame.standard(),
                GomokuGame.of(15, true))) {
            int[] buf = new int[g.maxMoves()];
            SplittableRandom walk = new SplittableRandom(5);
            GomokuState s = g.newInitialState();
            int finished = 0;
            int[] results = new int[3];
            for (int seed = 0; seed < 300; seed++) {
                int limit = seed % 5 == 0 ? seed % 17 : Integer.MAX_VALUE;
                int result = checkedPlayout(s, seed, limit);
                if (result != Integer.MIN_VALUE) {
                    finished++;
                    results[result + 1]++;
                }
                int n = s.legalMoves(buf);
                if (n == 0 || s.ply() > 30) {
                    s = g.newInitialState();
                } else {
                    s.apply(buf[walk.nextInt(n)]);
                }
            }
            assertTrue(finished > 200, "finished playouts: " + finished);
            assertTrue(results[0] > 20 && results[2] > 20, "both sides win playouts: "
                    + Arrays.toString(results));
        }
    }

    @Test
    void playoutsInterleavedWithApplyAndUndo() {
        // Playouts permute the empty-cell list and apply/undo reuse it: both must stay sound.
        GomokuGame g = GomokuGame.of(9, true);
        GomokuState s = g.newInitialState();
        int[] buf = new int[g.maxMoves()];
        SplittableRandom rng = new SplittableRandom(123);
        List<String> texts = new ArrayList<>();
        long seed = 0;
        while (!s.isTerminal()) {
            texts.add(s.positionText());
            checkedPlayout(s, seed++, Integer.MAX_VALUE);
            s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
        }
        assertEquals(s.randomPlayout(rng, buf, 5), s.score(), "a finished game's playout is its score");
        for (int i = texts.size() - 1; i >= 0; i--) {
            s.undo();
            assertEquals(texts.get(i), s.positionText());
            checkedPlayout(s, seed++, Integer.MAX_VALUE);
            checkedPlayout(s, seed++, 3);
        }
        assertEquals(g.newInitialState().hash(), s.hash());
        assertEquals(Game.FIRST, s.toMove());
        assertEquals(81, s.legalMoves(buf));
    }
}
