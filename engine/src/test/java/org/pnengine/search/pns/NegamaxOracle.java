package org.pnengine.search.pns;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.pnengine.game.State;
import org.pnengine.search.Value;

/**
 * An exact win/draw/loss oracle for small games, independent of proof numbers: plain negamax over
 * {@link State} on the values -1, 0, +1 (side to move; a move that keeps the turn is not negated), cut off only when a win is found, with a
 * memo of exact values keyed by {@link State#hash()}. Every value it memoises is exact, so the
 * memo is sound for games whose rules depend only on the hashed position.
 */
final class NegamaxOracle {

    private final Map<Long, Integer> memo = new HashMap<>();
    private int[][] buffers = new int[0][];

    /** The value of {@code s} for its side to move. The state is left unchanged. */
    Value value(State s) {
        int v = negamax(s, 0);
        return v > 0 ? Value.WIN : v < 0 ? Value.LOSS : Value.DRAW;
    }

    private int negamax(State s, int ply) {
        if (s.isTerminal()) {
            int sc = s.score();
            if (s.toMove() != 0) sc = -sc;
            return Integer.signum(sc);
        }
        Integer known = memo.get(s.hash());
        if (known != null) return known;
        if (ply >= buffers.length) {
            int[][] b = Arrays.copyOf(buffers, ply + 16);
            for (int i = buffers.length; i < b.length; i++) b[i] = new int[s.game().maxMoves()];
            buffers = b;
        }
        int[] moves = buffers[ply];
        int n = s.legalMoves(moves);
        int best = -1;
        for (int i = 0; i < n && best < 1; i++) {
            int mover = s.toMove();
            s.apply(moves[i]);
            // Players need not alternate: negate only if the move passed the turn.
            int v = s.toMove() == mover ? negamax(s, ply + 1) : -negamax(s, ply + 1);
            s.undo();
            if (v > best) best = v;
        }
        memo.put(s.hash(), best);
        return best;
    }
}
