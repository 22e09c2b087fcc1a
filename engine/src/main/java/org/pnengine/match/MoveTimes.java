package org.pnengine.match;

import java.util.Arrays;

/**
 * The wall time of searched moves against their budget: how far the clock was overstepped.
 * Forced moves (a single legal move, played without asking the player, as {@code genmove} does)
 * are not counted.
 *
 * <p>The 99th percentile is the nearest-rank one: the ⌈0.99·n⌉-th smallest time. A move is over
 * budget when its wall time, measured around the player's {@code chooseMove} call, exceeds its
 * hard time budget (the fixed time per move, or what the time manager gave it from its clock);
 * the overshoot is the excess. With a playout budget there is no time budget, so nothing is over
 * budget and the overshoot is NaN. The CPU time is the calling thread's (all of it for a player
 * that searches on the caller's thread); why it is beside the wall time: docs/matches.md#output-tables-records-sgf.
 *
 * @param moves              the searched moves measured
 * @param meanMillis         their mean wall time
 * @param p99Millis          the 99th percentile of the wall times (nearest rank)
 * @param maxMillis          the longest wall time
 * @param budgetMillis       the time budget per move when it was the same for every move, −1
 *                           when it varied (a clock), 0 for none (a playout budget)
 * @param overBudget         the moves whose wall time exceeded their budget
 * @param maxOvershootMillis the largest excess of a wall time over its budget (0 if none was
 *                           over, NaN without a time budget)
 * @param meanCpuMillis      the mean CPU time of the moves (NaN where it was not measured)
 * @param maxCpuMillis       the largest CPU time
 * @param overBudgetCpu      the moves whose CPU time exceeded their budget
 */
public record MoveTimes(int moves, double meanMillis, double p99Millis, double maxMillis, long budgetMillis,
                        int overBudget, double maxOvershootMillis, double meanCpuMillis, double maxCpuMillis,
                        int overBudgetCpu) {

    /** Summarises wall times alone (no CPU times) against one budget for every move (0: none). */
    public static MoveTimes of(double[] millis, long budgetMillis) {
        double[] cpu = new double[millis.length];
        Arrays.fill(cpu, Double.NaN);
        return of(millis, cpu, budgetMillis);
    }

    /** As {@link #of(double[], double[], double[])} with one budget for every move (0: none). */
    public static MoveTimes of(double[] millis, double[] cpuMillis, long budgetMillis) {
        double[] budgets = new double[millis.length];
        Arrays.fill(budgets, budgetMillis > 0 ? budgetMillis : Double.NaN);
        return of(millis, cpuMillis, budgets);
    }

    /**
     * Summarises the given wall and CPU times in milliseconds against each move's budget (NaN:
     * none), move by move; a NaN wall time (a forced move) skips the move, a NaN CPU time leaves
     * it out of the CPU figures only.
     */
    public static MoveTimes of(double[] millis, double[] cpuMillis, double[] budgets) {
        if (cpuMillis.length != millis.length || budgets.length != millis.length) {
            throw new IllegalArgumentException("one CPU time and one budget per move");
        }
        int n = 0;
        double[] wall = new double[millis.length];
        double cpuSum = 0;
        int cpuCount = 0;
        double cpuMax = Double.NaN;
        int cpuOver = 0;
        int over = 0;
        double overshoot = Double.NaN;
        double common = Double.NaN;
        boolean varies = false;
        for (int i = 0; i < millis.length; i++) {
            if (Double.isNaN(millis[i])) continue;
            wall[n++] = millis[i];
            double budget = budgets[i];
            if (!Double.isNaN(budget)) {
                if (Double.isNaN(common)) common = budget;
                else if (common != budget) varies = true;
                if (Double.isNaN(overshoot)) overshoot = 0;
                if (millis[i] > budget) {
                    over++;
                    overshoot = Math.max(overshoot, millis[i] - budget);
                }
            }
            double c = cpuMillis[i];
            if (Double.isNaN(c)) continue;
            cpuSum += c;
            cpuCount++;
            cpuMax = Double.isNaN(cpuMax) ? c : Math.max(cpuMax, c);
            if (!Double.isNaN(budget) && c > budget) cpuOver++;
        }
        long budgetMillis = varies ? -1 : Double.isNaN(common) ? 0 : (long) common;
        double meanCpu = cpuCount == 0 ? Double.NaN : cpuSum / cpuCount;
        if (n == 0) {
            boolean timed = Arrays.stream(budgets).anyMatch(b -> !Double.isNaN(b));
            return new MoveTimes(0, Double.NaN, Double.NaN, Double.NaN, budgetMillis, 0,
                    timed ? 0 : Double.NaN, meanCpu, cpuMax, cpuOver);
        }
        double[] t = Arrays.copyOf(wall, n);
        Arrays.sort(t);
        double sum = 0;
        for (double x : t) sum += x;
        int rank = (int) Math.ceil(0.99 * n);
        return new MoveTimes(n, sum / n, t[Math.max(0, rank - 1)], t[n - 1], budgetMillis, over, overshoot,
                meanCpu, cpuMax, cpuOver);
    }
}
