package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link AbstractGame}: the descriptor from the catalog entry and parameters, scores, players. */
class AbstractGameTest {

    private static final GameType TYPE = new GameType("toy",
            List.of(ParamSpec.ofInt("size", 3, 1, 9, "side"), ParamSpec.ofBool("fast", false, "speed")),
            null, "a toy", Toy::new);

    /** A game with nothing but what the base class gives. */
    private static final class Toy extends AbstractGame {
        Toy(Params p) {
            super(TYPE, p, "x", "o");
        }

        @Override
        public State newInitialState() {
            throw new UnsupportedOperationException();
        }

        @Override
        public State parsePosition(String text) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int maxMoves() {
            return 1;
        }

        @Override
        public int maxGameLength() {
            return 1;
        }
    }

    @Test
    void describesItselfFromTheValidatedParameters() {
        Game g = TYPE.create(List.of("fast=yes", "size=05"));
        assertEquals(TYPE, g.type());
        assertEquals(Map.of("size", "5", "fast", "true"), g.parameters());
        assertEquals(List.of("size", "fast"), List.copyOf(g.parameters().keySet()));
        assertEquals("toy size=5 fast=true", g.descriptor());
        assertEquals("toy size=5 fast=true", g.toString());
        assertEquals("toy size=3 fast=false", TYPE.create().toString());
    }

    @Test
    void winDrawLossScoresAndPlayerAliases() {
        Game g = TYPE.create();
        assertEquals(-1, g.minScore());
        assertEquals(1, g.maxScore());
        assertEquals(Game.FIRST, g.parsePlayer("X"));
        assertEquals(Game.SECOND, g.parsePlayer("o"));
        assertEquals(Game.FIRST, g.parsePlayer("Black"));
        assertEquals(Game.SECOND, g.parsePlayer("w"));
        assertEquals(-1, g.parsePlayer("y"));
    }

    @Test
    void refusesParametersOfAnotherGame() {
        Params other = Params.of("other", List.of(ParamSpec.ofInt("size", 3, 1, 9, "side")), Map.of());
        assertThrows(IllegalArgumentException.class, () -> new Toy(other));
    }
}
