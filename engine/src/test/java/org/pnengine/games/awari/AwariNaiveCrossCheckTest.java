package org.pnengine.games.awari;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.awari.AwariGame.Variant;

/**
 * Plays random games with {@link AwariState} and with a deliberately naive second implementation
 * of the same three rule sets (seed-by-seed sowing on copied arrays, legality by trying each move,
 * repetition by comparing position strings), and checks that both agree on the legal moves, the
 * positions, the end of the game and the score at every ply.
 */
class AwariNaiveCrossCheckTest {

    /** The naive model. Houses 0..5 South, 6..11 North; {@code side} 0 South, 1 North. */
    private static final class Naive {
        final Variant v;
        int[] b;
        int[] st = new int[2];
        int side;
        List<String> sinceCapture = new ArrayList<>();
        boolean over;
        int score;
        List<Integer> legal = new ArrayList<>();

        Naive(Variant v, int[] b, int s0, int s1, int side) {
            this.v = v;
            this.b = b.clone();
            st[0] = s0;
            st[1] = s1;
            this.side = side;
            sinceCapture.add(key());
            decide();
        }

        String key() {
            return Arrays.toString(b) + st[0] + "/" + st[1] + "/" + side;
        }

        static boolean opp(int house, int mover) {
            return house / 6 != mover;
        }

        /** Sows from i for {@code mover}; returns {board', captured}; grand slams per variant. */
        Object[] result(int i, int mover) {
            int[] c = b.clone();
            int n = c[i];
            c[i] = 0;
            int pos = i;
            while (n > 0) {
                pos = (pos + 1) % 12;
                if (pos == i) continue;
                c[pos]++;
                n--;
            }
            int cap = 0;
            int[] d = c.clone();
            int j = pos;
            while (opp(j, mover) && (d[j] == 2 || d[j] == 3)) {
                cap += d[j];
                d[j] = 0;
                if (j % 6 == 0) break;
                j--;
            }
            int left = 0;
            for (int x = 0; x < 12; x++) if (opp(x, mover)) left += d[x];
            if (left == 0 && cap > 0 && v != Variant.LUDII) return new Object[] {c, 0};   // grand slam
            return new Object[] {d, cap};
        }

        int oppSeeds(int[] board, int mover) {
            int t = 0;
            for (int x = 0; x < 12; x++) if (opp(x, mover)) t += board[x];
            return t;
        }

        int ownSides() {
            int s = st[0] - st[1];
            for (int x = 0; x < 6; x++) s += b[x] - b[x + 6];
            return s;
        }

        List<Integer> ludiiLegal(int mover) {
            List<Integer> out = new ArrayList<>();
            for (int i = 6 * mover; i < 6 * mover + 6; i++) {
                if (b[i] > 0 && oppSeeds((int[]) result(i, mover)[0], mover) > 0) out.add(i);
            }
            return out;
        }

        void end(int s) {
            over = true;
            score = s;
            legal = new ArrayList<>();
        }

        void decide() {
            over = false;
            legal = new ArrayList<>();
            if (v == Variant.LUDII) {
                if (Arrays.stream(b).allMatch(x -> x <= 1)) {
                    end(st[0] - st[1]);
                    return;
                }
                legal = ludiiLegal(side);
                if (legal.isEmpty()) {
                    if (ludiiLegal(1 - side).isEmpty()) end(0);
                    else legal = List.of(AwariState.PASS);
                }
                return;
            }
            if (st[0] >= 25 || st[1] >= 25 || (st[0] == 24 && st[1] == 24)) {
                end(st[0] - st[1]);
                return;
            }
            String k = key();
            long seen = sinceCapture.subList(0, sinceCapture.size() - 1).stream().filter(k::equals).count();
            if (v == Variant.ABAPA && seen >= 1) {
                end(ownSides());
                return;
            }
            if (v == Variant.OLYMPIAD && seen >= 2) {
                end(st[0] - st[1]);
                return;
            }
            List<Integer> own = new ArrayList<>();
            List<Integer> feed = new ArrayList<>();
            for (int i = 6 * side; i < 6 * side + 6; i++) {
                if (b[i] == 0) continue;
                own.add(i);
                if (oppSeeds((int[]) result(i, side)[0], side) > 0) feed.add(i);
            }
            if (own.isEmpty()) {
                end(ownSides());
            } else if (oppSeeds(b, side) > 0) {
                legal = own;
            } else if (!feed.isEmpty()) {
                legal = feed;
            } else if (v == Variant.OLYMPIAD) {
                legal = own;
            } else {
                end(ownSides());
            }
        }

        void play(int move) {
            if (move != AwariState.PASS) {
                Object[] r = result(move, side);
                b = (int[]) r[0];
                int cap = (Integer) r[1];
                st[side] += cap;
                if (cap > 0) sinceCapture = new ArrayList<>();
            }
            side ^= 1;
            sinceCapture.add(key());
            decide();
        }

        String text() {
            StringBuilder sb = new StringBuilder();
            for (int x : b) sb.append(x).append(' ');
            return sb.append(st[0]).append(' ').append(st[1]).append(' ').append(side == 0 ? 's' : 'n').toString();
        }
    }

    private static void crossCheck(AwariGame g, State s, Naive naive, SplittableRandom rng) {
        int[] buf = new int[6];
        for (int ply = 0; ply < 600; ply++) {
            assertEquals(naive.text(), s.positionText());
            assertEquals(naive.over, s.isTerminal(), s.positionText());
            if (s.isTerminal()) {
                assertEquals(naive.score, s.score(), s.positionText());
                return;
            }
            int n = s.legalMoves(buf);
            List<Integer> mine = new ArrayList<>();
            for (int i = 0; i < n; i++) mine.add(buf[i]);
            assertEquals(naive.legal, mine, g + " " + s.positionText());
            int m = buf[rng.nextInt(n)];
            s.apply(m);
            naive.play(m);
        }
    }

    @Test
    void randomGamesFromTheStartAgree() {
        SplittableRandom rng = new SplittableRandom(2024);
        for (Variant v : Variant.values()) {
            AwariGame g = AwariGame.of(v);
            for (int game = 0; game < 150; game++) {
                int[] start = new int[12];
                Arrays.fill(start, 4);
                crossCheck(g, g.newInitialState(), new Naive(v, start, 0, 0, 0), rng);
            }
        }
    }

    /** Sparse random positions reach the feeding, grand-slam and end rules far more often. */
    @Test
    void randomGamesFromSparsePositionsAgree() throws Exception {
        SplittableRandom rng = new SplittableRandom(77);
        for (Variant v : Variant.values()) {
            AwariGame g = AwariGame.of(v);
            for (int game = 0; game < 1500; game++) {
                int[] b = new int[12];
                int onBoard = 2 + rng.nextInt(14);
                for (int k = 0; k < onBoard; k++) b[rng.nextInt(12)]++;
                int rest = 48 - onBoard;
                int s0 = rng.nextInt(Math.min(rest, 24) + 1);
                int s1 = rest - s0;
                if (s1 > 24) {
                    s0 += s1 - 24;
                    s1 = 24;
                }
                int side = rng.nextInt(2);
                StringBuilder text = new StringBuilder();
                for (int x : b) text.append(x).append(' ');
                text.append(s0).append(' ').append(s1).append(' ').append(side == 0 ? 's' : 'n');
                crossCheck(g, g.parsePosition(text.toString()), new Naive(v, b, s0, s1, side), rng);
            }
        }
    }
}
