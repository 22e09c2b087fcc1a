package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.game.Game;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * Random games (fixed seeds) of Breakthrough and Knightthrough checked move by move against a
 * plain array implementation of the rules written independently in this test, on several board
 * sizes; and the state's contract: apply/undo, copy, hash, text and notation round trips, and
 * the fast random playout.
 */
class RaceRandomGamesTest {

    static List<RaceVariant> variants() {
        return RaceVariant.both();
    }

    /**
     * The rules on a char grid, {@code grid[row][col]}, row 0 being Black's home row, with the
     * game's move pattern as a list of {@link RaceVariant.Step}s.
     */
    static final class Naive {
        final int w;
        final int h;
        final List<RaceVariant.Step> pattern;
        final char[][] grid;
        int side;

        Naive(int w, int h, List<RaceVariant.Step> pattern) {
            this.w = w;
            this.h = h;
            this.pattern = pattern;
            grid = new char[h][w];
            for (int r = 0; r < h; r++) {
                for (int c = 0; c < w; c++) grid[r][c] = r < 2 ? 'b' : r >= h - 2 ? 'w' : '.';
            }
        }

        boolean terminal() {
            boolean anyB = false;
            boolean anyW = false;
            for (int r = 0; r < h; r++) {
                for (int c = 0; c < w; c++) {
                    if (grid[r][c] == 'b') {
                        anyB = true;
                        if (r == h - 1) return true;
                    }
                    if (grid[r][c] == 'w') {
                        anyW = true;
                        if (r == 0) return true;
                    }
                }
            }
            return !anyB || !anyW;
        }

        List<String> moves() {
            List<String> out = new ArrayList<>();
            if (terminal()) return out;
            char me = side == 0 ? 'b' : 'w';
            int dir = side == 0 ? 1 : -1;
            for (int r = 0; r < h; r++) {
                for (int c = 0; c < w; c++) {
                    if (grid[r][c] != me) continue;
                    for (RaceVariant.Step step : pattern) {
                        int tr = r + dir * step.rows();
                        int tc = c + step.files();
                        if (tr < 0 || tr >= h || tc < 0 || tc >= w) continue;
                        char t = grid[tr][tc];
                        if (step.captures() ? t != me : t == '.') out.add(sq(c, r) + sq(tc, tr));
                    }
                }
            }
            return out;
        }

        void play(String m) {
            int c0 = m.charAt(0) - 'a';
            int r0 = m.charAt(1) - '1';
            int c1 = m.charAt(2) - 'a';
            int r1 = m.charAt(3) - '1';
            grid[r1][c1] = grid[r0][c0];
            grid[r0][c0] = '.';
            side ^= 1;
        }

        String text() {
            StringBuilder sb = new StringBuilder();
            for (int r = h - 1; r >= 0; r--) {
                sb.append(grid[r]);
                if (r > 0) sb.append('/');
            }
            return sb.append(side == 0 ? " b" : " w").toString();
        }

        static String sq(int c, int r) {
            return "" + (char) ('a' + c) + (char) ('1' + r);
        }
    }

    private static List<String> legal(State s, int[] buf) {
        int n = s.legalMoves(buf);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(s.formatMove(buf[i]));
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void randomGamesAgreeWithThePlainRules(RaceVariant v) throws Exception {
        SplittableRandom rng = new SplittableRandom(20261122L);
        int positions = 0;
        for (int[] size : v.boardSizes()) {
            RaceGame<?> g = v.sized().of(size[0], size[1]);
            // Hashes of one game: boards of two sizes share their squares' keys (2x7 and 2x8 do).
            Map<Long, String> seen = new HashMap<>();
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 60; game++) {
                RaceState s = g.newInitialState();
                Naive n = new Naive(size[0], size[1], v.pattern());
                List<String> texts = new ArrayList<>();
                while (true) {
                    String text = s.positionText();
                    assertEquals(n.text(), text);
                    texts.add(text);
                    positions++;
                    // Text round trip; a parsed state has the same (freshly computed) hash.
                    State parsed = g.parsePosition(text);
                    assertEquals(text, parsed.positionText());
                    assertEquals(s.hash(), parsed.hash(), text);
                    String other = seen.putIfAbsent(s.hash(), text);
                    if (other != null) assertEquals(other, text, "hash collision");
                    List<String> expected = n.moves();
                    List<String> actual = legal(s, buf);
                    assertEquals(new TreeSet<>(expected), new TreeSet<>(actual), text);
                    assertEquals(expected.size(), actual.size(), "duplicates in " + actual);
                    assertEquals(n.terminal(), s.isTerminal());
                    if (s.isTerminal()) {
                        assertTrue(s.ply() <= g.maxGameLength());
                        break;
                    }
                    assertTrue(actual.size() > 0 && actual.size() <= g.maxMoves());
                    String m = expected.get(rng.nextInt(expected.size()));
                    int code = s.parseMove(m);
                    assertEquals(m, s.formatMove(code));
                    s.apply(code);
                    assertEquals(code, s.lastMove());
                    n.play(m);
                }
                // The winner: whoever made the last move.
                assertEquals(s.toMove() == Game.FIRST ? -1 : 1, s.score());
                for (int i = texts.size() - 1; i > 0; i--) {
                    assertEquals(texts.get(i), s.positionText());
                    s.undo();
                }
                assertEquals(texts.get(0), s.positionText());
                assertEquals(0, s.ply());
                assertEquals(-1, s.lastMove());
            }
        }
        assertTrue(positions > 5000, "enough positions checked: " + positions);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void isLegalMatchesTheMoveList(RaceVariant v) {
        RaceGame<?> g = v.standard().get();
        int[] buf = new int[g.maxMoves()];
        SplittableRandom rng = new SplittableRandom(7);
        for (int game = 0; game < 5; game++) {
            RaceState s = g.newInitialState();
            while (true) {
                int n = s.legalMoves(buf);
                boolean[] legal = new boolean[1 << 12];
                for (int i = 0; i < n; i++) legal[buf[i]] = true;
                for (int code = -1; code <= 1 << 12; code++) {
                    boolean expected = code >= 0 && code < 1 << 12 && legal[code];
                    if (expected != s.isLegal(code)) {
                        fail("isLegal(" + s.formatMove(code & 4095) + ") is " + !expected + " in "
                                + s.positionText());
                    }
                }
                if (n == 0) break;
                s.apply(buf[rng.nextInt(n)]);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void copyIsIndependent(RaceVariant v) {
        RaceGame<?> g = v.standard().get();
        int[] buf = new int[g.maxMoves()];
        SplittableRandom rng = new SplittableRandom(11);
        RaceState s = g.newInitialState();
        for (int i = 0; i < 10; i++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
        State c = s.copy();
        String text = s.positionText();
        long hash = s.hash();
        assertEquals(text, c.positionText());
        assertEquals(hash, c.hash());
        assertEquals(s.ply(), c.ply());
        c.apply(buf[rng.nextInt(c.legalMoves(buf))]);
        assertEquals(text, s.positionText());
        assertEquals(hash, s.hash());
        assertNotEquals(hash, c.hash());
        for (int i = 0; i < 11; i++) c.undo();
        assertEquals(g.newInitialState().positionText(), c.positionText());
        assertEquals(10, s.ply());
    }

    /** The generic playout of {@link State#randomPlayout}, to compare the fast one with. */
    private static int genericPlayout(State s, SplittableRandom rng, int[] buffer, int maxPlies) {
        int played = 0;
        int result = Integer.MIN_VALUE;
        while (true) {
            if (s.isTerminal()) {
                result = s.score();
                break;
            }
            if (played >= maxPlies) break;
            int n = s.legalMoves(buffer);
            s.apply(buffer[RandomInts.below(rng, n)]);
            played++;
        }
        for (int i = 0; i < played; i++) s.undo();
        return result;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void fastPlayoutPlaysTheGenericPlayoutsGames(RaceVariant v) {
        for (RaceGame<?> g : List.of(v.standard().get(), v.sized().of(5, 6))) {
            int[] buf = new int[g.maxMoves()];
            SplittableRandom walk = new SplittableRandom(3);
            RaceState s = g.newInitialState();
            int wins = 0;
            for (int seed = 0; seed < 400; seed++) {
                String text = s.positionText();
                long hash = s.hash();
                int limit = seed % 4 == 0 ? seed % 13 : 1000;
                int expected = genericPlayout(s, new SplittableRandom(seed), buf, limit);
                int actual = s.randomPlayout(new SplittableRandom(seed), buf, limit);
                assertEquals(expected, actual, "seed " + seed + " from " + text);
                assertEquals(text, s.positionText());
                assertEquals(hash, s.hash());
                if (actual == 1) wins++;
                // Walk on through a game so that the playouts start from varied positions.
                int n = s.legalMoves(buf);
                if (n == 0 || s.ply() > 20) {
                    s = g.newInitialState();
                } else {
                    s.apply(buf[walk.nextInt(n)]);
                }
            }
            assertTrue(wins > 50 && wins < 350, "both sides win some playouts: " + wins);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void playoutFromATerminalPositionReturnsItsScore(RaceVariant v) throws Exception {
        RaceGame<?> g = v.standard().get();
        // White has reached row 1, so Black's e4 piece, free to move but for that, has no move.
        RaceState s = g.parsePosition("......../......../......../......../....b.../......../......../...w.... b");
        assertEquals(-1, s.randomPlayout(new SplittableRandom(1), new int[g.maxMoves()], 0));
        for (char file = 'a'; file <= 'h'; file++) {
            for (char row = '5'; row <= '8'; row++) {
                String m = "e4" + file + row;
                assertFalse(s.isLegal(s.parseMove(m)), m);
            }
        }
    }
}
