package org.pnengine.match;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.TimeManager;

/**
 * Plays a match: {@link MatchSettings#games()} games of one game between players A and B.
 *
 * <ul>
 *   <li><b>Seats</b> swap every game: A moves first in the even-numbered games (0, 2, ...), B in
 *       the odd-numbered ones, as in the PN-MCTS reference scripts.</li>
 *   <li><b>Players</b>: every game makes a fresh instance of each player, seeded for that game
 *       ({@link #gameSeed}, {@link #playerSeed}). Within a game an instance keeps whatever it keeps
 *       between moves, as a real engine would (the MCTS players reuse their subtree when
 *       {@code reuse=true}); nothing is carried from one game to the next.</li>
 *   <li><b>Moves</b>: the side to move is asked for a move with a copy of the position, the
 *       match's {@link MoveBudget} (capped by the player's own {@code playouts=}, if given) and a
 *       {@link StopSignal} carrying the budget's deadline. A position with a single legal move
 *       (a forced pass, say) is played without asking, as {@code genmove} does. Every answer is
 *       checked with {@link State#isLegal}: an illegal move (or none, or an exception from the
 *       player) forfeits the game, and the record says so. Each call's wall time and the calling
 *       thread's CPU time are recorded ({@link MoveTimes}); a move that overruns a fixed time per
 *       move is still played.</li>
 *   <li><b>Clocks</b>: with a clock ({@link MoveBudget#clock()}) each player has its own
 *       {@link PlayerClock}; each searched move gets the soft and hard budget the engine's
 *       {@link TimeManager} gives {@code genmove} (same defaults, same safety margin) and a stop
 *       signal with the hard deadline, and its wall time is then charged to the mover's clock. A
 *       move that takes longer than the clock allows ({@link PlayerClock#availableMillis()}) loses
 *       the game on time ({@link GameRecord.Termination#TIME}). Forced moves cost nothing, as
 *       they take no thinking.</li>
 *   <li><b>Ply cap</b>: with {@link MatchSettings#maxPlies()} > 0 a game not over after that many
 *       plies is adjudicated a draw.</li>
 *   <li><b>Threads</b>: the games run on a pool of {@link MatchSettings#threads()} threads, one game
 *       per thread at a time. Each player's tree may use a share of the heap: a quarter divided by
 *       the larger of the thread count and the number of cores, so that the two players of every
 *       running game together keep to half of it. The share does not depend on the thread count
 *       below the core count, so a playout-budget match repeats itself exactly with 1 or 2
 *       threads on a machine with 2 cores.</li>
 * </ul>
 */
public final class Match {

    /** Told about each game as it finishes. */
    public interface Listener {

        /**
         * Called once per finished game, in the order the games finish, on the thread that called
         * {@link #run}.
         *
         * @param record the game
         * @param done   how many games have finished, this one included
         * @param soFar  the results of those games
         */
        void gameFinished(GameRecord record, int done, Outcomes soFar);
    }

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** The engine's own time manager, as {@code genmove} uses it under a clock. */
    private static final TimeManager TIME_MANAGER = TimeManager.defaults();

    private final MatchSettings settings;
    private final long memoryPerPlayer;
    private final Set<StopSignal> running = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;

    public Match(MatchSettings settings) {
        this.settings = settings;
        int share = Math.max(settings.threads(), Runtime.getRuntime().availableProcessors());
        this.memoryPerPlayer = Math.max(1 << 20, Runtime.getRuntime().maxMemory() / 4 / share);
    }

    public MatchSettings settings() {
        return settings;
    }

    /** The seed of game {@code index}: SplitMix64 of the match seed and the index. */
    public static long gameSeed(long matchSeed, int index) {
        return mix(matchSeed + 0x9E3779B97F4A7C15L * (index + 1L));
    }

    /** The seed of one player in a game, mixed with any {@code seed=} given in its spec. */
    public static long playerSeed(long gameSeed, boolean playerA, long givenSeed) {
        return mix(gameSeed ^ mix(givenSeed + (playerA ? 0x51L : 0xB2L)));
    }

    /** SplitMix64's finaliser (Steele, Lea and Flood, OOPSLA 2014). */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Plays every game and returns the records by index. Blocks until all have finished (or the
     * match is {@linkplain #cancel() cancelled}).
     */
    public MatchResult run(Listener listener) throws InterruptedException {
        AtomicInteger threadNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), r -> {
            Thread t = new Thread(r, "match-" + threadNumber.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        List<GameRecord> records = new ArrayList<>();
        Outcomes outcomes = Outcomes.NONE;
        boolean finished = false;
        try {
            CompletionService<GameRecord> done = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < settings.games(); i++) {
                final int index = i;
                done.submit(() -> play(index));
            }
            for (int i = 0; i < settings.games(); i++) {
                GameRecord r;
                try {
                    r = done.take().get();
                } catch (ExecutionException e) {
                    // play() catches the players' exceptions; anything else is a bug of the harness.
                    throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
                }
                if (r == null) continue;   // cancelled before it finished
                records.add(r);
                outcomes = outcomes.plus(r.resultForA());
                if (listener != null) listener.gameFinished(r, records.size(), outcomes);
            }
            finished = true;
        } finally {
            // Interrupted, or the listener threw: stop the games still running.
            if (!finished || cancelled) cancel();
            pool.shutdownNow();
        }
        records.sort(Comparator.comparingInt(GameRecord::index));
        return summarize(settings, records, cancelled);
    }

    /** The statistics of {@code records} (by index) played under {@code settings}. */
    public static MatchResult summarize(MatchSettings settings, List<GameRecord> records, boolean cancelled) {
        Outcomes outcomes = Outcomes.NONE;
        List<Double> a = new ArrayList<>();
        List<Double> b = new ArrayList<>();
        List<Double> aCpu = new ArrayList<>();
        List<Double> bCpu = new ArrayList<>();
        List<Double> aBudget = new ArrayList<>();
        List<Double> bBudget = new ArrayList<>();
        for (GameRecord r : records) {
            outcomes = outcomes.plus(r.resultForA());
            double[] ms = r.millis();
            double[] cpu = r.cpuMillis();
            double[] budgets = r.budgetMillis();
            // Who made each move is read off a replay, so that a game that lets a side move twice
            // in a row would still be attributed right.
            State s = settings.game().newInitialState();
            for (int i = 0; i < ms.length; i++) {
                boolean byA = (s.toMove() == Game.FIRST) == r.aFirst();
                (byA ? a : b).add(ms[i]);
                (byA ? aCpu : bCpu).add(cpu[i]);
                (byA ? aBudget : bBudget).add(budgets[i]);
                int move;
                try {
                    move = s.parseMove(r.moves().get(i));
                } catch (MoveFormatException e) {
                    throw new IllegalArgumentException("game " + r.index() + ": move " + (i + 1) + ": " + e.getMessage());
                }
                if (!s.isLegal(move)) {
                    throw new IllegalArgumentException("game " + r.index() + ": move " + (i + 1) + " is illegal");
                }
                s.apply(move);
            }
        }
        List<Double> all = new ArrayList<>(a);
        all.addAll(b);
        List<Double> allCpu = new ArrayList<>(aCpu);
        allCpu.addAll(bCpu);
        List<Double> allBudget = new ArrayList<>(aBudget);
        allBudget.addAll(bBudget);
        return new MatchResult(settings, records, outcomes,
                MoveTimes.of(toArray(a), toArray(aCpu), toArray(aBudget)),
                MoveTimes.of(toArray(b), toArray(bCpu), toArray(bBudget)),
                MoveTimes.of(toArray(all), toArray(allCpu), toArray(allBudget)), cancelled);
    }

    private static double[] toArray(List<Double> l) {
        return l.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** Stops the running searches and every game still to come; {@link #run} returns soon after. */
    public void cancel() {
        cancelled = true;
        for (StopSignal s : running) s.stop();
    }

    /** Plays game {@code index}; null if the match was cancelled before it finished. */
    GameRecord play(int index) {
        if (cancelled) return null;
        Game game = settings.game();
        long seed = gameSeed(settings.seed(), index);
        boolean aFirst = index % 2 == 0;
        long seedA = playerSeed(seed, true, settings.a().givenSeed());
        long seedB = playerSeed(seed, false, settings.b().givenSeed());
        Player a = settings.a().create(game, seedA);
        Player b = settings.b().create(game, seedB);
        Player[] bySeat = aFirst ? new Player[] {a, b} : new Player[] {b, a};
        String[] nameBySeat = aFirst ? new String[] {"A", "B"} : new String[] {"B", "A"};
        MoveBudget budget = settings.budget();
        PlayerSpec[] specBySeat = aFirst ? new PlayerSpec[] {settings.a(), settings.b()}
                : new PlayerSpec[] {settings.b(), settings.a()};
        PlayerClock[] clocks = budget.hasClock()
                ? new PlayerClock[] {new PlayerClock(budget.clock()), new PlayerClock(budget.clock())} : null;
        SearchLimits fixed = budget.hasClock() ? null : budget.limits(memoryPerPlayer);

        State state = game.newInitialState();
        int[] buffer = new int[game.maxMoves()];
        List<String> moves = new ArrayList<>();
        List<Double> millis = new ArrayList<>();
        List<Double> cpuMillis = new ArrayList<>();
        List<Double> budgets = new ArrayList<>();
        List<Double> clockLeft = new ArrayList<>();
        GameRecord.Termination termination = GameRecord.Termination.END;
        String detail = null;
        int loser = -1;   // the seat that forfeited
        while (!state.isTerminal()) {
            if (cancelled) return null;
            if (settings.maxPlies() > 0 && state.ply() >= settings.maxPlies()) {
                termination = GameRecord.Termination.MAX_PLIES;
                break;
            }
            int mover = state.toMove();
            int move;
            double ms;
            double cpu;
            double hard = Double.NaN;
            if (state.legalMoves(buffer) == 1) {
                move = buffer[0];
                ms = Double.NaN;
                cpu = Double.NaN;
            } else {
                SearchLimits limits = specBySeat[mover].limits(fixed != null ? fixed
                        : TIME_MANAGER.allocate(clocks[mover], state).withMemory(memoryPerPlayer));
                if (budget.isTimed()) hard = limits.hardMillis();
                StopSignal stop = new StopSignal();
                running.add(stop);
                if (cancelled) stop.stop();
                stop.setDeadlineMillisFromNow(limits.hardMillis());
                long c0 = cpuNanos();
                long t0 = System.nanoTime();
                MoveDecision d;
                try {
                    d = bySeat[mover].chooseMove(state.copy(), limits, stop);
                } catch (RuntimeException | StackOverflowError e) {
                    termination = GameRecord.Termination.PLAYER_ERROR;
                    detail = nameBySeat[mover] + " (" + game.playerName(mover) + ") threw " + e + " at ply "
                            + state.ply();
                    loser = mover;
                    break;
                } finally {
                    running.remove(stop);
                }
                ms = (System.nanoTime() - t0) / 1e6;
                cpu = CPU.isCurrentThreadCpuTimeSupported() ? (cpuNanos() - c0) / 1e6 : Double.NaN;
                move = d == null ? -1 : d.move();
                if (clocks != null && ms > clocks[mover].availableMillis()) {
                    termination = GameRecord.Termination.TIME;
                    detail = String.format(java.util.Locale.ROOT, "%s (%s) ran out of time at ply %d: the move took "
                            + "%.1f ms with %d ms on the clock", nameBySeat[mover], game.playerName(mover), state.ply(),
                            ms, clocks[mover].availableMillis());
                    loser = mover;
                    break;
                }
                if (clocks != null) clocks[mover].charge((long) Math.ceil(ms));
                if (!isLegal(state, move)) {
                    termination = GameRecord.Termination.ILLEGAL_MOVE;
                    detail = nameBySeat[mover] + " (" + game.playerName(mover) + ") answered illegal move "
                            + describeMove(state, move) + " at ply " + state.ply();
                    loser = mover;
                    break;
                }
            }
            moves.add(state.formatMove(move));
            millis.add(ms);
            cpuMillis.add(cpu);
            budgets.add(hard);
            clockLeft.add(clocks == null ? Double.NaN : (double) clocks[mover].millisLeft());
            state.apply(move);
        }
        int resultForFirst;
        String score = null;
        if (termination == GameRecord.Termination.END) {
            int s = state.score();
            resultForFirst = Integer.signum(s);
            score = game.formatScore(s);
        } else if (termination == GameRecord.Termination.MAX_PLIES) {
            resultForFirst = 0;
        } else {
            resultForFirst = loser == Game.FIRST ? -1 : 1;
        }
        int resultForA = aFirst ? resultForFirst : -resultForFirst;
        return new GameRecord(game.descriptor(), index, seed, aFirst, settings.a().describe(game, seedA),
                settings.b().describe(game, seedB), moves, toArray(millis), toArray(cpuMillis), toArray(budgets),
                toArray(clockLeft), resultForA, score,
                termination, detail);
    }

    private static long cpuNanos() {
        return CPU.isCurrentThreadCpuTimeSupported() ? CPU.getCurrentThreadCpuTime() : 0;
    }

    private static boolean isLegal(State state, int move) {
        if (move < 0) return false;
        try {
            return state.isLegal(move);
        } catch (RuntimeException e) {
            return false;   // a code so wrong that the game cannot even look it up
        }
    }

    private static String describeMove(State state, int move) {
        if (move < 0) return "(none, code " + move + ")";
        try {
            return state.formatMove(move) + " (code " + move + ")";
        } catch (RuntimeException e) {
            return "(code " + move + ")";
        }
    }
}
