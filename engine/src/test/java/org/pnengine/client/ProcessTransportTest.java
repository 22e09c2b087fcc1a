package org.pnengine.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The controller driving the fake engine as a real child process. */
@Timeout(60)
class ProcessTransportTest {

    private static final long SECOND = 1_000;

    private static GtpController start(String... options) throws IOException {
        return GtpController.start(ProcessTransport.start(ChildJava.command(FakeEngine.class.getName(), options),
                Duration.ofSeconds(2)), "fake");
    }

    private static Process process(GtpController c) {
        return ((ProcessTransport) c.transport()).process();
    }

    @Test
    void playsAndQuits() throws Exception {
        GtpController c = start();
        assertEquals("Fake Engine", c.call("name", 30 * SECOND));
        c.call("set_game tic_tac_toe", SECOND);
        c.call("play b b2", SECOND);
        String w = c.call("genmove w", SECOND);
        assertFalse(w.equals("b2"));
        assertTrue(c.transport().cpuMillis() > 0, "a child's CPU time is measured");
        c.quit();
        assertTrue(process(c).waitFor(10, TimeUnit.SECONDS));
        assertEquals(0, process(c).exitValue(), "it exited by itself on quit");
    }

    /** A crash is the engine gone, and the message quotes its exit code and its last stderr lines. */
    @Test
    void aCrashQuotesTheExitCodeAndStderr() throws Exception {
        GtpController c = start("fault=crash", "ply=1", "stderr=3");
        c.call("set_game tic_tac_toe", 30 * SECOND);
        c.call("play b a1", SECOND);
        GtpFailure f = assertThrows(GtpFailure.class, () -> c.call("genmove w", 5 * SECOND));
        assertEquals(GtpFailure.Kind.GONE, f.kind());
        assertTrue(f.getMessage().contains("exited with code 3"), f.getMessage());
        assertTrue(f.getMessage().contains("fake engine: noise line 2 | fake engine: crashing on purpose at ply 1"),
                f.getMessage());
        assertEquals(List.of("fake engine: noise line 0", "fake engine: noise line 1", "fake engine: noise line 2",
                "fake engine: crashing on purpose at ply 1"), ((ProcessTransport) c.transport()).stderrTail());
    }

    /** A hung engine is given up after its timeout, and its process is killed. */
    @Test
    void aHungProcessIsKilled() throws Exception {
        GtpController c = start("fault=hang", "ply=0");
        c.call("set_game tic_tac_toe", 30 * SECOND);
        GtpFailure f = assertThrows(GtpFailure.class, () -> c.call("genmove b", 300));
        assertEquals(GtpFailure.Kind.TIMEOUT, f.kind());
        assertTrue(process(c).waitFor(10, TimeUnit.SECONDS), "killed");
        assertTrue(process(c).exitValue() != 0);
    }

    /** Megabytes on stderr never block the engine: the transport drains it. */
    @Test
    void stderrNeverBlocks() throws Exception {
        GtpController c = start("stderr=100000");   // about 3 MB, far beyond a pipe's buffer
        assertEquals("Fake Engine", c.call("name", 30 * SECOND));
        assertEquals(ProcessTransport.TAIL_LINES, ((ProcessTransport) c.transport()).stderrTail().size());
        c.quit();
    }

    @Test
    void aMissingProgramCannotStart() {
        assertThrows(IOException.class, () -> ProcessTransport.start(List.of("/nonexistent/engine"), Duration.ofSeconds(1)));
    }
}
