package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.match.Crosstable.Result;
import org.pnengine.match.EloEstimate.Pentanomial;

/** A small tournament worked out by hand (the arithmetic is in the comments). */
class CrosstableTest {

    /**
     * uct - pns: 10 single games, 6 wins 2 draws 2 losses for uct. uct - mcts: 5 pairs from uct's
     * side, LD 1, WL 1, DD 1, WD 1, WW 1 (games 4/4/2). pns - mcts: 5 pairs from pns's side, LL 1,
     * LD 1, DD 2, WD 1 (games 1/6/3). idle plays nobody.
     */
    private static final List<Result> RESULTS = List.of(
            Result.ofGames("uct", "pns", new Outcomes(6, 2, 2)),
            Result.ofPairs("uct", "mcts", new Pentanomial(0, 1, 1, 1, 1, 1)),
            Result.ofPairs("pns", "mcts", new Pentanomial(1, 1, 0, 2, 1, 0)));

    @Test
    void ranksByEloWithTheHeadToHeadMatrix() {
        Crosstable t = Crosstable.of(List.of("pns", "uct", "idle", "mcts"), RESULTS);
        assertEquals(List.of("rank", "name", "Elo", "±", "games", "score %", "draw %", "1", "2", "3", "4"), t.columns());
        // uct: 10/6/4 in 20 games, s = 0.65, single games (its games with pns were not in pairs):
        //   Elo = -400·log10(0.35/0.65) = 107.5; σ² = (10·0.35² + 6·0.15² + 4·0.65²)/20 = 0.1525,
        //   half-width 1.96·√(0.1525/20) = 0.171146: Elo(0.478854) = -14.7, Elo(0.821146) = 264.8, ± 139.7
        // mcts: all pairs, LL 1, LD 2, WL+DD 4, WD 2, WW 1 (10 pairs, 5/10/5 games): s = 0.5, Elo 0;
        //   σ² = (0.25 + 2·0.0625 + 2·0.0625 + 0.25)/10 = 0.075, half 1.96·√0.0075 = 0.169740, ± 122.8
        // pns: 3/8/9 in 20 games, s = 0.35: Elo -107.5, ± 126.2
        // idle: no games, last
        assertEquals(List.of(
                List.of("1", "uct", "107.5", "139.7", "20", "65.0", "30.0", "—", "6/10", "7/10", ""),
                List.of("2", "mcts", "0.0", "122.8", "20", "50.0", "50.0", "4/10", "—", "6/10", ""),
                List.of("3", "pns", "-107.5", "126.2", "20", "35.0", "40.0", "3/10", "4/10", "—", ""),
                List.of("4", "idle", "nan", "nan", "0", "", "", "", "", "", "—")), t.rows());
        assertEquals(new Pentanomial(1, 2, 1, 3, 2, 1), t.ranking().get(1).pairs());
        assertNull(t.ranking().get(0).pairs());
        assertEquals(2, t.notes().size());
    }

    @Test
    void resultsOfOnePairingAddUpInEitherOrder() {
        Crosstable t = Crosstable.of(List.of("a", "b"), List.of(
                Result.ofGames("a", "b", new Outcomes(3, 1, 0)),
                Result.ofGames("b", "a", new Outcomes(2, 0, 1))));
        // a: 3/1/0 + 1/0/2 = 4/1/2, 3.5 + 1 = 4.5 points of 7
        assertEquals(new Outcomes(4, 1, 2), t.headToHead("a", "b"));
        assertEquals(new Outcomes(2, 1, 4), t.headToHead("b", "a"));
        assertEquals("4.5/7", t.rows().get(0).get(8));
        assertEquals("a", t.ranking().get(0).name());
    }

    @Test
    void aPerfectScoreShowsAsInfinite() {
        Crosstable t = Crosstable.of(List.of("weak", "strong"), List.of(Result.ofGames("strong", "weak", new Outcomes(4, 0, 0))));
        assertEquals(List.of("1", "strong", "inf", "nan", "4", "100.0", "0.0", "—", "4/4"), t.rows().get(0));
        assertEquals(List.of("2", "weak", "-inf", "nan", "4", "0.0", "0.0", "0/4", "—"), t.rows().get(1));
    }

    @Test
    void rejectsWhatDoesNotFit() {
        assertThrows(IllegalArgumentException.class, () -> Crosstable.of(List.of("a"), RESULTS));
        assertThrows(IllegalArgumentException.class, () -> Crosstable.of(List.of("a", "a"), List.of()));
        assertThrows(IllegalArgumentException.class, () -> Result.ofGames("a", "a", Outcomes.NONE));
        assertThrows(IllegalArgumentException.class,
                () -> new Result("a", "b", new Outcomes(1, 0, 0), new Pentanomial(0, 0, 0, 0, 0, 1)));
    }
}
