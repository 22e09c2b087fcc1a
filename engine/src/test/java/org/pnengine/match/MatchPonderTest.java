package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.mcts.MctsPlayer;
import org.pnengine.search.mcts.MctsSettings;

/** A match's in-process side with {@code ponder=true}: it thinks between its moves, never during them. */
class MatchPonderTest {

    /** What the probe saw: spells of pondering, and moves asked while one was still running. */
    private static final class Log {
        final AtomicInteger spells = new AtomicInteger();
        final AtomicInteger overlaps = new AtomicInteger();
        final AtomicInteger wrongSide = new AtomicInteger();
        volatile boolean pondering;
    }

    /** An mcts-solver that ponders by waiting for its stop, logging how it is used. */
    private static PlayerType probe(Log log) {
        return new PlayerType("ponder-probe", List.of(ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE, "seed")),
                "logs its pondering", p -> new Player() {
                    final MctsPlayer inner = new MctsPlayer(MctsSettings.mctsSolver().withSeed(p.getLong("seed")));
                    int side = -1;

                    @Override
                    public MoveDecision chooseMove(State state, SearchLimits limits, StopSignal stop) {
                        if (log.pondering) log.overlaps.incrementAndGet();
                        side = state.toMove();
                        return inner.chooseMove(state, limits, stop);
                    }

                    @Override
                    public boolean ponders() {
                        return true;
                    }

                    @Override
                    public void ponder(State position, SearchLimits limits, StopSignal stop) {
                        log.pondering = true;
                        log.spells.incrementAndGet();
                        if (position.toMove() == side) log.wrongSide.incrementAndGet();
                        try {
                            while (!stop.awaitStop(1_000_000_000L)) {
                                // thinking, until the next turn
                            }
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        } finally {
                            log.pondering = false;
                        }
                    }
                });
    }

    @Test
    @Timeout(120)
    void aPonderingSideThinksBetweenItsMovesAndIsStoppedBeforeEachTurn() throws Exception {
        Log log = new Log();
        MatchSettings s = new MatchSettings(MatchTest.game("tic_tac_toe"), PlayerSpec.of(probe(log), List.of()),
                PlayerSpec.parse("uct c=0.5 threads=1"), 4, MoveBudget.ofPlayouts(100), 1, 7, 0);
        MatchResult r = new Match(s).run(null);
        assertEquals(4, r.outcomes().games());
        r.records().forEach(g -> assertEquals(GameRecord.Termination.END, g.termination(), g.detail()));
        assertTrue(log.spells.get() > 0, "the probe pondered");
        assertEquals(0, log.overlaps.get(), "a move was asked while the probe still pondered");
        assertEquals(0, log.wrongSide.get(), "pondering is on the position after the probe's own move");
        assertFalse(log.pondering, "every spell ended with its game");
    }

    @Test
    @Timeout(300)
    void mctsSolverAcceptsPonderInAMatch() throws Exception {
        MatchSettings s = new MatchSettings(MatchTest.game("connect_four width=5 height=4"),
                PlayerSpec.parse("mcts-solver ponder=true threads=1"), PlayerSpec.parse("mcts-solver threads=1"), 2,
                MoveBudget.ofPlayouts(200), 1, 3, 0);
        MatchResult r = new Match(s).run(null);
        assertEquals(2, r.outcomes().games());
        r.records().forEach(g -> {
            assertEquals(GameRecord.Termination.END, g.termination(), g.detail());
            assertTrue(g.a().contains("ponder=true"), g.a());
        });
    }
}
