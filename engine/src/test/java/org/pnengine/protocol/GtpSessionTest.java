package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pnengine.TestTime;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;

/** The transport-neutral session: ordering, errors, quit, end of input, stop, disconnect. */
class GtpSessionTest {

    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void tearDown() {
        pool.shutdownNow();
    }

    /** Collects what the session writes; {@link #writable} stands for a client that reads (or not). */
    static final class Collector implements CommandQueue.Sink {
        final StringBuffer out = new StringBuffer();
        volatile boolean closed;
        volatile boolean writable = true;

        @Override
        public boolean writable() {
            return writable;
        }

        @Override
        public void write(String text) {
            out.append(text);
        }

        @Override
        public void close() {
            closed = true;
        }

        String awaitContaining(String s) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!out.toString().contains(s) && System.nanoTime() < end) Thread.sleep(2);
            return out.toString();
        }
    }

    private GtpSession newSession(Collector c) {
        return new GtpSession(new EngineSession(EngineConfig.defaults()), CommandRegistry.builtin(), pool, c);
    }

    private GtpSession newSession(Collector c, CommandQueue.InputLimit limit, CommandQueue.WhenFull whenFull) {
        return new GtpSession(new EngineSession(EngineConfig.defaults()), CommandRegistry.builtin(), pool, c, limit, whenFull);
    }

    private static void awaitSearch(GtpSession s) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!s.session().isSearching() && System.nanoTime() < end) Thread.sleep(1);
        assertTrue(s.session().isSearching(), "the search started");
    }

    /**
     * A line beyond the bound on waiting commands (here 5, behind a long solve) cancels the
     * search, drops what waits, is answered with a last line and closes the connection.
     */
    @Test
    void aLineBeyondTheInputBoundClosesTheConnectionWithALastLine() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c, new CommandQueue.InputLimit(5, 1_000_000), CommandQueue.WhenFull.CLOSE);
        s.onLine("1 solve algorithm=pns time=60");
        awaitSearch(s);
        for (int i = 2; i <= 6; i++) s.onLine(i + " name");
        assertEquals("", c.out.toString(), "five commands may wait");
        assertFalse(c.closed);
        s.onLine("7 name");
        assertTrue(c.closed);
        assertEquals("? queue full: more than 5 commands or 1000000 bytes waiting; closing the connection\n\n",
                c.out.toString());
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (s.session().isSearching() && System.nanoTime() < end) Thread.sleep(1);
        assertFalse(s.session().isSearching(), "the solve was cancelled");
        Thread.sleep(50);
        assertEquals("? queue full: more than 5 commands or 1000000 bytes waiting; closing the connection\n\n",
                c.out.toString(), "nothing after the last line");
    }

    /** The bound counts the memory a waiting line takes: its characters and the bookkeeping around them. */
    @Test
    void theInputBoundCountsTheMemoryOfWaitingLines() throws Exception {
        assertEquals(CommandQueue.LINE_OVERHEAD_BYTES + 20, CommandQueue.memoryOf("2 known_command play"));
        assertEquals(CommandQueue.LINE_OVERHEAD_BYTES + 6, CommandQueue.memoryOf("name \u00e9"), "Latin-1: a byte a character");
        assertEquals(CommandQueue.LINE_OVERHEAD_BYTES + 12, CommandQueue.memoryOf("name \u2603"), "beyond: two bytes each");
        Collector c = new Collector();
        GtpSession s = newSession(c, new CommandQueue.InputLimit(1000, 2 * CommandQueue.memoryOf("2 known_command play")),
                CommandQueue.WhenFull.CLOSE);
        s.onLine("1 solve algorithm=pns time=60");
        awaitSearch(s);
        s.onLine("2 known_command play");
        s.onLine("3 known_command play");
        assertFalse(c.closed, "two lines fit exactly");
        s.onLine("4 known_command play");
        assertTrue(c.closed);
        assertEquals("? queue full: more than 1000 commands or 232 bytes waiting; closing the connection\n\n", c.out.toString());
    }

    /**
     * The sessions of one server share one {@link QueueMemory}: once their waiting lines fill it, a
     * session with a line waiting is closed on its next one, while a session whose queue is empty
     * may always queue one. The memory is given back as lines run or are dropped.
     */
    @Test
    void sessionsShareOneQueueMemory() throws Exception {
        QueueMemory shared = new QueueMemory(1000);
        CommandQueue.InputLimit own = new CommandQueue.InputLimit(10_000, 1 << 20);
        Collector ca = new Collector();
        Collector cb = new Collector();
        GtpSession a = new GtpSession(new EngineSession(EngineConfig.defaults()), CommandRegistry.builtin(), pool, ca, own,
                CommandQueue.WhenFull.CLOSE, shared);
        GtpSession b = new GtpSession(new EngineSession(EngineConfig.defaults()), CommandRegistry.builtin(), pool, cb, own,
                CommandQueue.WhenFull.CLOSE, shared);
        a.onLine("1 solve algorithm=pns time=60");
        b.onLine("1 solve algorithm=pns time=60");
        awaitSearch(a);
        awaitSearch(b);
        long line = CommandQueue.memoryOf("2 name");
        int fit = (int) (1000 / line);
        for (int i = 0; i < fit; i++) a.onLine("2 name");
        assertFalse(ca.closed);
        assertEquals(fit * line, shared.used());
        b.onLine("2 name");
        assertFalse(cb.closed, "a session's first waiting line always fits");
        b.onLine("3 name");
        assertTrue(cb.closed);
        assertEquals("? queue full: the commands waiting on all the server's connections fill its 1000 bytes;"
                + " closing the connection\n\n", cb.out.toString());
        assertEquals(fit * line, shared.used(), "b's dropped line was given back");
        a.onDisconnect();
        assertEquals(0, shared.used(), "a's waiting lines were given back");
    }

    /**
     * Over a transport where a client that stops sending may have gone (TCP), a search that is
     * the client's last command stops at once when the input ends, and answers what it has.
     */
    @Test
    void endOfInputStopsTheLastSearchOfAClientThatMayBeGone() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("1 solve algorithm=pns time=60");
        awaitSearch(s);
        long t0 = System.nanoTime();
        s.onEndOfInput(true);
        String out = c.awaitContaining("\n\n");
        assertTrue(out.matches("=1 unknown \\S+ nodes=.* stop=cancelled algorithm=pns\n\n"), out);
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5), "answered at once");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!c.closed && System.nanoTime() < end) Thread.sleep(2);
        assertTrue(c.closed);
    }

    /**
     * With commands behind it, the search runs to its own limit: the client shows it still reads.
     * The last command, if it searches, stops as soon as it starts.
     */
    @Test
    void endOfInputLetsSearchesRunWhileCommandsFollowThem() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("1 solve algorithm=pns time=0.3");
        s.onLine("2 name");
        s.onLine("3 solve algorithm=pns time=60");
        awaitSearch(s);
        long t0 = System.nanoTime();
        s.onEndOfInput(true);
        String out = c.awaitContaining("=3 ");
        assertTrue(out.matches("=1 unknown \\S+ nodes=.* stop=time algorithm=pns\n\n=2 pnengine\n\n"
                + "=3 unknown \\S+ nodes=.* stop=cancelled algorithm=pns\n\n"), out);
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(20), "the last solve did not run its minute");
        // Without the transport's doubt (stdio), every command runs in full.
        Collector d = new Collector();
        GtpSession t = newSession(d);
        t.onLine("1 solve algorithm=pns time=0.3");
        awaitSearch(t);
        t.onEndOfInput(false);
        assertTrue(d.awaitContaining("\n\n").matches("=1 unknown \\S+ nodes=.* stop=time algorithm=pns\n\n"), d.out.toString());
    }

    /**
     * A transport that can wait (stdio's reader) never overflows: a line beyond the bound waits
     * until commands have run. A {@code stop} so held back stops the search at once all the same.
     */
    @Test
    void aWaitingTransportWaitsForRoomAndStopStillActsAtOnce() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c, new CommandQueue.InputLimit(2, 1_000_000), CommandQueue.WhenFull.WAIT);
        s.onLine("1 solve algorithm=pns time=60");
        awaitSearch(s);
        s.onLine("2 name");
        s.onLine("3 name");
        CompletableFuture<Void> held = CompletableFuture.runAsync(
                () -> s.onLine("4 name"), pool);
        Thread.sleep(100);
        assertFalse(held.isDone(), "two commands wait: no room for a third");
        assertTrue(s.session().isSearching());
        s.session().cancelSearch();
        held.get(10, TimeUnit.SECONDS);
        assertTrue(c.awaitContaining("=4 pnengine\n\n").matches(
                "(?s)=1 unknown .* stop=cancelled algorithm=pns\n\n=2 pnengine\n\n=3 pnengine\n\n=4 pnengine\n\n"), c.out.toString());

        // Full again behind a solve: the stop line itself is held back, and ends the solve first.
        c.out.setLength(0);
        s.onLine("5 solve algorithm=pns time=60");
        awaitSearch(s);
        s.onLine("6 name");
        s.onLine("7 name");
        long t0 = System.nanoTime();
        CompletableFuture.runAsync(() -> s.onLine("8 stop"), pool).get(10, TimeUnit.SECONDS);
        assertTrue(c.awaitContaining("=8 \n\n").matches(
                "(?s)=5 unknown .* stop=cancelled algorithm=pns\n\n=6 pnengine\n\n=7 pnengine\n\n=8 \n\n"), c.out.toString());
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5), "the stop ended the solve");
        assertFalse(c.closed);
    }

    /**
     * While the client does not take its replies, no command starts; they run, in order, once
     * it does again. A streamed reply skips its progress lines meanwhile, never its result.
     */
    @Test
    void noCommandStartsWhileTheOutputIsNotWritable() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        c.writable = false;
        s.onLine("1 name");
        s.onLine("2 protocol_version");
        Thread.sleep(100);
        assertEquals("", c.out.toString());
        c.writable = true;
        s.onWritable();
        assertEquals("=1 pnengine\n\n=2 2\n\n", c.awaitContaining("=2 2\n\n"));
        c.out.setLength(0);
        // Not writable while the solve runs: its progress line (due after a second) is skipped.
        s.onLine("3 solve algorithm=pns time=1.6 progress=1");
        awaitSearch(s);
        c.writable = false;
        s.onLine("4 name");
        String out = c.awaitContaining("stop=");
        Thread.sleep(100);
        assertTrue(c.out.toString().matches("=3\nunknown [1-7] nodes=\\d+ .* stop=(time|memory) algorithm=pns\n\n"), out);
        c.writable = true;
        s.onWritable();
        assertTrue(c.awaitContaining("=4 pnengine\n\n").endsWith("\n\n=4 pnengine\n\n"));
    }

    @Test
    void pipelinedCommandsAreAnsweredInOrder() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        StringBuilder expected = new StringBuilder();
        for (int i = 1; i <= 300; i++) {
            s.onLine(i + " protocol_version");
            expected.append('=').append(i).append(" 2\n\n");
            if (i % 50 == 0) {
                s.onLine(i + " no_such_command");
                expected.append('?').append(i).append(" unknown command\n\n");
            }
        }
        s.onLine("999 name");
        expected.append("=999 pnengine\n\n");
        assertEquals(expected.toString(), c.awaitContaining("=999 pnengine\n\n"));
    }

    @Test
    void quitAnswersThenClosesAndDropsTheRest() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("1 quit");
        s.onLine("2 name");
        c.awaitContaining("=1 \n\n");
        Thread.sleep(50);
        assertEquals("=1 \n\n", c.out.toString());
        assertTrue(c.closed);
    }

    @Test
    void endOfInputFinishesQueuedCommandsThenCloses() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("play b 4");
        s.onLine("pn-position");
        s.onEndOfInput();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!c.closed && System.nanoTime() < end) Thread.sleep(2);
        assertTrue(c.closed);
        assertEquals("= \n\n= ......./......./......./......./......./...x... o\n\n", c.out.toString());
    }

    /**
     * {@code cputime} is a non-negative decimal with three places, as GNU Go writes it, and a busy
     * genmove raises it (this session's meter counts the commands it runs).
     */
    @Test
    void cputimeCountsThisSessionsCommands() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("1 cputime");
        s.onLine("2 pn-player mcts-solver playouts=30000 threads=1 seed=1 book=none endgame=0");
        s.onLine("3 genmove b");
        s.onLine("4 cputime");
        s.onLine("5 cputime 1");
        String out = c.awaitContaining("?5 ");
        Matcher m = Pattern
                .compile("=1 (\\d+\\.\\d{3})\n\n=2 .*\n\n=3 \\d\n\n=4 (\\d+\\.\\d{3})\n\n"
                        + "\\?5 syntax error: cputime takes no arguments, got 1\n\n")
                .matcher(out);
        assertTrue(m.matches(), out);
        assertTrue(Double.parseDouble(m.group(2)) > Double.parseDouble(m.group(1)), out);
    }

    @Test
    void overlongLineGetsAnErrorInOrder() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("1 name");
        s.onLineTooLong(100);
        s.onLine("2 name");
        assertEquals("=1 pnengine\n\n? line too long: the limit is 100 bytes\n\n=2 pnengine\n\n",
                c.awaitContaining("=2 pnengine"));
    }

    @Test
    void badInputNeverBreaksTheSession() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        List<String> garbage = new ArrayList<>(List.of("\u0000\u0001\u0002", "\uFFFD\uFFFD", "42",
                "play", "play b", "play b 4 5", "play q 4", "play b z", "play b 0", "genmove",
                "boardsize x", "time_settings -1 0 0", "setboard ???", "komi abc", "undo", "final_score"));
        for (String g : garbage) s.onLine(g);
        s.onLine("77 name");
        String out = c.awaitContaining("=77 pnengine");
        // Every bad line produced exactly one failure and the session is alive.
        long failures = out.lines().filter(l -> l.startsWith("?")).count();
        // The first line is only control characters, so it is ignored; every other one fails.
        assertEquals(garbage.size() - 1, failures, out);
        assertTrue(out.contains("? syntax error: play takes 2 arguments (color move), got 0"), out);
        assertTrue(out.contains("? cannot undo"), out);
        assertTrue(out.contains("? cannot score"), out);
    }

    @Test
    void stopLineCancelsTheRunningSolveAndIsAnsweredInTurn() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        // The empty 7x6 board is far beyond a minute of PNS.
        s.onLine("1 solve algorithm=pns time=60");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!s.session().isSearching() && System.nanoTime() < end) Thread.sleep(1);
        long t0 = System.nanoTime();
        s.onLine("2 stop");
        String out = c.awaitContaining("=2 \n\n");
        long ms = (System.nanoTime() - t0) / 1_000_000;
        // The move is the one the search favoured when stopped, or - if it had not expanded the root.
        assertTrue(out.matches("(?s)=1 unknown [1-7-] nodes=.*"), out);
        assertTrue(out.contains(" stop=cancelled algorithm=pns\n\n=2 \n\n"), out);
        // The stop, not the minute, ended it ("cancelled"), and soon: TestTime's slack for a busy machine.
        assertTrue(ms < TestTime.slack(1000), "stop took " + ms + " ms");
    }

    /**
     * {@code solve progress=1} streams: the head, progress lines about once a second, then the
     * result line and the empty line. A line sent meanwhile does not end it (unlike analysis):
     * it is answered after the solve, in order.
     */
    @Test
    void solveWithProgressStreamsProgressLinesThenTheResult() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("5 solve algorithm=pns time=2.3 memory=1500 progress=1");
        s.onLine("6 name");
        String out = c.awaitContaining("=6 pnengine\n\n");
        String[] lines = out.split("\n", -1);
        assertEquals("=5", lines[0], out);
        int i = 1;
        Pattern progress = Pattern.compile("progress nodes=\\d+ expanded=\\d+ tree=\\d+ time=(\\d+\\.\\d) pn=\\S+ dn=\\S+");
        while (lines[i].startsWith("progress ")) {
            Matcher m = progress.matcher(lines[i]);
            assertTrue(m.matches(), lines[i]);
            // One a second by the solve's own clock (a busy machine can only make lines later):
            // the i-th at i s or after (times are rounded to a tenth).
            assertTrue(Double.parseDouble(m.group(1)) >= i - 0.05, "line " + i + " came early: " + out);
            i++;
        }
        assertTrue(i - 1 >= 1, "a progress line within the 2.3 s: " + out);
        // The time limit ends it, or the memory cap first where nodes come fast and the heap is small.
        assertTrue(lines[i].matches("unknown [1-7] nodes=\\d+ .* stop=(time|memory) algorithm=pns"), out);
        assertEquals("", lines[i + 1], out);
        assertEquals("=6 pnengine", lines[i + 2], out);
    }

    @Test
    void disconnectCancelsTheSearchAndDropsQueuedCommands() throws Exception {
        Collector c = new Collector();
        GtpSession s = newSession(c);
        s.onLine("1 solve algorithm=pns time=60");
        s.onLine("2 name");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!s.session().isSearching() && System.nanoTime() < end) Thread.sleep(1);
        long t0 = System.nanoTime();
        s.onDisconnect();
        // The solve has a minute: only the disconnect ends it within 20 s, and it should do so
        // within 300 ms, times TestTime's slack for a busy machine.
        while (s.session().isSearching() && System.nanoTime() - t0 < 20_000_000_000L) Thread.sleep(1);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < TestTime.slack(300), "the search ran on for " + ms + " ms after the disconnect");
        Thread.sleep(50);
        assertEquals("", c.out.toString(), "nothing may be written to a closed connection");
    }
}
