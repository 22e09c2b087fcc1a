package org.pnengine.search.pns;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * An exact score oracle for small games, independent of proof numbers: plain negamax over
 * {@link State} on the game's scores (for the side to move; a move that keeps the turn is not
 * negated), without pruning, with a memo of exact values keyed by {@link State#hash()}. It is
 * sound only where play cannot cycle (see {@link #acyclic}).
 */
final class ScoreOracle {

    private final Map<Long, Integer> memo = new HashMap<>();
    private int[][] buffers = new int[0][];

    /** The exact score of {@code s} for its side to move, in game units. The state is unchanged. */
    int score(State s) {
        return negamax(s, 0);
    }

    private int negamax(State s, int ply) {
        if (s.isTerminal()) {
            return s.toMove() == Game.FIRST ? s.score() : -s.score();
        }
        Integer known = memo.get(s.hash());
        if (known != null) return known;
        int[] moves = buffer(s, ply);
        int n = s.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int mover = s.toMove();
            s.apply(moves[i]);
            int v = s.toMove() == mover ? negamax(s, ply + 1) : -negamax(s, ply + 1);
            s.undo();
            best = Math.max(best, v);
        }
        memo.put(s.hash(), best);
        return best;
    }

    private int[] buffer(State s, int ply) {
        if (ply >= buffers.length) {
            int[][] b = Arrays.copyOf(buffers, ply + 16);
            for (int i = buffers.length; i < b.length; i++) b[i] = new int[s.game().maxMoves()];
            buffers = b;
        }
        return buffers[ply];
    }

    /** Whether no position reachable from {@code s} can repeat (a depth-first search for back edges). */
    static boolean acyclic(State s) {
        return acyclic(s, new HashSet<>(), new HashSet<>());
    }

    private static boolean acyclic(State s, Set<Long> onPath, Set<Long> done) {
        long h = s.hash();
        if (done.contains(h) || s.isTerminal()) return true;
        if (!onPath.add(h)) return false;
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            boolean ok = acyclic(s, onPath, done);
            s.undo();
            if (!ok) return false;
        }
        onPath.remove(h);
        done.add(h);
        return true;
    }
}
