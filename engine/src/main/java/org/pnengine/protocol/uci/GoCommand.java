package org.pnengine.protocol.uci;

import java.util.List;
import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.State;
import org.pnengine.protocol.ClockTerms;
import org.pnengine.protocol.Refusal;
import org.pnengine.search.SearchLimits;

/**
 * The terms of one {@code go}: the clocks and increments of both sides ({@code wtime btime winc
 * binc}; USI's {@code byoyomi}), {@code movestogo}, {@code movetime}, {@code nodes}, and
 * {@code infinite} and {@code ponder}; {@link #terms} turns them into a move's budget.
 * {@code depth} is the deepest iteration of a player that deepens ({@code minimax}); the others
 * have no depth to limit, and a {@code go depth D} alone gives them the session's own move time.
 * {@code mate} and {@code searchmoves} are read and not followed; they limit nothing.
 *
 * @param times     the clocks of the first and second player in ms, or -1 if not given (UCI's
 *                  {@code wtime}/{@code btime}; in USI {@code btime} is the first player's)
 * @param increments the increments of the first and second player in ms
 * @param depth     the deepest iteration in plies, or {@link SearchLimits#ANY_DEPTH} ({@code depth 0} too)
 */
record GoCommand(long[] times, long[] increments, long byoyomi, int movesToGo, long moveTime, long nodes,
                 int depth, boolean infinite, boolean ponder) {

    static GoCommand parse(UciSession.Dialect dialect, List<String> args) throws Refusal {
        long[] times = {-1, -1};
        long[] inc = {0, 0};
        long byoyomi = 0;
        int movesToGo = 0;
        long moveTime = -1;
        long nodes = 0;
        int depth = SearchLimits.ANY_DEPTH;
        boolean infinite = false;
        boolean ponder = false;
        // In UCI White moves first; in USI Black (Sente) does.
        int white = dialect == UciSession.Dialect.UCI ? 0 : 1;
        for (int i = 0; i < args.size(); i++) {
            String word = args.get(i);
            switch (word) {
                case "infinite" -> infinite = true;
                case "ponder" -> ponder = true;
                case "searchmoves" -> i = args.size();   // the moves that follow are not followed
                case "wtime", "btime", "winc", "binc", "movestogo", "movetime", "nodes", "depth", "mate", "byoyomi" -> {
                    if (i + 1 >= args.size()) throw new Refusal("go: " + word + " needs a number");
                    long v;
                    try {
                        v = Long.parseLong(args.get(++i));
                    } catch (NumberFormatException e) {
                        throw new Refusal("go: " + word + " needs a number, not " + args.get(i));
                    }
                    if (v < 0 && !word.endsWith("time")) throw new Refusal("go: " + word + " must not be negative");
                    v = Math.max(0, v);
                    switch (word) {
                        case "wtime" -> times[white] = v;
                        case "btime" -> times[1 - white] = v;
                        case "winc" -> inc[white] = v;
                        case "binc" -> inc[1 - white] = v;
                        case "movestogo" -> movesToGo = (int) Math.min(v, 10_000);
                        case "movetime" -> moveTime = v;
                        case "nodes" -> nodes = v;
                        case "byoyomi" -> byoyomi = v;
                        case "depth" -> depth = v == 0 ? SearchLimits.ANY_DEPTH : (int) Math.min(v, SearchLimits.ANY_DEPTH);
                        default -> { }   // mate: not a limit of these players
                    }
                }
                default -> throw new Refusal("go: unknown word " + word);
            }
        }
        return new GoCommand(times, inc, byoyomi, movesToGo, moveTime, nodes, depth, infinite, ponder);
    }

    /** The same terms once the pondered move is played ({@code ponderhit}): no longer pondering. */
    GoCommand asPlayed() {
        return new GoCommand(times, increments, byoyomi, movesToGo, moveTime, nodes, depth, infinite, false);
    }

    /**
     * The move's budget, clock and depth for the side to move in {@code state} ({@link ClockTerms}),
     * or null for the session's own (a bare {@code go}: its player's move time).
     */
    MoveTerms terms(State state, EngineSession session) {
        MoveTerms t = timeTerms(state);
        if (depth == SearchLimits.ANY_DEPTH) return t;
        return t == null ? MoveTerms.depthOnly(depth) : t.withDepth(depth);
    }

    private MoveTerms timeTerms(State state) {
        int me = state.toMove();
        if (infinite || ponder) return ClockTerms.unlimited(nodes);
        if (moveTime >= 0) return ClockTerms.moveTime(moveTime, nodes);
        long time = times[me];
        if (movesToGo > 0 && (time >= 0 || byoyomi > 0)) return ClockTerms.clock(time, 0, movesToGo, nodes);
        if (byoyomi > 0) return ClockTerms.byoyomi(time, byoyomi, nodes);
        if (time >= 0) return ClockTerms.clock(time, increments[me], 0, nodes);
        if (nodes > 0) return ClockTerms.playouts(nodes);
        return null;
    }
}
