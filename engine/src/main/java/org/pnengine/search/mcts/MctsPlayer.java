package org.pnengine.search.mcts;

import org.pnengine.game.SplitMix64;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;
import org.pnengine.search.book.BookPlayer;
import org.pnengine.search.book.Books;

/**
 * The player behind every MCTS-family name: UCT, UCT with the MCTS-Solver backup, PN-MCTS and
 * double-layer PN-MCTS are this class with different {@link MctsSettings} ({@link MctsPlayers}).
 * Each iteration of its searches ({@link MctsSearch}) selects by UCB1 (Kocsis and Szepesvári 2006),
 * <pre>
 *     v_i + C · sqrt(ln n_p / n_i)                                   (UCT, MCTS-Solver)
 *     v_i + C · sqrt(ln n_p / n_i) + C_pn · (1 − rank_i / norm)      (PN-MCTS with U)
 * </pre>
 * expands, plays out and backs up with the MCTS-Solver rules (Winands, Björnsson and Saito, CG
 * 2008) or PN-MCTS's proof numbers (Kowalski, Doe, Winands, Górski and Soemers, IEEE ToG 2024).
 *
 * <p>Contract of {@link #chooseMove}: a terminal position answers -1, a single legal move at once;
 * with {@code book=auto} a position of the engine's own book ({@link Books}) its proven move;
 * with {@code endgame=SHARE} the exact solver ({@link EndgameSolve}) gets that share of the budget
 * first, and a proven win or draw is played at once, a proven loss by the search's move (or, with
 * {@code resist}, by the best exact score); otherwise N root-parallel searches ({@code threads},
 * {@link RootParallelSearch}) run within {@link SearchLimits} (iterations summed, soft and hard
 * time, memory) and their merged roots choose ({@link RootStats#finalChoice}). {@link #analyze}
 * skips the book and the solve and reports the merged root ({@link SearchInfo}). Trees are kept
 * between moves ({@code reuse}), searched on the opponent's time with {@code ponder}; the CPU of
 * the helper searches is summed in {@link #helperCpuNanos()}. Nothing is allocated per iteration.
 * The reasons behind these rules are in protocol-spec/players.md.
 */
public final class MctsPlayer extends BookPlayer {

    private final MctsSettings settings;
    private final boolean ponder;
    private final RootParallelSearch parallel;
    private final EndgameSolve endgame;

    /** A player that does not ponder. */
    public MctsPlayer(MctsSettings settings) {
        this(settings, false);
    }

    /**
     * A player that, with {@code ponder}, thinks on the opponent's time when asked to
     * ({@link #ponder}); it can only where it keeps its trees ({@code reuse}) and has no proof
     * numbers (a PN-MCTS tree for the other player is not kept).
     */
    public MctsPlayer(MctsSettings settings, boolean ponder) {
        this(settings, ponder, false);
    }

    /**
     * A player that, with {@code book}, plays the engine's own opening book for the game where it
     * has one ({@link Books}) before it searches.
     */
    public MctsPlayer(MctsSettings settings, boolean ponder, boolean book) {
        this(settings, ponder, book, false);
    }

    /**
     * A player that, with {@code resist}, plays a position its endgame solve proves lost by the
     * move that loses latest, where the exact score is found within the solve's share.
     */
    public MctsPlayer(MctsSettings settings, boolean ponder, boolean book, boolean resist) {
        super(book);
        this.settings = settings;
        this.ponder = ponder && settings.reuse() && settings.pn().layers() == 0;
        this.parallel = new RootParallelSearch(settings);
        this.endgame = new EndgameSolve(settings.endgame(), settings.playoutCap(), resist);
    }

    /** UCT with the MCTS-Solver backup and the default settings (one thread). */
    public MctsPlayer() {
        this(MctsSettings.mctsSolver());
    }

    /** The seed of search {@code w}: {@code seed} itself for the first, a mix of both for the rest. */
    static long searchSeed(long seed, int w) {
        if (w == 0) return seed;
        return SplitMix64.at(seed, w);   // nearby seeds give unrelated streams
    }

    public MctsSettings settings() {
        return settings;
    }

    /** The number of searches run at once. */
    public int threads() {
        return parallel.threads();
    }

    /** The first search's tree, for tests in this package. */
    MctsTree tree() {
        return parallel.search(0).tree();
    }

    /** Search {@code w}'s tree, for tests in this package. */
    MctsTree tree(int w) {
        return parallel.search(w).tree();
    }

    /** The root player's mean score over the last search, merged. */
    double rootMean() {
        return parallel.merged().rootMean();
    }

    /** The last search's merged root, for tests in this package. */
    RootStats lastRoot() {
        return parallel.merged();
    }

    /** Proofs on which two searches disagreed when merged, over this player's life; always 0. */
    long proofConflicts() {
        return parallel.proofConflicts();
    }

    @Override
    public void reset() {
        parallel.reset();
    }

    /** The bytes of every search's tree, kept for the next move. */
    @Override
    public long memoryBytes() {
        return parallel.memoryBytes();
    }

    /** The CPU time of the searches beyond the first (they run on the pool), over this player's life. */
    @Override
    public long helperCpuNanos() {
        return parallel.helperCpuNanos();
    }

    @Override
    public boolean ponders() {
        return ponder;
    }

    /**
     * Pondering: the trees go on growing from the position after this player's move, which covers
     * every reply of the opponent; the next {@link #chooseMove} finds the reply's subtree there
     * (tree reuse), with its playouts. No endgame solve and no clock: the searches run until
     * {@code stop}, until the root is proven, or until they have run as many playouts as their
     * trees may hold nodes. A tree may hold what {@code limits}' memory allows, and no more than
     * a search with {@code limits}' hard time would re-root rather than drop (its times are those
     * of the move just made, standing for the next one's); {@code limits}' nodes cap the playouts.
     */
    @Override
    public void ponder(State position, SearchLimits limits, StopSignal stop) {
        if (!ponder || position.isTerminal()) return;
        int[] moves = new int[position.game().maxMoves()];
        int n = position.legalMoves(moves);
        if (n < 2) return;
        int threads = threads();
        long perTree = Math.max(n + 1L, Math.min(parallel.nodeCap(limits),
                MctsSearch.rerootableNodes(limits.hardMillis() / threads)));
        long playouts = Math.max(1, Math.min(limits.nodes(), perTree * threads));
        long bytes = Math.max(1, Math.min(limits.memoryBytes(), perTree * tree().bytesPerNode() * threads));
        parallel.run(position, n, SearchLimits.none().withNodes(playouts).withMemory(bytes), stop, null, 0,
                System.nanoTime());
    }

    /** Without {@code shortcuts} (analysis): the tree search alone, without the endgame solve. */
    @Override
    protected MoveDecision search(State position, SearchLimits limits, StopSignal stop,
                                  SearchInfo.Listener listener, long intervalMillis, boolean shortcuts, long start) {
        int n = position.legalMoves(new int[position.game().maxMoves()]);

        Value proven = Value.UNKNOWN;
        SearchLimits searchLimits = limits;
        SearchLimits solverLimits = shortcuts ? endgame.limits(limits) : null;
        if (solverLimits != null) {
            SolveResult r = endgame.solve(position, solverLimits, stop);
            proven = r.value();
            if ((proven == Value.WIN || proven == Value.DRAW) && position.isLegal(r.bestMove())) {
                return new MoveDecision(r.bestMove(), proven, winRateOf(proven, 0.0), 0, 0, seconds(start), r.pv());
            }
            if (proven == Value.LOSS && endgame.resists()) {
                SolveResult e = endgame.resist(position, solverLimits, (System.nanoTime() - start) / 1_000_000, stop);
                if (e != null && e.value() == Value.LOSS && e.score() != null && position.isLegal(e.bestMove())) {
                    return new MoveDecision(e.bestMove(), Value.LOSS, 0.0, 0, 0, seconds(start), e.pv());
                }
            }
            searchLimits = endgame.rest(limits);
        }

        RootStats merged = parallel.run(position, n, searchLimits, stop, listener, intervalMillis, start);
        int best = merged.finalChoice();
        Value v = merged.childValue(best);
        Value root = proven == Value.LOSS ? Value.LOSS : merged.rootValue();
        return new MoveDecision(merged.move[best], root, winRateOf(v, merged.mean(best)),
                merged.iterations, merged.nodes, seconds(start), parallel.pv(best, false));
    }

    static double winRateOf(Value v, double mean) {
        switch (v) {
            case WIN: return 1.0;
            case LOSS: return 0.0;
            case DRAW: return 0.5;
            default: return (mean + 1) / 2;
        }
    }

    static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
