package org.pnengine.games.woodpush;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.Perft;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

class WoodpushStateTest {

    private static final WoodpushGame G9 = WoodpushGame.of(9, 2);
    private static final WoodpushGame G10 = WoodpushGame.of(10, 3);

    /**
     * Perft from {@code L.L...R.R}, Left first. Source: ../shared/reference/rules-and-numbers.md,
     * "Woodpush", perft d = 1..10 (one independent implementation, marked provisional there); it is
     * also checked against the naive string implementation below. That position is the start of
     * {@code start=alternate}; the default start of 9×2 is {@code LL.....RR}.
     */
    @Test
    void perftFromNineTwo() {
        long[] expected = {2, 4, 8, 16, 33, 74, 182, 455, 1156, 2939};
        WoodpushState s = WoodpushGame.of(9, 2, WoodpushGame.START_ALTERNATE).newInitialState();
        assertEquals("L.L...R.R l", s.positionText());
        for (int d = 1; d <= expected.length; d++) {
            assertEquals(expected[d - 1], Perft.count(s, d), "perft " + d);
        }
    }

    // ------------------------------------------------ a second, naive implementation

    /** A naive Woodpush on strings, written from the rules only; ko = board before the last move. */
    private record Naive(String board, char mover, String koBoard) {

        List<Naive> children() {
            List<Naive> out = new ArrayList<>();
            int n = board.length();
            int dir = mover == 'L' ? 1 : -1;
            char opp = mover == 'L' ? 'R' : 'L';
            char nextMover = opp;
            for (int c = 0; c < n; c++) {
                if (board.charAt(c) != mover) continue;
                // forward
                char[] b = board.toCharArray();
                int d = c + dir;
                while (d >= 0 && d < n && b[d] != '.') d += dir;
                b[c] = '.';
                if (d >= 0 && d < n) b[d] = mover;
                add(out, new String(b), nextMover);
                // backward
                int behind = c - dir;
                if (behind >= 0 && behind < n && board.charAt(behind) == opp) {
                    char[] p = board.toCharArray();
                    int end = behind;
                    while (end - dir >= 0 && end - dir < n && p[end - dir] != '.') end -= dir;
                    // shift cells end..c one step backward (towards -dir)
                    for (int x = end; ; x += dir) {
                        int to = x - dir;
                        if (to >= 0 && to < n) p[to] = p[x];
                        if (x == c) break;
                    }
                    p[c] = '.';
                    add(out, new String(p), nextMover);
                }
            }
            return out;
        }

        private void add(List<Naive> out, String nb, char nextMover) {
            if (nb.equals(koBoard)) return;   // would recreate the position before the opponent's move
            out.add(new Naive(nb, nextMover, board));
        }

        boolean over() {
            return board.indexOf('L') < 0 || board.indexOf('R') < 0;
        }
    }

    private static long naivePerft(Naive s, int depth) {
        if (depth == 0) return 1;
        if (s.over()) return 0;
        long t = 0;
        for (Naive c : s.children()) t += naivePerft(c, depth - 1);
        return t;
    }

    @Test
    void perftAgreesWithNaiveImplementation() {
        for (WoodpushGame g : new WoodpushGame[] {G9, WoodpushGame.of(8, 3), WoodpushGame.of(13, 2),
                WoodpushGame.of(6, 3), WoodpushGame.of(9, 2, WoodpushGame.START_ALTERNATE),
                WoodpushGame.of(8, 3, WoodpushGame.START_ALTERNATE)}) {
            WoodpushState s = g.newInitialState();
            String strip = s.positionText().split(" ")[0];
            Naive naive = new Naive(strip, 'L', null);
            for (int d = 1; d <= 9; d++) {
                assertEquals(naivePerft(naive, d), Perft.count(s, d), g + " perft " + d);
            }
        }
    }

    /** On the default strip and on the extremes of the parameters' ranges. */
    @ParameterizedTest(name = "length={0} pieces={1}")
    @CsvSource({"8, 3", "3, 1", "4, 2", "16, 1", "16, 8", "15, 4"})
    void randomGamesAgreeWithNaiveImplementation(int length, int pieces) {
        SplittableRandom rng = new SplittableRandom(length == 8 && pieces == 3 ? 7 : length * 100L + pieces);
        WoodpushGame g = WoodpushGame.of(length, pieces);
        int[] buf = new int[g.maxMoves()];
        for (int game = 0; game < 200; game++) {
            WoodpushState s = g.newInitialState();
            Naive naive = new Naive(s.positionText().split(" ")[0], 'L', null);
            for (int ply = 0; ply < 200 && !s.isTerminal(); ply++) {
                int n = s.legalMoves(buf);
                List<String> mine = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    WoodpushState c = s.copy();
                    c.apply(buf[i]);
                    mine.add(c.positionText().split(" ")[0]);
                }
                List<String> theirs = new ArrayList<>();
                for (Naive c : naive.children()) theirs.add(c.board());
                mine.sort(null);
                theirs.sort(null);
                assertEquals(theirs, mine, s.positionText());
                int k = rng.nextInt(n);
                WoodpushState c = s.copy();
                c.apply(buf[k]);
                String nb = c.positionText().split(" ")[0];
                for (Naive ch : naive.children()) if (ch.board().equals(nb)) naive = ch;
                s.apply(buf[k]);
                assertEquals(naive.board(), s.positionText().split(" ")[0]);
            }
        }
    }

    // ------------------------------------------------ rules on literal positions

    private static List<String> moves(State s) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(s.formatMove(buf[i]));
        out.sort(null);
        return out;
    }

    private static String after(State s, String move) throws Exception {
        State c = s.copy();
        int m = c.parseMove(move);
        assertTrue(c.isLegal(m), move + " should be legal in " + s.positionText());
        c.apply(m);
        return c.positionText();
    }

    @Test
    void forwardJumpsOverPiecesToNextEmptyCell() throws Exception {
        State s = G9.parsePosition("LLR.....R l");
        assertEquals(".LRL....R r", after(s, "1f"));
        assertEquals(List.of("1f", "2f"), moves(s));
    }

    @Test
    void forwardLeavesTheBoardWhenNoEmptyCellAhead() throws Exception {
        State s = G9.parsePosition("R......LR l");
        assertEquals("R.......R r", after(s, "8f"));
        State t = G9.parsePosition("RL.....LR r");
        assertEquals(".L.....LR l", after(t, "1f"));
    }

    @Test
    void pushMovesTheWholeContiguousRunBack() throws Exception {
        // Left on 5 with Right on 4 and a run 2..4 behind it, an empty cell 1.
        State s = G10.parsePosition("L.LRRL...R l");
        assertTrue(moves(s).contains("6b"));
        assertEquals("LLRRL....R r", after(s, "6b"));
        // Right on cell 3 with Left on 4; the run on 4..5 is pushed to 5..6.
        State t = G10.parsePosition("L.RLL....R r");
        assertEquals("L..RLL...R l", after(t, "3b"));
    }

    @Test
    void piecesPushedOffTheBoardAreRemoved() throws Exception {
        State s = G10.parsePosition("RRL......R l");
        assertEquals("RL.......R r", after(s, "3b"));
        State t = G10.parsePosition("L......RLL r");
        assertEquals("L.......RL l", after(t, "8b"));
        // pushing the last opposing piece off ends the game
        State u = G10.parsePosition("RL........ l");
        State v = u.copy();
        v.apply(v.parseMove("2b"));
        assertTrue(v.isTerminal());
        assertEquals("L......... r", v.positionText());
        assertEquals(10, v.score());   // Left's piece on cell 1: 10 moves to leave
    }

    @Test
    void pushNeedsAnOpponentPieceDirectlyBehind() throws Exception {
        State s = G9.parsePosition("LL......R l");
        assertFalse(s.isLegal(s.parseMove("2b")));
        assertEquals(List.of("1f", "2f"), moves(s));
        State t = G9.parsePosition(".L.R....R r");
        assertFalse(t.isLegal(t.parseMove("4b")));
    }

    @Test
    void koForbidsRecreatingThePositionBeforeTheOpponentsMove() throws Exception {
        State s = G9.parsePosition("L..RL...R l");
        State c = s.copy();
        c.apply(c.parseMove("5b"));
        assertEquals("L.RL....R r ko=3b", c.positionText());
        assertFalse(c.isLegal(c.parseMove("3b")));
        assertFalse(moves(c).contains("3b"));
        // The ko lasts one move: after another pair of moves the push is allowed again.
        c.apply(c.parseMove("9f"));
        c.apply(c.parseMove("1f"));
        assertTrue(c.isLegal(c.parseMove("3b")), c.positionText());
        // The ko move is part of the position: equal boards, different hashes.
        State withKo = G9.parsePosition("L.RL....R r ko=3b");
        State without = G9.parsePosition("L.RL....R r");
        assertNotEquals(withKo.hash(), without.hash());
        assertTrue(without.isLegal(without.parseMove("3b")));
    }

    @Test
    void scoreIsTheWinnersMovesLeft() throws Exception {
        // Right moves its last piece off from cell 1: Left wins with (9-3+1) + (9-5+1) = 12 moves left.
        State s = G9.parsePosition("R.L.L.... r");
        assertFalse(s.isTerminal());
        s.apply(s.parseMove("1f"));
        assertEquals("..L.L.... l", s.positionText());
        assertTrue(s.isTerminal());
        assertEquals(12, s.score());
        assertEquals("B+12", G9.formatScore(s.score()));
        State u = G9.parsePosition("R.R.....L l");
        u.apply(u.parseMove("9f"));
        assertTrue(u.isTerminal());
        assertEquals(-(1 + 3), u.score());
        assertEquals("W+4", G9.formatScore(u.score()));
        State w = G9.parsePosition(".L.L..... r");
        assertTrue(w.isTerminal());
        assertEquals(8 + 6, w.score());
        assertEquals(0, w.legalMoves(new int[4]));
    }

    /**
     * The default start puts each side's pieces together at its own end. Source: the rule summary
     * of Nowakowski's game on sagme.blogspot.com ("PUSH WOOD", 2008): "each player has M pieces on
     * the line extremes", drawn {@code x x x . . . o o o} for N=9, M=3; and the set sizes of
     * Saffidine and Cazenave (ECAI 2012), see {@link WoodpushPaperSetsTest}.
     */
    @Test
    void startPositionsPutEachSideAtItsEnd() throws Exception {
        assertEquals("LL.....RR l", WoodpushGame.of(9, 2).newInitialState().positionText());
        assertEquals("LLL..RRR l", WoodpushGame.of(8, 3).newInitialState().positionText());
        assertEquals("LL.........RR l", WoodpushGame.of(13, 2).newInitialState().positionText());
        assertEquals("LLL...RRR l", WoodpushGame.of(9, 3).newInitialState().positionText());
        assertEquals("LLLLRRRR l", WoodpushGame.of(8, 4).newInitialState().positionText());
        assertEquals("woodpush length=8 pieces=3 start=ends", WoodpushGame.of(8, 3).descriptor());
        assertThrows(IllegalArgumentException.class, () -> WoodpushGame.of(8, 5));
        assertEquals(3 * 8 - 3, WoodpushGame.of(8, 3).maxScore());
        // the start is Left's best: its score if Right had no piece is the maximum
        assertEquals(WoodpushGame.of(8, 3).maxScore(), WoodpushGame.of(8, 3).parsePosition("LLL..... r").score());
    }

    @Test
    void startAlternateKeepsTheEarlierStart() {
        String alt = WoodpushGame.START_ALTERNATE;
        assertEquals("L.L...R.R l", WoodpushGame.of(9, 2, alt).newInitialState().positionText());
        assertEquals("L.LRLR.R l", WoodpushGame.of(8, 3, alt).newInitialState().positionText());
        assertEquals("L.L.......R.R l", WoodpushGame.of(13, 2, alt).newInitialState().positionText());
        assertThrows(IllegalArgumentException.class, () -> WoodpushGame.of(9, 3, alt));
        assertThrows(IllegalArgumentException.class, () -> WoodpushGame.of(8, 3, "middle"));
    }

    // ------------------------------------------------ text round trips and rejections

    @Test
    void positionTextRoundTripsAlongRandomGames() throws Exception {
        SplittableRandom rng = new SplittableRandom(11);
        WoodpushGame g = WoodpushGame.of(8, 3);
        int[] buf = new int[g.maxMoves()];
        for (int game = 0; game < 100; game++) {
            WoodpushState s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < 300) {
                State p = g.parsePosition(s.positionText());
                assertEquals(s.positionText(), p.positionText());
                assertEquals(s.hash(), p.hash());
                assertEquals(moves(s), moves(p));
                int n = s.legalMoves(buf);
                s.apply(buf[rng.nextInt(n)]);
            }
            while (s.ply() > 0) s.undo();
            assertEquals(g.newInitialState().positionText(), s.positionText());
        }
    }

    @Test
    void randomPlayoutLeavesStateUnchangedAndEndsWithAWinner() {
        SplittableRandom rng = new SplittableRandom(3);
        WoodpushState s = WoodpushGame.of(8, 3).newInitialState();
        int[] buf = new int[6];
        for (int i = 0; i < 1000; i++) {
            int v = s.randomPlayout(rng, buf, 1000);
            assertTrue(v == Integer.MIN_VALUE || (v != 0 && Math.abs(v) <= s.game().maxScore()));
        }
        assertEquals("LLL..RRR l", s.positionText());
    }

    @Test
    void badPositionsAreRejected() {
        for (String bad : new String[] {"", "L.L...R.R", "L.L...R. l", "L.L...R.RR l", "L.X...R.R l",
                "LLL...R.R l", "......... l", "L.L...R.R x", "L.L...R.R l ko=1f", "L.L...R.R l ko=3b",
                "L.L...R.R l foo"}) {
            assertThrows(PositionException.class, () -> G9.parsePosition(bad), bad);
        }
    }

    @Test
    void movesParseCaseInsensitively() throws Exception {
        State s = G9.newInitialState();
        assertEquals(s.parseMove("3f"), s.parseMove("3F"));
        assertEquals("3b", s.formatMove(s.parseMove(" 3B ")));
        assertThrows(MoveFormatException.class, () -> s.parseMove("10f"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("3x"));
        assertEquals(Arrays.asList("1f", "2f"), moves(s));   // LL.....RR: 1f jumps to cell 3
    }
}
