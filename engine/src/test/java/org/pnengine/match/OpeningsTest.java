package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/** The openings file: its line syntax, the checks against the game's rules, and the order of play. */
class OpeningsTest {

    private static final Game OTHELLO = MatchTest.game("Othello");
    private static final Game TTT = MatchTest.game("tic_tac_toe");

    @Test
    void readsMovesPositionsAndUnprefixedLinesAndSkipsCommentsAndBlanks() {
        List<String> file = List.of("# Othello openings", "", "moves: f5 d6   # perpendicular", "F5 F6",
                "position: ---------------------------OX------XO--------------------------- X", "   ",
                "---------------------------OX------XO--------------------------- X  # the start, without prefix");
        Openings o = Openings.parse(file, OTHELLO, Openings.Order.SEQUENTIAL, "test.txt");
        assertEquals(4, o.list().size());
        assertEquals(List.of(3, 4, 5, 7), o.lines(), "the file's line numbers");
        assertEquals("moves: f5 d6", o.list().get(0).text());
        assertEquals("moves: f5 f6", o.list().get(1).text(), "moves as the game formats them");
        assertTrue(o.list().get(2).isPosition());
        assertTrue(o.list().get(3).isPosition(), "a line the game reads as a position is one");
        assertTrue(o.hasPositions());
        State s = o.list().get(0).start(OTHELLO);
        assertEquals(2, s.ply());
        assertEquals(Game.FIRST, s.toMove());
        assertEquals(OTHELLO.newInitialState().positionText(), o.list().get(2).start(OTHELLO).positionText());
        // Each opening reads back from its text, as the records keep it.
        for (Opening op : o.list()) assertEquals(op, Opening.parse(op.text(), OTHELLO));
        // What identifies the openings is their canonical text, not the file's comments or spacing.
        Openings same = Openings.parse(List.of("moves: f5  d6", "moves: f5 f6", "position: " + o.list().get(2).position(),
                "position: " + o.list().get(3).position()), OTHELLO, Openings.Order.SEQUENTIAL, "other.txt");
        assertEquals(o.digest(), same.digest());
        assertNotEquals(o.digest(), Openings.parse(List.of("moves: f5 d6"), OTHELLO, Openings.Order.SEQUENTIAL, "x").digest());
    }

    @Test
    void everyOpeningIsCheckedAndAnErrorNamesTheLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Openings.parse(
                List.of("moves: f5 d6", "# fine so far", "moves: f5 f5"), OTHELLO, Openings.Order.SEQUENTIAL, "o.txt"));
        assertTrue(e.getMessage().startsWith("o.txt, line 3: move 2 'f5' is illegal"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Openings.parse(List.of("moves: z9"), OTHELLO,
                Openings.Order.SEQUENTIAL, "o.txt"));
        assertTrue(e.getMessage().startsWith("o.txt, line 1: move 1: "), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Openings.parse(List.of("xx/.../... o"), TTT,
                Openings.Order.SEQUENTIAL, "t.txt"));
        assertTrue(e.getMessage().startsWith("t.txt, line 1: neither a position (") && e.getMessage().contains(
                ") nor a move sequence ("), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Openings.parse(List.of("moves: a1 b1 a2 b2 a3"), TTT,
                Openings.Order.SEQUENTIAL, "t.txt"));
        assertTrue(e.getMessage().contains("the moves end the game"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Openings.parse(List.of("position: xxx/oo./... o"), TTT,
                Openings.Order.SEQUENTIAL, "t.txt"));
        assertTrue(e.getMessage().contains("finished game"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Openings.parse(List.of("# nothing", ""), TTT,
                Openings.Order.SEQUENTIAL, "t.txt"));
        assertTrue(e.getMessage().contains("no openings"), e.getMessage());
    }

    @Test
    void sequentialOrderCyclesThroughTheFile() {
        Openings o = Openings.parse(List.of("a1", "b2", "c3"), TTT, Openings.Order.SEQUENTIAL, "t");
        List<Integer> got = new ArrayList<>();
        for (int k = 0; k < 7; k++) got.add(o.numberForPair(k, 99));
        assertEquals(List.of(0, 1, 2, 0, 1, 2, 0), got);
    }

    /** Random order: each round of n pairs uses every opening once; the seed decides, and only the seed. */
    @Test
    void randomOrderDealsEveryOpeningOncePerRoundFromTheSeed() {
        List<String> lines = List.of("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3");
        Openings o = Openings.parse(lines, TTT, Openings.Order.RANDOM, "t");
        int n = lines.size();
        List<Integer> first = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            Set<Integer> seen = new HashSet<>();
            for (int k = round * n; k < (round + 1) * n; k++) {
                int i = o.numberForPair(k, 7);
                assertTrue(seen.add(i), "opening " + i + " twice in round " + round);
                first.add(i);
            }
        }
        List<Integer> again = new ArrayList<>();
        for (int k = 0; k < 3 * n; k++) again.add(o.numberForPair(k, 7));
        assertEquals(first, again, "pair k's opening depends on the seed and k alone");
        assertFalse(first.subList(0, n).equals(first.subList(n, 2 * n)) && first.subList(n, 2 * n).equals(first.subList(2 * n, 3 * n)),
                "each round is a fresh permutation");
        List<Integer> other = new ArrayList<>();
        for (int k = 0; k < n; k++) other.add(o.numberForPair(k, 8));
        assertNotEquals(first.subList(0, n), other, "another seed, another order");
        assertNotEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8), first.subList(0, n), "not the file order");
    }
}
