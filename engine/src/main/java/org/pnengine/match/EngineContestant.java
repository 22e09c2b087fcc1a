package org.pnengine.match;

import java.io.IOException;
import java.util.List;
import org.pnengine.client.GtpFailure;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.SearchLimits;

/**
 * An external engine's side of one game. It borrows a running engine from its
 * {@link EngineEntrant} (starting a fresh one if the last one failed), sets the game up, and asks
 * for moves with a hard wait of the move's budget plus the match's grace (a fixed time per move,
 * or what the engine's clock allows), or the engine timeout when the match has no time budget.
 * Every failure is a loss of this game with its reason: a {@code crash} (the engine is gone, or
 * could not be restarted), a {@code hang} (no answer in time), a {@code protocol_error} (broken
 * framing, or a refused command the game needed), an {@code illegal_move} or a {@code resign}.
 */
final class EngineContestant implements Contestant {

    private final EngineEntrant entrant;
    private final Seat seat;
    private EngineLink engine;
    private boolean healthy = true;

    EngineContestant(EngineEntrant entrant, Seat seat) {
        this.entrant = entrant;
        this.seat = seat;
    }

    @Override
    public String describe() {
        return entrant.spec().toString();
    }

    @Override
    public void start() throws Loss, InterruptedException {
        try {
            engine = entrant.borrow();
        } catch (IOException e) {
            healthy = false;
            throw new Loss(GameRecord.Termination.CRASH, "could not be restarted: " + e.getMessage());
        } catch (GtpFailure f) {
            throw loss(f, "could not be restarted");
        }
        try {
            engine.newGame(seat.game(), entrant.settings().budget(), seat.opening());
        } catch (GtpFailure f) {
            throw loss(f, "could not set up the game");
        }
    }

    @Override
    public Answer move(Turn turn) throws Loss, InterruptedException {
        PlaySettings s = entrant.settings();
        MoveBudget budget = s.budget();
        // The most the rules allow the move (a fixed time, or what the clock allows), plus grace.
        long limit = budget.timeLimitMillis(turn.clock());
        boolean timed = limit != SearchLimits.UNLIMITED;
        long hard = timed ? limit + s.engines().graceMillis() : s.engines().timeoutMillis();
        double recorded = timed ? limit : Double.NaN;
        try {
            return engine.genmove(turn, budget, hard, recorded);
        } catch (GtpFailure f) {
            throw loss(f, "could not be told the game");
        } catch (Loss l) {
            if (l.termination() != GameRecord.Termination.RESIGN) healthy = false;
            throw l;
        }
    }

    @Override
    public String finalScore(List<Integer> moves) throws InterruptedException {
        return engine == null ? null : engine.finalScore(moves);
    }

    @Override
    public void finish() {
        if (engine != null) entrant.giveBack(engine, healthy);
    }

    /** The loss a controller failure means; the engine is not used again. */
    private Loss loss(GtpFailure f, String doing) {
        healthy = false;
        return switch (f.kind()) {
            case GONE -> new Loss(GameRecord.Termination.CRASH, "crashed: " + f.getMessage());
            case TIMEOUT -> new Loss(GameRecord.Termination.HANG, "hung: " + f.getMessage());
            case PROTOCOL -> new Loss(GameRecord.Termination.PROTOCOL_ERROR, "broke the protocol: " + f.getMessage());
            case REFUSED -> new Loss(GameRecord.Termination.PROTOCOL_ERROR, doing + ": " + f.getMessage());
        };
    }
}
