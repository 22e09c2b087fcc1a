package org.pnengine.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The two meters behind {@code cputime}, and the helper threads' CPU reaching a session's meter. */
class CpuMeterTest {

    /** Burns CPU on the calling thread for about {@code millis} of wall time; returns junk. */
    private static long spin(long millis) {
        long end = System.nanoTime() + millis * 1_000_000L;
        long x = 1;
        while (System.nanoTime() < end) x = x * 6364136223846793005L + 1442695040888963407L;
        return x;
    }

    @Test
    void perSessionCountsCommandsAndHelpersOnly() {
        CpuMeter m = CpuMeter.perSession();
        assertEquals(0, m.nanos());
        spin(30);   // outside a command: not counted
        assertEquals(0, m.nanos());
        long token = m.commandStarted();
        spin(30);
        m.commandEnded(token);
        long afterCommand = m.nanos();
        assertTrue(afterCommand > 0, "a busy command is counted");
        m.addHelperNanos(5_000_000);
        m.addHelperNanos(-7);   // ignored: a meter never goes back
        assertEquals(afterCommand + 5_000_000, m.nanos());
    }

    @Test
    void processCountsEveryThread() throws Exception {
        CpuMeter m = CpuMeter.process();
        long before = m.nanos();
        assertTrue(before > 0, "the JVM has used some CPU by now");
        Thread t = new Thread(() -> spin(50));
        t.start();
        t.join();
        assertTrue(m.nanos() > before, "another thread's work is counted");
    }

    /**
     * A player searching on two threads charges its helper's CPU to the session's meter; on one
     * thread there is no helper, and nothing is charged outside a command.
     */
    @Test
    void helperThreadsOfThePlayerAreChargedToTheSession() throws Exception {
        EngineSession two = new EngineSession(EngineConfig.defaults(), CpuMeter.perSession());
        two.configurePlayer("mcts-solver", List.of("threads=2", "playouts=20000", "seed=3", "book=none"));
        two.genmove(two.state().toMove(), true);
        assertTrue(two.cpuMeter().nanos() > 0, "the helper search's CPU time was charged");

        EngineSession one = new EngineSession(EngineConfig.defaults(), CpuMeter.perSession());
        one.configurePlayer("mcts-solver", List.of("threads=1", "playouts=20000", "seed=3", "book=none"));
        one.genmove(one.state().toMove(), true);
        assertEquals(0, one.cpuMeter().nanos(), "no helper; the caller's thread is the transport's to count");
    }
}
