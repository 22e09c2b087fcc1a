package org.pnengine.protocol;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The memory the queued input of many {@link GtpSession}s may take together: a server's
 * sessions share one, so that many connections each within their own {@link CommandQueue.InputLimit}
 * still cannot fill the heap. Thread-safe.
 */
public final class QueueMemory {

    private final long capacity;
    private final AtomicLong used = new AtomicLong();

    /** @param capacity the bytes all sessions' queued lines may take together */
    public QueueMemory(long capacity) {
        if (capacity < 1) throw new IllegalArgumentException("queue memory must be positive");
        this.capacity = capacity;
    }

    /** No bound beyond each session's own (one session over stdio, or tests). */
    public static QueueMemory unbounded() {
        return new QueueMemory(Long.MAX_VALUE);
    }

    public long capacity() {
        return capacity;
    }

    /** Bytes taken now. */
    public long used() {
        return used.get();
    }

    /** Takes {@code bytes} if that many are free; returns whether it did. */
    boolean take(long bytes) {
        while (true) {
            long u = used.get();
            if (u + bytes > capacity) return false;
            if (used.compareAndSet(u, u + bytes)) return true;
        }
    }

    /** Takes {@code bytes} whether or not they are free (a session's first waiting line always fits). */
    void force(long bytes) {
        used.addAndGet(bytes);
    }

    void give(long bytes) {
        used.addAndGet(-bytes);
    }
}
