package org.pnengine.protocol.xboard;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.State;
import org.pnengine.protocol.ClockTerms;
import org.pnengine.protocol.Refusal;

/**
 * xboard's time control (CECP §11) and clock readings, turned into the terms of the engine's next
 * move ({@link ClockTerms}):
 * <ul>
 *   <li>{@code level MPS BASE INC}: BASE minutes ({@code 5}, or {@code 0:30} with seconds; any
 *       characters after them are ignored, as the spec asks), INC seconds (a fraction allowed,
 *       as cutechess-cli sends {@code 0.1}). With MPS 0 the clock covers the game, INC being added
 *       after each move (Fischer); with MPS moves per session it must cover the moves left in the
 *       session, counted from the plies of the position (INC is then ignored).</li>
 *   <li>{@code st SECONDS}: exactly that time for each move (in place of a {@code level}).</li>
 *   <li>{@code time N}: the engine's clock in centiseconds, read until the next one; before any,
 *       the clock is BASE. {@code otim N}, the opponent's, is kept and plans nothing.</li>
 *   <li>{@code sd DEPTH}: the deepest iteration of a player that deepens ({@code minimax}), on
 *       top of the time control; the other players have no depth to limit. {@code sd 0} and
 *       {@code new} remove it.</li>
 * </ul>
 * Without {@code level} or {@code st}, a {@code time} reading alone is the clock of the rest of
 * the game; without any, the move has the session's own budget (the player's move time), or
 * with {@code sd} alone, a player that follows the depth searches to it however long it takes.
 */
final class XboardClock {

    private static final Pattern MINUTES = Pattern.compile("(\\d+(?:\\.\\d+)?)(?::(\\d+(?:\\.\\d+)?))?.*");

    private int movesPerSession;
    /** The clock at the start of a session, or -1 if no {@code level}. */
    private long baseMillis = -1;
    private long incrementMillis;
    /** {@code st}'s time per move, or 0. */
    private long moveMillis;
    private int depth;
    /** The last {@code time} and {@code otim} readings, or -1. */
    private long engineMillis = -1;
    private long opponentMillis = -1;

    /** {@code new}: the clocks start again from the time control, and {@code sd} is forgotten. */
    void newGame() {
        engineMillis = -1;
        opponentMillis = -1;
        depth = 0;
    }

    void level(List<String> args) throws Refusal {
        if (args.size() != 3) throw new Refusal("level takes MPS BASE INC, e.g. level 40 5 0 or level 0 2:30 12");
        int mps = (int) Math.min(integer(args.get(0), "MPS"), 10_000);
        Matcher m = MINUTES.matcher(args.get(1));
        if (!m.matches()) throw new Refusal("BASE is minutes, or minutes:seconds, not " + args.get(1));
        double seconds = Double.parseDouble(m.group(1)) * 60
                + (m.group(2) == null ? 0 : Double.parseDouble(m.group(2)));
        if (seconds > 1e7) throw new Refusal("BASE must be at most 10000000 seconds");
        movesPerSession = mps;
        baseMillis = Math.round(seconds * 1000);
        incrementMillis = Math.round(seconds(args.get(2), "INC") * 1000);
        moveMillis = 0;
    }

    void st(List<String> args) throws Refusal {
        if (args.size() != 1) throw new Refusal("st takes SECONDS");
        long millis = Math.round(seconds(args.get(0), "SECONDS") * 1000);
        if (millis <= 0) throw new Refusal("st takes a positive number of seconds");
        moveMillis = millis;
        baseMillis = -1;
    }

    void sd(List<String> args) throws Refusal {
        if (args.size() != 1) throw new Refusal("sd takes DEPTH");
        depth = (int) Math.min(integer(args.get(0), "DEPTH"), Integer.MAX_VALUE);
    }

    /** The depth {@code sd} asked for (0: none). */
    int depth() {
        return depth;
    }

    /** {@code time N}: the engine's clock, N centiseconds (a clock gone negative counts as 0). */
    void time(List<String> args) throws Refusal {
        engineMillis = centiseconds(args, "time");
    }

    /** {@code otim N}: the opponent's clock. */
    void otim(List<String> args) throws Refusal {
        opponentMillis = centiseconds(args, "otim");
    }

    long opponentMillis() {
        return opponentMillis;
    }

    /** The terms of the engine's move in {@code state}, or null for the session's own budget. */
    MoveTerms terms(State state) {
        MoveTerms t = timeTerms(state);
        if (depth == 0) return t;
        return t == null ? MoveTerms.depthOnly(depth) : t.withDepth(depth);
    }

    private MoveTerms timeTerms(State state) {
        if (moveMillis > 0) return ClockTerms.moveTime(moveMillis, 0);
        long left = engineMillis >= 0 ? engineMillis : baseMillis;
        if (left < 0) return null;
        if (baseMillis >= 0 && movesPerSession > 0) {
            int made = state.ply() / 2;
            return ClockTerms.clock(left, 0, movesPerSession - made % movesPerSession, 0);
        }
        return ClockTerms.clock(left, baseMillis >= 0 ? incrementMillis : 0, 0, 0);
    }

    private static long centiseconds(List<String> args, String command) throws Refusal {
        if (args.size() != 1) throw new Refusal(command + " takes N, in centiseconds");
        try {
            return Math.max(0, Long.parseLong(args.get(0))) * 10;
        } catch (NumberFormatException e) {
            throw new Refusal(command + " takes N, in centiseconds, not " + args.get(0));
        }
    }

    private static long integer(String text, String what) throws Refusal {
        try {
            long v = Long.parseLong(text);
            if (v < 0) throw new Refusal(what + " must not be negative");
            return v;
        } catch (NumberFormatException e) {
            throw new Refusal(what + " is a whole number, not " + text);
        }
    }

    private static double seconds(String text, String what) throws Refusal {
        try {
            double v = Double.parseDouble(text);
            if (!(v >= 0) || v > 1e7) throw new Refusal(what + " must be between 0 and 10000000 seconds");
            return v;
        } catch (NumberFormatException e) {
            throw new Refusal(what + " is a number of seconds, not " + text);
        }
    }
}
