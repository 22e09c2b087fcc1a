package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.pgame.PGameGame;

/**
 * The experiments' position generators. Counts come from {@code ../shared/reference/rules-and-numbers.md}:
 * Connect Four 7×6 perft(4) = 2401 (kudchuet and an independent bitboard implementation) and
 * 1120 distinct positions after 4 plies, 4263 after 5 (OEIS A212693); Woodpush {@code L.L...R.R}
 * perft(4) = 16 (one independent implementation, provisional). The multiple-outcome PNS paper's
 * 256 and 625 "positions after 4 moves" on Connect Four 4×5 and 5×5 are 4^4 and 5^4: move
 * sequences, not distinct positions.
 */
class PositionsTest {

    private static Game game(String name, String... params) {
        return GameCatalog.find(name).orElseThrow().create(List.of(params));
    }

    @Test
    void randomPliesAreSeededDistinctUnfinishedAndOfTheRightLength() throws Exception {
        Game c4 = game("connect_four", "width=7", "height=6");
        List<Position> a = Positions.randomPlies(c4, 30, 12, 7, "12");
        List<Position> b = Positions.randomPlies(c4, 30, 12, 7, "12");
        List<Position> c = Positions.randomPlies(c4, 30, 12, 8, "12");
        assertEquals(texts(a), texts(b), "the same seed gives the same positions");
        assertNotEquals(texts(a), texts(c), "another seed gives other positions");
        assertEquals(30, new HashSet<>(texts(a)).size(), "no position twice");
        for (Position p : a) {
            State s = p.fresh();
            assertFalse(s.isTerminal(), p.moves());
            assertEquals(12, p.moves().split(" ").length, p.moves());
            // Replaying the recorded moves from the start gives the position.
            State r = c4.newInitialState();
            for (String m : p.moves().split(" ")) r.apply(r.parseMove(m));
            assertEquals(p.text(), r.positionText());
            assertEquals("12", p.group());
        }
        assertEquals(List.of(0, 1, 2), a.subList(0, 3).stream().map(Position::index).collect(Collectors.toList()));
    }

    @Test
    void randomPliesSkipGamesThatEndEarly() {
        // Tic-tac-toe games often end by ply 7 to 9: every position kept must still be open.
        Game ttt = game("tic_tac_toe");
        List<Position> ps = Positions.randomPlies(ttt, 40, 7, 3, "7");
        for (Position p : ps) assertFalse(p.fresh().isTerminal(), p.text());
        assertEquals(40, ps.stream().map(Position::text).distinct().count());
    }

    @Test
    void tooFewDistinctPositionsIsAnError() {
        Game ttt = game("tic_tac_toe");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Positions.randomPlies(ttt, 10, 1, 1, "1"));
        assertTrue(e.getMessage().contains("found only 9"), e.getMessage());
    }

    @Test
    void allSequencesCountMoveSequencesAsTheMopnsPaperDoes() {
        assertEquals(256, Positions.allSequences(game("connect_four", "width=4", "height=5"), 4, "4x5").size());
        assertEquals(625, Positions.allSequences(game("connect_four", "width=5", "height=5"), 4, "5x5").size());
        assertEquals(2401, Positions.allSequences(game("connect_four", "width=7", "height=6"), 4, "7x6").size());
        assertEquals(16, Positions.allSequences(game("woodpush", "length=9", "pieces=2"), 4, "9,2").size());
    }

    @Test
    void allDistinctMatchesTheDistinctPositionCounts() {
        Game c4 = game("connect_four", "width=7", "height=6");
        assertEquals(1120, Positions.allDistinct(c4, 4, "4").size());
        assertEquals(4263, Positions.allDistinct(c4, 5, "5").size());
        List<Position> small = Positions.allDistinct(game("connect_four", "width=4", "height=5"), 4, "4x5");
        assertTrue(small.size() < 256, "transpositions merge sequences: " + small.size());
        Set<Long> hashes = new HashSet<>();
        for (Position p : small) hashes.add(p.fresh().hash());
        assertEquals(small.size(), hashes.size(), "distinct by an independent key, the position hash");
    }

    @Test
    void pgameTreesAreTheSeededSeries() {
        List<Position> trees = Positions.pgameTrees(8, 8, 3, 5);
        assertEquals(3, trees.size());
        for (int i = 0; i < 3; i++) {
            PGameGame g = (PGameGame) trees.get(i).game();
            assertEquals(5 + i, g.seed());
            assertEquals(8, g.branching());
            assertEquals("8x8", trees.get(i).group());
            assertEquals(0, trees.get(i).fresh().ply());
        }
    }

    private static List<String> texts(List<Position> ps) {
        return ps.stream().map(Position::text).collect(Collectors.toList());
    }
}
