package org.pnengine.client;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * An in-memory engine that writes canned output, one piece per command received, exactly as
 * given (so that tests control every byte); after the last piece its output ends. The commands
 * it received are kept, as sent.
 */
final class ScriptedEngine {

    private static final byte[] END = new byte[0];

    private final List<String> outputs;
    private final List<String> received = new ArrayList<>();
    private final LinkedBlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private int next;

    /**
     * {@code outputs[i]} is written when the i-th command arrives; then the output ends. A null
     * output writes nothing, and the output stays open (a hung engine).
     */
    ScriptedEngine(String... outputs) {
        this.outputs = Arrays.asList(outputs);
    }

    synchronized List<String> received() {
        return List.copyOf(received);
    }

    Transport transport() {
        return Transport.of(input, output);
    }

    /** What the engine writes. */
    InputStream input() {
        return input;
    }

    /** What the engine reads. */
    OutputStream output() {
        return output;
    }

    private final OutputStream output = new OutputStream() {
        @Override
        public void write(int b) {
            synchronized (ScriptedEngine.this) {
                if (b != '\n') {
                    line.write(b);
                    return;
                }
                received.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
                String out = next < outputs.size() ? outputs.get(next) : null;
                if (out != null) chunks.add(out.getBytes(StandardCharsets.UTF_8));
                if (++next >= outputs.size() && out != null) chunks.add(END);
            }
        }
    };

    private final InputStream input = new InputStream() {
        private byte[] chunk = new byte[0];
        private int pos;
        private boolean ended;

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            while (pos == chunk.length) {
                if (ended) return -1;
                try {
                    chunk = chunks.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return -1;
                }
                pos = 0;
                if (chunk == END) ended = true;
            }
            int n = Math.min(len, chunk.length - pos);
            System.arraycopy(chunk, pos, b, off, n);
            pos += n;
            return n;
        }
    };
}
