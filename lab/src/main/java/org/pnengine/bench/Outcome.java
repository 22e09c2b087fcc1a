package org.pnengine.bench;

import java.util.Locale;

/**
 * How one run of one configuration on one position ended. Exactly one applies:
 * <ul>
 *   <li>{@link #SOLVED}: the search ended by itself with a value proven exactly (from terminal
 *       positions, not by a probability threshold), and the value agrees with the reference
 *       where there is one.</li>
 *   <li>{@link #PROBABLE}: the search ended by itself with a <i>probabilistic</i> conclusion
 *       (PPNS stopping at root ppn within pr of 0 or 1) that agrees with the reference or has
 *       none to be checked against. Not a proof, so not solved.</li>
 *   <li>{@link #WRONG}: the search ended by itself with a value (exact or probabilistic) that
 *       contradicts the reference: the exact value where an oracle computes it, else the value
 *       on which every exact result on the position agrees.</li>
 *   <li>{@link #OUT_OF_LIMIT}: a limit (nodes, time, memory) or a cancellation ended the search
 *       before it reached a value.</li>
 * </ul>
 * In the tables, <b>unsolved</b> = {@link #PROBABLE} + {@link #WRONG}: the search ended within the
 * limits without a correct proof; <b>out of limit</b> = {@link #OUT_OF_LIMIT}.
 */
public enum Outcome {
    SOLVED, PROBABLE, WRONG, OUT_OF_LIMIT;

    /** The word in the per-position CSV. */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
