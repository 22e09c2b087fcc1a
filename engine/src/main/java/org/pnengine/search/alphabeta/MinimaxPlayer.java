package org.pnengine.search.alphabeta;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pnengine.game.Evaluation;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Threads;
import org.pnengine.search.Value;
import org.pnengine.search.book.BookPlayer;

/**
 * {@code minimax}: a depth-first player over the game's static evaluation. Negamax alpha-beta
 * (Knuth and Moore 1975) with principal variation search, iterative deepening with aspiration
 * windows at the root, a transposition table kept between moves and aged by move
 * ({@link PlayerTable}), killer moves and the history heuristic (Schaeffer 1989; by default with
 * Stockfish's gravity update {@code h += b - h·|b|/16384}, a malus for the quiet moves that did
 * not cut, and reductions shortened or lengthened by the history), late-move reductions, quiet
 * moves that lose their piece by exchanges ({@link org.pnengine.game.Tactics#hangs}: a negative
 * static exchange, as Stockfish's SEE pruning) ordered last and skipped near the horizon, and a
 * quiescence search over the moves the game's
 * {@link org.pnengine.game.Tactics} names (captures, wins) and the quiet moves that make a threat,
 * which may not stand pat when the side to move is threatened; a threatened position searches
 * only the moves that may answer the threat. With {@code threads=N} the searches share the table
 * (lazy SMP), and the first one's answer is played.
 *
 * <p>A leaf is scored by the game's {@link Evaluation} (the side to move's view); a game without
 * one scores it by the mean of {@code leaf_playouts} seeded random playouts. A position the
 * search proves (a win or a loss within its horizon) is reported as {@link Value#WIN} or
 * {@link Value#LOSS}; a heuristic value {@code v} becomes the win rate {@code 1/(1+e^(-v/scale))}.
 *
 * <p>Contract: as {@link Player}; the move comes from the deepest iteration completed, or from
 * the one under way once its first root move is searched; a search polls its stop, its deadline
 * and the node limit every {@value MinimaxSearch#POLL} nodes, and completes its first iteration
 * whatever the deadline.
 */
public final class MinimaxPlayer extends BookPlayer {

    /** The most searches one move may run at once. */
    public static final int MAX_THREADS = 64;

    public static final PlayerType TYPE = new PlayerType("minimax", List.of(
            ParamSpec.ofInt("depth", 0, 0, MinimaxSearch.MAX_PLY - 1, "the deepest iteration, in plies; 0: as deep as time allows"),
            ParamSpec.ofInt("ttmb", 64, 1, 4096, "the transposition table's size in megabytes (16 bytes a slot)"),
            ParamSpec.ofBool("tt_aging", true,
                    "the table's entries of earlier moves give their slot up to the current search's, whatever their depth"),
            ParamSpec.ofInt("threads", 1, 0, MAX_THREADS,
                    "searches sharing the table (lazy SMP); 0: one per processor"),
            ParamSpec.ofBool("qs", true, "quiescence search over the game's tactical moves where it names them"),
            ParamSpec.ofBool("qs_threats", true,
                    "the quiescence search also plays the quiet moves that make a threat (Breakthrough: a step next to the goal)"),
            ParamSpec.ofBool("extend", true, "a threatened position (in check; a piece one step from its goal) is searched a ply deeper"),
            ParamSpec.ofBool("lmr", true,
                    "late-move reductions: quiet moves after the third searched shallower first, by ln(depth)·ln(index)/2 plies"),
            ParamSpec.ofBool("lmp", false,
                    "late-move pruning: 1-3 plies from the horizon, quiet moves after the first 4 + depth² are not searched"),
            ParamSpec.ofBool("nullmove", true,
                    "null-move pruning where the game can pass the turn in search (Breakthrough, Knightthrough, MiniShogi)"),
            ParamSpec.ofChoice("history", "gravity", List.of("gravity", "additive"),
                    "gravity: a cutoff's quiet move gains depth²+2·depth, the quiet moves searched before it lose as much, entries held within ±16384, and late moves are reduced up to 2 plies less or more by their history; additive: depth² added on a cutoff, no effect on reductions"),
            ParamSpec.ofInt("aspiration", 25, 0, 1_000_000,
                    "the root's window from depth 5: the last iteration's value ± this many evaluation units, doubled on the side that fails; 0: a full window"),
            ParamSpec.ofInt("hanging", 6, 0, MinimaxSearch.MAX_PLY,
                    "quiet moves that leave the moved piece to be won by exchanges (Breakthrough) are searched after the other quiet moves, and within this many plies of the horizon, away from the principal variation, not at all; 0: neither"),
            ParamSpec.ofInt("futility", 0, 0, 1_000_000,
                    "reverse futility pruning: a node 1-3 plies from the horizon whose evaluation beats beta by this much a ply is cut; 0: off"),
            ParamSpec.ofChoice("eval", "auto", List.of("auto", "classic"),
                    "auto: the game's evaluation (Breakthrough 8×8 and MiniShogi: fitted to game results); classic: the hand-made one a fitted evaluation replaced"),
            ParamSpec.ofInt("leaf_playouts", 8, 1, 10_000,
                    "random playouts that score a leaf in a game without a static evaluation"),
            ParamSpec.ofDouble("scale", 100, 0.001, 1e9,
                    "the evaluation units (about a piece in Breakthrough, a pawn in MiniShogi) that make odds of e to 1 in the win rate"),
            ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE, "seed of the leaf playouts and the helpers' move orders"),
            ParamSpec.ofChoice("book", "none", List.of("none", "auto"),
                    "auto: play the engine's own opening book where it has one for the game; none: search every move")),
            "alpha-beta over the game's evaluation: iterative deepening, transposition table, quiescence",
            MinimaxPlayer::gameDefaults, MinimaxPlayer::new);

    /** The family under which games keep their tuned values for {@code minimax}, e.g. {@code minimax.aspiration}. */
    static final String TUNING = "minimax";

    /**
     * The values the game's type keeps for {@code minimax} ({@value #TUNING}): MiniShogi keeps the
     * search it had before 2026-11-30.
     */
    private static Map<String, String> gameDefaults(Game game, Map<String, String> given) {
        return game == null ? Map.of() : game.type().tuning().of(TUNING, game.parameters());
    }

    private final int maxDepth;
    private final long tableBytes;
    private final boolean tableAging;
    private final int threads;
    private final boolean quiescence;
    private final boolean quietThreats;
    private final boolean reductions;
    private final boolean extensions;
    private final boolean nullMove;
    private final boolean latePruning;
    private final int futility;
    private final int hanging;
    private final int aspiration;
    private final boolean historyGravity;
    private final int leafPlayouts;
    private final boolean classicEvaluation;
    private final double scale;
    private final long seed;
    private PlayerTable table;
    private long helperCpu;

    private MinimaxPlayer(Params p) {
        super(p.get("book").equals("auto"));
        this.maxDepth = p.getInt("depth") == 0 ? MinimaxSearch.MAX_PLY - 1 : p.getInt("depth");
        this.tableBytes = p.getInt("ttmb") * (1L << 20);
        this.tableAging = p.getBool("tt_aging");
        int t = p.getInt("threads");
        this.threads = t == 0 ? Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()) : t;
        this.quiescence = p.getBool("qs");
        this.quietThreats = p.getBool("qs_threats");
        this.reductions = p.getBool("lmr");
        this.extensions = p.getBool("extend");
        this.nullMove = p.getBool("nullmove");
        this.latePruning = p.getBool("lmp");
        this.futility = p.getInt("futility");
        this.hanging = p.getInt("hanging");
        this.aspiration = p.getInt("aspiration");
        this.historyGravity = p.get("history").equals("gravity");
        this.leafPlayouts = p.getInt("leaf_playouts");
        this.classicEvaluation = p.get("eval").equals("classic");
        this.scale = p.getDouble("scale");
        this.seed = p.getLong("seed");
    }

    /** A new game or position: the table's entries are forgotten (its memory is kept). */
    @Override
    public void reset() {
        if (table != null) table.clear();
    }

    @Override
    public boolean followsDepth() {
        return true;
    }

    @Override
    public long helperCpuNanos() {
        return helperCpu;
    }

    @Override
    public long memoryBytes() {
        return table == null ? 0 : table.memoryBytes();
    }

    @Override
    protected MoveDecision search(State position, SearchLimits limits, StopSignal stop,
                                  SearchInfo.Listener listener, long intervalMillis, boolean shortcuts, long start) {
        int[] moves = new int[position.game().maxMoves()];
        position.legalMoves(moves);
        long bytes = Math.max(1 << 20, Math.min(tableBytes, limits.memoryBytes() / 2));
        if (table == null || table.bytes() > bytes || table.bytes() * 2 <= bytes && table.bytes() < tableBytes) {
            table = null;
            table = new PlayerTable(bytes, tableAging);
        }
        table.nextSearch();
        MinimaxSearch.Shared shared = new MinimaxSearch.Shared(table, limits, stop, start);
        MinimaxSearch main = new MinimaxSearch(this, position, shared, 0);
        List<Thread> helpers = new ArrayList<>();
        long[] helperNanos = new long[threads];
        for (int i = 1; i < threads; i++) {
            MinimaxSearch h = new MinimaxSearch(this, position, shared, i);
            int slot = i;
            Thread t = Threads.daemons("minimax-helper").newThread(() -> {
                h.iterate(null, Long.MAX_VALUE);
                helperNanos[slot] = Threads.cpuNanos();
            });
            helpers.add(t);
            t.start();
        }
        try {
            main.iterate(listener, intervalMillis);
        } finally {
            shared.over = true;
            for (Thread t : helpers) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        for (long h : helperNanos) helperCpu += h;
        int best = main.bestMove >= 0 ? main.bestMove : moves[0];
        Value v = valueOf(main.bestValue);
        return new MoveDecision(best, v, rate(v, main.bestValue), shared.nodes(), shared.nodes(), seconds(start),
                main.pv(best));
    }

    int maxDepth() {
        return maxDepth;
    }

    boolean quiescence() {
        return quiescence;
    }

    boolean quietThreats() {
        return quietThreats;
    }

    boolean reductions() {
        return reductions;
    }

    boolean extensions() {
        return extensions;
    }

    boolean nullMove() {
        return nullMove;
    }

    boolean latePruning() {
        return latePruning;
    }

    int futility() {
        return futility;
    }

    int hanging() {
        return hanging;
    }

    int aspiration() {
        return aspiration;
    }

    boolean historyGravity() {
        return historyGravity;
    }

    boolean classicEvaluation() {
        return classicEvaluation;
    }

    int leafPlayouts() {
        return leafPlayouts;
    }

    long seed() {
        return seed;
    }

    /** The proven value a search value stands for, or {@link Value#UNKNOWN}. */
    static Value valueOf(int v) {
        if (v >= MinimaxSearch.WIN - MinimaxSearch.MAX_PLY) return Value.WIN;
        if (v <= -MinimaxSearch.WIN + MinimaxSearch.MAX_PLY) return Value.LOSS;
        return Value.UNKNOWN;
    }

    double rate(Value v, int value) {
        switch (v) {
            case WIN: return 1.0;
            case LOSS: return 0.0;
            case DRAW: return 0.5;
            default: return 1.0 / (1.0 + Math.exp(-value / scale));
        }
    }

    /** The report of one finished iteration: the best move first, then the rest in search order. */
    SearchInfo info(MinimaxSearch s, long start) {
        List<MoveInfo> l = new ArrayList<>();
        Value v = valueOf(s.bestValue);
        l.add(new MoveInfo(s.bestMove, s.shared.nodes(), rate(v, s.bestValue), v, Double.NaN, Double.NaN,
                s.pv(s.bestMove)));
        return new SearchInfo(seconds(start), s.shared.nodes(), s.shared.nodes(), l, s.depthDone, s.selDepthDone);
    }

    static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
