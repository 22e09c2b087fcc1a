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
import org.pnengine.engine.Session;
import org.pnengine.protocol.CommandRegistry;
import org.pnengine.protocol.GtpSession;

/**
 * The protocol on any pair of streams (stdin/stdout for the {@code stdio} command; pipes in
 * tests). The same {@link GtpSession} as TCP runs the commands. It returns after {@code quit}, or
 * at end of input once every command read has been answered.
 *
 * <p>The input is read on a thread of its own, so that {@code stop} is seen while commands wait.
 * When the session's {@link GtpSession.InputLimit} is reached, that thread stops reading until
 * there is room again ({@link GtpSession.WhenFull#WAIT}) (unlike TCP, which closes such a client): whoever runs the engine owns it,
 * and a script of commands piped in from a file must not be cut off. A reply waits until the
 * output stream takes it.
 */
public final class StdioServer {

    private final EngineConfig config;
    private final int maxLineBytes;

    public StdioServer(EngineConfig config, int maxLineBytes) {
        this.config = config;
        this.maxLineBytes = maxLineBytes;
    }

    /** Serves until {@code quit} or end of input. The input is read on a daemon thread. */
    public void run(InputStream in, OutputStream out) throws InterruptedException {
        ExecutorService workers = Workers.newPool();
        CountDownLatch done = new CountDownLatch(1);
        // The session is the whole process here: cputime answers the process's CPU time.
        Session session = new Session(config, CpuMeter.process());
        GtpSession gtp = new GtpSession(session, CommandRegistry.builtin(), workers, new GtpSession.Sink() {
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
        }, GtpSession.InputLimit.DEFAULT, GtpSession.WhenFull.WAIT);
        Thread reader = new Thread(() -> readLines(in, gtp), "pn-stdio-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            done.await();
        } finally {
            gtp.onDisconnect();
            workers.shutdownNow();
        }
    }

    private void readLines(InputStream in, GtpSession gtp) {
        try {
            readLinesUntilEnd(in, gtp);
        } catch (IOException e) {
            // Treat a broken input like its end.
        }
        gtp.onEndOfInput();
    }

    private void readLinesUntilEnd(InputStream in, GtpSession gtp) throws IOException {
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
