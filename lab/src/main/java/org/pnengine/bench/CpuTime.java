package org.pnengine.bench;

import org.pnengine.search.Threads;

/**
 * The current thread's CPU time, which a shared, busy machine disturbs far less than wall time.
 * Falls back to wall time where the JVM cannot measure thread CPU time.
 */
final class CpuTime {

    private CpuTime() {
    }

    /** Nanoseconds of CPU used by the calling thread (or wall nanoseconds if unsupported). */
    static long nanos() {
        return Threads.cpuTimeSupported() ? Threads.cpuNanos() : System.nanoTime();
    }

    static boolean isCpuTime() {
        return Threads.cpuTimeSupported();
    }
}
