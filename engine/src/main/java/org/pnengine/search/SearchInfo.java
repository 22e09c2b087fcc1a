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
 */
public record SearchInfo(double seconds, long playouts, long nodes, List<MoveInfo> moves) {

    public SearchInfo {
        moves = List.copyOf(moves);
    }

    /** Receives reports on the search thread; must be quick. */
    @FunctionalInterface
    public interface Listener {
        void onInfo(SearchInfo info);
    }
}
