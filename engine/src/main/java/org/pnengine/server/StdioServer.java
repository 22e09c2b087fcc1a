package org.pnengine.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import org.pnengine.engine.CpuMeter;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.LineSession;
import org.pnengine.protocol.Protocols;
import org.pnengine.protocol.QueueMemory;

/**
 * The protocol on any pair of streams (stdin/stdout for the {@code stdio} command; pipes in
 * tests). The same session code as TCP (the protocol's {@link LineSession}) runs the commands. It returns after {@code quit}, or
 * at end of input once every command read has been answered.
 *
 * <p>The input is read on a thread of its own, so that {@code stop} is seen while commands wait.
 * When the session's {@link CommandQueue.InputLimit} is reached, that thread stops reading until
 * there is room again ({@link CommandQueue.WhenFull#WAIT}) (unlike TCP, which closes such a client): whoever runs the engine owns it,
 * and a script of commands piped in from a file must not be cut off. A reply waits until the
 * output stream takes it.
 *
 * <p>A reply that cannot be written (the reader of the output is gone) is a disconnect: the
 * search is cancelled, what waits is dropped, and {@link #run} returns. When the input ends with
 * commands still to answer, the {@link OutputProbe} is asked every {@value #PROBE_MILLIS} ms
 * whether anyone still reads the output; if not (a GUI that died closes both ends), that too is a
 * disconnect. So an engine whose GUI has gone never searches on.
 */
public final class StdioServer {

    /** How often the output is probed once the input has ended. */
    static final long PROBE_MILLIS = 1000;

    private final EngineConfig config;
    private final int maxLineBytes;
    private final OutputProbe probe;
    private final Protocols.Protocol protocol;

    /** A GTP server on streams whose reader cannot be probed (pipes in tests, say). */
    public StdioServer(EngineConfig config, int maxLineBytes) {
        this(config, maxLineBytes, OutputProbe.UNKNOWN);
    }

    /** A GTP server that asks {@code probe} whether its output is still read, once its input has ended. */
    public StdioServer(EngineConfig config, int maxLineBytes, OutputProbe probe) {
        this(config, maxLineBytes, probe, Protocols.GTP);
    }

    /** A server of {@code protocol}. */
    public StdioServer(EngineConfig config, int maxLineBytes, OutputProbe probe, Protocols.Protocol protocol) {
        this.config = config;
        this.maxLineBytes = maxLineBytes;
        this.probe = probe;
        this.protocol = protocol;
    }

    /** Serves until {@code quit} or end of input. The input is read on a daemon thread. */
    public void run(InputStream in, OutputStream out) throws InterruptedException {
        ExecutorService workers = Workers.newPool();
        CountDownLatch done = new CountDownLatch(1);
        // The session is the whole process here: cputime answers the process's CPU time.
        EngineSession session = new EngineSession(config, CpuMeter.process());
        LineSession gtp = protocol.opener().open(session, workers, new CommandQueue.Sink() {
            @Override
            public synchronized void write(String text) {
                try {
                    out.write(text.getBytes(StandardCharsets.UTF_8));
                    out.flush();
                } catch (IOException e) {
                    done.countDown();
                }
            }

            @Override
            public void close() {
                done.countDown();
            }
        }, CommandQueue.InputLimit.DEFAULT, CommandQueue.WhenFull.WAIT, QueueMemory.unbounded());
        Thread reader = new Thread(() -> {
            readLines(in, gtp);
            watchOutput(done);
        }, "pn-stdio-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            done.await();
        } finally {
            gtp.onDisconnect();
            workers.shutdownNow();
        }
    }

    /** After the end of input, until the session is done: ends it if the output has no reader. */
    private void watchOutput(CountDownLatch done) {
        try {
            while (!done.await(PROBE_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                if (!probe.read()) {
                    done.countDown();
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void readLines(InputStream in, LineSession gtp) {
        try {
            readLinesUntilEnd(in, gtp);
        } catch (IOException e) {
            // Treat a broken input like its end.
        }
        gtp.onEndOfInput(false);
    }

    private void readLinesUntilEnd(InputStream in, LineSession gtp) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        boolean discarding = false;
        byte[] buf = new byte[8192];
        int n;
        while ((n = in.read(buf)) > 0) {
            for (int i = 0; i < n; i++) {
                byte b = buf[i];
                if (b == '\n') {
                    if (!discarding) {
                        gtp.onLine(line.toString(StandardCharsets.UTF_8));
                    }
                    discarding = false;
                    line.reset();
                } else if (!discarding) {
                    if (line.size() >= maxLineBytes) {
                        discarding = true;
                        line.reset();
                        gtp.onLineTooLong(maxLineBytes);
                    } else {
                        line.write(b);
                    }
                }
            }
        }
        if (line.size() > 0 && !discarding) {
            gtp.onLine(line.toString(StandardCharsets.UTF_8));
        }
    }
}
