package org.pnengine.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The two things about threads that searches, sessions, matches and benchmarks all need: pools of
 * daemon threads (which never keep the JVM alive once the command line or the server is done) and
 * the CPU time of the calling thread (which a busy, shared machine disturbs far less than wall
 * time).
 */
public final class Threads {

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIME = MX.isCurrentThreadCpuTimeSupported();

    private Threads() {
    }

    /** A factory of daemon threads named {@code name-1}, {@code name-2}, ... in the order made. */
    public static ThreadFactory daemons(String name) {
        return daemons(name, 0);
    }

    /**
     * As {@link #daemons(String)}, with stacks of {@code stackBytes} (0: the platform's default),
     * for searches that recurse as deep as their longest path.
     */
    public static ThreadFactory daemons(String name, long stackBytes) {
        AtomicInteger made = new AtomicInteger();
        return r -> {
            Thread t = new Thread(null, r, name + "-" + made.incrementAndGet(), stackBytes);
            t.setDaemon(true);
            return t;
        };
    }

    /** Whether this JVM measures the CPU time of a thread; where it does not, {@link #cpuNanos()} is 0. */
    public static boolean cpuTimeSupported() {
        return CPU_TIME;
    }

    /** The CPU time the calling thread has used, in nanoseconds, or 0 where the JVM cannot measure it. */
    public static long cpuNanos() {
        return CPU_TIME ? MX.getCurrentThreadCpuTime() : 0;
    }
}
