package org.pnengine.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The current thread's CPU time, which a shared, busy machine disturbs far less than wall time.
 * Falls back to wall time where the JVM cannot measure thread CPU time.
 */
final class CpuClock {

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = MX.isCurrentThreadCpuTimeSupported();

    private CpuClock() {
    }

    /** Nanoseconds of CPU used by the calling thread (or wall nanoseconds if unsupported). */
    static long nanos() {
        return SUPPORTED ? MX.getCurrentThreadCpuTime() : System.nanoTime();
    }

    static boolean isCpuTime() {
        return SUPPORTED;
    }
}
