package org.pnengine.search.mcts;

import org.pnengine.game.SplitMix64;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;
import org.pnengine.search.book.Books;
import org.pnengine.search.book.OpeningBook;

/**
 * The player behind every MCTS-family name: UCT, UCT with the MCTS-Solver backup, PN-MCTS and
 * double-layer PN-MCTS are this class with different {@link MctsSettings} (catalogued in
 * {@link MctsPlayers}). Each iteration of its searches ({@link MctsSearch}, which gives the
 * details and sources) selects by UCB1 (Kocsis and Szepesvári 2006),
 * <pre>
 *     v_i + C · sqrt(ln n_p / n_i)                                   (UCT, MCTS-Solver)
 *     v_i + C · sqrt(ln n_p / n_i) + C_pn · (1 − rank_i / norm)      (PN-MCTS with U)
 * </pre>
 * expands, runs a random playout and backs the reward up, with the MCTS-Solver rules (Winands,
 * Björnsson and Saito, CG 2008) or the proof numbers of PN-MCTS (Kowalski, Doe, Winands, Górski
 * and Soemers, IEEE Transactions on Games 2024).
 *
 * <p><b>Root parallelism</b> ({@code threads}): N independent searches of the same position run
 * at once, each on its own tree, and their roots are merged per move for every analysis report and
 * for the final move; the final-move rules ({@link RootStats#finalChoice}) apply to the merged
 * figures. {@link RootParallelSearch} runs them, coordinates them and gives the details. The CPU
 * time of the searches beyond the first is summed in {@link #helperCpuNanos()} so that whoever
 * runs the player can account for it.
 *
 * <p><b>Limits.</b> {@link SearchLimits#nodes()} caps the iterations (playouts, including the
 * iterations that end on a proven node without one), summed over the searches. The searches aim
 * at {@code softMillis}, stopping early once the chosen move cannot be overtaken and going on past
 * it while the choice is unstable, up to twice the soft time ({@link RootParallelSearch}), and
 * none passes {@code hardMillis}. The trees stop growing (but playouts go on at their leaves) once
 * together they would pass {@link SearchLimits#memoryBytes()} or a quarter of the JVM's maximum
 * heap.
 *
 * <p><b>Exact endgames</b> ({@code endgame=SHARE}, {@link EndgameSolve}): before the tree search,
 * the exact solver gets that share of the move's budget. A proven win is played by its winning
 * move at once. A proven draw is played by the solver's drawing move at once: every move of a
 * drawn position is at best a draw against perfect play, a move the tree search favours may lose,
 * and no search can see a real win there; against a fallible opponent, a drawing move that sets
 * more traps would be better, which this does not look for. A proven loss is reported as the
 * root's value, but the tree search still runs for the rest of the budget and its move is
 * played: it is the move most likely to let a fallible opponent go wrong, where the solver's
 * choice is merely one that loses. An unproven solve leaves the rest of the budget to the search.
 *
 * <p><b>Opening book</b> ({@code book=auto}): a position the engine's own book for the game has
 * ({@link Books}) is answered at once with the book's move, which the exact solver proved.
 * {@link #analyze} uses neither the book nor the endgame solve: an analysis reports the search.
 *
 * <p>A position with a single legal move is answered at once, without search. Nothing is
 * allocated per iteration.
 *
 * <p><b>Tree reuse</b> ({@code reuse=true}, the default, as in Ludii's UCT): each search keeps its
 * own tree and finds the new position in it by the moves played since ({@link MctsSearch}).
 * {@link #reset()} frees the trees and re-seeds the random numbers.
 *
 * <p><b>Pondering</b> ({@code ponder=true}, off by default; {@link #ponder}): between its moves
 * the player may go on searching the position after its own move, so that the next search starts
 * from the opponent's reply with the playouts made meanwhile.
 *
 * <p><b>Analysis.</b> With a listener, the merged root is reported about every interval and once
 * more at the end: per move the summed visits, the mean, the proven value, pn/dn for the PN-MCTS
 * players and the principal variation, best first ({@link SearchInfo}).
 */
public final class MctsPlayer implements Player {

    private final MctsSettings settings;
    private final boolean ponder;
    private final RootParallelSearch parallel;
    private final EndgameSolve endgame;
    private final boolean book;

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
        this.settings = settings;
        this.book = book;
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

    @Override
    public MoveDecision chooseMove(State position, SearchLimits limits, StopSignal stop) {
        return chooseMove(position, limits, stop, null, 0);
    }

    @Override
    public MoveDecision chooseMove(State position, SearchLimits limits, StopSignal stop,
                                   SearchInfo.Listener listener, long intervalMillis) {
        return choose(position, limits, stop, listener, intervalMillis, true);
    }

    /** Analysis: the tree search alone, without the book or the endgame solve. */
    @Override
    public MoveDecision analyze(State position, SearchLimits limits, StopSignal stop,
                                SearchInfo.Listener listener, long intervalMillis) {
        return choose(position, limits, stop, listener, intervalMillis, false);
    }

    private MoveDecision choose(State position, SearchLimits limits, StopSignal stop,
                                SearchInfo.Listener listener, long intervalMillis, boolean shortcuts) {
        final long start = System.nanoTime();
        if (position.isTerminal()) {
            Value v = Value.ofScore(position.score(), position.toMove());
            return new MoveDecision(-1, v, winRateOf(v, 0.0), 0, 0, seconds(start), new int[0]);
        }
        int[] moves = new int[position.game().maxMoves()];
        int n = position.legalMoves(moves);
        if (n == 1) return forcedMove(position, moves[0], start);
        if (book && shortcuts) {
            OpeningBook b = Books.builtIn(position.game()).orElse(null);
            int m = b == null ? -1 : b.move(position);
            if (m >= 0) {
                // Every position of the book's side in it keeps the book's value; a draw may be more.
                Value v = b.value() == Value.WIN ? Value.WIN : Value.UNKNOWN;
                return new MoveDecision(m, v, winRateOf(v, 0.0), 0, 0, seconds(start), new int[] {m});
            }
        }

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

    private MoveDecision forcedMove(State position, int move, long start) {
        State s = position.copy();
        int mover = s.toMove();
        s.apply(move);
        Value v = Value.UNKNOWN;
        if (s.isTerminal()) v = Value.ofScore(s.score(), mover);
        return new MoveDecision(move, v, winRateOf(v, 0.0), 0, 0, seconds(start), new int[] {move});
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
