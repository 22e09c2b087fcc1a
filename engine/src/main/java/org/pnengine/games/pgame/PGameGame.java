package org.pnengine.games.pgame;

import java.util.List;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.SplitMix64;

/**
 * A P-game tree: {@code pgame branching=2 depth=20 seed=0}, after Kocsis and Szepesvári,
 * "Bandit based Monte-Carlo Planning" (ECML 2006), as used by the PPNS papers with
 * {@code B=2, D=20} and {@code B=8, D=8} (rules in {@code ../shared/reference/rules-and-numbers.md},
 * "P-game trees").
 *
 * <p>A uniform tree of branching factor B and depth D; Max (the first player) moves at even
 * depths, Min at odd depths. Every edge carries a random value, an integer uniform on
 * {@code 0..127} for a Max move and on {@code -127..0} for a Min move. A leaf's value is the sum
 * of the edge values on its path: {@code > 0} a Max win (score +1), {@code < 0} a Min win (score
 * −1), {@code 0} a draw.
 *
 * <p>The tree is not stored. Nodes are numbered heap-like: the root is 0 and child {@code i}
 * ({@code 0 <= i < B}) of node {@code n} is {@code n*B + i + 1}; parameters for which
 * {@code 1 + B + ... + B^D} exceeds {@code Long.MAX_VALUE} are rejected (e.g. {@code branching=64}
 * allows depth 10 at most). The edge leading into node {@code c ≥ 1} has the magnitude
 * <pre>
 *   m(c) = splitmix64(seed + c * 0x9E3779B97F4A7C15) >>> 57          (0..127)
 *   splitmix64(z): z = (z ^ z>>>30) * 0xBF58476D1CE4E5B9;
 *                  z = (z ^ z>>>27) * 0x94D049BB133111EB;  return z ^ z>>>31
 * </pre>
 * (mod 2^64), the top 7 bits of the {@code c}-th output of Steele, Lea and Flood's SplitMix64
 * seeded with {@code seed}: {@code +m(c)} if the parent's depth is even (a Max move), {@code -m(c)}
 * if odd. Tree {@code k} of a series is {@code seed=k}. Details: protocol-spec/games/pgame.md.
 */
public final class PGameGame extends AbstractGame {

    public static final GameType TYPE = new GameType("pgame",
            List.of(ParamSpec.ofInt("branching", 2, 2, 64, "children of every inner node"),
                    ParamSpec.ofInt("depth", 20, 1, 40, "plies from the root to every leaf"),
                    ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE,
                            "the tree: tree k of a series is seed=k")),
            null,
            "P-game tree (Kocsis & Szepesvari), random edge values, leaf = path sum",
            PGameGame::create);

    final int branching;
    final int depth;
    final long seed;

    private PGameGame(Params p) {
        super(TYPE, p);
        this.branching = p.getInt("branching");
        this.depth = p.getInt("depth");
        this.seed = p.getLong("seed");
    }

    private static Game create(Params p) {
        int b = p.getInt("branching");
        int d = p.getInt("depth");
        int max = maxDepth(b);
        if (d > max) {
            throw new IllegalArgumentException("parameter 'depth' must be at most " + max
                    + " for branching " + b + ": the node numbers of a tree of depth " + d
                    + " do not fit in 63 bits (got depth " + d + ")");
        }
        return new PGameGame(p);
    }

    /**
     * The greatest depth at which a tree of the given branching can number all its nodes with
     * non-negative longs: the largest d with {@code 1 + B + ... + B^d <= Long.MAX_VALUE}.
     */
    static int maxDepth(int branching) {
        long nodes = 1;      // nodes of depth <= d
        long level = 1;      // B^d
        int d = 0;
        while (true) {
            try {
                long nextLevel = Math.multiplyExact(level, (long) branching);
                long nextNodes = Math.addExact(nodes, nextLevel);
                level = nextLevel;
                nodes = nextNodes;
                d++;
            } catch (ArithmeticException e) {
                return d;
            }
        }
    }

    /** A P-game with the given parameters. @throws IllegalArgumentException if they do not fit */
    public static PGameGame of(int branching, int depth, long seed) {
        return (PGameGame) TYPE.create(List.of("branching=" + branching, "depth=" + depth,
                "seed=" + seed));
    }

    public int branching() {
        return branching;
    }

    public int depth() {
        return depth;
    }

    public long seed() {
        return seed;
    }

    /** The magnitude 0..127 of the edge into node {@code node >= 1} (see the class comment). */
    public int edgeMagnitude(long node) {
        return (int) (SplitMix64.at(seed, node) >>> 57);
    }

    /**
     * The value of the edge into node {@code node >= 1}, whose parent is at depth
     * {@code parentDepth}: {@code +m} for a Max move (even parent depth), {@code -m} for a Min move.
     */
    public int edgeValue(long node, int parentDepth) {
        int m = edgeMagnitude(node);
        return (parentDepth & 1) == 0 ? m : -m;
    }

    @Override
    public PGameState newInitialState() {
        return new PGameState(this, 0L, 0, 0);
    }

    @Override
    public PGameState parsePosition(String text) throws PositionException {
        return PGameState.parse(this, text.trim());
    }

    @Override
    public int maxMoves() {
        return branching;
    }

    @Override
    public int maxGameLength() {
        return depth;
    }

    /** {@code max} (the first player) and {@code min}; {@code b}/{@code w} are accepted too. */
    @Override
    public String playerName(int player) {
        return player == FIRST ? "max" : "min";
    }
}
