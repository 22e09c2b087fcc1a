package org.pnengine.search.alphabeta;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.Evaluation;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.NullMove;
import org.pnengine.game.State;
import org.pnengine.game.Tactics;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/**
 * One search of a {@link MinimaxPlayer} move, on a copy of the position: iterative deepening over
 * a negamax principal variation search with quiescence (the class comment of the player). Values
 * are the side to move's: a win {@code WIN - plies}, a loss its negation, a draw 0, a leaf its
 * evaluation clamped well inside the wins. Nothing is allocated per node.
 */
final class MinimaxSearch {

    static final int MAX_PLY = 128;
    static final int WIN = 1 << 29;
    static final int INF = WIN + 1;
    /** Nodes between two polls of the stop, the deadline and the node limit. */
    static final int POLL = 256;
    /** Plies of quiescence that may answer threats with every move, before the leaf is scored as it stands. */
    private static final int THREAT_PLIES = 8;
    private static final int EVAL_CAP = WIN / 4;
    /** History per ply of reduction taken off (good) or added (bad), truncated: ±2 plies at most. */
    private static final int HISTORY_PER_PLY = 6000;
    /** The first iteration searched within an aspiration window. */
    static final int ASPIRATION_DEPTH = 5;
    /** The plies from the horizon within which reverse futility pruning cuts. */
    private static final int FUTILITY_DEPTH = 3;
    /** Late-move reductions by depth and move index: ln(depth)·ln(index)/2, rounded. */
    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int i = 1; i < 64; i++) REDUCTION[d][i] = Math.max(1, (int) Math.round(Math.log(d) * Math.log(i) / 2));
        }
    }

    /** What the searches of one move share. */
    static final class Shared {
        final PlayerTable table;
        final SearchLimits limits;
        final StopSignal stop;
        final long start;
        final boolean timed;
        final long abortNanos;
        final AtomicLong nodes = new AtomicLong();
        volatile boolean over;

        Shared(PlayerTable table, SearchLimits limits, StopSignal stop, long start) {
            this.table = table;
            this.limits = limits;
            this.stop = stop;
            this.start = start;
            long soft = limits.softMillis();
            long hard = limits.hardMillis();
            long abort = soft >= SearchLimits.UNLIMITED / 4 ? hard : Math.min(hard, 2 * soft);
            this.timed = abort < SearchLimits.UNLIMITED / 2_000_000L;
            // A little short of the limit, so that the answer is on the wire by then.
            this.abortNanos = timed ? start + abort * 1_000_000L - Math.min(2_000_000L, abort * 20_000L) : 0;
        }

        long nodes() {
            return nodes.get();
        }

        long elapsedMillis() {
            return (System.nanoTime() - start) / 1_000_000;
        }
    }

    /** Thrown to unwind a search that must stop; the copy of the position it leaves is dropped. */
    private static final class Abort extends RuntimeException {
        Abort() {
            super(null, null, false, false);
        }
    }

    private static final Abort ABORT = new Abort();

    final Shared shared;
    private final MinimaxPlayer player;
    private final State s;
    private final State root;
    private final int helper;
    private final Evaluation evaluation;
    private final Tactics tactics;
    /** The state's pass for null-move pruning, where the player allows it and there is an evaluation. */
    private final NullMove nullMove;
    private final boolean extend;
    private final boolean quietThreats;
    private final boolean pruneLate;
    private final SplittableRandom rng;
    private final int[][] moves;
    private final int[][] order;
    private final MoveOrder ordering;
    /** Per ply, the quiet moves searched so far at the node: a cutoff's history malus goes to them. */
    private final int[][] quietsTried;
    /** Plies from the horizon within which hanging quiet moves are skipped; 0: hanging moves are not told apart. */
    private final int hanging;
    private final int[] playoutBuffer;
    private int[] rootMoves;
    private int[] rootValues;
    private int[] savedMoves;
    private int[] savedValues;
    private int rootCount;
    private int localNodes;
    /** The node count at which {@link #poll()} next looks: every {@value #POLL}, or at the node limit. */
    private int nextPoll = 1;

    /** The best root move of the deepest finished iteration (or of the one under way), -1 before. */
    int bestMove = -1;
    int bestValue;
    int depthDone;
    /** The deepest ply the iteration under way has reached, quiescence included. */
    private int selDepth;
    /** {@link #selDepth} of the deepest iteration completed. */
    int selDepthDone;

    MinimaxSearch(MinimaxPlayer player, State position, Shared shared, int helper) {
        this.player = player;
        this.shared = shared;
        this.helper = helper;
        this.s = position.copy();
        this.root = position.copy();
        this.evaluation = s instanceof Evaluation ? (Evaluation) s : null;
        if (player.classicEvaluation() && s instanceof FittedEvaluation) ((FittedEvaluation) s).useClassic(true);
        this.tactics = player.quiescence() && s instanceof Tactics ? (Tactics) s : null;
        this.extend = player.extensions();
        this.quietThreats = player.quietThreats();
        this.pruneLate = player.latePruning();
        this.nullMove = player.nullMove() && evaluation != null && s instanceof NullMove ? (NullMove) s : null;
        this.rng = new SplittableRandom(player.seed() + helper * 0x9E3779B97F4A7C15L);
        int width = s.game().maxMoves();
        this.moves = new int[MAX_PLY + THREAT_PLIES + 2][width];
        this.order = new int[MAX_PLY + THREAT_PLIES + 2][width];
        this.playoutBuffer = new int[width];
        this.quietsTried = new int[MAX_PLY + THREAT_PLIES + 2][width];
        this.hanging = tactics == null ? 0 : player.hanging();
        this.ordering = new MoveOrder(MAX_PLY, tactics, player.historyGravity(), hanging > 0);
    }

    /** Deepens until a limit, a proof or the deepest iteration; reports each iteration to {@code listener}. */
    void iterate(SearchInfo.Listener listener, long intervalMillis) {
        rootMoves = new int[s.game().maxMoves()];
        rootValues = new int[rootMoves.length];
        savedMoves = new int[rootMoves.length];
        savedValues = new int[rootMoves.length];
        rootCount = s.legalMoves(rootMoves);
        if (helper > 0) shuffleRoot();
        long lastReport = 0;
        int reported = 0;
        int reportedMove = -1;
        int deepest = Math.min(player.maxDepth(), shared.limits.depth());
        for (int depth = 1 + (helper & 1); depth <= deepest; depth++) {
            selDepth = 0;
            try {
                root(depth);
            } catch (Abort a) {
                break;
            }
            depthDone = depth;
            selDepthDone = selDepth;
            flush();
            if (listener != null && shared.elapsedMillis() - lastReport >= Math.min(intervalMillis, 1000)) {
                lastReport = shared.elapsedMillis();
                reported = depth;
                reportedMove = bestMove;
                listener.onInfo(player.info(this, shared.start));
            }
            if (Math.abs(bestValue) >= WIN - MAX_PLY) break;
            // Under a clock (a soft aim below the hard limit) no iteration starts that would
            // likely overrun the aim; a fixed time a move is used to its end, the deepest
            // iteration's first moves answering if it is cut short.
            long soft = shared.limits.softMillis();
            if (soft < shared.limits.hardMillis() && shared.elapsedMillis() * 2 > soft) break;
            if (helper == 0 && shared.nodes() >= shared.limits.nodes()) break;
        }
        flush();
        // Once more as the search ends, as every player reports, unless that report says it already.
        if (listener != null && bestMove >= 0 && (reported != depthDone || reportedMove != bestMove)) {
            listener.onInfo(player.info(this, shared.start));
        }
    }

    private void shuffleRoot() {
        for (int i = rootCount - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = rootMoves[i];
            rootMoves[i] = rootMoves[j];
            rootMoves[j] = t;
        }
    }

    /**
     * One iteration at the root. From depth {@value #ASPIRATION_DEPTH} on, with the player's
     * aspiration window: first within the last iteration's value ± the window; a value outside
     * it is only a bound, and the iteration is searched again, the window doubled on the side
     * that failed, from the last iteration's order.
     */
    private void root(int depth) {
        long window = player.aspiration();
        if (window <= 0 || depth < ASPIRATION_DEPTH || Math.abs(bestValue) >= EVAL_CAP) {
            rootWindow(depth, -INF, INF);
            return;
        }
        int lo = (int) (bestValue - window);
        int hi = (int) (bestValue + window);
        int previous = bestMove;
        while (true) {
            System.arraycopy(rootMoves, 0, savedMoves, 0, rootCount);
            System.arraycopy(rootValues, 0, savedValues, 0, rootCount);
            rootWindow(depth, lo, hi);
            if (bestValue > lo && bestValue < hi) return;
            System.arraycopy(savedMoves, 0, rootMoves, 0, rootCount);
            System.arraycopy(savedValues, 0, rootValues, 0, rootCount);
            window *= 2;
            if (bestValue <= lo) {
                // Failed low: the fail-soft best is no better a guess than the last iteration's.
                bestMove = previous;
                lo = window >= EVAL_CAP ? -INF : (int) Math.max(-INF, lo - window);
            } else {
                previous = bestMove;
                hi = window >= EVAL_CAP ? INF : (int) Math.min(INF, hi + window);
            }
        }
    }

    /** One pass at the root within (lo, hi): the previous best first, then the rest by their last values. */
    private void rootWindow(int depth, int lo, int hi) {
        sortRoot();
        int alpha = lo;
        int iterBest = -1;
        int iterValue = -INF;
        for (int i = 0; i < rootCount; i++) {
            int m = rootMoves[i];
            s.apply(m);
            int v;
            try {
                if (i == 0) {
                    v = -search(depth - 1, -hi, -alpha, 1, true, true);
                } else {
                    v = -search(depth - 1, -alpha - 1, -alpha, 1, false, true);
                    if (v > alpha && v < hi) v = -search(depth - 1, -hi, -alpha, 1, true, true);
                }
            } catch (Abort a) {
                if (iterBest >= 0) {
                    bestMove = iterBest;
                    bestValue = iterValue;
                }
                throw a;
            }
            s.undo();
            rootValues[i] = v;
            if (v > iterValue) {
                iterValue = v;
                iterBest = m;
            }
            if (v > alpha) alpha = v;
            if (alpha >= hi) break;
        }
        bestMove = iterBest;
        bestValue = iterValue;
        if (iterValue > lo && iterValue < hi && PlayerTable.fits(iterBest)) {
            shared.table.store(s.hash(), iterValue, depth, PlayerTable.EXACT, iterBest);
        }
    }

    /** Moves the best root move to the front and orders the rest by their last values, stably. */
    private void sortRoot() {
        for (int i = 1; i < rootCount; i++) {
            int m = rootMoves[i];
            int v = rootValues[i];
            int j = i - 1;
            while (j >= 0 && rootValues[j] < v) {
                rootMoves[j + 1] = rootMoves[j];
                rootValues[j + 1] = rootValues[j];
                j--;
            }
            rootMoves[j + 1] = m;
            rootValues[j + 1] = v;
        }
        for (int i = 0; i < rootCount; i++) {
            if (rootMoves[i] == bestMove && i > 0) {
                int m = rootMoves[i];
                int v = rootValues[i];
                System.arraycopy(rootMoves, 0, rootMoves, 1, i);
                System.arraycopy(rootValues, 0, rootValues, 1, i);
                rootMoves[0] = m;
                rootValues[0] = v;
            }
        }
        for (int i = 0; i < rootCount; i++) rootValues[i] = -INF;
    }

    private int search(int depth, int alpha, int beta, int ply, boolean pvNode, boolean nullOk) {
        poll();
        if (ply > selDepth) selDepth = ply;
        if (s.isTerminal()) return terminal(ply);
        if (tactics != null && tactics.winsNow()) return WIN - ply - 1;
        boolean threatened = tactics != null && tactics.threatened();
        if (threatened && extend && ply < MAX_PLY / 2) depth++;
        if (depth <= 0 || ply >= MAX_PLY) return quiesce(alpha, beta, ply, 0);
        int alpha0 = alpha;
        long key = s.hash();
        long entry = shared.table.probe(key);
        int ttMove = -1;
        if (entry != 0) {
            ttMove = PlayerTable.move(entry);
            if (!pvNode && PlayerTable.depth(entry) >= depth) {
                int v = fromTable(PlayerTable.value(entry), ply);
                int b = PlayerTable.bound(entry);
                if (b == PlayerTable.EXACT || b == PlayerTable.LOWER && v >= beta || b == PlayerTable.UPPER && v <= alpha) {
                    return v;
                }
            }
        }
        if (!pvNode && !threatened && evaluation != null && beta < WIN - 2 * MAX_PLY && beta > -WIN + 2 * MAX_PLY) {
            int margin = player.futility();
            boolean tryNull = nullMove != null && nullOk && depth >= 2;
            if (tryNull || margin > 0 && depth <= FUTILITY_DEPTH) {
                int stand = leaf();
                if (margin > 0 && depth <= FUTILITY_DEPTH && stand - margin * depth >= beta) return stand;
                if (tryNull && stand >= beta) {
                    nullMove.makeNullMove();
                    int v = -search(depth - 1 - (2 + depth / 4), -beta, -beta + 1, ply + 1, false, false);
                    nullMove.unmakeNullMove();
                    if (v >= beta) return v >= WIN - 2 * MAX_PLY ? beta : v;
                }
            }
        }
        int[] list = moves[ply];
        int n = threatened ? tactics.tacticalMoves(list) : -1;
        if (n < 0) n = s.legalMoves(list);
        if (threatened) {
            // Only the answers are searched: after any other move the opponent wins at once.
            int kept = 0;
            for (int i = 0; i < n; i++) if (tactics.answers(list[i])) list[kept++] = list[i];
            if (kept == 0) return -WIN + ply + 2;
            n = kept;
        }
        ordering.score(s, list, order[ply], n, ply, ttMove);
        int side = s.toMove();
        int best = -INF;
        int bestM = -1;
        int[] tried = quietsTried[ply];
        int triedCount = 0;
        for (int i = 0; i < n; i++) {
            int m = MoveOrder.pick(list, order[ply], i, n);
            boolean quiet = order[ply][i] < MoveOrder.QUIET_TOP;
            // Late-move pruning: near the horizon, away from the principal variation, the quiet
            // moves after the first few (all the rest: they come last) are not searched at all,
            // unless every move searched so far loses.
            if (quiet && pruneLate && !pvNode && !threatened && depth <= 3 && i >= 4 + depth * depth
                    && best > -WIN + 2 * MAX_PLY) {
                break;
            }
            // A quiet move that loses its piece by exchanges is not searched near the horizon
            // (its key says so: they come after every other quiet move).
            if (quiet && order[ply][i] <= MoveOrder.HANGING_TOP && !pvNode && !threatened && depth <= hanging
                    && best > -WIN + 2 * MAX_PLY) {
                break;
            }
            s.apply(m);
            int v;
            if (i == 0) {
                v = -search(depth - 1, -beta, -alpha, ply + 1, pvNode, true);
            } else {
                int r = 0;
                if (player.reductions() && quiet && !threatened && depth >= 3 && i >= 3) {
                    r = REDUCTION[Math.min(depth, 63)][Math.min(i, 63)] - (pvNode ? 1 : 0);
                    // A move whose history is good is reduced less, a bad one more (±2 plies at most).
                    r -= ordering.reductionBias(side, m) / HISTORY_PER_PLY;
                    r = Math.max(0, Math.min(r, depth - 2));
                }
                v = -search(depth - 1 - r, -alpha - 1, -alpha, ply + 1, false, true);
                if (v > alpha && (r > 0 || v < beta)) v = -search(depth - 1, -beta, -alpha, ply + 1, pvNode, true);
            }
            s.undo();
            if (quiet) tried[triedCount++] = m;
            if (v > best) {
                best = v;
                bestM = m;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        if (quiet) ordering.cutoff(side, ply, depth, m, tried, triedCount - 1);
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? PlayerTable.LOWER : best > alpha0 ? PlayerTable.EXACT : PlayerTable.UPPER;
        shared.table.store(key, toTable(best, ply), depth, bound, PlayerTable.fits(bestM) ? bestM : -1);
        return best;
    }


    private int quiesce(int alpha, int beta, int ply, int threatPlies) {
        poll();
        if (ply > selDepth) selDepth = ply;
        if (s.isTerminal()) return terminal(ply);
        if (tactics == null || ply >= MAX_PLY + THREAT_PLIES) return leaf();
        if (tactics.winsNow()) return WIN - ply - 1;
        boolean threatened = tactics.threatened();
        int best;
        if (threatened) {
            if (threatPlies >= THREAT_PLIES) return leaf();
            best = -INF;
        } else {
            best = leaf();
            if (best >= beta) return best;
            if (best > alpha) alpha = best;
        }
        int[] list = moves[ply];
        int n = tactics.tacticalMoves(list);
        if (n < 0) n = s.legalMoves(list);
        int[] keys = order[ply];
        int count = 0;
        for (int i = 0; i < n; i++) {
            int g = tactics.gain(list[i]);
            // A quiet move that makes a threat is searched after the captures: the reply must answer it.
            if (g == 0 && quietThreats && !threatened && tactics.threatens(list[i])) g = 1;
            if (g > 0 || threatened && tactics.answers(list[i])) {
                list[count] = list[i];
                keys[count++] = g;
            }
        }
        // Threatened with no answer: the opponent wins with its next move.
        if (count == 0 && threatened) return -WIN + ply + 2;
        for (int i = 0; i < count; i++) {
            int m = MoveOrder.pick(list, keys, i, count);
            s.apply(m);
            int v = -quiesce(-beta, -alpha, ply + 1, threatened ? threatPlies + 1 : threatPlies);
            s.undo();
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        }
        return best;
    }

    /** The static value of a position that is not over, for the side to move. */
    private int leaf() {
        int v;
        if (evaluation != null) {
            v = evaluation.evaluate();
        } else {
            int sum = 0;
            int k = player.leafPlayouts();
            for (int i = 0; i < k; i++) {
                int r = s.randomPlayout(rng, playoutBuffer, 10_000);
                sum += r == Integer.MIN_VALUE ? 0 : Integer.signum(r);
            }
            v = (int) Math.round(100.0 * sum / k);
        }
        if (s.toMove() != Game.FIRST) v = -v;
        return Math.max(-EVAL_CAP, Math.min(EVAL_CAP, v));
    }

    private int terminal(int ply) {
        int score = s.score();
        if (s.toMove() != Game.FIRST) score = -score;
        return score > 0 ? WIN - ply : score < 0 ? -WIN + ply : 0;
    }

    /** A value as the table keeps it: wins and losses counted from the position, not the root. */
    private static int toTable(int v, int ply) {
        if (v >= WIN - 2 * MAX_PLY) return v + ply;
        if (v <= -WIN + 2 * MAX_PLY) return v - ply;
        return v;
    }

    private static int fromTable(int v, int ply) {
        if (v >= WIN - 2 * MAX_PLY) return v - ply;
        if (v <= -WIN + 2 * MAX_PLY) return v + ply;
        return v;
    }

    /**
     * Aborts the search once it must stop: on its stop signal, at its node limit, or past its
     * deadline, except that the main search always completes its first iteration whatever the
     * clock (a few hundred nodes), so that even a move whose time went on setting the search up
     * (a table allocated, a processor waited for) is a searched move and reported as one.
     */
    private void poll() {
        if (++localNodes < nextPoll) return;
        flush();
        if (shared.over || shared.stop.isStopped()
                || shared.timed && System.nanoTime() - shared.abortNanos > 0 && (depthDone > 0 || helper > 0)
                || shared.nodes() >= shared.limits.nodes() && helper == 0) {
            throw ABORT;
        }
    }

    private void flush() {
        long total = shared.nodes.addAndGet(localNodes);
        localNodes = 0;
        long left = shared.limits.nodes() - total;
        nextPoll = helper > 0 || left >= POLL ? POLL : (int) Math.max(1, left);
    }

    /** The principal variation from the root through {@code first}, read back from the table. */
    int[] pv(int first) {
        if (first < 0) return new int[0];
        State walk = root.copy();
        int[] out = new int[MAX_PLY];
        int n = 0;
        int m = first;
        while (m >= 0 && n < out.length && !walk.isTerminal() && walk.isLegal(m)) {
            out[n++] = m;
            walk.apply(m);
            long e = shared.table.probe(walk.hash());
            m = e == 0 ? -1 : PlayerTable.move(e);
            if (n > depthDone + 1) break;
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
