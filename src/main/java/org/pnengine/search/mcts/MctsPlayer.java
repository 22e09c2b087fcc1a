package org.pnengine.search.mcts;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * UCT Monte-Carlo tree search with the MCTS-Solver backup, for any {@link State}.
 *
 * <p><b>Selection</b> (UCB1 applied to trees, Kocsis and Szepesvári, "Bandit based Monte-Carlo
 * planning", ECML 2006; Auer, Cesa-Bianchi and Fischer 2002): at an expanded node p, a child that
 * has never been visited is tried first (children are shuffled once at expansion, so the order is
 * random but reproducible); otherwise the child i maximising
 * <pre>
 *     v_i + C · sqrt(ln n_p / n_i)
 * </pre>
 * is taken, where v_i in [−1, 1] is the mean reward of i for the player to move at p, n_p and n_i
 * are visit counts and C = {@code c} (default √2).
 *
 * <p><b>Expansion</b>: all children of a node are created at once, the second time the search
 * reaches it (the first visit runs a playout from it, as a leaf); the root is expanded at once.
 * Every new child is tested for a terminal position immediately and, if terminal, gets its proven
 * value from the sign of {@link State#score()}.
 *
 * <p><b>Simulation</b>: {@link State#randomPlayout} with at most {@code playout_cap} plies; the
 * reward is +1, 0 or −1 by the sign of the final score, and a playout that is cut off counts as a
 * draw (0), as in Ludii's UCT.
 *
 * <p><b>Backpropagation with MCTS-Solver</b> (Winands, Björnsson and Saito, "Monte-Carlo Tree
 * Search Solver", Computers and Games 2008): a node is a proven win for its side to move if some
 * child is a proven loss for the opponent, a proven loss if every child is a proven win for the
 * opponent, and a proven draw if every child is proven and the best is a draw (see
 * {@link MctsTree#solveFromChildren}). A proof is passed up the path for as long as it decides the
 * ancestors. Selection never enters a proven node: a child proven lost for the chooser is skipped
 * (the paper's rule; a parent whose children are all lost is itself proven), and a proven-drawn
 * child is scored exactly 0 and backs up 0 without a playout. Proven values back up as ordinary
 * rewards ±1/0 in the visit statistics. The search stops as soon as the root is proven.
 *
 * <p><b>Final move</b>: the fastest proven win if one is known; otherwise the most-visited child
 * that is not a proven loss; if the root is a proven loss, the longest resistance
 * ({@link MctsTree#bestChild}). The principal variation follows the same rule down the tree.
 *
 * <p><b>Limits</b>: {@link SearchLimits#nodes()} caps the iterations (playouts, including the
 * iterations that end on a proven node without one); the clock and the {@link StopSignal} are
 * polled about every millisecond (every 1 to {@value #MAX_CHECK_INTERVAL} iterations, adapted to
 * the game's speed). The search aims at {@code softMillis}. Before it, it stops early once the
 * most-visited root child cannot be overtaken in the soft time left at the rate measured so far
 * (judged from a tenth of the soft time on). After it, it goes on only while the most-visited
 * child is not also the best by mean (an unstable choice, after Huang, Coulom and Lin, "Time
 * management for Monte-Carlo tree search applied to the game of Go", TAAI 2010), up to twice the
 * soft time. It never passes {@code hardMillis}. The tree stops growing (but playouts go on at
 * its leaves) once it would pass {@link SearchLimits#memoryBytes()} or a quarter of the JVM's
 * maximum heap.
 *
 * <p>Draws are proven but not used for pruning: a proven-drawn child that looks best keeps being
 * chosen, which adds no information (Score-Bounded MCTS, Cazenave and Saffidine, CG 2010, would
 * prune it by its bounds). Such iterations are cheap, as they run no playout.
 *
 * <p>A position with a single legal move is answered at once, without search.
 *
 * <p>The tree lives in a {@link MctsTree}; nothing is allocated per iteration. Each instance owns
 * its RNG, seeded from {@code seed}, so one thread with a {@code nodes} limit is deterministic.
 *
 * <p><b>Tree reuse</b> ({@code reuse=true}, the default, as in Ludii's UCT): the next search looks
 * the new position up in the kept tree, by the moves played since the last searched position,
 * and keeps that subtree with its statistics and proofs ({@link MctsTree#reroot}). Any other
 * position starts a fresh tree. {@link #reset()} frees the tree and re-seeds the RNG.
 */
public final class MctsPlayer implements Player {

    /**
     * The player's settings.
     *
     * @param c          UCB1 exploration constant C, rewards being in [−1, 1]
     * @param seed       seed of the instance's random number generator
     * @param playoutCap the most plies of one random playout; a longer one counts as a draw
     * @param reuse      whether to keep the subtree of the new position from the last search
     */
    public record Settings(double c, long seed, int playoutCap, boolean reuse) {

        public Settings {
            if (!(c >= 0) || Double.isInfinite(c)) throw new IllegalArgumentException("c must be finite and >= 0");
            if (playoutCap < 1) throw new IllegalArgumentException("playout_cap must be at least 1");
        }

        /** C = √2, seed 0, 200-ply playouts, tree reuse on. */
        public static Settings defaults() {
            return new Settings(Math.sqrt(2), 0L, 200, true);
        }

        /** Reads the catalog parameters {@code c}, {@code seed}, {@code playout_cap} and {@code reuse}. */
        public static Settings of(Params p) {
            return new Settings(p.getDouble("c"), p.getLong("seed"), p.getInt("playout_cap"),
                    p.getBool("reuse"));
        }

        public Settings withSeed(long s) {
            return new Settings(c, s, playoutCap, reuse);
        }

        public Settings withReuse(boolean r) {
            return new Settings(c, seed, playoutCap, r);
        }
    }

    /** The catalog entry, wire name {@code uct}. */
    public static final PlayerType TYPE = new PlayerType("uct",
            List.of(ParamSpec.ofDouble("c", Math.sqrt(2), 0, 100,
                            "UCB1 exploration constant C (rewards in [-1, 1])"),
                    ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE,
                            "seed of the random playouts; fixed so that node-limited runs repeat"),
                    ParamSpec.ofInt("playout_cap", 200, 1, 100_000,
                            "most plies of a random playout; a cut-off playout counts as a draw"),
                    ParamSpec.ofBool("reuse", true,
                            "keep the subtree of the new position from the previous search")),
            "UCT Monte-Carlo tree search with the MCTS-Solver backup",
            p -> new MctsPlayer(Settings.of(p)));

    /** The most iterations between two looks at the clock and the stop signal. */
    static final int MAX_CHECK_INTERVAL = 64;
    /** The aimed-at time between two looks at the clock and the stop signal. */
    private static final long CHECK_NANOS = 1_000_000L;
    /** Time kept back from the hard limit for building the answer. */
    private static final long HARD_SLACK_NANOS = 2_000_000L;
    /** Visit counts below this read 1/n and 1/sqrt(n) from constant tables, filled once. */
    private static final int TABLE = 1024;
    private static final double[] INV = new double[TABLE];
    private static final double[] INV_SQRT = new double[TABLE];

    static {
        for (int i = 1; i < TABLE; i++) {
            INV[i] = 1.0 / i;
            INV_SQRT[i] = 1.0 / Math.sqrt(i);
        }
    }

    /** The longest principal variation reported. */
    private static final int MAX_PV = 64;
    /** The most plies between two searched positions for which the old tree is looked up. */
    private static final int MAX_REUSE_PLIES = 32;
    /** The largest tree re-rooted per millisecond of hard limit (a tenth of it at 10 ns a node). */
    private static final long REROOT_NODES_PER_MILLI = 10_000;

    private final Settings settings;
    private final MctsTree tree = new MctsTree();
    private SplittableRandom rng;

    // Per-search working storage, kept between searches to avoid allocation.
    private State state;
    private int[] moveBuffer = new int[0];
    private int[] pathNode = new int[64];
    private int[] pathMover = new int[64];

    // The position the tree's root stands for, to find it again at the next move.
    private Game rootGame;
    private long rootHash;
    private String rootText;

    public MctsPlayer(Settings settings) {
        this.settings = settings;
        this.rng = new SplittableRandom(settings.seed());
    }

    public MctsPlayer() {
        this(Settings.defaults());
    }

    public Settings settings() {
        return settings;
    }

    @Override
    public void reset() {
        tree.release();
        rng = new SplittableRandom(settings.seed());
        state = null;
        rootGame = null;
        rootText = null;
    }

    @Override
    public MoveDecision chooseMove(State position, SearchLimits limits, StopSignal stop) {
        final long start = System.nanoTime();
        Game game = position.game();
        if (moveBuffer.length < game.maxMoves()) moveBuffer = new int[game.maxMoves()];
        if (position.isTerminal()) {
            Value v = Value.ofScore(position.score(), position.toMove());
            return new MoveDecision(-1, v, winRateOf(v, 0.0), 0, 0, seconds(start), new int[0]);
        }
        int n = position.legalMoves(moveBuffer);
        if (n == 1) return forcedMove(position, moveBuffer[0], start);

        state = position.copy();
        long maxNodes = Math.min(limits.memoryBytes(), Runtime.getRuntime().maxMemory() / 4)
                / MctsTree.BYTES_PER_NODE;
        int cap = (int) Math.max(n + 1L, Math.min(maxNodes, Integer.MAX_VALUE - 16));
        pathNode[0] = MctsTree.ROOT;
        pathMover[0] = 1 - state.toMove();
        if (!(settings.reuse() && reuseTree(position, cap, limits.hardMillis()))) {
            tree.clear(cap);
        }
        rootGame = null;
        if (!tree.isExpanded(MctsTree.ROOT) && !expand(MctsTree.ROOT, 0)) {
            tree.clear(cap);
            expand(MctsTree.ROOT, 0);
        }

        final long hardNs = deadline(start, limits.hardMillis(), true);
        final long softNs = deadline(start, limits.softMillis(), false);
        final long extendNs = limits.softMillis() >= SearchLimits.UNLIMITED / 4_000_000L ? hardNs
                : Math.min(hardNs, start + 2 * limits.softMillis() * 1_000_000L);
        final boolean timed = softNs != Long.MAX_VALUE;
        final long maxIterations = limits.nodes();
        long iterations = 0;
        int interval = 1;
        long nextCheck = 1;
        final long loopStart = System.nanoTime();
        long lastCheckNs = loopStart;
        while (tree.status(MctsTree.ROOT) == MctsTree.UNKNOWN && iterations < maxIterations) {
            iterate();
            iterations++;
            if (iterations == nextCheck) {
                if (stop.isStopped()) break;
                long now = System.nanoTime();
                // Adapt the polling interval so that checks come every 0.25 to 1 ms.
                long sinceLast = now - lastCheckNs;
                lastCheckNs = now;
                if (sinceLast < CHECK_NANOS / 4 && interval < MAX_CHECK_INTERVAL) {
                    interval *= 2;
                } else if (sinceLast > CHECK_NANOS && interval > 1) {
                    interval /= 2;
                }
                nextCheck = iterations + interval;
                if (hardNs != Long.MAX_VALUE && now - hardNs >= 0) break;
                if (timed) {
                    if (now - softNs >= 0) {
                        if (now - extendNs >= 0 || isStable()) break;
                    } else if (now - loopStart >= (softNs - loopStart) / 10
                            && cannotChange(iterations, now - loopStart, softNs - now)) {
                        // The rate is measured over the loop alone, and only once a tenth of the
                        // soft time has passed, so that set-up time cannot make it look slow.
                        break;
                    }
                }
            }
        }
        state = null;
        rootGame = game;
        rootHash = position.hash();
        rootText = position.positionText();
        return decision(iterations, start);
    }

    /**
     * Finds {@code position} in the tree kept from the last search, as the root itself or a
     * descendant reached by the moves played since (found by undoing up to
     * {@value #MAX_REUSE_PLIES} plies of the position's history), and makes that node the root.
     * A tree too large to re-root within a tenth of the hard limit is dropped instead.
     *
     * @return whether the tree now stands for {@code position}
     */
    private boolean reuseTree(State position, int cap, long hardMillis) {
        if (rootGame != position.game() || tree.size() == 0 || tree.size() > cap) return false;
        // Re-rooting is linear in the tree size (about 10 ns a node): not worth a short move.
        if (hardMillis < SearchLimits.UNLIMITED / REROOT_NODES_PER_MILLI
                && tree.size() > hardMillis * REROOT_NODES_PER_MILLI) {
            return false;
        }
        State s = position.copy();
        int[] moves = new int[MAX_REUSE_PLIES];
        int k = 0;
        int lastMover = -1;
        while (s.hash() != rootHash || !s.positionText().equals(rootText)) {
            if (k == MAX_REUSE_PLIES || s.ply() == 0) return false;
            moves[k++] = s.lastMove();
            s.undo();
            if (k == 1) lastMover = s.toMove();
        }
        int node = MctsTree.ROOT;
        for (int i = k - 1; i >= 0; i--) {
            if (!tree.isExpanded(node)) return false;
            int first = tree.firstChild(node);
            int end = first + tree.childCount(node);
            int next = -1;
            for (int c = first; c < end; c++) {
                if (tree.move(c) == moves[i]) {
                    next = c;
                    break;
                }
            }
            if (next < 0) return false;
            node = next;
        }
        tree.reroot(node);
        tree.setMaxNodes(cap);
        // The root's proof is kept for the opponent of its side to move; after a move that let
        // its player move again it was recorded for that player, so turn it round.
        if (k > 0 && lastMover == position.toMove() && tree.status(MctsTree.ROOT) != MctsTree.UNKNOWN) {
            tree.setProof(MctsTree.ROOT, MctsTree.negate(tree.status(MctsTree.ROOT)),
                    tree.proofPlies(MctsTree.ROOT));
        }
        return true;
    }

    /** One MCTS iteration: select, expand, simulate, back up (with proofs). */
    private void iterate() {
        int depth = 0;
        int node = MctsTree.ROOT;
        int rewardFirst;
        while (true) {
            if (!tree.isExpanded(node)) {
                if (tree.visits(node) == 0 || !expand(node, depth)) {
                    int r = state.randomPlayout(rng, moveBuffer, settings.playoutCap());
                    rewardFirst = r == Integer.MIN_VALUE ? 0 : Integer.signum(r);
                    break;
                }
                if (tree.status(node) != MctsTree.UNKNOWN) {
                    rewardFirst = provenReward(node, depth);
                    break;
                }
            }
            int child = select(node);
            int mover = state.toMove();
            state.apply(tree.move(child));
            depth++;
            if (depth == pathNode.length) {
                pathNode = Arrays.copyOf(pathNode, depth * 2);
                pathMover = Arrays.copyOf(pathMover, depth * 2);
            }
            pathNode[depth] = child;
            pathMover[depth] = mover;
            node = child;
            if (tree.status(child) != MctsTree.UNKNOWN) {
                rewardFirst = provenReward(child, depth);
                break;
            }
        }
        for (int i = depth; i >= 0; i--) {
            tree.addVisit(pathNode[i], pathMover[i] == Game.FIRST ? rewardFirst : -rewardFirst);
        }
        for (int i = 0; i < depth; i++) state.undo();
    }

    /** The first player's reward of a proven node on the path at {@code depth}. */
    private int provenReward(int node, int depth) {
        byte s = tree.status(node);
        int r = s == MctsTree.WIN ? 1 : s == MctsTree.LOSS ? -1 : 0;
        return pathMover[depth] == Game.FIRST ? r : -r;
    }

    /** UCB1 over the children of {@code node}, trying unvisited ones first, skipping proven losses. */
    private int select(int node) {
        int first = tree.firstChild(node);
        int end = first + tree.childCount(node);
        double explore = settings.c() * Math.sqrt(Math.log(Math.max(1, tree.visits(node))));
        int best = -1;
        double bestU = Double.NEGATIVE_INFINITY;
        for (int c = first; c < end; c++) {
            byte s = tree.status(c);
            if (s == MctsTree.LOSS) continue;
            int v = tree.visits(c);
            if (v == 0) return c;
            double inv;
            double invSqrt;
            if (v < TABLE) {
                inv = INV[v];
                invSqrt = INV_SQRT[v];
            } else {
                inv = 1.0 / v;
                invSqrt = Math.sqrt(inv);
            }
            double mean = s == MctsTree.DRAW ? 0.0 : tree.valueSum(c) * inv;
            double u = mean + explore * invSqrt;
            if (u > bestU) {
                bestU = u;
                best = c;
            }
        }
        // Every child a proven loss would have proven the node; keep a legal choice regardless.
        return best >= 0 ? best : first;
    }

    /**
     * Creates every child of {@code node} (the state is at that node), evaluating terminal
     * children at once, and passes any resulting proof up the path.
     *
     * @return false if the tree is full (nothing was created)
     */
    private boolean expand(int node, int depth) {
        int n = state.legalMoves(moveBuffer);
        int first = tree.addChildren(node, n);
        if (first < 0) return false;
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = moveBuffer[i];
            moveBuffer[i] = moveBuffer[j];
            moveBuffer[j] = t;
        }
        int mover = state.toMove();
        boolean anyProven = false;
        for (int i = 0; i < n; i++) {
            int m = moveBuffer[i];
            int child = first + i;
            tree.setMove(child, m);
            state.apply(m);
            if (state.isTerminal()) {
                int s = state.score();
                tree.setProof(child, MctsTree.statusOfSign(mover == Game.FIRST ? s : -s), 1);
                anyProven = true;
            }
            state.undo();
        }
        if (anyProven) propagateProof(depth, mover);
        return true;
    }

    /**
     * Re-derives the proofs of the path's nodes from {@code depth} up, stopping at the first node
     * that stays unproven.
     *
     * @param childMover the side to move at the node at {@code depth}
     */
    private void propagateProof(int depth, int childMover) {
        for (int i = depth; i >= 0; i--) {
            int p = pathNode[i];
            if (tree.status(p) != MctsTree.UNKNOWN) return;
            if (!tree.solveFromChildren(p, pathMover[i] != childMover)) return;
            childMover = pathMover[i];
        }
    }

    /** Whether the most-visited root child is also the best by value (the choice is settled). */
    private boolean isStable() {
        int first = tree.firstChild(MctsTree.ROOT);
        int end = first + tree.childCount(MctsTree.ROOT);
        int mostVisited = tree.bestChild(MctsTree.ROOT);
        if (tree.status(mostVisited) != MctsTree.UNKNOWN) return true;
        double v = tree.value(mostVisited);
        for (int c = first; c < end; c++) {
            if (c != mostVisited && tree.visits(c) > 0 && tree.value(c) > v) return false;
        }
        return true;
    }

    /**
     * Whether the runner-up root child could not reach the most-visited one's visits even if it
     * got every iteration of the remaining soft time at the rate so far.
     */
    private boolean cannotChange(long iterations, long elapsedNs, long remainingNs) {
        int first = tree.firstChild(MctsTree.ROOT);
        int end = first + tree.childCount(MctsTree.ROOT);
        int top = 0;
        int second = 0;
        for (int c = first; c < end; c++) {
            if (tree.status(c) == MctsTree.LOSS) continue;
            int v = tree.visits(c);
            if (v > top) {
                second = top;
                top = v;
            } else if (v > second) {
                second = v;
            }
        }
        double remaining = (double) iterations * remainingNs / Math.max(1, elapsedNs);
        return top - second > remaining;
    }

    private MoveDecision decision(long iterations, long start) {
        int root = MctsTree.ROOT;
        int best = tree.bestChild(root);
        int move = tree.move(best);
        Value value = rootValue();
        double winRate = (tree.value(best) + 1) / 2;
        int[] pv = new int[MAX_PV];
        int len = 0;
        int node = root;
        while (len < MAX_PV && tree.isExpanded(node)) {
            int c = tree.bestChild(node);
            if (tree.visits(c) == 0 && tree.status(c) == MctsTree.UNKNOWN) break;
            pv[len++] = tree.move(c);
            node = c;
        }
        if (len == 0) pv[len++] = move;
        return new MoveDecision(move, value, winRate, iterations, tree.size(), seconds(start),
                Arrays.copyOf(pv, len));
    }

    /** The root's proven value for its side to move. */
    private Value rootValue() {
        switch (tree.status(MctsTree.ROOT)) {
            // The root's status is kept for the opponent of the side to move.
            case MctsTree.WIN: return Value.LOSS;
            case MctsTree.LOSS: return Value.WIN;
            case MctsTree.DRAW: return Value.DRAW;
            default: return Value.UNKNOWN;
        }
    }

    private MoveDecision forcedMove(State position, int move, long start) {
        State s = position.copy();
        int mover = s.toMove();
        s.apply(move);
        Value v = Value.UNKNOWN;
        if (s.isTerminal()) v = Value.ofScore(s.score(), mover);
        return new MoveDecision(move, v, winRateOf(v, 0.0), 0, 0, seconds(start), new int[] {move});
    }

    private static double winRateOf(Value v, double mean) {
        switch (v) {
            case WIN: return 1.0;
            case LOSS: return 0.0;
            case DRAW: return 0.5;
            default: return (mean + 1) / 2;
        }
    }

    private static long deadline(long start, long millis, boolean hard) {
        if (millis >= SearchLimits.UNLIMITED / 4_000_000L) return Long.MAX_VALUE;
        long ns = millis * 1_000_000L;
        if (hard) ns -= Math.min(HARD_SLACK_NANOS, ns / 10);
        return start + ns;
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
