package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * The contract of {@link FittedEvaluation}, for every catalogued game and variant whose states
 * offer one ({@link GameVariants}): where {@code fitted()}, one name and one weight a feature and
 * {@code evaluate()} exactly the weighted sum of the features; {@code useClassic(true)} switches
 * to another evaluation, which copies keep, and {@code useClassic(false)} back; where not fitted,
 * {@code features} refuses and the evaluation is the hand-made one whatever the switch says.
 * Checked at every position of seeded random games.
 */
class FittedEvaluationContractTest {

    @TestFactory
    Stream<DynamicTest> everyFittedEvaluationKeepsItsContract() {
        return GameVariants.all().stream()
                .filter(v -> v.create().newInitialState() instanceof FittedEvaluation)
                .map(v -> DynamicTest.dynamicTest(v.label(), () -> check(v.create())));
    }

    private static void check(Game g) {
        SplittableRandom rng = new SplittableRandom(17);
        int[] moves = new int[g.maxMoves()];
        FittedEvaluation start = (FittedEvaluation) g.newInitialState();
        int width = start.featureNames().size();
        boolean fitted = start.fitted();
        if (fitted) assertEquals(width, start.weights().length, "one weight a feature");
        int[] f = new int[width];
        int positions = 0;
        int differ = 0;
        for (int n = 0; n < 30; n++) {
            State s = g.newInitialState();
            for (int ply = 0; ply < 150 && !s.isTerminal(); ply++, positions++) {
                FittedEvaluation e = (FittedEvaluation) s;
                assertEquals(fitted, e.fitted(), "every position of a game alike");
                FittedEvaluation classic = (FittedEvaluation) s.copy();
                classic.useClassic(true);
                int hand = classic.evaluate();
                assertEquals(hand, ((FittedEvaluation) ((State) classic).copy()).evaluate(), "a copy keeps the switch");
                if (fitted) {
                    e.features(f);
                    int[] w = e.weights();
                    long sum = 0;
                    for (int i = 0; i < width; i++) sum += (long) w[i] * f[i];
                    assertEquals(sum, e.evaluate(), s.positionText());
                    if (hand != sum) differ++;
                    classic.useClassic(false);
                    assertEquals(sum, classic.evaluate(), "switched back");
                } else {
                    assertThrows(IllegalStateException.class, () -> e.features(f));
                    assertEquals(hand, e.evaluate(), "no fitted weights: the hand-made evaluation");
                }
                s.apply(moves[rng.nextInt(s.legalMoves(moves))]);
            }
        }
        assertTrue(positions > 0);
        if (fitted) assertTrue(differ > 0, "the hand-made evaluation is another one");
    }
}
