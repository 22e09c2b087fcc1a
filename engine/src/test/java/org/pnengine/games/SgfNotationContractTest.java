package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.SgfNotation;
import org.pnengine.game.State;

/**
 * The {@link SgfNotation} contract over every catalogued game that has one, at every variant of
 * {@link GameVariants}: in seeded random games, every legal move but a pass is written as a value
 * that reads back as the same move, and distinct moves of a position are written differently.
 * A game given an SGF notation later is covered without a line of test code.
 */
class SgfNotationContractTest {

    /** The SGF game numbers of FF[4] for the games that have one here; any other is a mistake. */
    private static final Map<String, Integer> NUMBERS = Map.of("Othello", 2, "gomoku", 4, "lines_of_action", 9);

    @Test
    void everyLegalMoveRoundTrips() throws MoveFormatException {
        SplittableRandom rng = new SplittableRandom(20261124L);
        int checked = 0;
        for (GameVariants.Variant v : GameVariants.all()) {
            Game game = v.create();
            String label = game.descriptor();
            Optional<SgfNotation> n = SgfNotation.of(game);
            assertEquals(NUMBERS.containsKey(v.type().name()), n.isPresent(), label);
            if (n.isEmpty()) continue;
            SgfNotation notation = n.get();
            assertEquals(NUMBERS.get(v.type().name()), notation.gameNumber(), label);
            assertEquals(game.parameters().get("size"), notation.boardSize(), label);
            int[] buffer = new int[game.maxMoves()];
            for (int g = 0; g < 4; g++) {
                State s = game.newInitialState();
                while (!s.isTerminal() && s.ply() < 200) {
                    int count = s.legalMoves(buffer);
                    Set<String> values = new HashSet<>();
                    for (int i = 0; i < count; i++) {
                        if (s.isPass(buffer[i])) continue;
                        String value = notation.formatMove(s, buffer[i]);
                        assertEquals(buffer[i], notation.parseMove(s, value), label + " " + value);
                        assertTrue(values.add(value), label + ": two moves written " + value);
                        checked++;
                    }
                    s.apply(buffer[rng.nextInt(count)]);
                }
            }
        }
        assertNotEquals(0, checked);
    }
}
