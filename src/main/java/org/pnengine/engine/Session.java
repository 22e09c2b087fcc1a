package org.pnengine.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
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
import org.pnengine.search.Ponder;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.TimeControls;
import org.pnengine.search.Value;

/**
 * One client's engine state: its game, position (with undo history), clocks and player.
 *
 * <p>After the end of the game, Go-style controllers go on until they have seen two passes:
 * {@code genmove} then answers {@code pass} and {@code play COLOR pass} is accepted, in every
 * game, changing nothing. Such post-game passes are counted so that {@link #undo()} takes them
 * back first; a new game or position forgets them.
 *
 * <p>Searches are admitted by the server's {@link SearchAdmission} (its {@link EngineConfig}'s):
 * a search beyond the searches that may run at once, or a solve whose memory is not free, fails
 * with {@link EngineException.Kind#BUSY}. A player's search is given its share of the memory as
 * its limit, and the tree it keeps for the next move stays reserved until the player lets it go
 * (a new search, a new game or position, another player, the end of the session). A player may
 * search with at most {@link SearchAdmission#maxThreads()} threads.
 *
 * <p><b>Pondering.</b> With a player that {@link Player#ponders() ponders} ({@code ponder=true}),
 * a {@code genmove} that plays its move leaves the player searching the position after it, on a
 * thread of its own ({@link Ponder}), within a search admission of its own (none if the server is
 * busy, or the last place: then it does not ponder) and the player's memory share, without a
 * clock (the move's limits go with it as a hint of the next move's). Every method
 * that changes the position, the game or the player, or that searches ({@code play}, {@code undo},
 * {@code genmove}, {@code solve}, the analysis, ...), first stops it and waits for it (a few
 * milliseconds); the tree it grew is kept, so that after the opponent's move the next search
 * starts from the reply's subtree. The methods that only read (the position, the clocks, the
 * player's description) leave it running; so do the clock settings. {@link #cancelSearch()} and
 * {@link #close()} stop it too. Its CPU time counts in the session's {@link CpuMeter}; the clock
 * is not charged.
 *
 * <p>Threading: every method except {@link #cancelSearch()} and {@link #close()} is called from
 * one thread at a time (the session's worker). Those two may be called from any thread and make
 * a running {@link #genmove} or {@link #solve} return promptly.
 */
public final class Session {

    /** The word a pass is written as, in every game: what GTP controllers send and expect. */
    public static final String PASS = "pass";
    /** The player (root parallelism) and solver parameter of threads, capped by {@link SearchAdmission#maxThreads()}. */
    private static final String THREADS = "threads";

    private final EngineConfig config;
    private final CpuMeter cpu;
    private Game game;
    private State state;
    private double komi;
    private TimeControls timeControls = TimeControls.none();
    private final PlayerClock[] clocks = new PlayerClock[2];
    private PlayerType playerType = SearcherCatalog.PLAYERS.get(0);
    /** The player's keys given explicitly; the rest follow the type's defaults for the game. */
    private Map<String, String> playerGiven = Map.of();
    private Player player;
    private long fixedPlayouts;     // 0 = none
    private long fixedMoveMillis;   // 0 = none
    /** Passes played after the end of the game, which {@link #undo()} takes back first. */
    private int postGamePasses;
    private final AtomicReference<StopSignal> running = new AtomicReference<>();
    /** Notified whenever a search ends, for {@link #awaitNoSearch}. */
    private final Object searchEnded = new Object();
    private volatile boolean closed;
    /** The memory reserved for the tree the player keeps between moves, or null. */
    private SearchAdmission.Ticket kept;
    /** The player's thinking on the opponent's time, or null; set and cleared by the worker. */
    private volatile Ponder pondering;

    /** A session whose {@code cputime} counts its own commands ({@link CpuMeter#perSession()}). */
    public Session(EngineConfig config) {
        this(config, CpuMeter.perSession());
    }

    /** A session whose CPU time is measured by {@code cpu}, as its transport chooses. */
    public Session(EngineConfig config, CpuMeter cpu) {
        this.config = config;
        this.cpu = cpu;
        this.game = config.defaultGame().create(config.defaultGameArgs());
        this.state = game.newInitialState();
        resetClocks();
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
        resetClocks();
        resetPlayer();
    }

    public void setKomi(double komi) {
        this.komi = komi;
    }

    public double komi() {
        return komi;
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
        boolean passed = passIfForced(color);
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

    /** Plays the forced pass of the side to move when {@code color} is the other side. */
    private boolean passIfForced(int color) {
        if (color == state.toMove() || state.isTerminal()) return false;
        int[] buf = new int[game.maxMoves()];
        int n = state.legalMoves(buf);
        if (n == 1 && state.isPass(buf[0])) {
            state.apply(buf[0]);
            return true;
        }
        return false;
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
        this.timeControls = tc;
        resetClocks();
    }

    /** GTP {@code time_left}: time left in the current period and stones (0 in main time). */
    public void setTimeLeft(int color, long millis, int stones) {
        clocks[color].set(millis, stones);
    }

    public PlayerClock clock(int color) {
        return clocks[color];
    }

    private void resetClocks() {
        clocks[0] = new PlayerClock(timeControls);
        clocks[1] = new PlayerClock(timeControls);
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
        SearcherSpec spec;
        PlayerType type;
        try {
            spec = SearcherSpec.player(name, args);
            type = (PlayerType) spec.type();
            Params p = spec.params(game);
            int cap = config.admission().maxThreads();
            if (p.asMap().containsKey(THREADS) && p.getInt(THREADS) > cap) {
                throw new EngineException(Kind.BAD_ARGUMENT, "parameter '" + THREADS + "' must be at most " + cap
                        + " on this server (got " + p.getInt(THREADS) + ")");
            }
            type.create(p);   // validate combinations now, not at the next genmove
        } catch (IllegalArgumentException e) {
            throw new EngineException(Kind.BAD_ARGUMENT, e.getMessage());
        }
        this.playerType = type;
        this.playerGiven = spec.given();
        this.fixedPlayouts = spec.playouts();
        this.fixedMoveMillis = spec.moveMillis();
        dropPlayer();
    }

    /** The player's configuration for the current game as {@code name key=value ...}. */
    public String playerDescription() {
        StringBuilder sb = new StringBuilder(playerType.name());
        playerParams().asMap().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        sb.append(" playouts=").append(fixedPlayouts);
        sb.append(" movetime=").append(fixedMoveMillis / 1000.0);
        return sb.toString();
    }

    /**
     * The player's parameters for the current game: its defaults there, then the keys given.
     * {@code threads=0} (one per processor) is held to the admission's thread cap.
     */
    private Params playerParams() {
        // Validated when configured; the game's defaults are within every range.
        Params p = playerType.resolve(game, playerGiven);
        int cap = config.admission().maxThreads();
        boolean perProcessor = p.asMap().containsKey(THREADS) && p.getInt(THREADS) == 0;
        if (perProcessor && Runtime.getRuntime().availableProcessors() > cap) {
            Map<String, String> capped = new LinkedHashMap<>(playerGiven);
            capped.put(THREADS, Integer.toString(cap));
            p = playerType.resolve(game, capped);
        }
        return p;
    }

    /** Forgets the player (it is made afresh at the next search) and frees the tree it kept. */
    private void dropPlayer() {
        player = null;
        releaseKept();
    }

    /** Gives back the memory of the kept tree; from any thread (a close comes from the transport's). */
    private synchronized void releaseKept() {
        if (kept != null) {
            kept.close();
            kept = null;
        }
    }

    private void resetPlayer() {
        if (player != null) player.reset();
        releaseKept();
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
     * limits and deadline come from the budget, and its wall time is charged to the clock.
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
        stopPondering();
        if (state.isTerminal()) {
            if (play) postGamePasses++;
            return new GeneratedMove(PASS, new MoveDecision(-1, Value.UNKNOWN, 0.5, 0, 0, 0,
                    new int[0]), 0);
        }
        boolean passed = passIfForced(color);
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
        if (player == null) player = playerType.create(playerParams());
        SearchLimits limits = moveBudget().limits(state, clocks[color], config.timeManager());
        SearchAdmission.Ticket ticket = admitPlayer(passed);
        limits = limits.withMemory(Math.max(1, ticket.memoryBytes()));
        try {
            searching.run();
        } catch (RuntimeException e) {
            ticket.close();
            throw e;
        }
        StopSignal stop = begin();
        MoveBudget.arm(stop, limits);
        long t0 = System.nanoTime();
        long helpers0 = player.helperCpuNanos();
        MoveDecision d;
        try {
            d = listener == null ? player.chooseMove(state.copy(), limits, stop)
                    : player.chooseMove(state.copy(), limits, stop, listener, intervalMillis);
        } finally {
            end(stop);
            keepTree(ticket);
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
            MoveBudget.charge(clocks[color], nanos / 1e6);
            startPondering(limits);
        } else if (passed) {
            state.undo();
        }
        return new GeneratedMove(text, d, nanos / 1_000_000L);
    }

    /**
     * After the player's move, searched within {@code move}: lets a pondering player think on the
     * opponent's time, if a search may be admitted now and still leave a place for another
     * (pondering never takes the server's last one); otherwise it simply does not.
     */
    private void startPondering(SearchLimits move) {
        if (closed || player == null || !player.ponders() || state.isTerminal()) return;
        SearchAdmission admission = config.admission();
        if (admission.running() >= admission.maxSearches() - 1) return;
        SearchAdmission.Ticket ticket;
        try {
            ticket = admitPlayer(false);
        } catch (EngineException busy) {
            return;
        }
        Player p = player;
        long helpers0 = p.helperCpuNanos();
        SearchLimits limits = SearchLimits.none().withTime(move.softMillis(), move.hardMillis())
                .withMemory(Math.max(1, ticket.memoryBytes()));
        pondering = Ponder.start(p, state.copy(), limits, ownNanos -> {
            keepTree(ticket, p);
            cpu.addHelperNanos(ownNanos + p.helperCpuNanos() - helpers0);
        });
        if (closed) pondering.signal();   // closed meanwhile: close() may not have seen it
    }

    /** Stops the player's thinking on the opponent's time, if it thinks, and waits until it has. */
    private void stopPondering() {
        Ponder p = pondering;
        if (p != null) {
            p.stop();
            pondering = null;
        }
    }

    /** Whether the player is thinking on the opponent's time now. Safe from any thread. */
    public boolean isPondering() {
        Ponder p = pondering;
        return p != null && p.isRunning();
    }

    /**
     * Waits at most {@code millis} for the pondering to end by itself (its limits reached), for
     * tests; returns whether none runs.
     */
    boolean awaitPonderEnd(long millis) throws InterruptedException {
        Ponder p = pondering;
        return p == null || p.await(millis);
    }

    /**
     * Admits a player's search: it may use up to a quarter of the heap, as a player alone would.
     * The tree kept from the last move is let go first (the new search reuses it if it fits).
     * On refusal a forced pass played for it is taken back.
     */
    private SearchAdmission.Ticket admitPlayer(boolean passed) throws EngineException {
        releaseKept();
        try {
            return config.admission().admitPlayer(Runtime.getRuntime().maxMemory() / 4);
        } catch (EngineException e) {
            if (passed) state.undo();
            throw e;
        }
    }

    /** The search is over: the memory of the player's kept tree stays reserved, unless the session is closed. */
    private void keepTree(SearchAdmission.Ticket ticket) {
        keepTree(ticket, player);
    }

    /** As {@link #keepTree(SearchAdmission.Ticket)} for player {@code p}; from any thread. */
    private synchronized void keepTree(SearchAdmission.Ticket ticket, Player p) {
        if (closed) {
            ticket.close();
            return;
        }
        ticket.keep(p.memoryBytes());
        kept = ticket;
    }

    /**
     * The budget of each {@code genmove}: the player's {@code movetime=} and {@code playouts=}
     * with the time controls, read by {@link MoveBudget#of}; a match's in-process players follow
     * the same policy.
     */
    public MoveBudget moveBudget() {
        return MoveBudget.of(fixedMoveMillis, fixedPlayouts, timeControls);
    }

    /** Plays with {@code type} at its defaults (for tests: a player that records its limits). */
    void usePlayerType(PlayerType type) {
        stopPondering();
        this.playerType = type;
        this.playerGiven = Map.of();
        dropPlayer();
    }

    /**
     * Analysis: searches the position for the side to move (or for {@code color}, after a forced
     * pass) until {@code stop} is stopped (or the session is cancelled), reporting to
     * {@code listener} about every {@code intervalMillis}. The position is not changed and
     * nothing is played. Memory is capped like a {@code solve}.
     */
    public void analyze(int color, long intervalMillis, SearchInfo.Listener listener, StopSignal stop)
            throws EngineException {
        analyze(color, intervalMillis, listener, () -> stop);
    }

    /**
     * As {@link #analyze(int, long, SearchInfo.Listener, StopSignal)}, the stop signal coming from
     * {@code start} once the search is admitted, just before it starts (so that a streamed reply
     * begins only when no {@code busy} can come any more).
     */
    public void analyze(int color, long intervalMillis, SearchInfo.Listener listener,
                        Supplier<StopSignal> start) throws EngineException {
        stopPondering();
        if (state.isTerminal()) throw new EngineException(Kind.GAME_OVER, "nothing to analyze");
        State pos = state.copy();
        if (color != pos.toMove()) {
            int[] buf = new int[game.maxMoves()];
            if (pos.legalMoves(buf) == 1 && pos.isPass(buf[0])) pos.apply(buf[0]);
            else throw new EngineException(Kind.WRONG_TURN, "it is " + game.playerName(pos.toMove()) + "'s turn");
        }
        if (player == null) player = playerType.create(playerParams());
        SearchAdmission.Ticket ticket = admitPlayer(false);
        SearchLimits limits = SearchLimits.none().withMemory(Math.max(1, Math.min(config.solveMemoryBytes(),
                ticket.memoryBytes())));
        StopSignal stop;
        try {
            stop = start.get();
        } catch (RuntimeException e) {
            ticket.close();
            throw e;
        }
        begin(stop);
        long helpers0 = player.helperCpuNanos();
        try {
            SearchInfo[] last = new SearchInfo[1];
            player.chooseMove(pos, limits, stop, info -> {
                last[0] = info;
                listener.onInfo(info);
            }, intervalMillis);
            // A search ends early once the position is decided; the analysis still lasts until it
            // is stopped, repeating the last report at the interval.
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
            end(stop);
            keepTree(ticket);
            cpu.addHelperNanos(player.helperCpuNanos() - helpers0);
        }
    }

    // ------------------------------------------------------------------ solver

    /** Solves the current position with the given solver; the position is left unchanged. */
    public SolveResult solve(SolverType type, Params params, SearchLimits limits,
                             Solver.ProgressListener progress) throws EngineException {
        stopPondering();
        Solver solver;
        try {
            int cap = config.admission().maxThreads();
            if (params.asMap().containsKey(THREADS) && params.getInt(THREADS) > cap) {
                throw new EngineException(Kind.BAD_ARGUMENT, "parameter '" + THREADS + "' must be at most " + cap
                        + " on this server (got " + params.getInt(THREADS) + ")");
            }
            solver = type.create(params);
        } catch (IllegalArgumentException e) {
            throw new EngineException(Kind.BAD_ARGUMENT, e.getMessage());
        }
        // Without memory=, the default share, at most all of the server's search memory (so that
        // an idle server always admits it).
        if (limits.memoryBytes() == SearchLimits.UNLIMITED) {
            limits = limits.withMemory(Math.min(config.solveMemoryBytes(), config.admission().memoryBytes()));
        }
        // A search never holds more than 3/4 of the heap, whatever its limit says.
        long needs = Math.min(limits.memoryBytes(), Runtime.getRuntime().maxMemory() / 4 * 3);
        try (SearchAdmission.Ticket ticket = config.admission().admitSolve(needs)) {
            StopSignal stop = begin();
            stop.setDeadlineMillisFromNow(limits.hardMillis());
            long helpers0 = solver.helperCpuNanos();
            try {
                return solver.solve(state.copy(), limits.withMemory(ticket.memoryBytes()), stop, progress);
            } finally {
                cpu.addHelperNanos(solver.helperCpuNanos() - helpers0);
                end(stop);
            }
        }
    }

    // ------------------------------------------------------------------ cancellation

    private StopSignal begin() {
        return begin(new StopSignal());
    }

    private StopSignal begin(StopSignal s) {
        running.set(s);
        if (closed) s.stop();
        return s;
    }

    private void end(StopSignal s) {
        running.compareAndSet(s, null);
        synchronized (searchEnded) {
            searchEnded.notifyAll();
        }
    }

    /**
     * Waits until no genmove or solve runs, at most {@code timeout}. Safe from any thread.
     *
     * @return whether none runs
     */
    public boolean awaitNoSearch(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (searchEnded) {
            while (running.get() != null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) return false;
                TimeUnit.NANOSECONDS.timedWait(searchEnded, left);
            }
        }
        return true;
    }

    /**
     * Makes a running search return now with what it has, and asks the pondering to end. Safe
     * from any thread.
     */
    public void cancelSearch() {
        StopSignal s = running.get();
        if (s != null) s.stop();
        Ponder p = pondering;
        if (p != null) p.signal();
    }

    /**
     * The client is gone: cancel any search and the pondering, and refuse to start new ones. The
     * memory kept for the player's tree is given back (a running search, or the pondering, gives
     * back its own when it ends).
     */
    public void close() {
        closed = true;
        cancelSearch();
        releaseKept();
    }

    /** Whether a genmove or solve is running now. */
    public boolean isSearching() {
        return running.get() != null;
    }

    public boolean isClosed() {
        return closed;
    }
}
