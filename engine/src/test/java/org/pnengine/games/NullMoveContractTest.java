package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.NullMove;
import org.pnengine.game.State;
import org.pnengine.game.Tactics;

/**
 * The {@link NullMove} contract over every catalogued game that has it, at every variant of
 * {@link GameVariants}, in seeded random games, wherever the side to move is not threatened: after a null move the same pieces stand with the
 * other side to move, and the state is the one its position text sets up (same hash, same legal
 * moves); moves applied and undone on top of it leave it so; taking it back restores the position.
 */
class NullMoveContractTest {

    @Test
    void aNullMoveHandsTheTurnOverAndIsTakenBackExactly() throws Exception {
        SplittableRandom rng = new SplittableRandom(20261129L);
        int games = 0;
        int checked = 0;
        for (GameVariants.Variant v : GameVariants.all()) {
            Game game = v.create();
            if (!(game.newInitialState() instanceof NullMove)) continue;
            games++;
            String label = game.descriptor();
            int[] buffer = new int[game.maxMoves()];
            int[] passed = new int[game.maxMoves()];
            int[] fresh = new int[game.maxMoves()];
            for (int g = 0; g < 6; g++) {
                State s = game.newInitialState();
                for (int ply = 0; ply < 400 && !s.isTerminal(); ply++) {
                    if (s instanceof Tactics t && t.threatened()) {
                        // no null move where the side to move must answer a threat (in check)
                        int count = s.legalMoves(buffer);
                        s.apply(buffer[rng.nextInt(count)]);
                        continue;
                    }
                    String text = s.positionText();
                    long hash = s.hash();
                    int side = s.toMove();
                    int moved = s.ply();
                    ((NullMove) s).makeNullMove();
                    assertEquals(1 - side, s.toMove(), label + " " + text);
                    assertNotEquals(hash, s.hash(), label + " " + text);
                    State same = game.parsePosition(s.positionText());
                    assertEquals(same.hash(), s.hash(), label + " " + text + " passed: " + s.positionText());
                    int n = s.legalMoves(passed);
                    assertEquals(same.legalMoves(fresh), n, label + " " + text);
                    for (int i = 0; i < n; i++) assertEquals(fresh[i], passed[i], label + " " + text);
                    long passedHash = s.hash();
                    if (n > 0 && !s.isTerminal()) {
                        s.apply(passed[rng.nextInt(n)]);
                        s.undo();
                        assertEquals(passedHash, s.hash(), label + " " + text);
                    }
                    ((NullMove) s).unmakeNullMove();
                    assertEquals(text, s.positionText(), label);
                    assertEquals(hash, s.hash(), label);
                    assertEquals(side, s.toMove(), label);
                    assertEquals(moved, s.ply(), label);
                    checked++;
                    int count = s.legalMoves(buffer);
                    s.apply(buffer[rng.nextInt(count)]);
                }
            }
        }
        assertTrue(games >= 3, "Breakthrough, Knightthrough and MiniShogi at least");
        assertTrue(checked > 100, "positions checked: " + checked);
    }
}
