package org.pnengine.search.mcts;

import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * A test-only Tic-tac-toe (the catalog has none yet): a 3×3 board, x moves first, three in a row
 * wins, a full board is a draw. Move codes are cells 0..8, row by row from the top left, written
 * 1..9. Position text: nine characters {@code x}, {@code o} or {@code .}, row by row; the side to
 * move follows from the counts. Tic-tac-toe is a draw with best play; its values here come from
 * a plain negamax in the tests, not from any search code.
 */
final class TicTacToe implements Game {

    static final TicTacToe GAME = new TicTacToe();

    static final GameType TYPE = new GameType("tic_tac_toe_test", List.of(), null,
            "test game: Tic-tac-toe", p -> GAME);

    private static final int[][] LINES = {
            {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public Map<String, String> parameters() {
        return Map.of();
    }

    @Override
    public State newInitialState() {
        return new Board(new int[9], 0);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        String t = text.trim();
        if (t.length() != 9) throw new PositionException("expected nine cells");
        int[] cells = new int[9];
        int xs = 0;
        int os = 0;
        for (int i = 0; i < 9; i++) {
            char ch = t.charAt(i);
            if (ch == 'x') {
                cells[i] = 1;
                xs++;
            } else if (ch == 'o') {
                cells[i] = 2;
                os++;
            } else if (ch != '.') {
                throw new PositionException("cells are x, o or .");
            }
        }
        if (xs != os && xs != os + 1) throw new PositionException("x moves first");
        return new Board(cells, xs + os);
    }

    @Override
    public int maxMoves() {
        return 9;
    }

    @Override
    public int maxGameLength() {
        return 9;
    }

    @Override
    public int minScore() {
        return -1;
    }

    @Override
    public int maxScore() {
        return 1;
    }

    static final class Board implements State {
        private final int[] cells;
        private int stones;
        private final int[] history = new int[9];
        private int ply;

        Board(int[] cells, int stones) {
            this.cells = cells;
            this.stones = stones;
        }

        @Override
        public Game game() {
            return GAME;
        }

        @Override
        public int toMove() {
            return stones % 2;
        }

        @Override
        public int ply() {
            return ply;
        }

        private int line() {
            for (int[] l : LINES) {
                int v = cells[l[0]];
                if (v != 0 && v == cells[l[1]] && v == cells[l[2]]) return v;
            }
            return 0;
        }

        @Override
        public int legalMoves(int[] out) {
            if (isTerminal()) return 0;
            int n = 0;
            for (int i = 0; i < 9; i++) if (cells[i] == 0) out[n++] = i;
            return n;
        }

        @Override
        public boolean isLegal(int move) {
            return move >= 0 && move < 9 && cells[move] == 0 && !isTerminal();
        }

        @Override
        public void apply(int move) {
            cells[move] = toMove() + 1;
            stones++;
            history[ply++] = move;
        }

        @Override
        public void undo() {
            if (ply == 0) throw new IllegalStateException("nothing to undo");
            cells[history[--ply]] = 0;
            stones--;
        }

        @Override
        public int lastMove() {
            return ply == 0 ? -1 : history[ply - 1];
        }

        @Override
        public boolean isTerminal() {
            return stones == 9 || line() != 0;
        }

        @Override
        public int score() {
            int w = line();
            return w == 1 ? 1 : w == 2 ? -1 : 0;
        }

        @Override
        public long hash() {
            long h = 0;
            for (int c : cells) h = h * 3 + c;
            return h;
        }

        @Override
        public State copy() {
            Board b = new Board(cells.clone(), stones);
            b.ply = ply;
            System.arraycopy(history, 0, b.history, 0, ply);
            return b;
        }

        @Override
        public String formatMove(int move) {
            return Integer.toString(move + 1);
        }

        @Override
        public int parseMove(String text) throws MoveFormatException {
            try {
                int m = Integer.parseInt(text.trim()) - 1;
                if (m < 0 || m > 8) throw new NumberFormatException();
                return m;
            } catch (NumberFormatException e) {
                throw new MoveFormatException("a move is a cell 1..9");
            }
        }

        @Override
        public String positionText() {
            StringBuilder sb = new StringBuilder();
            for (int c : cells) sb.append(c == 1 ? 'x' : c == 2 ? 'o' : '.');
            return sb.toString();
        }

        @Override
        public String render() {
            return positionText();
        }
    }
}
