package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.game.Perft;
import org.pnengine.game.State;

/**
 * Perft of Breakthrough and Knightthrough 8×8 from the start position.
 *
 * <p>Reference counts ({@link RaceVariant#perft}): {@code ../shared/reference/rules-and-numbers.md},
 * section "Breakthrough 8×8" (source named there: two independent implementations, a fresh one
 * and Fairy-Stockfish's {@code breakthrough} variant), tested to d = 6, and section
 * "Knightthrough 8×8" (source named there: two independent implementations), tested to d = 5.
 */
class RacePerftTest {

    static List<RaceVariant> variants() {
        return RaceVariant.both();
    }

    /** {@link Perft#count} from {@code s}, checking that it leaves the state as it was. */
    private static long perft(State s, int depth) {
        long hash = s.hash();
        String text = s.positionText();
        long n = Perft.count(s, depth);
        assertEquals(hash, s.hash(), "hash restored after perft");
        assertEquals(text, s.positionText(), "position restored after perft");
        return n;
    }

    /** Every tested depth but the deepest, on one state. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void perftFromStartShallowDepths(RaceVariant v) {
        State s = v.standard().get().newInitialState();
        for (int d = 1; d < v.perftTested(); d++) {
            assertEquals(v.perft()[d - 1], perft(s, d), "perft(" + d + ")");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void perftFromStartDeepestTestedDepth(RaceVariant v) {
        int d = v.perftTested();
        assertEquals(v.perft()[d - 1], perft(v.standard().get().newInitialState(), d), "perft(" + d + ")");
    }
}
