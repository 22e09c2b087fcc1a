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
 */
final class Playouts {

    /** The ply cap of a playout in games that give no bound on their length. */
    static final int DEFAULT_CAP = 1000;

    private final int count;
    private final SplittableRandom rng;
    private final int[] buffer;
    private final int cap;

    Playouts(Game game, int count, long seed) {
        this.count = count;
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
     * {@code threshold}. The state is left as it was.
     */
    int wins(State s, int prover, int threshold) {
        int won = 0;
        for (int i = 0; i < count; i++) {
            int score = s.randomPlayout(rng, buffer, cap);
            if (score == Integer.MIN_VALUE) continue;
            if (prover != Game.FIRST) score = -score;
            if (score >= threshold) won++;
        }
        return won;
    }
}
