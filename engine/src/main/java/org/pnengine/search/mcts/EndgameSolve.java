package org.pnengine.search.mcts;

import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.alphabeta.AlphaBetaSolver;

/**
 * The exact endgame of an MCTS player ({@code endgame=SHARE}): before the tree search, the exact
 * alpha-beta solver ({@link AlphaBetaSolver}, win/draw/loss only, with the game's
 * {@link org.pnengine.game.SolverHints} where it offers them) gets a share of the move's budget;
 * if it proves the position, {@link MctsPlayer} plays on the proof, and otherwise the search
 * takes what is left. Nothing here knows a game: the solver simply fails, at the cost of its
 * share, while the position is too far from the end.
 *
 * <p><b>The solver's limits</b> for a share f:
 * <ul>
 *   <li>with a time budget (a finite {@link SearchLimits#softMillis()} T): f · T, and never
 *       past the hard limit;</li>
 *   <li>with a playout limit N and no time budget: f · N · {@code playout_cap} positions, one
 *       playout being counted as a full-length one, and the tree search then runs the other
 *       (1 − f) · N playouts, so that play limited by playouts stays deterministic;</li>
 *   <li>with neither (a search that runs until it is stopped): no solve; the MCTS-Solver backup
 *       proves what it can.</li>
 * </ul>
 * The stop signal is the player's own, so a stop ends the solve at once. The table is smaller
 * than the solve command's (2^{@value #TT_BITS} slots at most, growing from small), since the
 * solve is repeated at every move.
 */
final class EndgameSolve {

    /** log2 of the most table slots of one solve (8 or 16 bytes each, see the alphabeta solver). */
    static final int TT_BITS = 22;

    private final Solver solver = new AlphaBetaSolver(new AlphaBetaSolver.Settings(true, TT_BITS));
    /** The exact-score solver of {@code resist=true}, made on first use. */
    private Solver exact;
    private final double share;
    private final int playoutCap;
    private final boolean resist;

    EndgameSolve(double share, int playoutCap, boolean resist) {
        this.share = share;
        this.playoutCap = playoutCap;
        this.resist = resist;
    }

    /** Whether a proven loss is played by the longest resistance the exact score finds ({@code resist=true}). */
    boolean resists() {
        return resist;
    }

    /**
     * The exact score of a position already proven lost, within what is left of the solver's
     * limits ({@code solverLimits}, less the {@code usedMillis} the proof took): its best move
     * is the one that loses latest.
     */
    SolveResult resist(State position, SearchLimits solverLimits, long usedMillis, StopSignal stop) {
        SearchLimits l = solverLimits;
        if (l.softMillis() != SearchLimits.UNLIMITED) {
            long ms = l.softMillis() - usedMillis;
            if (ms <= 0) return null;
            l = l.withTime(ms, Math.min(ms, l.hardMillis()));
        }
        if (exact == null) exact = new AlphaBetaSolver(new AlphaBetaSolver.Settings(false, TT_BITS));
        return exact.solve(position, l, stop, Solver.NO_PROGRESS);
    }

    /** The solver's limits within the move's {@code limits}, or null when no solve should run. */
    SearchLimits limits(SearchLimits limits) {
        if (share <= 0) return null;
        if (limits.softMillis() != SearchLimits.UNLIMITED) {
            long ms = (long) (share * limits.softMillis());
            if (ms <= 0) return null;
            return limits.withNodes(SearchLimits.UNLIMITED).withTime(ms, Math.min(ms, limits.hardMillis()));
        }
        if (limits.nodes() != SearchLimits.UNLIMITED) {
            double positions = share * limits.nodes() * (double) playoutCap;
            if (positions < 1) return null;
            return limits.withNodes((long) Math.min(positions, Long.MAX_VALUE / 2));
        }
        return null;
    }

    /** The playouts left to the tree search once a solve under a playout limit has failed. */
    SearchLimits rest(SearchLimits limits) {
        if (limits.softMillis() != SearchLimits.UNLIMITED || limits.nodes() == SearchLimits.UNLIMITED) return limits;
        long solverShare = (long) (share * limits.nodes());
        return limits.withNodes(Math.max(1, limits.nodes() - solverShare));
    }

    /** Solves {@code position} within {@code solverLimits}; the position is left as it was. */
    SolveResult solve(State position, SearchLimits solverLimits, StopSignal stop) {
        return solver.solve(position, solverLimits, stop, Solver.NO_PROGRESS);
    }
}
