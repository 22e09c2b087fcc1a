package org.pnengine.match;

import java.util.List;
import org.pnengine.game.State;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.StopSignal;

/**
 * One side of one game, as the game loop sees it: it gets ready, answers moves, and says what it
 * thinks the final score is. An in-process player and an external GTP engine are both
 * contestants; the loop checks every answer ({@code State.isLegal}), keeps the clocks and writes
 * the record.
 */
public interface Contestant {

    /**
     * One request for a move.
     *
     * @param state a copy of the position, the side to move to answer
     * @param moves the game's moves so far (codes), a read-only view valid during the call
     * @param millis        the wall time of each of those moves in ms (its mover's clock was
     *                      charged it rounded up to the ms), NaN for a move no one was asked for
     *                      (a forced one); a read-only view valid during the call (NBoard tells
     *                      an engine the times)
     * @param clock         the mover's clock, or null without one
     * @param opponentClock the other side's clock, or null without one (UCI tells an engine both)
     * @param stop          stopped when the match is cancelled; an in-process player's deadline is set on it
     */
    record Turn(State state, List<Integer> moves, List<Double> millis, PlayerClock clock, PlayerClock opponentClock,
                StopSignal stop) {
    }

    /**
     * A move and what it cost.
     *
     * @param move         the move code (-1 for none); the loop checks that it is legal
     * @param millis       the wall time of the request
     * @param cpuMillis    the CPU time it took, or NaN where it cannot be measured
     * @param budgetMillis the move's hard time budget, or NaN without one
     */
    record Answer(int move, double millis, double cpuMillis, double budgetMillis) {
    }

    /** The contestant lost the game before or instead of making a move. */
    final class Loss extends Exception {

        private final GameRecord.Termination termination;

        /** @param what what happened, completing "A (black) ..." in the record's detail */
        public Loss(GameRecord.Termination termination, String what) {
            super(what);
            this.termination = termination;
        }

        public GameRecord.Termination termination() {
            return termination;
        }
    }

    /** This side with every setting of this game's instance, for the record. */
    String describe();

    /** Gets ready for the game, before its first move. */
    void start() throws Loss, InterruptedException;

    /**
     * Answers a move for the side to move in {@code turn.state()} (a copy the contestant may
     * use as it likes); {@code turn.moves()} are the game's moves so far, {@code turn.clock()}
     * this side's clock (null without one), and {@code turn.stop()} is stopped when the match
     * is cancelled.
     */
    Answer move(Turn turn) throws Loss, InterruptedException;

    /**
     * After a game the rules ended with {@code moves}: this side's own final score as GTP
     * {@code final_score} answers it, or null if it has none to give.
     */
    String finalScore(List<Integer> moves) throws InterruptedException;

    /** The game is over (or abandoned): release what this game held. Called exactly once. */
    void finish();
}
