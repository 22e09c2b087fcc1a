package org.pnengine.games.othello;

import org.pnengine.game.GgfNotation;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * Othello in GGF, as GGS, NBoard, NTest and Edax write it: {@code TY} the board's side
 * ({@code 8}), and {@code BO} the side, then the {@code size²} squares from a1, row by row
 * ({@code *} Black, {@code O} White, {@code -} empty; read also as {@code x}/{@code X},
 * {@code o}/{@code 0}, {@code .}/{@code _}, with any whitespace between them, as some writers put
 * a space between rows), then the side to move, {@code *} or {@code O}:
 * {@code 8 ---------------------------O*------*O--------------------------- *}.
 */
final class OthelloGgf implements GgfNotation {

    private final int size;

    OthelloGgf(int size) {
        this.size = size;
    }

    @Override
    public String type() {
        return Integer.toString(size);
    }

    @Override
    public String board(State state) {
        String text = state.positionText();   // X, O, - squares; a space; X or O
        StringBuilder sb = new StringBuilder().append(size).append(' ');
        for (int i = 0; i < size * size; i++) sb.append(text.charAt(i) == 'X' ? '*' : text.charAt(i));
        return sb.append(' ').append(text.charAt(text.length() - 1) == 'X' ? '*' : 'O').toString();
    }

    @Override
    public String positionText(String board) throws PositionException {
        String v = board.strip();
        int sp = 0;
        while (sp < v.length() && Character.isDigit(v.charAt(sp))) sp++;
        if (sp == 0 || !v.substring(0, sp).equals(type())) {
            throw new PositionException("BO[" + v.substring(0, sp) + " ...] is not a board of " + size);
        }
        int n = size;
        String cells = v.substring(sp).replaceAll("\\s+", "");
        if (cells.length() != n * n + 1) {
            throw new PositionException("BO[" + n + " ...] has " + Math.max(0, cells.length() - 1) + " squares; a board of "
                    + n + " has " + (n * n) + ", then the side to move");
        }
        StringBuilder sb = new StringBuilder(n * n + 2);
        for (int k = 0; k <= n * n; k++) {
            char c = switch (cells.charAt(k)) {
                case '*', 'x', 'X' -> 'X';
                case 'O', 'o', '0' -> 'O';
                case '-', '.', '_' -> k < n * n ? '-' : '?';
                default -> '?';
            };
            if (c == '?') {
                throw new PositionException("BO: '" + cells.charAt(k) + "' is not "
                        + (k < n * n ? "* (Black), O (White) or - (empty)" : "the side to move, * or O"));
            }
            if (k == n * n) sb.append(' ');
            sb.append(c);
        }
        return sb.toString();
    }
}
