package org.pnengine.games.linesofaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.SgfNotation;

/**
 * Lines of Action in SGF ({@code GM[9]}, FF[4] {@code loa.html}): from-to with '-', and ':'
 * exactly when the move captures; the forms other programs write read back.
 */
class LinesOfActionSgfTest {

    @Test
    void capturesAreMarkedWithAColon() {
        LinesOfActionGame game = LinesOfActionGame.standard();
        SgfNotation n = SgfNotation.of(game).orElseThrow();
        SplittableRandom rng = new SplittableRandom(7);
        int[] buffer = new int[game.maxMoves()];
        int captures = 0;
        for (int g = 0; g < 5; g++) {
            LinesOfActionState s = game.newInitialState();
            while (!s.isTerminal() && s.ply() < 150) {
                int count = s.legalMoves(buffer);
                for (int i = 0; i < count; i++) {
                    int move = buffer[i];
                    if (s.isPass(move)) continue;
                    long enemy = s.toMove() == LinesOfActionGame.FIRST ? s.whiteBits() : s.blackBits();
                    boolean capture = (enemy >>> ((move >>> 6) & 63) & 1) != 0;
                    String value = n.formatMove(s, move);
                    String plain = s.formatMove(move);
                    assertEquals(plain.substring(0, 2) + (capture ? ':' : '-') + plain.substring(2), value);
                    if (capture) captures++;
                }
                s.apply(buffer[rng.nextInt(count)]);
            }
        }
        assertTrue(captures > 0);
    }

    @Test
    void readsTheFormsInUse() throws MoveFormatException {
        LinesOfActionState s = LinesOfActionGame.standard().newInitialState();
        SgfNotation n = SgfNotation.of(s.game()).orElseThrow();
        int b1d3 = s.parseMove("b1d3");
        for (String v : new String[] {"b1-d3", "B1-D3", "b1:d3", "b1xd3", "b1d3", " b1 - d3 ", "b1-d3+", "b1-d3!?"}) {
            assertEquals(b1d3, n.parseMove(s, v), v);
        }
        assertEquals("9", String.valueOf(n.gameNumber()));
        MoveFormatException off = assertThrows(MoveFormatException.class, () -> n.parseMove(s, "b1-i3"));
        assertTrue(off.getMessage().contains("point 'i3' is off the 8x8 board"), off.getMessage());
        MoveFormatException junk = assertThrows(MoveFormatException.class, () -> n.parseMove(s, "resign"));
        assertTrue(junk.getMessage().contains("two points like e1-e3"), junk.getMessage());
    }
}
