package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The match statistics against values worked out by hand (the arithmetic is in the comments). */
class OutcomesTest {

    private static final double EPS = 1e-5;

    @Test
    void scoreRateWithDrawsUsesThePerGameVariance() {
        Outcomes o = new Outcomes(60, 20, 20);
        assertEquals(100, o.games());
        // s = (60 + 20/2) / 100 = 0.7
        assertEquals(0.7, o.scoreRate(), 1e-12);
        // σ² = (60·0.3² + 20·0.2² + 20·0.7²) / 100 = (5.4 + 0.8 + 9.8) / 100 = 0.16; σ/√N = 0.4/10 = 0.04;
        // half-width = 1.959964 · 0.04 = 0.0783986
        Outcomes.Interval ci = o.scoreInterval();
        assertEquals(0.7 - 0.0783986, ci.low(), EPS);
        assertEquals(0.7 + 0.0783986, ci.high(), EPS);
        assertEquals(0.2, o.drawRate(), 1e-12);
    }

    @Test
    void winRateExcludingDrawsIsWinsOverDecisiveGamesWithAWilsonInterval() {
        Outcomes o = new Outcomes(60, 20, 20);
        // W / (N − D) = 60 / 80, as the reference scripts print it
        assertEquals(0.75, o.winRateExcludingDraws(), 1e-12);
        // n = 80, z² = 3.841459: denominator 1 + z²/80 = 1.0480182;
        // centre (0.75 + z²/160) / 1.0480182 = 0.7740091 / 1.0480182 = 0.7385458;
        // half z·√(0.75·0.25/80 + z²/25600) / 1.0480182 = 1.959964 · 0.0499381 / 1.0480182 = 0.0933922
        Outcomes.Interval ci = o.winRateExcludingDrawsInterval();
        assertEquals(0.7385458 - 0.0933922, ci.low(), EPS);
        assertEquals(0.7385458 + 0.0933922, ci.high(), EPS);
    }

    @Test
    void wilsonAtTheEdgesKeepsAWidth() {
        // p̂ = 0: the upper bound is (z²/2n + √(z⁴/4n²)) / (1 + z²/n) = (z²/n) / (1 + z²/n)
        //       = 0.3841459 / 1.3841459 = 0.2775328 for n = 10
        Outcomes.Interval none = Outcomes.wilson(0, 10);
        assertEquals(0.0, none.low(), 1e-12);
        assertEquals(0.2775328, none.high(), EPS);
        // and symmetrically for p̂ = 1
        Outcomes.Interval all = Outcomes.wilson(10, 10);
        assertEquals(1 - 0.2775328, all.low(), EPS);
        assertEquals(1.0, all.high(), 1e-9);
        // 1 of 2: centre exactly 1/2
        Outcomes.Interval half = Outcomes.wilson(1, 2);
        assertEquals(0.5, (half.low() + half.high()) / 2, 1e-12);
    }

    @Test
    void withoutDrawsTheScoreIntervalIsTheWaldIntervalClippedToOne() {
        Outcomes o = new Outcomes(8, 0, 2);
        assertEquals(0.8, o.scoreRate(), 1e-12);
        // √(0.8·0.2/10) = 0.1264911; · 1.959964 = 0.2479180
        assertEquals(0.8 - 0.2479180, o.scoreInterval().low(), EPS);
        assertEquals(1.0, o.scoreInterval().high(), 0.0);
        assertEquals(o.scoreRate(), o.winRateExcludingDraws(), 1e-12);
    }

    @Test
    void emptyCountsGiveNaN() {
        assertTrue(Double.isNaN(Outcomes.NONE.scoreRate()));
        assertTrue(Double.isNaN(Outcomes.NONE.scoreInterval().low()));
        Outcomes drawsOnly = new Outcomes(0, 5, 0);
        assertEquals(0.5, drawsOnly.scoreRate(), 1e-12);
        // every game scored ½: no spread at all
        assertEquals(0.5, drawsOnly.scoreInterval().low(), 1e-12);
        assertTrue(Double.isNaN(drawsOnly.winRateExcludingDraws()));
        assertTrue(Double.isNaN(drawsOnly.winRateExcludingDrawsInterval().high()));
    }

    @Test
    void plusCountsFromASide() {
        Outcomes o = Outcomes.NONE.plus(1).plus(1).plus(0).plus(-1);
        assertEquals(new Outcomes(2, 1, 1), o);
    }
}
