package org.pnengine.search.book;

import java.util.ArrayList;
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
 * from the start, and, if asked, the other side's after the first side's other moves, proven by
 * the exact win/draw/loss solver ({@link AlphaBetaSolver}, {@code wdl=true}).
 *
 * <p>The start is solved first; its value names the side S (the side to move if it wins or
 * draws, else the other) and the value V it keeps. Then, ply by ply, over the positions the
 * strategies reach (mirror images counted once, by {@link SolverHints#symmetricKey()}):
 * <ul>
 *   <li>a position of a strategy's own side is solved, and its best move (a win if there is one,
 *       else a move that keeps the draw) is the book's entry, with the value it keeps; the one
 *       position it leads to goes on;</li>
 *   <li>a position of the other side's goes on with every reply;</li>
 *   <li>at S's positions before the defended ply, each of S's other moves starts a strategy of
 *       the other side's: solved at the next ply, it goes on if that side has a draw or better
 *       there (S's mistake), and is dropped if it is lost.</li>
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
         * {@code solved} were a strategy's own side's and solved, in {@code seconds} of wall time.
         */
        void ply(int ply, int positions, int solved, double seconds, OpeningBook soFar);
    }

    /** A position on a strategy: {@code side} is the side whose strategy it is. */
    private record Node(State state, int side) {
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
     * Builds the book of {@code game} to ply {@code plies} (the strategies' own positions at plies
     * up to it), with the other side's strategy after each other move of the first side's at its
     * positions before ply {@code defended} (0: none); {@code stop} ends it early, with the plies
     * done so far.
     *
     * @throws IllegalArgumentException if the game's states have no {@link SolverHints}, or its
     *                                  start is lost for both (no side to build for)
     */
    public OpeningBook build(Game game, int plies, int defended, StopSignal stop, Listener listener)
            throws InterruptedException {
        if (defended < 0) throw new IllegalArgumentException("defended must be at least 0");
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
        // One frontier per strategy's side: a position can be on both sides' strategies.
        List<Map<Long, State>> frontier = List.of(new LinkedHashMap<>(), new LinkedHashMap<>());
        frontier.get(side).put(key(start), start);
        int done = -1;
        ExecutorService pool = Executors.newFixedThreadPool(threads, Threads.daemons("book"));
        ThreadLocal<Solver> solvers = ThreadLocal.withInitial(this::solver);
        try {
            for (int ply = 0; ply <= plies && !stop.isStopped(); ply++) {
                long t0 = System.nanoTime();
                List<Future<List<Node>>> next = new ArrayList<>();
                int solved = 0;
                int positions = 0;
                for (int t = 0; t < 2; t++) {
                    final int own = t;
                    for (State s : frontier.get(t).values()) {
                        positions++;
                        if (s.toMove() == own) {
                            solved++;
                            boolean atStart = s == start;   // solved already
                            boolean deviations = own == side && s.ply() < defended;
                            next.add(pool.submit(() -> ours(s, atStart ? r.bestMove() : -1, atStart ? value : null,
                                    deviations, solvers.get(), stop, entries)));
                        } else {
                            next.add(pool.submit(() -> theirs(s, own)));
                        }
                    }
                }
                if (positions == 0) break;
                List<Map<Long, State>> following = List.of(new LinkedHashMap<>(), new LinkedHashMap<>());
                for (Future<List<Node>> f : next) {
                    try {
                        for (Node c : f.get()) following.get(c.side()).putIfAbsent(key(c.state()), c.state());
                    } catch (ExecutionException e) {
                        throw new IllegalStateException(e.getCause());
                    }
                }
                if (stop.isStopped()) break;
                done = ply;
                frontier = following;
                listener.ply(ply, positions, solved, (System.nanoTime() - t0) / 1e9,
                        new OpeningBook(game.descriptor(), side, value, ply, defended, entries));
            }
        } finally {
            pool.shutdownNow();
        }
        return new OpeningBook(game.descriptor(), side, value, Math.max(0, done), defended, entries);
    }

    /**
     * A strategy's own position: solved, its move entered; the position after it, unless that
     * ends the game, and with {@code deviations} the positions after each other move, as the
     * other side's. A position lost for the side to move (the other side's strategy started
     * where it has nothing) gets no entry and goes no further.
     */
    private static List<Node> ours(State s, int known, Value knownValue, boolean deviations, Solver solver,
                                   StopSignal stop, Map<Long, Integer> entries) {
        SolverHints h = (SolverHints) s;
        int move = known >= 0 ? known : h.winningMove();
        Value kept = known >= 0 ? knownValue : Value.WIN;
        if (move < 0) {
            SolveResult r = solver.solve(s, SearchLimits.none(), stop, Solver.NO_PROGRESS);
            if (r.value() == Value.UNKNOWN || r.value() == Value.LOSS) return List.of();   // stopped; lost
            move = r.bestMove();
            kept = r.value();
        }
        entries.putIfAbsent(h.symmetricKey(), OpeningBook.entry(h.canonicalMove(move), kept));
        int own = s.toMove();
        List<Node> out = new ArrayList<>();
        State c = s.copy();
        c.apply(move);
        if (!c.isTerminal()) out.add(new Node(c, own));
        if (deviations) {
            int[] moves = new int[s.game().maxMoves()];
            int n = s.legalMoves(moves);
            for (int i = 0; i < n; i++) {
                if (moves[i] == move) continue;
                State d = s.copy();
                d.apply(moves[i]);
                if (!d.isTerminal() && key(d) != key(c)) out.add(new Node(d, 1 - own));
            }
        }
        return out;
    }

    /** The other side's position: every reply that does not end the game, on {@code own}'s strategy. */
    private static List<Node> theirs(State s, int own) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        List<Node> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            State c = s.copy();
            c.apply(moves[i]);
            if (!c.isTerminal()) out.add(new Node(c, own));
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
