package org.pnengine.match;

/**
 * The Elo difference of one engine over another, with its 95% interval, the normalized Elo and the
 * likelihood of superiority (LOS), from game results (W/D/L, trinomial) or from game pairs with
 * colours reversed (pentanomial counts, the pair being the unit), with the formulas cutechess-cli
 * ({@code elo.cpp}) and fastchess ({@code elo_wdl.cpp}, {@code elo_pentanomial.cpp}) print:
 * <pre>
 *   games:  s = (W + D/2)/N,   σ² = (W(1 − s)² + D(½ − s)² + L·s²)/N,   SE = σ/√N
 *   pairs:  s = (WW + ¾WD + ½(DD + WL) + ¼LD)/P,   σ² = Σ n_k (a_k − s)²/P,   SE = σ/√P
 *   interval s ± z·SE clipped to [0, 1] (z = {@value Outcomes#Z});  Elo(s) = −400·log10(1/s − 1);
 *   Elo ± = (Elo(high) − Elo(low))/2;  LOS = Φ((W − L)/√(W + L)) for games, Φ((s − ½)/SE) for pairs;
 *   nElo = (s − ½)/σ_game · 800/ln 10 (σ_game = √2·σ_pair),  ± z·(800/ln 10)/√N (or /√(2P))
 * </pre>
 * The edge cases (no games, a 0% or 100% score, an interval clipped at 0 or 1, no decisive game,
 * no spread) give NaN or ±∞ as docs/matches.md#statistics defines them.
 *
 * @param games               the number of games (2P for pairs)
 * @param score               s, the mean score per game
 * @param scoreInterval       the 95% interval of s, clipped to [0, 1]
 * @param elo                 Elo(s)
 * @param eloInterval         [Elo(low), Elo(high)], not symmetric around {@code elo}
 * @param normalizedElo       nElo
 * @param normalizedEloError  the nElo's ± error
 * @param los                 the likelihood of superiority, 0..1
 */
public record EloEstimate(int games, double score, Outcomes.Interval scoreInterval, double elo,
                          Outcomes.Interval eloInterval, double normalizedElo, double normalizedEloError, double los) {

    /** 800/ln 10: the slope of Elo(s) at s = ½ is 1600/ln 10, and nElo uses half of it per σ. */
    private static final double NELO_SCALE = 800 / Math.log(10);

    /**
     * Counts of game pairs played with colours reversed, from one engine's side: LL (lost both), LD
     * (lost one, drew one), WL (won one, lost one), DD (drew both), WD, WW. WL and DD both score ½
     * and are pooled by every statistic; they are kept apart for reports (fastchess's WL/DD ratio).
     */
    public record Pentanomial(int ll, int ld, int wl, int dd, int wd, int ww) {

        public static final Pentanomial NONE = new Pentanomial(0, 0, 0, 0, 0, 0);

        public Pentanomial {
            if (ll < 0 || ld < 0 || wl < 0 || dd < 0 || wd < 0 || ww < 0) {
                throw new IllegalArgumentException("pair counts must not be negative");
            }
        }

        public int pairs() {
            return ll + ld + wl + dd + wd + ww;
        }

        /** The five classes by pair score 0, ¼, ½, ¾, 1: LL, LD, WL + DD, WD, WW. */
        public int[] byScore() {
            return new int[] {ll, ld, wl + dd, wd, ww};
        }

        /** Adds one pair: each game's result from this engine's side, +1 won, 0 drawn, −1 lost. */
        public Pentanomial plus(int first, int second) {
            int sum = Integer.signum(first) + Integer.signum(second);
            boolean mixed = Integer.signum(first) != Integer.signum(second);
            return switch (sum) {
                case -2 -> new Pentanomial(ll + 1, ld, wl, dd, wd, ww);
                case -1 -> new Pentanomial(ll, ld + 1, wl, dd, wd, ww);
                case 0 -> mixed ? new Pentanomial(ll, ld, wl + 1, dd, wd, ww) : new Pentanomial(ll, ld, wl, dd + 1, wd, ww);
                case 1 -> new Pentanomial(ll, ld, wl, dd, wd + 1, ww);
                default -> new Pentanomial(ll, ld, wl, dd, wd, ww + 1);
            };
        }

        public Pentanomial plus(Pentanomial o) {
            return new Pentanomial(ll + o.ll, ld + o.ld, wl + o.wl, dd + o.dd, wd + o.wd, ww + o.ww);
        }

        /** The same pairs from the opponent's side. */
        public Pentanomial reversed() {
            return new Pentanomial(ww, wd, wl, dd, ld, ll);
        }

        /** The games inside the pairs: W = 2WW + WD + WL, D = 2DD + WD + LD, L = 2LL + LD + WL. */
        public Outcomes games() {
            return new Outcomes(2 * ww + wd + wl, 2 * dd + wd + ld, 2 * ll + ld + wl);
        }
    }

    /** The estimate from W/D/L, see the class comment. */
    public static EloEstimate ofGames(int wins, int draws, int losses) {
        Outcomes o = new Outcomes(wins, draws, losses);
        int n = o.games();
        if (n == 0) return none(0);
        double s = o.scoreRate();
        double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
        double se = Math.sqrt(variance / n);
        double los = wins + losses == 0 ? 0.5 : normalCdf((wins - losses) / Math.sqrt(wins + losses));
        return estimate(n, s, se, Math.sqrt(variance), Math.sqrt(n), los);
    }

    /** The estimate from W/D/L counted from A's side. */
    public static EloEstimate ofGames(Outcomes o) {
        return ofGames(o.aWins(), o.draws(), o.bWins());
    }

    /** The estimate from game pairs, see the class comment. */
    public static EloEstimate ofPairs(Pentanomial p) {
        int pairs = p.pairs();
        if (pairs == 0) return none(0);
        int[] n = p.byScore();
        double s = 0;
        for (int k = 0; k < 5; k++) s += n[k] * k / 4.0;
        s /= pairs;
        double variance = 0;
        for (int k = 0; k < 5; k++) variance += n[k] * sq(k / 4.0 - s);
        variance /= pairs;
        double se = Math.sqrt(variance / pairs);
        double los = se == 0 ? (s > 0.5 ? 1 : s < 0.5 ? 0 : 0.5) : normalCdf((s - 0.5) / se);
        return estimate(2 * pairs, s, se, Math.sqrt(2 * variance), Math.sqrt(2.0 * pairs), los);
    }

    /**
     * @param perGameSigma the spread of one game's result, the nElo's unit
     * @param rootGames    √(games) as the nElo error counts them
     */
    private static EloEstimate estimate(int games, double s, double se, double perGameSigma, double rootGames,
                                        double los) {
        double half = Outcomes.Z * se;
        Outcomes.Interval si = new Outcomes.Interval(Math.max(0, s - half), Math.min(1, s + half));
        Outcomes.Interval ei = new Outcomes.Interval(eloOfScore(si.low()), eloOfScore(si.high()));
        double nElo = perGameSigma == 0 ? Double.NaN : (s - 0.5) / perGameSigma * NELO_SCALE;
        double nEloError = perGameSigma == 0 ? Double.NaN : Outcomes.Z * NELO_SCALE / rootGames;
        return new EloEstimate(games, s, si, eloOfScore(s), ei, nElo, nEloError, los);
    }

    private static EloEstimate none(int games) {
        return new EloEstimate(games, Double.NaN, Outcomes.Interval.NONE, Double.NaN, Outcomes.Interval.NONE,
                Double.NaN, Double.NaN, Double.NaN);
    }

    /** The "± error": half the width of the Elo interval (NaN for a collapsed infinite interval). */
    public double eloError() {
        return (eloInterval.high() - eloInterval.low()) / 2;
    }

    /** Elo(s) = −400·log10(1/s − 1): −∞ at 0, +∞ at 1, NaN outside [0, 1]. */
    public static double eloOfScore(double s) {
        if (s == 0) return Double.NEGATIVE_INFINITY;
        if (s == 1) return Double.POSITIVE_INFINITY;
        double elo = -400 * Math.log10(1 / s - 1);
        return elo == 0 ? 0 : elo;   // +0, not the -0 of -400·log10(1)
    }

    /** The expected score of an Elo difference, 1/(1 + 10^(−elo/400)), the inverse of {@link #eloOfScore}. */
    public static double scoreOfElo(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /**
     * Φ(x), the standard normal distribution function, to a relative 1e-15: Φ(x) = erfc(−x/√2)/2 with
     * erfc from the series erf(y) = (2/√π)·e^(−y²)·Σ 2ⁿy^(2n+1)/(1·3·…·(2n+1)) for |y| &lt; 1 (all
     * terms positive, no cancellation, and erfc ≥ 0.157 there) and from Laplace's continued fraction
     * erfc(y) = (e^(−y²)/√π)·1/(y + ½/(y + 1/(y + (3/2)/(y + …)))) for y ≥ 1, cut at 200 levels
     * (relative error below 2e-16 from y = 1 on).
     */
    public static double normalCdf(double x) {
        if (Double.isNaN(x)) return Double.NaN;
        double y = -x / Math.sqrt(2);
        return erfc(y) / 2;
    }

    private static double erfc(double y) {
        if (y < 0) return 2 - erfc(-y);
        if (y < 1) return 1 - erfSeries(y);
        // 1/(y + (1/2)/(y + (2/2)/(y + (3/2)/(y + ...)))), evaluated from the tail
        double f = y;
        for (int k = 200; k >= 1; k--) f = y + (k / 2.0) / f;
        return Math.exp(-y * y) / Math.sqrt(Math.PI) / f;
    }

    private static double erfSeries(double y) {
        double term = y;
        double sum = y;
        for (int n = 1; n < 200 && term > 1e-17 * sum; n++) {
            term *= 2 * y * y / (2 * n + 1);
            sum += term;
        }
        return 2 / Math.sqrt(Math.PI) * Math.exp(-y * y) * sum;
    }

    private static double sq(double x) {
        return x * x;
    }
}
