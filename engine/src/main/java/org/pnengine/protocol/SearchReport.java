package org.pnengine.protocol;

import java.util.ArrayList;
import java.util.List;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;

/**
 * What the chess world's protocols report of a search in progress (UCI's {@code info} lines,
 * xboard's thinking output), read from a player's {@link SearchInfo}; each protocol writes it in
 * its own words.
 *
 * @param depth  the deepest iteration the player completed, for a player that deepens (minimax);
 *               else the best root move's principal variation's length; at least 1
 * @param selDepth the deepest ply the search reached (minimax, quiescence included), or 0 where the
 *               player does not say
 * @param score  that move's score for the side to move, or null if the report names no move
 * @param nodes  the playouts so far
 * @param millis the time since the search began
 * @param pv     the principal variation in the protocol's notation: its moves while legal
 */
public record SearchReport(int depth, int selDepth, Score score, long nodes, long millis, List<String> pv) {

    public SearchReport {
        pv = List.copyOf(pv);
    }

    /**
     * A score for the side to move: once the move is proven, mate in {@code value} moves of the
     * side to move (negative: mated in {@code -value}), a proven draw being 0 centipawns;
     * otherwise centipawns from the move's win rate ({@link #centipawns}).
     */
    public record Score(boolean mate, long value) {
    }

    /** The report of {@code info}, a search of {@code root}, with moves in {@code notation}. */
    public static SearchReport of(SearchInfo info, State root, ProtocolNotation notation) {
        MoveInfo best = info.moves().isEmpty() ? null : info.moves().get(0);
        List<String> pv = new ArrayList<>();
        if (best != null) {
            State walk = root.copy();
            for (int mv : best.pv()) {
                if (walk.isTerminal() || !walk.isLegal(mv)) break;
                pv.add(notation.formatMove(walk, mv));
                walk.apply(mv);
            }
        }
        Score score = best == null ? null : switch (best.proven()) {
            case WIN -> new Score(true, Math.max(1, (pv.size() + 1) / 2));
            case LOSS -> new Score(true, -Math.max(1, pv.size() / 2));
            case DRAW -> new Score(false, 0);
            default -> new Score(false, centipawns(best.winRate()));
        };
        int depth = info.depth() > 0 ? info.depth() : Math.max(1, pv.size());
        int sel = info.selDepth() > 0 ? Math.max(info.selDepth(), depth) : 0;
        return new SearchReport(depth, sel, score, info.playouts(), Math.round(info.seconds() * 1000), pv);
    }

    /** Playouts per second. */
    public long nps() {
        return millis > 0 ? nodes * 1000 / millis : 0;
    }

    /**
     * A win rate as centipawns, on the logistic scale chess engines share: 400 log10(w / (1 - w)),
     * held within ±2000 (so 0.5 is 0, 0.64 about +100, 0.76 about +200).
     */
    public static long centipawns(double winRate) {
        double w = Math.max(1e-6, Math.min(1 - 1e-6, winRate));
        return Math.max(-2000, Math.min(2000, Math.round(400 * Math.log10(w / (1 - w)))));
    }
}
