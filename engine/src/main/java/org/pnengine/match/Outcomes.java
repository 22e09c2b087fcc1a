package org.pnengine.match;

/**
 * The results of a match from player A's side, and its statistics with 95% confidence intervals.
 *
 * <p>With W wins of A, D draws and L wins of B in N = W + D + L games:
 * <ul>
 *   <li><b>Score rate</b> s = (W + D/2) / N, a draw counting half. Its interval is the normal
 *       approximation with the games' own variance (each game scores 1, ½ or 0):
 *       σ² = (W·(1 − s)² + D·(½ − s)² + L·s²) / N, and s ± z·σ/√N, clipped to [0, 1]. Without draws
 *       this is the textbook (Wald) interval p ± z·√(p(1 − p)/N).</li>
 *   <li><b>Win rate excluding draws</b> w = W / (N − D), the figure the PN-MCTS reference scripts
 *       print ({@code RATIO: wins / (games − draws)} in acatai/pn-mcts
 *       {@code src/experiments/RunCustomMatch.java}, rounded to three decimals; those scripts
 *       print no interval). Its interval is Wilson's score interval for a binomial proportion
 *       p̂ = W/n over n = N − D decisive games:
 *       (p̂ + z²/2n ± z·√(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n), which stays inside [0, 1] and
 *       keeps a width at 0% and 100%.</li>
 * </ul>
 * z = {@value #Z}, the 97.5% quantile of the standard normal distribution. A rate over no games
 * is NaN, with a NaN interval.
 *
 * @param aWins games won by A
 * @param draws games drawn (including games adjudicated at the ply cap)
 * @param bWins games won by B (including games A forfeited)
 */
public record Outcomes(int aWins, int draws, int bWins) {

    /** The two-sided 95% normal quantile. */
    public static final double Z = 1.959963984540054;

    /** A confidence interval; NaN bounds when there is nothing to estimate. */
    public record Interval(double low, double high) {

        public static final Interval NONE = new Interval(Double.NaN, Double.NaN);
    }

    public Outcomes {
        if (aWins < 0 || draws < 0 || bWins < 0) throw new IllegalArgumentException("counts must not be negative");
    }

    public static final Outcomes NONE = new Outcomes(0, 0, 0);

    public int games() {
        return aWins + draws + bWins;
    }

    /** Adds one game's result: +1 A won, 0 a draw, −1 B won. */
    public Outcomes plus(int resultForA) {
        return resultForA > 0 ? new Outcomes(aWins + 1, draws, bWins)
                : resultForA < 0 ? new Outcomes(aWins, draws, bWins + 1)
                : new Outcomes(aWins, draws + 1, bWins);
    }

    /** (W + D/2) / N. */
    public double scoreRate() {
        int n = games();
        return n == 0 ? Double.NaN : (aWins + 0.5 * draws) / n;
    }

    /** The normal-approximation interval of {@link #scoreRate()}, see the class comment. */
    public Interval scoreInterval() {
        int n = games();
        if (n == 0) return Interval.NONE;
        double s = scoreRate();
        double var = (aWins * sq(1 - s) + draws * sq(0.5 - s) + bWins * sq(s)) / n;
        double half = Z * Math.sqrt(var / n);
        return new Interval(Math.max(0, s - half), Math.min(1, s + half));
    }

    /** D / N. */
    public double drawRate() {
        int n = games();
        return n == 0 ? Double.NaN : (double) draws / n;
    }

    /** W / (N − D), as the PN-MCTS reference scripts print it. */
    public double winRateExcludingDraws() {
        int n = aWins + bWins;
        return n == 0 ? Double.NaN : (double) aWins / n;
    }

    /** Wilson's interval of {@link #winRateExcludingDraws()}, see the class comment. */
    public Interval winRateExcludingDrawsInterval() {
        return wilson(aWins, aWins + bWins);
    }

    /** Wilson's 95% score interval for {@code k} successes in {@code n} trials. */
    public static Interval wilson(int k, int n) {
        if (n == 0) return Interval.NONE;
        double p = (double) k / n;
        double z2 = Z * Z;
        double denom = 1 + z2 / n;
        double center = (p + z2 / (2.0 * n)) / denom;
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
        return new Interval(Math.max(0, center - half), Math.min(1, center + half));
    }

    private static double sq(double x) {
        return x * x;
    }
}
