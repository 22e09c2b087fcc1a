package org.pnengine.search.mcts;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.pnengine.game.Evaluation;
import org.pnengine.game.Game;
import org.pnengine.game.PlayoutPolicy;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/**
 * One Monte-Carlo tree search over one {@link MctsTree}: the iterations behind every MCTS-family
 * player (UCT, MCTS-Solver, PN-MCTS and its double layer, by {@link MctsSettings}). A
 * {@link MctsPlayer} runs one per thread and merges their roots; a search knows nothing of the
 * others but a stop request. Each iteration selects down the tree the child i maximising
 * <pre>
 *     v_i + C · sqrt(ln n_p / n_i)                                   (UCT, MCTS-Solver)
 *     v_i + C · sqrt(ln n_p / n_i) + C_pn · (1 − rank_i / norm) · d_i  (PN-MCTS with U)
 * </pre>
 * (v_i in [−1, 1] the mean reward of i for the player to move at p, with {@code imm=α}
 * (1 − α) · v_i + α · m_i, m_i the implicit minimax value; n the visit counts, rank_i from
 * {@link MctsTree#rankChildren}; d_i = 1 as in the paper, or with {@code rank_decay=sqrt}
 * sqrt(ln n_p / n_i), so that the term shrinks as the exploration does, as progressive bias
 * shrinks a heuristic's); expands a node the second time it is reached (the root at once);
 * plays out by {@link State#randomPlayout} or the game's {@link PlayoutPolicy}, with {@code ept}
 * cut and scored by its {@link Evaluation}; and backs up +1, 0 or −1 by the sign of the score
 * (a cut-off playout is a draw). MCTS-Solver proofs pass up the path
 * ({@link MctsTree#solveFromChildren}); PN-MCTS's numbers are recomputed after each expansion up
 * to the first unchanged ancestor, and so are implicit minimax values. The search stops once the
 * root is proven (PN-MCTS: proven a win, and only with F). {@link #run} polls the clock, the
 * stop signal and its {@link Checkpoint} about every millisecond; {@link #prepare} keeps the new
 * position's subtree of the last search ({@code reuse=true}). Nothing is allocated per
 * iteration; one thread at a time runs a search.
 *
 * <p>Papers: Kocsis and Szepesvári, ECML 2006 (UCB1: Auer, Cesa-Bianchi and Fischer 2002);
 * Winands, Björnsson and Saito, CG 2008; Kowalski, Doe, Winands, Górski and Soemers, IEEE ToG 2024
 * (code acatai/pn-mcts); Lorentz, TCS 2016; Chaslot, Winands, van den Herik, Uiterwijk and
 * Bouzy, NMNC 2008 (progressive bias); Lanctot, Winands, Pepels and Sturtevant, CIG 2014
 * (implicit minimax). Every switch in full: protocol-spec/players.md.
 */
final class MctsSearch {

    /** Called by a running search about every millisecond, on its thread. */
    @FunctionalInterface
    interface Checkpoint {
        /**
         * @param now        {@link System#nanoTime()} now
         * @param iterations the iterations of this run so far
         * @return whether the search should stop now
         */
        boolean atCheck(long now, long iterations);
    }

    /** The most iterations between two looks at the clock and the stop signal. */
    static final int MAX_CHECK_INTERVAL = 64;
    /** The aimed-at time between two looks at the clock and the stop signal. */
    private static final long CHECK_NANOS = 1_000_000L;
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

    /**
     * The largest tree a search given {@code rerootMillis} re-roots rather than drops
     * ({@link SearchLimits#UNLIMITED} for an unlimited time).
     */
    static long rerootableNodes(long rerootMillis) {
        if (rerootMillis >= SearchLimits.UNLIMITED / REROOT_NODES_PER_MILLI) return SearchLimits.UNLIMITED;
        return rerootMillis * REROOT_NODES_PER_MILLI;
    }

    private final MctsSettings settings;
    private final long seed;
    private final MctsTree tree;
    // The switches, read once into fields for the hot loop.
    private final double c;
    private final boolean solver;
    private final boolean lazy;
    private final boolean finalProven;
    private final int pnLayers;
    /** PN-MCTS with F: a proven root ends the search (without F the reference code searches on). */
    private final boolean pnFinal;
    private final boolean skipSolved;
    private final boolean rankTerm;
    private final boolean rankByMax;
    /** {@code rank_decay=sqrt}: the rank term times sqrt(ln n_p / n_i). */
    private final boolean rankDecays;
    /** Which selection rule: {@link #MODE_UCT}, {@link #MODE_PN} or {@link #MODE_PARENT_MEAN}. */
    private final int mode;
    private static final int MODE_UCT = 0;
    private static final int MODE_PN = 1;
    private static final int MODE_PARENT_MEAN = 2;
    private final double cpn;
    private final int threshold;
    /** Implicit minimax backups: whether they are on, their weight α and the evaluation's scale. */
    private final boolean implicit;
    private final double immAlpha;
    private final double immScale;
    private SplittableRandom rng;

    // Per-search working storage, kept between searches to avoid allocation.
    private State state;
    /** The state's own playout policy when the settings ask for it and the game has one, else null. */
    private PlayoutPolicy policy;
    /** The state's static evaluation when the settings cut playouts short and the game has one, else null. */
    private Evaluation evaluation;
    /** The state's static evaluation for the implicit minimax values, or null (none, or the game has none). */
    private Evaluation implicitEvaluation;
    private int[] moveBuffer = new int[0];
    private long[] rankScratch = new long[0];
    private int[] pathNode = new int[64];
    private int[] pathMover = new int[64];
    /** The side to move at the root: the player the proof numbers are relative to. */
    private int rootPlayer;

    // The position the tree's root stands for, to find it again at the next move.
    private Game rootGame;
    private long rootHash;
    private String rootText;

    /**
     * A search with {@code settings} whose random numbers come from {@code seed} (the player
     * gives each of its searches its own).
     */
    MctsSearch(MctsSettings settings, long seed) {
        this.settings = settings;
        this.seed = seed;
        this.c = settings.c();
        this.solver = settings.solver();
        this.lazy = settings.expansion() == MctsSettings.Expansion.ONE;
        boolean parentMean = settings.unvisited() == MctsSettings.Unvisited.PARENT_MEAN;
        this.finalProven = settings.finalMove() == MctsSettings.FinalMove.PROVEN;
        MctsSettings.Pn pn = settings.pn();
        this.pnLayers = pn.layers();
        this.pnFinal = pn.finalMove();
        this.skipSolved = pn.skipSolved();
        this.rankTerm = pn.rankTerm();
        this.rankByMax = pn.rankNorm() == MctsSettings.RankNorm.MAX;
        this.rankDecays = pn.rankDecay() == MctsSettings.RankDecay.SQRT;
        this.cpn = pn.cpn();
        this.threshold = pn.threshold();
        this.mode = pnLayers > 0 ? MODE_PN : parentMean ? MODE_PARENT_MEAN : MODE_UCT;
        this.implicit = settings.imm().on();
        this.immAlpha = settings.imm().alpha();
        this.immScale = settings.imm().scale();
        this.tree = new MctsTree(pnLayers, implicit);
        this.rng = new SplittableRandom(seed);
    }

    MctsTree tree() {
        return tree;
    }

    /** Frees the tree, forgets the last position and re-seeds the random numbers. */
    void reset() {
        tree.release();
        rng = new SplittableRandom(seed);
        state = null;
        policy = null;
        evaluation = null;
        implicitEvaluation = null;
        rootGame = null;
        rootText = null;
    }

    /**
     * Makes the tree stand for {@code position} (not terminal, at least two legal moves): the
     * subtree kept from the last search if {@code reuse} is on and it is found there, else a
     * fresh root; and expands the root.
     *
     * @param cap        the most nodes the tree may hold
     * @param rerootMillis the time a re-rooting may take at most, at about 10 ns a node
     */
    void prepare(State position, int cap, long rerootMillis) {
        Game game = position.game();
        if (moveBuffer.length < game.maxMoves()) {
            moveBuffer = new int[game.maxMoves()];
            rankScratch = new long[game.maxMoves()];
        }
        state = position.copy();
        policy = settings.playout() == MctsSettings.Playout.POLICY && state instanceof PlayoutPolicy pp ? pp : null;
        evaluation = settings.ept() > 0 && state instanceof Evaluation e ? e : null;
        implicitEvaluation = implicit && state instanceof Evaluation e ? e : null;
        pathNode[0] = MctsTree.ROOT;
        pathMover[0] = 1 - state.toMove();
        if (!(settings.reuse() && reuseTree(position, cap, rerootMillis))) {
            tree.clear(cap);
        }
        rootPlayer = state.toMove();
        rootGame = null;
        if (!tree.isExpanded(MctsTree.ROOT) && !expand(MctsTree.ROOT, 0)) {
            tree.clear(cap);
            expand(MctsTree.ROOT, 0);
        }
    }

    /**
     * Runs iterations from the prepared root until the root is proven, {@code maxIterations}
     * have run, {@code stop} reads stopped, the clock passes {@code hardNs} ({@code Long.MAX_VALUE}
     * for none) or the checkpoint asks to stop.
     *
     * @return the iterations run
     */
    long run(long maxIterations, long hardNs, StopSignal stop, Checkpoint checkpoint) {
        long iterations = 0;
        int interval = 1;
        long nextCheck = 1;
        long lastCheckNs = System.nanoTime();
        while (!rootSolved() && iterations < maxIterations) {
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
                if (checkpoint.atCheck(now, iterations)) break;
                if (hardNs != Long.MAX_VALUE && now - hardNs >= 0) break;
            }
        }
        return iterations;
    }

    /** Remembers the searched position, so that the next search can find it in the tree. */
    void finish(State position) {
        state = null;
        policy = null;
        evaluation = null;
        implicitEvaluation = null;
        rootGame = position.game();
        rootHash = position.hash();
        rootText = position.positionText();
    }

    /**
     * Whether the search is over because the root is decided: PN-MCTS with F stops at a proven
     * win (its move is then the proven one); without F it searches on to its budget, as the
     * reference code does, since its move is the most visited.
     */
    boolean rootSolved() {
        if (pnLayers > 0) return pnFinal && tree.pn(MctsTree.ROOT) == 0;
        return solver && tree.status(MctsTree.ROOT) != MctsTree.UNKNOWN;
    }


    /**
     * Finds {@code position} in the tree kept from the last search, as the root itself or a
     * descendant reached by the moves played since (found by undoing up to
     * {@value #MAX_REUSE_PLIES} plies of the position's history), and makes that node the root.
     * A tree too large to re-root within a tenth of {@code rerootMillis} is dropped instead, and so is
     * a tree with proof numbers for the other player.
     *
     * @return whether the tree now stands for {@code position}
     */
    private boolean reuseTree(State position, int cap, long rerootMillis) {
        if (rootGame != position.game() || tree.size() == 0 || tree.size() > cap) return false;
        if (pnLayers > 0 && position.toMove() != rootPlayer) return false;
        // Re-rooting is linear in the tree size (about 10 ns a node): not worth a short move.
        if (tree.size() > rerootableNodes(rerootMillis)) return false;
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
            for (int ch = first; ch < end; ch++) {
                if (tree.move(ch) == moves[i]) {
                    next = ch;
                    break;
                }
            }
            if (next < 0) return false;
            node = next;
        }
        tree.reroot(node);
        tree.setMaxNodes(cap);
        // The root's statistics and proof are kept for the opponent of its side to move; after a
        // move that let its player move again they were recorded for that player: turn them round.
        if (k > 0 && lastMover == position.toMove()) {
            tree.negateValue(MctsTree.ROOT);
            if (tree.status(MctsTree.ROOT) != MctsTree.UNKNOWN) {
                tree.setProof(MctsTree.ROOT, MctsTree.negate(tree.status(MctsTree.ROOT)),
                        tree.proofPlies(MctsTree.ROOT));
            }
        }
        return true;
    }

    /** The reward of one playout from the current state, for the first player: +1, 0 or −1. */
    private int playout() {
        if (evaluation != null) return EarlyTermination.reward(state, policy, evaluation, settings.ept(), rng, moveBuffer);
        int r = policy != null ? policy.policyPlayout(rng, moveBuffer, settings.playoutCap())
                : state.randomPlayout(rng, moveBuffer, settings.playoutCap());
        return r == Integer.MIN_VALUE ? 0 : Integer.signum(r);
    }

    /** One MCTS iteration: select, expand, simulate, back up (with proofs). */
    private void iterate() {
        int depth = 0;
        int node = MctsTree.ROOT;
        int rewardFirst;
        while (true) {
            if (!tree.isExpanded(node)) {
                if (tree.visits(node) == 0 || !expand(node, depth)) {
                    rewardFirst = playout();
                    break;
                }
                if (tree.status(node) != MctsTree.UNKNOWN) {
                    rewardFirst = provenReward(node, depth);
                    break;
                }
            }
            int child = select(node, depth);
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
            if (lazy && tree.visits(child) == 0 && state.isTerminal()) {
                // Ludii's expansion: the child comes into the tree, and is examined, only now.
                int s = state.score();
                tree.setProof(child, MctsTree.statusOfSign(mover == Game.FIRST ? s : -s), 1);
                if (solver) propagateProof(depth - 1, mover);
            }
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

    private int select(int node, int depth) {
        if (mode == MODE_UCT) return selectUct(node);
        if (mode == MODE_PN) return selectPn(node);
        return selectParentMean(node, depth);
    }

    /**
     * UCB1 over the children of {@code node}, trying unvisited ones first (in their shuffled
     * order); with the solver, proven losses are skipped and proven draws scored 0.
     */
    private int selectUct(int node) {
        int first = tree.firstChild(node);
        int end = first + tree.childCount(node);
        double explore = c * Math.sqrt(Math.log(Math.max(1, tree.visits(node))));
        boolean useProofs = solver;
        int best = -1;
        double bestU = Double.NEGATIVE_INFINITY;
        for (int ch = first; ch < end; ch++) {
            byte s = tree.status(ch);
            if (useProofs && s == MctsTree.LOSS) continue;
            int v = tree.visits(ch);
            if (v == 0) return ch;
            double inv;
            double invSqrt;
            if (v < TABLE) {
                inv = INV[v];
                invSqrt = INV_SQRT[v];
            } else {
                inv = 1.0 / v;
                invSqrt = Math.sqrt(inv);
            }
            double mean = withImplicit(useProofs && s == MctsTree.DRAW ? 0.0 : tree.valueSum(ch) * inv, ch);
            double u = mean + explore * invSqrt;
            if (u > bestU) {
                bestU = u;
                best = ch;
            }
        }
        // Every child a proven loss would have proven the node; keep a legal choice regardless.
        return best >= 0 ? best : first;
    }

    /**
     * Ludii's UCB1: an unvisited child scores the parent's mean for the player to move at the
     * parent plus C · sqrt(ln n_p), as if it had one visit; ties go to the first in the shuffled
     * order (so, among unvisited children, to a random one). With the solver, proven losses are
     * skipped and proven draws scored 0.
     */
    private int selectParentMean(int node, int depth) {
        int first = tree.firstChild(node);
        int end = first + tree.childCount(node);
        int n = tree.visits(node);
        double explore = c * Math.sqrt(Math.log(Math.max(1, n)));
        // The node's statistics are kept for the player who moved into it.
        double parentMean = n == 0 ? Double.POSITIVE_INFINITY
                : (pathMover[depth] == state.toMove() ? 1 : -1) * tree.mean(node);
        double unvisitedU = parentMean + explore;
        int best = -1;
        double bestU = Double.NEGATIVE_INFINITY;
        for (int ch = first; ch < end; ch++) {
            byte s = tree.status(ch);
            if (solver && s == MctsTree.LOSS) continue;
            int v = tree.visits(ch);
            double u;
            if (v == 0) {
                u = unvisitedU;
            } else {
                double inv = v < TABLE ? INV[v] : 1.0 / v;
                double invSqrt = v < TABLE ? INV_SQRT[v] : Math.sqrt(inv);
                double mean = withImplicit(solver && s == MctsTree.DRAW ? 0.0 : tree.valueSum(ch) * inv, ch);
                u = mean + explore * invSqrt;
            }
            if (u > bestU) {
                bestU = u;
                best = ch;
            }
        }
        return best >= 0 ? best : first;
    }

    /**
     * The PN-MCTS selection: unvisited children first (in their shuffled order), then UCB1 plus
     * the rank term (U), skipping solved children after T visits at an unsolved parent (S).
     */
    private int selectPn(int node) {
        int first = tree.firstChild(node);
        int k = tree.childCount(node);
        int end = first + k;
        boolean two = pnLayers == 2;
        boolean unsolved = (two ? tree.pn2(node) : tree.pn(node)) != 0 && tree.dn(node) != 0;
        boolean skip = skipSolved && unsolved;
        double sqrtLn = Math.sqrt(Math.log(Math.max(1, tree.visits(node))));
        double explore = c * sqrtLn;
        double norm = k;
        if (rankTerm && rankByMax) {
            int maxRank = 1;
            for (int ch = first; ch < end; ch++) maxRank = Math.max(maxRank, tree.rank(ch));
            norm = maxRank;
        }
        int best = -1;
        double bestU = Double.NEGATIVE_INFINITY;
        for (int ch = first; ch < end; ch++) {
            int v = tree.visits(ch);
            if (v == 0) return ch;
            if (skip && v > threshold
                    && ((two ? tree.pn2(ch) : tree.pn(ch)) == 0 || tree.dn(ch) == 0)) {
                continue;
            }
            double inv = v < TABLE ? INV[v] : 1.0 / v;
            double invSqrt = v < TABLE ? INV_SQRT[v] : Math.sqrt(inv);
            double u = withImplicit(tree.valueSum(ch) * inv, ch) + explore * invSqrt;
            if (rankTerm) u += cpn * (1 - tree.rank(ch) / norm) * (rankDecays ? sqrtLn * invSqrt : 1);
            if (u > bestU) {
                bestU = u;
                best = ch;
            }
        }
        // At an unsolved parent some child is unsolved, so this is only a guard.
        return best >= 0 ? best : first;
    }

    /**
     * Creates the children of {@code node} (the state is at that node) and shuffles their order.
     * With {@code expansion=all} terminal children are evaluated at once, proofs pass up the path
     * (with the solver) and proof numbers are recomputed up the path (PN-MCTS).
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
        if (lazy) {
            for (int i = 0; i < n; i++) tree.setMove(first + i, moveBuffer[i]);
            return true;
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
                if (pnLayers > 0) setTerminalProofNumbers(child, rootPlayer == Game.FIRST ? s : -s);
                if (implicit) tree.setImplicitValue(child, Integer.signum(mover == Game.FIRST ? s : -s));
                anyProven = true;
            } else if (implicitEvaluation != null) {
                double e = implicitEvaluation.evaluate();
                tree.setImplicitValue(child, (float) Math.tanh((mover == Game.FIRST ? e : -e) / immScale));
            }
            state.undo();
        }
        if (implicit) backupImplicit(depth);
        if (solver && anyProven) propagateProof(depth, mover);
        if (pnLayers > 0) updateProofNumbers(depth);
        return true;
    }

    /** A visited child's value in selection: its mean, blended with its implicit minimax value if kept. */
    private double withImplicit(double mean, int child) {
        return implicit ? (1 - immAlpha) * mean + immAlpha * tree.implicitValue(child) : mean;
    }

    /**
     * Recomputes the implicit minimax values from the node at {@code depth} (just expanded) up
     * the path, stopping at the first node whose value did not change.
     */
    private void backupImplicit(int depth) {
        for (int d = depth; d >= 0; d--) {
            if (!tree.backupImplicit(pathNode[d])) return;
        }
    }

    /** A terminal node's proof numbers, from its score for the root player. */
    private void setTerminalProofNumbers(int node, int rootScore) {
        if (rootScore > 0) tree.setProofNumbers(node, 0, MctsTree.INF);
        else tree.setProofNumbers(node, MctsTree.INF, 0);
        if (pnLayers == 2) {
            if (rootScore >= 0) tree.setProofNumbers2(node, 0, MctsTree.INF);
            else tree.setProofNumbers2(node, MctsTree.INF, 0);
        }
    }

    /**
     * Recomputes pn/dn (and pn2/dn2) from the node at {@code depth} (just expanded; the state is
     * at it) up the path, re-ranking each recomputed node's children, and stops at the first node
     * whose numbers did not change.
     */
    private void updateProofNumbers(int depth) {
        for (int i = depth; i >= 0; i--) {
            int p = pathNode[i];
            int toMove = i == depth ? state.toMove() : pathMover[i + 1];
            boolean or = toMove == rootPlayer;
            boolean changed = tree.updateProofNumbers(p, or);
            tree.rankChildren(p, or, rankScratch);
            if (!changed) return;
        }
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

    // ------------------------------------------------------------------ root statistics and PVs

    /**
     * Copies the root's children's statistics into {@code into} (its order: the tree's), with
     * {@code iterations} as this search's count so far.
     */
    void publish(RootStats into, long iterations) {
        into.fromTree(tree, iterations);
    }

    /** The principal variation from root child {@code ch} (a node id of this tree). */
    int[] pv(int ch) {
        int[] pv = new int[MAX_PV];
        int len = 0;
        pv[len++] = tree.move(ch);
        int node = ch;
        while (len < MAX_PV && tree.isExpanded(node)) {
            int next = pvChild(node);
            if (tree.visits(next) == 0 && tree.status(next) == MctsTree.UNKNOWN) break;
            pv[len++] = tree.move(next);
            node = next;
        }
        return Arrays.copyOf(pv, len);
    }

    /** The principal variation of every root child, in the tree's order. */
    int[][] rootPvs() {
        int first = tree.firstChild(MctsTree.ROOT);
        int[][] pvs = new int[tree.childCount(MctsTree.ROOT)][];
        for (int i = 0; i < pvs.length; i++) pvs[i] = pv(first + i);
        return pvs;
    }

    /** The child a principal variation follows below the root. */
    private int pvChild(int node) {
        if (solver || finalProven && pnLayers == 0) return tree.bestChild(node);
        int first = tree.firstChild(node);
        int end = first + tree.childCount(node);
        int best = first;
        for (int ch = first + 1; ch < end; ch++) {
            if (MctsTree.isMoreVisited(tree.visits(ch), tree.value(ch), tree.visits(best), tree.value(best))) best = ch;
        }
        return best;
    }
}
