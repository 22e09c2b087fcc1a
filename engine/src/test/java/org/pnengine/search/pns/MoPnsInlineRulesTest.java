package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link MoPnsInlineRules}: the bounds it counts from a record's numbers without a branch are the
 * ones {@link InlineEfforts} reads, for every bounds of three outcomes and any numbers between
 * them (the search's decisions and node counts are pinned by {@code MopnsRegressionTest} and
 * {@link MoPnsSolverTest}).
 */
class MoPnsInlineRulesTest {

    @Test
    void boundsCountedFromTheNumbersAreTheOnesInlineEffortsReads() {
        Random random = new Random(14);
        int at = MoPnsInlineRules.NUM;
        int[] a = new int[MoPnsInlineRules.STRIDE];
        for (int trial = 0; trial < 100; trial++) {
            for (int p = 0; p <= 2; p++) {
                for (int q = p; q <= 2; q++) {
                    InlineEfforts.leaf(a, at, p, q);
                    // Any positive numbers where the bounds leave them free (1 in a leaf).
                    for (int x = 0; x < 3; x++) {
                        if (InlineEfforts.g(a, at, x) == 1) {
                            a[at + InlineEfforts.gField(x)] = 1 + random.nextInt(trial % 2 == 0 ? 3 : MoPnsSolver.INF);
                        }
                        if (InlineEfforts.s(a, at, x) == 1) {
                            a[at + InlineEfforts.sField(x)] = 1 + random.nextInt(trial % 2 == 0 ? 3 : MoPnsSolver.INF);
                        }
                    }
                    String what = "bounds [" + p + ", " + q + "]";
                    assertEquals(p, MoPnsInlineRules.pess(a, 0), what + ": pess");
                    assertEquals(q, MoPnsInlineRules.opti(a, 0), what + ": opti");
                    assertEquals(InlineEfforts.pess(a, at), MoPnsInlineRules.pess(a, 0), what);
                    assertEquals(InlineEfforts.opti(a, at), MoPnsInlineRules.opti(a, 0), what);
                }
            }
        }
    }
}
