package org.pnengine.match;

import java.util.Locale;

/**
 * Where a pairing's sequential test stands: the {@link Sprt} applied to its completed game pairs
 * in pair order (pair 0, 1, 2, ... as long as each is complete), from its first entrant's side.
 * The test decides at the first pair after which the LLR reaches a bound, and then stays decided:
 * pairs finished later (games already running when it decided) do not move it.
 *
 * @param sprt     the test
 * @param counts   the pairs counted so far, from the first entrant's side
 * @param llr      the log-likelihood ratio over them (0 before the first pair)
 * @param decision where the test stands
 */
public record SprtStatus(Sprt sprt, EloEstimate.Pentanomial counts, double llr, Sprt.Decision decision) {

    /** The test before any pair. */
    public static SprtStatus start(Sprt sprt) {
        return new SprtStatus(sprt, EloEstimate.Pentanomial.NONE, 0, Sprt.Decision.CONTINUE);
    }

    /**
     * The test after one more pair, its two games' results from the first entrant's side (+1 won,
     * 0 drawn, −1 lost); unchanged once decided.
     */
    public SprtStatus next(int first, int second) {
        if (decided()) return this;
        EloEstimate.Pentanomial c = counts.plus(first, second);
        double l = sprt.llr(c);
        return new SprtStatus(sprt, c, l, sprt.decide(l));
    }

    /** The pairs counted. */
    public int pairs() {
        return counts.pairs();
    }

    public boolean decided() {
        return decision != Sprt.Decision.CONTINUE;
    }

    /** {@code H1 accepted}, {@code H0 accepted}, or {@code continue}. */
    public String decisionText() {
        return switch (decision) {
            case ACCEPT_H1 -> "H1 accepted";
            case ACCEPT_H0 -> "H0 accepted";
            case CONTINUE -> "continue";
        };
    }

    /** E.g. {@code LLR 2.96 [-2.94, 2.94] after 31 pairs: H1 accepted}. */
    public String describe() {
        return String.format(Locale.ROOT, "LLR %.2f [%.2f, %.2f] after %d pairs: %s", llr, sprt.lowerBound(),
                sprt.upperBound(), pairs(), decisionText());
    }
}
