package org.pnengine.search;

import org.pnengine.game.Game;
import org.pnengine.game.GameProgress;
import org.pnengine.game.State;

/**
 * Turns a clock into a soft and a hard deadline for one move (after Stockfish's
 * {@code timeman.cpp}): the soft budget is the share of the remaining time this move deserves,
 * the hard budget the most it may ever use. A safety margin for transport lag and JVM pauses is
 * always kept back, so that the clock is never overstepped.
 *
 * <p>The budget follows the game's phase: the time left is shared over the moves the mover is
 * expected still to make ({@link #plannedMoves(State)}), from the game's own estimate where it
 * has one ({@link GameProgress}: Othello counts its empty squares), so each move's share grows
 * as the game goes on. The player spends the budget as Stockfish does: it stops before the soft
 * budget once its choice can no longer change, and goes on past it, to twice the soft budget,
 * while the choice is unstable (the MCTS players' {@code RootParallelSearch}).
 *
 * @param marginMillis      kept back for each move's transport lag: from the main time left, and
 *                          from a byo-yomi period once for every stone still to play in it
 * @param defaultMoveMillis the budget per move when there is no clock
 * @param minMoveMillis     the least the manager ever hands out (a move must be made)
 */
public record TimeManager(long marginMillis, long defaultMoveMillis, long minMoveMillis) {

    /** 150 ms margin, 1 s per move without a clock, at least 5 ms per move. */
    public static TimeManager defaults() {
        return new TimeManager(150, 1000, 5);
    }

    public TimeManager withDefaultMoveMillis(long millis) {
        return new TimeManager(marginMillis, millis, minMoveMillis);
    }

    /** Own moves assumed left in games whose length is unbounded. */
    static final int UNBOUNDED_MOVES_LEFT = 30;

    /**
     * The share of its expected own moves over which a game with a length estimate
     * ({@link GameProgress}) plans its clock: many moves stop before their soft budget once the
     * choice is settled, and the last moves of a game are mostly forced, or proven by the solver
     * at once, so a clock shared over every expected move is left largely unspent (what is saved
     * flows into the later moves' budgets, as each is taken from the time then left). The hard
     * cap of a fifth of the time left still bounds every move. Measurements: docs/matches.md#measured.
     */
    static final double PLANNED_SHARE = 0.2;

    /**
     * The budget of the side to move in {@code state}: {@link #allocate(PlayerClock, int)} with
     * the moves {@link #plannedMoves(State)} plans for.
     */
    public SearchLimits allocate(PlayerClock clock, State state) {
        return allocate(clock, plannedMoves(state));
    }

    /**
     * The moves over which the clock is shared from {@code state}: {@link #ownMovesLeft(State)},
     * times {@value #PLANNED_SHARE} (rounded, at least 1) where the game estimates its own length.
     */
    public static int plannedMoves(State state) {
        int own = ownMovesLeft(state);
        return state instanceof GameProgress ? Math.max(1, (int) Math.round(PLANNED_SHARE * own)) : own;
    }

    /**
     * The moves the side to move in {@code state} will probably still make, at least 1: half the
     * plies the game expects to last ({@link GameProgress}, e.g. Othello's empty squares),
     * rounded up, where the game offers an estimate; else half of the plies still possible by
     * {@link Game#maxGameLength()}, or {@value #UNBOUNDED_MOVES_LEFT} for games of unbounded
     * length. This is where the budget follows the game's phase: the expected length shrinks as
     * the game goes on, and each move's share of the clock grows.
     */
    public static int ownMovesLeft(State state) {
        if (state instanceof GameProgress progress) return Math.max(1, (progress.expectedPliesLeft() + 1) / 2);
        int maxLen = state.game().maxGameLength();
        return maxLen > 0 ? Math.max(1, (maxLen - state.ply() + 1) / 2) : UNBOUNDED_MOVES_LEFT;
    }

    /**
     * The soft and hard budget in milliseconds for the next move, as limits with no node cap.
     *
     * @param clock          the mover's clock
     * @param ownMovesLeft   an estimate of how many more moves this player will have to make
     */
    public SearchLimits allocate(PlayerClock clock, int ownMovesLeft) {
        TimeControls tc = clock.controls();
        if (tc.isUnlimited()) {
            return SearchLimits.none().withTime(defaultMoveMillis, defaultMoveMillis);
        }
        long left = clock.millisLeft();
        long usable = Math.max(0, left - marginMillis);
        long soft;
        long hard;
        if (clock.stonesLeft() > 0) {
            // In byo-yomi: the period must cover stonesLeft moves, and each of them pays its own
            // transport lag, so a margin is kept back per stone, not once per period.
            int stones = clock.stonesLeft();
            usable = Math.max(0, left - stones * marginMillis);
            soft = usable / stones;
            // Up to two soft shares, never eating into the minimum the later stones need.
            hard = stones == 1 ? usable : Math.min(usable - (stones - 1) * minMoveMillis, soft * 2);
        } else {
            int moves = Math.max(1, Math.min(ownMovesLeft, 40)) + 2;
            // One stone's share of a byo-yomi period, after that stone's margin.
            long byoShare = tc.hasByoYomi() ? Math.max(0, tc.byoMillis() / tc.byoStones() - marginMillis) : 0;
            // Three quarters of an increment may be spent on each move: it comes back after it.
            long incShare = tc.incrementMillis() * 3 / 4;
            soft = usable / moves + byoShare / 2 + incShare;
            // The hard cap: a few soft budgets, but never more than a fifth of the main time left
            // (and the increment's share) unless byo-yomi follows, in which case the whole main
            // time may be used; never more than the time left.
            long cap = tc.hasByoYomi() ? usable + byoShare : Math.min(usable, usable / 5 + byoShare + incShare);
            // With few moves expected, usable / moves alone would pass the cap.
            soft = Math.min(soft, cap);
            hard = Math.min(cap, soft * 4);
        }
        soft = Math.max(minMoveMillis, soft);
        hard = Math.max(soft, hard);
        return SearchLimits.none().withTime(soft, hard);
    }
}
