package org.pnengine.game;

import java.util.List;

/**
 * An optional capability of a {@link State}: an {@link Evaluation} that is linear in counted
 * features of the position, with weights fitted to game results (the lab's {@code fit-eval}:
 * logistic regression of the results on the features of quiet positions, Texel's method). While
 * the fitted evaluation is in use, {@link #evaluate()} is exactly the sum of
 * {@code weights()[i] * features[i]}.
 *
 * <p>The game keeps the hand-made evaluation the fitted one replaced: {@link #useClassic} switches
 * a state, and the copies made of it afterwards, to it and back. A game whose fitted weights
 * cover only some of its sizes answers {@link #fitted()} false on the others and evaluates them
 * by the hand-made evaluation whatever the switch says.
 */
public interface FittedEvaluation extends Evaluation {

    /** The features' names, in the order of {@link #features} and {@link #weights}. */
    List<String> featureNames();

    /** Whether this position's game (its size) has fitted weights. */
    boolean fitted();

    /**
     * Writes this position's features, from the first player's view (its counts minus the second
     * player's, and so on), into {@code out[0..featureNames().size())}.
     *
     * @throws IllegalStateException if {@link #fitted()} is false
     */
    void features(int[] out);

    /** The fitted weights, a fresh copy, one per feature. */
    int[] weights();

    /** Evaluates this state and its later copies by the hand-made evaluation ({@code true}) or the fitted one. */
    void useClassic(boolean classic);
}
