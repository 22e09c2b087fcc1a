package org.pnengine.search.alphabeta;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.SplitPoint;
import org.pnengine.game.State;
import org.pnengine.search.LazySmp;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveTimer;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Value;
import org.pnengine.search.alphabeta.AlphaBetaSolver.Range;

/**
 * One search of an {@link AlphaBetaSolver} solve, and its driver: {@link #run} sets up the
 * table and the score range, runs the zero-window probes the {@link Range} asks for (alone, or
 * with helpers beside it: lazy SMP on the probes, or YBWC at this search's split points), and
 * reads the principal variation back from the table with confirming probes. Garbage once
 * {@link #run} returns.
 *
 * <p>Contract: {@link #run} is called once, on the caller's thread; the helpers it makes
 * ({@link #AlphaBetaSearch(AlphaBetaSearch, int)}) run {@link #help} on threads of their own
 * and are done when it returns. The result's value is one search's, every stored bound true.
 */
final class AlphaBetaSearch extends AlphaBetaLoops {

    AlphaBetaSearch(State state, SearchLimits limits, SolveTimer clock, AlphaBetaSolver.Settings st,
            AtomicLong helperCpu) {
        super(state, limits, clock, st, helperCpu);
    }

    /** Helper number {@code w} of {@code main} (see {@link AlphaBetaSearchState}). */
    private AlphaBetaSearch(AlphaBetaSearch main, int w) {
        super(main, w);
    }

    SolveResult run() {
        if (s.isTerminal()) {
            int sc = stm(s.score());
            return new SolveResult(sign(sc), -1, false, sc, 0, 0, 0, seconds(), new int[0], null);
        }
        if (!cyclic && !historyDependent && s instanceof ExactKernel ek) {
            try {
                kernel = ek.newExactSearch(kernelBytes, this::kernelStops);
            } catch (OutOfMemoryError e) {
                stopReason = "memory";
                return unknown(-1);
            }
        }
        Game g = s.game();
        lo = s.toMove() == Game.FIRST ? g.minScore() : -g.maxScore();
        hi = s.toMove() == Game.FIRST ? g.maxScore() : -g.minScore();
        growBuffers(0);
        if (hints != null && (hints.winningMove() >= 0 || hints.safeMoves(moveBuf[0]) == 0)) {
            hints = null;   // decided within two plies: the plain search finds it at once
        }
        int n = kernel != null ? 1 : threads;
        // Exact scores with the game's tactics split their nodes (one driver); the rest share probes.
        boolean splitting = n > 1 && hints != null && !wdl;
        try {
            // With split points, half the budget is the shared table's, half the threads' own.
            tt = newTable(g, splitting ? ttBytes / 2 : ttBytes);
        } catch (OutOfMemoryError e) {
            tt = null;
        }
        if (tt == null) {
            stopReason = "memory";
            return unknown(-1);
        }
        if (hints != null) {
            int l = Math.max(lo, hints.scoreFloor());
            int u = Math.min(hi, hints.scoreCeiling());
            if (l < u) {
                lo = l;
                hi = u;
            }
        }
        Value value;
        Integer score = null;
        range = new Range(wdl, lo, hi, splitting ? 1 : n);
        try {
            if (kernel != null && !wdl && lo < hi) {
                // The game's search takes the whole range at once (its own window search).
                atRoot = true;
                rootBestMove = -1;
                int r = search(0, lo - 1, hi + 1);
                range.report(r, r, rootBestMove);       // r <= r: the upper bound r
                range.report(r - 1, r, rootBestMove);   // r > r - 1: the lower bound r
            }
            if (n == 1) {
                drive();
            } else {
                driveTogether(n, splitting);
            }
        } catch (Abort a) {
            restore();
            return unknown(range.move());
        } catch (StackOverflowError e) {
            restore();
            stopReason = "memory";
            return unknown(range.move());
        }
        lo = range.lo();
        hi = range.hi();
        if (wdl) {
            value = lo > 0 ? Value.WIN : hi < 0 ? Value.LOSS : Value.DRAW;
        } else {
            score = lo;
            value = sign(lo);
        }
        int bestMove = range.move();
        int[] pv = principalVariation(bestMove, score, value);
        return new SolveResult(value, bestMove, false, score, created, expanded, peak(), seconds(),
                pv, null);
    }

    /**
     * Runs the probes the {@link Range} asks for until it is decided. A probe that another
     * search answered first (with several threads) is abandoned for the next one.
     */
    void drive() {
        atRoot = true;
        while (true) {
            int m;
            synchronized (range) {
                m = range.next(worker);
                probeGeneration = range.generation();
            }
            probePoint = m;
            if (m == Range.DONE) return;
            try {
                int r = probe(m);
                range.report(m, r, rootBestMove);
            } catch (Abort a) {
                if (stopReason != null) throw a;
                restore();   // answered by another search: on to the next probe
                unmarkAll();
            }
        }
    }

    /**
     * {@code n - 1} helpers on threads of their own beside this search on the caller's, on
     * the same table. Lazy SMP: all run the probes, and the first to finish a probe moves
     * them all on. With {@code split} (exact scores with the game's tactics): this search
     * runs the probes alone, and the helpers work at its split points and at each other's
     * (YBWC). Every search's nodes are counted; the first stop stops them all.
     */
    void driveTogether(int n, boolean split) {
        team = new LazySmp.Team();
        busy = split ? null : team.busy;
        tally = new BoundTable.Tally();
        marked = new long[BUSY_DEPTH];
        if (split) {
            splits = new SplitPoint.Team();
            splits.threads = n;
            deepTt = newTable(s.game(), deepBytes());
        }
        List<AlphaBetaSearch> helpers = new ArrayList<>();
        for (int w = 1; w < n; w++) {
            AlphaBetaSearch h = new AlphaBetaSearch(this, w);
            h.serving = split;
            helpers.add(h);
        }
        try {
            LazySmp.runTogether(AlphaBetaSolver.HELPERS, helpers.stream().<Runnable>map(h -> h::help).toList(), team,
                    this::drive, () -> stopReason);
        } finally {
            for (AlphaBetaSearch h : helpers) {
                created += h.created;
                expanded += h.expanded;
                if (h.deepTt != null) helpersDeepPeak += h.deepTt.peak();
            }
            othersNodes = 0;   // counted in created now
            tt.flush(tally);
            for (AlphaBetaSearch h : helpers) tt.flush(h.tally);
            team = null;
            busy = null;
            tally = null;
            splits = null;
            at = null;
        }
        for (AlphaBetaSearch h : helpers) {
            if (h.failure != null) throw h.failure;
        }
    }

    /** A helper's unexpected failure, rethrown on the caller's thread. */
    RuntimeException failure;

    /** A serving helper's run: it joins the split points of the others until the solve is over. */
    void serve() {
        splits.serve(worker, this::joinSplit, () -> team.over);
    }

    /** A helper's run: {@link #drive}, or {@link #serve} the split points, until the solve is over. */
    void help() {
        failure = LazySmp.help(team, serving ? this::serve : this::drive, e -> e instanceof Abort, () -> stopReason,
                this::restore, helperCpu);
    }

    /** The zero-window probe {@code search(root, m, m+1)}. */
    int probe(int m) {
        rootBestMove = -1;
        repDepth = NO_REP;
        return search(0, m, m + 1);
    }

    /**
     * The line from the root: {@code first}, then at each position a move that keeps the
     * value, confirmed by a null-window probe (the table's move tried first). In exact mode
     * the value is the score; with {@code wdl} a win needs a move worth at least +1, a draw
     * one worth at least 0, and a lost side plays the table's move.
     */
    int[] principalVariation(int first, Integer score, Value value) {
        if (first < 0) return new int[0];
        int[] line = new int[16];
        int len = 0;
        long[] seen = new long[16];
        // The value of the position reached, for its side to move: the score in exact mode,
        // else -1, 0, +1 for loss, draw, win.
        int v = score != null ? score : value == Value.WIN ? 1 : value == Value.LOSS ? -1 : 0;
        atRoot = false;
        long budget = Math.max(100_000L, created);
        nodeLimit = Math.min(limits.nodes(), created + budget);
        try {
            int m = first;
            while (true) {
                if (len == seen.length) seen = Arrays.copyOf(seen, len * 2);
                seen[len] = s.hash();
                int mover = s.toMove();
                s.apply(m);
                if (len == line.length) line = Arrays.copyOf(line, len * 2);
                line[len++] = m;
                if (s.toMove() != mover) v = -v;
                if (s.isTerminal() || len >= PV_CAP || repeats(seen, len, s.hash())) break;
                m = keeper(v);
                if (m < 0) break;
            }
        } catch (Abort | StackOverflowError a) {
            // The line's budget, a limit, a stop or a path too deep: keep the line so far.
        } finally {
            restore();
            stopReason = null;
        }
        return Arrays.copyOf(line, len);
    }

    static boolean repeats(long[] seen, int n, long h) {
        for (int i = 0; i < n; i++) if (seen[i] == h) return true;
        return false;
    }

    /** A move of the current position that keeps its value {@code v}, or -1. */
    int keeper(int v) {
        int mover = s.toMove();
        int[] moves = new int[maxMoves];
        int n = 0;
        if (hints != null) {
            // The game's tactics: a win at once keeps the value (no move is worth more), and
            // else only a safe move can (each is worth more than any other), best-looking first.
            int w = hints.winningMove();
            if (w >= 0) return w;
            n = hints.safeMoves(moves);
            for (int i = 1; i < n; i++) {
                int m = moves[i];
                int j = i;
                for (; j > 0 && hints.moveOrder(moves[j - 1]) < hints.moveOrder(m); j--) moves[j] = moves[j - 1];
                moves[j] = m;
            }
        }
        if (n == 0) n = s.legalMoves(moves);
        long entry = tt.probe(tableKey());
        int ttMove = entry != BoundTable.ABSENT ? tt.move(entry) : -1;
        if (ttMove >= 0 && hints != null) ttMove = hints.canonicalMove(ttMove);
        for (int i = 0; i < n; i++) {
            if (moves[i] == ttMove) {
                System.arraycopy(moves, 0, moves, 1, i);
                moves[0] = ttMove;
            }
        }
        boolean anyMove = wdl && v < 0;   // a lost side: every move keeps a loss
        if (anyMove) return moves[0];
        // The move must be worth at least t for the mover.
        int t = wdl ? (v > 0 ? 1 : 0) : v;
        if (kernel != null) {
            // The game's own search names a move that reaches t: one search, not one per move.
            int r = searchKernel(1, t - 1, t);
            int m = kernel.bestMove();
            if (r >= t && m >= 0 && s.isLegal(m)) return m;
        }
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            repDepth = NO_REP;
            boolean ok = s.toMove() == mover ? search(0, t - 1, t) >= t : search(0, -t, -t + 1) <= -t;
            s.undo();
            if (ok) return moves[i];
        }
        return -1;
    }
}
