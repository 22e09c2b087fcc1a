package org.pnengine.games.minishogi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pnengine.game.Perft;
import org.pnengine.game.State;

/**
 * perft from the start position. Figures: {@code ../shared/reference/rules-and-numbers.md},
 * section "MiniShogi 5×5" (source given there: Fairy-Stockfish {@code tests/perft.sh}, lishogi's
 * shogiops tests, and a cross-check): d = 1…6: 14, 181, 2512, 35401, 533203, 8276188.
 */
class MiniShogiPerftTest {

    @Test
    void perftOneToFive() {
        long[] expected = {14, 181, 2512, 35401, 533203};
        State s = MiniShogiGame.standard().newInitialState();
        for (int d = 1; d <= expected.length; d++) {
            assertEquals(expected[d - 1], Perft.count(s, d), "perft(" + d + ")");
        }
        assertEquals(MiniShogiGame.START_SFEN, s.positionText(), "perft must leave the state unchanged");
    }

    @Test
    void perftSixWithoutRepetitionRule() {
        // 8,276,188 leaves; about a second. repetition=none gives the same count since no
        // position can occur four times within 6 plies.
        State s = MiniShogiGame.of("repetition=none").newInitialState();
        assertEquals(8276188L, Perft.count(s, 6));
    }
}
