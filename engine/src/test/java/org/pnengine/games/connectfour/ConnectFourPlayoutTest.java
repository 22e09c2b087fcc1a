package org.pnengine.games.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pnengine.game.ChiSquare;
import org.pnengine.game.State;

/**
 * The fast {@link ConnectFourState#randomPlayout} is uniformly random play: on small positions the
 * exact distribution of the final score under uniformly random moves is computed by walking the
 * whole game tree, and 200 000 seeded playouts are compared with it by Pearson's chi-square test
 * (critical value at p = 10⁻⁶). Since a Connect Four score encodes the ply on which the game
 * ended and who won, the law spans up to a dozen outcomes, which a biased column choice or a
 * wrong column refill would shift.
 */
class ConnectFourPlayoutTest {

    @ParameterizedTest(name = "{0}x{1} from ''{2}''")
    @CsvSource({
            "4, 4, 12341234",
            "4, 4, 2233",
            "5, 4, 1234512345",
            "7, 6, 7422341735647741166133573473242566",
            "7, 6, 225257625346224411156336534367135144",
    })
    void playoutOutcomesFollowTheExactLaw(int width, int height, String moves) throws Exception {
        ConnectFourGame g = ConnectFourGame.of(width, height);
        State s = g.parsePosition(moves);
        Map<Integer, Double> law = new TreeMap<>();
        long nodes = exactLaw(s, 1.0, law);
        assertTrue(law.size() >= 4, "a law with several outcomes: " + law);
        String text = s.positionText();
        int n = 200_000;
        Map<Integer, Integer> seen = new TreeMap<>();
        SplittableRandom rng = new SplittableRandom(width * 1000L + moves.hashCode());
        int[] buf = new int[g.maxMoves()];
        for (int i = 0; i < n; i++) {
            int r = s.randomPlayout(rng, buf, Integer.MAX_VALUE);
            assertTrue(law.containsKey(r), "impossible result " + r + " (tree of " + nodes + " nodes)");
            seen.merge(r, 1, Integer::sum);
        }
        assertEquals(text, s.positionText(), "the playout leaves the state alone");
        double p = ChiSquare.pValue(law, seen, n, 10);   // outcomes expected fewer than 10 times pooled
        assertTrue(p > 1e-6, "observed " + seen + " against the law " + law + ": chi-square p-value " + p);
    }

    /** Adds {@code p} times the law of the final score below {@code s}; returns the nodes walked. */
    private static long exactLaw(State s, double p, Map<Integer, Double> law) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        if (n == 0) {
            law.merge(s.score(), p, Double::sum);
            return 1;
        }
        long nodes = 1;
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            nodes += exactLaw(s, p / n, law);
            s.undo();
        }
        return nodes;
    }

    @Test
    void cutOffPlayoutsAndFinishedPositions() throws Exception {
        ConnectFourGame g = ConnectFourGame.standard();
        State s = g.newInitialState();
        SplittableRandom rng = new SplittableRandom(3);
        int[] buf = new int[7];
        int firstWins = 0;
        for (int i = 0; i < 20_000; i++) {
            // No four is possible in 6 plies; the 7th stone can only be the first player's fourth.
            assertEquals(Integer.MIN_VALUE, s.randomPlayout(rng, buf, 6));
            int r = s.randomPlayout(rng, buf, 7);
            assertTrue(r == Integer.MIN_VALUE || r == 18, "result " + r);
            if (r == 18) firstWins++;
        }
        assertTrue(firstWins > 0, "some 7-ply playouts win for the first player");
        State won = g.parsePosition("4545454");
        assertEquals(18, won.randomPlayout(rng, buf, 0));
        // On 3x3 no four fits: every playout fills the board and draws, whatever the cap past 9.
        ConnectFourGame tiny = ConnectFourGame.of(3, 3);
        State t = tiny.newInitialState();
        for (int i = 0; i < 100; i++) {
            assertEquals(0, t.randomPlayout(rng, buf, 9));
            assertEquals(Integer.MIN_VALUE, t.randomPlayout(rng, buf, 8));
        }
        State full = tiny.parsePosition("123123123");
        assertEquals(0, full.randomPlayout(rng, buf, 0));
    }
}
