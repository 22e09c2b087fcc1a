package org.pnengine.search.book;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.pnengine.game.Game;
import org.pnengine.game.SolverHints;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Threads;
import org.pnengine.search.Value;
import org.pnengine.search.alphabeta.AlphaBetaSolver;

/**
 * Builds an {@link OpeningBook}: the strategy, to a given ply, of the side that wins (or draws)
 * from the start, proven by the exact win/draw/loss solver ({@link AlphaBetaSolver},
 * {@code wdl=true}).
 *
 * <p>The start is solved first; its value names the side S (the side to move if it wins or
 * draws, else the other) and the value V it keeps. Then, ply by ply, over the positions the
 * strategy reaches (mirror images counted once, by {@link SolverHints#symmetricKey()}):
 * <ul>
 *   <li>a position of S's is solved, and its best move (a win if there is one, else a move that
 *       keeps V) is the book's entry; the one position it leads to goes on;</li>
 *   <li>a position of the other side's goes on with every reply.</li>
 * </ul>
 * Positions that end the game go no further. This is a proof tree cut at a ply, as Allis' first
 * solution of Connect Four played from a knowledge base of such positions (Allis, "A
 * knowledge-based approach of Connect-Four", 1988): the book's side needs one move per position,
 * the other side all of theirs, so the book grows as the other side's branching factor to the
 * power of half the plies. Its size and the solves' times are in docs/benchmarks.md.
 */
public final class BookBuilder {

    /** What a build reports: each ply as it is done, and the book so far. */
    public interface Listener {
        /**
         * Ply {@code ply} is done: {@code positions} distinct positions at it, of which
         * {@code solved} were the book side's and solved, in {@code seconds} of wall time.
         */
        void ply(int ply, int positions, int solved, double seconds, OpeningBook soFar);
    }

    private final int ttBits;
    private final int threads;

    /**
     * @param ttBits  log2 of each solve's largest table
     * @param threads solves run at once
     */
    public BookBuilder(int ttBits, int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1");
        this.ttBits = ttBits;
        this.threads = threads;
    }

    /**
     * Builds the book of {@code game} to ply {@code plies} (the book side's positions at plies up
     * to it); {@code stop} ends it early, with the plies done so far.
     *
     * @throws IllegalArgumentException if the game's states have no {@link SolverHints}, or its
     *                                  start is lost for both (no side to build for)
     */
    public OpeningBook build(Game game, int plies, StopSignal stop, Listener listener) throws InterruptedException {
        State start = game.newInitialState();
        if (!(start instanceof SolverHints)) {
            throw new IllegalArgumentException(game.descriptor() + " has no symmetric keys (SolverHints): no book");
        }
        Solver rootSolver = new AlphaBetaSolver(new AlphaBetaSolver.Settings(true, ttBits, threads));
        SolveResult r = rootSolver.solve(start, SearchLimits.none(), stop, Solver.NO_PROGRESS);
        if (r.value() == Value.UNKNOWN) return null;
        int side = r.value() == Value.LOSS ? 1 - start.toMove() : start.toMove();
        Value value = r.value() == Value.DRAW ? Value.DRAW : Value.WIN;
        Map<Long, Integer> entries = new ConcurrentHashMap<>();
        Map<Long, State> frontier = new LinkedHashMap<>();
        frontier.put(key(start), start);
        int done = -1;
        ExecutorService pool = Executors.newFixedThreadPool(threads, Threads.daemons("book"));
        ThreadLocal<Solver> solvers = ThreadLocal.withInitial(this::solver);
        try {
            for (int ply = 0; ply <= plies && !frontier.isEmpty() && !stop.isStopped(); ply++) {
                long t0 = System.nanoTime();
                List<State> positions = new ArrayList<>(frontier.values());
                List<Future<List<State>>> next = new ArrayList<>();
                int solved = 0;
                for (State s : positions) {
                    if (s.toMove() == side) {
                        solved++;
                        int known = s == start ? r.bestMove() : -1;   // the start is solved already
                        next.add(pool.submit(() -> ours(s, known, solvers.get(), stop, entries)));
                    } else {
                        next.add(pool.submit(() -> theirs(s)));
                    }
                }
                Map<Long, State> following = new HashMap<>();
                for (Future<List<State>> f : next) {
                    try {
                        for (State c : f.get()) following.putIfAbsent(key(c), c);
                    } catch (ExecutionException e) {
                        throw new IllegalStateException(e.getCause());
                    }
                }
                if (stop.isStopped()) break;
                done = ply;
                frontier = new LinkedHashMap<>(following);
                listener.ply(ply, positions.size(), solved, (System.nanoTime() - t0) / 1e9,
                        new OpeningBook(game.descriptor(), side, value, ply, entries));
            }
        } finally {
            pool.shutdownNow();
        }
        return new OpeningBook(game.descriptor(), side, value, Math.max(0, done), entries);
    }

    /** The book side's position: solved, its move entered; the position after it, unless that ends the game. */
    private static List<State> ours(State s, int known, Solver solver, StopSignal stop, Map<Long, Integer> entries) {
        SolverHints h = (SolverHints) s;
        int move = known >= 0 ? known : h.winningMove();
        if (move < 0) {
            SolveResult r = solver.solve(s, SearchLimits.none(), stop, Solver.NO_PROGRESS);
            if (r.value() == Value.UNKNOWN) return List.of();   // stopped
            move = r.bestMove();
        }
        entries.put(h.symmetricKey(), h.canonicalMove(move));
        State c = s.copy();
        c.apply(move);
        return c.isTerminal() ? List.of() : List.of(c);
    }

    /** The other side's position: every reply that does not end the game. */
    private static List<State> theirs(State s) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        List<State> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            State c = s.copy();
            c.apply(moves[i]);
            if (!c.isTerminal()) out.add(c);
        }
        return out;
    }

    private static long key(State s) {
        return ((SolverHints) s).symmetricKey();
    }

    private Solver solver() {
        return new AlphaBetaSolver(new AlphaBetaSolver.Settings(true, ttBits));
    }
}
