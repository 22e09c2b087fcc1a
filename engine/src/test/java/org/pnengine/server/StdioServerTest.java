package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;

/**
 * The stdio loop when its GUI goes away: a reply that cannot be written ends the session, and
 * so does an output without a reader once the input has ended; a script piped in, whose output
 * is still read, is answered in full.
 */
class StdioServerTest {

    /** Runs the server on {@code in} and {@code out} on a thread of its own. */
    private static CompletableFuture<Void> run(StdioServer server, java.io.InputStream in, OutputStream out) {
        return CompletableFuture.runAsync(() -> {
            try {
                server.run(in, out);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /** An output whose reader goes away after the first reply. */
    private static final class Broken extends OutputStream {
        final ByteArrayOutputStream written = new ByteArrayOutputStream();
        volatile boolean gone;

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            if (gone) throw new IOException("Broken pipe");
            written.write(b, off, len);
        }
    }

    /** A streamed solve whose lines can no longer be written ends at once, and the server returns. */
    @Test
    void aReplyThatCannotBeWrittenEndsTheSession() throws Exception {
        PipedOutputStream gui = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(gui);
        Broken out = new Broken();
        CompletableFuture<Void> done = run(new StdioServer(EngineConfig.defaults(), 16_384), in, out);
        gui.write("solve algorithm=pns time=600 progress=0.05\n".getBytes(StandardCharsets.US_ASCII));
        gui.flush();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (out.written.size() == 0 && System.nanoTime() < end) Thread.sleep(5);
        assertTrue(out.written.size() > 0, "the stream began");
        out.gone = true;
        done.get(10, TimeUnit.SECONDS);
    }

    /**
     * Once the input has ended, a server whose output has no reader any more ends, cancelling the
     * search; while the output is read, the last command is answered in full.
     */
    @Test
    void anOutputWithoutAReaderAfterTheEndOfInputEndsTheSession() throws Exception {
        AtomicBoolean read = new AtomicBoolean(true);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StdioServer server = new StdioServer(EngineConfig.defaults(), 16_384, read::get);
        // The whole input at once, ended: an unbounded solve is the last command.
        CompletableFuture<Void> done = run(server, new ByteArrayInputStream("1 name\n2 solve\n".getBytes(StandardCharsets.US_ASCII)),
                out);
        Thread.sleep(3 * StdioServer.PROBE_MILLIS);
        assertTrue(!done.isDone(), "the output is read: the solve goes on");
        read.set(false);
        done.get(3 * StdioServer.PROBE_MILLIS + 5000, TimeUnit.MILLISECONDS);
        assertEquals("=1 pnengine\n\n", out.toString(StandardCharsets.UTF_8));

        ByteArrayOutputStream script = new ByteArrayOutputStream();
        new StdioServer(EngineConfig.defaults(), 16_384, () -> true)
                .run(new ByteArrayInputStream("1 solve algorithm=pns time=0.3\n".getBytes(StandardCharsets.US_ASCII)), script);
        assertTrue(script.toString(StandardCharsets.UTF_8).matches("=1 unknown \\S+ nodes=.* stop=time algorithm=pns\n\n"),
                script.toString(StandardCharsets.UTF_8));
    }
}
