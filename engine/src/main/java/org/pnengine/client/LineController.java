package org.pnengine.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Drives one engine that speaks a line protocol with no framing of its own (UCI, USI, xboard,
 * NBoard): lines go out as they are, and the engine's lines are read on a thread of its own into
 * a small queue, so that every wait has a time limit. A line longer than the cap (64 KiB) or
 * output that ends is a failure; any failure (gone, timed out, an overlong line) gives the engine
 * up: its transport is killed, and every later call fails the same way ({@link GtpFailure}, whose
 * kinds fit any protocol). Methods are synchronized; one thread at a time drives an engine. Nothing here prints.
 */
public final class LineController extends EngineDriver {

    /** The longest line accepted, in characters. */
    public static final int MAX_LINE = 64 * 1024;

    private static final String END = new String("end of output");

    private final OutputStream out;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(1024);
    private volatile String endedBecause;

    private LineController(Transport transport) {
        super(transport);
        this.out = transport.output();
    }

    /** A controller over {@code transport}; starts its reader thread, named after {@code name}. */
    public static LineController start(Transport transport, String name) {
        return started(new LineController(transport), "line-reader " + name);
    }

    /** Sends one line. */
    public synchronized void send(String line) throws GtpFailure {
        if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) throw new IllegalArgumentException("one line at a time");
        check();
        try {
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw fail(GtpFailure.Kind.GONE, "cannot send '" + line + "': " + e.getMessage() + transport.diagnosticsNote(), e);
        }
    }

    /**
     * Waits up to {@code timeoutMillis} for a line that {@code wanted} accepts, giving every other
     * line read meanwhile to {@code others}.
     *
     * @param what the line waited for, for messages ("uciok", "bestmove")
     * @return the line
     */
    public synchronized String await(Predicate<String> wanted, String what, long timeoutMillis, Consumer<String> others)
            throws GtpFailure, InterruptedException {
        return await(wanted, what, timeoutMillis, others, true);
    }

    /**
     * Like {@link #await}, except that a wait that runs out is no failure: it returns null, and
     * the engine stays usable (for a line the protocol lets an engine leave out, such as the
     * features of xboard, which an engine of its first version never sends).
     */
    public synchronized String awaitIfAny(Predicate<String> wanted, String what, long timeoutMillis,
                                          Consumer<String> others) throws GtpFailure, InterruptedException {
        return await(wanted, what, timeoutMillis, others, false);
    }

    private String await(Predicate<String> wanted, String what, long timeoutMillis, Consumer<String> others,
                         boolean timeoutFails) throws GtpFailure, InterruptedException {
        check();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        while (true) {
            long left = deadline - System.nanoTime();
            String line = left > 0 ? lines.poll(left, TimeUnit.NANOSECONDS) : lines.poll();
            if (line == null) {
                if (!timeoutFails) return null;
                throw fail(GtpFailure.Kind.TIMEOUT, String.format(Locale.ROOT, "no %s within %.3f s", what,
                        timeoutMillis / 1000.0), null);
            }
            if (line == END) {
                throw fail(GtpFailure.Kind.GONE, "the engine is gone before its " + what + ": " + endedBecause
                        + transport.diagnosticsNote(), null);
            }
            if (wanted.test(line)) return line;
            others.accept(line);
        }
    }

    /** Ends the engine gracefully: sends {@code quitLine} if it can, then closes the transport. */
    public void quit(String quitLine) {
        try {
            if (isUsable()) send(quitLine);
        } catch (GtpFailure ignored) {
            // it is being closed anyway
        }
        close();
    }

    private void check() throws GtpFailure {
        checkNotGivenUp();
        if (closed) throw new GtpFailure(GtpFailure.Kind.GONE, "the engine is closed");
    }

    @Override
    void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(transport.input(), StandardCharsets.UTF_8))) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0) {
                if (c == '\n') {
                    String l = line.toString();
                    lines.put(l.endsWith("\r") ? l.substring(0, l.length() - 1) : l);
                    line.setLength(0);
                } else if (line.length() >= MAX_LINE) {
                    endedBecause = "a line longer than " + MAX_LINE + " characters";
                    break;
                } else {
                    line.append((char) c);
                }
            }
            if (endedBecause == null) endedBecause = "its output ended";
        } catch (IOException e) {
            endedBecause = "reading its output failed: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            endedBecause = "interrupted";
        }
        try {
            lines.put(END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
