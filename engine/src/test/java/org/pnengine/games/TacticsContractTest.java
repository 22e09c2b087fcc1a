package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.game.Tactics;

/**
 * The {@link Tactics} contract over every catalogued game that has it, at every variant of
 * {@link GameVariants}, in seeded random games: no gain is negative, a side that
 * {@link Tactics#winsNow() wins now} has a winning move, a quiet move that
 * {@link Tactics#threatens threatens} leaves the opponent threatened, a move that does not
 * {@link Tactics#answers answer} a threat lets the opponent win at once, the
 * {@link Tactics#tacticalMoves tactical moves} a game lists are legal moves in their order and
 * hold every move that gains, threatens or answers, and asking changes nothing. Each game's
 * own tests pin which of its moves gain and when it is threatened.
 */
class TacticsContractTest {

    @Test
    void winsGainAndTheAnswersChangeNothing() {
        SplittableRandom rng = new SplittableRandom(20261128L);
        int games = 0;
        int winsSeen = 0;
        int threatsSeen = 0;
        int unanswered = 0;
        int listed = 0;
        for (GameVariants.Variant v : GameVariants.all()) {
            Game game = v.create();
            if (!(game.newInitialState() instanceof Tactics)) continue;
            games++;
            String label = game.descriptor();
            int[] buffer = new int[game.maxMoves()];
            int[] tactical = new int[game.maxMoves()];
            for (int g = 0; g < 6; g++) {
                State s = game.newInitialState();
                for (int ply = 0; ply < 400 && !s.isTerminal(); ply++) {
                    Tactics t = (Tactics) s;
                    String text = s.positionText();
                    long hash = s.hash();
                    boolean winsNow = t.winsNow();
                    boolean threatened = t.threatened();
                    int tacticalCount = t.tacticalMoves(tactical);
                    int count = s.legalMoves(buffer);
                    int next = 0;
                    boolean someWin = false;
                    for (int i = 0; i < count; i++) {
                        int m = buffer[i];
                        int gain = t.gain(m);
                        assertTrue(gain >= 0, label + " " + s.formatMove(m));
                        boolean threatens = t.threatens(m);
                        if (tacticalCount >= 0) {
                            boolean inList = next < tacticalCount && tactical[next] == m;
                            if (inList) next++;
                            assertTrue(inList || gain == 0 && !threatens && !(threatened && t.answers(m)),
                                    label + " " + text + " " + s.formatMove(m) + ": missing from the tactical moves, or out of order");
                        }
                        State after = s.copy();
                        after.apply(m);
                        if (threatened && !t.answers(m)) {
                            unanswered++;
                            assertTrue(!after.isTerminal() && winsAtOnce(after, buffer.length),
                                    label + " " + text + " " + s.formatMove(m) + ": left out, yet it answers the threat");
                        }
                        if (threatens && gain == 0) {
                            threatsSeen++;
                            assertTrue(after.isTerminal() || ((Tactics) after).threatened(),
                                    label + " " + text + " " + s.formatMove(m) + ": a threat the opponent need not answer");
                        }
                        boolean wins = after.isTerminal() && after.winner() == s.toMove();
                        if (wins) {
                            someWin = true;
                            winsSeen++;
                        }
                    }
                    assertTrue(!winsNow || someWin, label + " " + text + ": winsNow without a winning move");
                    if (tacticalCount >= 0) {
                        assertEquals(tacticalCount, next, label + " " + text + ": a tactical move that is not legal, or out of order");
                        listed += tacticalCount;
                    }
                    assertEquals(text, s.positionText(), label);
                    assertEquals(hash, s.hash(), label);
                    s.apply(buffer[rng.nextInt(count)]);
                }
            }
        }
        assertTrue(games >= 2, "Breakthrough and MiniShogi at least");
        assertTrue(winsSeen > 0, "some wins at once were met");
        assertTrue(threatsSeen > 0, "some quiet threats were met");
        assertTrue(unanswered > 0, "some moves that do not answer a threat were met");
        assertTrue(listed > 0, "some tactical moves were listed");
    }

    /** Whether the side to move in {@code s} has a move that ends the game with its win. */
    private static boolean winsAtOnce(State s, int width) {
        int[] replies = new int[width];
        int k = s.legalMoves(replies);
        for (int j = 0; j < k; j++) {
            State t = s.copy();
            t.apply(replies[j]);
            if (t.isTerminal() && t.winner() == s.toMove()) return true;
        }
        return false;
    }
}
