package org.pnengine.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.search.Threads;

/**
 * The CPU time a session has used, as GTP's {@code cputime} reports it. What counts depends on
 * the transport, which chooses the meter when it makes the {@link EngineSession}:
 * <ul>
 *   <li>{@link #process()}: over stdio the session is the whole process, so the meter reads the
 *       JVM process's CPU time (every thread, the JIT and the garbage collector included), as
 *       GNU Go's {@code getrusage} does;</li>
 *   <li>{@link #perSession()}: a server holds many sessions, so the meter adds up the CPU time of
 *       the thread running each of the session's commands, from the command's start to its end
 *       ({@link #commandStarted()}, {@link #commandEnded(long)}), and the CPU time a player's
 *       helper threads spent on the session's searches ({@link #addHelperNanos(long)}).</li>
 * </ul>
 * Implementations are safe to call from any thread.
 */
public interface CpuMeter {

    /** The CPU time used so far, in nanoseconds; never negative, never decreasing. */
    long nanos();

    /**
     * One of the session's commands starts on the calling thread.
     *
     * @return what {@link #commandEnded(long)} needs when the command ends, on the same thread
     */
    default long commandStarted() {
        return 0;
    }

    /** The command begun with {@code token} ends on the calling thread. */
    default void commandEnded(long token) {
    }

    /** Counts CPU time spent for the session on other threads (a player's helper searches). */
    default void addHelperNanos(long nanos) {
    }

    /** The JVM process's CPU time, every thread together (0 where the JVM cannot tell). */
    static CpuMeter process() {
        // The management beans cost a start-up tens of milliseconds: read only when asked.
        return () -> ProcessCpu.nanos();
    }

    /** The process's CPU time, its management bean looked up at the first reading. */
    final class ProcessCpu {

        private static final OperatingSystemMXBean OS = ManagementFactory.getOperatingSystemMXBean();

        private ProcessCpu() {
        }

        static long nanos() {
            return OS instanceof com.sun.management.OperatingSystemMXBean sun ? Math.max(0, sun.getProcessCpuTime()) : 0;
        }
    }

    /** The CPU time of one session's commands and of its players' helper threads. */
    static CpuMeter perSession() {
        return new PerSession();
    }

    /** See {@link #perSession()}. Thread CPU time that the JVM cannot measure counts as 0. */
    final class PerSession implements CpuMeter {

        private final AtomicLong used = new AtomicLong();

        private PerSession() {
        }

        @Override
        public long nanos() {
            return used.get();
        }

        @Override
        public long commandStarted() {
            return Threads.cpuNanos();
        }

        @Override
        public void commandEnded(long token) {
            used.addAndGet(Math.max(0, Threads.cpuNanos() - token));
        }

        @Override
        public void addHelperNanos(long nanos) {
            if (nanos > 0) used.addAndGet(nanos);
        }
    }
}
