package org.pnengine.match;

import java.io.IOException;
import java.util.List;
import org.pnengine.client.GtpFailure;
import org.pnengine.game.Game;
import org.pnengine.search.MoveBudget;

/**
 * One running external engine as the match sees it, whatever its protocol: GTP
 * ({@link EngineConnection}), or one of the line protocols ({@link LineEngine}): UCI and USI
 * ({@link UciConnection}), xboard ({@link XboardConnection}), NBoard ({@link NBoardConnection}).
 * A game sets it up ({@link #newGame}), asks it for moves ({@link #genmove}), and gives it back to
 * its {@link EngineEntrant}, which keeps it for the next game if it is {@link #isHealthy()}.
 */
interface EngineLink {

    /** The engine's name (and version), for tables. */
    String label();

    /** Whether it can play another game. */
    boolean isHealthy();

    /** Whether it can start from a position (the position openings need). */
    boolean knowsSetboard();

    /** Sets up a new game of {@code game} under {@code budget}, from {@code opening} (null: the start). */
    void newGame(Game game, MoveBudget budget, Opening opening) throws GtpFailure, InterruptedException;

    /**
     * The engine's move for the side to move in {@code turn}, under the match's {@code budget},
     * waiting at most {@code hardMillis}; {@code budgetMillis} is the move's budget, for the record.
     *
     * @throws Contestant.Loss for a refusal, an answer that is not a move, or a resignation
     */
    Contestant.Answer genmove(Contestant.Turn turn, MoveBudget budget, long hardMillis, double budgetMillis)
            throws GtpFailure, Contestant.Loss, InterruptedException;

    /** After the rules ended the game: the engine's own final score, or null if it gives none. */
    String finalScore(List<Integer> moves) throws InterruptedException;

    /** Ends it gracefully. */
    void quit();

    /** Ends it at once (after a fault). */
    void kill();

    /** Starts (or connects to) the engine {@code spec} names, in its protocol. */
    static EngineLink open(EngineSpec spec, EngineSettings settings) throws IOException, GtpFailure, InterruptedException {
        return switch (spec.protocol()) {
            case GTP -> EngineConnection.open(spec.address(), settings);
            case UCI, USI -> UciConnection.open(spec, settings);
            case XBOARD -> XboardConnection.open(spec, settings);
            case NBOARD -> NBoardConnection.open(spec, settings);
        };
    }
}
