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
 * between the threads by the young brothers wait concept ({@link OthelloSplit}, {@link #pvSplit}),
 * on one table whose slots carry a check word (lockless hashing).
 *
 * <p>Papers: Marsland and Campbell, 1982, and Reinefeld's NegaScout, 1983 (principal variation
 * search); Plaat, Schaeffer, Pijls and de Bruin, 1996 (enhanced transposition cutoffs); J.-C.
 * Weill's square values; Feldmann et al., 1989 (YBWC); Hyatt and Mann, ICGA Journal 25, 2002
 * (lockless hashing). Every layer, the move order and the check word in full:
 * protocol-spec/games/Othello.md#the-endgame-search.
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
    private static final int NO_MOVE = 0xFF;
    /** Longs per table bucket: two entries of (mover's discs, opponent's discs, data). */
    private static final int BUCKET_LONGS = 6;
    private static final long BUCKET_BYTES = BUCKET_LONGS * 8L;
    private static final long NOT_A = 0xFEFEFEFEFEFEFEFEL;
    private static final long NOT_H = 0x7F7F7F7F7F7F7F7FL;
    /** The edges of the 8x8 layout: the files a and h, the ranks 1 and 8. */
    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = 0x8080808080808080L;
    private static final long RANK_1 = 0x00000000000000FFL;
    private static final long RANK_8 = 0xFF00000000000000L;
    /** The row and column steps of the eight directions, the four towards higher bits first. */
    private static final int[] DIR_ROW = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DIR_COL = {1, 1, 0, -1, -1, -1, 0, 1};
    /**
     * The value of a square by its distance from the nearest edge along the rank and along the
     * file (0 to 3, the smaller first): J.-C. Weill's square values, as Edax's {@code move.c}
     * gives them for its move order (corners 18, the squares beside them 4, the centre 0).
     */
    private static final int[][] SQUARE_VALUE = {
        {18, 4, 16, 12},
        {4, 2, 6, 8},
        {16, 6, 14, 10},
        {12, 8, 10, 0},
    };
    /** At least this many empty squares: enhanced transposition cutoffs before the moves are searched. */
    static final int ETC_MIN = SHALLOW + 2;

    /** Thrown (one instance, no stack trace) to unwind a stopped search. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    private static final Stopped STOPPED = new Stopped();

    /** Thrown (one instance) to unwind a search under a split point that was cut. */
    private static final class Cut extends RuntimeException {
        Cut() {
            super(null, null, false, false);
        }
    }

    private static final Cut CUT = new Cut();

    private final OthelloState state;
    private final long board;
    private final int squares;
    private final boolean wof;
    private final long corners;
    /**
     * Per square: half of its value in Weill's table (see {@link #SQUARE_VALUE}), a tie-break of
     * the move order.
     */
    private final int[] squareValue;
    private final long[] quadrants;
    private final long[] neighbours;
    /** The quadrant (0 to 3) of each square. */
    private final int[] quadrantOf;
    /**
     * Per square and direction, at {@code 8 * sq + dir}: the squares of the board along the ray
     * from {@code sq} (not holding it); the first four directions step towards higher bits.
     */
    private final long[] rays;
    private final BooleanSupplier stop;

    private final long[] table;
    private final int bucketMask;
    private long stored;

    /** Per number of empty squares: the move list of a null-window or window search. */
    private int[][] moveBuf = new int[0][];
    private long[][] flipBuf = new long[0][];
    private int[][] keyBuf = new int[0][];

    /** With split points (YBWC): the threads of this solve; null on one thread. */
    private SplitPoint.Team team;
    /** This search's thread number in {@link #team}: 0 for the main search. */
    private int tid;
    /** Whether this is a YBWC helper: its {@link #search} serves the split points of the others. */
    private boolean serves;
    /** The innermost split point this search works under, or null. */
    private SplitPoint at;

    private long nodes;
    /** The node count at which the stop hook is polled next. */
    private long nextPoll = POLL_INTERVAL;
    private boolean stopped;
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
        this.rays = new long[64 * 8];
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
                squareValue[sq] = SQUARE_VALUE[edgeR][edgeC] >> 1;
                for (int dir = 0; dir < 8; dir++) {
                    int dr = DIR_ROW[dir];
                    int dc = DIR_COL[dir];
                    long ray = 0;
                    for (int rr = r + dr, cc = col + dc; rr >= 0 && rr < 8 && cc >= 0 && cc < 8; rr += dr, cc += dc) {
                        ray |= 1L << (8 * rr + cc);
                    }
                    rays[8 * sq + dir] = ray & g.boardMask;
                }
                long h = b | ((b << 1) & NOT_A) | ((b >>> 1) & NOT_H);
                neighbours[sq] = (h | (h << 8) | (h >>> 8)) & board & ~b;
            }
        }
        this.corners = c;
        int empties = state.empties();
        int bits = Math.max(8, Math.min(21, empties - 3));
        long byMemory = Long.highestOneBit(Math.max(1, memoryBytes / BUCKET_BYTES));
        int buckets = (int) Math.max(1, Math.min(1L << bits, byMemory));
        this.table = new long[buckets * BUCKET_LONGS];
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
        if (serves) return serve();
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
    private int window(long p, long o, int alpha, int beta, int n, boolean root) {
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
            bucket = bucketOf(p, o);
            long d = probe(bucket, p, o);
            if (d != 0) {
                ttMove = move(d);
                if (!root) {
                    int lower = lower(d);
                    int upper = upper(d);
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
                int[] r = pvSplit(p, o, alpha, beta, n, count, best, bestSq);
                best = r[0];
                bestSq = r[1];
                alpha = Math.max(alpha, best);
                break;
            }
            selectNext(sqs, fl, keys, i, count);
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
            store(bucket, p, o, best > alpha0 ? best : -INF, best < beta ? best : INF, bestSq, n);
        }
        if (root) bestMove = bestSq;
        return best;
    }

    /** The null-window search {@code (alpha, alpha + 1)} of a position with {@code n} empty squares. */
    private int nullWindow(long p, long o, int alpha, int n) {
        if (alpha >= squares) return squares;
        if (alpha < -squares) return -squares;
        return n > SHALLOW ? deep(p, o, alpha, n) : shallow(p, o, alpha, n, false);
    }

    // ---------------------------------------------------------------- null-window search with the table

    private int deep(long p, long o, int alpha, int n) {
        if (++nodes >= nextPoll) poll();
        // The opponent keeps its stable discs: the score is at most squares - 2 * stable.
        if (alpha >= squares - 2 * Long.bitCount(o)) {
            int bound = squares - 2 * Long.bitCount(stableDiscs(o, p | o));
            if (bound <= alpha) return bound;
        }
        long moves = OthelloState.placements(p, o, board);
        if (moves == 0) {
            if (OthelloState.placements(o, p, board) == 0) return endScore(p, o);
            return -deep(o, p, -alpha - 1, n);
        }
        int bucket = bucketOf(p, o);
        int ttMove = NO_MOVE;
        long d = probe(bucket, p, o);
        if (d != 0) {
            int lower = lower(d);
            if (lower > alpha) return lower;
            int upper = upper(d);
            if (upper <= alpha) return upper;
            ttMove = move(d);
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
                long cd = probe(bucketOf(cp, co), cp, co);
                if (cd != 0 && -upper(cd) > alpha) {
                    int v = -upper(cd);
                    store(bucket, p, o, v, INF, sqs[i], n);
                    return v;
                }
            }
        }
        int best = -INF;
        int bestSq = NO_MOVE;
        for (int i = 0; i < count; i++) {
            if (i == 1 && splits(n, count)) {
                // Young brothers wait: the first move did not cut; the others are shared.
                SplitPoint sp = splitRest(p, o, alpha, n, count, best, bestSq);
                best = sp.best();
                bestSq = sp.bestMove();
                break;
            }
            selectNext(sqs, fl, keys, i, count);
            int sq = sqs[i];
            long f = fl[i];
            int v = -nullWindow(o ^ f, p | f | (1L << sq), -alpha - 1, n - 1);
            if (v > best) {
                best = v;
                bestSq = sq;
                if (v > alpha) break;
            }
        }
        store(bucket, p, o, best > alpha ? best : -INF, best > alpha ? INF : best, bestSq, n);
        return best;
    }

    // ---------------------------------------------------------------- split points (YBWC)

    /** Whether a node with {@code n} empty squares and {@code count} moves, its first searched, is split now. */
    private boolean splits(int n, int count) {
        return team != null && n >= SPLIT_MIN && count >= 3 && team.idle.get() > 0;
    }

    /**
     * The null-window node (p, o) whose first move was searched without a cutoff: its other
     * moves, in order, shared with the idle threads; returns the split point, whose best score
     * is the node's fail-soft value once every move was searched or one cut.
     */
    private SplitPoint splitRest(long p, long o, int alpha, int n, int count, int best, int bestSq) {
        final int[] sqs = moveBuf[n];
        final long[] fl = flipBuf[n];
        final int[] keys = keyBuf[n];
        for (int i = 1; i < count; i++) selectNext(sqs, fl, keys, i, count);
        return split(p, o, alpha, n, Arrays.copyOfRange(sqs, 1, count), Arrays.copyOfRange(fl, 1, count),
                count - 1, best, bestSq);
    }

    /**
     * Shares the moves {@code sqs} (their flips {@code fl}) of node (p, o) with the idle threads
     * and searches them with them, each with the null window at {@code alpha}; returns the split
     * point once every move was searched or one scored above alpha. Throws {@link #CUT} if a
     * split point above was cut meanwhile, {@link #STOPPED} if the search must stop.
     */
    private SplitPoint split(long p, long o, int alpha, int n, int[] sqs, long[] fl, int count, int best, int bestSq) {
        OthelloSplit sp = new OthelloSplit(at, team.posted.get(tid), p, o, alpha, n, sqs, fl, count, best, bestSq);
        // Then wait for the others' last moves, helping with split points made under this one.
        team.share(sp, tid, () -> work(sp), this::join, this::checkStop);
        if (sp.broken) throw STOPPED;
        if (!sp.cut && sp.cutHere()) throw CUT;
        return sp;
    }

    /**
     * The moves after the first of the window node (p, o), shared as principal variation search
     * tries them: each with the null window at alpha, and one that scores above it searched
     * again, by this thread alone, in the window (its score, beta), which raises alpha; the moves
     * that did not fail low at the old alpha are then shared again at the new one, until every
     * move failed low or one reached beta. Returns the best score and its move.
     */
    private int[] pvSplit(long p, long o, int alpha, int beta, int n, int count, int best, int bestSq) {
        final int[] sqs = moveBuf[n];
        final long[] fl = flipBuf[n];
        final int[] keys = keyBuf[n];
        for (int i = 1; i < count; i++) selectNext(sqs, fl, keys, i, count);
        int[] rs = Arrays.copyOfRange(sqs, 1, count);
        long[] rf = Arrays.copyOfRange(fl, 1, count);
        int rc = count - 1;
        while (rc > 0) {
            SplitPoint sp = split(p, o, alpha, n, rs, rf, rc, best, bestSq);
            best = sp.best();
            bestSq = sp.bestMove();
            if (best <= alpha || best >= beta) break;
            int x = sp.bestIndex();
            long f = rf[x];
            int v = -window(o ^ f, p | f | (1L << rs[x]), -beta, -best, n - 1, false);
            if (v > best) best = v;
            alpha = best;
            if (best >= beta) break;
            int[] ns = new int[rc];
            long[] nf = new long[rc];
            int nc = 0;
            for (int k = 0; k < rc; k++) {
                if (k == x || sp.failedLow(k)) continue;
                ns[nc] = rs[k];
                nf[nc] = rf[k];
                nc++;
            }
            rs = ns;
            rf = nf;
            rc = nc;
        }
        return new int[] {best, bestSq};
    }

    /** Throws {@link #STOPPED} if the stop hook says so (while a split point's owner waits). */
    private void checkStop() {
        if (stop.getAsBoolean()) throw STOPPED;
    }

    /** Works at a split point of another thread until its moves run out or it is cut. */
    private void join(SplitPoint sp) {
        sp.workers.incrementAndGet();
        try {
            work((OthelloSplit) sp);
        } catch (Stopped e) {
            // a move taken here was not searched: the owner must not take the node's value
            sp.broken = true;
            sp.cut = true;
            throw e;
        } finally {
            sp.workers.decrementAndGet();
        }
    }

    /** Takes the split point's moves one by one and searches them, until none is left or it is cut. */
    private void work(OthelloSplit sp) {
        SplitPoint saved = at;
        at = sp;
        try {
            while (!sp.cut) {
                int k = sp.next.getAndIncrement();
                if (k >= sp.count) break;
                int sq = sp.moves[k];
                long f = sp.flips[k];
                int v = -nullWindow(sp.o ^ f, sp.p | f | (1L << sq), -sp.alpha - 1, sp.n - 1);
                if (sp.report(k, v)) break;
            }
        } catch (Cut c) {
            // this split point or one above it was cut: the caller sees which
        } finally {
            at = saved;
        }
    }

    /** A helper's search: it works at the other threads' split points until told to stop. */
    private int serve() {
        try {
            team.serve(tid, this::join, stop);
        } catch (Stopped e) {
            stopped = true;
        }
        return 0;
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
        long odd = oddRegions(empty);
        int count = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long b = 1L << sq;
            long f = flips(sq, p, o);
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
                key = -(mobility << 6) + (Long.bitCount(cornerStable(np)) << 4) - potential * 2
                        + squareValue[sq] + ((b & odd) != 0 ? 4 : 0);
            }
            sqs[count] = sq;
            fl[count] = f;
            keys[count] = key;
            count++;
        }
        return count;
    }

    /** Moves the entry of highest key among {@code [i, n)} to position {@code i}. */
    private static void selectNext(int[] sqs, long[] fl, int[] keys, int i, int n) {
        int bi = i;
        int bk = keys[i];
        for (int j = i + 1; j < n; j++) {
            if (keys[j] > bk) {
                bk = keys[j];
                bi = j;
            }
        }
        if (bi != i) {
            int s = sqs[bi];
            sqs[bi] = sqs[i];
            sqs[i] = s;
            long f = fl[bi];
            fl[bi] = fl[i];
            fl[i] = f;
            keys[bi] = keys[i];
            keys[i] = bk;
        }
    }

    /** The union of the quadrants holding an odd number of the squares of {@code empty}. */
    private long oddRegions(long empty) {
        long odd = 0;
        for (long q : quadrants) {
            if ((Long.bitCount(empty & q) & 1) != 0) odd |= q;
        }
        return odd;
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
        long odd = oddRegions(empty);
        int best = -INF;
        for (int round = 0; round < 2; round++) {
            for (long e = round == 0 ? empty & odd : empty & ~odd; e != 0; e &= e - 1) {
                int sq = Long.numberOfTrailingZeros(e);
                if ((o & neighbours[sq]) == 0) continue;
                long f = flips(sq, p, o);
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
        long odd = empty & oddRegions(empty);
        int best = -INF;
        for (int round = 0; round < 2; round++) {
            for (long e = round == 0 ? odd : empty ^ odd; e != 0; e &= e - 1) {
                int sq = Long.numberOfTrailingZeros(e);
                long f;
                if ((o & neighbours[sq]) != 0 && (f = flips(sq, p, o)) != 0) {
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
        if ((o & neighbours[x1]) != 0 && (f = flips(x1, p, o)) != 0) {
            best = -lastTwo(o ^ f, p | f | (1L << x1), -alpha - 1, Math.min(x2, x3), Math.max(x2, x3), false);
            if (best > alpha) return best;
        }
        if ((o & neighbours[x2]) != 0 && (f = flips(x2, p, o)) != 0) {
            int v = -lastTwo(o ^ f, p | f | (1L << x2), -alpha - 1, Math.min(x1, x3), Math.max(x1, x3), false);
            if (v > best) {
                if (v > alpha) return v;
                best = v;
            }
        }
        if ((o & neighbours[x3]) != 0 && (f = flips(x3, p, o)) != 0) {
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
        if ((o & neighbours[x1]) != 0 && (f = flips(x1, p, o)) != 0) {
            best = -lastOne(o ^ f, p | f | (1L << x1), x2);
            if (best > alpha) return best;
        }
        if ((o & neighbours[x2]) != 0 && (f = flips(x2, p, o)) != 0) {
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
        long f = lastFlips(sq, p);
        if (f != 0) return 2 * Long.bitCount(p | f) + 2 - squares;
        f = lastFlips(sq, o);
        if (f != 0) return 2 * Long.bitCount(p ^ f) - squares;
        return endScore(p, o);
    }

    // ---------------------------------------------------------------- flips

    /**
     * The discs of {@code o} flipped when {@code p}'s owner plays on the empty square {@code sq}
     * (zero if none): the same discs as {@link OthelloState#flips}, found ray by ray. Along a ray
     * the first square not holding an opponent disc ends the run of opponent discs from
     * {@code sq}; the run flips when that square holds a disc of {@code p}.
     */
    private long flips(int sq, long p, long o) {
        final long[] r = rays;
        final long no = ~o;
        int i = sq << 3;
        long f = up(r[i], p, no) | up(r[i + 1], p, no) | up(r[i + 2], p, no) | up(r[i + 3], p, no);
        return f | down(r[i + 4], p, no) | down(r[i + 5], p, no) | down(r[i + 6], p, no) | down(r[i + 7], p, no);
    }

    /**
     * {@link #flips} with {@code sq} the only empty square, so that every square of a ray not
     * holding a disc of {@code p} holds an opponent disc: along each ray the discs before the
     * first disc of {@code p} flip, if there is one.
     */
    private long lastFlips(int sq, long p) {
        final long[] r = rays;
        int i = sq << 3;
        long f = lastUp(r[i], p) | lastUp(r[i + 1], p) | lastUp(r[i + 2], p) | lastUp(r[i + 3], p);
        // Towards lower bits no disc of p means no bits above zero: no flips, with no test.
        return f | (-Long.highestOneBit(r[i + 4] & p) << 1 & r[i + 4])
                | (-Long.highestOneBit(r[i + 5] & p) << 1 & r[i + 5])
                | (-Long.highestOneBit(r[i + 6] & p) << 1 & r[i + 6])
                | (-Long.highestOneBit(r[i + 7] & p) << 1 & r[i + 7]);
    }

    /** {@link #lastFlips} along a ray towards higher bits. */
    private static long lastUp(long ray, long p) {
        long x = ray & p;
        long end = x & -x;
        return (end - 1) & ray & ((end | -end) >> 63);
    }

    /** The flips along a ray towards higher bits: the squares of the ray below its first non-opponent square, if that is {@code p}'s. */
    private static long up(long ray, long p, long notO) {
        long x = ray & notO;
        long end = x & -x;
        // All ones when the end holds a disc of p (a single bit, bit 63 included), else zero.
        long closed = ~(((end & p) - 1) >> 63);
        return (end - 1) & ray & closed;
    }

    /** The flips along a ray towards lower bits: the squares of the ray above its last non-opponent square, if that is {@code p}'s. */
    private static long down(long ray, long p, long notO) {
        long end = Long.highestOneBit(ray & notO);
        long closed = ~(((end & p) - 1) >> 63);
        return (-end << 1) & ray & closed;
    }

    // ---------------------------------------------------------------- stability

    /**
     * A subset of the discs {@code o} that no move can ever flip, with {@code occupied} the
     * squares holding a disc: a disc is stable when, along each of the four lines through it,
     * the line is full (no move is ever played on it), or its neighbour on one side is off the
     * board or a stable disc of its own colour (a run of discs flipped along that line would
     * hold that neighbour too). Grown from the corners until nothing changes; squares off a
     * smaller board count as full and as stable.
     */
    long stableDiscs(long o, long occupied) {
        long off = ~board;
        long filled = occupied | off;
        long h = fullLines(filled, 1, FILE_H, FILE_A) | FILE_A | FILE_H;
        long v = fullLines(filled, 8, RANK_8, RANK_1) | RANK_1 | RANK_8;
        long d9 = fullLines(filled, 9, FILE_H | RANK_8, FILE_A | RANK_1) | FILE_A | FILE_H | RANK_1 | RANK_8;
        long d7 = fullLines(filled, 7, FILE_A | RANK_8, FILE_H | RANK_1) | FILE_A | FILE_H | RANK_1 | RANK_8;
        long stable = 0;
        while (true) {
            long x = stable | off;
            long next = o & (h | (x >>> 1) | (x << 1)) & (v | (x >>> 8) | (x << 8))
                    & (d9 | (x >>> 9) | (x << 9)) & (d7 | (x >>> 7) | (x << 7));
            if (next == stable) return stable;
            stable = next;
        }
    }

    /**
     * The squares of {@code filled} whose whole line in the direction of step {@code d} is
     * filled; {@code endUp} and {@code endDown} are the squares with no neighbour at {@code +d}
     * and at {@code -d}.
     */
    private static long fullLines(long filled, int d, long endUp, long endDown) {
        long up = filled;
        long down = filled;
        for (int i = 0; i < 7; i++) {
            up = filled & (endUp | (up >>> d));
            down = filled & (endDown | (down << d));
        }
        return up & down;
    }

    /** The discs of {@code p} on the corners, and beside a corner of its own on an edge: stable, all of them. */
    private long cornerStable(long p) {
        long c = p & corners;
        return p & (c | ((c << 1) & NOT_A) | ((c >>> 1) & NOT_H) | (c << 8) | (c >>> 8));
    }

    // ---------------------------------------------------------------- table

    private int bucketOf(long p, long o) {
        return ((int) mix(p, o) & bucketMask) * BUCKET_LONGS;
    }

    /** A 64-bit hash of the position (p, o): its low bits choose the table's bucket. */
    private static long mix(long p, long o) {
        long h = p * 0x9E3779B97F4A7C15L + Long.rotateLeft(o, 29) * 0xC2B2AE3D27D4EB4FL;
        h ^= h >>> 31;
        h *= 0xD6E8FEB86659FD93L;
        h ^= h >>> 32;
        return h;
    }


    /**
     * The check word of an entry: the opponent's discs XOR the data word XOR the mover's discs
     * times an odd constant. A slot holds (mover's discs, check, data); threads sharing the table
     * write the three words without a lock, and a slot whose words come from two writes fails the
     * check (Hyatt and Mann's lockless hashing, with both halves of the position in it).
     */
    private static long check(long p, long o, long d) {
        return o ^ d ^ (p * 0xC2B2AE3D27D4EB4FL);
    }

    /** The data word of the entry of (p, o) in its bucket, or 0 if it has none. */
    private long probe(int b, long p, long o) {
        final long[] t = table;
        long d = t[b + 2];
        if (t[b] == p && t[b + 1] == check(p, o, d)) return d;
        d = t[b + 5];
        if (t[b + 3] == p && t[b + 4] == check(p, o, d)) return d;
        return 0;
    }

    private static int lower(long d) {
        return ((int) d & 0xFF) - 128;
    }

    private static int upper(long d) {
        return ((int) (d >>> 8) & 0xFF) - 128;
    }

    private static int move(long d) {
        return (int) (d >>> 16) & 0xFF;
    }

    private static int empties(long d) {
        return (int) (d >>> 24) & 0xFF;
    }

    private static long data(int lower, int upper, int move, int n) {
        return (lower + 128) | (upper + 128) << 8 | (long) move << 16 | (long) n << 24;
    }

    /**
     * Stores bounds on the exact score of (p, o): merged with the entry it has (every bound is
     * exact, so their intersection is too); else into the first slot, whose old entry moves to
     * the second, if it is for at least as many empty squares as the first slot's, and into the
     * second slot (always replaced) if not.
     */
    private void store(int b, long p, long o, int lower, int upper, int move, int n) {
        final long[] t = table;
        int at;
        long d = t[b + 2];
        if (t[b] == p && t[b + 1] == check(p, o, d)) {
            at = b;
        } else if (t[b + 3] == p && t[b + 4] == check(p, o, d = t[b + 5])) {
            at = b + 3;
        } else {
            // One more entry held unless both slots were full.
            if (t[b + 2] == 0 || t[b + 5] == 0) stored++;
            if (t[b + 2] == 0) {
                at = b;
            } else if (n >= empties(t[b + 2])) {
                t[b + 3] = t[b];
                t[b + 4] = t[b + 1];
                t[b + 5] = t[b + 2];
                at = b;
            } else {
                at = b + 3;
            }
            long nd = data(lower, upper, move, n);
            t[at] = p;
            t[at + 1] = check(p, o, nd);
            t[at + 2] = nd;
            return;
        }
        int l = Math.max(lower, lower(d));
        int u = Math.min(upper, upper(d));
        long nd = data(l, u, move != NO_MOVE ? move : move(d), n);
        t[at + 1] = check(p, o, nd);
        t[at + 2] = nd;
    }
}
