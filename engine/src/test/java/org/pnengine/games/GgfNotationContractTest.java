package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.GgfNotation;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.othello.OthelloGame;

/**
 * The {@link GgfNotation} contract over every catalogued game that has one (Othello, at every
 * variant of {@link GameVariants}): in seeded random games, every legal move, passes included, is
 * written as a word that reads back as the same move, distinct moves differently, and every
 * position's {@code BO} reads back as its position text. Plus the texts themselves, as NBoard and
 * GGS write them.
 */
class GgfNotationContractTest {

    @Test
    void everyMoveAndBoardRoundTrips() throws Exception {
        SplittableRandom rng = new SplittableRandom(20261128L);
        int checked = 0;
        for (GameVariants.Variant v : GameVariants.all()) {
            Game game = v.create();
            String label = game.descriptor();
            Optional<GgfNotation> n = GgfNotation.of(game);
            assertEquals(v.type() == OthelloGame.TYPE, n.isPresent(), label);
            if (n.isEmpty()) continue;
            GgfNotation notation = n.get();
            assertEquals(game.parameters().get("size"), notation.type(), label);
            int[] buffer = new int[game.maxMoves()];
            for (int g = 0; g < 4; g++) {
                State s = game.newInitialState();
                while (!s.isTerminal()) {
                    assertEquals(s.positionText(), notation.positionText(notation.board(s)), label);
                    int count = s.legalMoves(buffer);
                    Set<String> words = new HashSet<>();
                    for (int i = 0; i < count; i++) {
                        String word = notation.formatMove(s, buffer[i]);
                        assertEquals(buffer[i], notation.parseMove(s, word), label + " " + word);
                        assertEquals(buffer[i], notation.parseMove(s, word.toLowerCase()), label + " " + word);
                        assertTrue(words.add(word), label + ": two moves written " + word);
                        checked++;
                    }
                    s.apply(buffer[rng.nextInt(count)]);
                }
            }
        }
        assertNotEquals(0, checked);
    }

    @Test
    void othelloTextsAreNBoards() throws Exception {
        GgfNotation n = GgfNotation.of(OthelloGame.of(8)).orElseThrow();
        State s = OthelloGame.of(8).newInitialState();
        assertEquals("8 ---------------------------O*------*O--------------------------- *", n.board(s));
        s.apply(s.parseMove("f5"));
        assertEquals("D6", n.formatMove(s.copy(), s.parseMove("d6")));
        for (String pass : new String[] {"PA", "pa", "P", "PASS", "--"}) assertEquals("pass", GgfNotation.moveText(pass));
        assertNull(GgfNotation.moveText("F55"));
        assertEquals("PA", GgfNotation.word("pass"));
        PositionException e = assertThrows(PositionException.class, () -> n.positionText("8 OOOO *"));
        assertEquals("BO[8 ...] has 4 squares; a board of 8 has 64, then the side to move", e.getMessage());
        assertThrows(PositionException.class, () -> n.positionText("6 " + "-".repeat(36) + " *"));
    }

    @Test
    void clocksReadAndWrite() {
        assertEquals(new GgfNotation.Clock(900_000, 0), GgfNotation.Clock.parse("15:00"));
        assertEquals(new GgfNotation.Clock(300_000, 2_000), GgfNotation.Clock.parse("5:00/2"));
        assertEquals(new GgfNotation.Clock(3_600_000, 10_000), GgfNotation.Clock.parse("1:00:00/10"));
        assertTrue(GgfNotation.Clock.parse("0").isNone());
        for (GgfNotation.Clock c : new GgfNotation.Clock[] {new GgfNotation.Clock(60_000, 500),
                new GgfNotation.Clock(1_234, 0), new GgfNotation.Clock(5_400_050, 10_000)}) {
            assertEquals(c, GgfNotation.Clock.parse(c.text()), c.text());
        }
        assertEquals("1:00/0:00.5", new GgfNotation.Clock(60_000, 500).text());
        assertEquals("0:01.234", GgfNotation.Clock.time(1_234));
        assertThrows(IllegalArgumentException.class, () -> GgfNotation.Clock.parse("1:2:3:4"));
    }
}
