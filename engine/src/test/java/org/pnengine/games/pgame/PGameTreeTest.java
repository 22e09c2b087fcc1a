package org.pnengine.games.pgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.ChiSquare;
import org.pnengine.game.Game;

/**
 * The shape and the values of P-game trees. The rules are those of
 * {@code ../shared/reference/rules-and-numbers.md}, "P-game trees (Kocsis & Szepesvári 2006)": a
 * uniform tree of branching B and depth D, Max and Min alternating, edge values uniform on
 * 0..127 (Max) and −127..0 (Min), leaf value = path sum, its sign the outcome. The paper's shapes
 * (B=2, D=20 and B=8, D=8) come from the same file.
 */
class PGameTreeTest {

    // ------------------------------------------------------------ perft and shape

    /** Walks the whole tree, counting nodes per depth and checking the shape at every node. */
    private static void walk(PGameState s, long[] count, int[][] bufs) {
        int d = s.depth();
        count[d]++;
        int n = s.legalMoves(bufs[d]);
        int depth = s.pGame().depth();
        if (d == depth) {
            if (!s.isTerminal() || n != 0) throw new AssertionError("leaf " + s.positionText() + " not terminal");
            return;
        }
        if (s.isTerminal() || n != s.pGame().branching()) {
            throw new AssertionError("inner node " + s.positionText() + " has " + n + " moves");
        }
        for (int i = 0; i < n; i++) {
            s.apply(bufs[d][i]);
            walk(s, count, bufs);
            s.undo();
        }
    }

    private static void assertPerft(int b, int depth) {
        PGameGame g = PGameGame.of(b, depth, 12345);
        PGameState s = g.newInitialState();
        long[] count = new long[depth + 1];
        int[][] bufs = new int[depth + 1][g.maxMoves()];
        walk(s, count, bufs);
        long expected = 1;
        for (int d = 0; d <= depth; d++) {
            assertEquals(expected, count[d], "perft(" + d + ") of B=" + b + " D=" + depth);
            expected *= b;
        }
        assertEquals("-", s.positionText());
        assertEquals(0, s.ply());
    }

    /**
     * perft(d) = B^d for every d ≤ D, every inner node has exactly B children and only the nodes
     * of depth D are terminal; on the two shapes of the PPNS experiments (B=2, D=20: 2^20 leaves;
     * B=8, D=8: 8^8 = 16,777,216 leaves; source: ../shared/reference/rules-and-numbers.md) and a
     * few others, including a branching that is not a power of two.
     */
    @Test
    void perftIsBToTheD() {
        assertPerft(2, 20);
        assertPerft(8, 8);
        assertPerft(3, 9);
        assertPerft(64, 3);
        assertPerft(5, 1);
    }

    // ------------------------------------------------------------ edge values

    /**
     * Every edge of a B=8, D=6 tree (299,592 edges), read off the state as the change of its sum:
     * Max edges (from even depths) lie in 0..127, Min edges in −127..0, every one of the 128
     * magnitudes occurs for both, and the magnitudes pass a chi-square test of uniformity at
     * p = 4·10⁻⁵ (over 127 degrees of freedom, a statistic of 200).
     */
    @Test
    void edgeValuesAreUniformInTheirRanges() {
        PGameGame g = PGameGame.of(8, 6, 99);
        long[][] hist = new long[2][128];
        collectEdges(g.newInitialState(), hist);
        for (int side = 0; side < 2; side++) {
            for (int m = 0; m < 128; m++) {
                assertTrue(hist[side][m] > 0, "magnitude " + m + " never seen for side " + side);
            }
            double p = ChiSquare.uniformPValue(hist[side]);
            assertTrue(p > 4e-5, "chi-square p-value " + p + " for side " + side);
        }
        // 8 + 8^3 + 8^5 Max edges, 8^2 + 8^4 + 8^6 Min edges
        assertEquals(8 + 512 + 32768, Arrays.stream(hist[0]).sum());
        assertEquals(64 + 4096 + 262144, Arrays.stream(hist[1]).sum());
    }

    private static void collectEdges(PGameState s, long[][] hist) {
        if (s.isTerminal()) return;
        int b = s.pGame().branching();
        int before = s.sum();
        int mover = s.toMove();
        for (int i = 0; i < b; i++) {
            s.apply(i);
            int v = s.sum() - before;
            if (mover == Game.FIRST) {
                if (v < 0 || v > 127) throw new AssertionError("Max edge " + v + " at " + s.positionText());
                hist[0][v]++;
            } else {
                if (v > 0 || v < -127) throw new AssertionError("Min edge " + v + " at " + s.positionText());
                hist[1][-v]++;
            }
            collectEdges(s, hist);
            s.undo();
        }
    }

    // ------------------------------------------------------------ determinism

    /** All leaf sums of a tree, in path order, read through the state. */
    private static int[] leafSums(PGameGame g) {
        int leaves = (int) Math.pow(g.branching(), g.depth());
        int[] out = new int[leaves];
        int[] next = {0};
        fillLeaves(g.newInitialState(), out, next);
        assertEquals(leaves, next[0]);
        return out;
    }

    private static void fillLeaves(PGameState s, int[] out, int[] next) {
        if (s.isTerminal()) {
            out[next[0]++] = s.sum();
            return;
        }
        for (int i = 0; i < s.pGame().branching(); i++) {
            s.apply(i);
            fillLeaves(s, out, next);
            s.undo();
        }
    }

    @Test
    void sameSeedSameTreeOtherSeedOtherTree() {
        int[] a = leafSums(PGameGame.of(2, 12, 7));
        int[] again = leafSums(PGameGame.of(2, 12, 7));
        int[] other = leafSums(PGameGame.of(2, 12, 8));
        assertArrayEqualsInt(a, again);
        int same = 0;
        for (int i = 0; i < a.length; i++) if (a[i] == other[i]) same++;
        assertTrue(same < a.length / 20, same + " of " + a.length + " leaves equal across seeds 7 and 8");
        // The 200 trees of a PPNS series (seed = 0..199) are pairwise different.
        Set<String> trees = new HashSet<>();
        for (long k = 0; k < 200; k++) trees.add(Arrays.toString(leafSums(PGameGame.of(2, 6, k))));
        assertEquals(200, trees.size());
    }

    private static void assertArrayEqualsInt(int[] expected, int[] actual) {
        assertEquals(Arrays.toString(expected), Arrays.toString(actual));
    }

    // ------------------------------------------------------------ values against brute force

    /**
     * The edge magnitudes derived independently of the engine: the documented formula says the
     * edge into node c has the top 7 bits of the c-th output of SplitMix64 seeded with the seed,
     * which is what the JDK's {@code new SplittableRandom(seed).nextLong()} returns on its c-th
     * call (seed += 0x9E3779B97F4A7C15, then the mix64 finaliser).
     */
    private static int[] magnitudesFromJdk(long seed, long nodes) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] m = new int[(int) nodes];
        for (int c = 1; c < nodes; c++) m[c] = (int) (r.nextLong() >>> 57);
        return m;
    }

    /** Minimax of the leaf sums over heap-numbered nodes, from the magnitude table only. */
    private static int bruteMinimax(int[] mag, int b, int depth, long node, int d, int sum) {
        if (d == depth) return sum;
        boolean max = (d & 1) == 0;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < b; i++) {
            long child = node * b + i + 1;
            int edge = max ? mag[(int) child] : -mag[(int) child];
            int v = bruteMinimax(mag, b, depth, child, d + 1, sum + edge);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /** Negamax over the state's win/draw/loss scores, from the side to move. */
    private static int negamax(PGameState s, int[] buf) {
        if (s.isTerminal()) return s.toMove() == Game.FIRST ? s.score() : -s.score();
        int best = -2;
        int n = s.legalMoves(buf);
        int[] moves = Arrays.copyOf(buf, n);
        for (int mv : moves) {
            s.apply(mv);
            best = Math.max(best, -negamax(s, buf));
            s.undo();
        }
        return best;
    }

    /** Minimax of the state's leaf sums (exact values, not only their signs). */
    private static int minimaxSum(PGameState s) {
        if (s.isTerminal()) return s.sum();
        boolean max = s.toMove() == Game.FIRST;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < s.pGame().branching(); i++) {
            s.apply(i);
            int v = minimaxSum(s);
            s.undo();
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /**
     * The state's negamax value (win/draw/loss) and minimax leaf sum against a brute-force
     * minimax over magnitudes derived without the engine, 60 seeds per shape. With an odd depth
     * Max makes one move more than Min and wins nearly always, so only even depths must show
     * more than one outcome; every shape must show many different minimax sums.
     */
    @Test
    void stateNegamaxMatchesBruteForceOnSmallTrees() {
        int[][] shapes = {{2, 4}, {2, 6}, {5, 4}, {3, 5}, {8, 3}};
        for (int[] shape : shapes) {
            int b = shape[0];
            int depth = shape[1];
            long nodes = 0;
            for (int d = 0, p = 1; d <= depth; d++, p *= b) nodes += p;
            Set<Integer> outcomes = new HashSet<>();
            Set<Integer> sums = new HashSet<>();
            for (long seed = 0; seed < 60; seed++) {
                int[] mag = magnitudesFromJdk(seed, nodes);
                int brute = bruteMinimax(mag, b, depth, 0, 0, 0);
                PGameGame g = PGameGame.of(b, depth, seed);
                String what = "B=" + b + " D=" + depth + " seed=" + seed;
                assertEquals(brute, minimaxSum(g.newInitialState()), what);
                assertEquals(Integer.signum(brute), negamax(g.newInitialState(), new int[b]), what);
                outcomes.add(Integer.signum(brute));
                sums.add(brute);
            }
            String what = "B=" + b + " D=" + depth;
            if (depth % 2 == 0) assertTrue(outcomes.size() >= 2, what + " outcomes " + outcomes);
            assertTrue(sums.size() >= 20, what + " minimax sums " + sums);
        }
    }

    /** The documented magnitude of the edge into node c, written out here from the formula. */
    private static int formulaMagnitude(long seed, long c) {
        long z = seed + c * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (int) (z >>> 57);
    }

    /** Full minimax of the leaf sums from the formula alone, without the engine. */
    private static int formulaMinimax(long seed, int b, int depth, long node, int d, int sum) {
        if (d == depth) return sum;
        boolean max = (d & 1) == 0;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < b; i++) {
            long child = node * b + i + 1;
            int m = formulaMagnitude(seed, child);
            int v = formulaMinimax(seed, b, depth, child, d + 1, sum + (max ? m : -m));
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /**
     * On the full-size trees of the PPNS series (B=2, D=20 and B=8, D=8; source:
     * ../shared/reference/rules-and-numbers.md), the alpha-beta value through the state (the one
     * {@link PGameValues} prints) equals a full minimax over the formula, for a few seeds.
     */
    @Test
    void paperSizedTreesAgreeWithFullMinimax() {
        for (int[] shape : new int[][] {{2, 20}, {8, 8}}) {
            for (long seed : new long[] {0, 7}) {
                PGameGame g = PGameGame.of(shape[0], shape[1], seed);
                int brute = Integer.signum(formulaMinimax(seed, shape[0], shape[1], 0, 0, 0));
                int ab = PGameValues.alphaBeta(g.newInitialState(), -1, 1, new long[1]);
                assertEquals(brute, ab, g.descriptor());
            }
        }
    }

    /** Every node's edge against the JDK derivation, and the literal formula once by hand. */
    @Test
    void edgeValuesFollowTheDocumentedFormula() {
        PGameGame g = PGameGame.of(3, 6, -42);
        int[] mag = magnitudesFromJdk(-42, 1093);   // 1 + 3 + ... + 3^6 nodes
        PGameState s = g.newInitialState();
        checkAgainst(s, mag);
        assertEquals(formulaMagnitude(-42, 1), mag[1], "node 1 by the written-out formula");
        s.apply(0);
        assertEquals(mag[1], s.sum());
    }

    private static void checkAgainst(PGameState s, int[] mag) {
        if (s.isTerminal()) return;
        int before = s.sum();
        boolean max = s.toMove() == Game.FIRST;
        for (int i = 0; i < s.pGame().branching(); i++) {
            s.apply(i);
            int c = (int) s.node();
            assertEquals(max ? mag[c] : -mag[c], s.sum() - before, "edge into node " + c);
            checkAgainst(s, mag);
            s.undo();
        }
    }

    // ------------------------------------------------------------ playouts and hashes

    /**
     * Random playouts reach the leaves uniformly: the share of Max wins among 200,000 playouts is
     * within 0.01 (over 4 standard deviations) of the exact share of Max-winning leaves, for a
     * power-of-two branching (bits cut from random words) and for B=3 (nextInt); the state is
     * left unchanged.
     */
    @Test
    void playoutsSampleLeavesUniformly() {
        for (int[] shape : new int[][] {{2, 14}, {3, 9}, {8, 5}}) {
            PGameGame g = PGameGame.of(shape[0], shape[1], 3);
            int[] sums = leafSums(g);
            long maxWins = Arrays.stream(sums).filter(v -> v > 0).count();
            double exact = (double) maxWins / sums.length;
            PGameState s = g.newInitialState();
            SplittableRandom rng = new SplittableRandom(2024);
            int[] buf = new int[g.maxMoves()];
            int wins = 0;
            int n = 200_000;
            for (int i = 0; i < n; i++) {
                int r = s.randomPlayout(rng, buf, 1000);
                assertTrue(r >= -1 && r <= 1);
                if (r > 0) wins++;
            }
            assertEquals(exact, (double) wins / n, 0.01, "B=" + shape[0] + " D=" + shape[1]);
            assertEquals(0, s.depth());
            assertEquals(0, s.sum());
            assertEquals(0, s.ply());
        }
    }

    @Test
    void playoutFromAPositionAndCutOff() throws Exception {
        PGameGame g = PGameGame.of(4, 10, 5);
        PGameState s = g.parsePosition("1,2,3,4,1,2");
        SplittableRandom rng = new SplittableRandom(1);
        int[] buf = new int[4];
        assertEquals(Integer.MIN_VALUE, s.randomPlayout(rng, buf, 3));
        int r = s.randomPlayout(rng, buf, 4);
        assertNotEquals(Integer.MIN_VALUE, r);
        assertEquals("1,2,3,4,1,2", s.positionText());
        PGameState leaf = g.parsePosition("1,2,3,4,1,2,3,4,1,2");
        assertEquals(leaf.score(), leaf.randomPlayout(rng, buf, 0));
        // every playout from here ends at one of the 4^4 leaves below: its outcome is one of theirs
        Set<Integer> below = new HashSet<>();
        collectOutcomes(s, below);
        for (int i = 0; i < 100; i++) assertTrue(below.contains(s.randomPlayout(rng, buf, 100)));
        assertEquals(0, s.ply());
    }

    private static void collectOutcomes(PGameState s, Set<Integer> out) {
        if (s.isTerminal()) {
            out.add(s.score());
            return;
        }
        for (int i = 0; i < s.pGame().branching(); i++) {
            s.apply(i);
            collectOutcomes(s, out);
            s.undo();
        }
    }

    @Test
    void hashesAreDistinctPerNodeAndRestoredByUndo() {
        PGameGame g = PGameGame.of(4, 7, 0);
        Set<Long> seen = new HashSet<>();
        PGameState s = g.newInitialState();
        assertNotEquals(0L, s.hash());
        collectHashes(s, seen);
        assertEquals((4 * 4 * 4 * 4 * 4 * 4 * 4 * 4 - 1) / 3, seen.size());   // (4^8 - 1) / 3 nodes
        PGameState c = s.copy();
        s.apply(2);
        s.apply(1);
        c.apply(2);
        c.apply(1);
        assertEquals(s.hash(), c.hash());
        s.undo();
        assertNotEquals(s.hash(), c.hash());
        assertEquals(1, c.lastMove());
        assertEquals(2, s.lastMove());
        assertFalse(s.isTerminal());
    }

    private static void collectHashes(PGameState s, Set<Long> seen) {
        long h = s.hash();
        if (!seen.add(h)) throw new AssertionError("hash collision at " + s.positionText());
        if (s.isTerminal()) return;
        for (int i = 0; i < s.pGame().branching(); i++) {
            s.apply(i);
            collectHashes(s, seen);
            s.undo();
            if (s.hash() != h) throw new AssertionError("undo changed the hash at " + s.positionText());
        }
    }
}
