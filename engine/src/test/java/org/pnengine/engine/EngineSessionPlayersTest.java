package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineException.Kind;
import org.pnengine.game.Game;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/** The session's player: its configuration, per-game defaults, analysis and independence. */
class EngineSessionPlayersTest {

    private static EngineSession session(String player, String... keys) throws EngineException {
        EngineSession s = new EngineSession(EngineConfig.defaults());
        s.configurePlayer(player, List.of(keys));
        return s;
    }

    @Test
    void answersTheFullConfiguration() throws Exception {
        EngineSession s = session("pn-mcts", "variant=FSU", "cpn=1", "t=5");
        assertEquals("pn-mcts profile=pnengine variant=FSU cpn=1 t=5 rank=children rank_decay=none c=1.4142135623730951 seed=0 playout_cap=200"
                + " reuse=true threads=0 endgame=0.5 playout=random ept=0 imm=0.0 imm_scale=100 resist=false book=auto playouts=0 movetime=0.0", s.playerDescription());
        EngineException e = assertThrows(EngineException.class,
                () -> s.configurePlayer("pn-mcts2", List.of("variant=FSUU")));
        assertEquals(Kind.BAD_ARGUMENT, e.kind());
        assertTrue(e.getMessage().contains("'variant'"), e.getMessage());
        assertTrue(s.playerDescription().startsWith("pn-mcts profile=pnengine variant=FSU"), "a failed request changes nothing");
    }

    @Test
    void aSessionThatChoseNoPlayerPlaysEachGamesOwn() throws Exception {
        for (org.pnengine.game.GameType type : GameCatalog.ALL) {
            String name = org.pnengine.search.SearcherCatalog.defaultPlayer(type.create()).name();   // names a catalogued player
            boolean evaluated = type.name().equals("breakthrough") || type.name().equals("minishogi");
            assertEquals(evaluated ? "minimax" : "mcts-solver", name, type.name());
        }
        EngineSession s = new EngineSession(EngineConfig.defaults());
        assertEquals("auto", s.playerGiven());
        assertTrue(s.playerDescription().startsWith("mcts-solver "), "Connect Four: " + s.playerDescription());
        for (String g : List.of("breakthrough", "minishogi")) {
            s.setGame(GameCatalog.find(g).orElseThrow(), List.of());
            assertTrue(s.playerDescription().startsWith("minimax "), g + ": " + s.playerDescription());
        }
        // auto with keys: each kept where the game's player has it.
        s.configurePlayer("auto", List.of("threads=1", "ponder=true", "movetime=0.5"));
        assertEquals("auto threads=1 ponder=true movetime=0.5", s.playerGiven());
        assertTrue(s.playerDescription().startsWith("minimax ") && s.playerDescription().contains(" threads=1 ")
                && !s.playerDescription().contains("ponder"), s.playerDescription());
        s.setGame(GameCatalog.find("connect_four").orElseThrow(), List.of());
        assertTrue(s.playerDescription().startsWith("mcts-solver ") && s.playerDescription().contains(" threads=1 ")
                && s.playerDescription().contains(" ponder=true "), s.playerDescription());
        assertTrue(s.playerDescription().endsWith(" movetime=0.5"), s.playerDescription());
        // A key no player has is refused, as for a named player.
        EngineException e = assertThrows(EngineException.class, () -> s.configurePlayer("auto", List.of("nonsense=1")));
        assertEquals(Kind.BAD_ARGUMENT, e.kind());
        // A named player stays, whatever the game.
        s.configurePlayer("mcts-solver", List.of());
        s.setGame(GameCatalog.find("minishogi").orElseThrow(), List.of());
        assertTrue(s.playerDescription().startsWith("mcts-solver "), s.playerDescription());
    }

    @Test
    void defaultsFollowTheGameAndExplicitKeysWin() throws Exception {
        EngineSession s = session("pn-mcts2");
        assertTrue(s.playerDescription().contains(" cpn=0.1 "), "Connect Four: " + s.playerDescription());
        s.setGame(GameCatalog.find("lines_of_action").orElseThrow(), List.of("size=7"));
        assertTrue(s.playerDescription().contains(" cpn=2.0 "), s.playerDescription());
        s.setBoardSize(8);
        assertTrue(s.playerDescription().contains(" cpn=1.0 "), s.playerDescription());
        for (String g : List.of("minishogi", "knightthrough", "awari")) {
            s.setGame(GameCatalog.find(g).orElseThrow(), List.of());
            assertTrue(s.playerDescription().contains(" cpn=0.1 "), g + ": " + s.playerDescription());
        }
        s.setGame(GameCatalog.find("breakthrough").orElseThrow(), List.of());
        assertTrue(s.playerDescription().contains(" cpn=1.0 "), "no measured default: " + s.playerDescription());
        s.setGame(GameCatalog.find("lines_of_action").orElseThrow(), List.of("size=7"));
        s.configurePlayer("pn-mcts2", List.of("cpn=0.25"));
        assertTrue(s.playerDescription().contains(" cpn=0.25 "), s.playerDescription());
    }

    @Test
    void theEngineConfigChoosesTheStartingPlayer() throws Exception {
        EngineSession s = new EngineSession(EngineConfig.defaults().withDefaultPlayer(List.of("uct", "profile=ludii", "playouts=9")));
        assertTrue(s.playerDescription().startsWith("uct solver=false profile=ludii expansion=one"),
                s.playerDescription());
        assertTrue(s.playerDescription().endsWith("playouts=9 movetime=0.0"));
        assertThrows(IllegalArgumentException.class,
                () -> new EngineSession(EngineConfig.defaults().withDefaultPlayer(List.of("pn-mcts", "cpn=x"))));
        assertThrows(IllegalArgumentException.class,
                () -> new EngineSession(EngineConfig.defaults().withDefaultPlayer(List.of("nobody"))));
    }

    /** The moves a session plays against itself from {@code position}, {@code plies} of them. */
    private static List<String> selfPlay(EngineSession s, String position, int plies) throws Exception {
        s.setPosition(position);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < plies && !s.state().isTerminal(); i++) {
            moves.add(s.genmove(s.state().toMove(), true).move());
        }
        return moves;
    }

    @Test
    void twoSessionsWithDifferentSettingsDoNotInterfere() throws Exception {
        String[] a = {"pn-mcts", "variant=FxU", "cpn=2", "seed=3", "playouts=3000", "threads=1"};
        String[] b = {"uct", "profile=ludii", "seed=4", "playouts=3000", "threads=1"};
        List<String> aloneA = selfPlay(session(a[0], rest(a)), "4453", 8);
        List<String> aloneB = selfPlay(session(b[0], rest(b)), "4453", 8);
        // Both at once, each in its own thread, many times interleaved.
        EngineSession sa = session(a[0], rest(a));
        EngineSession sb = session(b[0], rest(b));
        CompletableFuture<List<String>> fa = CompletableFuture.supplyAsync(() -> unchecked(sa));
        CompletableFuture<List<String>> fb = CompletableFuture.supplyAsync(() -> unchecked(sb));
        assertEquals(aloneA, fa.get(60, TimeUnit.SECONDS));
        assertEquals(aloneB, fb.get(60, TimeUnit.SECONDS));
        assertTrue(sa.playerDescription().startsWith("pn-mcts profile=pnengine variant=FxU cpn=2 "));
        assertTrue(sb.playerDescription().startsWith("uct solver=false profile=ludii "));
    }

    private static String[] rest(String[] words) {
        return Arrays.copyOfRange(words, 1, words.length);
    }

    private static List<String> unchecked(EngineSession s) {
        try {
            return selfPlay(s, "4453", 8);
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    @Test
    void analysisReportsProofNumbersAndLastsUntilStopped() throws Exception {
        // x to move wins at once in 3 or 7: the search ends at once, the analysis does not.
        EngineSession s = session("pn-mcts");
        s.setPosition("445566");
        String before = s.state().positionText();
        List<SearchInfo> infos = Collections.synchronizedList(new ArrayList<>());
        StopSignal stop = new StopSignal();
        CompletableFuture<Void> f = CompletableFuture.runAsync(() -> {
            try {
                s.analyze(Game.FIRST, 20, infos::add, stop);
            } catch (EngineException e) {
                throw new RuntimeException(e);
            }
        });
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (infos.size() < 3 && System.nanoTime() < end) Thread.sleep(5);
        assertFalse(f.isDone(), "analysis goes on until stopped");
        stop.stop();
        f.get(5, TimeUnit.SECONDS);
        assertTrue(infos.size() >= 3, infos.size() + " reports");
        MoveInfo best = infos.get(0).moves().get(0);
        assertEquals(Value.WIN, best.proven());
        assertEquals(0.0, best.pn());
        assertEquals(Double.POSITIVE_INFINITY, best.dn());
        for (MoveInfo m : infos.get(0).moves()) assertFalse(Double.isNaN(m.pn()), "every move has pn/dn");
        assertEquals(before, s.state().positionText(), "analysis plays nothing");
    }

    @Test
    void analysisWithoutProofNumbersLeavesThemOut() throws Exception {
        EngineSession s = session("mcts-solver");
        List<SearchInfo> infos = Collections.synchronizedList(new ArrayList<>());
        StopSignal stop = new StopSignal();
        CompletableFuture<Void> f = CompletableFuture.runAsync(() -> {
            try {
                s.analyze(Game.FIRST, 10, infos::add, stop);
            } catch (EngineException e) {
                throw new RuntimeException(e);
            }
        });
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (infos.isEmpty() && System.nanoTime() < end) Thread.sleep(5);
        stop.stop();
        f.get(5, TimeUnit.SECONDS);
        SearchInfo last = infos.get(infos.size() - 1);
        assertEquals(7, last.moves().size());
        assertTrue(last.playouts() > 0);
        for (MoveInfo m : last.moves()) assertTrue(Double.isNaN(m.pn()) && Double.isNaN(m.dn()));
    }
}
