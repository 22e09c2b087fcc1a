package org.pnengine.search.pns;

import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * The Monte-Carlo leaf evaluation of MCPNS and PPNS: N uniformly random playouts
 * ({@link State#randomPlayout}) from a position, counting those the prover wins for the goal of
 * the current run (its final score at least the run's threshold). A playout cut off at the ply cap
 * (the game's {@link Game#maxGameLength()}, or {@value #DEFAULT_CAP} plies for games without a
 * bound) has no result and counts as not won. The generator is seeded once per solve, so a solve
 * is reproducible; it allocates nothing per playout.
 *
 * <p>The solve's limits are polled between playouts ({@link SolveMeter#stopInPlayouts}): once
 * the search must stop, an evaluation ends early and {@link #played()} says how many of its
 * playouts ran (the expansion is then abandoned, so such a partial count is never used as a
 * value).
 */
final class Playouts {

    /** The ply cap of a playout in games that give no bound on their length. */
    static final int DEFAULT_CAP = 1000;

    private final int count;
    private final SplittableRandom rng;
    private final int[] buffer;
    private final int cap;
    private final SolveMeter budget;
    private int played;

    Playouts(Game game, int count, long seed, SolveMeter budget) {
        this.count = count;
        this.budget = budget;
        this.rng = new SplittableRandom(seed);
        this.buffer = new int[Math.max(1, game.maxMoves())];
        this.cap = game.maxGameLength() > 0 ? game.maxGameLength() : DEFAULT_CAP;
    }

    /** The number of playouts per leaf. */
    int count() {
        return count;
    }

    /**
     * How many of {@link #count()} playouts from {@code s} the prover wins: its score is at least
     * {@code threshold}. The state is left as it was. Fewer playouts run if the search must stop
     * meanwhile ({@link #played()}).
     */
    int wins(State s, int prover, int threshold) {
        int won = 0;
        played = 0;
        while (played < count && !budget.interrupted()) {
            int score = s.randomPlayout(rng, buffer, cap);
            played++;
            if (score != Integer.MIN_VALUE) {
                if (prover != Game.FIRST) score = -score;
                if (score >= threshold) won++;
            }
            if (budget.stopInPlayouts()) break;
        }
        return won;
    }

    /** The playouts the last {@link #wins} ran: {@link #count()} unless the search was stopped. */
    int played() {
        return played;
    }
}
