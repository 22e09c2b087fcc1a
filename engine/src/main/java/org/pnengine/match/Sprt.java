package org.pnengine.match;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import org.pnengine.game.Params;

/**
 * A sequential probability ratio test between H0: Elo = elo0 and H1: Elo = elo1, on game pairs or
 * single games, as fastchess and Fishtest run it. It goes on while the log-likelihood ratio lies
 * strictly inside Wald's bounds (ln(β/(1 − α)), ln((1 − β)/α)), ±2.944 for α = β = 0.05, and
 * accepts H1 at the upper bound, H0 at the lower one. The LLR is the generalized likelihood ratio
 * of a multinomial (M. Van den Bergh): classes with scores a_i (0, ½, 1 a game; 0, ¼, ½, ¾, 1 a
 * pair) seen with frequencies p̂_i over n trials (an unseen class counts 0.001, as in fastchess),
 * the most likely p each hypothesis allows, and LLR = n·Σ p̂_i·ln(p1_i/p0_i).
 * <ul>
 *   <li>{@link Model#NORMALIZED} (fastchess's default): a hypothesis fixes t = (μ − ½)/σ of the
 *       trial score, t = nElo/(800/ln 10) per game and √2·nElo/(800/ln 10) per pair. From p
 *       uniform, with μ and σ of p, φ_i = a_i − ½ − ½·t·σ·(1 + ((a_i − μ)/σ)²); find θ with
 *       Σ p̂_i φ_i/(1 + θφ_i) = 0, set p_i = p̂_i/(1 + θφ_i), and repeat until p settles (Van den
 *       Bergh, "Comments on normalized Elo", section 4.1).</li>
 *   <li>{@link Model#LOGISTIC}: s = 1/(1 + 10^(−elo/400)), p_i = p̂_i/(1 + θ(a_i − s)) with
 *       Σ p̂_i (a_i − s)/(1 + θ(a_i − s)) = 0 ("Comparing the approximations for the generalized
 *       log likelihood ratio of a multinomial distribution", proposition 1.1).</li>
 * </ul> θ is found by bisection between the poles (against fastchess's {@code sprt.cpp}: docs/matches.md#sprt).
 *
 * @param elo0  the Elo difference of H0
 * @param elo1  that of H1, above elo0
 * @param alpha the false-positive rate (accepting H1 when H0 holds), 0 &lt; α, α + β &lt; 1
 * @param beta  the false-negative rate (accepting H0 when H1 holds), 0 &lt; β
 * @param model how elo0 and elo1 are read
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, Model model) {

    /** What elo0 and elo1 mean, see the class comment. */
    public enum Model {
        NORMALIZED, LOGISTIC;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Where the test stands. */
    public enum Decision {
        /** LLR at or below the lower bound: H0 accepted (elo0 more likely). */
        ACCEPT_H0,
        /** LLR at or above the upper bound: H1 accepted. */
        ACCEPT_H1,
        /** LLR between the bounds: play on. */
        CONTINUE
    }

    /** The frequency given to a class never observed. */
    static final double UNSEEN = 1e-3;

    private static final double[] GAME_SCORES = {0, 0.5, 1};
    private static final double[] PAIR_SCORES = {0, 0.25, 0.5, 0.75, 1};
    private static final double NELO_SCALE = 800 / Math.log(10);

    public Sprt {
        if (!(elo0 < elo1)) throw new IllegalArgumentException("elo0 must be less than elo1 (got " + elo0 + ", " + elo1 + ")");
        if (!(alpha > 0 && alpha < 1)) throw new IllegalArgumentException("alpha must be between 0 and 1 (got " + alpha + ")");
        if (!(beta > 0 && beta < 1)) throw new IllegalArgumentException("beta must be between 0 and 1 (got " + beta + ")");
        if (!(alpha + beta < 1)) throw new IllegalArgumentException("alpha + beta must be less than 1");
        if (model == null) throw new IllegalArgumentException("no model");
    }

    /**
     * Reads {@code elo0=E0 elo1=E1 [alpha=A] [beta=B] [model=normalized|logistic]}, the words of a
     * {@code --sprt} option, in any order; alpha and beta default to 0.05, the model to normalized.
     *
     * @throws IllegalArgumentException naming the word that is wrong
     */
    public static Sprt parse(String text) {
        Map<String, String> kv = Params.given(Params.words(text));
        for (String key : kv.keySet()) {
            if (!key.matches("elo0|elo1|alpha|beta|model")) {
                throw new IllegalArgumentException("unknown key '" + key + "' (elo0, elo1, alpha, beta, model)");
            }
        }
        if (!kv.containsKey("elo0") || !kv.containsKey("elo1")) throw new IllegalArgumentException("elo0= and elo1= are required");
        Model model = switch (kv.getOrDefault("model", "normalized").toLowerCase(Locale.ROOT)) {
            case "normalized" -> Model.NORMALIZED;
            case "logistic" -> Model.LOGISTIC;
            default -> throw new IllegalArgumentException("model must be normalized or logistic (got '" + kv.get("model") + "')");
        };
        return new Sprt(number(kv, "elo0"), number(kv, "elo1"), number(kv.getOrDefault("alpha", "0.05"), "alpha"),
                number(kv.getOrDefault("beta", "0.05"), "beta"), model);
    }

    private static double number(Map<String, String> kv, String key) {
        return number(kv.get(key), key);
    }

    private static double number(String text, String key) {
        try {
            double v = Double.parseDouble(text);
            if (Double.isFinite(v)) return v;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be a number (got '" + text + "')");
    }

    /** ln(β/(1 − α)): at or below it, H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** ln((1 − β)/α): at or above it, H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The decision the bounds give for {@code llr}. */
    public Decision decide(double llr) {
        return llr >= upperBound() ? Decision.ACCEPT_H1 : llr <= lowerBound() ? Decision.ACCEPT_H0 : Decision.CONTINUE;
    }

    /** The LLR of game pairs; 0 before the first pair. */
    public double llr(EloEstimate.Pentanomial pairs) {
        if (pairs.pairs() == 0) return 0;
        return llr(pairs.byScore(), PAIR_SCORES, Math.sqrt(2));
    }

    /** The LLR of single games, W/D/L; 0 before the first game. */
    public double llr(int wins, int draws, int losses) {
        if (wins + draws + losses == 0) return 0;
        return llr(new int[] {losses, draws, wins}, GAME_SCORES, 1);
    }

    /** The LLR of single games counted from A's side. */
    public double llr(Outcomes games) {
        return llr(games.aWins(), games.draws(), games.bWins());
    }

    /**
     * @param counts the count of each class, in the order of {@code scores}
     * @param tScale √2 for pairs (a pair's σ is 1/√2 of a game's in nElo's definition), else 1
     */
    private double llr(int[] counts, double[] scores, double tScale) {
        double n = 0;
        double[] freq = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            freq[i] = counts[i] == 0 ? UNSEEN : counts[i];
            n += freq[i];
        }
        for (int i = 0; i < freq.length; i++) freq[i] /= n;
        double[] p0;
        double[] p1;
        if (model == Model.NORMALIZED) {
            p0 = normalizedMle(freq, scores, tScale * elo0 / NELO_SCALE);
            p1 = normalizedMle(freq, scores, tScale * elo1 / NELO_SCALE);
        } else {
            p0 = logisticMle(freq, scores, EloEstimate.scoreOfElo(elo0));
            p1 = logisticMle(freq, scores, EloEstimate.scoreOfElo(elo1));
        }
        double sum = 0;
        for (int i = 0; i < freq.length; i++) sum += freq[i] * (Math.log(p1[i]) - Math.log(p0[i]));
        return n * sum;
    }

    /** The distribution closest to {@code freq} (in likelihood) whose mean score is {@code s}. */
    static double[] logisticMle(double[] freq, double[] scores, double s) {
        double[] d = new double[scores.length];
        for (int i = 0; i < d.length; i++) d[i] = scores[i] - s;
        return tilt(freq, d);
    }

    /** The distribution closest to {@code freq} whose (μ − ½)/σ is {@code t}. */
    static double[] normalizedMle(double[] freq, double[] scores, double t) {
        int k = freq.length;
        double[] p = new double[k];
        Arrays.fill(p, 1.0 / k);
        double[] phi = new double[k];
        for (int round = 0; round < 1000; round++) {
            double mu = 0;
            for (int i = 0; i < k; i++) mu += p[i] * scores[i];
            double var = 0;
            for (int i = 0; i < k; i++) var += p[i] * (scores[i] - mu) * (scores[i] - mu);
            double sigma = Math.sqrt(var);
            for (int i = 0; i < k; i++) {
                double z = (scores[i] - mu) / sigma;
                phi[i] = scores[i] - 0.5 - 0.5 * t * sigma * (1 + z * z);
            }
            double[] next = tilt(freq, phi);
            double change = 0;
            for (int i = 0; i < k; i++) change = Math.max(change, Math.abs(next[i] - p[i]));
            p = next;
            if (change < 1e-13) break;
        }
        return p;
    }

    /**
     * p_i = freq_i/(1 + θ·d_i), θ the root of Σ freq_i·d_i/(1 + θ·d_i) = 0 between the poles
     * −1/max d and −1/min d (the sum decreases strictly from +∞ to −∞ between them).
     *
     * @throws ArithmeticException if the d_i do not take both signs (no such distribution)
     */
    private static double[] tilt(double[] freq, double[] d) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double x : d) {
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        if (!(min < 0 && max > 0)) throw new ArithmeticException("the hypothesis lies outside the possible results");
        DoubleUnaryOperator f = theta -> {
            double sum = 0;
            for (int i = 0; i < d.length; i++) sum += freq[i] * d[i] / (1 + theta * d[i]);
            return sum;
        };
        double lo = -1 / max;
        double hi = -1 / min;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            if (mid <= lo || mid >= hi) break;
            if (f.applyAsDouble(mid) > 0) lo = mid;
            else hi = mid;
        }
        double theta = (lo + hi) / 2;
        double[] p = new double[freq.length];
        for (int i = 0; i < p.length; i++) p[i] = freq[i] / (1 + theta * d[i]);
        return p;
    }

    /** E.g. {@code elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized}, readable by {@link #parse}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "elo0=%s elo1=%s alpha=%s beta=%s model=%s", plain(elo0), plain(elo1),
                plain(alpha), plain(beta), model.wireName());
    }

    private static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
