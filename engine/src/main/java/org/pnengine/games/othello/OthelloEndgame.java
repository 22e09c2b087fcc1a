package org.pnengine.games.othello;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.SplitPoint;

/**
 * The exact endgame search of Othello on bitboards: the {@link ExactKernel} of
 * {@link OthelloState}, after the design of Richard Delorme's Edax ({@code endgame.c},
 * {@code search.c}, github.com/abulmo/edax-reversi); the code is our own.
 *
 * <p>A position is two {@code long}s, the discs of the side to move and of its opponent; nothing
 * is allocated per position and no {@link OthelloState} is touched in the recursion. Scores are
 * those of {@link OthelloState#score()} for the side to move; a side without a move passes. The
 * search is fail-soft negamax alpha-beta in layers by the number n of empty squares: principal
 * variation search at the root and along the principal variation; null windows with a
 * transposition table keyed by the whole position, fastest-first move order, a stability cutoff
 * and enhanced transposition cutoffs for n &gt; {@value #SHALLOW}; parity order without a table
 * for 3 &le; n &le; {@value #SHALLOW}; code of their own for the last four to one squares. The
 * stop hook is polled every {@value #POLL_INTERVAL} positions. With {@link #helper}s
 * ({@code solve threads=N}) the nodes with at least {@value #SPLIT_MIN} empty squares are split
 * between the threads by the young brothers wait concept ({@link OthelloSplit}, {@link OthelloYbwc}),
 * on one table whose slots carry a check word (lockless hashing, {@link OthelloTable}). The flips
 * and stable discs come from {@link OthelloFlips}, the move order's helpers from
 * {@link OthelloMoveOrder}.
 *
 * <p>Papers: Marsland and Campbell, 1982, and Reinefeld's NegaScout, 1983 (principal variation
 * search); Plaat, Schaeffer, Pijls and de Bruin, 1996 (enhanced transposition cutoffs); J.-C.
 * Weill's square values; Feldmann et al., 1989 (YBWC); Hyatt and Mann, ICGA Journal 25, 2002
 * (lockless hashing). In full: protocol-spec/games/Othello.md#the-endgame-search.
 */
final class OthelloEndgame implements ExactKernel.Search {

    /** At most this many empty squares: the shallow search, without table or move list. */
    static final int SHALLOW = 6;
    /** The fewest empty squares of a node that is split. Measurements: docs/benchmarks.md#threads. */
    static final int SPLIT_MIN = 12;
    /** Positions between two polls of the stop hook. */
    static final int POLL_INTERVAL = 1024;
    /** A bound beyond every score. */
    private static final int INF = 127;
    /** No move stored. */
    private static final int NO_MOVE = OthelloTable.NO_MOVE;
    private static final long NOT_A = OthelloFlips.NOT_A;
    private static final long NOT_H = OthelloFlips.NOT_H;
    /** At least this many empty squares: enhanced transposition cutoffs before the moves are searched. */
    static final int ETC_MIN = SHALLOW + 2;

    /** Thrown (one instance, no stack trace) to unwind a stopped search. */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    static final Stopped STOPPED = new Stopped();

    /** Thrown (one instance) to unwind a search under a split point that was cut. */
    static final class Cut extends RuntimeException {
        Cut() {
            super(null, null, false, false);
        }
    }

    static final Cut CUT = new Cut();

    private final OthelloState state;
    private final long board;
    private final int squares;
    private final boolean wof;
    private final long corners;
    /**
     * Per square: half of its value in Weill's table (see {@link OthelloMoveOrder#SQUARE_VALUE}), a tie-break of
     * the move order.
     */
    private final int[] squareValue;
    private final long[] quadrants;
    private final long[] neighbours;
    /** The quadrant (0 to 3) of each square. */
    private final int[] quadrantOf;
    /**
     * Per square and direction, at {@code 8 * sq + dir}: the squares of the board along the ray
     * from {@code sq} ({@link OthelloFlips#rays}).
     */
    private final long[] rays;
    final BooleanSupplier stop;

    private final long[] table;
    private final int bucketMask;
    private long stored;

    /** Per number of empty squares: the move list of a null-window or window search. */
    int[][] moveBuf = new int[0][];
    long[][] flipBuf = new long[0][];
    int[][] keyBuf = new int[0][];

    /** With split points (YBWC): the threads of this solve; null on one thread. */
    SplitPoint.Team team;
    /** This search's thread number in {@link #team}: 0 for the main search. */
    int tid;
    /** Whether this is a YBWC helper: its {@link #search} serves the split points of the others. */
    private boolean serves;
    /** The innermost split point this search works under, or null. */
    SplitPoint at;

    private long nodes;
    /** The node count at which the stop hook is polled next. */
    private long nextPoll = POLL_INTERVAL;
    boolean stopped;
    private int bestMove = -1;

    /**
     * A search of {@code state}'s positions with a table of at most {@code memoryBytes}, sized
     * for the empty squares of its current position (2^8 to 2^21 buckets of 48 bytes).
     */
    OthelloEndgame(OthelloState state, long memoryBytes, BooleanSupplier stop) {
        this.state = state;
        OthelloGame g = state.game();
        this.board = g.boardMask;
        this.squares = g.size * g.size;
        this.wof = g.wof;
        this.stop = stop;
        this.squareValue = new int[64];
        this.quadrants = new long[4];
        this.neighbours = new long[64];
        this.quadrantOf = new int[64];
        this.rays = OthelloFlips.rays(g);
        int s = g.size;
        int half = s / 2;
        long c = 0;
        for (int r = 0; r < s; r++) {
            for (int col = 0; col < s; col++) {
                int sq = 8 * r + col;
                long b = 1L << sq;
                if ((r == 0 || r == s - 1) && (col == 0 || col == s - 1)) c |= b;
                int q = (r < half ? 0 : 2) + (col < half ? 0 : 1);
                quadrants[q] |= b;
                quadrantOf[sq] = q;
                int edgeR = Math.min(3, Math.min(r, s - 1 - r));
                int edgeC = Math.min(3, Math.min(col, s - 1 - col));
                squareValue[sq] = OthelloMoveOrder.SQUARE_VALUE[edgeR][edgeC] >> 1;
                long h = b | ((b << 1) & NOT_A) | ((b >>> 1) & NOT_H);
                neighbours[sq] = (h | (h << 8) | (h >>> 8)) & board & ~b;
            }
        }
        this.corners = c;
        int empties = state.empties();
        int bits = Math.max(8, Math.min(21, empties - 3));
        long byMemory = Long.highestOneBit(Math.max(1, memoryBytes / OthelloTable.BUCKET_BYTES));
        int buckets = (int) Math.max(1, Math.min(1L << bits, byMemory));
        this.table = new long[buckets * OthelloTable.BUCKET_LONGS];
        this.bucketMask = buckets - 1;
        growBuffers(empties);
    }

    /** Helper {@code variant} of {@code main}: the same board tables and transposition table, its own buffers and counters. */
    private OthelloEndgame(OthelloEndgame main, int variant, BooleanSupplier stop) {
        this.team = main.team;
        this.tid = variant;
        this.serves = true;
        this.state = main.state;
        this.board = main.board;
        this.squares = main.squares;
        this.wof = main.wof;
        this.corners = main.corners;
        this.quadrants = main.quadrants;
        this.neighbours = main.neighbours;
        this.quadrantOf = main.quadrantOf;
        this.rays = main.rays;
        this.table = main.table;
        this.bucketMask = main.bucketMask;
        this.stop = stop;
        this.squareValue = main.squareValue;
        growBuffers(main.moveBuf.length - 1);
    }

    /**
     * YBWC: a search for thread {@code variant} (1, 2, ...) that works at the split points of
     * this one and of its other helpers, with the same transposition table (its entries carry a
     * check word, so a slot two threads wrote at once is never taken for a position's). Its
     * {@link #search} ignores the window and returns 0 once {@code stop} answers true. Null
     * beyond {@link SplitPoint.Team#MAX_THREADS} threads.
     */
    @Override
    public ExactKernel.Search helper(int variant, BooleanSupplier stop) {
        if (variant < 1 || variant >= SplitPoint.Team.MAX_THREADS) return null;
        if (team == null) team = new SplitPoint.Team();
        team.threads = Math.max(team.threads, variant + 1);
        return new OthelloEndgame(this, variant, stop);
    }

    // ---------------------------------------------------------------- ExactKernel.Search

    @Override
    public int search(int alpha, int beta) {
        stopped = false;
        bestMove = -1;
        if (serves) return OthelloYbwc.serve(this);
        long p = state.moverBits();
        long o = state.opponentBits();
        int n = Long.bitCount(board & ~(p | o));
        if (n >= moveBuf.length) growBuffers(n);
        try {
            return window(p, o, alpha, beta, n, true);
        } catch (Stopped e) {
            stopped = true;
            return 0;
        }
    }

    /**
     * The null-window search {@code (alpha, alpha + 1)} of the current position entered below
     * the window layer, so that with at most {@value #SHALLOW} empty squares the shallow layers
     * ({@code lastFour}, {@code lastThree}, ...) answer for the root itself; for tests.
     */
    int nullWindowSearch(int alpha) {
        stopped = false;
        long p = state.moverBits();
        long o = state.opponentBits();
        int n = Long.bitCount(board & ~(p | o));
        if (n >= moveBuf.length) growBuffers(n);
        try {
            return nullWindow(p, o, alpha, n);
        } catch (Stopped e) {
            stopped = true;
            return 0;
        }
    }

    @Override
    public int bestMove() {
        return bestMove;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public boolean stopped() {
        return stopped;
    }

    @Override
    public long peak() {
        return stored;
    }

    /** Move lists for every number of empty squares up to {@code n} (a small solve allocates little). */
    private void growBuffers(int n) {
        int old = moveBuf.length;
        moveBuf = Arrays.copyOf(moveBuf, n + 1);
        flipBuf = Arrays.copyOf(flipBuf, n + 1);
        keyBuf = Arrays.copyOf(keyBuf, n + 1);
        for (int i = old; i <= n; i++) {
            moveBuf[i] = new int[squares];
            flipBuf[i] = new long[squares];
            keyBuf[i] = new int[squares];
        }
    }

    // ---------------------------------------------------------------- scores

    /** The score of a finished game with {@code p} the discs of the side to move. */
    private int endScore(long p, long o) {
        int d = Long.bitCount(p) - Long.bitCount(o);
        if (wof && d != 0) {
            int e = squares - Long.bitCount(p | o);
            d += d > 0 ? e : -e;
        }
        return d;
    }

    private void poll() {
        nextPoll = nodes + POLL_INTERVAL;
        if (stop.getAsBoolean()) throw STOPPED;
        SplitPoint a = at;
        if (a != null && a.cutHere()) throw CUT;
    }

    // ---------------------------------------------------------------- window search

    /** Principal variation search of a position with {@code n} empty squares, fail-soft. */
    int window(long p, long o, int alpha, int beta, int n, boolean root) {
        // No score lies outside [-squares, squares]: a bound there settles the window at once.
        if (alpha < -squares) alpha = -squares;
        if (beta > squares) beta = squares;
        if (alpha >= squares) return squares;
        if (beta <= -squares) return -squares;
        if (++nodes >= nextPoll) poll();
        long moves = OthelloState.placements(p, o, board);
        if (moves == 0) {
            if (OthelloState.placements(o, p, board) == 0) return endScore(p, o);
            if (root) bestMove = OthelloState.PASS;
            return -window(o, p, -beta, -alpha, n, false);
        }
        int ttMove = NO_MOVE;
        int bucket = -1;
        if (n > SHALLOW) {
            bucket = OthelloTable.bucket(p, o, bucketMask);
            long d = OthelloTable.probe(table, bucket, p, o);
            if (d != 0) {
                ttMove = OthelloTable.move(d);
                if (!root) {
                    int lower = OthelloTable.lower(d);
                    int upper = OthelloTable.upper(d);
                    if (lower >= beta || lower == upper) return lower;
                    if (upper <= alpha) return upper;
                    if (lower > alpha) alpha = lower;
                    if (upper < beta) beta = upper;
                }
            }
        }
        int count = order(p, o, moves, n, ttMove);
        final int[] sqs = moveBuf[n];
        final long[] fl = flipBuf[n];
        final int[] keys = keyBuf[n];
        final int alpha0 = alpha;
        int best = -INF;
        int bestSq = NO_MOVE;
        for (int i = 0; i < count; i++) {
            if (i == 1 && splits(n, count)) {
                int[] r = OthelloYbwc.pvSplit(this, p, o, alpha, beta, n, count, best, bestSq);
                best = r[0];
                bestSq = r[1];
                alpha = Math.max(alpha, best);
                break;
            }
            OthelloMoveOrder.selectNext(sqs, fl, keys, i, count);
            int sq = sqs[i];
            long f = fl[i];
            long cp = o ^ f;
            long co = p | f | (1L << sq);
            int v;
            if (i == 0) {
                v = -window(cp, co, -beta, -alpha, n - 1, false);
            } else {
                v = -nullWindow(cp, co, -alpha - 1, n - 1);
                if (v > alpha && v < beta) v = -window(cp, co, -beta, -v, n - 1, false);
            }
            if (v > best) {
                best = v;
                bestSq = sq;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) break;
                }
            }
        }
        if (bucket >= 0) {
            stored += OthelloTable.store(table, bucket, p, o, best > alpha0 ? best : -INF, best < beta ? best : INF, bestSq, n);
        }
        if (root) bestMove = bestSq;
        return best;
    }

    /** The null-window search {@code (alpha, alpha + 1)} of a position with {@code n} empty squares. */
    int nullWindow(long p, long o, int alpha, int n) {
        if (alpha >= squares) return squares;
        if (alpha < -squares) return -squares;
        return n > SHALLOW ? deep(p, o, alpha, n) : shallow(p, o, alpha, n, false);
    }

    // ---------------------------------------------------------------- null-window search with the table

    private int deep(long p, long o, int alpha, int n) {
        if (++nodes >= nextPoll) poll();
        // The opponent keeps its stable discs: the score is at most squares - 2 * stable.
        if (alpha >= squares - 2 * Long.bitCount(o)) {
            int bound = squares - 2 * Long.bitCount(OthelloFlips.stableDiscs(board, o, p | o));
            if (bound <= alpha) return bound;
        }
        long moves = OthelloState.placements(p, o, board);
        if (moves == 0) {
            if (OthelloState.placements(o, p, board) == 0) return endScore(p, o);
            return -deep(o, p, -alpha - 1, n);
        }
        int bucket = OthelloTable.bucket(p, o, bucketMask);
        int ttMove = NO_MOVE;
        long d = OthelloTable.probe(table, bucket, p, o);
        if (d != 0) {
            int lower = OthelloTable.lower(d);
            if (lower > alpha) return lower;
            int upper = OthelloTable.upper(d);
            if (upper <= alpha) return upper;
            ttMove = OthelloTable.move(d);
        }
        int count = order(p, o, moves, n, ttMove);
        final int[] sqs = moveBuf[n];
        final long[] fl = flipBuf[n];
        final int[] keys = keyBuf[n];
        if (n >= ETC_MIN) {
            // Enhanced transposition cutoff: a child whose stored upper bound already refutes it.
            for (int i = 0; i < count; i++) {
                long f = fl[i];
                long cp = o ^ f;
                long co = p | f | (1L << sqs[i]);
                long cd = OthelloTable.probe(table, OthelloTable.bucket(cp, co, bucketMask), cp, co);
                if (cd != 0 && -OthelloTable.upper(cd) > alpha) {
                    int v = -OthelloTable.upper(cd);
                    stored += OthelloTable.store(table, bucket, p, o, v, INF, sqs[i], n);
                    return v;
                }
            }
        }
        int best = -INF;
        int bestSq = NO_MOVE;
        for (int i = 0; i < count; i++) {
            if (i == 1 && splits(n, count)) {
                // Young brothers wait: the first move did not cut; the others are shared.
                SplitPoint sp = OthelloYbwc.splitRest(this, p, o, alpha, n, count, best, bestSq);
                best = sp.best();
                bestSq = sp.bestMove();
                break;
            }
            OthelloMoveOrder.selectNext(sqs, fl, keys, i, count);
            int sq = sqs[i];
            long f = fl[i];
            int v = -nullWindow(o ^ f, p | f | (1L << sq), -alpha - 1, n - 1);
            if (v > best) {
                best = v;
                bestSq = sq;
                if (v > alpha) break;
            }
        }
        stored += OthelloTable.store(table, bucket, p, o, best > alpha ? best : -INF, best > alpha ? INF : best, bestSq, n);
        return best;
    }

    // ---------------------------------------------------------------- split points (YBWC)

    /** Whether a node with {@code n} empty squares and {@code count} moves, its first searched, is split now. */
    private boolean splits(int n, int count) {
        return team != null && n >= SPLIT_MIN && count >= 3 && team.idle.get() > 0;
    }

    /**
     * Fills the move list of depth {@code n} with the moves of {@code moves}, their flips and
     * their ordering keys (fastest first), and returns how many.
     */
    private int order(long p, long o, long moves, int n, int ttMove) {
        final int[] sqs = moveBuf[n];
        final long[] fl = flipBuf[n];
        final int[] keys = keyBuf[n];
        long empty = board & ~(p | o);
        long odd = OthelloMoveOrder.oddRegions(quadrants, empty);
        int count = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long b = 1L << sq;
            long f = OthelloFlips.flips(rays, sq, p, o);
            int key;
            if (sq == ttMove) {
                key = Integer.MAX_VALUE;
            } else {
                long reply = OthelloState.placements(o ^ f, p | f | b, board);
                int mobility = Long.bitCount(reply) + Long.bitCount(reply & corners);
                long np = p | f | b;
                long e2 = empty & ~b;
                long adj = ((np << 1) & NOT_A) | ((np >>> 1) & NOT_H);
                adj |= np | adj;
                adj = (adj | (adj << 8) | (adj >>> 8)) & e2;
                int potential = Long.bitCount(adj);
                key = -(mobility << 6) + (Long.bitCount(OthelloFlips.cornerStable(corners, np)) << 4) - potential * 2
                        + squareValue[sq] + ((b & odd) != 0 ? 4 : 0);
            }
            sqs[count] = sq;
            fl[count] = f;
            keys[count] = key;
            count++;
        }
        return count;
    }

    // ---------------------------------------------------------------- shallow search

    /**
     * The null-window search {@code (alpha, alpha + 1)} of a position with {@code n} &le;
     * {@value #SHALLOW} empty squares, in parity order; {@code passed} when the opponent has just
     * passed (so that a second pass ends the game).
     */
    private int shallow(long p, long o, int alpha, int n, boolean passed) {
        if (n <= 4) {
            long empty = board & ~(p | o);
            if (n == 4) return lastFour(p, o, alpha, empty, passed);
            if (n == 3) return lastThree(p, o, alpha, empty, passed);
            if (n == 2) {
                return lastTwo(p, o, alpha, Long.numberOfTrailingZeros(empty), 63 - Long.numberOfLeadingZeros(empty), passed);
            }
            if (n == 1) return lastOne(p, o, Long.numberOfTrailingZeros(empty));
            return endScore(p, o);
        }
        if (++nodes >= nextPoll) poll();
        long empty = board & ~(p | o);
        long odd = OthelloMoveOrder.oddRegions(quadrants, empty);
        int best = -INF;
        for (int round = 0; round < 2; round++) {
            for (long e = round == 0 ? empty & odd : empty & ~odd; e != 0; e &= e - 1) {
                int sq = Long.numberOfTrailingZeros(e);
                if ((o & neighbours[sq]) == 0) continue;
                long f = OthelloFlips.flips(rays, sq, p, o);
                if (f == 0) continue;
                int v = -shallow(o ^ f, p | f | (1L << sq), -alpha - 1, n - 1, false);
                if (v > best) {
                    best = v;
                    if (v > alpha) return v;
                }
            }
        }
        if (best == -INF) {
            if (passed) return endScore(p, o);
            return -shallow(o, p, -alpha - 1, n, true);
        }
        return best;
    }

    /**
     * Four empty squares ({@code empty}) left: the shallow search's parity order (the squares of
     * odd quadrants first, each group by square), each move answered by {@link #lastThree}.
     */
    private int lastFour(long p, long o, int alpha, long empty, boolean passed) {
        if (++nodes >= nextPoll) poll();
        long odd = empty & OthelloMoveOrder.oddRegions(quadrants, empty);
        int best = -INF;
        for (int round = 0; round < 2; round++) {
            for (long e = round == 0 ? odd : empty ^ odd; e != 0; e &= e - 1) {
                int sq = Long.numberOfTrailingZeros(e);
                long f;
                if ((o & neighbours[sq]) != 0 && (f = OthelloFlips.flips(rays, sq, p, o)) != 0) {
                    long b = 1L << sq;
                    int v = -lastThree(o ^ f, p | f | b, -alpha - 1, empty ^ b, false);
                    if (v > best) {
                        if (v > alpha) return v;
                        best = v;
                    }
                }
            }
        }
        if (best == -INF) {
            if (passed) return endScore(p, o);
            return -lastFour(o, p, -alpha - 1, empty, true);
        }
        return best;
    }

    /**
     * Three empty squares ({@code empty}) left, in the shallow search's parity order without
     * counting: when exactly two of the three share a quadrant, the third (alone in an odd
     * quadrant) comes first, else they go by square; each move answered by {@link #lastTwo}.
     */
    private int lastThree(long p, long o, int alpha, long empty, boolean passed) {
        if (++nodes >= nextPoll) poll();
        int a = Long.numberOfTrailingZeros(empty);
        int c = 63 - Long.numberOfLeadingZeros(empty);
        int b = Long.numberOfTrailingZeros(empty & (empty - 1));
        int qa = quadrantOf[a];
        int x1 = a;
        int x2 = b;
        int x3 = c;
        if (qa == quadrantOf[b]) {
            if (qa != quadrantOf[c]) {
                x1 = c;
                x2 = a;
                x3 = b;
            }
        } else if (qa == quadrantOf[c]) {
            x1 = b;
            x2 = a;
        }
        int best = -INF;
        long f;
        if ((o & neighbours[x1]) != 0 && (f = OthelloFlips.flips(rays, x1, p, o)) != 0) {
            best = -lastTwo(o ^ f, p | f | (1L << x1), -alpha - 1, Math.min(x2, x3), Math.max(x2, x3), false);
            if (best > alpha) return best;
        }
        if ((o & neighbours[x2]) != 0 && (f = OthelloFlips.flips(rays, x2, p, o)) != 0) {
            int v = -lastTwo(o ^ f, p | f | (1L << x2), -alpha - 1, Math.min(x1, x3), Math.max(x1, x3), false);
            if (v > best) {
                if (v > alpha) return v;
                best = v;
            }
        }
        if ((o & neighbours[x3]) != 0 && (f = OthelloFlips.flips(rays, x3, p, o)) != 0) {
            int v = -lastTwo(o ^ f, p | f | (1L << x3), -alpha - 1, Math.min(x1, x2), Math.max(x1, x2), false);
            if (v > best) best = v;
        }
        if (best == -INF) {
            if (passed) return endScore(p, o);
            return -lastThree(o, p, -alpha - 1, empty, true);
        }
        return best;
    }

    /** Two empty squares {@code x1} &lt; {@code x2} left: each move answered by {@link #lastOne}. */
    private int lastTwo(long p, long o, int alpha, int x1, int x2, boolean passed) {
        nodes++;
        int best = -INF;
        long f;
        if ((o & neighbours[x1]) != 0 && (f = OthelloFlips.flips(rays, x1, p, o)) != 0) {
            best = -lastOne(o ^ f, p | f | (1L << x1), x2);
            if (best > alpha) return best;
        }
        if ((o & neighbours[x2]) != 0 && (f = OthelloFlips.flips(rays, x2, p, o)) != 0) {
            int v = -lastOne(o ^ f, p | f | (1L << x2), x1);
            if (v > best) best = v;
        }
        if (best == -INF) {
            if (passed) return endScore(p, o);
            return -lastTwo(o, p, -alpha - 1, x1, x2, true);
        }
        return best;
    }

    /** One empty square {@code sq} left, {@code p} to move: the mover plays it, else the opponent, else nobody. */
    private int lastOne(long p, long o, int sq) {
        nodes++;
        long f = OthelloFlips.lastFlips(rays, sq, p);
        if (f != 0) return 2 * Long.bitCount(p | f) + 2 - squares;
        f = OthelloFlips.lastFlips(rays, sq, o);
        if (f != 0) return 2 * Long.bitCount(p ^ f) - squares;
        return endScore(p, o);
    }

    /** {@link OthelloFlips#stableDiscs} on this search's board; for tests. */
    long stableDiscs(long o, long occupied) {
        return OthelloFlips.stableDiscs(board, o, occupied);
    }
}
