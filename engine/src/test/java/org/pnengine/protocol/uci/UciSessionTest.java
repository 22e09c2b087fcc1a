package org.pnengine.protocol.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.QueueMemory;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.TimeControls;

/**
 * The UCI and USI sessions in-process: searches that answer while the queue goes on
 * ({@code isready} during a search), {@code stop}, {@code go infinite} and {@code go ponder}
 * that answer only when told, {@code ponderhit}, the info lines, the move terms of {@code go},
 * and the seeded player's moves, which repeat exactly. (The byte-exact exchanges of both
 * protocols are the transcripts in {@code tests/conformance/uci/} and {@code usi/}.)
 */
class UciSessionTest {

    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void tearDown() {
        pool.shutdownNow();
    }

    /** Collects the lines written. */
    private static final class Lines implements CommandQueue.Sink {
        final List<String> lines = new ArrayList<>();
        volatile boolean closed;

        @Override
        public synchronized void write(String text) {
            for (String l : text.split("\n")) lines.add(l);
        }

        @Override
        public void close() {
            closed = true;
        }

        synchronized List<String> snapshot() {
            return new ArrayList<>(lines);
        }

        /** Waits for a line starting with {@code prefix}; returns it, or null after {@code millis}. */
        String await(String prefix, long millis) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
            do {
                for (String l : snapshot()) if (l.startsWith(prefix)) return l;
                Thread.sleep(2);
            } while (System.nanoTime() < end);
            return null;
        }
    }

    private UciSession open(UciSession.Dialect dialect, Lines out) {
        return new UciSession(dialect, new EngineSession(EngineConfig.defaults()), pool, out, CommandQueue.InputLimit.DEFAULT,
                CommandQueue.WhenFull.CLOSE, QueueMemory.unbounded());
    }

    private static void send(UciSession s, String... lines) {
        for (String l : lines) s.onLine(l);
    }

    @Test
    void aSeededSearchRepeatsItsMoveAndReportsInfoLines() throws Exception {
        String[] moves = new String[2];
        for (int run = 0; run < 2; run++) {
            Lines out = new Lines();
            UciSession s = open(UciSession.Dialect.UCI, out);
            send(s, "setoption name UCI_Variant value minishogi", "setoption name Player value mcts-solver threads=1 seed=3",
                    "position startpos moves e1e2", "go nodes 3000");
            String best = out.await("bestmove ", 30_000);
            assertTrue(best != null && best.matches("bestmove \\S+( ponder \\S+)?"), String.valueOf(best));
            moves[run] = best;
            State state = s.session().state();
            VariantNotation n = VariantNotation.of(state.game()).orElseThrow();
            int code = n.parseMove(state, best.split(" ")[1]);
            assertTrue(state.isLegal(code), best + " is legal");
            int infos = 0;
            for (String l : out.snapshot()) {
                if (l.startsWith("info")) {
                    infos++;
                    assertTrue(l.matches(INFO), l);
                }
            }
            assertTrue(infos > 0, "the search reports at least once, as it ends");
        }
        assertEquals(moves[0], moves[1], "a seeded one-thread search under a node budget repeats its move");
    }

    private static final String INFO = "info depth \\d+( seldepth \\d+)? score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ time \\d+( pv( \\S+)+)?";

    /**
     * Every player's search, however short (shorter than the second between reports), ends with an
     * {@code info} line just before its {@code bestmove}, whose principal variation starts with the
     * move played: what a GUI or tournament manager records as the move's score and depth.
     */
    @Test
    void aSearchEndsWithAnInfoLineForTheMovePlayed() throws Exception {
        for (String player : List.of("minimax", "mcts-solver", "pn-mcts")) {
            for (String variant : List.of("breakthrough", "minishogi")) {
                Lines out = new Lines();
                UciSession s = open(UciSession.Dialect.UCI, out);
                send(s, "setoption name UCI_Variant value " + variant, "setoption name Player value " + player + " threads=1",
                        "position startpos", "go movetime 150");
                String best = out.await("bestmove ", 30_000);
                assertTrue(best != null, player + " on " + variant + " answers");
                List<String> lines = out.snapshot();
                int at = lines.indexOf(best);
                assertTrue(at > 0, player + " on " + variant + ": a line before " + best);
                String last = lines.get(at - 1);
                assertTrue(last.matches(INFO), player + " on " + variant + ": " + last);
                String move = best.split(" ")[1];
                assertTrue(last.contains(" pv " + move), player + " on " + variant + ": the pv of " + last + " starts with " + move);
            }
        }
    }

    /** {@code go} returns at once: {@code isready} is answered during the search, and {@code stop} ends an infinite one. */
    @Test
    void isreadyIsAnsweredWhileSearchingAndStopEndsAnInfiniteSearch() throws Exception {
        Lines out = new Lines();
        UciSession s = open(UciSession.Dialect.UCI, out);
        send(s, "setoption name UCI_Variant value breakthrough", "position startpos", "go infinite", "isready");
        assertEquals("readyok", out.await("readyok", 10_000));
        Thread.sleep(300);
        assertNull(out.await("bestmove", 0), "an infinite search answers only when stopped");
        assertTrue(s.session().isSearching());
        long t0 = System.nanoTime();
        send(s, "stop");
        assertTrue(out.await("bestmove ", 5000) != null);
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5));
    }

    /** A search that ends by itself (a position it proves) still waits for stop when infinite, as UCI requires. */
    @Test
    void anInfiniteSearchThatEndsByItselfWaitsForStop() throws Exception {
        Lines out = new Lines();
        UciSession s = open(UciSession.Dialect.UCI, out);
        // Tic-tac-toe with X to win at once (a1 b1 taken by X).
        send(s, "setoption name UCI_Variant value tictactoe", "position startpos moves P@a1 P@a2 P@b1 P@b2", "go infinite");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (s.session().isSearching() && System.nanoTime() < end) Thread.sleep(2);
        assertFalse(s.session().isSearching(), "the search proved the position and ended");
        Thread.sleep(100);
        assertNull(out.await("bestmove", 0), "yet it answers only when stopped");
        send(s, "stop");
        assertEquals("bestmove P@c1", out.await("bestmove", 5000).split(" ponder")[0]);
    }

    /** {@code go ponder} searches without a limit; {@code ponderhit} gives it the move's own time from then. */
    @Test
    void ponderhitGivesThePonderingSearchItsTime() throws Exception {
        Lines out = new Lines();
        UciSession s = open(UciSession.Dialect.UCI, out);
        send(s, "setoption name UCI_Variant value breakthrough", "position startpos", "go ponder wtime 2000 btime 2000");
        Thread.sleep(500);
        assertNull(out.await("bestmove", 0), "pondering answers nothing by itself");
        long t0 = System.nanoTime();
        send(s, "ponderhit");
        assertTrue(out.await("bestmove ", 5000) != null);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        // 2 s on the clock and about 40 moves to go: well under a second.
        assertTrue(ms < 2000, "answered " + ms + " ms after ponderhit");
    }

    /**
     * A {@code go ponder} without a clock gives the search, once the move is played, the player's
     * own move time; with only a depth, {@code minimax} ends at that depth and answers on
     * {@code ponderhit}. (Both found no terms to time the move by, and never answered.)
     */
    @Test
    void ponderhitWithoutAClockGivesThePlayersOwnTime() throws Exception {
        for (String go : List.of("go ponder", "go ponder depth 3")) {
            Lines out = new Lines();
            UciSession s = open(UciSession.Dialect.UCI, out);
            send(s, "setoption name UCI_Variant value breakthrough",
                    "setoption name Player value minimax threads=1 movetime=0.3", "position startpos", go);
            Thread.sleep(500);
            assertNull(out.await("bestmove", 0), go + ": pondering answers nothing by itself");
            long t0 = System.nanoTime();
            send(s, "ponderhit");
            assertTrue(out.await("bestmove ", 10_000) != null, go + ": answers after ponderhit");
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(ms < 5000, go + ": answered " + ms + " ms after ponderhit");
        }
    }

    @Test
    void usiPlaysMiniShogiInItsOwnNotation() throws Exception {
        Lines out = new Lines();
        UciSession s = open(UciSession.Dialect.USI, out);
        send(s, "usi", "usinewgame", "position startpos moves 5e4d", "go btime 0 wtime 0 byoyomi 200");
        assertEquals("usiok", out.await("usiok", 5000));
        String best = out.await("bestmove ", 10_000);
        assertTrue(best != null, out.snapshot().toString());
        State state = s.session().state();
        UsiNotation n = UsiNotation.of(state.game()).orElseThrow();
        assertTrue(state.isLegal(n.parseMove(state, best.split(" ")[1])), best);
        assertEquals(1, state.toMove(), "Gote to move after Sente's 5e4d");
    }

    /** The terms of {@code go}: whose clock is whose in each dialect, increments, moves to go, byo-yomi, move time, nodes. */
    @Test
    void goTermsFollowTheClocksOfTheSideToMove() throws Exception {
        EngineSession session = new EngineSession(EngineConfig.defaults());
        State first = session.state();   // Connect Four: the first player to move
        GoCommand uci = GoCommand.parse(UciSession.Dialect.UCI, List.of("wtime", "60000", "btime", "30000", "winc", "1000", "binc", "0"));
        MoveTerms t = uci.terms(first, session);
        assertEquals(new MoveBudget.GameClock(TimeControls.fischer(60_000, 1000), 0), t.budget(), "UCI: white moves first");
        assertEquals(60_000, t.clock().millisLeft());
        GoCommand usi = GoCommand.parse(UciSession.Dialect.USI, List.of("btime", "60000", "wtime", "30000", "byoyomi", "5000"));
        t = usi.terms(first, session);
        assertEquals(new MoveBudget.GameClock(TimeControls.canadian(60_000, 5000, 1), 0), t.budget(), "USI: black moves first");
        t = GoCommand.parse(UciSession.Dialect.UCI, List.of("wtime", "10000", "btime", "10000", "movestogo", "20")).terms(first, session);
        assertEquals(new MoveBudget.GameClock(TimeControls.canadian(0, 10_000, 20), 0), t.budget());
        assertEquals(20, t.clock().stonesLeft());
        t = GoCommand.parse(UciSession.Dialect.UCI, List.of("movetime", "250", "nodes", "900")).terms(first, session);
        assertEquals(new MoveBudget.FixedTime(250, 900), t.budget());
        t = GoCommand.parse(UciSession.Dialect.UCI, List.of("nodes", "900", "depth", "7")).terms(first, session);
        assertEquals(new MoveBudget.Playouts(900), t.budget());
        assertEquals(7, t.depth());
        t = GoCommand.parse(UciSession.Dialect.UCI, List.of("depth", "5")).terms(first, session);
        assertNull(t.budget(), "a depth alone: no time of its own");
        assertEquals(5, t.depth());
        assertNull(GoCommand.parse(UciSession.Dialect.UCI, List.of("depth", "0")).terms(first, session), "depth 0: no depth");
        assertEquals(SearchLimits.ANY_DEPTH,
                GoCommand.parse(UciSession.Dialect.UCI, List.of("movetime", "100")).terms(first, session).depth());
        assertInstanceOf(MoveBudget.Playouts.class, GoCommand.parse(UciSession.Dialect.UCI, List.of("infinite")).terms(first, session).budget());
        assertNull(GoCommand.parse(UciSession.Dialect.UCI, List.of()).terms(first, session), "a bare go: the session's own budget");
    }

    /**
     * {@code go depth D} is {@code minimax}'s deepest iteration: alone, it searches node for node
     * what the player's own {@code depth=D} searches, however long that takes; with a time, the
     * time still bounds it. The MCTS players have no depth: alone, it leaves them the session's
     * own move time, rather than a search without end.
     */
    @Test
    void goDepthIsTheDeepestIterationOfMinimaxAndLeavesTheOthersTheirMoveTime() throws Exception {
        String[] runs = {
            "minimax threads=1|go depth 5",
            "minimax threads=1 depth=5|go nodes 1000000000",
            "minimax threads=1|go depth 5 movetime 600000",
        };
        String[] infos = new String[runs.length];
        for (int i = 0; i < runs.length; i++) {
            String[] r = runs[i].split("\\|");
            Lines out = new Lines();
            UciSession s = open(UciSession.Dialect.UCI, out);
            send(s, "setoption name UCI_Variant value breakthrough", "setoption name Player value " + r[0],
                    "position startpos moves b2b3", r[1]);
            String best = out.await("bestmove ", 60_000);
            assertTrue(best != null, runs[i] + " answers");
            List<String> lines = out.snapshot();
            String last = lines.get(lines.indexOf(best) - 1);
            assertTrue(last.matches(INFO), last);
            infos[i] = last.replaceAll(" nps \\d+ time \\d+", "") + " / " + best;
        }
        // The depth is the iteration's, not the line's; seldepth counts the quiescence search too.
        assertTrue(infos[0].startsWith("info depth 5 seldepth "), infos[0]);
        int sel = Integer.parseInt(infos[0].split(" ")[4]);
        assertTrue(sel > 5, "a quiescence search or an extension goes past depth 5: " + infos[0]);
        assertEquals(infos[1], infos[0], "go depth 5 searches what depth=5 searches");
        assertEquals(infos[0], infos[2], "a time it does not need changes nothing");

        Lines out = new Lines();
        UciSession s = open(UciSession.Dialect.UCI, out);
        send(s, "setoption name UCI_Variant value breakthrough", "setoption name Player value mcts-solver threads=1 movetime=0.2",
                "position startpos", "go depth 3");
        long t0 = System.nanoTime();
        assertTrue(out.await("bestmove ", 30_000) != null, "an MCTS player given only a depth moves in its own time");
        assertTrue(System.nanoTime() - t0 < 20_000_000_000L);
    }
}
