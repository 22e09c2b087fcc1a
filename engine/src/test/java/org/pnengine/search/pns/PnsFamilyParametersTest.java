package org.pnengine.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolverType;

/**
 * The catalog entries and parameters of the PNS family: PNS, MCPNS, PPNS and MOPNS. Their limits,
 * cancellation and finished roots are checked with every other solver's in
 * {@code search.SolverLimitsTest}.
 */
class PnsFamilyParametersTest {

    static List<SolverType> solvers() {
        return List.of(McPnsSolver.TYPE, PpnsSolver.TYPE, MoPnsSolver.TYPE);
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void isCatalogued(SolverType t) {
        assertEquals(t, SearcherCatalog.solver(t.name()).orElseThrow());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> t.create(List.of("tt=perhaps")));
        assertTrue(e.getMessage().contains("'tt'"), e.getMessage());
    }

    @Test
    void pnsIsCataloguedWithItsParameters() {
        assertEquals(PnsSolver.TYPE, SearcherCatalog.solver("pns").orElseThrow());
        PnsSolver d = (PnsSolver) PnsSolver.TYPE.create(List.of());
        assertEquals(PnsSolver.Settings.defaults(), d.settings());
        PnsSolver u = (PnsSolver) PnsSolver.TYPE.create(List.of("tt=false", "init=uniform", "ttbits=16"));
        assertEquals(new PnsSolver.Settings(false, false, 16), u.settings());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PnsSolver.TYPE.create(List.of("init=random")));
        assertTrue(e.getMessage().contains("init"), e.getMessage());
    }

    @Test
    void parametersAreReadAndChecked() {
        assertEquals(McPnsSolver.Settings.defaults(), ((McPnsSolver) McPnsSolver.TYPE.create(List.of())).settings());
        assertEquals(new McPnsSolver.Settings(25, 7, false, 16), ((McPnsSolver) McPnsSolver.TYPE.create(
                List.of("playouts=25", "seed=7", "tt=false", "ttbits=16"))).settings());
        assertEquals(PpnsSolver.Settings.defaults(), ((PpnsSolver) PpnsSolver.TYPE.create(List.of())).settings());
        assertEquals(new PpnsSolver.Settings(0.001, 0.0001, 10, 2, true, true, 24), ((PpnsSolver) PpnsSolver.TYPE
                .create(List.of("theta=0.001", "pr=0.0001", "seed=2", "exact=true"))).settings());
        assertEquals(MoPnsSolver.Settings.defaults(), ((MoPnsSolver) MoPnsSolver.TYPE.create(List.of())).settings());
        assertEquals(new MoPnsSolver.Settings(MoPnsSolver.Outcomes.WDL, false, 24), ((MoPnsSolver) MoPnsSolver.TYPE
                .create(List.of("outcomes=wdl", "tt=false"))).settings());
        for (String[] bad : new String[][] {{"mcpns", "playouts=0", "playouts"}, {"ppns", "theta=0.7", "theta"},
                {"ppns", "pr=-1", "pr"}, {"mopns", "outcomes=all", "outcomes"}, {"pns", "goals=three", "goals"}}) {
            SolverType t = SearcherCatalog.solver(bad[0]).orElseThrow();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.create(List.of(bad[1])));
            assertTrue(e.getMessage().contains("'" + bad[2] + "'"), e.getMessage());
        }
    }
}
