package org.pnengine.search.mcts;

import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.search.FixtureGame;

/**
 * A test game whose turns do not always alternate, to exercise the search's bookkeeping of who
 * moved into a node: one heap of tokens; a move takes 1, 2 or 3 of them (move code = count);
 * taking exactly 2 and leaving a non-zero multiple of 3 lets the same player move again; whoever
 * takes the last token wins. The side to move loses with 4, 9, 11, 15, 17, ... tokens. Position
 * text: {@code heap side}, e.g. {@code 7 0}.
 */
final class LastTokenWinsNim extends FixtureGame {

    static final GameType TYPE = new GameType("last_token_wins_nim",
            List.of(ParamSpec.ofInt("heap", 10, 1, 60, "tokens at the start")), null,
            "test game: take 1-3, taking 2 to a multiple of 3 moves again, last token wins",
            p -> new LastTokenWinsNim(p.getInt("heap")));

    final int heap;

    LastTokenWinsNim(int heap) {
        super(TYPE, Map.of("heap", Integer.toString(heap)));
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
    public State newInitialState() {
        return new Heap(heap, FIRST);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        int[] f = numbers(text, 2, "heap side");
        return new Heap(f[0], f[1]);
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public int maxGameLength() {
        return heap;
    }

    final class Heap extends Position {
        private int heap;
        private int toMove;
        private int winner = -1;
        private final int[] movers = new int[64];

        Heap(int heap, int toMove) {
            this.heap = heap;
            this.toMove = toMove;
        }

        @Override
        public Game game() {
            return LastTokenWinsNim.this;
        }

        @Override
        public int toMove() {
            return toMove;
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
            movers[ply()] = toMove;
            push(move);
            boolean again = extraTurn(heap, move);
            heap -= move;
            if (heap == 0) winner = toMove;
            if (!again) toMove = 1 - toMove;
        }

        @Override
        public void undo() {
            heap += pop();
            toMove = movers[ply()];
            winner = -1;
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
            Heap s = copyMovesTo(new Heap(heap, toMove));
            s.winner = winner;
            System.arraycopy(movers, 0, s.movers, 0, ply());
            return s;
        }

        @Override
        public String positionText() {
            return heap + " " + toMove;
        }
    }
}
