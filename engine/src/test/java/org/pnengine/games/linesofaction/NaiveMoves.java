package org.pnengine.games.linesofaction;

import java.util.Set;
import java.util.TreeSet;

/**
 * An independent, deliberately plain move generator for tests: it reads the position text into a
 * char grid and walks the squares one by one, sharing no code or table with the bitboard
 * implementation.
 */
final class NaiveMoves {

    private static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

    private NaiveMoves() {
    }

    /** The board as {@code grid[rank][file]} from a position text (rank 0 = rank 1). */
    static char[][] grid(String positionText) {
        String[] rows = positionText.split(" ")[0].split("/");
        int n = rows.length;
        char[][] g = new char[n][n];
        for (int i = 0; i < n; i++) g[n - 1 - i] = rows[i].toCharArray();
        return g;
    }

    /** The moves of {@code side} ('b' or 'w') in notation, e.g. {@code b1d3}; no pass. */
    static Set<String> moves(char[][] g, char side) {
        int n = g.length;
        char enemy = side == 'b' ? 'w' : 'b';
        Set<String> out = new TreeSet<>();
        for (int r = 0; r < n; r++) {
            for (int f = 0; f < n; f++) {
                if (g[r][f] != side) continue;
                for (int[] d : DIRS) {
                    int count = 1;
                    for (int s = -1; s <= 1; s += 2) {
                        int rr = r + s * d[1];
                        int ff = f + s * d[0];
                        while (rr >= 0 && rr < n && ff >= 0 && ff < n) {
                            if (g[rr][ff] != '.') count++;
                            rr += s * d[1];
                            ff += s * d[0];
                        }
                    }
                    int tr = r + count * d[1];
                    int tf = f + count * d[0];
                    if (tr < 0 || tr >= n || tf < 0 || tf >= n || g[tr][tf] == side) continue;
                    boolean blocked = false;
                    for (int k = 1; k < count; k++) {
                        if (g[r + k * d[1]][f + k * d[0]] == enemy) blocked = true;
                    }
                    if (!blocked) out.add(name(r, f) + name(tr, tf));
                }
            }
        }
        return out;
    }

    /** Whether the pieces of {@code side} form one 8-connected group (depth-first search). */
    static boolean connected(char[][] g, char side) {
        int n = g.length;
        boolean[][] seen = new boolean[n][n];
        int total = 0;
        int[] stack = new int[n * n];
        int top = 0;
        for (int r = 0; r < n; r++) {
            for (int f = 0; f < n; f++) {
                if (g[r][f] != side) continue;
                total++;
                if (top == 0 && total == 1) {
                    seen[r][f] = true;
                    stack[top++] = r * n + f;
                }
            }
        }
        int reached = 0;
        while (top > 0) {
            int c = stack[--top];
            reached++;
            for (int dr = -1; dr <= 1; dr++) {
                for (int df = -1; df <= 1; df++) {
                    int r = c / n + dr;
                    int f = c % n + df;
                    if (r >= 0 && r < n && f >= 0 && f < n && g[r][f] == side && !seen[r][f]) {
                        seen[r][f] = true;
                        stack[top++] = r * n + f;
                    }
                }
            }
        }
        return total > 0 && reached == total;
    }

    private static String name(int rank, int file) {
        return "" + (char) ('a' + file) + (rank + 1);
    }
}
