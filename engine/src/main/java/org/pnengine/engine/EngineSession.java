package org.pnengine.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.TimeControls;
import org.pnengine.search.Value;

/**
 * One client's engine state: its game, position (with undo history), clocks ({@link MovePlanner})
 * and player.
 *
 * <p>After the end of the game, {@code genmove} answers {@code pass} and {@code play COLOR pass}
 * is accepted, in every game, changing nothing but a count that {@link #undo()} takes back first
 * (Go-style controllers go on until two passes); a new game or position forgets it.
 *
 * <p>Every search is admitted by the server's {@link SearchAdmission} (its
 * {@link EngineConfig}'s): it may wait for a place (a {@code genmove} half of its time, which
 * counts against the move; a {@code solve} its time limit; at most a minute), and fails with
 * {@link EngineException.Kind#BUSY} when none comes, the line is full or a solve's memory is not
 * free. Its time is capped by the admission, its memory is its share, and the tree a player
 * keeps for the next move stays reserved until the session lets it go.
 *
 * <p><b>Pondering</b> ({@link Player#ponders()}, {@link Ponder}; protocol-spec/players.md#pondering):
 * a {@code genmove} that plays its move leaves the player searching the position after it, if
 * {@link SearchAdmission#admitPonder} lets it. Every method that changes the position, the game or
 * the player, or that searches, first stops it and waits for it (a few milliseconds), keeping its
 * tree; the methods that only read, and the clock settings, leave it running. Its CPU time counts
 * in the session's {@link CpuMeter}; the clock is not charged.
 *
 * <p>Threading: every method except {@link #cancelSearch()}, {@link #close()} and the queries of
 * a search's state is called from one thread at a time (the session's worker). Those may be
 * called from any thread; the first two make a running search, or its wait, return promptly.
 */
public final class EngineSession {

    /** The word a pass is written as, in every game: what GTP controllers send and expect. */
    public static final String PASS = "pass";

    private final EngineConfig config;
    private final CpuMeter cpu;
    private Game game;
    private State state;
    /** The time controls, the clocks and the planning of a move's limits on them. */
    private final MovePlanner planner;
    private PlayerChoice choice = PlayerChoice.first();
    /** The player made from {@link #choice} for the game, or null until the next search. */
    private Player player;
    /** Passes played after the end of the game, which {@link #undo()} takes back first. */
    private int postGamePasses;
    /** The running search's stop signal, the turn in the server's line and the kept tree's memory. */
    private final SessionSearches searches;

    /** A session whose {@code cputime} counts its own commands ({@link CpuMeter#perSession()}). */
    public EngineSession(EngineConfig config) {
        this(config, CpuMeter.perSession());
    }

    /** A session whose CPU time is measured by {@code cpu}, as its transport chooses. */
    public EngineSession(EngineConfig config, CpuMeter cpu) {
        this.config = config;
        this.cpu = cpu;
        this.searches = new SessionSearches(config.admission());
        this.game = config.defaultGame().create(config.defaultGameArgs());
        this.state = game.newInitialState();
        this.planner = new MovePlanner(config);
        if (!config.defaultPlayer().isEmpty()) {
            try {
                configurePlayer(config.defaultPlayer().get(0),
                        config.defaultPlayer().subList(1, config.defaultPlayer().size()));
            } catch (EngineException e) {
                throw new IllegalArgumentException(e.detail(), e);
            }
        }
    }

    public EngineConfig config() {
        return config;
    }

    /** What measures the CPU time used for this session ({@code cputime}). */
    public CpuMeter cpuMeter() {
        return cpu;
    }

    public Game game() {
        return game;
    }

    /** The current position. Callers must treat it as read-only. */
    public State state() {
        return state;
    }

    // ------------------------------------------------------------------ game and position

    /** Switches to another game with the given {@code key=value} parameters; clears the board. */
    public void setGame(GameType type, List<String> args) throws EngineException {
        stopPondering();
        Game g;
        try {
            g = type.create(args);
        } catch (IllegalArgumentException e) {
            throw new EngineException(Kind.BAD_ARGUMENT, e.getMessage());
        }
        this.game = g;
        dropPlayer();   // its defaults may depend on the game
        clearBoard();
    }

    /** GTP {@code boardsize}: sets the game's size parameter, keeping the others. */
    public void setBoardSize(int size) throws EngineException {
        stopPondering();
        String key = game.type().sizeParameter();
        if (key == null) {
            throw new EngineException(Kind.UNACCEPTABLE_SIZE, game.type().name()
                    + " has no single board size; use set_game with its parameters");
        }
        List<String> args = new ArrayList<>();
        game.parameters().forEach((k, v) -> args.add(k + "=" + (k.equals(key) ? Integer.toString(size) : v)));
        try {
            this.game = game.type().create(args);
        } catch (IllegalArgumentException e) {
            throw new EngineException(Kind.UNACCEPTABLE_SIZE, e.getMessage());
        }
        dropPlayer();
        clearBoard();
    }

    public void clearBoard() {
        stopPondering();
        state = game.newInitialState();
        postGamePasses = 0;
        planner.resetClocks();
        resetPlayer();
    }

    /** {@code setboard}: replaces the position; the undo history starts afresh. */
    public void setPosition(String text) throws EngineException {
        stopPondering();
        try {
            state = game.parsePosition(text);
        } catch (PositionException e) {
            throw new EngineException(Kind.BAD_POSITION, e.getMessage());
        }
        postGamePasses = 0;
        resetPlayer();
    }

    /** The legal moves of the side to move, in notation. */
    public List<String> legalMoves() {
        int[] buf = new int[game.maxMoves()];
        int n = state.legalMoves(buf);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(state.formatMove(buf[i]));
        return out;
    }

    /**
     * Plays {@code moveText} for {@code color}. If it is not that colour's turn and the side to
     * move has only a pass, the pass is played first (the implicit-pass dialect of Othello GUIs).
     * Once the game is over, a pass (either colour, any case) is accepted and changes nothing but
     * the count {@link #undo()} reads; any other move is illegal.
     */
    public void play(int color, String moveText) throws EngineException {
        stopPondering();
        if (state.isTerminal()) {
            if (!moveText.equalsIgnoreCase(PASS)) throw new EngineException(Kind.ILLEGAL_MOVE, "the game is over");
            postGamePasses++;
            return;
        }
        int move;
        try {
            move = state.parseMove(moveText);
        } catch (MoveFormatException e) {
            throw new EngineException(Kind.BAD_ARGUMENT, e.getMessage());
        }
        boolean passed = passIfForced(state, color);
        if (color != state.toMove()) {
            throw new EngineException(Kind.ILLEGAL_MOVE, "it is " + game.playerName(state.toMove()) + "'s turn");
        }
        if (!state.isLegal(move)) {
            if (passed) state.undo();
            throw new EngineException(Kind.ILLEGAL_MOVE, moveText + " is not legal here");
        }
        // The player keeps its tree: it finds the new position below its old root (tree reuse).
        state.apply(move);
    }

    /**
     * Plays on {@code s} the forced pass ({@link State#forcedPass}) of the side to move when
     * {@code color} is the other side; returns whether it did.
     */
    private static boolean passIfForced(State s, int color) {
        if (color == s.toMove()) return false;
        int pass = s.forcedPass();
        if (pass < 0) return false;
        s.apply(pass);
        return true;
    }

    /**
     * The position a search for {@code color} starts from, as a copy: the current one, after the
     * other side's forced pass if it is not {@code color}'s turn (then, if still not, the side to
     * move is not {@code color}).
     */
    public State rootFor(int color) {
        State root = state.copy();
        passIfForced(root, color);
        return root;
    }

    /** Takes back the last move: a post-game pass first, if there is one. */
    public void undo() throws EngineException {
        stopPondering();
        if (postGamePasses > 0) {
            postGamePasses--;
            return;
        }
        if (state.ply() == 0) {
            throw new EngineException(Kind.CANNOT_UNDO, "no move to undo");
        }
        state.undo();
    }

    /** The final score from the first player's view. */
    public int finalScore() throws EngineException {
        if (!state.isTerminal()) throw new EngineException(Kind.CANNOT_SCORE, "the game is not over");
        return state.score();
    }

    // ------------------------------------------------------------------ clocks

    public void setTimeControls(TimeControls tc) {
        planner.setTimeControls(tc);
    }

    /** GTP {@code time_left}: time left in the current period and stones (0 in main time). */
    public void setTimeLeft(int color, long millis, int stones) {
        planner.clock(color).set(millis, stones);
    }

    public PlayerClock clock(int color) {
        return planner.clock(color);
    }

    // ------------------------------------------------------------------ player

    /**
     * Chooses the player and its parameters, written as a {@link SearcherSpec} ({@code name} and
     * {@code args}, the words after it). Besides the player's own keys, its limit keys are read
     * here: {@code playouts=N} (a fixed budget per move, 0 = none) and {@code movetime=SECONDS}
     * (a fixed time per move, 0 = follow the clock). Keys not given take the player type's
     * defaults for the current game ({@link PlayerType#resolve}), again after every change of
     * game. A key given twice is refused, naming it.
     */
    public void configurePlayer(String name, List<String> args) throws EngineException {
        stopPondering();
        choice = PlayerChoice.parse(name, args, game, config.admission());
        dropPlayer();
    }

    /** The player's configuration for the current game as {@code name key=value ...}. */
    public String playerDescription() {
        return choice.describe(game, config.admission());
    }

    /**
     * The player as it was chosen, {@code name key=value ...}: the keys given (the others follow
     * each game's defaults) and the limit keys set; {@link #configurePlayer} takes it back.
     */
    public String playerGiven() {
        return choice.spec();
    }

    /** Forgets the player (it is made afresh at the next search) and frees the tree it kept. */
    private void dropPlayer() {
        player = null;
        searches.releaseKept();
    }

    private void resetPlayer() {
        if (player != null) player.reset();
        searches.releaseKept();
    }

    /** The result of {@link #genmove}; after the end of the game, {@link #PASS} with move code -1. */
    public record GeneratedMove(String move, MoveDecision decision, long millis) {
    }

    /**
     * Chooses a move for {@code color} within the clock and, if {@code play} is true, plays it
     * and charges the time to the clock. Once the game is over the move is {@link #PASS}, for
     * either colour, without a search; played, it counts as a post-game pass (see {@link #play}).
     * Each move follows the {@link MoveBudget} policy of {@link #moveBudget()}, as a match's
     * players do: a forced move is played without a search and costs no time; a searched move's
     * limits and deadline come from the budget, a wait for its place counts against them, and its
     * wall time, the wait included, is charged to the clock.
     */
    public GeneratedMove genmove(int color, boolean play) throws EngineException {
        return genmove(color, play, null, 0);
    }

    /**
     * As {@link #genmove(int, boolean)}, reporting the search to {@code listener} about every
     * {@code intervalMillis} (null for no reports).
     */
    public GeneratedMove genmove(int color, boolean play, SearchInfo.Listener listener, long intervalMillis)
            throws EngineException {
        return genmove(color, play, listener, intervalMillis, () -> { });
    }

    /**
     * As {@link #genmove(int, boolean, SearchInfo.Listener, long)}, calling {@code searching} once
     * a search is admitted, just before it starts (not for a move found without a search), so
     * that a streamed reply begins only when no {@code busy} can come any more.
     */
    public GeneratedMove genmove(int color, boolean play, SearchInfo.Listener listener, long intervalMillis,
                                 Runnable searching) throws EngineException {
        return genmove(color, play, null, listener, intervalMillis, searching);
    }

    /**
     * As {@link #genmove(int, boolean, SearchInfo.Listener, long, Runnable)}, under {@code terms}
     * (null: the session's own budget and clock). Their depth limits a player that follows one;
     * terms that give only a depth leave such a player no other limit, and the others the
     * session's own budget and clock.
     */
    public GeneratedMove genmove(int color, boolean play, MoveTerms terms, SearchInfo.Listener listener,
                                 long intervalMillis, Runnable searching) throws EngineException {
        stopPondering();
        if (state.isTerminal()) {
            if (play) postGamePasses++;
            return new GeneratedMove(PASS, new MoveDecision(-1, Value.UNKNOWN, 0.5, 0, 0, 0,
                    new int[0]), 0);
        }
        boolean passed = passIfForced(state, color);
        if (color != state.toMove()) {
            throw new EngineException(Kind.WRONG_TURN, "it is " + game.playerName(state.toMove()) + "'s turn");
        }
        int forced = MoveBudget.forcedMove(state);
        if (forced >= 0) {
            // A forced move (a pass, say) needs no search and costs no time.
            String text = state.formatMove(forced);
            if (play) state.apply(forced);
            else if (passed) state.undo();
            return new GeneratedMove(text, new MoveDecision(forced, Value.UNKNOWN, 0.5, 0, 0, 0, new int[] {forced}), 0);
        }
        if (player == null) player = choice.typeFor(game).create(choice.params(game, config.admission()));
        boolean follows = player.followsDepth();
        PlayerClock clock = planner.clockOf(color, terms, follows);
        SearchLimits planned = planner.plan(state, color, moveBudget(), terms, follows);
        // The move's time runs from here: a wait for a place to search counts against it.
        long t0 = System.nanoTime();
        StopSignal stop = searches.begin(new StopSignal());
        MoveBudget.arm(stop, planned);
        SearchAdmission.Ticket ticket;
        try {
            ticket = searches.admitPlayer(MoveBudget.maxWaitMillis(planned), stop);
        } catch (EngineException e) {
            searches.end(stop);
            if (passed) state.undo();
            throw e;
        }
        SearchLimits limits = MoveBudget.afterWait(planned, ticket.waitedMillis())
                .withMemory(Math.max(1, ticket.memoryBytes()));
        long helpers0 = player.helperCpuNanos();
        MoveDecision d;
        try {
            searching.run();
            d = listener == null ? player.chooseMove(state.copy(), limits, stop)
                    : player.chooseMove(state.copy(), limits, stop, listener, intervalMillis);
        } finally {
            searches.end(stop);
            searches.keep(ticket, player);
            cpu.addHelperNanos(player.helperCpuNanos() - helpers0);
        }
        long nanos = System.nanoTime() - t0;
        int move = d.move();
        if (move < 0 || !state.isLegal(move)) {
            // Defensive: a player must always answer a legal move; fall back to the first one.
            int[] buf = new int[game.maxMoves()];
            state.legalMoves(buf);
            move = buf[0];
        }
        String text = state.formatMove(move);
        if (play) {
            state.apply(move);
            MoveBudget.charge(clock, nanos / 1e6);
            startPondering(planned);
        } else if (passed) {
            state.undo();
        }
        return new GeneratedMove(text, d, nanos / 1_000_000L);
    }

    /**
     * After the player's move, planned within {@code move}: lets a pondering player think on the
     * opponent's time if the admission lets it ({@link SessionSearches#ponder}).
     */
    private void startPondering(SearchLimits move) {
        if (player == null || !player.ponders() || state.isTerminal()) return;
        searches.startPondering(player, state.copy(), move, cpu);
    }

    /** Stops the player's thinking on the opponent's time, if it thinks, and waits until it has. */
    private void stopPondering() {
        searches.stopPondering();
    }

    /** Whether the player is thinking on the opponent's time now. Safe from any thread. */
    public boolean isPondering() {
        return searches.isPondering();
    }

    /**
     * Waits at most {@code millis} for the pondering to end by itself (its limits reached), for
     * tests; returns whether none runs.
     */
    boolean awaitPonderEnd(long millis) throws InterruptedException {
        return searches.awaitPonderEnd(millis);
    }

    /**
     * The budget of each {@code genmove}: the player's {@code movetime=} and {@code playouts=}
     * with the time controls, read by {@link MoveBudget#of}; a match's in-process players follow
     * the same policy.
     */
    public MoveBudget moveBudget() {
        return choice.budget(planner.timeControls());
    }

    /**
     * The limits a move of the side to move would be planned under {@code terms} (null: the
     * session's own budget and clock), as {@link #genmove(int, boolean, MoveTerms, SearchInfo.Listener,
     * long, Runnable)} plans them: what a pondering search gets once the opponent plays the move
     * it pondered on (UCI's {@code ponderhit}). It creates no player: with none yet, a depth
     * alone counts as not followed.
     */
    public SearchLimits plannedLimits(MoveTerms terms) {
        Player p = player;
        return planner.plan(state, state.toMove(), moveBudget(), terms, p != null && p.followsDepth());
    }

    /** Plays with {@code type} at its defaults, keeping the limit keys (for tests: a player that records its limits). */
    void usePlayerType(PlayerType type) {
        stopPondering();
        choice = new PlayerChoice(type, Map.of(), choice.playouts(), choice.moveMillis(), false);
        dropPlayer();
    }

    /**
     * Analysis: searches the position for the side to move (or for {@code color}, after a forced
     * pass) until {@code stop} is stopped (or the session is cancelled, or the admission's
     * {@link SearchAdmission#maxSearchMillis() time cap} is reached), reporting to
     * {@code listener} about every {@code intervalMillis}. The position is not changed and
     * nothing is played. Memory is capped like a {@code solve}.
     */
    public void analyze(int color, long intervalMillis, SearchInfo.Listener listener, StopSignal stop)
            throws EngineException {
        analyze(color, intervalMillis, listener, stop, () -> { });
    }

    /**
     * As {@link #analyze(int, long, SearchInfo.Listener, StopSignal)}, calling {@code searching}
     * once the search is admitted, just before it starts (so that a streamed reply begins only
     * when no {@code busy} can come any more). A wait for a place lasts at most
     * {@link SearchAdmission#MAX_WAIT_MILLIS}, and {@code stop} ends it.
     */
    public void analyze(int color, long intervalMillis, SearchInfo.Listener listener, StopSignal stop,
                        Runnable searching) throws EngineException {
        stopPondering();
        if (state.isTerminal()) throw new EngineException(Kind.GAME_OVER, "nothing to analyze");
        State pos = rootFor(color);
        if (color != pos.toMove()) {
            throw new EngineException(Kind.WRONG_TURN, "it is " + game.playerName(pos.toMove()) + "'s turn");
        }
        if (player == null) player = choice.typeFor(game).create(choice.params(game, config.admission()));
        searches.begin(stop);
        SearchAdmission.Ticket ticket;
        try {
            ticket = searches.admitPlayer(SearchAdmission.MAX_WAIT_MILLIS, stop);
        } catch (EngineException e) {
            searches.end(stop);
            throw e;
        }
        SearchLimits limits = config.admission().capTime(SearchLimits.none())
                .withMemory(Math.max(1, Math.min(config.solveMemoryBytes(), ticket.memoryBytes())));
        stop.setDeadlineMillisFromNow(limits.hardMillis());
        long helpers0 = player.helperCpuNanos();
        boolean kept = false;
        try {
            searching.run();
            SearchInfo[] last = new SearchInfo[1];
            player.analyze(pos, limits, stop, info -> {
                last[0] = info;
                listener.onInfo(info);
            }, intervalMillis);
            // A search ends early once the position is decided; the analysis still lasts until it
            // is stopped, repeating the last report at the interval, without holding a place.
            searches.keep(ticket, player);
            kept = true;
            long interval = Math.max(1, intervalMillis) * 1_000_000L;
            long next = System.nanoTime() + interval;
            while (!stop.awaitStop(next - System.nanoTime())) {
                long now = System.nanoTime();
                if (now - next < 0) continue;
                if (last[0] != null) listener.onInfo(last[0]);
                next += interval;
                if (now - next >= 0) next = now + interval;   // late: skip the missed reports
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            searches.end(stop);
            if (!kept) searches.keep(ticket, player);
            cpu.addHelperNanos(player.helperCpuNanos() - helpers0);
        }
    }

    // ------------------------------------------------------------------ solver

    /** Solves the current position with the given solver; the position is left unchanged. */
    public SolveResult solve(SolverType type, Params params, SearchLimits limits,
                             Solver.ProgressListener progress) throws EngineException {
        return solve(type, params, limits, progress, () -> { });
    }

    /**
     * As {@link #solve(SolverType, Params, SearchLimits, Solver.ProgressListener)}, calling
     * {@code searching} once the solve is admitted, just before it starts. A solve waits for a
     * place at most its time limit (and {@link SearchAdmission#MAX_WAIT_MILLIS}); the wait does
     * not count against its time.
     */
    public SolveResult solve(SolverType type, Params params, SearchLimits limits,
                             Solver.ProgressListener progress, Runnable searching) throws EngineException {
        stopPondering();
        Solver solver;
        try {
            config.admission().checkThreads(params);
            solver = type.create(params);
        } catch (IllegalArgumentException e) {
            throw new EngineException(Kind.BAD_ARGUMENT, e.getMessage());
        }
        return searches.solve(solver, state.copy(), limits, config.solveMemoryBytes(), progress, searching, cpu);
    }

    // ------------------------------------------------------------------ cancellation

    /**
     * Waits until no search runs or waits for its place, at most {@code timeout}. Safe from any
     * thread.
     *
     * @return whether none does
     */
    public boolean awaitNoSearch(long timeout, TimeUnit unit) throws InterruptedException {
        return searches.awaitNone(timeout, unit);
    }

    /**
     * Makes a running search return now with what it has (a search still waiting for its place is
     * answered {@code busy}), and asks the pondering to end. Safe from any thread.
     */
    public void cancelSearch() {
        searches.cancel();
    }

    /**
     * Makes the running search return at the latest {@code millis} from now (a search begun
     * without a time limit, such as UCI's {@code go ponder}, once its time is known: its
     * {@code ponderhit}). Safe from any thread.
     */
    public void limitSearch(long millis) {
        searches.limit(millis);
    }

    /**
     * The client is gone: cancel any search or wait and the pondering, and refuse to start new
     * ones. The memory kept for the player's tree is given back (a running search, or the
     * pondering, gives back its own when it ends).
     */
    public void close() {
        searches.close();
    }

    /** Whether a search runs now, or waits for its place. */
    public boolean isSearching() {
        return searches.isSearching();
    }

    public boolean isClosed() {
        return searches.isClosed();
    }
}
