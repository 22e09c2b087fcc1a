package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.SearchAdmission;
import org.pnengine.engine.EngineSession;
import org.pnengine.search.SearchLimits;
import picocli.CommandLine;

/** {@code --player} for {@code serve} and {@code stdio}, and {@code stdio}'s {@code --max-search-time}. */
class EngineOptionsTest {

    private static EngineConfig parse(String... args) {
        StdioCommand cmd = new StdioCommand();
        CommandLine cl = new CommandLine(cmd);
        cl.parseArgs(args);
        return cmd.engine.config(cl, cmd.maxSearchTime);
    }

    @Test
    void playerOptionSetsTheStartingPlayer() throws Exception {
        EngineConfig c = parse("--player", " pn-mcts2   variant=xSU contempt=0.5 ");
        assertEquals(List.of("pn-mcts2", "variant=xSU", "contempt=0.5"), c.defaultPlayer());
        assertTrue(new EngineSession(c).playerDescription().startsWith("pn-mcts2 profile=pnengine variant=xSU cpn=0.1 t=5 rank=children rank_decay=none"
                + " contempt=0.5 "));
        assertEquals(List.of(), parse().defaultPlayer());
    }

    /**
     * A protocol command without options skips picocli ({@code StdioCommand.serveDefaults}, for
     * start-up) and serves {@link EngineConfig#defaults()}: the options at their defaults must
     * make the same settings.
     */
    @Test
    void theOptionsAtTheirDefaultsAreTheDefaultSettings() {
        EngineConfig viaOptions = parse();
        EngineConfig defaults = EngineConfig.defaults();
        assertEquals(defaults.defaultGame(), viaOptions.defaultGame());
        assertEquals(defaults.defaultGameArgs(), viaOptions.defaultGameArgs());
        assertEquals(defaults.timeManager(), viaOptions.timeManager());
        assertEquals(defaults.solveMemoryBytes(), viaOptions.solveMemoryBytes());
        assertEquals(defaults.defaultPlayer(), viaOptions.defaultPlayer());
        SearchAdmission a = defaults.admission();
        SearchAdmission b = viaOptions.admission();
        assertEquals(List.of(a.maxSearches(), a.maxWaiting(), a.memoryBytes(), a.maxThreads(), a.maxSearchMillis()),
                List.of(b.maxSearches(), b.maxWaiting(), b.memoryBytes(), b.maxThreads(), b.maxSearchMillis()));
        assertEquals(org.pnengine.server.TcpServer.DEFAULT_MAX_LINE_BYTES, new CommandLine(new StdioCommand())
                .parseArgs().asCommandLineList().get(0).<StdioCommand>getCommand().engine.maxLine);
    }

    /** Over stdio whoever runs the engine owns it: no cap on a search's time unless asked for. */
    @Test
    void moveTimeHasMatchsSpellingAndKeepsItsOld() {
        assertEquals(parse("--move-time", "0.5").timeManager(), parse("--movetime", "0.5").timeManager());
        assertNotEquals(parse().timeManager(), parse("--movetime", "0.5").timeManager());
    }

    @Test
    void autoWithKeysIsAStartingPlayer() throws Exception {
        EngineConfig c = parse("--player", "auto threads=1");
        assertEquals(List.of("auto", "threads=1"), c.defaultPlayer());
        assertTrue(new EngineSession(c).playerDescription().startsWith("mcts-solver "), "Connect Four's own");
        assertThrows(CommandLine.ParameterException.class, () -> parse("--player", "auto nonsense=1"));
    }

    @Test
    void stdioCapsASearchsTimeOnlyWhenAsked() {
        assertEquals(SearchLimits.UNLIMITED, parse().admission().maxSearchMillis());
        assertEquals(2_500, parse("--max-search-time", "2.5").admission().maxSearchMillis());
        assertEquals(SearchLimits.UNLIMITED, parse("--max-search-time", "0").admission().maxSearchMillis());
    }

    @Test
    void badPlayerOptionsAreRefusedNamingTheParameter() {
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class,
                () -> parse("--player", "pn-mcts cpn=x"));
        assertEquals("--player: parameter 'cpn' must be a number (got 'x')", e.getMessage());
        e = assertThrows(CommandLine.ParameterException.class, () -> parse("--player", "alphazero"));
        assertTrue(e.getMessage().startsWith("--player: unknown player 'alphazero'"), e.getMessage());
    }

    @Test
    void aKeyGivenTwiceIsRefusedNamingIt() {
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class,
                () -> parse("--player", "uct playouts=100 PLAYOUTS=1000000"));
        assertEquals("--player: parameter 'playouts' given twice", e.getMessage());
        e = assertThrows(CommandLine.ParameterException.class, () -> parse("--game", "connect_four width=5 width=6"));
        assertEquals("--game: parameter 'width' given twice", e.getMessage());
    }
}
