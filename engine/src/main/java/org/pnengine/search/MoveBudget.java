package org.pnengine.search;

import java.util.Locale;
import org.pnengine.game.State;

/**
 * How much a player may search for one move, and the one policy that turns it into a search:
 * {@code genmove} and a match's in-process players both go through it, so that the two budget
 * a move alike by construction (protocol-spec §5, "Time"; docs/matches.md, "Budget").
 *
 * <ul>
 *   <li>{@link FixedTime}: soft = hard = the time per move, no node cap. The player may stop
 *       early, and must answer by the deadline.</li>
 *   <li>{@link Playouts}: a node cap with no time limit, so that a seeded single-threaded player
 *       repeats its moves exactly.</li>
 *   <li>{@link GameClock}: a game clock under {@link TimeControls} (absolute or Canadian byo-yomi):
 *       each move's soft and hard budget come from a {@link TimeManager} and the mover's
 *       {@link PlayerClock}; without a time limit ({@link TimeControls#none()}), the time
 *       manager's default move time.</li>
 * </ul>
 * A fixed time or a clock may also carry a playout cap (whichever ends the search first), and a
 * playout budget may be lowered by one ({@link #withPlayoutCap}). The policy of one move: a
 * position with a single legal move ({@link #forcedMove}) is played without a search and costs
 * no time; otherwise the player gets {@link #limits(State, PlayerClock, TimeManager)} (whoever
 * runs it adds the tree's memory cap), and the move's {@link StopSignal} carries the hard limit
 * as its deadline ({@link #arm}). A move that must wait for a place to search (a shared server)
 * waits at most {@link #maxWaitMillis} and searches with what is left ({@link #afterWait}): the
 * wait counts against the move's time. The move's wall time, its wait included, is charged to
 * the mover's clock, rounded up to the millisecond ({@link #charge}).
 */
public sealed interface MoveBudget {

    /**
     * A fixed time per move.
     *
     * @param millis     the wall time per move in milliseconds, at least 1
     * @param playoutCap the most playouts per move, or 0 for no cap
     */
    record FixedTime(long millis, long playoutCap) implements MoveBudget {

        public FixedTime {
            if (millis < 1) throw new IllegalArgumentException("the time per move must be positive");
            if (playoutCap < 0) throw new IllegalArgumentException("a playout cap must not be negative");
        }

        @Override
        public SearchLimits limits(State state, PlayerClock clock, TimeManager manager) {
            return capped(SearchLimits.ofMillis(millis), playoutCap);
        }

        @Override
        public MoveBudget withPlayoutCap(long cap) {
            return new FixedTime(millis, min(playoutCap, cap));
        }

        @Override
        public long timeLimitMillis(PlayerClock clock) {
            return millis;
        }

        @Override
        public String describe() {
            return String.format(Locale.ROOT, "%s s/move", seconds(millis)) + capText(playoutCap);
        }
    }

    /**
     * A fixed number of playouts (iterations) per move, with no time limit.
     *
     * @param playouts the playouts per move, at least 1
     */
    record Playouts(long playouts) implements MoveBudget {

        public Playouts {
            if (playouts < 1) throw new IllegalArgumentException("playouts per move must be at least 1");
        }

        @Override
        public SearchLimits limits(State state, PlayerClock clock, TimeManager manager) {
            return SearchLimits.ofNodes(playouts);
        }

        @Override
        public MoveBudget withPlayoutCap(long cap) {
            return new Playouts(min(playouts, cap));
        }

        @Override
        public long timeLimitMillis(PlayerClock clock) {
            return SearchLimits.UNLIMITED;
        }

        @Override
        public String describe() {
            return playouts + " playouts/move";
        }
    }

    /**
     * A game clock for each player.
     *
     * @param controls   the time system of each player's clock
     * @param playoutCap the most playouts per move, or 0 for no cap
     */
    record GameClock(TimeControls controls, long playoutCap) implements MoveBudget {

        public GameClock {
            if (controls == null) throw new NullPointerException("controls");
            if (playoutCap < 0) throw new IllegalArgumentException("a playout cap must not be negative");
        }

        /** Needs the mover's {@code clock}, whose controls are this budget's. */
        @Override
        public SearchLimits limits(State state, PlayerClock clock, TimeManager manager) {
            if (clock == null) throw new IllegalArgumentException("a clock budget needs the mover's clock");
            return capped(manager.allocate(clock, state), playoutCap);
        }

        @Override
        public MoveBudget withPlayoutCap(long cap) {
            return new GameClock(controls, min(playoutCap, cap));
        }

        @Override
        public long timeLimitMillis(PlayerClock clock) {
            return clock.availableMillis();
        }

        /** {@code clock 60 s}, {@code clock 60 s + 10 s/5}, {@code clock 10 s/5} or (Fischer) {@code clock 60 s + 0.5 s/move}. */
        @Override
        public String describe() {
            String main = "clock " + seconds(controls.mainMillis()) + " s";
            String text;
            if (controls.isUnlimited()) text = "no clock";
            else if (controls.incrementMillis() > 0) text = main + " + " + seconds(controls.incrementMillis()) + " s/move";
            else if (!controls.hasByoYomi()) text = main;
            else text = (controls.mainMillis() > 0 ? main + " + " : "clock ") + seconds(controls.byoMillis()) + " s/"
                    + controls.byoStones();
            return text + capText(playoutCap);
        }
    }

    /** A fixed number of playouts per move. */
    static MoveBudget ofPlayouts(long playouts) {
        return new Playouts(playouts);
    }

    /** A fixed time per move in milliseconds. */
    static MoveBudget ofMillis(long millis) {
        return new FixedTime(millis, 0);
    }

    /** A fixed time per move in seconds, rounded to the millisecond (at least 1 ms). */
    static MoveBudget ofSeconds(double seconds) {
        if (!(seconds > 0 && seconds <= 1e6)) {
            throw new IllegalArgumentException("the time per move must be positive (got " + seconds + ")");
        }
        return ofMillis(Math.max(1, Math.round(seconds * 1000)));
    }

    /** A game clock that limits the time (main time, or byo-yomi with stones), as a match needs. */
    static MoveBudget ofClock(TimeControls controls) {
        if (controls.isUnlimited()) {
            throw new IllegalArgumentException("a match clock needs a time limit (main time, or byo-yomi with stones)");
        }
        return new GameClock(controls, 0);
    }

    /**
     * The budget of an engine's {@code genmove} from its settings: a fixed time per move if one is
     * set; else the playouts if the clock sets no limit; else the clock (which, without a limit,
     * gives the time manager's default move time). The playouts, if any, cap every budget.
     *
     * @param moveMillis the time per move, or 0 for none (follow the clock)
     * @param playouts   the playouts per move, or 0 for none
     * @param clock      the game's time controls ({@link TimeControls#none()} for no clock)
     */
    static MoveBudget of(long moveMillis, long playouts, TimeControls clock) {
        if (moveMillis < 0 || playouts < 0) throw new IllegalArgumentException("a move budget must not be negative");
        if (moveMillis > 0) return new FixedTime(moveMillis, playouts);
        if (playouts > 0 && clock.isUnlimited()) return new Playouts(playouts);
        return new GameClock(clock, playouts);
    }

    /**
     * The limits of the next move for the side to move in {@code state}, with no memory cap (the
     * caller adds its own). Depends on nothing but the budget, the position and the clock's state.
     *
     * @param clock   the mover's clock; required by a {@link GameClock}, ignored by the others
     * @param manager turns a clock into soft and hard budgets
     */
    SearchLimits limits(State state, PlayerClock clock, TimeManager manager);

    /** This budget with at most {@code cap} playouts per move as well (0: unchanged). */
    MoveBudget withPlayoutCap(long cap);

    /**
     * The longest a move may take by the rules: the fixed time, what the mover's clock allows
     * ({@link PlayerClock#availableMillis()}), or {@link SearchLimits#UNLIMITED} for playouts.
     */
    long timeLimitMillis(PlayerClock clock);

    /** {@code 0.1 s/move}, {@code 10000 playouts/move}, {@code clock 60 s} or {@code clock 60 s + 10 s/5}. */
    String describe();

    /** Whether moves are limited by time (a fixed time per move or a clock). */
    default boolean isTimed() {
        return !(this instanceof Playouts);
    }

    /**
     * The only legal move of the side to move, which is played without a search; -1 if there is
     * more than one (or none).
     */
    static int forcedMove(State state) {
        int[] moves = new int[state.game().maxMoves()];
        return state.legalMoves(moves) == 1 ? moves[0] : -1;
    }

    /** Sets the move's deadline on {@code stop}: the hard limit of its {@code limits}, from now. */
    static void arm(StopSignal stop, SearchLimits limits) {
        stop.setDeadlineMillisFromNow(limits.hardMillis());
    }

    /**
     * The longest a move with {@code limits} may wait for a place to search: half of its soft
     * budget, so that an admitted move keeps at least half the time it was planned to take;
     * {@link SearchLimits#UNLIMITED} for a move without a time limit.
     */
    static long maxWaitMillis(SearchLimits limits) {
        long soft = limits.softMillis();
        return soft == SearchLimits.UNLIMITED ? SearchLimits.UNLIMITED : soft / 2;
    }

    /**
     * {@code limits} less the {@code waitedMillis} the move waited for its place (at least a
     * millisecond each), so that wait and search together stay within the soft and hard budgets.
     */
    static SearchLimits afterWait(SearchLimits limits, long waitedMillis) {
        return limits.withTime(less(limits.softMillis(), waitedMillis), less(limits.hardMillis(), waitedMillis));
    }

    private static long less(long millis, long waited) {
        return millis == SearchLimits.UNLIMITED ? millis : Math.max(1, millis - Math.max(0, waited));
    }

    /**
     * Charges a searched move that took {@code millis} of wall time to the mover's {@code clock}
     * (null: none), rounded up to the millisecond. Forced moves are not charged.
     */
    static void charge(PlayerClock clock, double millis) {
        if (clock != null) clock.charge((long) Math.ceil(millis));
    }

    /** Milliseconds as seconds with at most three decimals and no trailing zeros: {@code 1.5}, {@code 60}. */
    static String seconds(long ms) {
        String s = String.format(Locale.ROOT, "%.3f", ms / 1000.0);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    private static SearchLimits capped(SearchLimits limits, long cap) {
        return cap > 0 ? limits.withNodes(Math.min(cap, limits.nodes())) : limits;
    }

    private static long min(long cap, long other) {
        if (other <= 0) return cap;
        return cap <= 0 ? other : Math.min(cap, other);
    }

    private static String capText(long cap) {
        return cap > 0 ? ", at most " + cap + " playouts" : "";
    }
}
