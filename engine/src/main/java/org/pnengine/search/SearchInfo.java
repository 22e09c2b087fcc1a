package org.pnengine.search;

import java.util.List;

/**
 * A periodic analysis report from a player (the search never prints; the protocol layer turns
 * these into {@code info} lines).
 *
 * @param seconds  time since the search started
 * @param playouts playouts so far in this search
 * @param nodes    tree nodes now
 * @param moves    the root moves, best first (the order the final-move rule would choose)
 * @param depth    the deepest iteration completed, in plies, by a player that deepens one
 *                 iteration at a time; 0 for the others
 * @param selDepth the deepest ply any line of the search reached so far (quiescence included),
 *                 by such a player; 0 for the others
 */
public record SearchInfo(double seconds, long playouts, long nodes, List<MoveInfo> moves, int depth, int selDepth) {

    public SearchInfo {
        moves = List.copyOf(moves);
        if (depth < 0 || selDepth < 0) throw new IllegalArgumentException("negative depth");
    }

    /** A report of a player without iterations of a fixed depth (MCTS, the solvers). */
    public SearchInfo(double seconds, long playouts, long nodes, List<MoveInfo> moves) {
        this(seconds, playouts, nodes, moves, 0, 0);
    }

    /** Receives reports on the search thread; must be quick. */
    @FunctionalInterface
    public interface Listener {
        void onInfo(SearchInfo info);
    }
}
