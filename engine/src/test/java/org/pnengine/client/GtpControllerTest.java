package org.pnengine.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The controller against canned replies (exact bytes), piped streams and a mocked transport:
 * framing, ids, the four kinds of failure, and what happens to the engine after each.
 */
@Timeout(30)
class GtpControllerTest {

    private static final long SECOND = 1_000;

    /** A controller over a scripted engine that writes {@code outputs[i]} on the i-th command. */
    private static GtpController canned(int maxReply, String... outputs) {
        return GtpController.start(new ScriptedEngine(outputs).transport(), "scripted", maxReply);
    }

    private static GtpController canned(String... outputs) {
        return canned(GtpController.DEFAULT_MAX_REPLY_BYTES, outputs);
    }

    private static GtpFailure failure(GtpController c, String command) {
        return assertThrows(GtpFailure.class, () -> c.send(command, SECOND));
    }

    @Test
    void numbersCommandsAndReadsRepliesWithOrWithoutIds() throws Exception {
        ScriptedEngine engine = new ScriptedEngine("=1 Fake\n\n", "= 2\n\n", "?3 unknown command\n\n",
                "\n=4 \nplay\nquit\n\n", "=5 true\n\n", "=006 x\r\n\r\n", "");
        GtpController c = GtpController.start(engine.transport(), "scripted");
        assertEquals(new GtpReply(true, "Fake"), c.send("name", SECOND));
        assertEquals(new GtpReply(true, "2"), c.send("protocol_version", SECOND), "a reply without an id");
        assertEquals(new GtpReply(false, "unknown command"), c.send("frobnicate", SECOND));
        assertEquals(List.of("play", "quit"), c.listCommands(SECOND), "multi-line, after a stray blank line");
        assertTrue(c.knownCommand("play", SECOND));
        assertEquals("x", c.call("anything", SECOND), "leading zeros in the id, CRLF line ends");
        assertEquals(List.of("1 name", "2 protocol_version", "3 frobnicate", "4 list_commands", "5 known_command play",
                "6 anything"), engine.received());
        assertTrue(c.isUsable());
    }

    @Test
    void aRefusalIsANormalReplyUnlessTheCommandMustSucceed() throws Exception {
        GtpController c = canned("?1 illegal move\n\n", "?2 unknown command\n\n", "=3 \n\n");
        GtpFailure f = assertThrows(GtpFailure.class, () -> c.call("play b z9", SECOND));
        assertEquals(GtpFailure.Kind.REFUSED, f.kind());
        assertEquals("the engine refused 'play b z9': ? illegal move", f.getMessage());
        assertFalse(c.knownCommand("set_game", SECOND), "a refused known_command means no");
        assertTrue(c.isUsable(), "a refusal leaves the engine usable");
        assertEquals("", c.call("clear_board", SECOND));
    }

    @Test
    void framingErrorsGiveTheEngineUp() {
        assertEquals(GtpFailure.Kind.PROTOCOL, failure(canned("=2 c3\n\n"), "genmove b").kind(), "another id");
        assertEquals(GtpFailure.Kind.PROTOCOL, failure(canned("c3\n\n"), "genmove b").kind(), "no = or ?");
        assertEquals(GtpFailure.Kind.PROTOCOL, failure(canned("=1 c3\n"), "genmove b").kind(),
                "output ends inside the reply");
        assertEquals(GtpFailure.Kind.GONE, failure(canned(""), "genmove b").kind(), "output ends before the reply");
        byte[] junk = new byte[200];
        new SplittableRandom(7).nextBytes(junk);
        junk[0] = 0x02;
        GtpController binary = canned(new String(junk, StandardCharsets.ISO_8859_1));
        GtpFailure f = failure(binary, "genmove b");
        assertTrue(f.kind() == GtpFailure.Kind.PROTOCOL, f.getMessage());
        assertTrue(f.getMessage().startsWith("the reply to 'genmove b' must start with = or ?, got '?"), f.getMessage());
        assertFalse(binary.isUsable());
        GtpFailure again = failure(binary, "name");
        assertEquals(GtpFailure.Kind.PROTOCOL, again.kind(), "every later command fails the same way");
        assertTrue(again.getMessage().contains("earlier failure"), again.getMessage());
    }

    @Test
    void overlongRepliesAreCut() {
        String endless = "=1 " + "x".repeat(5000);
        assertEquals(GtpFailure.Kind.PROTOCOL, failure(canned(1024, endless), "genmove b").kind(),
                "one line over the cap, never ended");
        String manyLines = "=1 \n" + "line\n".repeat(300) + "\n";
        GtpFailure f = failure(canned(1024, manyLines), "list_commands");
        assertEquals(GtpFailure.Kind.PROTOCOL, f.kind());
        assertTrue(f.getMessage().contains("longer than 1024 bytes"), f.getMessage());
        // the same reply under the default cap is fine
        assertTrue(assertDoesNotFail(() -> canned(manyLines).listCommands(SECOND)).size() == 300);
    }

    private static <T> T assertDoesNotFail(Callable<T> c) {
        try {
            return c.call();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private interface Callable<T> {
        T call() throws Exception;
    }

    @Test
    void outputNobodyAskedForIsAFramingError() throws Exception {
        GtpController c = canned("=1 c3\n\n= surprise\n\n", "=2 \n\n");
        assertEquals("c3", c.call("genmove b", SECOND));
        Thread.sleep(50);   // let the reader queue the second reply
        GtpFailure f = failure(c, "play w a1");
        assertEquals(GtpFailure.Kind.PROTOCOL, f.kind());
        assertTrue(f.getMessage().contains("'= surprise' when no command was waiting"), f.getMessage());
    }

    /** A hung engine: nothing comes back. The controller gives up after the timeout and kills it. */
    @Test
    void aHungEngineTimesOutAndIsKilled() throws Exception {
        ScriptedEngine engine = new ScriptedEngine("=1 ok\n\n", null);
        Transport t = mock(Transport.class);
        when(t.input()).thenReturn(engine.input());
        when(t.output()).thenReturn(engine.output());
        GtpController c = GtpController.start(t, "mock");
        assertEquals("ok", c.call("name", SECOND));
        verify(t, never()).kill();
        long t0 = System.nanoTime();
        GtpFailure f = assertThrows(GtpFailure.class, () -> c.send("pn-auth s3cret-token", 150));
        double ms = (System.nanoTime() - t0) / 1e6;
        assertEquals(GtpFailure.Kind.TIMEOUT, f.kind());
        assertTrue(ms >= 140, "waited for the timeout: " + ms);
        assertEquals("no reply to 'pn-auth ***' within 0.150 s", f.getMessage(), "a token never shows");
        verify(t).kill();
        assertFalse(c.isUsable());
        assertEquals(GtpFailure.Kind.TIMEOUT, failure(c, "name").kind(), "a late reply is never taken for another's");
        assertEquals(List.of("1 name", "2 pn-auth s3cret-token"), engine.received(), "nothing was sent after it");
    }

    @Test
    void aBrokenPipeMeansTheEngineIsGone() {
        Transport t = Transport.of(new ScriptedEngine().input(), new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        });
        GtpFailure f = failure(GtpController.start(t, "broken"), "name");
        assertEquals(GtpFailure.Kind.GONE, f.kind());
        assertTrue(f.getMessage().contains("Broken pipe"), f.getMessage());
    }

    @Test
    void commandsAreSingleLines() {
        GtpController c = canned("");
        assertThrows(IllegalArgumentException.class, () -> c.send("name\nquit", SECOND));
    }

    @Test
    void redactsOnlyTheAuthToken() {
        assertEquals("pn-auth ***", GtpController.redact("pn-auth abc"));
        assertEquals("PN-AUTH ***", GtpController.redact(" PN-AUTH abc def"));
        assertEquals("play b c3", GtpController.redact("play b c3"));
        assertEquals("pn-auth", GtpController.redact("pn-auth"));
    }

    /** The fake engine in-process over piped streams: a whole game of tic-tac-toe. */
    @Test
    void drivesAWholeGameOverPipedStreams() throws Exception {
        PipedInputStream engineIn = new PipedInputStream();
        PipedOutputStream commands = new PipedOutputStream(engineIn);
        PipedInputStream replies = new PipedInputStream();
        PipedOutputStream engineOut = new PipedOutputStream(replies);
        FakeEngine fake = new FakeEngine(engineIn, engineOut, List.of("seed=5"));
        Thread engine = new Thread(() -> {
            try {
                fake.run();
                engineOut.close();
            } catch (IOException ignored) {
                // the test ended
            }
        });
        engine.start();
        GtpController c = GtpController.start(Transport.of(replies, commands), "piped");
        c.call("set_game tic_tac_toe", SECOND);
        String b = c.call("genmove b", SECOND);
        String w = c.call("genmove w", SECOND);
        assertFalse(b.equals(w), "two different cells");
        assertEquals(GtpFailure.Kind.REFUSED, assertThrows(GtpFailure.class, () -> c.call("play b " + b, SECOND)).kind());
        assertEquals("cannot score", c.send("final_score", SECOND).text());
        c.quit();
        engine.join(5_000);
        assertFalse(engine.isAlive(), "the engine ended on quit");
        assertEquals(List.of("set_game tic_tac_toe", "genmove b", "genmove w", "play b " + b, "final_score", "quit"),
                fake.log);
    }

    /** A slow engine is waited for up to the command's time limit, and given up after it. */
    @Test
    void aSlowEngineIsWaitedForUpToTheLimit() throws Exception {
        try (FakeEngineServer server = new FakeEngineServer(List.of("slow=300"))) {
            GtpController c = EngineAddress.parse("tcp://127.0.0.1:" + server.port()).open(EngineAddress.Options.defaults());
            c.call("set_game tic_tac_toe", 10 * SECOND);
            long t0 = System.nanoTime();
            c.call("genmove b", 10 * SECOND);
            assertTrue((System.nanoTime() - t0) / 1e6 >= 290, "it took its time");
            GtpFailure f = assertThrows(GtpFailure.class, () -> c.call("genmove w", 100));
            assertEquals(GtpFailure.Kind.TIMEOUT, f.kind());
            assertFalse(c.isUsable());
        }
    }
}
