package org.pnengine.bench;

import java.util.Arrays;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.Value;

/**
 * Exact win/draw/loss values by plain alpha-beta negamax over a {@link State}, for positions small
 * enough to search completely (P-game trees: 2^20 or 8^8 leaves at most). Values are +1 (win),
 * 0 (draw), −1 (loss) for the side to move, from the sign of the final score.
 */
public final class ExactValues {

    private ExactValues() {
    }

    /** The value of {@code s} for its side to move; {@code s} is left as it was. */
    public static int negamax(State s) {
        int[][] buffers = new int[Math.max(1, s.game().maxGameLength()) + 1][Math.max(1, s.game().maxMoves())];
        return negamax(s, -1, 1, buffers, 0);
    }

    private static int negamax(State s, int alpha, int beta, int[][] buffers, int depth) {
        if (s.isTerminal()) {
            int score = s.score();
            int v = Integer.signum(score);
            return s.toMove() == Game.FIRST ? v : -v;
        }
        if (depth >= buffers.length) throw new IllegalStateException("deeper than the game's maximum length");
        int[] moves = buffers[depth];
        int n = s.legalMoves(moves);
        int best = -2;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            int v = -negamax(s, -beta, -alpha, buffers, depth + 1);
            s.undo();
            if (v > best) best = v;
            if (best > alpha) alpha = best;
            if (alpha >= beta) break;
        }
        return best;
    }

    /**
     * The root's value and each root move's value, both for the side to move at the root.
     *
     * @param rootValue  +1, 0 or −1
     * @param moves      the legal moves at the root, in {@link State#legalMoves} order
     * @param moveValues the value of playing {@code moves[i]}, for the root's side to move
     */
    public record RootValues(int rootValue, int[] moves, int[] moveValues) {

        public RootValues {
            moves = moves.clone();
            moveValues = moveValues.clone();
        }

        /** The value of {@code move} for the root's side to move. @throws IllegalArgumentException if not a root move */
        public int valueOf(int move) {
            for (int i = 0; i < moves.length; i++) {
                if (moves[i] == move) return moveValues[i];
            }
            throw new IllegalArgumentException("not a legal root move: " + move);
        }

        /** Whether {@code move} is worse than the root's value (a move of -1, none, counts as wrong). */
        public boolean isError(int move) {
            return move < 0 || valueOf(move) < rootValue;
        }

        public Value value() {
            return rootValue > 0 ? Value.WIN : rootValue < 0 ? Value.LOSS : Value.DRAW;
        }
    }

    /** The exact values of the root and of each of its moves; {@code s} is left as it was. */
    public static RootValues rootValues(State s) {
        int[] moves = new int[Math.max(1, s.game().maxMoves())];
        int n = s.legalMoves(moves);
        int[] values = new int[n];
        int best = -2;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            values[i] = -negamax(s);
            s.undo();
            best = Math.max(best, values[i]);
        }
        if (n == 0) best = negamax(s);
        return new RootValues(best, Arrays.copyOf(moves, n), values);
    }
}
