package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * The time limit and the stop of every player in {@link SearcherCatalog#PLAYERS} (so players
 * added later are covered without editing this test), on the games whose playouts are slow:
 * 19×19 Gomoku and Lines of Action. Each player runs two searches at once ({@code threads=2}),
 * so that the searches on helper threads are held to the limits too. A move is answered within
 * the hard limit or soon after a stop, and it is legal; the position is left as it was.
 */
class PlayerLimitsTest {

    private static final List<String> SLOW_GAMES = List.of("gomoku size=19", "lines_of_action");
    /**
     * How late a limit or a stop may be honoured. Players poll about every millisecond; the rest
     * is room for a loaded machine (JIT compilation, other processes).
     */
    private static final long GRACE_MILLIS = 250;

    @TestFactory
    Stream<DynamicNode> everyPlayerHonoursTimeAndStopOnSlowGames() {
        return SearcherCatalog.PLAYERS.stream().map(type -> dynamicContainer(type.name(), SLOW_GAMES.stream()
                .map(game -> dynamicContainer(game, Stream.of(
                        dynamicTest("20 ms time limit", () -> timeLimit(type, game)),
                        dynamicTest("stop from another thread", () -> stop(type, game)))))));
    }

    private static Game game(String spec) {
        List<String> words = List.of(spec.split(" "));
        return GameCatalog.find(words.get(0)).orElseThrow().create(words.subList(1, words.size()));
    }

    private static Player player(PlayerType type, Game game) {
        return type.create(game, List.of("threads=2"));
    }

    private static void timeLimit(PlayerType type, String spec) {
        Game g = game(spec);
        State s = g.newInitialState();
        String text = s.positionText();
        Player p = player(type, g);
        long t0 = System.nanoTime();
        MoveDecision d = p.chooseMove(s, SearchLimits.ofMillis(20), new StopSignal());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        String where = type.name() + " on " + spec + " with 20 ms";
        assertTrue(ms < 20 + GRACE_MILLIS, where + ": answered after " + ms + " ms");
        assertTrue(s.isLegal(d.move()), where + ": move " + d.move());
        assertEquals(text, s.positionText(), where + ": the position is left as it was");
    }

    private static void stop(PlayerType type, String spec) throws Exception {
        Game g = game(spec);
        State s = g.newInitialState();
        Player p = player(type, g);
        StopSignal stop = new StopSignal();
        CompletableFuture<MoveDecision> f = CompletableFuture.supplyAsync(
                () -> p.chooseMove(s, SearchLimits.none(), stop));
        Thread.sleep(100);
        String where = type.name() + " on " + spec + " stopped after 100 ms";
        assertFalse(f.isDone(), where + ": an unlimited search runs until stopped");
        long t0 = System.nanoTime();
        stop.stop();
        MoveDecision d = f.get(60, TimeUnit.SECONDS);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < GRACE_MILLIS, where + ": returned " + ms + " ms after the stop");
        assertTrue(s.isLegal(d.move()), where + ": move " + d.move());
    }
}
