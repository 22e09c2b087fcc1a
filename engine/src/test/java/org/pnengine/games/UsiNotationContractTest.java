package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;

/**
 * The {@link UsiNotation} contract over every catalogued game at every variant of
 * {@link GameVariants}: only MiniShogi under its standard rules has one, its SFEN reads back as
 * the same position and move number at every ply of seeded random games, and every legal move is
 * written as a text that reads back as that move, distinct moves differently. Whether the texts
 * are Fairy-Stockfish's is checked in {@code minishogi.MiniShogiFairyStockfishTest}.
 */
class UsiNotationContractTest {

    @Test
    void positionsAndMovesRoundTripAtEveryPly() throws PositionException, MoveFormatException {
        SplittableRandom rng = new SplittableRandom(20261129L);
        int checked = 0;
        for (GameVariants.Variant v : GameVariants.all()) {
            Game game = v.create();
            String label = game.descriptor();
            Optional<UsiNotation> n = UsiNotation.of(game);
            boolean expected = game.type().name().equals("minishogi") && game.parameters().get("repetition").equals("sennichite")
                    && game.parameters().get("max_plies").equals("0");
            assertEquals(expected, n.isPresent(), label);
            if (n.isEmpty()) continue;
            UsiNotation notation = n.get();
            assertEquals("minishogi", notation.variants().get(0), label);
            assertEquals(game.newInitialState().positionText(), notation.parseSfen("startpos").positionText());
            int[] buffer = new int[game.maxMoves()];
            for (int g = 0; g < 6; g++) {
                State s = game.newInitialState();
                while (true) {
                    String sfen = notation.sfen(s);
                    assertEquals(sfen, notation.sfen(notation.parseSfen(sfen)), label);
                    assertEquals(sfen, notation.sfen(notation.parseSfen("sfen " + sfen)), label);
                    int count = s.legalMoves(buffer);
                    Set<String> texts = new HashSet<>();
                    for (int i = 0; i < count; i++) {
                        String text = notation.formatMove(s, buffer[i]);
                        assertEquals(buffer[i], notation.parseMove(s, text), label + " " + text);
                        assertTrue(texts.add(text), label + ": two moves written " + text);
                        checked++;
                    }
                    if (count == 0 || s.ply() >= 200) break;
                    s.apply(buffer[rng.nextInt(count)]);
                }
                State end = s;
                assertThrows(MoveFormatException.class, () -> notation.parseMove(end, "P@3c"), label);
                assertThrows(PositionException.class, () -> notation.parseSfen("rbsgk/4p/5/P4 b - 1"), label);
            }
        }
        assertNotEquals(0, checked);
    }
}
