package org.pnengine.search.alphabeta;

import java.util.Arrays;
import java.util.List;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.SolverHints;
import org.pnengine.game.State;
import org.pnengine.search.PollCadence;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveClock;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * An exact alpha-beta solver: negamax over the game's exact score with a transposition table,
 * pinned down by null-window probes. It is the cross-check oracle of the other solvers' tests.
 *
 * <p><b>Negamax</b> (Knuth and Moore, "An analysis of alpha-beta pruning", Artificial
 * Intelligence 6, 1975), fail-soft, from the side to move's point of view:
 * <pre>
 *   v(n) = score(n) for the side to move               if n is terminal
 *   v(n) = max over moves m of  -v(n·m)   if m passes the turn,
 *                               +v(n·m)   if the mover moves again (no sign change)
 * </pre>
 * {@code search(n, α, β)} returns v(n) if α &lt; v(n) &lt; β, a value r &le; α with v(n) &le; r
 * if it fails low, and r &ge; β with v(n) &ge; r if it fails high.
 *
 * <p><b>Null windows.</b> The exact score is found by bisection over the game's score range
 * [lo, hi] = [{@link Game#minScore()}, {@link Game#maxScore()}] (for the side to move), with
 * zero-window probes {@code search(root, m, m+1)}: a result r &le; m sets hi = r, a result
 * r &gt; m sets lo = r, until lo = hi. The probe point is the midpoint, except that, as in Pons'
 * Connect Four solver, it goes out to half the range's bound on its side (lo/2 or hi/2) while
 * that is further from 0: the first probes ask about large wins and losses, which are cheap to
 * answer and narrow the range quickly. The transposition
 * table keeps a lower and an upper bound per position, as in Plaat, Schaeffer, Pijls and de Bruin,
 * "Best-first fixed-depth minimax algorithms" (MTD(f), Artificial Intelligence 87, 1996), so that
 * successive probes reuse each other's work. With {@code wdl=true} only win, draw or loss is
 * decided, by the probes {@code search(root, 0, 1)} and, if that fails low,
 * {@code search(root, -1, 0)}; no score is reported. That is usually cheaper than the exact
 * score, but not always: a probe around 0 accepts any win and may have to search long ones, where
 * the exact bisection's first probe, for a large win, is settled quickly by the game's bounds
 * (on Pons' Connect Four Test_L1_R1 the exact solve is several times faster; {@code pnengine bench
 * solve} with and without {@code wdl=true} compares them). Where the scores are only -1, 0, +1
 * the two modes do the same work.
 *
 * <p><b>Move ordering.</b> Before the children are searched, each is played once: a child that
 * ends the game is scored, and one whose stored bound already reaches beta (an enhanced
 * transposition cutoff) ends the node at once. The rest are searched with the table's move first,
 * then by a history heuristic (Schaeffer, "The history heuristic and alpha-beta search
 * enhancements in practice", IEEE PAMI 11, 1989): a counter per side and move code (modulo 4096),
 * raised by w² at every beta cutoff the move causes, w being log2 of the nodes that cutoff's
 * node took. Nothing here knows the game.
 *
 * <p><b>The game's tactics.</b> When the state offers {@link SolverHints} (checked once per solve)
 * and no position can repeat, the search follows Pons' Connect Four solver instead: a position
 * whose side to move can win at once is worth that win; otherwise only the moves that do not hand
 * the opponent a win at once are searched (with none, the position is lost at once), ordered by
 * the game's {@link SolverHints#moveOrder} after the table's move; the game's score bounds end a
 * node whose window they lie outside, and narrow the root's bisection range; the table is keyed by
 * {@link SolverHints#symmetricKey()}, so that mirror images share entries, in a compact table
 * (8 bytes an entry: the key's quotient by the table's prime size, as in Pons' solver; see
 * {@link BoundTable}). The hints' contract
 * makes every value identical to the plain search's; only the work changes.
 *
 * <p><b>Cycles and history.</b> The search sees positions only through
 * {@link State}. Three cases:
 * <ul>
 *   <li>{@link Game#maxGameLength()} &gt; 0: no position can repeat; nothing special.</li>
 *   <li>Unbounded games whose rules read only the hashed position (Woodpush with its ko in the
 *       position, Lines of Action, MiniShogi with {@code repetition=none}, Awari's Ludii rules):
 *       play can cycle, and the rules give no result for endless play. The solver counts endless
 *       play as a draw (score 0): a position that repeats one on the current search path is
 *       scored 0. The value of the game "a repetition ends it in a draw" equals that of "endless
 *       play is a draw" (whoever can force a result better than 0 can force it without
 *       repeating a position), so this is the position's value with no dependence on how it was
 *       reached. A value found through a repetition of a position <em>above</em> the node is path
 *       dependent, and is not stored: each result carries the shallowest path index its
 *       repetitions referred to, and is stored only if that index is not above the node
 *       itself. The positions played before the root are not part of the path.</li>
 *   <li>{@link State#historyDependent()} (sennichite, Awari's Olympiad and abapa repetition
 *       rules, MiniShogi's ply cap): the rules themselves settle repetition, from the real
 *       history, which the state carries. No value or bound is ever read from the table (it
 *       only orders moves), so every result is exact for the given history. This is
 *       exponential; it is correct.</li>
 * </ul>
 *
 * <p><b>Counting.</b> {@code nodesCreated} counts every position visited: each call of the
 * search (terminal positions, repetitions and table hits included), and each child scored as
 * terminal or cut off by the table before its search; {@code nodesExpanded} those
 * whose moves were generated; {@code peakNodes} the most table entries held at once. The best
 * move and the principal variation are read back with more null-window probes, which are
 * counted too: from each position on the line, the table's move is tried first and kept if a
 * probe confirms it keeps the value (with the game's tactics, a win at once is taken without a
 * probe, and only the safe moves are tried, in the game's order after the table's move). The
 * line stops at the end of the game, at a repeated
 * position, after 256 moves, or when its probes have used as many nodes as the solve (at least
 * 100,000).
 *
 * <p><b>Limits.</b> {@link SearchLimits#nodes()} caps the positions visited;
 * {@link SearchLimits#hardMillis()} and the stop signal are polled about every millisecond (every
 * 1 to 1024 positions, {@link PollCadence}; with the game's tactics, whose positions are fast,
 * every 16 to 16,384);
 * {@link SearchLimits#memoryBytes()} (and at most 3/4 of the heap) caps the table, which then
 * replaces entries rather than failing. A path deeper than {@value Search#MAX_DEPTH} plies
 * (possible only in unbounded games), or one that overflows the thread's stack before, stops the
 * search with reason {@code memory}. A stopped search returns {@link Value#UNKNOWN} with its reason. Progress is reported about once a second
 * with the bisection's current lower and upper bounds as the root's two numbers.
 */
public final class AlphaBetaSolver implements Solver {

    public static final SolverType TYPE = new SolverType("alphabeta",
            List.of(ParamSpec.ofBool("wdl", false,
                            "decide only win/draw/loss (null windows around 0), no exact score"),
                    ParamSpec.ofInt("ttbits", 24, 8, 28,
                            "log2 of the most transposition-table slots (8 bytes each for Connect Four, else 16)")),
            "exact negamax alpha-beta with a transposition table, score pinned by null-window bisection",
            AlphaBetaSolver::new);

    /**
     * The solver's settings.
     *
     * @param wdl    decide only win/draw/loss
     * @param ttBits log2 of the most table slots
     */
    public record Settings(boolean wdl, int ttBits) {

        public static Settings defaults() {
            return new Settings(false, 24);
        }
    }

    private final Settings settings;

    public AlphaBetaSolver(Params p) {
        this(new Settings(p.getBool("wdl"), p.getInt("ttbits")));
    }

    public AlphaBetaSolver(Settings settings) {
        this.settings = settings;
    }

    public AlphaBetaSolver() {
        this(Settings.defaults());
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return new Search(state, limits, new SolveClock(limits, stop, progress), settings).run();
    }

    /** Thrown (one preallocated instance, no stack trace) to unwind a stopped search. */
    private static final class Abort extends RuntimeException {
        Abort() {
            super(null, null, false, false);
        }
    }

    /** One solve: the table and the counters. Garbage once {@link #run} returns. */
    private static final class Search {

        /** The heap's limit, read once (asking the runtime costs microseconds, a tiny solve's time). */
        private static final long MAX_HEAP = Runtime.getRuntime().maxMemory();

        static final int MAX_DEPTH = 3000;
        /** The most nodes between two polls of the clock and the stop signal. */
        private static final int MAX_POLL_INTERVAL = 1024;
        private static final int NO_REP = Integer.MAX_VALUE;
        private static final int HISTORY_BITS = 12;
        private static final int HISTORY_MASK = (1 << HISTORY_BITS) - 1;
        private static final int PV_CAP = 256;

        private final State s;
        private final int rootPly;
        private final SearchLimits limits;
        private final SolveClock clock;
        private final PollCadence polls = new PollCadence(MAX_POLL_INTERVAL);
        private final boolean wdl;
        private final boolean cyclic;
        private final boolean historyDependent;
        private final int maxMoves;
        /** The table's memory budget in bytes, within its {@code ttbits} limit of slots. */
        private final long ttBytes;
        private final int ttBitsLimit;
        /** The game's tactics, used when the state offers them, no repetition can occur, and the root is not decided by them. */
        private SolverHints hints;
        private BoundTable tt;
        private final Abort abort = new Abort();
        /** The table budget of the game's own exact search, if its states offer one. */
        private final long kernelBytes;
        /** The game's own exact search ({@link ExactKernel}), which then does every window search. */
        private ExactKernel.Search kernel;
        /** At the start of the kernel's current search: {@link #created}, and the kernel's node count. */
        private long kernelCreated;
        private long kernelBase;

        private int[][] moveBuf = new int[0][];
        private int[][] keyBuf = new int[0][];
        private long[] path = new long[64];
        /** The history heuristic's counters, made when the plain search first runs. */
        private int[] history;
        private int repDepth = NO_REP;
        /** Whether depth 0 is the solved root (no table cutoffs there, best move recorded). */
        private boolean atRoot;
        private int rootBestMove = -1;

        private long created;
        private long expanded;
        private long nodeLimit;
        private int lo;
        private int hi;
        private String stopReason;

        Search(State state, SearchLimits limits, SolveClock clock, Settings st) {
            this.s = state;
            this.rootPly = state.ply();
            this.limits = limits;
            this.clock = clock;
            this.wdl = st.wdl();
            Game g = state.game();
            this.historyDependent = state.historyDependent();
            this.cyclic = !historyDependent && g.maxGameLength() <= 0;
            this.maxMoves = Math.max(1, g.maxMoves());
            this.hints = !cyclic && !historyDependent && state instanceof SolverHints sh ? sh : null;
            if (g.minScore() <= BoundTable.NO_LOWER || g.maxScore() >= BoundTable.NO_UPPER) {
                throw new IllegalArgumentException("scores beyond +-32766 are not supported");
            }
            this.ttBytes = Math.min(limits.memoryBytes(), MAX_HEAP / 4 * 3);
            this.ttBitsLimit = st.ttBits();
            this.kernelBytes = Math.min(ttBytes, (1L << ttBitsLimit) * BoundTable.WIDE_BYTES_PER_SLOT);
            this.nodeLimit = limits.nodes();
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
            try {
                tt = newTable(g);
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
            int lastProbeBest = -1;
            int bestMove = -1;
            Value value;
            Integer score = null;
            atRoot = true;
            try {
                if (wdl) {
                    int r = probe(0);
                    lastProbeBest = rootBestMove;
                    if (r > 0) {
                        value = Value.WIN;
                        bestMove = rootBestMove;
                    } else {
                        r = probe(-1);
                        lastProbeBest = rootBestMove;
                        if (r >= 0) {
                            value = Value.DRAW;
                            bestMove = rootBestMove;
                        } else {
                            value = Value.LOSS;
                        }
                    }
                } else {
                    if (kernel != null && lo < hi) {
                        // The game's search takes the whole range at once (its own window search).
                        rootBestMove = -1;
                        int r = search(0, lo - 1, hi + 1);
                        lastProbeBest = rootBestMove;
                        lo = r;
                        hi = r;
                        bestMove = rootBestMove;
                    }
                    while (lo < hi) {
                        int med = lo + (hi - lo) / 2;
                        if (med <= 0 && lo / 2 < med) med = lo / 2;
                        else if (med >= 0 && hi / 2 > med) med = hi / 2;
                        if (med >= hi) med = hi - 1;
                        int r = probe(med);
                        lastProbeBest = rootBestMove;
                        if (r <= med) {
                            hi = Math.min(hi, r);
                        } else {
                            lo = Math.max(lo, r);
                            bestMove = rootBestMove;
                        }
                    }
                    score = lo;
                    value = sign(lo);
                }
            } catch (Abort a) {
                restore();
                return unknown(bestMove >= 0 ? bestMove : lastProbeBest);
            } catch (StackOverflowError e) {
                restore();
                stopReason = "memory";
                return unknown(bestMove >= 0 ? bestMove : lastProbeBest);
            }
            if (bestMove < 0) bestMove = lastProbeBest;   // every move is as bad: any of them
            int[] pv = principalVariation(bestMove, score, value);
            return new SolveResult(value, bestMove, false, score, created, expanded, peak(), seconds(),
                    pv, null);
        }

        /**
         * The table: compact (8 bytes a slot) for the hinted search when the game's keys and
         * scores fit, else wide (16 bytes a slot); its slots are capped by {@code ttbits} and by
         * the memory budget. Null when the budget has no room for the smallest table.
         */
        private BoundTable newTable(Game g) {
            // With the game's own search, the table only serves the principal variation's move order.
            if (kernel != null) return BoundTable.wide(BoundTable.MIN_SLOTS);
            BoundTable t = null;
            long bySize = 1L << ttBitsLimit;
            if (hints != null) {
                int bound = Math.max(Math.abs(g.minScore()), Math.abs(g.maxScore()));
                long slots = Math.min(bySize, ttBytes / BoundTable.COMPACT_BYTES_PER_SLOT);
                if (slots >= BoundTable.MIN_SLOTS) {
                    t = BoundTable.compact((int) slots, hints.symmetricKeyBits(), bound, hints.moveLimit());
                }
            }
            if (t == null) {
                long slots = Math.min(bySize, ttBytes / BoundTable.WIDE_BYTES_PER_SLOT);
                if (slots >= BoundTable.MIN_SLOTS) t = BoundTable.wide((int) slots);
            }
            return t;
        }

        /** The zero-window probe {@code search(root, m, m+1)}. */
        private int probe(int m) {
            rootBestMove = -1;
            repDepth = NO_REP;
            return search(0, m, m + 1);
        }

        private int stm(int scoreForFirst) {
            return s.toMove() == Game.FIRST ? scoreForFirst : -scoreForFirst;
        }

        private static Value sign(int v) {
            return v > 0 ? Value.WIN : v < 0 ? Value.LOSS : Value.DRAW;
        }

        /** The search of the current position: by the game's own search or with its tactics if it offers them. */
        private int search(int depth, int alpha, int beta) {
            if (kernel != null) return searchKernel(depth, alpha, beta);
            return hints != null ? searchHintedEntry(depth, alpha, beta) : searchPlain(depth, alpha, beta);
        }

        /**
         * The window search of the current position by the game's {@link ExactKernel}: its nodes
         * are counted as created and expanded, its stop ends the solve as any limit does.
         */
        private int searchKernel(int depth, int alpha, int beta) {
            kernelCreated = created;
            kernelBase = kernel.nodes();
            int v = kernel.search(alpha, beta);
            long used = kernel.nodes() - kernelBase;
            created += used;
            expanded += used;
            if (kernel.stopped()) halt(stopReason != null ? stopReason : "cancelled");
            if (depth == 0 && atRoot) rootBestMove = kernel.bestMove();
            return v;
        }

        /** The kernel's stop hook: the node limit, the clock and the stop signal; reports progress. */
        private boolean kernelStops() {
            long total = kernelCreated + kernel.nodes() - kernelBase;
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

        /** The most table entries held at once, the game's own search's included. */
        private long peak() {
            long p = tt == null ? 0 : tt.peak();
            return kernel == null ? p : Math.max(p, kernel.peak());
        }

        /** The key of the current position in the table. */
        private long tableKey() {
            return hints != null ? hints.symmetricKey() : s.hash();
        }

        /**
         * Fail-soft negamax of the current position at path index {@code depth}, for its side to
         * move. Leaves {@link #repDepth} at the shallowest path index a repetition below referred
         * to (or {@link #NO_REP}) merged with its value on entry.
         */
        private int searchPlain(int depth, int alpha, int beta) {
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
            int slot = tt.find(h);
            if (slot >= 0) {
                ttMove = tt.move(slot);
                if (!historyDependent && (depth > 0 || !atRoot)) {
                    int l = tt.lower(slot);
                    int u = tt.upper(slot);
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
                        int cs = tt.find(s.hash());
                        if (cs >= 0) {
                            int lb = s.toMove() == mover ? tt.lower(cs) : -tt.upper(cs);
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
                tt.store(h, historyDependent ? BoundTable.NO_LOWER : best, BoundTable.NO_UPPER, bestMove, 0);
                if (depth == 0 && atRoot) rootBestMove = bestMove;
                return best;
            }
            if (best > alpha) alpha = best;
            final int savedRep = repDepth;
            repDepth = NO_REP;
            for (int i = 0; i < k; i++) {
                int m = selectNext(moves, keys, i, k);
                s.apply(m);
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
            final int dep = repDepth;
            repDepth = Math.min(savedRep, dep);
            int work = 64 - Long.numberOfLeadingZeros(created - before);
            if (historyDependent || dep < depth) {
                tt.store(h, BoundTable.NO_LOWER, BoundTable.NO_UPPER, bestMove, work);
            } else {
                tt.store(h, best > alpha0 ? best : BoundTable.NO_LOWER, best < beta ? best : BoundTable.NO_UPPER,
                        bestMove, work);
            }
            if (depth == 0 && atRoot) rootBestMove = bestMove;
            return best;
        }

        /**
         * {@link #searchHinted} for a position whose side to move may be able to win at once
         * (the root's probes, the principal variation's): such a win is its value.
         */
        private int searchHintedEntry(int depth, int alpha, int beta) {
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
        private int searchHinted(int depth, int alpha, int beta) {
            if (created >= nodeLimit) halt("nodes");
            created++;
            // Its nodes are fast (a few hundred ns): the cadence counts them sixteen at a time.
            if ((created & 15) == 0 && polls.due()) poll();
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
            final BoundTable tt = this.tt;
            int ttMove = -1;
            int slot = tt.find(h);
            if (slot >= 0) {
                int stored = tt.move(slot);
                if (stored >= 0) ttMove = hints.canonicalMove(stored);   // back to this orientation
                if (!root) {
                    int l = tt.lower(slot);
                    int u = tt.upper(slot);
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
            for (int i = 0; i < n; i++) {
                int m;
                if (i < scoreFrom || n == 1) {
                    m = moves[i];
                } else {
                    if (i == scoreFrom) {
                        for (int j = i; j < n; j++) keys[j] = hints.moveOrder(moves[j]);
                    }
                    m = selectNext(moves, keys, i, n);
                }
                s.apply(m);
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
            int work = 64 - Long.numberOfLeadingZeros(created - before);
            tt.store(h, best > alpha0 ? best : BoundTable.NO_LOWER, best < beta ? best : BoundTable.NO_UPPER,
                    bestMove >= 0 ? hints.canonicalMove(bestMove) : -1, work);
            if (root) rootBestMove = bestMove;
            return best;
        }

        /**
         * One step of the selection sort that orders the moves lazily (a cutoff often comes
         * before the rest are needed): moves the move of highest key among
         * {@code moves[i..n)} to position {@code i}, with its key, and returns it.
         */
        private static int selectNext(int[] moves, int[] keys, int i, int n) {
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

        private void growBuffers(int depth) {
            int len = Math.max(depth + 1, moveBuf.length * 2);
            int old = moveBuf.length;
            moveBuf = Arrays.copyOf(moveBuf, len);
            keyBuf = Arrays.copyOf(keyBuf, len);
            for (int i = old; i < len; i++) {
                moveBuf[i] = new int[maxMoves];
                keyBuf[i] = new int[maxMoves];
            }
        }

        private void halt(String reason) {
            stopReason = reason;
            throw abort;
        }

        private void poll() {
            String reason = clock.stopReason();
            if (reason != null) halt(reason);
            if (clock.progressDue()) {
                clock.report(new SolveProgress(created, expanded, tt.size(), clock.seconds(), lo, hi));
            }
        }

        /** Undoes whatever a stopped search left applied. */
        private void restore() {
            while (s.ply() > rootPly) s.undo();
        }

        /**
         * The line from the root: {@code first}, then at each position a move that keeps the
         * value, confirmed by a null-window probe (the table's move tried first). In exact mode
         * the value is the score; with {@code wdl} a win needs a move worth at least +1, a draw
         * one worth at least 0, and a lost side plays the table's move.
         */
        private int[] principalVariation(int first, Integer score, Value value) {
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

        private static boolean repeats(long[] seen, int n, long h) {
            for (int i = 0; i < n; i++) if (seen[i] == h) return true;
            return false;
        }

        /** A move of the current position that keeps its value {@code v}, or -1. */
        private int keeper(int v) {
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
            int slot = tt.find(tableKey());
            int ttMove = slot >= 0 ? tt.move(slot) : -1;
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

        private double seconds() {
            return clock.seconds();
        }

        /**
         * An unknown result; {@code favoured} is the move of the last finished probe (the one that
         * proved the best bound so far, else the last probe's best), or -1 before any.
         */
        private SolveResult unknown(int favoured) {
            return new SolveResult(Value.UNKNOWN, favoured, false, null, created, expanded, peak(),
                    seconds(), new int[0], stopReason);
        }
    }
}
