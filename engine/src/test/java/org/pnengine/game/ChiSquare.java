package org.pnengine.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.inference.ChiSquareTest;

/**
 * Pearson's chi-square tests of the playout and sampler tests, by Apache commons-math3, over
 * outcome counts kept in maps: the outcomes too rare for the test's approximation are pooled
 * into one cell first. Each test keeps its own seed and its significance level.
 */
public final class ChiSquare {

    private static final ChiSquareTest TEST = new ChiSquareTest();

    private ChiSquare() {
    }

    /**
     * The p-value of {@code seen}, counts of {@code n} results, against {@code law}, the exact
     * probability of each possible result: the outcomes expected fewer than {@code minExpected}
     * times are pooled into one cell (kept if non-empty). With a single cell there is nothing to
     * test and the p-value is 1.
     */
    public static double pValue(Map<Integer, Double> law, Map<Integer, Integer> seen, int n, double minExpected) {
        List<double[]> cells = new ArrayList<>();   // {expected, observed}
        double[] pooled = {0, 0};
        for (Map.Entry<Integer, Double> e : law.entrySet()) {
            double[] cell = {e.getValue() * n, seen.getOrDefault(e.getKey(), 0)};
            if (cell[0] < minExpected) {
                pooled[0] += cell[0];
                pooled[1] += cell[1];
            } else {
                cells.add(cell);
            }
        }
        if (pooled[0] > 0) cells.add(pooled);
        if (cells.size() < 2) return 1;
        double[] expected = cells.stream().mapToDouble(c -> c[0]).toArray();
        long[] observed = cells.stream().mapToLong(c -> (long) c[1]).toArray();
        return TEST.chiSquareTest(expected, observed);
    }

    /** The p-value of {@code observed} against the uniform law over its cells. */
    public static double uniformPValue(long[] observed) {
        double[] expected = new double[observed.length];
        Arrays.fill(expected, Arrays.stream(observed).sum() / (double) observed.length);
        return TEST.chiSquareTest(expected, observed);
    }

    /**
     * The p-value of the two-sample test that two equally large samples, {@code counts} holding
     * each outcome's count in the first and in the second, come from one law; the outcomes with
     * fewer than {@code minTotal} results in both samples together are pooled into one cell. With a
     * single cell the p-value is 1.
     */
    public static double pairedPValue(Map<Integer, int[]> counts, int minTotal) {
        List<long[]> cells = new ArrayList<>();
        long[] pooled = {0, 0};
        for (int[] c : counts.values()) {
            if (c[0] + c[1] < minTotal) {
                pooled[0] += c[0];
                pooled[1] += c[1];
            } else {
                cells.add(new long[] {c[0], c[1]});
            }
        }
        if (pooled[0] + pooled[1] > 0) cells.add(pooled);
        if (cells.size() < 2) return 1;
        long[] a = cells.stream().mapToLong(c -> c[0]).toArray();
        long[] b = cells.stream().mapToLong(c -> c[1]).toArray();
        return TEST.chiSquareTestDataSetsComparison(a, b);
    }
}
