package org.pnengine.search.mcts;

import java.util.List;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/** PLACEHOLDER, being written: UCT MCTS with the MCTS-Solver backup. */
public final class MctsPlayer implements Player {
    public static final PlayerType TYPE = new PlayerType("uct", List.of(), "UCT MCTS with MCTS-Solver backup",
            p -> new MctsPlayer());

    @Override
    public MoveDecision chooseMove(State state, SearchLimits limits, StopSignal stop) {
        throw new UnsupportedOperationException("not yet");
    }
}
