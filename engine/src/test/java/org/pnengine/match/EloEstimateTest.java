package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pnengine.match.EloEstimate.Pentanomial;

/**
 * Elo, its interval, nElo and LOS against the figures fastchess's unit tests publish
 * ({@code app/tests/elo_test.cpp} in Disservin/fastchess at commit
 * 74deac23aadc6718fa0f8e24ac95d16392d79444, two decimals), cutechess-cli's LOS formula worked by
 * hand, and the edge cases the class comment defines.
 */
class EloEstimateTest {

    private static final double PRINTED = 0.005;

    @Test
    void gamesMatchFastchess() {
        // "EloWDL 2": Stats(wins 136, losses 96, draws 111): Elo 40.70 ± 30.43, nElo 49.77 ± 36.77, score 0.558
        EloEstimate e = EloEstimate.ofGames(136, 111, 96);
        assertEquals(40.70, e.elo(), PRINTED);
        assertEquals(30.43, e.eloError(), PRINTED);
        assertEquals(49.77, e.normalizedElo(), PRINTED);
        assertEquals(36.77, e.normalizedEloError(), PRINTED);
        assertEquals(0.558, e.score(), 0.0005);
        assertEquals(343, e.games());
        // "EloWDL 1": Stats(76, 89, 123): nElo -20.76 ± 40.13; "EloWDL 3": Stats(34, 356, 0): nElo -508.44 ± 34.48
        EloEstimate one = EloEstimate.ofGames(76, 123, 89);
        assertEquals(-20.76, one.normalizedElo(), PRINTED);
        assertEquals(40.13, one.normalizedEloError(), PRINTED);
        EloEstimate three = EloEstimate.ofGames(34, 0, 356);
        assertEquals(-508.44, three.normalizedElo(), PRINTED);
        assertEquals(34.48, three.normalizedEloError(), PRINTED);
    }

    @Test
    void pairsMatchFastchess() {
        // "EloPentanomial 1": Stats(LL 34, LD 54, WL 31, DD 32, WD 64, WW 75): Elo 55.58 ± 27.65,
        // nElo 57.94 ± 28.28, LOS "100.00 %", score 0.579
        EloEstimate e = EloEstimate.ofPairs(new Pentanomial(34, 54, 31, 32, 64, 75));
        assertEquals(55.58, e.elo(), PRINTED);
        assertEquals(27.65, e.eloError(), PRINTED);
        assertEquals(57.94, e.normalizedElo(), PRINTED);
        assertEquals(28.28, e.normalizedEloError(), PRINTED);
        assertEquals(100.00, 100 * e.los(), PRINTED);
        assertEquals(0.579, e.score(), 0.0005);
        assertEquals(2 * 290, e.games());
        // "EloPentanomial 2": Stats(332, 433, 457, 41, 333, 334): -8.64 ± 10.33, nElo -9.17 ± 10.96, LOS "5.05 %"
        EloEstimate two = EloEstimate.ofPairs(new Pentanomial(332, 433, 457, 41, 333, 334));
        assertEquals(-8.64, two.elo(), PRINTED);
        assertEquals(10.33, two.eloError(), PRINTED);
        assertEquals(-9.17, two.normalizedElo(), PRINTED);
        assertEquals(10.96, two.normalizedEloError(), PRINTED);
        assertEquals(5.05, 100 * two.los(), PRINTED);
        // "EloPentanomial 3": Stats(7895, 8757, 5485, 200, 568, 9999): -21.04 ± 2.95, nElo -19.01 ± 2.65, LOS "0.00 %"
        EloEstimate three = EloEstimate.ofPairs(new Pentanomial(7895, 8757, 5485, 200, 568, 9999));
        assertEquals(-21.04, three.elo(), PRINTED);
        assertEquals(2.95, three.eloError(), PRINTED);
        assertEquals(-19.01, three.normalizedElo(), PRINTED);
        assertEquals(2.65, three.normalizedEloError(), PRINTED);
        assertEquals(0.00, 100 * three.los(), PRINTED);
    }

    @Test
    void intervalByHand() {
        // W 60, D 20, L 20: s = 0.7, σ² = 0.16, σ/√N = 0.04, half-width 0.0783986 -> [0.6216014, 0.7783986]
        EloEstimate e = EloEstimate.ofGames(60, 20, 20);
        assertEquals(0.7, e.score(), 1e-12);
        assertEquals(0.6216014, e.scoreInterval().low(), 1e-6);
        assertEquals(0.7783986, e.scoreInterval().high(), 1e-6);
        // Elo(0.7) = -400·log10(3/7) = 147.1907; Elo(0.6216014) = -400·log10(0.6087479) = 86.2250;
        // Elo(0.7783986) = -400·log10(0.2846889) = 218.2518; ± (218.2518 - 86.2250)/2 = 66.0134
        assertEquals(147.1907, e.elo(), 1e-4);
        assertEquals(86.2250, e.eloInterval().low(), 1e-4);
        assertEquals(218.2518, e.eloInterval().high(), 1e-4);
        assertEquals(66.0134, e.eloError(), 1e-4);
    }

    @Test
    void losOfGamesIsCutechessFormula() {
        // Φ((W − L)/√(W + L)): W 76, L 89: -13/√165 = -1.0120505, Φ = 0.155757 (fastchess prints 15.53 %,
        // from Φ((s − ½)√N/σ) instead; the class comment notes the difference)
        assertEquals(0.155757, EloEstimate.ofGames(76, 123, 89).los(), 1e-6);
        // W 10, L 0: Φ(√10) = Φ(3.1622777) = 0.9992173
        assertEquals(0.9992173, EloEstimate.ofGames(10, 5, 0).los(), 1e-6);
        assertEquals(0.5, EloEstimate.ofGames(7, 3, 7).los(), 1e-15);
    }

    @Test
    void normalCdfAgainstTableValues() {
        assertEquals(0.5, EloEstimate.normalCdf(0), 1e-16);
        assertEquals(0.975, EloEstimate.normalCdf(Outcomes.Z), 1e-15);
        assertEquals(0.15865525393145707, EloEstimate.normalCdf(-1), 1e-15);
        assertEquals(0.9986501019683699, EloEstimate.normalCdf(3), 1e-15);
        // deep tails, on either side of the switch between series and continued fraction (|x| = 3√2)
        assertEquals(3.1671241833119965e-05, EloEstimate.normalCdf(-4), 1e-17);
        assertEquals(2.866515718791946e-07, EloEstimate.normalCdf(-5), 1e-19);
        assertEquals(1.1189406513856428e-3, EloEstimate.normalCdf(-3.0567), 1e-15);
        assertEquals(1.0, EloEstimate.normalCdf(40), 0);
        assertEquals(0.0, EloEstimate.normalCdf(-40), 1e-300);
    }

    @Test
    void noGamesGiveNaN() {
        for (EloEstimate e : new EloEstimate[] {EloEstimate.ofGames(0, 0, 0), EloEstimate.ofPairs(Pentanomial.NONE)}) {
            assertTrue(Double.isNaN(e.score()) && Double.isNaN(e.elo()) && Double.isNaN(e.eloError())
                    && Double.isNaN(e.eloInterval().low()) && Double.isNaN(e.los()) && Double.isNaN(e.normalizedElo()));
            assertEquals(0, e.games());
        }
    }

    @Test
    void aPerfectScoreIsInfinite() {
        EloEstimate all = EloEstimate.ofGames(12, 0, 0);
        assertEquals(Double.POSITIVE_INFINITY, all.elo());
        assertEquals(Double.POSITIVE_INFINITY, all.eloInterval().low());
        assertEquals(Double.POSITIVE_INFINITY, all.eloInterval().high());
        assertTrue(Double.isNaN(all.eloError()));
        assertTrue(Double.isNaN(all.normalizedElo()));
        EloEstimate none = EloEstimate.ofPairs(new Pentanomial(5, 0, 0, 0, 0, 0));
        assertEquals(Double.NEGATIVE_INFINITY, none.elo());
        assertEquals(0.0, none.los());
    }

    @Test
    void anIntervalReachingOneHasAnInfiniteBound() {
        // W 3, L 1: s = 0.75, σ² = (3·0.0625 + 0.5625)/4 = 0.1875, σ/√4 = 0.2165064, half 0.4243447:
        // [0.3256553, 1.1743447] clipped to [0.3256553, 1]
        EloEstimate e = EloEstimate.ofGames(3, 0, 1);
        assertEquals(0.3256553, e.scoreInterval().low(), 1e-6);
        assertEquals(1.0, e.scoreInterval().high());
        assertEquals(Double.POSITIVE_INFINITY, e.eloInterval().high());
        assertEquals(Double.POSITIVE_INFINITY, e.eloError());
        assertEquals(190.8485, e.elo(), 1e-4);   // -400·log10(1/3)
    }

    @Test
    void allDrawsAreZeroEloWithoutSpread() {
        EloEstimate e = EloEstimate.ofGames(0, 9, 0);
        assertEquals(0.0, e.elo(), 1e-12);
        assertEquals(0.0, e.eloError(), 1e-12);
        assertEquals(0.5, e.los());
        assertTrue(Double.isNaN(e.normalizedElo()));
        assertEquals(0.5, EloEstimate.ofPairs(new Pentanomial(0, 0, 3, 4, 0, 0)).los());
    }

    @Test
    void eloAndScoreAreInverse() {
        for (double elo : new double[] {-800, -100, -3.5, 0, 1, 40, 500}) {
            assertEquals(elo, EloEstimate.eloOfScore(EloEstimate.scoreOfElo(elo)), 1e-9);
        }
        assertTrue(Double.isNaN(EloEstimate.eloOfScore(1.2)));
    }

    @Test
    void pentanomialCountsPairsAndTheirGames() {
        Pentanomial p = Pentanomial.NONE.plus(1, 1).plus(1, 0).plus(0, 1).plus(1, -1).plus(-1, 1).plus(0, 0)
                .plus(0, -1).plus(-1, -1).plus(-1, -1);
        assertEquals(new Pentanomial(2, 1, 2, 1, 2, 1), p);
        assertEquals(9, p.pairs());
        // W = 2·1 + 2 + 2 = 6, D = 2·1 + 2 + 1 = 5, L = 2·2 + 1 + 2 = 7: 18 games
        assertEquals(new Outcomes(6, 5, 7), p.games());
        assertEquals(new Outcomes(7, 5, 6), p.reversed().games());
        // the pooled games give the same score as the pairs
        assertEquals(EloEstimate.ofGames(p.games()).score(), EloEstimate.ofPairs(p).score(), 1e-15);
        assertEquals(-EloEstimate.ofPairs(p).elo(), EloEstimate.ofPairs(p.reversed()).elo(), 1e-9);
    }
}
