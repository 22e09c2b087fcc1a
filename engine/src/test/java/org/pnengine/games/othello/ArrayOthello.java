package org.pnengine.games.othello;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple Othello, written independently of {@link OthelloState} to check it: a
 * {@code int[row][col]} board (0 empty, 1 black, 2 white) and direction loops, with copies instead
 * of undo. Moves are {@code 8 * row + col} like {@link OthelloState}, the pass is -1 here.
 */
final class ArrayOthello {

    static final int PASS = -1;
    private static final int[][] DIRS = {
        {-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    final int n;
    final int[][] cell;
    int toMove; // 1 black, 2 white

    ArrayOthello(int n) {
        this.n = n;
        this.cell = new int[n][n];
        int lo = n / 2 - 1;
        int hi = n / 2;
        // a1 is the top left; d4 and e5 (8x8) are white, d5 and e4 black.
        cell[lo][lo] = 2;
        cell[hi][hi] = 2;
        cell[hi][lo] = 1; // row hi, column lo: d5 on 8x8
        cell[lo][hi] = 1; // row lo, column hi: e4 on 8x8
        toMove = 1;
    }

    private ArrayOthello(ArrayOthello o) {
        this.n = o.n;
        this.cell = new int[n][];
        for (int r = 0; r < n; r++) cell[r] = o.cell[r].clone();
        this.toMove = o.toMove;
    }

    /** Number of discs {@code side} flips by playing (row, col), 0 if none or occupied. */
    int flipCount(int side, int row, int col) {
        if (cell[row][col] != 0) return 0;
        int other = 3 - side;
        int total = 0;
        for (int[] d : DIRS) {
            int r = row + d[0];
            int c = col + d[1];
            int run = 0;
            while (r >= 0 && r < n && c >= 0 && c < n && cell[r][c] == other) {
                r += d[0];
                c += d[1];
                run++;
            }
            if (run > 0 && r >= 0 && r < n && c >= 0 && c < n && cell[r][c] == side) total += run;
        }
        return total;
    }

    List<Integer> placements(int side) {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (flipCount(side, r, c) > 0) out.add(8 * r + c);
            }
        }
        return out;
    }

    /** Legal moves with the forced-pass rule: placements, else [PASS] if the opponent can move, else none. */
    List<Integer> legalMoves() {
        List<Integer> m = placements(toMove);
        if (!m.isEmpty()) return m;
        if (!placements(3 - toMove).isEmpty()) return List.of(PASS);
        return List.of();
    }

    ArrayOthello play(int move) {
        ArrayOthello next = new ArrayOthello(this);
        if (move != PASS) {
            int row = move / 8;
            int col = move % 8;
            int side = toMove;
            int other = 3 - side;
            next.cell[row][col] = side;
            for (int[] d : DIRS) {
                int r = row + d[0];
                int c = col + d[1];
                int run = 0;
                while (r >= 0 && r < n && c >= 0 && c < n && cell[r][c] == other) {
                    r += d[0];
                    c += d[1];
                    run++;
                }
                if (run > 0 && r >= 0 && r < n && c >= 0 && c < n && cell[r][c] == side) {
                    for (int k = 1; k <= run; k++) next.cell[row + k * d[0]][col + k * d[1]] = side;
                }
            }
        }
        next.toMove = 3 - toMove;
        return next;
    }

    int discDifference() {
        int d = 0;
        for (int[] row : cell) {
            for (int v : row) d += v == 1 ? 1 : v == 2 ? -1 : 0;
        }
        return d;
    }

    /** Perft with a pass as one ply and a finished game as one leaf. */
    long perft(int depth) {
        List<Integer> moves = legalMoves();
        if (depth == 0 || moves.isEmpty()) return 1;
        long sum = 0;
        for (int m : moves) sum += play(m).perft(depth - 1);
        return sum;
    }

    /** The same board in {@link OthelloState}'s position text. */
    String positionText() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) sb.append(cell[r][c] == 1 ? 'X' : cell[r][c] == 2 ? 'O' : '-');
        }
        return sb.append(' ').append(toMove == 1 ? 'X' : 'O').toString();
    }
}
