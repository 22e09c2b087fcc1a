package org.pnengine.match;

import java.util.List;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.MoveDecision;
import org.pnengine.game.State;
import org.pnengine.search.Player;
import org.pnengine.search.Ponder;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.Threads;
import org.pnengine.search.TimeManager;

/**
 * An in-process player as a match entrant: every game gets a fresh, freshly seeded instance
 * ({@link PlayerSpec#create}), asked for its moves on the game's thread under the match's budget.
 *
 * <ul>
 *   <li>Each move's limits and deadline come from the match's {@link MoveBudget}: the policy
 *       {@code genmove} follows, with the engine's default {@link TimeManager} under a clock (same
 *       defaults, same safety margin), and the player's own {@code playouts=} and
 *       {@code movetime=} cap them ({@link PlayerSpec#limits}).</li>
 *   <li>The move's stop signal carries its hard deadline ({@link MoveBudget#arm}). Its wall time
 *       and the calling thread's CPU time are measured around {@code chooseMove}; an exception
 *       from the player loses the game ({@code player_error}).</li>
 *   <li>A player that {@link Player#ponders() ponders} ({@code ponder=true}) thinks on the
 *       opponent's time ({@link Ponder}): from its move until its next turn (or the end of the
 *       game), within the match's memory share and without a clock. Its next turn stops it and
 *       waits for it first; the time it takes is not counted in the move's time. Both sides of
 *       an in-process match share the machine's cores, so a pondering side takes CPU from the
 *       other's search: a fair match leaves it off.</li>
 * </ul>
 */
final class InProcessEntrant implements Entrant {

    /** The engine's own time manager, as {@code genmove} uses it under a clock. */
    private static final TimeManager TIME_MANAGER = TimeManager.defaults();

    private final PlayerSpec spec;
    private final PlaySettings settings;
    private final long memoryBytes;

    InProcessEntrant(PlayerSpec spec, PlaySettings settings, long memoryBytes) {
        this.spec = spec;
        this.settings = settings;
        this.memoryBytes = memoryBytes;
    }

    @Override
    public String label() {
        return spec.toString();
    }

    @Override
    public Contestant contestant(Seat seat) {
        return new PlayerContestant(seat);
    }

    @Override
    public void close() {
        // nothing outlives a game
    }

    /** One game's instance of the player. */
    private final class PlayerContestant implements Contestant {

        private final Seat seat;
        private final long seed;
        private final Player player;
        private final MoveBudget budget;
        /** The player's thinking on the opponent's time, or null; used on the game's thread. */
        private Ponder pondering;

        PlayerContestant(Seat seat) {
            this.seat = seat;
            this.seed = Match.playerSeed(seat.gameSeed(), seat.isA(), spec.givenSeed());
            this.player = spec.create(seat.game(), seed);
            this.budget = settings.budget();
        }

        @Override
        public String describe() {
            return spec.describe(seat.game(), seed);
        }

        @Override
        public void start() {
            // a fresh instance is ready
        }

        @Override
        public Answer move(Turn turn) throws Loss {
            stopPondering();
            SearchLimits limits = spec.limits(budget.limits(turn.state(), turn.clock(), TIME_MANAGER)).withMemory(memoryBytes);
            double hard = budget.isTimed() ? limits.hardMillis() : Double.NaN;
            MoveBudget.arm(turn.stop(), limits);
            long c0 = Threads.cpuNanos();
            long t0 = System.nanoTime();
            MoveDecision d;
            try {
                d = player.chooseMove(turn.state(), limits, turn.stop());
            } catch (RuntimeException | StackOverflowError e) {
                throw new Loss(GameRecord.Termination.PLAYER_ERROR, "threw " + e);
            }
            double ms = (System.nanoTime() - t0) / 1e6;
            double cpu = Threads.cpuTimeSupported() ? (Threads.cpuNanos() - c0) / 1e6 : Double.NaN;
            int move = d == null ? -1 : d.move();
            startPondering(turn.state(), move, limits);
            return new Answer(move, ms, cpu, hard);
        }

        /** After a legal move that does not end the game, a pondering player thinks on. */
        private void startPondering(State before, int move, SearchLimits limits) {
            if (!player.ponders() || move < 0 || before.isTerminal() || !before.isLegal(move)) return;
            State after = before.copy();
            after.apply(move);
            if (after.isTerminal()) return;
            // The move's limits go with it as a hint of the next move's; the memory is the match's share.
            pondering = Ponder.start(player, after, limits.withNodes(SearchLimits.UNLIMITED), cpu -> { });
        }

        private void stopPondering() {
            if (pondering != null) {
                pondering.stop();
                pondering = null;
            }
        }

        @Override
        public String finalScore(List<Integer> moves) {
            return null;   // the match scores the game itself
        }

        @Override
        public void finish() {
            stopPondering();   // the instance is dropped with the game
        }
    }
}
