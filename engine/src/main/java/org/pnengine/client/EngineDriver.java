package org.pnengine.client;

/**
 * What driving an engine takes whatever its protocol ({@link GtpController} for GTP,
 * {@link LineController} for the protocols whose lines carry no framing): the
 * {@link Transport}, a daemon thread that reads the engine's output, and giving the engine up.
 * The first failure that is not a normal answer kills the transport and is kept; every later
 * call fails the same way. Nothing here prints.
 */
abstract class EngineDriver implements AutoCloseable {

    final Transport transport;
    /** Closed by its user or given up: the reader thread stops. */
    volatile boolean closed;
    /** The failure that gave the engine up, or null. */
    GtpFailure failed;

    EngineDriver(Transport transport) {
        this.transport = transport;
    }

    /** Starts the reader thread of {@code driver}, named {@code threadName}; returns the driver. */
    static <D extends EngineDriver> D started(D driver, String threadName) {
        Thread reader = new Thread(driver::read, threadName);
        reader.setDaemon(true);
        reader.start();
        return driver;
    }

    /** The reader thread: the engine's output into the driver's queue, until it ends or the driver closes. */
    abstract void read();

    /** Drops what the reader queued and nobody will read: the driver is closing. */
    void discardQueued() {
    }

    public Transport transport() {
        return transport;
    }

    /** Whether the engine can still be used: not closed, and not given up after a failure. */
    public synchronized boolean isUsable() {
        return !closed && failed == null;
    }

    /** Closes the transport without a word (a process gets its grace period to exit). */
    @Override
    public void close() {
        closed = true;
        discardQueued();
        transport.close();
    }

    /** Ends the engine at once: kills its process or resets its connection. */
    public void kill() {
        closed = true;
        discardQueued();
        transport.kill();
    }

    /** @throws GtpFailure of the earlier failure's kind if the engine was given up */
    void checkNotGivenUp() throws GtpFailure {
        if (failed != null) {
            throw new GtpFailure(failed.kind(), "the engine was given up after an earlier failure: " + failed.getMessage());
        }
    }

    /** Records the first fatal failure, gives the engine up, and returns the failure to throw. */
    GtpFailure fail(GtpFailure.Kind kind, String message, Throwable cause) {
        GtpFailure f = new GtpFailure(kind, message, cause);
        if (failed == null) failed = f;
        kill();
        return f;
    }
}
