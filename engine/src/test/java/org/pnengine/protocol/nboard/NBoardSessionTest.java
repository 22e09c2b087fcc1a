package org.pnengine.protocol.nboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.QueueMemory;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.TimeControls;

/**
 * The NBoard session in-process: GGF games (passes, left-out passes, custom and smaller boards,
 * clocks), {@code move}, {@code go} and {@code hint} in the midgame and in the exact endgame,
 * {@code analyze}, {@code ping}'s order and its stop, and the errors, which change nothing. (The
 * byte-exact exchanges are the transcripts in {@code tests/conformance/nboard/}.)
 */
class NBoardSessionTest {

    /** The start, as BO writes it. */
    static final String START = "BO[8 ---------------------------O*------*O--------------------------- *]";
    /** A1 and H8 empty, Black to move: either corner, then White must pass, then the other: W+22. */
    static final String CORNERS = "BO[8 -OOOOOO*OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO- *]";
    /** FFO #1 (14 empty squares, Black to move): G8 wins by 18, H1 by 12 (empty squares to the winner). */
    static final String FFO1 = "BO[8 --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- *]";

    /** H1 and H2 empty, Black to move: H2 ends the game. */
    static final String LAST_TWO = "BO[8 *******-OO***OO-******OO*****O**OO**OOO*OO*O*OO***************** *]";

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
            for (String l : text.split("\n", -1)) if (!l.isEmpty() || !text.endsWith("\n")) lines.add(l);
        }

        @Override
        public void close() {
            closed = true;
        }

        synchronized List<String> snapshot() {
            return new ArrayList<>(lines);
        }

        /** Waits for a line equal to {@code line} (or starting with it, if it ends with a space); the lines up to it. */
        List<String> await(String line, long millis) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
            do {
                List<String> s = snapshot();
                for (int i = 0; i < s.size(); i++) {
                    if (s.get(i).equals(line) || line.endsWith(" ") && s.get(i).startsWith(line)) return s.subList(0, i + 1);
                }
                Thread.sleep(2);
            } while (System.nanoTime() < end);
            throw new AssertionError("no line '" + line + "' in " + snapshot());
        }
    }

    /** A session on a seeded one-thread player, so that its searches repeat. */
    private NBoardSession open(Lines out) {
        EngineConfig config = EngineConfig.defaults().withDefaultPlayer(List.of("mcts-solver", "threads=1"));
        return new NBoardSession(new EngineSession(config), pool, out, CommandQueue.InputLimit.DEFAULT,
                CommandQueue.WhenFull.CLOSE, QueueMemory.unbounded());
    }

    private static void send(NBoardSession s, String... lines) {
        for (String l : lines) s.onLine(l);
    }

    private static String game(String... tags) {
        return "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]" + String.join("", tags) + ";)";
    }

    /**
     * Sends {@code lines}, waits until they are done (a ping among them would stop their
     * searches), then sends a ping, and returns what came before the pong.
     */
    private static List<String> exchange(NBoardSession s, Lines out, String... lines) throws InterruptedException {
        int before = out.snapshot().size();
        send(s, lines);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (s.isBusy() && System.nanoTime() < end) Thread.sleep(2);
        String ping = "ping " + System.nanoTime();
        send(s, ping);
        List<String> all = out.await("pong " + ping.substring(5), 60_000);
        return all.subList(before, all.size() - 1);
    }

    @Test
    void handshakeAndTheCommandsWithoutSearch() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        assertEquals(List.of("set myname pnengine"), exchange(s, out, "nboard 2"));
        assertEquals(List.of("set myname pnengine"), exchange(s, out, "nboard 1"));
        assertEquals(List.of("status error: nboard: pnengine speaks NBoard versions 1 and 2, not '3'"), exchange(s, out, "nboard 3"));
        assertEquals(List.of(), exchange(s, out, "set depth 7", "set contempt -100", "set frobnicate 3", "frobnicate", ""));
        assertEquals(7, s.level().depth());
        assertEquals(-100, s.contempt());
        assertEquals(List.of("learned"), exchange(s, out, "learn"));
        assertEquals(OthelloGame.TYPE, s.session().game().type(), "an NBoard session plays Othello from the start");
        assertEquals("wof", s.session().game().parameters().get("scoring"), "empty squares go to the winner, as NBoard's engines count");
    }

    @Test
    void aGgfGameIsReplayedWithItsPassesWrittenOrLeftOut() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        assertEquals(List.of(), exchange(s, out, game(CORNERS, "B[A1]W[PA]B[H8]")));
        State st = s.session().state();
        assertTrue(st.isTerminal());
        assertEquals(3, st.ply(), "the pass is a ply");
        assertEquals(-22, st.score());
        String end = st.positionText();
        // The same game with White's pass left out: Black simply moves twice.
        assertEquals(List.of(), exchange(s, out, game(CORNERS, "B[a1/-22.00/0.5]B[h8]")));
        assertEquals(end, s.session().state().positionText());
        assertEquals(3, s.session().state().ply());
        // A finished game: go has no move to give; analyze evaluates every position, the last first.
        assertEquals(List.of("status error: go: the game is over"), exchange(s, out, "go"));
        assertEquals(List.of(Thinking.ANALYZING, "analysis 3 22.00", "analysis 2 -22.00", "analysis 1 22.00",
                "analysis 0 -22.00", "status"), exchange(s, out, "analyze"));
        assertEquals(end, s.session().state().positionText(), "analyze leaves the game where it was");
        assertEquals(3, s.session().state().ply());
        // move: Black's second move while White has only a pass plays the pass first.
        assertEquals(List.of("status error: move A1 is not legal for black"), exchange(s, out, game(CORNERS, "B[A1]"), "move A1"));
        assertEquals(1, s.session().state().ply(), "nothing played");
        assertEquals(List.of(), exchange(s, out, "move h8/-22/3"));
        assertEquals(end, s.session().state().positionText());
        assertEquals(List.of("status error: move H8: the game is over"), exchange(s, out, "move H8"));
    }

    @Test
    void movesArePlayedOnTheGameAndGoDoesNotPlay() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        assertEquals(List.of("set myname pnengine"),
                exchange(s, out, "nboard 2", "set depth 1", game(START, "B[F5]"), "move F6", "move d3/1.50/2.1", "F4"));
        State st = s.session().state();
        assertEquals(4, st.ply());
        String before = st.positionText();
        List<String> reply = exchange(s, out, "go");
        assertEquals(4, reply.size(), reply.toString());
        assertEquals(Thinking.THINKING, reply.get(0));
        assertTrue(reply.get(1).matches("nodestats \\d+ \\d+\\.\\d\\d"), reply.get(1));
        assertTrue(reply.get(2).matches("=== [A-H][1-8]/-?\\d+\\.\\d\\d/\\d+\\.\\d\\d"), reply.get(2));
        assertEquals("status", reply.get(3));
        assertEquals(before, s.session().state().positionText(), "go does not play its move");
        int move = st.parseMove(reply.get(2).substring(4, 6));
        assertTrue(st.isLegal(move), reply.get(2));
        // The level's playouts, repeated exactly by the seeded player.
        assertEquals("nodestats 1000", reply.get(1).substring(0, 14));
        assertEquals(reply.get(2).split("/")[0], exchange(s, out, "go").get(2).split("/")[0]);
        // move then plays the chosen move.
        assertEquals(List.of(), exchange(s, out, "move " + reply.get(2).substring(4)));
        assertEquals(5, s.session().state().ply());
    }

    @Test
    void hintGivesTheBestMovesAtOneDepth() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        List<String> reply = exchange(s, out, "set depth 2", game(START, "B[F5]"), "hint 3");
        assertEquals(Thinking.THINKING, reply.get(0));
        assertEquals(6, reply.size(), reply.toString());
        for (String l : reply.subList(1, 4)) {
            assertTrue(l.matches("search [A-H][1-8](-([A-H][1-8]|PA))* -?\\d+\\.\\d\\d 0 2"), l);
        }
        double first = Double.parseDouble(reply.get(1).split(" ")[2]);
        double third = Double.parseDouble(reply.get(3).split(" ")[2]);
        assertTrue(first >= third - 3, "best first, by the final-move rule: " + reply);
        assertTrue(reply.get(4).startsWith("nodestats 4000 "), reply.get(4));
        assertEquals("status", reply.get(5));
        // White has three replies to F5, so hint 10 gives three.
        assertEquals(6, exchange(s, out, "hint 10").size());
    }

    @Test
    void anEndgameIsSolvedExactly() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        exchange(s, out, "set depth 7", game(FFO1));
        List<String> go = exchange(s, out, "go");
        assertTrue(go.get(2).startsWith("=== G8/18.00/"), go.toString());
        List<String> hint = exchange(s, out, "hint 2");
        assertTrue(hint.get(1).matches("search G8(-([A-H][1-8]|PA))+ 18\\.00 0 100%"), hint.toString());
        assertTrue(hint.get(2).matches("search H1(-([A-H][1-8]|PA))+ 12\\.00 0 100%"), hint.toString());
        assertEquals(5, hint.size());
        List<String> one = exchange(s, out, "hint 1");
        assertTrue(one.get(1).matches("search G8(-([A-H][1-8]|PA))+ 18\\.00 0 100%"), one.toString());
        // Below its exact range (2 x level), the level searches instead.
        List<String> shallow = exchange(s, out, "set depth 6", "hint 1");
        assertTrue(shallow.get(1).endsWith(" 0 6"), shallow.toString());
        // The retrograde analysis of a game in the exact range.
        assertEquals(List.of(Thinking.ANALYZING, "analysis 1 -18.00", "analysis 0 18.00", "status"),
                exchange(s, out, "set depth 8", game(FFO1, "B[G8]"), "analyze"));
        // A pass to make is forced: no search.
        assertEquals(List.of(Thinking.THINKING, "=== PA", "status"), exchange(s, out, game(CORNERS, "B[A1]"), "go"));
        List<String> corners = exchange(s, out, game(CORNERS), "hint 2", "go");
        assertEquals(List.of("search A1-PA-H8 -22.00 0 100%", "search H8-PA-A1 -22.00 0 100%"), corners.subList(1, 3));
        assertTrue(corners.get(7).matches("=== (A1|H8)/-22\\.00/\\d+\\.\\d\\d"), corners.toString());
        // H2 ends the game (neither side can play H1 after it), H1 lets White take H2.
        assertEquals(List.of("search H2 44.00 0 100%", "search H1-H2 28.00 0 100%"),
                exchange(s, out, game(LAST_TWO), "hint 2").subList(1, 3));
    }

    @Test
    void smallerBoardsArePlayed() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        // 4x4 is a White win by 8 discs, 10 with the two squares left empty.
        List<String> reply = exchange(s, out, "set depth 6", "set game (;GM[Othello]TY[4]BO[4 -----O*--*O----- *];)", "hint 1");
        assertEquals(4, ((OthelloGame) s.session().game()).size());
        assertTrue(reply.get(1).matches("search [A-D][1-4](-([A-D][1-4]|PA))+ -10\\.00 0 100%"), reply.toString());
        exchange(s, out, "set game (;GM[Othello]PC[NBoard]TI[0]TY[6]BO[6 --------------O*----*O-------------- *]B[c2];)", "move b4");
        assertEquals(6, ((OthelloGame) s.session().game()).size());
        assertEquals(2, s.session().state().ply());
        assertEquals(List.of(), exchange(s, out, game(START)));
        assertEquals(8, ((OthelloGame) s.session().game()).size());
    }

    @Test
    void theClockOfTheSideToMoveIsItsTimeLessItsMoves() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        exchange(s, out, "set game (;GM[Othello]TB[10:00]TW[5:00/2]TY[8]" + START + "B[F5//10]W[F6/0.5/20.5]B[E6/1/30];)");
        GameRecordProbe probe = new GameRecordProbe(s);
        MoveTerms white = probe.terms(new Level(12));
        assertEquals(new MoveBudget.GameClock(TimeControls.fischer(300_000, 2000), 144_000), white.budget());
        PlayerClock clock = white.clock();
        assertEquals(300_000 - 20_500 + 2000, clock.millisLeft());
        exchange(s, out, "move F4/0.2/1");
        assertEquals(600_000 - 40_000, probe.terms(new Level(12)).clock().millisLeft());
        exchange(s, out, game(START));   // TI[5:00] for both
        assertEquals(300_000, probe.terms(new Level(1)).clock().millisLeft());
        exchange(s, out, "set game (;GM[Othello]TI[0]" + START + ";)");
        assertEquals(new MoveBudget.Playouts(1000), probe.terms(new Level(1)).budget(), "TI[0]: no clock, the level alone");
    }

    /** Reads the session's game record once its lines are done (a pong has come). */
    private record GameRecordProbe(NBoardSession s) {
        MoveTerms terms(Level level) {
            return s.record().terms(level);
        }
    }

    @Test
    void badLinesAreAnsweredWithAnErrorStatusAndChangeNothing() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        exchange(s, out, game(START, "B[F5]W[F6]"));
        String position = s.session().state().positionText();
        List<String> reply = exchange(s, out,
                "move Z9", "move F5", "move PA", "move F6/abc", "set depth 0", "set depth x", "set contempt many", "hint 0",
                game(START, "B[F5]B[F6]"), game(START, "B[F5]W[A1]"), game("BO[8 OOOO *]"),
                "set game (;GM[Othello]BO[8 --------------------------------------------------------------*O *];)",
                "set game (;GM[Othello]TY[8a]" + START + ";)", "set game (;GM[Othello]TY[88];)",
                "set game (;GM[Othello]BO[10 ---];)", "set game (;GM[Chess];)", "set game F5 D6", "set game (;GM[Othello]BO[8 x");
        assertEquals(List.of(
                "status error: move Z9: an Othello move is a square a1..h8 (column letter, then row, row 1 at the top) or pass (got 'z9')",
                "status error: move F5 is not legal for black",
                "status error: move PA is not legal for black",
                "status error: the eval in 'F6/abc' is not a number",
                "status error: set depth needs a depth of at least 1, not 0",
                "status error: set depth needs a whole number, not 'x'",
                "status error: set contempt needs a number, not 'many'",
                "status error: hint needs a number of moves of at least 1, not '0'",
                "status error: move 2, B[F6]: it is white's turn",
                "status error: move 2, W[A1] is not legal for white",
                "status error: BO[8 ...] has 4 squares; a board of 8 has 64, then the side to move",
                "status error: BO: impossible position: centre square d4 is empty",
                "status error: TY[8a]: anti-Othello is not played here",
                "status error: a board of 88 (octagon): pnengine plays Othello on 8x8, 6x6 and 4x4 boards",
                "status error: a board of 10: pnengine plays Othello on 8x8, 6x6 and 4x4 boards",
                "status error: GM[Chess]: pnengine plays Othello only",
                "status error: a GGF game starts with (;",
                "status error: GGF: BO[ is not closed by ]"), reply);
        assertEquals(position, s.session().state().positionText(), "nothing changed");
        assertFalse(out.closed);
        assertEquals(List.of("learned"), exchange(s, out, "learn"), "the session goes on");
    }

    /** ping stops the running search, and answers once the lines before it are done. */
    @Test
    void pingStopsTheSearchAndComesAfterTheLinesBeforeIt() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        exchange(s, out, "set depth 60", game(START, "B[F5]"));
        long t0 = System.nanoTime();
        send(s, "hint 3");
        out.await(Thinking.THINKING, 10_000);
        Thread.sleep(300);
        assertTrue(s.session().isSearching(), "3.6 million playouts take a while");
        send(s, "ping 1", "ping 2");
        List<String> all = out.await("pong 2", 10_000);
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(8), "the search was stopped");
        int pong = all.indexOf("pong 1");
        assertEquals("status", all.get(pong - 1), "the hint's last line comes before the pong: " + all);
        assertEquals("pong 2", all.get(pong + 1));
        // A ping read before a line does not cut it short.
        List<String> reply = exchange(s, out, "set depth 1", "ping 3", "hint 1");
        assertEquals("pong 3", reply.get(0));
        assertTrue(reply.get(2).matches("search [A-H][1-8].* 0 1"), reply.toString());
        assertNotNull(out.await("status", 0));
    }

    @Test
    void quitEndsTheSessionOnceTheLinesBeforeItAreDone() throws Exception {
        Lines out = new Lines();
        NBoardSession s = open(out);
        send(s, "set depth 7", game(FFO1), "go", "quit", "learn");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!out.closed && System.nanoTime() < end) Thread.sleep(5);
        assertTrue(out.closed);
        List<String> lines = out.snapshot();
        assertTrue(lines.get(lines.size() - 2).startsWith("=== G8/18.00/"), lines.toString());
        assertEquals("status", lines.get(lines.size() - 1), "nothing after quit");
    }
}
