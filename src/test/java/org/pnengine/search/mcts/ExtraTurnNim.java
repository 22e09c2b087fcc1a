package org.pnengine.search.mcts;

import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * A test game whose turns do not always alternate, to exercise the search's bookkeeping of who
 * moved into a node: one heap of tokens; a move takes 1, 2 or 3 of them (move code = count);
 * taking exactly 2 and leaving a non-zero multiple of 3 lets the same player move again; whoever
 * takes the last token wins. The side to move loses with 4, 9, 11, 15, 17, ... tokens. Position
 * text: {@code heap side}, e.g. {@code 7 0}.
 */
final class ExtraTurnNim implements Game {

    static final GameType TYPE = new GameType("extra_turn_nim",
            List.of(ParamSpec.ofInt("heap", 10, 1, 60, "tokens at the start")), null,
            "test game: take 1-3, taking 2 to a multiple of 3 moves again, last token wins",
            p -> new ExtraTurnNim(p.getInt("heap")));

    final int heap;

    ExtraTurnNim(int heap) {
        this.heap = heap;
    }

    /**
     * Whether the side to move wins with {@code h} tokens left, by plain recursion over the rules
     * (independent of any search code).
     */
    static boolean wins(int h) {
        for (int k = 1; k <= Math.min(3, h); k++) {
            if (winningMove(h, k)) return true;
        }
        return false;
    }

    /** Whether taking {@code k} of {@code h} tokens wins for the side to move. */
    static boolean winningMove(int h, int k) {
        if (h - k == 0) return true;
        return extraTurn(h, k) ? wins(h - k) : !wins(h - k);
    }

    /** Whether taking {@code k} of {@code h} tokens lets the same player move again. */
    static boolean extraTurn(int h, int k) {
        return k == 2 && h - k > 0 && (h - k) % 3 == 0;
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public Map<String, String> parameters() {
        return Map.of("heap", Integer.toString(heap));
    }

    @Override
    public State newInitialState() {
        return new NimState(this, heap, FIRST);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        String[] f = text.trim().split("\\s+");
        try {
            return new NimState(this, Integer.parseInt(f[0]), Integer.parseInt(f[1]));
        } catch (RuntimeException e) {
            throw new PositionException("expected 'heap side'");
        }
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public int maxGameLength() {
        return heap;
    }

    @Override
    public int minScore() {
        return -1;
    }

    @Override
    public int maxScore() {
        return 1;
    }

    static final class NimState implements State {
        private final ExtraTurnNim g;
        private int heap;
        private int toMove;
        private int winner = -1;
        private final int[] moves = new int[64];
        private final int[] movers = new int[64];
        private int ply;

        NimState(ExtraTurnNim g, int heap, int toMove) {
            this.g = g;
            this.heap = heap;
            this.toMove = toMove;
        }

        @Override
        public Game game() {
            return g;
        }

        @Override
        public int toMove() {
            return toMove;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public int legalMoves(int[] out) {
            int n = Math.min(3, heap);
            for (int i = 0; i < n; i++) out[i] = i + 1;
            return n;
        }

        @Override
        public boolean isLegal(int move) {
            return move >= 1 && move <= Math.min(3, heap);
        }

        @Override
        public void apply(int move) {
            moves[ply] = move;
            movers[ply++] = toMove;
            boolean again = extraTurn(heap, move);
            heap -= move;
            if (heap == 0) winner = toMove;
            if (!again) toMove = 1 - toMove;
        }

        @Override
        public void undo() {
            if (ply == 0) throw new IllegalStateException("nothing to undo");
            int move = moves[--ply];
            heap += move;
            toMove = movers[ply];
            winner = -1;
        }

        @Override
        public int lastMove() {
            return ply == 0 ? -1 : moves[ply - 1];
        }

        @Override
        public boolean isTerminal() {
            return heap == 0;
        }

        @Override
        public int score() {
            return winner == FIRST ? 1 : -1;
        }

        @Override
        public long hash() {
            return heap * 2L + toMove;
        }

        @Override
        public State copy() {
            NimState s = new NimState(g, heap, toMove);
            s.winner = winner;
            s.ply = ply;
            System.arraycopy(moves, 0, s.moves, 0, ply);
            System.arraycopy(movers, 0, s.movers, 0, ply);
            return s;
        }

        @Override
        public String formatMove(int move) {
            return Integer.toString(move);
        }

        @Override
        public int parseMove(String text) throws MoveFormatException {
            try {
                return Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                throw new MoveFormatException("a move is 1, 2 or 3");
            }
        }

        @Override
        public String positionText() {
            return heap + " " + toMove;
        }

        @Override
        public String render() {
            return heap + " tokens, player " + toMove + " to move";
        }
    }
}
