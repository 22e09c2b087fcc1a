package org.pnengine.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.StopSignal;
import org.pnengine.search.TimeManager;

/**
 * Plays a match: {@link MatchSettings#games()} games of one game between sides A and B, each an
 * in-process player or an external GTP engine ({@link EntrantSpec}).
 *
 * <ul>
 *   <li><b>Seats</b> swap every game: A moves first in the even-numbered games (0, 2, ...), B in
 *       the odd-numbered ones, as in the PN-MCTS reference scripts.</li>
 *   <li><b>Sides</b>: each side is opened once ({@link Entrant}; an external engine is started
 *       and set up, the pre-flight) and makes a {@link Contestant} for every game. An in-process
 *       player is a fresh instance per game, seeded for that game ({@link #gameSeed},
 *       {@link #playerSeed}); within a game it keeps whatever it keeps between moves, as a real
 *       engine would (the MCTS players reuse their subtree when {@code reuse=true}). An external
 *       engine is reused from game to game (one per thread), set up afresh for each.</li>
 *   <li><b>Moves</b>: the side to move is asked for a move with a copy of the position, the moves
 *       so far, its clock and a {@link StopSignal}. A position with a single legal move (a forced
 *       pass, say) is played without asking, as {@code genmove} does. Every answer is checked
 *       with {@link State#isLegal}: an illegal move (or none, or an exception from the player)
 *       forfeits the game, and the record says so; an external engine's failures (gone, hung,
 *       off-protocol, resigned) lose the game too ({@link GameRecord.Termination}). Each move's
 *       wall time and CPU time are recorded ({@link MoveTimes}); a move that overruns a fixed
 *       time per move is still played.</li>
 *   <li><b>Clocks</b>: with a clock ({@link MoveBudget#clock()}) each side has its own
 *       {@link PlayerClock}; an in-process player gets each move's soft and hard budget from the
 *       engine's {@link TimeManager}, as {@code genmove} does, and an external engine is told its
 *       clock by GTP. Each move's wall time is charged to the mover's clock; a move that takes
 *       longer than the clock allows ({@link PlayerClock#availableMillis()}) loses the game on
 *       time ({@link GameRecord.Termination#TIME}). Forced moves cost nothing, as they take no
 *       thinking.</li>
 *   <li><b>Scores</b>: after a game the rules ended, external engines that know
 *       {@code final_score} are asked for it; the answers go into the record beside the match's
 *       own score and never change the result.</li>
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
     * match is {@linkplain #cancel() cancelled}). First opens both sides: an external engine is
     * started and set up once (the pre-flight), and one that cannot be stops the match before
     * any game with an {@link EntrantException} naming its side. Every external engine is told
     * {@code quit} at the end.
     */
    public MatchResult run(Listener listener) throws EntrantException, InterruptedException {
        try (Entrant a = open(settings.a(), "A"); Entrant b = open(settings.b(), "B")) {
            return run(a, b, listener);
        }
    }

    private Entrant open(EntrantSpec spec, String side) throws EntrantException, InterruptedException {
        try {
            return spec.open(settings, memoryPerPlayer);
        } catch (EntrantException e) {
            throw e.forSide(side);
        }
    }

    private MatchResult run(Entrant ea, Entrant eb, Listener listener) throws InterruptedException {
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
                done.submit(() -> play(index, ea, eb));
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
            // Let the games still running give their engines back before the entrants close them.
            pool.awaitTermination(10, TimeUnit.SECONDS);
        }
        records.sort(Comparator.comparingInt(GameRecord::index));
        return summarize(settings, records, cancelled, ea.label(), eb.label());
    }

    /** The statistics of {@code records} (by index) played under {@code settings}, labelled with the specs. */
    public static MatchResult summarize(MatchSettings settings, List<GameRecord> records, boolean cancelled) {
        return summarize(settings, records, cancelled, settings.a().toString(), settings.b().toString());
    }

    /** The statistics of {@code records} (by index) played under {@code settings}. */
    public static MatchResult summarize(MatchSettings settings, List<GameRecord> records, boolean cancelled,
                                        String labelA, String labelB) {
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
                MoveTimes.of(toArray(all), toArray(allCpu), toArray(allBudget)), cancelled, labelA, labelB);
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
    GameRecord play(int index, Entrant ea, Entrant eb) {
        if (cancelled) return null;
        Game game = settings.game();
        long seed = gameSeed(settings.seed(), index);
        boolean aFirst = index % 2 == 0;
        Contestant a = ea.contestant(new Seat(game, index, seed, true));
        Contestant b = eb.contestant(new Seat(game, index, seed, false));
        try {
            return play(index, seed, aFirst, a, b);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            a.finish();
            b.finish();
        }
    }

    private GameRecord play(int index, long seed, boolean aFirst, Contestant a, Contestant b)
            throws InterruptedException {
        Game game = settings.game();
        Contestant[] bySeat = aFirst ? new Contestant[] {a, b} : new Contestant[] {b, a};
        String[] nameBySeat = aFirst ? new String[] {"A", "B"} : new String[] {"B", "A"};
        MoveBudget budget = settings.budget();
        PlayerClock[] clocks = budget.hasClock()
                ? new PlayerClock[] {new PlayerClock(budget.clock()), new PlayerClock(budget.clock())} : null;

        State state = game.newInitialState();
        int[] buffer = new int[game.maxMoves()];
        List<Integer> played = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        List<Double> millis = new ArrayList<>();
        List<Double> cpuMillis = new ArrayList<>();
        List<Double> budgets = new ArrayList<>();
        List<Double> clockLeft = new ArrayList<>();
        GameRecord.Termination termination = GameRecord.Termination.END;
        String detail = null;
        int loser = -1;   // the seat that lost by a forfeit, a fault, a resignation or on time
        for (int seat = 0; seat < 2 && loser < 0; seat++) {
            try {
                bySeat[seat].start();
            } catch (Contestant.Loss l) {
                termination = l.termination();
                detail = nameBySeat[seat] + " (" + game.playerName(seat) + ") " + l.getMessage() + " at ply 0";
                loser = seat;
            }
        }
        while (loser < 0 && !state.isTerminal()) {
            if (cancelled) return null;
            if (settings.maxPlies() > 0 && state.ply() >= settings.maxPlies()) {
                termination = GameRecord.Termination.MAX_PLIES;
                break;
            }
            int mover = state.toMove();
            String who = nameBySeat[mover] + " (" + game.playerName(mover) + ")";
            int move;
            double ms;
            double cpu;
            double hard = Double.NaN;
            if (state.legalMoves(buffer) == 1) {
                move = buffer[0];
                ms = Double.NaN;
                cpu = Double.NaN;
            } else {
                StopSignal stop = new StopSignal();
                running.add(stop);
                if (cancelled) stop.stop();
                Contestant.Answer answer;
                try {
                    answer = bySeat[mover].move(new Contestant.Turn(state.copy(), Collections.unmodifiableList(played),
                            clocks == null ? null : clocks[mover], stop));
                } catch (Contestant.Loss l) {
                    termination = l.termination();
                    detail = who + " " + l.getMessage() + " at ply " + state.ply();
                    loser = mover;
                    break;
                } finally {
                    running.remove(stop);
                }
                ms = answer.millis();
                cpu = answer.cpuMillis();
                hard = answer.budgetMillis();
                move = answer.move();
                if (clocks != null && ms > clocks[mover].availableMillis()) {
                    termination = GameRecord.Termination.TIME;
                    detail = String.format(java.util.Locale.ROOT, "%s ran out of time at ply %d: the move took "
                            + "%.1f ms with %d ms on the clock", who, state.ply(), ms, clocks[mover].availableMillis());
                    loser = mover;
                    break;
                }
                if (clocks != null) clocks[mover].charge((long) Math.ceil(ms));
                if (!isLegal(state, move)) {
                    termination = GameRecord.Termination.ILLEGAL_MOVE;
                    detail = who + " answered illegal move " + describeMove(state, move) + " at ply " + state.ply();
                    loser = mover;
                    break;
                }
            }
            played.add(move);
            moves.add(state.formatMove(move));
            millis.add(ms);
            cpuMillis.add(cpu);
            budgets.add(hard);
            clockLeft.add(clocks == null ? Double.NaN : (double) clocks[mover].millisLeft());
            state.apply(move);
        }
        int resultForFirst;
        String score = null;
        Map<String, String> engineScores = null;
        if (termination == GameRecord.Termination.END) {
            int s = state.score();
            resultForFirst = Integer.signum(s);
            score = game.formatScore(s);
            for (Contestant c : new Contestant[] {a, b}) {
                String theirs = c.finalScore(Collections.unmodifiableList(played));
                if (theirs == null) continue;
                if (engineScores == null) engineScores = new LinkedHashMap<>();
                engineScores.put(c == a ? "A" : "B", theirs);
            }
        } else if (termination == GameRecord.Termination.MAX_PLIES) {
            resultForFirst = 0;
        } else {
            resultForFirst = loser == Game.FIRST ? -1 : 1;
        }
        int resultForA = aFirst ? resultForFirst : -resultForFirst;
        return new GameRecord(game.descriptor(), index, seed, aFirst, a.describe(), b.describe(), moves,
                toArray(millis), toArray(cpuMillis), toArray(budgets), toArray(clockLeft), resultForA, score,
                termination, detail, engineScores);
    }

    /** Whether {@code move} is a legal move code in {@code state}; false for any code the game cannot look up. */
    static boolean isLegal(State state, int move) {
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
