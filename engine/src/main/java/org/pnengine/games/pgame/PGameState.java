package org.pnengine.games.pgame;

import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.MoveNumbers;
import org.pnengine.game.PositionException;
import org.pnengine.game.SplitMix64;
import org.pnengine.game.State;

/**
 * A node of a P-game tree: its heap number ({@code child = parent*B + i + 1}, root 0), its depth
 * and the running sum of the edge values from the root (the leaf value once the depth is D).
 * A move is a child index {@code 0..B-1}, written 1-based in notation. Undo information is two
 * primitive arrays indexed by depth, allocated once per state; nothing is allocated per move.
 *
 * <p>Position text: the path from the root as 1-based child numbers separated by {@code ,}, or
 * {@code -} for the root, e.g. {@code -} or {@code 1,2,1}. The side to move follows from the
 * length of the path (Max at even depths).
 */
public final class PGameState implements State {

    private final PGameGame g;
    private final int b;            // branching
    private final int baseDepth;    // the depth of the position this state was made at
    private long node;              // heap number of the current node
    private int depth;              // plies from the root
    private int sum;                // sum of the edge values from the root
    private final long[] nodeStack; // nodeStack[d]: the node at depth d on the current path
    private final int[] sumStack;   // sumStack[d]: the sum at depth d

    PGameState(PGameGame g, long node, int depth, int sum) {
        this.g = g;
        this.b = g.branching;
        this.baseDepth = depth;
        this.node = node;
        this.depth = depth;
        this.sum = sum;
        this.nodeStack = new long[g.depth];
        this.sumStack = new int[g.depth];
    }

    private PGameState(PGameState o) {
        this.g = o.g;
        this.b = o.b;
        this.baseDepth = o.baseDepth;
        this.node = o.node;
        this.depth = o.depth;
        this.sum = o.sum;
        this.nodeStack = o.nodeStack.clone();
        this.sumStack = o.sumStack.clone();
    }

    @Override
    public Game game() {
        return g;
    }

    public PGameGame pGame() {
        return g;
    }

    /** The heap number of the current node: 0 for the root, {@code parent*B + i + 1} below. */
    public long node() {
        return node;
    }

    /** Plies from the root (the length of the path), 0..D. */
    public int depth() {
        return depth;
    }

    /**
     * The sum of the edge values from the root to here; at a leaf, the leaf value (positive: Max
     * wins, negative: Min wins, zero: draw). {@link #score()} is its sign.
     */
    public int sum() {
        return sum;
    }

    @Override
    public int toMove() {
        return depth & 1;
    }

    @Override
    public int ply() {
        return depth - baseDepth;
    }

    @Override
    public int legalMoves(int[] out) {
        if (depth == g.depth) return 0;
        for (int i = 0; i < b; i++) out[i] = i;
        return b;
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move < b && depth < g.depth;
    }

    @Override
    public void apply(int move) {
        nodeStack[depth] = node;
        sumStack[depth] = sum;
        long child = node * b + move + 1;
        int m = g.edgeMagnitude(child);
        sum += (depth & 1) == 0 ? m : -m;
        node = child;
        depth++;
    }

    @Override
    public void undo() {
        if (depth == baseDepth) throw new IllegalStateException("nothing to undo");
        depth--;
        node = nodeStack[depth];
        sum = sumStack[depth];
    }

    @Override
    public int lastMove() {
        return depth == baseDepth ? -1 : (int) ((node - 1) % b);
    }

    @Override
    public boolean isTerminal() {
        return depth == g.depth;
    }

    @Override
    public int score() {
        return Integer.signum(sum);
    }

    /**
     * The SplitMix64 finaliser of the node number, offset so that the root does not hash to 0.
     * It is a bijection and node numbers are unique, so there are no collisions within a tree.
     */
    @Override
    public long hash() {
        return SplitMix64.at(node, 1);
    }

    @Override
    public PGameState copy() {
        return new PGameState(this);
    }

    @Override
    public String formatMove(int move) {
        return MoveNumbers.format(move);
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        return MoveNumbers.parse(text, b, "a P-game move is a child number", "child number");
    }

    /** The 1-based child numbers from the root to here, separated by commas, or {@code -}. */
    @Override
    public String positionText() {
        if (depth == 0) return "-";
        int[] path = new int[depth];
        long n = node;
        for (int d = depth - 1; d >= 0; d--) {
            path[d] = (int) ((n - 1) % b);
            n = (n - 1) / b;
        }
        StringBuilder sb = new StringBuilder(depth * 3);
        for (int d = 0; d < depth; d++) {
            if (d > 0) sb.append(',');
            sb.append(path[d] + 1);
        }
        return sb.toString();
    }

    private static String signed(int v) {
        return v > 0 ? "+" + v : Integer.toString(v);
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        sb.append(g.descriptor()).append('\n');
        sb.append("path ").append(positionText()).append(" (depth ").append(depth).append(" of ")
                .append(g.depth).append("), sum ").append(signed(sum)).append('\n');
        if (isTerminal()) {
            sb.append("leaf value ").append(signed(sum)).append(": ")
                    .append(sum > 0 ? "max wins" : sum < 0 ? "min wins" : "draw");
        } else {
            sb.append(g.playerName(toMove())).append(" to move; edge values");
            for (int i = 0; i < b; i++) {
                sb.append(' ').append(i + 1).append(':')
                        .append(signed(g.edgeValue(node * b + i + 1, depth)));
            }
        }
        return sb.toString();
    }

    /**
     * Walks to a leaf without touching the state. When B is a power of two the child indices are
     * cut from 64-bit random words (exactly uniform, one {@code nextLong} per 64/log2(B) plies);
     * otherwise each ply draws {@code nextInt(B)}.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        final int maxDepth = g.depth;
        if (maxDepth - depth > maxPlies) return Integer.MIN_VALUE;
        final long seed = g.seed;
        final long bl = b;
        long n = node;
        int s = sum;
        int d = depth;
        if ((b & (b - 1)) == 0) {
            final int bits = Integer.numberOfTrailingZeros(b);
            final long mask = b - 1;
            final int perWord = 64 / bits;
            while (d < maxDepth) {
                long word = rng.nextLong();
                int k = Math.min(perWord, maxDepth - d);
                for (int j = 0; j < k; j++) {
                    n = n * bl + (word & mask) + 1;
                    word >>>= bits;
                    int m = (int) (SplitMix64.at(seed, n) >>> 57);
                    s += (d & 1) == 0 ? m : -m;
                    d++;
                }
            }
        } else {
            while (d < maxDepth) {
                n = n * bl + rng.nextInt(b) + 1;
                int m = (int) (SplitMix64.at(seed, n) >>> 57);
                s += (d & 1) == 0 ? m : -m;
                d++;
            }
        }
        return Integer.signum(s);
    }

    // ---------------------------------------------------------------- parsing

    static PGameState parse(PGameGame g, String text) throws PositionException {
        if (text.isEmpty()) {
            throw new PositionException("empty position: write - for the root or a path such as 1,2,1");
        }
        PGameState s = g.newInitialState();
        if (text.equals("-")) return s;
        String[] parts = text.split(",", -1);
        if (parts.length > g.depth) {
            throw new PositionException("the path has " + parts.length + " moves but the tree has depth "
                    + g.depth);
        }
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].trim();
            if (p.isEmpty()) {
                throw new PositionException("move " + (i + 1) + " of the path is empty: write the "
                        + "1-based child numbers separated by commas, e.g. 1,2,1");
            }
            int c = -1;
            if (p.length() <= 3 && p.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                c = Integer.parseInt(p);
            }
            if (c < 1 || c > g.branching) {
                throw new PositionException("move " + (i + 1) + " of the path ('" + parts[i].trim()
                        + "') is not a child number 1.." + g.branching);
            }
            s.apply(c - 1);
        }
        // The path is a history, but the parsed position is the new base: no undo past it.
        return new PGameState(g, s.node, s.depth, s.sum);
    }
}
