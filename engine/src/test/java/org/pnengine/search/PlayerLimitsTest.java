package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.pnengine.TestTime;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * The time limit and the stop of every player in {@link SearcherCatalog#PLAYERS} (so players
 * added later are covered without editing this test), on the games whose playouts are slow:
 * 19×19 Gomoku and Lines of Action. Each player runs two searches at once ({@code threads=2}),
 * so that the searches on helper threads are held to the limits too; a player with an exact
 * endgame solve ({@code endgame=SHARE}) runs with it on as well, so that the solve is held to
 * them. A move is answered within the hard limit or soon after a stop, and it is legal; the
 * position is left as it was.
 */
class PlayerLimitsTest {

    private static final List<String> SLOW_GAMES = List.of("gomoku size=19", "lines_of_action");
    /**
     * How late a limit or a stop may be honoured on an idle machine. Players poll about every
     * millisecond; the rest is room for JIT compilation and a player's first allocations.
     * {@link TestTime} holds each search to it in CPU time, and to it times a slack in wall time.
     */
    private static final long GRACE_MILLIS = 250;
    /** The searches each player runs at once. */
    private static final int THREADS = 2;

    @TestFactory
    Stream<DynamicNode> everyPlayerHonoursTimeAndStopOnSlowGames() {
        return SearcherCatalog.PLAYERS.stream().map(type -> dynamicContainer(type.name(), SLOW_GAMES.stream()
                .map(game -> dynamicContainer(game, Stream.of(
                        dynamicTest("20 ms time limit", () -> timeLimit(type, game, List.of())),
                        dynamicTest("stop from another thread", () -> stop(type, game, List.of(), SearchLimits.none())),
                        dynamicTest("20 ms time limit with an exact endgame solve", () -> {
                            if (hasEndgame(type)) timeLimit(type, game, List.of("endgame=0.5"));
                        }),
                        dynamicTest("stop during an exact endgame solve", () -> {
                            // The solve's share of this minute is 54 s: only the stop ends it.
                            if (hasEndgame(type)) stop(type, game, List.of("endgame=0.9"), SearchLimits.ofMillis(60_000));
                        }))))));
    }

    /** Whether the player has the exact endgame solve of the MCTS family ({@code endgame=SHARE}). */
    private static boolean hasEndgame(PlayerType type) {
        return type.params().stream().anyMatch(p -> p.key().equals("endgame"));
    }

    private static Game game(String spec) {
        List<String> words = List.of(spec.split(" "));
        return GameCatalog.find(words.get(0)).orElseThrow().create(words.subList(1, words.size()));
    }

    private static Player player(PlayerType type, Game game, List<String> tokens) {
        List<String> all = new ArrayList<>(List.of("threads=" + THREADS));
        all.addAll(tokens);
        return type.create(game, all);
    }

    private static void timeLimit(PlayerType type, String spec, List<String> tokens) {
        Game g = game(spec);
        State s = g.newInitialState();
        String text = s.positionText();
        Player p = player(type, g, tokens);
        TestTime.Watch w = TestTime.watch(p::helperCpuNanos);
        MoveDecision d = p.chooseMove(s, SearchLimits.ofMillis(20), new StopSignal());
        String where = type.name() + " " + tokens + " on " + spec + " with 20 ms";
        w.assertWithin(20, GRACE_MILLIS, THREADS, where);
        assertTrue(s.isLegal(d.move()), where + ": move " + d.move());
        assertEquals(text, s.positionText(), where + ": the position is left as it was");
    }

    private static void stop(PlayerType type, String spec, List<String> tokens, SearchLimits limits)
            throws Exception {
        Game g = game(spec);
        State s = g.newInitialState();
        Player p = player(type, g, tokens);
        StopSignal stop = new StopSignal();
        TestTime.Background<MoveDecision> f = TestTime.background("PlayerLimitsTest-search",
                () -> p.chooseMove(s, limits, stop));
        Thread.sleep(100);
        String where = type.name() + " " + tokens + " on " + spec + " stopped after 100 ms";
        assertFalse(f.isDone(), where + ": an unlimited search runs until stopped");
        MoveDecision d = f.stopAndAwait(stop::stop, 60);
        f.assertPrompt(GRACE_MILLIS, where);
        assertTrue(s.isLegal(d.move()), where + ": move " + d.move());
    }
}
