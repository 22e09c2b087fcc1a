package org.pnengine.games.awari;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pnengine.game.ChiSquare;
import org.pnengine.game.State;

/**
 * The fast {@link AwariState#randomPlayout} (packed rows under the Ludii rules, the state itself
 * otherwise) is uniformly random play by the same rules as {@link AwariState#apply}: from late
 * positions of seeded random games whose game tree is small, the exact distribution of the final
 * score under uniformly random moves is computed by walking the tree with apply and undo, and
 * 50 000 playouts are compared with it by Pearson's chi-square test (critical value at
 * p = 10⁻⁶). A score is the captured-seed difference, so the law has many outcomes, and a wrong
 * sowing, capture, pass or end rule in the playout would put weight on the wrong ones.
 */
class AwariPlayoutTest {

    private static final int TREE_LIMIT = 40_000;
    private static final int DEPTH_LIMIT = 60;

    @ParameterizedTest
    @EnumSource(AwariGame.Variant.class)
    void playoutOutcomesFollowTheExactLaw(AwariGame.Variant variant) {
        AwariGame g = AwariGame.of(variant);
        SplittableRandom rng = new SplittableRandom(17 + variant.ordinal());
        int[] buf = new int[g.maxMoves()];
        int tested = 0;
        for (int game = 0; game < 200 && tested < 3; game++) {
            State s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < 1000) {
                int n = s.legalMoves(buf);
                s.apply(buf[rng.nextInt(n)]);
            }
            if (!s.isTerminal()) continue;
            // Back from the end to the earliest position whose tree stays small.
            Map<Integer, Double> law = null;
            State pick = null;
            while (s.ply() > 0) {
                s.undo();
                Map<Integer, Double> l = new TreeMap<>();
                long[] nodes = {0};
                if (!exactLaw(s, 1.0, l, nodes, 0)) break;
                law = l;
                pick = s.copy();
            }
            if (pick == null || law.size() < 3) continue;
            check(pick, law, rng);
            tested++;
        }
        assertTrue(tested >= 2, variant + ": positions tested " + tested);
    }

    /** Adds {@code p} times the score law below {@code s}; false if the tree is too large. */
    private static boolean exactLaw(State s, double p, Map<Integer, Double> law, long[] nodes, int depth) {
        if (++nodes[0] > TREE_LIMIT || depth > DEPTH_LIMIT) return false;
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        if (n == 0) {
            law.merge(s.score(), p, Double::sum);
            return true;
        }
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            boolean ok = exactLaw(s, p / n, law, nodes, depth + 1);
            s.undo();
            if (!ok) return false;
        }
        return true;
    }

    private static void check(State s, Map<Integer, Double> law, SplittableRandom rng) {
        String text = s.positionText();
        int n = 50_000;
        Map<Integer, Integer> seen = new TreeMap<>();
        int[] buf = new int[s.game().maxMoves()];
        for (int i = 0; i < n; i++) {
            int r = s.randomPlayout(rng, buf, 100_000);
            assertTrue(law.containsKey(r), text + ": impossible result " + r + ", law " + law);
            seen.merge(r, 1, Integer::sum);
        }
        assertEquals(text, s.positionText(), "the playout leaves the state alone");
        double p = ChiSquare.pValue(law, seen, n, 10);   // outcomes expected fewer than 10 times pooled
        assertTrue(p > 1e-6, text + ": observed " + seen + " against the law " + law + ": chi-square p-value " + p);
    }
}
