package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.match.Contestant;
import org.pnengine.match.EngineSettings;
import org.pnengine.match.Entrant;
import org.pnengine.match.PlaySettings;
import org.pnengine.match.PlayerSpec;
import org.pnengine.match.Seat;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.TimeControls;
import org.pnengine.search.Value;

/**
 * {@code genmove} and a match's in-process player budget a move alike, as the README promises:
 * for the same position and clock state, each path is driven with its own settings (GTP's
 * {@code movetime=}, {@code playouts=}, {@code time_settings}, {@code time_left}; the match's
 * budget and the player's {@code playouts=} cap) and a recording player notes the limits it is
 * actually handed. The memory cap is each path's own (the session's admission, the match's share)
 * and is not compared.
 */
class GenmoveBudgetTest {

    /** The position: Connect Four 7×6 after four moves. */
    private static final String POSITION = "4453";

    /** A player that records its limits and plays the first legal move at once. */
    private static PlayerType recorder(List<SearchLimits> log) {
        return new PlayerType("recorder", List.of(), "records the limits it is given", p -> (state, limits, stop) -> {
            log.add(limits);
            int[] moves = new int[state.game().maxMoves()];
            state.legalMoves(moves);
            return new MoveDecision(moves[0], Value.UNKNOWN, 0.5, 0, 0, 0, new int[] {moves[0]});
        });
    }

    /**
     * One move's limits from each path.
     *
     * @param sessionKeys the session player's {@code movetime=} / {@code playouts=} keys
     * @param tc          the session's {@code time_settings} (and, if a clock budget, the match's)
     * @param millisLeft  the mover's time left ({@code time_left}), or -1 to leave the clock fresh
     * @param stones      the mover's stones left
     * @param matchBudget the match's budget
     * @param matchCap    the match player's own {@code playouts=} cap, 0 for none
     */
    private static SearchLimits[] bothPaths(List<String> sessionKeys, TimeControls tc, long millisLeft, int stones,
                                            MoveBudget matchBudget, long matchCap) throws Exception {
        List<SearchLimits> sessionLog = new ArrayList<>();
        EngineSession s = new EngineSession(EngineConfig.defaults());
        s.configurePlayer("uct", sessionKeys);
        s.usePlayerType(recorder(sessionLog));
        s.setTimeControls(tc);
        s.setPosition(POSITION);
        int color = s.state().toMove();
        if (millisLeft >= 0) s.setTimeLeft(color, millisLeft, stones);
        s.genmove(color, false);
        assertEquals(1, sessionLog.size(), "genmove searched once");

        List<SearchLimits> matchLog = new ArrayList<>();
        State state = s.game().parsePosition(POSITION);
        PlaySettings play = new PlaySettings(s.game(), matchBudget, 0, EngineSettings.defaults(), null);
        PlayerClock clock = null;
        if (matchBudget instanceof MoveBudget.GameClock c) {
            clock = new PlayerClock(c.controls());
            if (millisLeft >= 0) clock.set(millisLeft, stones);
        }
        try (Entrant e = PlayerSpec.of(recorder(matchLog), matchCap > 0 ? List.of("playouts=" + matchCap) : List.of())
                .open(play, 1 << 20)) {
            Contestant side = e.contestant(new Seat(s.game(), 0, 1, true, null));
            side.move(new Contestant.Turn(state, List.of(), List.of(), clock, null, new StopSignal()));
        }
        assertEquals(1, matchLog.size(), "the match asked once");
        return new SearchLimits[] {sessionLog.get(0), matchLog.get(0)};
    }

    private static void assertSameBudget(SearchLimits[] both, long nodes, long soft, long hard) {
        SearchLimits session = both[0];
        SearchLimits match = both[1];
        assertEquals(session.nodes(), match.nodes(), "playouts: genmove " + session + ", match " + match);
        assertEquals(session.softMillis(), match.softMillis(), "soft: genmove " + session + ", match " + match);
        assertEquals(session.hardMillis(), match.hardMillis(), "hard: genmove " + session + ", match " + match);
        // And what the budget is, so that the two cannot agree on something else.
        assertEquals(nodes, session.nodes());
        assertEquals(soft, session.softMillis());
        assertEquals(hard, session.hardMillis());
    }

    @Test
    void aFixedTimePerMove() throws Exception {
        assertSameBudget(bothPaths(List.of("movetime=0.25"), TimeControls.none(), -1, 0,
                MoveBudget.ofSeconds(0.25), 0), SearchLimits.UNLIMITED, 250, 250);
        // A playout cap on top of the time.
        assertSameBudget(bothPaths(List.of("movetime=0.1", "playouts=50"), TimeControls.none(), -1, 0,
                MoveBudget.ofSeconds(0.1), 50), 50, 100, 100);
    }

    @Test
    void aPlayoutBudget() throws Exception {
        assertSameBudget(bothPaths(List.of("playouts=300"), TimeControls.none(), -1, 0,
                MoveBudget.ofPlayouts(300), 0), 300, SearchLimits.UNLIMITED, SearchLimits.UNLIMITED);
    }

    @Test
    void anAbsoluteClockPartlyUsed() throws Exception {
        TimeControls tc = TimeControls.absolute(60_000);
        SearchLimits[] both = bothPaths(List.of(), tc, 41_500, 0, MoveBudget.ofClock(tc), 0);
        // A set position counts its plies afresh, so (42 + 1) / 2 = 21 own moves are left of
        // Connect Four 7×6: 41 350 usable over 21 + 2 moves, hard four soft budgets.
        assertSameBudget(both, SearchLimits.UNLIMITED, 41_350 / 23, 4 * (41_350 / 23));
        // With playouts=200 the session caps the clock's budget, as a match player's cap does.
        assertSameBudget(bothPaths(List.of("playouts=200"), tc, 41_500, 0, MoveBudget.ofClock(tc), 200),
                200, 41_350 / 23, 4 * (41_350 / 23));
    }

    @Test
    void byoYomi() throws Exception {
        TimeControls tc = TimeControls.canadian(30_000, 10_000, 5);
        // In a period: 7 000 ms for 3 stones, less a margin for each.
        assertSameBudget(bothPaths(List.of(), tc, 7_000, 3, MoveBudget.ofClock(tc), 0),
                SearchLimits.UNLIMITED, 6_550 / 3, 2 * (6_550 / 3));
        // Still in main time, a fresh clock: the main time's share plus half a stone's share of a period.
        SearchLimits[] fresh = bothPaths(List.of(), tc, -1, 0, MoveBudget.ofClock(tc), 0);
        long soft = 29_850 / 23 + (10_000 / 5 - 150) / 2;
        assertSameBudget(fresh, SearchLimits.UNLIMITED, soft, 4 * soft);
    }

    /** A position with one legal move is answered without asking the player, and costs no time. */
    @Test
    void aForcedMoveIsNotSearched() throws Exception {
        List<SearchLimits> log = new ArrayList<>();
        EngineSession s = new EngineSession(EngineConfig.defaults());
        s.setGame(GameCatalog.find("tic_tac_toe").orElseThrow(), List.of());
        s.usePlayerType(recorder(log));
        s.setTimeControls(TimeControls.absolute(1_000));
        for (String m : List.of("a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3")) s.play(s.state().toMove(), m);
        int color = s.state().toMove();
        EngineSession.GeneratedMove m = s.genmove(color, true);
        assertEquals("c3", m.move());
        assertTrue(log.isEmpty(), "genmove did not search a forced move");
        assertEquals(1_000, s.clock(color).millisLeft(), "a forced move costs no time");
        assertTrue(s.state().isTerminal());
    }
}
