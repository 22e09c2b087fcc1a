package org.pnengine.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link LogisticFit}: on results drawn from a known logistic model it recovers the model's
 * weights, its weights fit the sample at least as well as the true ones, the penalty shrinks them,
 * and a feature that never varies keeps weight 0.
 */
class LogisticFitTest {

    private static final double[] TRUE = {60, -40, 0, 120, 15};
    private static final double K = 100;

    private static int[][] features(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[][] x = new int[n][TRUE.length + 1];   // the last column is always 0
        for (int[] row : x) for (int a = 0; a < TRUE.length; a++) row[a] = rng.nextInt(-2, 3);
        return x;
    }

    private static double[] results(int[][] x, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            double z = 0;
            for (int a = 0; a < TRUE.length; a++) z += TRUE[a] * x[i][a];
            y[i] = rng.nextDouble() < 1 / (1 + Math.exp(-z / K)) ? 1 : 0;
        }
        return y;
    }

    @Test
    void recoversTheWeightsOfTheModelThatDrewTheResults() {
        int[][] x = features(40_000, 1);
        double[] y = results(x, 2);
        double[] w = LogisticFit.fit(x, y, K, 1e-9);
        for (int a = 0; a < TRUE.length; a++) assertEquals(TRUE[a], w[a], 8, "weight " + a);
        assertEquals(0, w[TRUE.length], "a feature that never varies");
        double[] fitted = new double[x.length];
        double[] truth = new double[x.length];
        double[] trueWeights = java.util.Arrays.copyOf(TRUE, TRUE.length + 1);
        for (int i = 0; i < x.length; i++) {
            fitted[i] = LogisticFit.dot(w, x[i]);
            truth[i] = LogisticFit.dot(trueWeights, x[i]);
        }
        assertTrue(LogisticFit.logLoss(fitted, y, K) <= LogisticFit.logLoss(truth, y, K), "the fit is the sample's optimum");
        assertArrayEquals(w, LogisticFit.fit(x, y, K, 1e-9), "the same data, the same weights");
    }

    @Test
    void thePenaltyShrinksTheWeights() {
        int[][] x = features(5_000, 3);
        double[] y = results(x, 4);
        double[] loose = LogisticFit.fit(x, y, K, 1e-9);
        double[] tight = LogisticFit.fit(x, y, K, 1.0);
        double a = 0;
        double b = 0;
        for (int i = 0; i < loose.length; i++) {
            a += loose[i] * loose[i];
            b += tight[i] * tight[i];
        }
        assertTrue(b < a / 2, a + " " + b);
    }
}
