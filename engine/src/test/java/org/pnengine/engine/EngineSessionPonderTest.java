package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pnengine.game.Game;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;

/**
 * Pondering ({@code ponder=true}): the player thinks on the opponent's time after a
 * {@code genmove}, the next search starts with those playouts, and every command that changes the
 * position stops it first, leaving the game exactly as without it.
 */
class EngineSessionPonderTest {

    private static final long MB = 1024 * 1024;

    /** A session on the default game (Connect Four) with a seeded one-thread mcts-solver. */
    private static EngineSession session(EngineConfig config, boolean ponder) throws EngineException {
        EngineSession s = new EngineSession(config);
        s.configurePlayer("mcts-solver", List.of("seed=1", "threads=1", "playouts=300", "ponder=" + ponder, "book=none", "endgame=0"));
        return s;
    }

    /**
     * The playouts the next search found at its root, kept from before it: the root moves' visits
     * in its last report less the playouts it ran itself.
     */
    private static long carriedPlayouts(boolean ponder) throws Exception {
        // A small memory share, so that the pondering ends by itself (its trees full) and the
        // test does not depend on how long it was left to think.
        EngineSession s = session(EngineConfig.defaults().withAdmission(new SearchAdmission(8, 64 * MB, 4)), ponder);
        s.genmove(Game.FIRST, true);
        if (!ponder) assertFalse(s.isPondering(), "no pondering unless asked for");
        assertTrue(s.awaitPonderEnd(120_000), "the pondering ends by itself once its trees are full");
        // The centre column: the reply a search favours, so the one pondering looks at most.
        s.play(Game.SECOND, "4");
        List<SearchInfo> reports = new ArrayList<>();
        s.genmove(Game.FIRST, true, reports::add, 60_000);
        SearchInfo last = reports.get(reports.size() - 1);
        long visits = last.moves().stream().mapToLong(MoveInfo::visits).sum();
        s.close();
        return visits - last.playouts();
    }

    @Test
    @Timeout(300)
    void theNextSearchStartsWithThePlayoutsPonderedOnTheOpponentsTime() throws Exception {
        long without = carriedPlayouts(false);
        long with = carriedPlayouts(true);
        assertTrue(with > without + 1000, "pondering should leave many more playouts under the reply: "
                + with + " with, " + without + " without");
    }

    @Test
    @Timeout(300)
    void commandsStopThePonderingFirstAndTheGameIsAsWithout() throws Exception {
        // The server's default memory: left alone, the pondering would go on for a long time, so
        // the test ends only if every command below stops it.
        EngineSession on = session(EngineConfig.defaults(), true);
        EngineSession off = session(EngineConfig.defaults(), false);
        // Each genmove (whose move may differ with pondering) is followed by a command that
        // takes it back or replaces the position.
        List<String> script = List.of("genmove", "undo", "play b 4", "play w 3", "genmove", "undo",
                "genmove", "clear_board", "play b 4", "genmove w", "setboard 1122", "genmove", "set_game connect_four width=6",
                "play b 1", "genmove", "undo", "undo", "play b 2");
        for (String step : script) {
            for (EngineSession s : List.of(on, off)) {
                run(s, step);
                if (!step.startsWith("genmove")) {
                    assertFalse(s.isPondering(), "stopped before: " + step);
                }
            }
            if (!step.startsWith("genmove")) {
                assertEquals(off.state().positionText(), on.state().positionText(), "after " + step);
            }
        }
        // genmove for the other colour after a genmove stops the pondering too.
        on.genmove(on.state().toMove(), true);
        on.genmove(on.state().toMove(), true);
        on.close();
        off.close();
        assertFalse(on.isSearching());
    }

    private static void run(EngineSession s, String step) throws EngineException {
        String[] w = step.split(" ");
        switch (w[0]) {
            case "genmove" -> s.genmove(w.length > 1 ? s.game().parsePlayer(w[1]) : s.state().toMove(), true);
            case "undo" -> s.undo();
            case "play" -> s.play(s.game().parsePlayer(w[1]), w[2]);
            case "clear_board" -> s.clearBoard();
            case "setboard" -> s.setPosition(w[1]);
            case "set_game" -> s.setGame(GameCatalog.find(w[1]).orElseThrow(), List.of(w).subList(2, w.length));
            default -> throw new IllegalArgumentException(step);
        }
    }
}
