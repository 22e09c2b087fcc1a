package org.pnengine.game;

import java.util.SplittableRandom;

/**
 * An optional capability of a {@link State}: a playout guided by the game's own cheap knowledge
 * instead of uniformly random moves. A searcher asks for it only when its settings say so
 * ({@code state instanceof PlayoutPolicy}); a game without it plays {@link State#randomPlayout}.
 *
 * <p>The contract is {@link State#randomPlayout}'s: the state is left as it was, the result is
 * the final position's {@link State#score()} (the first player's view), or
 * {@link Integer#MIN_VALUE} when the playout is cut off after {@code maxPlies} plies; the same
 * {@code rng} state plays the same game; nothing is allocated.
 */
public interface PlayoutPolicy {

    /**
     * Plays the game out from here with the game's policy, at most {@code maxPlies} plies, using
     * {@code buffer} (at least {@link Game#maxMoves()} long) as scratch.
     */
    int policyPlayout(SplittableRandom rng, int[] buffer, int maxPlies);

    /**
     * The policy's move in this position (not terminal): one legal move, the forced pass where
     * that is the only one, drawn from {@code rng} as {@link #policyPlayout} draws its moves.
     * {@code buffer} (at least {@link Game#maxMoves()} long) is scratch.
     */
    int policyMove(SplittableRandom rng, int[] buffer);
}
