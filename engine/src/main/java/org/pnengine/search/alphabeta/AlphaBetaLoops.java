package org.pnengine.search.alphabeta;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.SplitPoint;
import org.pnengine.game.State;
import org.pnengine.game.SolverHints;
import org.pnengine.search.LazySmp;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveTimer;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.Threads;

/**
 * The negamax move loops of an {@link AlphaBetaSolver} search: {@link #search} of the current
 * position, by the game's own {@link ExactKernel} (with its lazy-SMP helpers), by the hinted
 * loop over the game's tactics ({@link #searchHinted}, with its YBWC split points), or by the
 * plain loop ({@link #searchPlain}: history heuristic, repetitions, ABDADA deferral).
 *
 * <p>Contract: each returns the fail-soft value of the current position for its side to move
 * in the window (alpha, beta) (see {@link AlphaBetaSolver}'s class comment), leaves the position
 * as it found it, and unwinds by {@link AlphaBetaSearchState.Abort} on a stop or a limit.
 * Extended only by {@link AlphaBetaSearch}, which drives the probes.
 */
abstract class AlphaBetaLoops extends AlphaBetaSearchState {

    AlphaBetaLoops(State state, SearchLimits limits, SolveTimer clock, AlphaBetaSolver.Settings st,
            AtomicLong helperCpu) {
        super(state, limits, clock, st, helperCpu);
    }

    /** Helper number {@code w} of {@code main} (see {@link AlphaBetaSearchState}). */
    AlphaBetaLoops(AlphaBetaLoops main, int w) {
        super(main, w);
    }

    /**
     * Shares the moves {@code moves[0..count)} of the current position (a node of null window
     * {@code (alpha, alpha + 1)} at path index {@code depth} whose first move was searched) with the idle threads and
     * searches them with them; returns the split point once every move was searched or one
     * cut the node.
     */
    HintedSplit splitHinted(int depth, int alpha, int mover, int[] moves, int count, int best,
            int bestMove) {
        HintedSplit sp = new HintedSplit(at, splits.posted.get(worker), s.copy(), depth, alpha, mover, moves, count,
                best, bestMove);
        splits.share(sp, worker, () -> workSplit(sp), this::joinSplit, this::poll);
        if (sp.broken) halt(team.stopReason != null ? team.stopReason : "cancelled");
        if (!sp.cut && sp.cutHere()) throw SPLIT_CUT;
        return sp;
    }

    /** Works at another search's split point with a copy of its position. */
    void joinSplit(SplitPoint point) {
        HintedSplit sp = (HintedSplit) point;
        State saved = s;
        SolverHints savedHints = hints;
        sp.workers.incrementAndGet();
        try {
            s = sp.state.copy();
            hints = (SolverHints) s;
            workSplit(sp);
        } catch (Abort | StackOverflowError e) {
            if (e instanceof Abort) team.stop(stopReason);
            sp.broken = true;   // a move taken here was not searched
            sp.cut = true;
            throw e;
        } finally {
            sp.workers.decrementAndGet();
            s = saved;
            hints = savedHints;
        }
    }

    /** Takes the split point's moves one at a time until none is left or it is cut. */
    void workSplit(HintedSplit sp) {
        SplitPoint savedAt = at;
        at = sp;
        final State st = s;
        final int ply = st.ply();
        try {
            while (!sp.cut) {
                int k = sp.next.getAndIncrement();
                if (k >= sp.count) break;
                int m = sp.moves[k];
                st.apply(m);
                int v = st.toMove() == sp.mover ? searchHintedEntry(sp.depth + 1, sp.alpha, sp.alpha + 1)
                        : -searchHinted(sp.depth + 1, -sp.alpha - 1, -sp.alpha);
                st.undo();
                if (sp.report(k, v)) break;
            }
        } catch (SplitCut c) {
            while (st.ply() > ply) st.undo();   // this split point or one above it was cut
        } finally {
            at = savedAt;
        }
    }

    /** The search of the current position: by the game's own search or with its tactics if it offers them. */
    int search(int depth, int alpha, int beta) {
        if (kernel != null) return searchKernel(depth, alpha, beta);
        return hints != null ? searchHintedEntry(depth, alpha, beta) : searchPlain(depth, alpha, beta);
    }

    /**
     * The window search of the current position by the game's {@link ExactKernel}: its nodes
     * are counted as created and expanded, its stop ends the solve as any limit does.
     */
    int searchKernel(int depth, int alpha, int beta) {
        kernelCreated = created;
        kernelBase = kernel.nodes();
        List<Future<?>> running = threads > 1 && depth == 0 && atRoot ? startKernelHelpers(alpha, beta) : null;
        int v;
        try {
            v = kernel.search(alpha, beta);
        } finally {
            if (running != null) stopKernelHelpers(running);
        }
        long used = kernel.nodes() - kernelBase;
        created += used;
        expanded += used;
        if (kernel.stopped()) halt(stopReason != null ? stopReason : "cancelled");
        if (depth == 0 && atRoot) rootBestMove = kernel.bestMove();
        return v;
    }

    /**
     * With {@code threads=N}: starts the game's search's N-1 helpers (made at the first root
     * search) on the root search about to run, each on a thread of its own; null if the game's
     * search has none.
     */
    List<Future<?>> startKernelHelpers(int alpha, int beta) {
        if (kernelHelpers == null) {
            List<ExactKernel.Search> made = new ArrayList<>();
            for (int w = 1; w < threads; w++) {
                ExactKernel.Search h = kernel.helper(w, this::kernelHelperStops);
                if (h == null) break;
                made.add(h);
            }
            kernelHelpers = made.toArray(new ExactKernel.Search[0]);
            kernelHelperBase = new long[kernelHelpers.length];
        }
        if (kernelHelpers.length == 0) return null;
        kernelRoundOver = false;
        List<Runnable> jobs = new ArrayList<>(kernelHelpers.length);
        for (int i = 0; i < kernelHelpers.length; i++) {
            ExactKernel.Search h = kernelHelpers[i];
            kernelHelperBase[i] = h.nodes();
            jobs.add(() -> {
                long cpu0 = Threads.cpuNanos();
                try {
                    h.search(alpha, beta);
                } finally {
                    helperCpu.addAndGet(Math.max(0, Threads.cpuNanos() - cpu0));
                }
            });
        }
        return LazySmp.start(AlphaBetaSolver.HELPERS, jobs);
    }

    /** Ends the helpers' searches (at their next poll), waits for them, and counts their positions. */
    void stopKernelHelpers(List<Future<?>> running) {
        kernelRoundOver = true;
        LazySmp.awaitAll(running);
        long used = kernelHelperNodes();
        created += used;
        expanded += used;
    }

    /** The positions the helpers have visited in the current root search (read racily while they run). */
    long kernelHelperNodes() {
        long sum = 0;
        for (int i = 0; i < kernelHelpers.length; i++) sum += kernelHelpers[i].nodes() - kernelHelperBase[i];
        return sum;
    }

    /** A helper's stop hook: the root search it runs beside has ended, or the solve must stop. */
    boolean kernelHelperStops() {
        return kernelRoundOver || clock.stopReason() != null;
    }

    /** The kernel's stop hook: the node limit, the clock and the stop signal; reports progress. */
    boolean kernelStops() {
        long total = kernelCreated + kernel.nodes() - kernelBase;
        if (kernelHelpers != null && !kernelRoundOver) total += kernelHelperNodes();
        String reason = total >= nodeLimit ? "nodes" : clock.stopReason();
        if (reason != null) {
            stopReason = reason;
            return true;
        }
        if (clock.progressDue()) {
            clock.report(new SolveProgress(total, expanded + total - kernelCreated, kernel.peak(),
                    clock.seconds(), lo, hi));
        }
        return false;
    }

    /**
     * Fail-soft negamax of the current position at path index {@code depth}, for its side to
     * move. Leaves {@link #repDepth} at the shallowest path index a repetition below referred
     * to (or {@link #NO_REP}) merged with its value on entry.
     */
    int searchPlain(int depth, int alpha, int beta) {
        if (created >= nodeLimit) halt("nodes");
        created++;
        if (polls.due()) poll();
        final State s = this.s;
        if (s.isTerminal()) {
            int sc = s.score();
            return s.toMove() == Game.FIRST ? sc : -sc;
        }
        final long h = s.hash();
        if (cyclic) {
            final long[] p = path;
            for (int i = depth - 1; i >= 0; i--) {
                if (p[i] == h) {
                    if (i < repDepth) repDepth = i;
                    return 0;
                }
            }
            if (depth == p.length) path = Arrays.copyOf(p, depth * 2);
            path[depth] = h;
        }
        int ttMove = -1;
        final BoundTable tt = this.tt;
        long entry = tt.probe(h);
        if (entry != BoundTable.ABSENT) {
            ttMove = tt.move(entry);
            if (!historyDependent && (depth > 0 || !atRoot)) {
                int l = tt.lower(entry);
                int u = tt.upper(entry);
                if (l >= beta) return l;
                if (u <= alpha || l == u) return u;
                if (l > alpha) alpha = l;
                if (u < beta) beta = u;
            }
        }
        if (depth >= MAX_DEPTH) halt("memory");
        expanded++;
        if (depth >= moveBuf.length) growBuffers(depth);
        final int[] moves = moveBuf[depth];
        final int[] keys = keyBuf[depth];
        final int n = s.legalMoves(moves);
        final int mover = s.toMove();
        final int hb = mover << HISTORY_BITS;
        if (history == null) history = new int[2 << HISTORY_BITS];
        final int[] hist = history;
        final long before = created;
        final int alpha0 = alpha;
        int best = Integer.MIN_VALUE;
        int bestMove = -1;
        // Terminal children first: a move that ends the game is scored at once, and one that
        // reaches beta ends the search of this node before any other child is searched.
        int k = 0;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            s.apply(m);
            if (s.isTerminal()) {
                if (created >= nodeLimit) halt("nodes");
                created++;
                int sc = s.score();
                int v = mover == Game.FIRST ? sc : -sc;
                s.undo();
                if (v > best) {
                    best = v;
                    bestMove = m;
                    if (v >= beta) break;
                }
            } else {
                if (!historyDependent) {
                    long ce = tt.probe(s.hash());
                    if (ce != BoundTable.ABSENT) {
                        int lb = s.toMove() == mover ? tt.lower(ce) : -tt.upper(ce);
                        if (lb >= beta) {
                            s.undo();
                            if (created >= nodeLimit) halt("nodes");
                            created++;
                            best = lb;
                            bestMove = m;
                            break;
                        }
                    }
                }
                s.undo();
                moves[k] = m;
                keys[k++] = m == ttMove ? Integer.MAX_VALUE : hist[hb + (m & HISTORY_MASK)];
            }
        }
        if (best >= beta) {
            tt.store(h, historyDependent ? BoundTable.NO_LOWER : best, BoundTable.NO_UPPER, bestMove, 0, tally, allNodes());
            if (depth == 0 && atRoot) rootBestMove = bestMove;
            return best;
        }
        if (best > alpha) alpha = best;
        final int savedRep = repDepth;
        repDepth = NO_REP;
        // With several threads: a child (not the first) that another search is in waits
        // for a second pass (ABDADA).
        final boolean share = busy != null && depth < BUSY_DEPTH;
        final boolean deferring = share && depth + 1 < BUSY_DEPTH;
        int deferred = 0;
        if (share) mark(h, depth);
        // The moves in order (0 <= i < k), then the deferred ones (k <= i < k + deferred).
        for (int i = 0; i < k + deferred; i++) {
            int m;
            if (i < k) {
                m = selectNext(moves, keys, i, k);
                s.apply(m);
                if (deferring && i > 0 && busy.isBusy(s.hash())) {
                    s.undo();
                    deferBuf[depth][deferred++] = m;
                    continue;
                }
            } else {
                m = deferBuf[depth][i - k];
                s.apply(m);
            }
            int v = s.toMove() == mover ? searchPlain(depth + 1, alpha, beta)
                    : -searchPlain(depth + 1, -beta, -alpha);
            s.undo();
            if (v > best) {
                best = v;
                bestMove = m;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        int w = 64 - Long.numberOfLeadingZeros(created - before);
                        hist[hb + (m & HISTORY_MASK)] += w * w;
                        break;
                    }
                }
            }
        }
        if (share) {
            busy.unmark(h);
            marked[depth] = 0;
        }
        final int dep = repDepth;
        repDepth = Math.min(savedRep, dep);
        int work = 64 - Long.numberOfLeadingZeros(created - before);
        if (historyDependent || dep < depth) {
            tt.store(h, BoundTable.NO_LOWER, BoundTable.NO_UPPER, bestMove, work, tally, allNodes());
        } else {
            tt.store(h, best > alpha0 ? best : BoundTable.NO_LOWER, best < beta ? best : BoundTable.NO_UPPER,
                    bestMove, work, tally, allNodes());
        }
        if (depth == 0 && atRoot) rootBestMove = bestMove;
        return best;
    }

    /**
     * {@link #searchHinted} for a position whose side to move may be able to win at once
     * (the root's probes, the principal variation's): such a win is its value.
     */
    int searchHintedEntry(int depth, int alpha, int beta) {
        if (!s.isTerminal()) {
            int w = hints.winningMove();
            if (w >= 0) {
                if (created >= nodeLimit) halt("nodes");
                created++;
                int mover = s.toMove();
                s.apply(w);
                int sc = s.score();
                s.undo();
                if (depth == 0 && atRoot) rootBestMove = w;
                return mover == Game.FIRST ? sc : -sc;
            }
        }
        return searchHinted(depth, alpha, beta);
    }

    /**
     * Fail-soft negamax with the game's {@link SolverHints}, for a position whose side to move
     * cannot win at once (its parent played a safe move): only the safe moves are searched,
     * in the game's order after the table's move; with none the position is lost at once;
     * the score bounds end the node when they lie outside the window. The table is keyed by
     * the symmetric hash. No repetition can occur here.
     */
    int searchHinted(int depth, int alpha, int beta) {
        if (created >= nodeLimit) halt("nodes");
        created++;
        // Its nodes are fast (a few hundred ns): the cadence counts them sixteen at a time.
        if ((created & 15) == 0) {
            if (at != null && at.cutHere()) throw SPLIT_CUT;
            if (polls.due()) poll();
        }
        final State s = this.s;
        if (s.isTerminal()) {
            int sc = s.score();
            return s.toMove() == Game.FIRST ? sc : -sc;
        }
        final SolverHints hints = this.hints;
        if (depth >= moveBuf.length) growBuffers(depth);
        final int[] moves = moveBuf[depth];
        final int n = hints.safeMoves(moves);
        if (n == 0) return hints.lostScore();
        final boolean root = depth == 0 && atRoot;   // the root searches its moves for the best one
        if (!root) {
            final int ceiling = hints.scoreCeiling();
            if (ceiling <= alpha) return ceiling;
            final int floor = hints.scoreFloor();
            if (floor >= beta) return floor;
        }
        final long h = hints.symmetricKey();
        final BoundTable shared = this.tt;
        final BoundTable tt = depth >= PRIVATE_DEPTH && deepTt != null ? deepTt : shared;
        int ttMove = -1;
        long entry = tt.probe(h);
        if (entry != BoundTable.ABSENT) {
            int stored = tt.move(entry);
            if (stored >= 0) ttMove = hints.canonicalMove(stored);   // back to this orientation
            if (!root) {
                int l = tt.lower(entry);
                int u = tt.upper(entry);
                if (l >= beta) return l;
                if (u <= alpha || l == u) return u;
                if (l > alpha) alpha = l;
                if (u < beta) beta = u;
            }
        }
        if (depth >= MAX_DEPTH) halt("memory");
        expanded++;
        final int[] keys = keyBuf[depth];
        // The table's move goes first; the others are scored by the game only if it does not
        // cut the node off (scoring is most of a node's work).
        int scoreFrom = 0;
        if (ttMove >= 0 && n > 1) {
            for (int i = 0; i < n; i++) {
                if (moves[i] == ttMove) {
                    moves[i] = moves[0];
                    moves[0] = ttMove;
                    scoreFrom = 1;
                    break;
                }
            }
        }
        final int mover = s.toMove();
        final long before = created;
        final int alpha0 = alpha;
        int best = Integer.MIN_VALUE;
        int bestMove = -1;
        // With several threads: a child (not the first) that another search is in waits
        // for a second pass (ABDADA).
        final boolean share = busy != null && depth < BUSY_DEPTH;
        final boolean deferring = share && depth + 1 < BUSY_DEPTH;
        int deferred = 0;
        if (share) mark(h, depth);
        // The moves in order (0 <= i < n), then the deferred ones (n <= i < n + deferred).
        for (int i = 0; i < n + deferred; i++) {
            if (i == 1 && splits != null && n >= 3 && beta == alpha + 1 && depth < SPLIT_DEPTH
                    && splits.idle.get() > 0) {
                // Young brothers wait: the first move did not cut; the others are shared.
                if (scoreFrom == 1) {
                    for (int j = 1; j < n; j++) keys[j] = hints.moveOrder(moves[j]);
                }
                for (int j = 1; j < n; j++) selectNext(moves, keys, j, n);
                HintedSplit sp = splitHinted(depth, alpha, mover, Arrays.copyOfRange(moves, 1, n), n - 1,
                        best, bestMove);
                best = sp.best();
                bestMove = sp.bestMove();
                break;
            }
            int m;
            if (i < n) {
                if (i < scoreFrom || n == 1) {
                    m = moves[i];
                } else {
                    if (i == scoreFrom) {
                        for (int j = i; j < n; j++) keys[j] = hints.moveOrder(moves[j]);
                    }
                    m = selectNext(moves, keys, i, n);
                }
                s.apply(m);
                if (deferring && i > 0 && busy.isBusy(hints.symmetricKey())) {
                    s.undo();
                    deferBuf[depth][deferred++] = m;
                    continue;
                }
            } else {
                m = deferBuf[depth][i - n];
                s.apply(m);
            }
            // A safe move leaves the opponent no win at once; a mover who moves again may have one.
            int v = s.toMove() == mover ? searchHintedEntry(depth + 1, alpha, beta)
                    : -searchHinted(depth + 1, -beta, -alpha);
            s.undo();
            if (v > best) {
                best = v;
                bestMove = m;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) break;
                }
            }
        }
        if (share) {
            busy.unmark(h);
            marked[depth] = 0;
        }
        int work = 64 - Long.numberOfLeadingZeros(created - before);
        tt.store(h, best > alpha0 ? best : BoundTable.NO_LOWER, best < beta ? best : BoundTable.NO_UPPER,
                bestMove >= 0 ? hints.canonicalMove(bestMove) : -1, work, tt == shared ? tally : null,
                tt == shared ? allNodes() : created);
        if (root) rootBestMove = bestMove;
        return best;
    }

    /**
     * One step of the selection sort that orders the moves lazily (a cutoff often comes
     * before the rest are needed): moves the move of highest key among
     * {@code moves[i..n)} to position {@code i}, with its key, and returns it.
     */
    static int selectNext(int[] moves, int[] keys, int i, int n) {
        int bi = i;
        int bk = keys[i];
        for (int j = i + 1; j < n; j++) {
            if (keys[j] > bk) {
                bk = keys[j];
                bi = j;
            }
        }
        int m = moves[bi];
        if (bi != i) {
            moves[bi] = moves[i];
            moves[i] = m;
            keys[bi] = keys[i];
            keys[i] = bk;
        }
        return m;
    }
}
