package org.pnengine.search.pns;

import java.util.List;
import java.util.function.LongConsumer;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Multiple-outcome proof-number search, after Saffidine and Cazenave, "Multiple-Outcome Proof
 * Number Search", ECAI 2012: one search proves the exact value of a position over ordered
 * outcomes o_0 &lt; … &lt; o_{m-1} (Max is the root's side to move). Every node n carries, for each
 * outcome o, G(n,o), the effort to prove value ≥ o, and S(n,o), the effort to prove value ≤ o:
 * <pre>
 *   leaf:             G(o) = S(o) = 1                  (for o_0 &lt; o, resp. o &lt; o_{m-1})
 *   terminal value v: G(o) = 0 if o ≤ v, ∞ if o &gt; v;  S(o) = 0 if o ≥ v, ∞ if o &lt; v
 *   Max node:         G(o) = min_c G(c,o),   S(o) = Σ_c S(c,o)
 *   Min node:         G(o) = Σ_c G(c,o),     S(o) = min_c S(c,o)
 *   pess(n) = max{o : G(n,o) = 0},  opti(n) = min{o : S(n,o) = 0};  solved when pess = opti
 *   attracting outcome o* = argmin{G(root,o) + S(root,o) : G(root,o) &gt; 0} (the lower on ties);
 *                     o' = the outcome below o*
 *   descent:          Max nodes: argmin_c G(c,o*);  Min nodes: argmin_c S(c,o')  (first on ties)
 *   relevancy:        α(c) = max(α(parent), pess(c)),  β(c) = min(β(parent), opti(c)),
 *                     from α = pess(root), β = opti(root); a subtree with β ≤ α is pruned
 * </pre>
 * With the two outcomes {not win, win} this is PNS node for node (G(win) is pn, S(not win) is dn).
 * {@code outcomes=score} orders every score of the game and reports it; {@code outcomes=wdl}
 * orders loss, draw and win. More than three outcomes keep G and S over a node's window in
 * {@link EffortVectors} ({@link MoPnsVectorRules}); three or fewer keep four numbers in the node's record
 * ({@link InlineEfforts}, {@link MoPnsInlineRules}). The loop, storage and limits are the family's
 * {@link BestFirstSearch}, {@link NodePool} and {@link SolveMeter}; {@code tt=true} adds a
 * {@link SolvedTable} of proven bounds. In full, with measurements: protocol-spec/solvers/mopns.md.
 */
public final class MoPnsSolver implements Solver {

    /** ∞ for effort numbers; finite sums saturate at {@code INF - 1}, as in PNS. */
    static final int INF = PnsSolver.INF;
    /** The most outcomes a solve can order (window bounds take 15 bits). */
    static final int MAX_OUTCOMES = 1 << 15;
    /** What an ∞ term adds to a sum: more than any sum of finite terms. */
    static final long INF_TERM = 1L << 50;
    /** The most outcomes whose numbers are kept inside the node records ({@link MoPnsInlineRules}). */
    static final int INLINE_OUTCOMES = 3;

    public static final SolverType TYPE = new SolverType("mopns",
            List.of(ParamSpec.ofChoice("outcomes", "score", List.of("score", "wdl"),
                            "score: every score of the game (reports score=); wdl: loss, draw, win"),
                    ParamSpec.ofBool("tt", true, "transposition table of proven bounds"),
                    ParamSpec.ofInt("ttbits", 24, 12, 30,
                            "log2 of the most transposition-table slots (10 bytes each)")),
            "multiple-outcome PNS (Saffidine and Cazenave 2012): the exact value in one search",
            MoPnsSolver::new);

    /** The ordered outcomes a solve distinguishes. */
    public enum Outcomes { SCORE, WDL }

    /**
     * The solver's settings.
     *
     * @param outcomes       every score, or win/draw/loss
     * @param transpositions whether to use the table of proven bounds
     * @param ttBits         log2 of the most table slots
     */
    public record Settings(Outcomes outcomes, boolean transpositions, int ttBits) {

        public static Settings defaults() {
            return new Settings(Outcomes.SCORE, true, 24);
        }
    }

    private final Settings settings;

    public MoPnsSolver(Params p) {
        this(new Settings(p.get("outcomes").equals("wdl") ? Outcomes.WDL : Outcomes.SCORE,
                p.getBool("tt"), p.getInt("ttbits")));
    }

    public MoPnsSolver(Settings settings) {
        this.settings = settings;
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress) {
        return solve(state, limits, stop, progress, null);
    }

    /** {@link #solve}, recording the hash of every expanded position (for tests comparing trees). */
    SolveResult solve(State state, SearchLimits limits, StopSignal stop, ProgressListener progress,
                      LongConsumer trace) {
        SolveMeter budget = new SolveMeter(limits, stop, progress);
        Game g = state.game();
        boolean max = state.toMove() == Game.FIRST;
        int lowest = max ? g.minScore() : -g.maxScore();
        int highest = max ? g.maxScore() : -g.minScore();
        boolean wdl = settings.outcomes() == Outcomes.WDL;
        int m = wdl ? 3 : highest - lowest + 1;
        if (m > MAX_OUTCOMES) {
            throw new IllegalArgumentException(
                    "mopns handles at most " + MAX_OUTCOMES + " outcomes, the game has " + m);
        }
        if (state.isTerminal()) {
            int sc = max ? state.score() : -state.score();
            return budget.result(Value.ofScore(state.score(), state.toMove()), new int[0], false,
                    wdl ? null : sc);
        }
        boolean table = settings.transpositions() && m - 1 <= SolvedTable.MAX_INDEX;
        SolvedTable tt = table ? new SolvedTable(settings.ttBits(), budget.tableBytes()) : null;
        StorageQuota memory = new StorageQuota(budget.treeBytes(table));
        boolean inline = m <= INLINE_OUTCOMES;
        // Play can cycle and the rules read only the position: a repetition of a position on the
        // path is a draw (endless play), and with the table, bounds resting on a repetition of a
        // position above their node are not stored (the search keeps each node's repetition depth).
        boolean cyclic = BestFirstSearch.cyclic(state);
        BestFirstSearch search = new BestFirstSearch(state, budget,
                inline ? MoPnsInlineRules.STRIDE : MoPnsVectorRules.STRIDE, memory, cyclic && tt != null);
        if (trace != null) search.trace(trace);
        if (inline) {
            MoPnsInlineRules rules = new MoPnsInlineRules(search, wdl, lowest, m, tt, cyclic);
            if (!search.run(rules)) return budget.unknown(search.favouredMove());
            int v = rules.rootValue();
            int value = wdl ? v - 1 : lowest + v;
            Value val = value > 0 ? Value.WIN : value < 0 ? Value.LOSS : Value.DRAW;
            return budget.result(val, rules.principalLine(), false, wdl ? null : value);
        }
        MoPnsVectorRules rules = new MoPnsVectorRules(search, memory, wdl, lowest, m, tt, cyclic);
        try {
            if (!search.run(rules)) return budget.unknown(search.favouredMove());
        } catch (OutOfTreeMemory e) {
            budget.outOfMemory();
            return budget.unknown(-1);
        }
        int v = rules.pess(search.pool.chunks[0], 0);
        int value = wdl ? v - 1 : lowest + v;
        Value val = value > 0 ? Value.WIN : value < 0 ? Value.LOSS : Value.DRAW;
        return budget.result(val, rules.principalLine(), false, wdl ? null : value);
    }

    /** Thrown when a vector cannot be stored during an update: the solve ends with reason memory. */
    static final class OutOfTreeMemory extends RuntimeException {
        OutOfTreeMemory() {
            super("tree memory", null, false, false);
        }
    }

    /** How a kind of record gives its bounds. */
    interface RecordBounds {

        /** The pessimistic bound of the record at {@code a[o..]}. */
        int pess(int[] a, int o);

        /** The optimistic bound of the record at {@code a[o..]}. */
        int opti(int[] a, int o);
    }

    /**
     * The line of principal children from the solved root: each node's first child of equal
     * value (at an OR node the node's pess, at an AND node its opti), for either kind of record.
     */
    static int[] principalLine(BestFirstSearch search, NodePool pool, RecordBounds b) {
        return search.line((n, isOr) -> {
            int[] a = pool.chunk(n);
            int o = pool.offset(n);
            int target = isOr ? b.pess(a, o) : b.opti(a, o);
            int f = a[o + NodePool.FIRST];
            int k = a[o + NodePool.COUNT];
            for (int c = f; c < f + k; c++) {
                int[] ca = pool.chunk(c);
                int co = pool.offset(c);
                if ((isOr ? b.pess(ca, co) : b.opti(ca, co)) == target) return c;
            }
            return -1;
        });
    }
}
