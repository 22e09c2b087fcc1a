package org.pnengine.protocol.xboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
import org.pnengine.engine.EngineSession;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.QueueMemory;

/**
 * The xboard session in-process: the engine's moves in and out of force mode, {@code ping}
 * answered after the move, {@code ?} and the lines that end a search, {@code undo} and
 * {@code remove}, the thinking output and its mate scores, illegal moves and errors, bare moves,
 * pondering, and the ten-rank boards. (The byte-exact exchanges are the transcripts in
 * {@code tests/conformance/xboard/}; the clocks are {@link XboardClockTest}'s.)
 */
class XboardSessionTest {

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

        /** Waits for a line starting with {@code prefix}; returns it, or null after {@code millis}. */
        String await(String prefix, long millis) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
            do {
                for (String l : snapshot()) if (l.startsWith(prefix)) return l;
                Thread.sleep(2);
            } while (System.nanoTime() < end);
            return null;
        }

        int indexOf(String prefix) {
            List<String> s = snapshot();
            for (int i = 0; i < s.size(); i++) if (s.get(i).startsWith(prefix)) return i;
            return -1;
        }
    }

    private XboardSession open(Lines out) {
        return new XboardSession(new EngineSession(EngineConfig.defaults()), pool, out, CommandQueue.InputLimit.DEFAULT,
                CommandQueue.WhenFull.CLOSE, QueueMemory.unbounded());
    }

    private static void send(XboardSession s, String... lines) {
        for (String l : lines) s.onLine(l);
    }

    /** Every line that was sent, once the session has answered the {@code ping N} sent last. */
    private static List<String> until(Lines out, XboardSession s, int ping) throws InterruptedException {
        send(s, "ping " + ping);
        assertNotNull(out.await("pong " + ping, 30_000), out.snapshot().toString());
        return out.snapshot();
    }

    @Test
    void protoverIsAnsweredWithEveryFeatureAndDoneLast() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        assertEquals(List.of("pong 1"), until(out, s, 1));
        send(s, "xboard", "protover 2");
        List<String> lines = until(out, s, 2);
        assertEquals("pong 1", lines.get(0), "xboard itself asks for nothing");
        assertTrue(lines.get(1).matches("feature myname=\"pnengine \\S+\" variants=\"connect4,cfour,minishogi,mini,"
                + "5x5\\+5_shogi,breakthrough,tictactoe\""), lines.get(1));
        String all = String.join(" ", lines);
        for (String f : List.of("setboard=1", "usermove=1", "ping=1", "sigint=0", "sigterm=0", "san=0", "time=1", "draw=0",
                "reuse=1", "analyze=0", "colors=0", "name=0", "nps=0", "debug=1", "memory=0", "smp=1")) {
            assertTrue(all.contains(" " + f), f + " in " + all);
        }
        assertTrue(all.contains("feature option=\"Player -string auto\""), all);
        assertEquals("feature done=1", lines.get(lines.size() - 2));
    }

    /** A seeded player under a playout budget (no clock given) repeats its move; post shows its thinking. */
    @Test
    void aSeededSearchRepeatsItsMoveAndPostsItsThinking() throws Exception {
        String[] moves = new String[2];
        for (int run = 0; run < 2; run++) {
            Lines out = new Lines();
            XboardSession s = open(out);
            send(s, "new", "variant minishogi", "option Player=mcts-solver threads=1 seed=3 playouts=3000", "post",
                    "usermove e1e2");
            String move = out.await("move ", 30_000);
            assertNotNull(move, out.snapshot().toString());
            moves[run] = move;
            State before = s.session().state().copy();
            before.undo();
            VariantNotation n = VariantNotation.of(before.game()).orElseThrow();
            assertTrue(before.isLegal(n.parseMove(before, move.substring(5))), move);
            List<String> thinking = out.snapshot().stream().filter(l -> Character.isDigit(l.charAt(0))).toList();
            assertFalse(thinking.isEmpty(), "the search ends with a thinking line");
            for (String l : thinking) assertTrue(l.matches("\\d+ -?\\d+ \\d+ \\d+( \\S+)+"), l);
        }
        assertEquals(moves[0], moves[1], "a seeded one-thread search under a playout budget repeats its move");
    }

    @Test
    void forceModeOnlyRecordsMovesAndGoMakesTheEnginePlayTheSideToMove() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant tictactoe", "st 0.2", "force", "usermove P@b2", "usermove P@a1");
        List<String> lines = until(out, s, 1);
        assertEquals(List.of("setup (P.................p.................) 3x3+1_fairy 3/3/3[PPPPPpppp] w - - 0 1",
                "pong 1"), lines);
        send(s, "go");
        String move = out.await("move ", 10_000);
        assertNotNull(move);
        assertEquals(3, s.session().state().ply());
        // The engine plays White now: a move of Black's is answered.
        send(s, "usermove " + (move.equals("move P@c3") ? "P@a3" : "P@c3"));
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (s.session().state().ply() < 5 && System.nanoTime() < end) Thread.sleep(2);
        assertEquals(5, s.session().state().ply());
    }

    /** {@code ping} while the engine thinks is answered after its move (CECP §8, "ping"). */
    @Test
    void pingIsAnsweredAfterTheMove() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant breakthrough", "st 0.5", "go", "ping 7");
        assertNotNull(out.await("pong 7", 10_000));
        int move = out.indexOf("move ");
        assertTrue(move >= 0 && move < out.indexOf("pong 7"), out.snapshot().toString());
    }

    @Test
    void questionMarkMovesNow() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant breakthrough", "st 60", "go");
        long t0 = System.nanoTime();
        while (!s.session().isSearching() && System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10)) Thread.sleep(2);
        Thread.sleep(200);
        send(s, "?");
        assertNotNull(out.await("move ", 5000));
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10));
        assertEquals(1, s.session().state().ply());
    }

    /** A line that changes the game ends the search without a move, and the position is as before it. */
    @Test
    void forceEndsTheSearchWithoutAMove() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant breakthrough", "st 60", "go");
        long t0 = System.nanoTime();
        while (!s.session().isSearching() && System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10)) Thread.sleep(2);
        send(s, "force");
        List<String> lines = until(out, s, 3);
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10));
        assertEquals(-1, out.indexOf("move "), lines.toString());
        assertEquals(0, s.session().state().ply());
        // A '?' or a force read before the search begins applies to it too.
        send(s, "go", "force");
        until(out, s, 4);
        assertEquals(-1, out.indexOf("move "));
        send(s, "st 0.2", "go", "?");
        assertNotNull(out.await("move ", 5000));
    }

    @Test
    void undoTakesBackOneMoveAndRemoveTwo() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant cfour", "force", "usermove P@d1", "usermove P@d2", "usermove P@e1", "undo");
        until(out, s, 1);
        assertEquals(2, s.session().state().ply());
        send(s, "remove");
        until(out, s, 2);
        assertEquals(0, s.session().state().ply());
        send(s, "remove", "undo");
        List<String> lines = until(out, s, 3);
        assertTrue(lines.contains("Error (command not legal now: no two moves to take back): remove"), lines.toString());
        assertTrue(lines.contains("Error (command not legal now: no move to take back): undo"), lines.toString());
    }

    /** A proven win is a mate score, 100000 + N for a mate in N moves; the end of the game is announced. */
    @Test
    void aProvenWinIsPostedAsAMateScoreAndTheResultAnnounced() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant tictactoe", "force", "usermove P@a1", "usermove P@a2", "usermove P@b1", "usermove P@b2",
                "post", "st 5", "go");
        assertEquals("move P@c1", out.await("move ", 10_000));
        List<String> lines = until(out, s, 1);
        assertTrue(lines.stream().anyMatch(l -> l.matches("1 100001 \\d+ \\d+ P@c1")), lines.toString());
        assertEquals("1-0 {White wins}", lines.get(lines.indexOf("move P@c1") + 1));
        send(s, "go");
        assertEquals("1-0 {White wins}", until(out, s, 2).get(lines.size()), "asked to move in a finished game");
    }

    @Test
    void nopostSilencesTheThinking() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant breakthrough", "post", "nopost", "st 0.3", "go");
        assertNotNull(out.await("move ", 10_000));
        assertTrue(out.snapshot().stream().noneMatch(l -> Character.isDigit(l.charAt(0))), out.snapshot().toString());
    }

    @Test
    void illegalMovesAndErrorsChangeNothing() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "protover 2", "accepted usermove", "new", "variant minishogi", "force", "usermove e1e5", "usermove zz9",
                "e1e2", "frobnicate now", "level 40", "variant chess", "setboard nonsense", "usermove e1e2", "go",
                "setboard rbsgk/4p/5/P4/KGSBR[-] w 0 1", "usermove e1e2");
        List<String> lines = until(out, s, 1);
        lines = lines.subList(lines.indexOf("feature done=1") + 1, lines.size());
        assertEquals("Illegal move (it is not legal here): e1e5", lines.get(1));
        assertTrue(lines.get(2).startsWith("Illegal move (a MiniShogi move in UCI is from-square then to-square"), lines.get(2));
        assertEquals("Error (unknown command): e1e2", lines.get(3), "with usermove=1 accepted, a bare move is no command");
        assertEquals("Error (unknown command): frobnicate now", lines.get(4));
        assertEquals("Error (level takes MPS BASE INC, e.g. level 40 5 0 or level 0 2:30 12): level 40", lines.get(5));
        assertEquals("Error (unknown variant chess; pnengine plays connect4, cfour, minishogi, mini, 5x5+5_shogi,"
                + " breakthrough, tictactoe): variant chess", lines.get(6));
        assertTrue(lines.get(7).startsWith("tellusererror Illegal position: "), lines.get(7));
        assertEquals("Illegal move (no position: the last setboard was refused): e1e2", lines.get(8));
        assertEquals("Error (no position: the last setboard was refused): go", lines.get(9));
        assertEquals("pong 1", lines.get(10), "xboard's own FEN of the start (four fields, [-]) is read");
        assertEquals(1, s.session().state().ply());
    }

    /** Without usermove=1 accepted (a GUI that rejects it, or protocol 1), moves come bare. */
    @Test
    void bareMovesAreMovesUnlessUsermoveWasAccepted() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant cfour", "force", "P@d1", "rejected usermove", "P@d2");
        List<String> lines = until(out, s, 1);
        assertEquals(2, s.session().state().ply(), lines.toString());
    }

    /** {@code hard} and {@code easy} turn the player's pondering on and off; {@code cores} sets its threads. */
    @Test
    void hardEasyAndCoresSetThePlayer() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "hard", "cores 1");
        until(out, s, 1);
        assertTrue(s.session().playerDescription().contains(" ponder=true"), s.session().playerDescription());
        assertTrue(s.session().playerDescription().contains(" threads=1"), s.session().playerDescription());
        send(s, "easy", "option Threads=2");
        until(out, s, 2);
        assertTrue(s.session().playerDescription().contains(" ponder=false"), s.session().playerDescription());
        assertTrue(s.session().playerDescription().contains(" threads=2"), s.session().playerDescription());
        send(s, "accepted debug", "option Player=pn-mcts", "hard", "option Nonsense=1");
        List<String> lines = until(out, s, 3);
        assertTrue(lines.contains("# pn-mcts does not ponder"), lines.toString());
        assertTrue(lines.contains("Error (unknown option Nonsense): option Nonsense=1"), lines.toString());
    }

    /** {@code cores} (which xboard sends before every game) keeps the keys of the player given with {@code --player}. */
    @Test
    void coresKeepsThePlayersOtherKeys() throws Exception {
        Lines out = new Lines();
        XboardSession s = new XboardSession(new EngineSession(EngineConfig.defaults().withDefaultPlayer(List.of("uct", "c=0.5",
                "movetime=1.5"))), pool, out, CommandQueue.InputLimit.DEFAULT, CommandQueue.WhenFull.CLOSE,
                QueueMemory.unbounded());
        send(s, "protover 2", "cores 1");
        List<String> lines = until(out, s, 1);
        assertTrue(lines.contains("feature option=\"Player -string uct c=0.5 movetime=1.5\""), lines.toString());
        String d = s.session().playerDescription();
        assertTrue(d.startsWith("uct ") && d.contains(" c=0.5") && d.contains(" threads=1") && d.contains(" movetime=1.5"), d);
    }

    /** On ten ranks xboard counts them from 0: pnengine's a1 is xboard's a0. */
    @Test
    void tenRankBoardsCountRanksFromZero() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant connect4_1x10", "usermove P@a0");
        assertEquals("move P@a1", out.await("move ", 10_000), "a one-column board: every move is forced");
        send(s, "usermove P@a1");
        List<String> lines = until(out, s, 1);
        assertTrue(lines.get(lines.size() - 2).startsWith("Illegal move ('P@a1' names no move here: xboard numbers"),
                lines.toString());
        assertEquals(2, s.session().state().ply());
    }

    @Test
    void quitMovesNowAndCloses() throws Exception {
        Lines out = new Lines();
        XboardSession s = open(out);
        send(s, "new", "variant breakthrough", "st 60", "go");
        long t0 = System.nanoTime();
        while (!s.session().isSearching() && System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10)) Thread.sleep(2);
        send(s, "quit");
        while (!out.closed && System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10)) Thread.sleep(2);
        assertTrue(out.closed);
        assertNull(out.await("Error", 0));
    }
}
