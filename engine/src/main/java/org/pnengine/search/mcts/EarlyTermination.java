package org.pnengine.search.mcts;

import java.util.SplittableRandom;
import org.pnengine.game.Evaluation;
import org.pnengine.game.PlayoutPolicy;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * Early playout termination (MCTS-EPT; Lorentz, "Using evaluation functions in Monte-Carlo Tree
 * Search", Theoretical Computer Science 644, 2016): a playout of at most {@code ept} plies, the
 * policy's moves or uniform ones, scored by the sign of the final score, or of the static
 * evaluation if the game is not over by then. The state is left as it was; nothing is allocated.
 */
final class EarlyTermination {

    private EarlyTermination() {
    }

    /** The first player's reward, +1, 0 or −1, of one cut playout from {@code state}. */
    static int reward(State state, PlayoutPolicy policy, Evaluation evaluation, int ept, SplittableRandom rng,
                      int[] moveBuffer) {
        int played = 0;
        int reward;
        while (true) {
            if (state.isTerminal()) {
                reward = Integer.signum(state.score());
                break;
            }
            if (played >= ept) {
                reward = Integer.signum(evaluation.evaluate());
                break;
            }
            int move;
            if (policy != null) {
                move = policy.policyMove(rng, moveBuffer);
            } else {
                int n = state.legalMoves(moveBuffer);
                move = moveBuffer[RandomInts.below(rng, n)];
            }
            state.apply(move);
            played++;
        }
        for (int i = 0; i < played; i++) state.undo();
        return reward;
    }
}
