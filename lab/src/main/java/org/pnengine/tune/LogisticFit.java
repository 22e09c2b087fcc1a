package org.pnengine.tune;

import java.util.Arrays;

/**
 * Logistic regression of results on features, as Texel's tuning method (Peter Österlund's chess
 * program Texel, 2014, described on the Chess Programming Wiki) fits a chess evaluation:
 * the win probability of a position with features {@code x} is {@code σ(w·x / K)}, σ the logistic
 * function, and the weights minimise the mean log loss plus {@code λ·Σ(w_i/100)²}. Newton's method
 * from {@code w = 0}, each step halved until the objective falls, to a gradient below 1e-9 (the
 * objective is convex, so this is its one minimum); each step visits only a row's non-zero
 * features, as a position has few of many. {@code K} fixes the units: the fitted weights
 * are on the scale of an evaluation whose values {@code v} give odds of e to 1 at {@code v = K}.
 */
public final class LogisticFit {

    private LogisticFit() {
    }

    /**
     * The weights.
     *
     * @param x      the rows of features (all the same length)
     * @param y      the results, in [0, 1]
     * @param scale  {@code K} above, positive
     * @param lambda the penalty's weight, at least 0 (with 0 a feature that never varies gets weight 0
     *               only if the step keeps it there; use a small positive value)
     */
    public static double[] fit(int[][] x, double[] y, double scale, double lambda) {
        int n = x.length;
        int d = x[0].length;
        // The rows are sparse (most features of a position are 0): their non-zero places, once.
        int[][] nz = new int[n][];
        int[] buffer = new int[d];
        for (int i = 0; i < n; i++) {
            int k = 0;
            for (int a = 0; a < d; a++) if (x[i][a] != 0) buffer[k++] = a;
            nz[i] = Arrays.copyOf(buffer, k);
        }
        double[] w = new double[d];
        double f = objective(x, y, w, scale, lambda);
        for (int iteration = 0; iteration < 100; iteration++) {
            double[] g = new double[d];
            double[][] h = new double[d][d];
            for (int i = 0; i < n; i++) {
                int[] row = x[i];
                int[] places = nz[i];
                double v = 0;
                for (int a : places) v += w[a] * row[a];
                double p = sigmoid(v / scale);
                double r = (p - y[i]) / (n * scale);
                double c = p * (1 - p) / ((double) n * scale * scale);
                for (int ia = 0; ia < places.length; ia++) {
                    int a = places[ia];
                    g[a] += r * row[a];
                    double ca = c * row[a];
                    double[] ha = h[a];
                    for (int ib = ia; ib < places.length; ib++) ha[places[ib]] += ca * row[places[ib]];
                }
            }
            double gnorm = 0;
            for (int a = 0; a < d; a++) {
                g[a] += 2 * lambda * w[a] / 1e4;
                h[a][a] += 2 * lambda / 1e4;
                for (int b = 0; b < a; b++) h[a][b] = h[b][a];
                gnorm = Math.max(gnorm, Math.abs(g[a]));
            }
            if (gnorm < 1e-9) break;
            double[] step = solve(h, g);
            double t = 1;
            double[] next = new double[d];
            double fn;
            do {
                for (int a = 0; a < d; a++) next[a] = w[a] - t * step[a];
                fn = objective(x, y, next, scale, lambda);
                t /= 2;
            } while (fn > f && t > 1e-6);
            if (fn > f) break;
            boolean same = f - fn < 1e-15;
            w = next;
            f = fn;
            if (same) break;
        }
        return w;
    }

    /** The mean log loss of {@code σ(v_i / K)} against {@code y_i}. */
    public static double logLoss(double[] v, double[] y, double scale) {
        double sum = 0;
        for (int i = 0; i < v.length; i++) {
            double p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(v[i] / scale)));
            sum -= y[i] * Math.log(p) + (1 - y[i]) * Math.log(1 - p);
        }
        return sum / v.length;
    }

    private static double objective(int[][] x, double[] y, double[] w, double scale, double lambda) {
        double[] v = new double[x.length];
        for (int i = 0; i < x.length; i++) v[i] = dot(w, x[i]);
        double penalty = 0;
        for (double wi : w) penalty += wi * wi / 1e4;
        return logLoss(v, y, scale) + lambda * penalty;
    }

    /** The value {@code w·row} of a row of features. */
    public static double dot(double[] w, int[] row) {
        double s = 0;
        for (int a = 0; a < row.length; a++) s += w[a] * row[a];
        return s;
    }

    private static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    /** Solves {@code h·s = g} for a symmetric positive definite {@code h} (Cholesky). */
    private static double[] solve(double[][] h, double[] g) {
        int d = g.length;
        double[][] l = new double[d][d];
        for (int i = 0; i < d; i++) {
            for (int j = 0; j <= i; j++) {
                double s = h[i][j];
                for (int k = 0; k < j; k++) s -= l[i][k] * l[j][k];
                l[i][j] = i == j ? Math.sqrt(Math.max(s, 1e-300)) : s / l[j][j];
            }
        }
        double[] z = new double[d];
        for (int i = 0; i < d; i++) {
            double s = g[i];
            for (int k = 0; k < i; k++) s -= l[i][k] * z[k];
            z[i] = s / l[i][i];
        }
        double[] s = new double[d];
        for (int i = d - 1; i >= 0; i--) {
            double t = z[i];
            for (int k = i + 1; k < d; k++) t -= l[k][i] * s[k];
            s[i] = t / l[i][i];
        }
        return s;
    }
}
