package org.pnengine.match;

import java.util.Arrays;

/**
 * The wall time of searched moves against their budget: how far the clock was overstepped.
 * Forced moves (a single legal move, played without asking the player, as {@code genmove} does)
 * are not counted.
 *
 * <p>The 99th percentile is the nearest-rank one: the ⌈0.99·n⌉-th smallest time. A move is over
 * budget when its wall time, measured around the player's {@code chooseMove} call, exceeds the
 * time budget; the overshoot is the excess. With a playout budget there is no clock, so nothing
 * is over budget and the overshoot is NaN.
 *
 * @param moves          the searched moves measured
 * @param meanMillis     their mean wall time
 * @param p99Millis      the 99th percentile (nearest rank)
 * @param maxMillis      the longest
 * @param budgetMillis   the time budget per move, or 0 for none
 * @param overBudget     the moves whose time exceeded the budget
 * @param maxOvershootMillis the largest excess over the budget (0 if none was over, NaN without a
 *                       time budget)
 */
public record MoveTimes(int moves, double meanMillis, double p99Millis, double maxMillis, long budgetMillis,
                        int overBudget, double maxOvershootMillis) {

    /** Summarises the given wall times in milliseconds (NaN entries, forced moves, are skipped). */
    public static MoveTimes of(double[] millis, long budgetMillis) {
        double[] t = Arrays.stream(millis).filter(x -> !Double.isNaN(x)).sorted().toArray();
        int n = t.length;
        if (n == 0) {
            return new MoveTimes(0, Double.NaN, Double.NaN, Double.NaN, budgetMillis, 0,
                    budgetMillis > 0 ? 0 : Double.NaN);
        }
        double sum = 0;
        for (double x : t) sum += x;
        int rank = (int) Math.ceil(0.99 * n);
        int over = 0;
        double overshoot = 0;
        if (budgetMillis > 0) {
            for (double x : t) {
                if (x > budgetMillis) {
                    over++;
                    overshoot = Math.max(overshoot, x - budgetMillis);
                }
            }
        } else {
            overshoot = Double.NaN;
        }
        return new MoveTimes(n, sum / n, t[Math.max(0, rank - 1)], t[n - 1], budgetMillis, over, overshoot);
    }
}
