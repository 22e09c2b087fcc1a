package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;

/** The one parser of {@code NAME key=value ...}: keys, limits, bounds, duplicates and the messages. */
class SearcherSpecTest {

    private static final SolverType PNS = SearcherCatalog.solver("pns").orElseThrow();
    private static final SolverType MCPNS = SearcherCatalog.solver("mcpns").orElseThrow();
    private static final List<SearcherType> ALL = all();

    private static List<SearcherType> all() {
        List<SearcherType> all = new ArrayList<>(SearcherCatalog.SOLVERS);
        all.addAll(SearcherCatalog.PLAYERS);
        return List.copyOf(all);
    }

    private static String refusal(Executable e) {
        return assertThrows(IllegalArgumentException.class, e).getMessage();
    }

    private static SearcherSpec solver(String words) {
        return SearcherSpec.algorithm(Params.given(Params.words(words), 1), SearcherCatalog.SOLVERS,
                SearcherCatalog.SOLVERS.get(0));
    }

    @Test
    void aPlayerSplitsItsLimitsFromItsOwnKeys() {
        SearcherSpec s = SearcherSpec.player("UCT C=0.5 playouts=300 seed=7 MoveTime=0.25");
        assertEquals("uct", s.name());
        assertFalse(s.isSolver());
        assertEquals(Map.of("c", "0.5", "seed", "7"), s.given());
        assertEquals(List.of("c", "seed"), List.copyOf(s.given().keySet()));
        assertEquals(300, s.playouts());
        assertEquals(250, s.moveMillis());
        assertEquals(new SearchLimits(300, 250, 250, SearchLimits.UNLIMITED), s.searchLimits());
        assertEquals("0.5", s.params().get("c"));
        assertEquals("7", s.params().get("seed"));
        assertEquals("uct c=0.5 seed=7 playouts=300 movetime=0.25", s.toString());
        assertEquals(s, SearcherSpec.player(s.toString()));
    }

    @Test
    void aPlayersLimitsOfZeroAreNone() {
        SearcherSpec s = SearcherSpec.player("mcts-solver playouts=0 movetime=0");
        assertEquals(0, s.playouts());
        assertEquals(0, s.moveMillis());
        assertEquals(SearchLimits.none(), s.searchLimits());
        assertEquals(SearchLimits.none(), SearcherSpec.player("mcts-solver").searchLimits());
    }

    @Test
    void whatASessionAnswersParsesBack() {
        // pn-player answers every parameter and then "playouts=N movetime=S"; those words, given back
        // anywhere a player is read, give the same player.
        for (PlayerType t : SearcherCatalog.PLAYERS) {
            SearcherSpec given = SearcherSpec.player(t.name() + " seed=3 playouts=500");
            String answer = t.name() + given.params().asMap().entrySet().stream()
                    .map(e -> " " + e.getKey() + "=" + e.getValue()).collect(Collectors.joining())
                    + " playouts=" + given.playouts() + " movetime=" + given.moveMillis() / 1000.0;
            SearcherSpec back = SearcherSpec.player(answer);
            assertEquals(given.params().asMap(), back.params().asMap(), answer);
            assertEquals(given.searchLimits(), back.searchLimits(), answer);
        }
    }

    @Test
    void aSolverTakesNodesTimeAndMemory() {
        SearcherSpec s = solver("algorithm=PPNS nodes=1000 time=2.5 memory=64 theta=0.01");
        assertTrue(s.isSolver());
        assertEquals("ppns", s.name());
        assertEquals(Map.of("theta", "0.01"), s.given());
        assertEquals(new SearchLimits(1000, 2500, 2500, 64L << 20), s.searchLimits());
        assertEquals(0, s.playouts());
        assertEquals(0, s.moveMillis());
        assertEquals("0.01", s.params().get("theta"));
    }

    @Test
    void withoutAnAlgorithmTheFallbackIsTaken() {
        assertEquals(PNS, solver("nodes=5").type());
        assertEquals(SearchLimits.ofNodes(5), solver("nodes=5").searchLimits());
        assertEquals("no algorithm=NAME", refusal(() -> SearcherSpec.algorithm(Map.of("nodes", "5"), ALL, null)));
        assertEquals("uct", SearcherSpec.algorithm(Map.of("algorithm", "UcT"), ALL, null).name());
    }

    @Test
    void aLimitKeyBelongsToOneKindOnly() {
        // MCPNS's playouts (per leaf) is its own parameter, not a limit.
        SearcherSpec m = solver("algorithm=mcpns playouts=3");
        assertEquals(Map.of("playouts", "3"), m.given());
        assertEquals(SearchLimits.none(), m.searchLimits());
        assertEquals("3", m.params().get("playouts"));
        assertTrue(refusal(() -> solver("algorithm=pns playouts=3")).startsWith("unknown parameter 'playouts' for pns"));
        assertTrue(refusal(() -> solver("movetime=1")).startsWith("unknown parameter 'movetime' for pns"));
        assertTrue(refusal(() -> SearcherSpec.player("uct nodes=5")).startsWith("unknown parameter 'nodes' for uct"));
        assertTrue(refusal(() -> SearcherSpec.player("uct time=5")).startsWith("unknown parameter 'time' for uct"));
        assertTrue(refusal(() -> new SearcherSpec(PNS, Map.of(), Map.of("playouts", "1"))).contains("not a limit of pns"));
    }

    @Test
    void theCatalogKeepsNamesAndKeysApart() {
        // A name says which kind it is, and no searcher has a parameter named as a limit of its kind.
        assertEquals(ALL.size(), ALL.stream().map(SearcherType::name).distinct().count());
        for (SearcherType t : ALL) {
            assertEquals(t, SearcherCatalog.searcher(t.name().toUpperCase(Locale.ROOT)).orElseThrow());
            for (ParamSpec limit : SearcherSpec.limitKeys(t)) {
                assertFalse(t.params().stream().anyMatch(p -> p.key().equals(limit.key())), t.name() + " " + limit.key());
            }
        }
        assertTrue(SearcherCatalog.searcher("magic").isEmpty());
        assertEquals(List.of("nodes", "time", "memory"), SearcherSpec.limitKeys(MCPNS).stream().map(ParamSpec::key).toList());
        assertEquals(List.of("playouts", "movetime"),
                SearcherSpec.limitKeys(SearcherCatalog.PLAYERS.get(0)).stream().map(ParamSpec::key).toList());
    }

    @Test
    void limitsAreBounded() {
        assertEquals("parameter 'playouts' must be between 0 and 1000000000000000 (got -1)",
                refusal(() -> SearcherSpec.player("uct playouts=-1")));
        assertEquals("parameter 'playouts' must be an integer (got '1.5')",
                refusal(() -> SearcherSpec.player("uct playouts=1.5")));
        assertEquals("parameter 'movetime' must be a number (got 'x')", refusal(() -> SearcherSpec.player("uct movetime=x")));
        assertEquals("parameter 'movetime' must be between 0 and 1000000000 (got 2e9)",
                refusal(() -> SearcherSpec.player("uct movetime=2e9")));
        assertEquals("parameter 'nodes' must be between 1 and 1000000000000000 (got 0)", refusal(() -> solver("nodes=0")));
        assertEquals("parameter 'nodes' must be between 1 and 1000000000000000 (got -3)", refusal(() -> solver("nodes=-3")));
        assertEquals("parameter 'time' must be between 0.001 and 1000000000 (got 0)", refusal(() -> solver("time=0")));
        assertEquals("parameter 'memory' must be between 1 and 1000000000 (got 0.5)", refusal(() -> solver("memory=0.5")));
        // the bounds themselves are admissible
        assertEquals(SearcherSpec.MAX_NODES, solver("nodes=1000000000000000").searchLimits().nodes());
        assertEquals(1, solver("time=0.001").searchLimits().hardMillis());
        assertEquals(1_000_000_000_000L, SearcherSpec.player("uct movetime=1e9").moveMillis());
    }

    @Test
    void aKeyGivenTwiceIsASyntaxErrorNamingIt() {
        assertEquals("parameter 'c' given twice", refusal(() -> SearcherSpec.player("uct c=1 C=2")));
        assertEquals("parameter 'playouts' given twice", refusal(() -> SearcherSpec.player("uct playouts=1 playouts=1")));
        assertEquals("parameter 'movetime' given twice", refusal(() -> SearcherSpec.player("uct movetime=1 MOVETIME=2")));
        assertEquals("parameter 'time' given twice", refusal(() -> solver("time=0.01 time=1e9")));
        assertEquals("parameter 'algorithm' given twice", refusal(() -> solver("algorithm=pns algorithm=dfpn")));
        assertEquals("parameter 'playouts' given twice", refusal(() -> solver("algorithm=mcpns playouts=2 playouts=3")));
        assertEquals("parameter 'tt' given twice", refusal(() -> new SearcherSpec(PNS, orderedTwice(), Map.of())));
    }

    private static Map<String, String> orderedTwice() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("tt", "true");
        m.put("TT", "false");
        return m;
    }

    @Test
    void aWordThatIsNotKeyValueIsNamedByItsPlace() {
        assertEquals("argument 1 must be key=value, got 'nodes'", refusal(() -> solver("nodes")));
        assertEquals("argument 2 must be key=value, got '=5'", refusal(() -> solver("nodes=5 =5")));
        // after a player's name, which is argument 1
        assertEquals("argument 3 must be key=value, got 'fast'", refusal(() -> SearcherSpec.player("uct c=1 fast")));
    }

    @Test
    void unknownNamesAndKeysListWhatIsKnown() {
        String players = SearcherCatalog.PLAYERS.stream().map(PlayerType::name).collect(Collectors.joining(", "));
        String solvers = SearcherCatalog.SOLVERS.stream().map(SolverType::name).collect(Collectors.joining(", "));
        assertEquals("unknown player 'nobody' (known: " + players + ")", refusal(() -> SearcherSpec.player("nobody c=1")));
        assertEquals("no player given (known: " + players + ")", refusal(() -> SearcherSpec.player("  ")));
        assertEquals("unknown solver 'uct' (known: " + solvers + ")", refusal(() -> SearcherSpec.solver("uct")));
        assertEquals("no solver given (known: " + solvers + ")", refusal(() -> SearcherSpec.solver("")));
        assertEquals(SearcherSpec.solver("DFPN nodes=7 eps=0"), SearcherSpec.solver("dfpn eps=0 nodes=7"));
        assertEquals("parameter 'algorithm': unknown algorithm 'magic' (known: " + solvers + ")",
                refusal(() -> solver("algorithm=magic")));
        // solve takes solvers only
        assertEquals("parameter 'algorithm': unknown algorithm 'uct' (known: " + solvers + ")",
                refusal(() -> solver("algorithm=uct")));
        String own = PNS.params().stream().map(ParamSpec::key).collect(Collectors.joining(", "));
        assertEquals("unknown parameter 'frobnicate' for pns (known: " + own + ")", refusal(() -> solver("frobnicate=1")));
        assertEquals("parameter 'c' must be between 0 and 100 (got -1)", refusal(() -> SearcherSpec.player("uct c=-1")));
    }

    @Test
    void withSetsAnOwnParameterAndChecksIt() {
        SearcherSpec s = solver("algorithm=pns nodes=9");
        SearcherSpec t = s.with("TT", "false");
        assertEquals("false", t.params().get("tt"));
        assertEquals(s.searchLimits(), t.searchLimits());
        assertEquals("parameter 'tt' must be true or false (got 'maybe')", refusal(() -> s.with("tt", "maybe")));
    }
}
