package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.woodpush.WoodpushGame;

/**
 * The sizes of the multiple-outcome PNS paper's Woodpush test sets. Source: Saffidine and
 * Cazenave, "A General Multi-Outcome Solver for Two-Player Games" (ECAI 2012), as quoted in this
 * project's issue 30: "99 positions" after 4 moves on the strip of length 8 with 3 pieces a side,
 * and 256 positions after 8 moves on (13,2). With the default start (each side's pieces together
 * at its end) and every move sequence counted these are exactly 99 and 256; distinct positions
 * give 88 and 81, and the earlier alternating start gives 260 sequences on (8,3), so the count
 * singles out the start and the counting. The 99 also depend on the move rules: forward to the
 * next empty cell only, a push only with an opponent piece directly behind, and a piece pushed
 * off the end removed (other readings give 7068, 342 and 81; worked out outside the repository).
 */
class WoodpushPaperSetsTest {

    @Test
    void eightThreeAfterFourMovesHas99Sequences() {
        List<Position> set = Positions.allSequences(WoodpushGame.of(8, 3), 4, "8-3");
        assertEquals(99, set.size());
        assertEquals(88, Positions.allDistinct(WoodpushGame.of(8, 3), 4, "8-3").size());
        for (Position p : set) assertFalse(p.state().isTerminal(), p.moves());
        // 18 of the 99 end with a push that removes a piece at the far end
        long fewer = set.stream().filter(p -> pieces(p.state()) < 6).count();
        assertEquals(18, fewer);
    }

    @Test
    void thirteenTwoAfterEightMovesHas256Sequences() {
        List<Position> set = Positions.allSequences(WoodpushGame.of(13, 2), 8, "13-2");
        assertEquals(256, set.size());
        Set<String> distinct = new HashSet<>();
        for (Position p : set) distinct.add(p.state().positionText());
        assertEquals(81, distinct.size());
    }

    @Test
    void theEarlierAlternatingStartGaveAnotherSet() {
        assertEquals(260, Positions.allSequences(WoodpushGame.of(8, 3, WoodpushGame.START_ALTERNATE), 4, "8-3").size());
        assertEquals(256, Positions.allSequences(WoodpushGame.of(13, 2, WoodpushGame.START_ALTERNATE), 8, "13-2").size());
    }

    private static int pieces(State s) {
        String strip = s.positionText().split(" ")[0];
        return (int) strip.chars().filter(c -> c == 'L' || c == 'R').count();
    }
}
