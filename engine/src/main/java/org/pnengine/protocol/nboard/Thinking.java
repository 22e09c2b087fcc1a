package org.pnengine.protocol.nboard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;
import org.pnengine.games.othello.OthelloState;
import org.pnengine.protocol.SolveRequest;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.Value;

/**
 * The searches of {@code go}, {@code hint} and {@code analyze}, on the session's player and its
 * exact solver, and their replies. Every eval is from the side to move's view, in disks:
 * <ul>
 *   <li>exact, where the position has at most {@link Level#exactEmpties()} empty squares: the
 *       disc difference the exact solver proves (with the game's scoring, by default the empty
 *       squares to the winner), depth {@code 100%};</li>
 *   <li>otherwise from the player's win rate w of the move: {@value #DISKS_PER_LOGIT}·ln(w/(1−w)),
 *       within ±(squares − 1), so that 0.5 is 0, 0.6 about +2.4, 0.75 +6.6, 0.9 +13.2; a move the
 *       player has proven (MCTS-Solver, which proves no disc count) is ±squares (a win, a loss)
 *       or 0 (a draw). Its depth is the level.</li>
 * </ul>
 * A line whose running search a later {@code ping} overtook ({@code overtaken}) stops at once and
 * its replies are cut short: its search is cancelled, and searches it has not begun get a single
 * playout or are not run.
 */
final class Thinking {

    static final String THINKING = "status pnengine is thinking";
    static final String ANALYZING = "status pnengine is analyzing";
    /** The status that clears the GUI's status line once a command is done. */
    static final String IDLE = "status";
    /** The depth of an exact eval. */
    static final String EXACT = "100%";
    static final double DISKS_PER_LOGIT = 6;
    /** Only the final report of a search is wanted. */
    private static final long NO_INTERVAL = 3_600_000;

    /** An eval of a position or a move, from the side to move's view. */
    private record Eval(double value, String depth) {
        Eval negate() {
            return new Eval(-value, depth);
        }
    }

    /** One line of a {@code hint}: {@code search PV EVAL 0 DEPTH}. */
    private record Line(String pv, double eval, String depth) {
    }

    private final EngineSession session;
    private final GameRecord record;
    private final Consumer<String> out;

    Thinking(EngineSession session, GameRecord record, Consumer<String> out) {
        this.session = session;
        this.record = record;
        this.out = out;
    }

    // ------------------------------------------------------------------ go

    /**
     * {@code go}: the move the engine would play, as {@code === MOVE/EVAL/TIME} between a status
     * that it thinks and one that clears it; not played. A forced move (a pass included) is
     * answered {@code === MOVE} at once. Within the exact range the position is solved, within
     * the move's time on a GGF clock; otherwise, and if the solve ran out of time, the player
     * chooses under the level's playouts and the clock.
     */
    void go(Level level, BooleanSupplier overtaken) throws NBoardException {
        State s = session.state();
        if (s.isTerminal()) throw new NBoardException("go: the game is over");
        out.accept(THINKING);
        try {
            int forced = MoveBudget.forcedMove(s);
            if (forced >= 0) {
                out.accept("=== " + MoveItem.wire(s, forced));
                return;
            }
            boolean late = overtaken.getAsBoolean();
            MoveTerms terms = late ? new MoveTerms(new MoveBudget.Playouts(1), null) : record.terms(level);
            long t0 = System.nanoTime();
            long nodes = 0;
            if (!late && empties(s) <= level.exactEmpties()) {
                SearchLimits limits = SearchLimits.none();
                if (terms.clock() != null) {
                    long soft = terms.budget().limits(s, terms.clock(), session.config().timeManager()).softMillis();
                    limits = SearchLimits.ofMillis(Math.max(1, soft));
                }
                SolveResult r = solve(limits, overtaken);
                nodes += r.nodesExpanded();
                if (solved(r)) {
                    nodestats(nodes, t0);
                    out.accept("=== " + MoveItem.wire(s, r.bestMove()) + "/" + format(r.score()) + "/" + seconds(t0));
                    return;
                }
                if (terms.clock() != null) MoveBudget.charge(terms.clock(), (System.nanoTime() - t0) / 1e6);
            }
            EngineSession.GeneratedMove m = session.genmove(s.toMove(), false, terms, null, 0, cancelIf(overtaken));
            nodes += m.decision().playouts();
            int move = session.state().parseMove(m.move());
            nodestats(nodes, t0);
            out.accept("=== " + MoveItem.wire(s, move) + "/" + format(eval(m.decision().value(), m.decision().winRate()))
                    + "/" + seconds(t0));
        } catch (EngineException e) {
            error(e.detail());
        } catch (MoveFormatException e) {
            throw new IllegalStateException(e);
        } finally {
            out.accept(IDLE);
        }
    }

    // ------------------------------------------------------------------ hint

    /**
     * {@code hint N}: evals of the best N moves (fewer if there are fewer), best first, as
     * {@code search PV EVAL 0 DEPTH} lines, then {@code nodestats}, between a status that it
     * thinks and one that clears it. Within the exact range every move is solved exactly (depth
     * {@code 100%}); otherwise one search of the level's playouts, without a clock, reports its
     * root moves (depth: the level). pnengine has no opening book, so no {@code book} lines.
     */
    void hint(int n, Level level, BooleanSupplier overtaken) {
        out.accept(THINKING);
        long t0 = System.nanoTime();
        try {
            State s = session.state();
            if (s.isTerminal()) return;
            long[] nodes = {0};
            List<Line> lines;
            int forced = MoveBudget.forcedMove(s);
            if (empties(s) <= level.exactEmpties()) {
                lines = exactLines(n == 1 || forced >= 0, overtaken, nodes);
            } else if (forced >= 0) {
                lines = new ArrayList<>();
                Eval e = after(forced, level, overtaken);
                if (e != null) lines.add(new Line(MoveItem.wire(s, forced), e.value(), e.depth()));
            } else {
                lines = searchLines(level, overtaken, nodes);
            }
            for (Line l : lines.subList(0, Math.min(n, lines.size()))) {
                out.accept("search " + l.pv() + " " + format(l.eval()) + " 0 " + l.depth());
            }
            nodestats(nodes[0], t0);
        } catch (EngineException e) {
            error(e.detail());
        } finally {
            out.accept(IDLE);
        }
    }

    /**
     * The moves solved exactly, best first: with {@code rootOnly}, the root's best move alone
     * (one solve), else every move (a solve after each).
     */
    private List<Line> exactLines(boolean rootOnly, BooleanSupplier overtaken, long[] nodes) throws EngineException {
        State s = session.state();
        List<Line> lines = new ArrayList<>();
        if (rootOnly) {
            SolveResult r = solve(SearchLimits.none(), overtaken);
            nodes[0] += r.nodesExpanded();
            if (solved(r)) lines.add(new Line(pv(s, r.pv()), r.score(), EXACT));
            return lines;
        }
        int[] buf = new int[s.game().maxMoves()];
        int count = s.legalMoves(buf);
        int me = s.toMove();
        for (int i = 0; i < count && !overtaken.getAsBoolean(); i++) {
            int move = buf[i];
            String first = MoveItem.wire(s, move);
            session.play(me, s.formatMove(move));
            Eval e;
            String rest = "";
            try {
                State after = session.state();
                if (after.isTerminal()) {
                    e = new Eval(me == 0 ? after.score() : -after.score(), EXACT);
                } else {
                    SolveResult r = solve(SearchLimits.none(), overtaken);
                    nodes[0] += r.nodesExpanded();
                    if (!solved(r)) break;
                    e = new Eval(after.toMove() == me ? r.score() : -r.score(), EXACT);
                    rest = pv(after, r.pv());
                }
            } finally {
                session.undo();
            }
            lines.add(new Line(rest.isEmpty() ? first : first + "-" + rest, e.value(), EXACT));
        }
        lines.sort(Comparator.comparingDouble(Line::eval).reversed());
        return lines;
    }

    /** The root moves of one search of the level's playouts, best first (those it looked at). */
    private List<Line> searchLines(Level level, BooleanSupplier overtaken, long[] nodes) throws EngineException {
        State s = session.state();
        AtomicReference<SearchInfo> last = new AtomicReference<>();
        long playouts = overtaken.getAsBoolean() ? 1 : level.playouts();
        EngineSession.GeneratedMove m = session.genmove(s.toMove(), false,
                new MoveTerms(new MoveBudget.Playouts(playouts), null), last::set, NO_INTERVAL, cancelIf(overtaken));
        String depth = Integer.toString(level.depth());
        List<Line> lines = new ArrayList<>();
        SearchInfo info = last.get();
        if (info == null) {
            nodes[0] += m.decision().playouts();
            lines.add(new Line(pv(s, m.decision().pv()), eval(m.decision().value(), m.decision().winRate()), depth));
            return lines;
        }
        nodes[0] += info.playouts();
        for (MoveInfo mi : info.moves()) {
            if (mi.visits() == 0 && mi.proven() == Value.UNKNOWN) continue;
            int[] line = mi.pv().length > 0 ? mi.pv() : new int[] {mi.move()};
            lines.add(new Line(pv(s, line), eval(mi.proven(), mi.winRate()), depth));
        }
        return lines;
    }

    // ------------------------------------------------------------------ analyze

    /**
     * {@code analyze}: an eval of every position of the game, from its last back to its start, as
     * {@code analysis MOVES EVAL} (MOVES: the moves made to reach it, passes counted), between a
     * status that it analyses and one that clears it. Each position is evaluated as {@code hint}
     * evaluates its best move; a finished game's last position by its result.
     */
    void analyze(Level level, BooleanSupplier overtaken) {
        out.accept(ANALYZING);
        List<GameRecord.Played> moves = record.played();
        int undone = 0;
        try {
            for (int i = moves.size(); i >= 0; i--) {
                Eval e = evaluate(level, overtaken);
                if (e == null || overtaken.getAsBoolean()) break;
                out.accept("analysis " + i + " " + format(e.value()));
                if (i == 0) break;
                session.undo();
                undone++;
            }
        } catch (EngineException e) {
            error(e.detail());
        } finally {
            try {
                for (int k = moves.size() - undone; k < moves.size(); k++) {
                    session.play(moves.get(k).color(), moves.get(k).item().move());
                }
            } catch (EngineException e) {
                throw new IllegalStateException("the game could not be replayed after analyze: " + e.detail(), e);
            }
            out.accept(IDLE);
        }
    }

    /**
     * The session's position evaluated for the side to move: a finished game by its result, the
     * exact range by a solve, a forced move by the position after it, the rest by a search of the
     * level's playouts; null if cut short.
     */
    private Eval evaluate(Level level, BooleanSupplier overtaken) throws EngineException {
        State s = session.state();
        if (s.isTerminal()) return new Eval(s.toMove() == 0 ? s.score() : -s.score(), EXACT);
        if (overtaken.getAsBoolean()) return null;
        if (empties(s) <= level.exactEmpties()) {
            SolveResult r = solve(SearchLimits.none(), overtaken);
            return solved(r) ? new Eval(r.score(), EXACT) : null;
        }
        int forced = MoveBudget.forcedMove(s);
        if (forced >= 0) return after(forced, level, overtaken);
        EngineSession.GeneratedMove m = session.genmove(s.toMove(), false,
                new MoveTerms(new MoveBudget.Playouts(level.playouts()), null), null, 0, cancelIf(overtaken));
        return new Eval(eval(m.decision().value(), m.decision().winRate()), Integer.toString(level.depth()));
    }

    /** The eval of {@code move} for the side to move: the position after it, evaluated and seen from here. */
    private Eval after(int move, Level level, BooleanSupplier overtaken) throws EngineException {
        State s = session.state();
        int me = s.toMove();
        session.play(me, s.formatMove(move));
        Eval e;
        int them;
        try {
            them = session.state().toMove();
            e = evaluate(level, overtaken);
        } finally {
            session.undo();
        }
        return e == null || them == me ? e : e.negate();
    }

    // ------------------------------------------------------------------ helpers

    /** The exact score of the session's position, with the solver {@code solve score=true} uses. */
    private SolveResult solve(SearchLimits limits, BooleanSupplier overtaken) throws EngineException {
        SearcherSpec solver = SearcherSpec.solver(SolveRequest.defaultSolver(session.game(), true));
        return session.solve((SolverType) solver.type(), solver.params(), limits, Solver.NO_PROGRESS, cancelIf(overtaken));
    }

    private static boolean solved(SolveResult r) {
        return r.score() != null && r.stopReason() == null && r.bestMove() >= 0;
    }

    /** Run as a search starts: cancels it at once if a ping has overtaken its line meanwhile. */
    private Runnable cancelIf(BooleanSupplier overtaken) {
        return () -> {
            if (overtaken.getAsBoolean()) session.cancelSearch();
        };
    }

    /** An eval from a player's verdict on a move: proven, or from its win rate. */
    private double eval(Value proven, double winRate) {
        int squares = session.game().maxScore();
        return switch (proven) {
            case WIN -> squares;
            case LOSS -> -squares;
            case DRAW -> 0;
            default -> disks(winRate, squares);
        };
    }

    /** A win rate as disks: {@value #DISKS_PER_LOGIT}·ln(w/(1−w)), within ±(squares − 1). */
    static double disks(double winRate, int squares) {
        double w = Math.max(1e-9, Math.min(1 - 1e-9, winRate));
        double v = DISKS_PER_LOGIT * Math.log(w / (1 - w));
        return Math.max(-(squares - 1), Math.min(squares - 1, v));
    }

    /** A line of moves from {@code from} as NBoard writes a PV: {@code F5-D6-C3}, a pass {@code PA}. */
    private static String pv(State from, int[] moves) {
        State walk = from.copy();
        StringBuilder sb = new StringBuilder();
        for (int m : moves) {
            if (walk.isTerminal() || !walk.isLegal(m)) break;
            if (sb.length() > 0) sb.append('-');
            sb.append(MoveItem.wire(walk, m));
            walk.apply(m);
        }
        return sb.toString();
    }

    private static int empties(State s) {
        return ((OthelloState) s).empties();
    }

    private void nodestats(long nodes, long t0) {
        out.accept("nodestats " + nodes + " " + seconds(t0));
    }

    private void error(String message) {
        out.accept("status error: " + message.replace('\n', ' '));
    }

    /** An eval or a time as NBoard's readers take them: two decimals. */
    static String format(double v) {
        String text = String.format(Locale.ROOT, "%.2f", v);
        return text.equals("-0.00") ? "0.00" : text;
    }

    private static String seconds(long t0) {
        return format((System.nanoTime() - t0) / 1e9);
    }
}
