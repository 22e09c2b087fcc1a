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
 * <p>The CPU time of the same calls (the calling thread's, which is all of it for a player that
 * searches on the caller's thread) tells a search that overran from a thread that was not given
 * the processor: on a loaded machine a move can pass its deadline in wall time while its CPU time
 * stays within the budget.
 *
 * @param moves              the searched moves measured
 * @param meanMillis         their mean wall time
 * @param p99Millis          the 99th percentile of the wall times (nearest rank)
 * @param maxMillis          the longest wall time
 * @param budgetMillis       the time budget per move, or 0 for none
 * @param overBudget         the moves whose wall time exceeded the budget
 * @param maxOvershootMillis the largest excess of a wall time over the budget (0 if none was
 *                           over, NaN without a time budget)
 * @param meanCpuMillis      the mean CPU time of the moves (NaN where it was not measured)
 * @param maxCpuMillis       the largest CPU time
 * @param overBudgetCpu      the moves whose CPU time exceeded the budget
 */
public record MoveTimes(int moves, double meanMillis, double p99Millis, double maxMillis, long budgetMillis,
                        int overBudget, double maxOvershootMillis, double meanCpuMillis, double maxCpuMillis,
                        int overBudgetCpu) {

    /** Summarises wall times alone (no CPU times). */
    public static MoveTimes of(double[] millis, long budgetMillis) {
        double[] cpu = new double[millis.length];
        Arrays.fill(cpu, Double.NaN);
        return of(millis, cpu, budgetMillis);
    }

    /**
     * Summarises the given wall and CPU times in milliseconds, move by move; a NaN wall time (a
     * forced move) skips the move, a NaN CPU time leaves it out of the CPU figures only.
     */
    public static MoveTimes of(double[] millis, double[] cpuMillis, long budgetMillis) {
        if (cpuMillis.length != millis.length) throw new IllegalArgumentException("one CPU time per move");
        int n = 0;
        double[] wall = new double[millis.length];
        double cpuSum = 0;
        int cpuCount = 0;
        double cpuMax = Double.NaN;
        int cpuOver = 0;
        for (int i = 0; i < millis.length; i++) {
            if (Double.isNaN(millis[i])) continue;
            wall[n++] = millis[i];
            double c = cpuMillis[i];
            if (Double.isNaN(c)) continue;
            cpuSum += c;
            cpuCount++;
            cpuMax = Double.isNaN(cpuMax) ? c : Math.max(cpuMax, c);
            if (budgetMillis > 0 && c > budgetMillis) cpuOver++;
        }
        double meanCpu = cpuCount == 0 ? Double.NaN : cpuSum / cpuCount;
        if (n == 0) {
            return new MoveTimes(0, Double.NaN, Double.NaN, Double.NaN, budgetMillis, 0,
                    budgetMillis > 0 ? 0 : Double.NaN, meanCpu, cpuMax, cpuOver);
        }
        double[] t = Arrays.copyOf(wall, n);
        Arrays.sort(t);
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
        return new MoveTimes(n, sum / n, t[Math.max(0, rank - 1)], t[n - 1], budgetMillis, over, overshoot,
                meanCpu, cpuMax, cpuOver);
    }
}
