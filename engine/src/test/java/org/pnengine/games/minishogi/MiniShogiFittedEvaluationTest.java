package org.pnengine.games.minishogi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * MiniShogi's fitted evaluation ({@link MiniShogiFitted}): each feature counts what its name says
 * (checked against a count made from the position text alone, with attacks found by walking the
 * board), the evaluation is symmetric, and {@code eval=classic}'s switch gives the hand-made
 * evaluation. The interface's contract is {@code FittedEvaluationContractTest}'s.
 */
class MiniShogiFittedEvaluationTest {

    private static final MiniShogiGame GAME = MiniShogiGame.standard();
    private static final int N = MiniShogiFitted.COUNT;

    /** Every position of 80 seeded random games, up to 120 plies each. */
    private static List<MiniShogiState> positions() {
        List<MiniShogiState> out = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(41);
        int[] moves = new int[GAME.maxMoves()];
        for (int n = 0; n < 80; n++) {
            MiniShogiState s = (MiniShogiState) GAME.newInitialState();
            for (int ply = 0; ply < 120 && !s.isTerminal(); ply++) {
                out.add((MiniShogiState) s.copy());
                s.apply(moves[rng.nextInt(s.legalMoves(moves))]);
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- the reference count

    /** A board from SFEN: {@code piece[r][c]} as its letters ("P", "+r", ...), null if empty; row 0 is rank a. */
    private static String[][] board(String sfen) {
        String[][] b = new String[5][5];
        String[] ranks = sfen.split(" ")[0].split("/");
        for (int r = 0; r < 5; r++) {
            int c = 0;
            String t = ranks[r];
            for (int i = 0; i < t.length(); i++) {
                char ch = t.charAt(i);
                if (Character.isDigit(ch)) {
                    c += ch - '0';
                } else if (ch == '+') {
                    b[r][c++] = "+" + t.charAt(++i);
                } else {
                    b[r][c++] = String.valueOf(ch);
                }
            }
        }
        return b;
    }

    private static boolean first(String p) {
        return Character.isUpperCase(p.charAt(p.length() - 1));
    }

    private static char kind(String p) {
        return Character.toUpperCase(p.charAt(p.length() - 1));
    }

    private static boolean promoted(String p) {
        return p.startsWith("+");
    }

    /** The squares the piece on (r, c) attacks, walking the board (forward is up for the first player). */
    private static boolean[][] attacks(String[][] b, int r, int c) {
        boolean[][] a = new boolean[5][5];
        String p = b[r][c];
        int f = first(p) ? -1 : 1;
        char k = kind(p);
        boolean gold = k == 'G' || promoted(p) && (k == 'P' || k == 'S');
        int[][] steps;
        if (k == 'K' || promoted(p) && (k == 'B' || k == 'R')) {
            steps = new int[][] {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        } else if (gold) {
            steps = new int[][] {{f, -1}, {f, 0}, {f, 1}, {0, -1}, {0, 1}, {-f, 0}};
        } else if (k == 'S') {
            steps = new int[][] {{f, -1}, {f, 0}, {f, 1}, {-f, -1}, {-f, 1}};
        } else if (k == 'P') {
            steps = new int[][] {{f, 0}};
        } else {
            steps = new int[0][];
        }
        for (int[] d : steps) mark(a, r + d[0], c + d[1]);
        int[][] slides = k == 'B' ? new int[][] {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}
                : k == 'R' ? new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}} : new int[0][];
        for (int[] d : slides) {
            for (int rr = r + d[0], cc = c + d[1]; rr >= 0 && rr < 5 && cc >= 0 && cc < 5; rr += d[0], cc += d[1]) {
                a[rr][cc] = true;
                if (b[rr][cc] != null) break;
            }
        }
        return a;
    }

    private static void mark(boolean[][] a, int r, int c) {
        if (r >= 0 && r < 5 && c >= 0 && c < 5) a[r][c] = true;
    }

    /** What a side attacks: [0] its pieces but the king, [1] with the king. */
    private static boolean[][][] attackMaps(String[][] b, boolean me) {
        boolean[][][] m = new boolean[2][5][5];
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                if (b[r][c] == null || first(b[r][c]) != me) continue;
                boolean[][] a = attacks(b, r, c);
                for (int rr = 0; rr < 5; rr++) {
                    for (int cc = 0; cc < 5; cc++) {
                        if (!a[rr][cc]) continue;
                        if (kind(b[r][c]) != 'K') m[0][rr][cc] = true;
                        m[1][rr][cc] = true;
                    }
                }
            }
        }
        return m;
    }

    private static int[] king(String[][] b, boolean me) {
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) if (b[r][c] != null && first(b[r][c]) == me && kind(b[r][c]) == 'K') return new int[] {r, c};
        }
        throw new AssertionError("no king");
    }

    private static int distance(int r, int c, int[] k) {
        return Math.max(Math.abs(r - k[0]), Math.abs(c - k[1]));
    }

    /** The features from the position text alone. */
    private static int[] reference(String sfen) {
        String[] parts = sfen.split(" ");
        String[][] b = board(sfen);
        int[] f = new int[N];
        count(b, parts[2], true, 1, f);
        count(b, parts[2], false, -1, f);
        f[MiniShogiFitted.F_TEMPO] = parts[1].equals("b") ? 1 : -1;
        return f;
    }

    private static void count(String[][] b, String hand, boolean me, int sign, int[] f) {
        boolean[][][] own = attackMaps(b, me);
        boolean[][][] opp = attackMaps(b, !me);
        int[] k = king(b, me);
        int[] enemy = king(b, !me);
        String boardOrder = "PSBRG";
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                String p = b[r][c];
                if (p == null || first(p) != me) continue;
                char t = kind(p);
                int type = promoted(p) ? 6 + "PSBR".indexOf(t) : "PSBRGK".indexOf(t);
                f[MiniShogiFitted.F_SQUARE + 25 * type + (me ? 5 * r + c : 24 - 5 * r - c)] += sign;
                if (t == 'K') continue;
                int feature = promoted(p) ? 5 + "PSBR".indexOf(t) : boardOrder.indexOf(t);
                f[feature] += sign;
                boolean small = t == 'G' || t == 'S' || promoted(p) && t == 'P';
                boolean large = t == 'B' || t == 'R';
                int near = Math.max(0, 3 - distance(r, c, enemy));
                if (small) f[MiniShogiFitted.F_SMALL_NEAR] += sign * near;
                if (large) f[MiniShogiFitted.F_LARGE_NEAR] += sign * near;
                if (small && distance(r, c, k) == 1) f[MiniShogiFitted.F_GUARDS] += sign;
                if (t == 'P' && !promoted(p)) f[MiniShogiFitted.F_PAWN_ROW] += sign * (me ? 4 - r : r);
                if (r == (me ? 0 : 4)) f[MiniShogiFitted.F_FAR_ROW] += sign;
                if (opp[1][r][c] && !own[1][r][c]) f[MiniShogiFitted.F_HANGING] += sign;
                if (own[1][r][c]) f[MiniShogiFitted.F_DEFENDED] += sign;
            }
        }
        int big = 0;
        if (!hand.equals("-")) {
            for (int i = 0; i < hand.length(); i++) {
                int n = 1;
                if (Character.isDigit(hand.charAt(i))) n = hand.charAt(i++) - '0';
                char ch = hand.charAt(i);
                if (Character.isUpperCase(ch) != me) continue;
                int kindIndex = "PSBRG".indexOf(Character.toUpperCase(ch));
                f[9 + kindIndex] += sign * n;
                if (kindIndex != 0) big += n;
            }
        }
        int attackedNearEnemy = 0;
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                if (own[1][r][c]) f[MiniShogiFitted.F_ATTACKED_SQUARES] += sign;
                if (distance(r, c, k) == 1) {
                    if (opp[1][r][c]) f[MiniShogiFitted.F_KING_ZONE_ATTACKED] += sign;
                    if (b[r][c] == null && !own[0][r][c]) f[MiniShogiFitted.F_KING_HOLES] += sign;
                }
                if (distance(r, c, enemy) == 1 && own[1][r][c]) attackedNearEnemy++;
            }
        }
        f[MiniShogiFitted.F_HAND_PRESSURE] += sign * big * attackedNearEnemy;
        f[MiniShogiFitted.F_KING_ROW] += sign * (me ? 4 - k[0] : k[0]);
    }

    // ---------------------------------------------------------------- the tests

    @Test
    void eachFeatureCountsWhatItsNameSays() {
        MiniShogiState start = (MiniShogiState) GAME.newInitialState();
        assertEquals(N, start.featureNames().size());
        assertEquals(N, start.weights().length);
        int[] f = new int[N];
        boolean[] nonZero = new boolean[N];
        for (MiniShogiState s : positions()) {
            s.features(f);
            assertArrayEquals(reference(s.positionText()), f, s.positionText());
            for (int i = 0; i < N; i++) nonZero[i] |= f[i] != 0;
        }
        // The piece-square features are many, some rare in random games: below, each on its own.
        for (int i = 0; i < MiniShogiFitted.F_SQUARE; i++) {
            assertTrue(nonZero[i], start.featureNames().get(i) + " differs between the sides somewhere");
        }
    }

    @Test
    void everyPieceOnEverySquareCountsInItsOwnFeature() throws Exception {
        String letters = "PSBRGK";
        int counted = 0;
        for (int type = 0; type < 10; type++) {
            char letter = letters.charAt(type < 6 ? type : type - 6);
            String piece = (type >= 6 ? "+" : "") + letter;
            for (int sq = 0; sq < 25; sq++) {
                if (type == 0 && sq < 5) continue;   // a pawn on its last rank: not a position
                // The kings apart from the piece, in corners it does not stand on.
                int own = type == 5 ? sq : sq == 20 ? 24 : 20;
                int other = sq == 0 ? 4 : 0;
                if (type == 5) {
                    // The other king not beside this one, and not on its square turned (they would cancel).
                    for (int o : new int[] {0, 4, 2, 22, 10, 14}) {
                        boolean beside = Math.abs(sq / 5 - o / 5) <= 1 && Math.abs(sq % 5 - o % 5) <= 1;
                        if (!beside && 24 - o != sq) {
                            other = o;
                            break;
                        }
                    }
                }
                for (boolean mine : new boolean[] {true, false}) {
                    String[] cells = new String[25];
                    int at = mine ? sq : 24 - sq;
                    cells[mine ? own : 24 - own] = mine ? "K" : "k";
                    cells[mine ? other : 24 - other] = mine ? "k" : "K";
                    cells[at] = mine ? piece : piece.toLowerCase();
                    MiniShogiState s = (MiniShogiState) GAME.parsePosition(sfen(cells) + (mine ? " w - 1" : " b - 1"));
                    int[] f = new int[N];
                    s.features(f);
                    int feature = MiniShogiFitted.square(type, sq);
                    assertEquals(mine ? 1 : -1, f[feature], s.positionText() + ": "
                            + ((MiniShogiState) GAME.newInitialState()).featureNames().get(feature));
                    // Besides it, only the kings' squares count: the first's +1, the second's (turned) -1.
                    int[] expected = new int[N];
                    expected[feature] += mine ? 1 : -1;
                    int firstKing = mine ? own : 24 - other;
                    int secondKing = mine ? other : 24 - own;
                    if (type != 5 || !mine) expected[MiniShogiFitted.square(5, firstKing)] += 1;
                    if (type != 5 || mine) expected[MiniShogiFitted.square(5, 24 - secondKing)] -= 1;
                    assertArrayEquals(Arrays.copyOfRange(expected, MiniShogiFitted.F_SQUARE, N),
                            Arrays.copyOfRange(f, MiniShogiFitted.F_SQUARE, N), s.positionText());
                    counted++;
                }
            }
        }
        assertEquals(2 * (250 - 5), counted);
    }

    /** The board part of an SFEN: the cells rank by rank, runs of empty cells as their count. */
    private static String sfen(String[] cells) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 25; i++) b.append(i > 0 && i % 5 == 0 ? "/" : "").append(cells[i] == null ? "1" : cells[i]);
        return b.toString().replace("11111", "5").replace("1111", "4").replace("111", "3").replace("11", "2");
    }

    @Test
    void theHandMadeEvaluationIsTheClassicOne() {
        // The rest of FittedEvaluation's contract: FittedEvaluationContractTest.
        for (MiniShogiState s : positions()) {
            MiniShogiState c = (MiniShogiState) s.copy();
            c.useClassic(true);
            assertEquals(MiniShogiPolicy.evaluate(s), c.evaluate(), s.positionText());
        }
    }

    @Test
    void theEvaluationIsSymmetric() throws Exception {
        // A position turned half round with the colours and the side to move swapped negates it.
        String[][] pairs = {
            {"k4/5/b1R1p/5/4K b - 1", "k4/5/P1r1B/5/4K w - 1"},
            {"rbsgk/4p/5/P4/KGSBR b - 1", "rbsgk/4p/5/P4/KGSBR w - 1"},   // the start, either side to move
            {"2k2/1g3/2P2/5/1K3 w Sb 1", "3k1/5/2p2/3G1/2K2 b Bs 1"},
        };
        for (String[] p : pairs) {
            MiniShogiState a = (MiniShogiState) GAME.parsePosition(p[0]);
            MiniShogiState b = (MiniShogiState) GAME.parsePosition(p[1]);
            assertEquals(-a.evaluate(), b.evaluate(), p[0]);
        }
    }
}
