package org.pnengine.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A GTP engine as a child process: commands go to its stdin, replies come from its stdout. Its
 * stderr is read to the end on a thread of its own, so that an engine that writes a lot there can
 * never block, and the last {@value #TAIL_LINES} lines are kept to be quoted when it fails. No
 * shell is involved: the command is the program and its arguments.
 */
public final class ProcessTransport implements Transport {

    /** How many of the last stderr lines {@link #diagnostics()} quotes. */
    public static final int TAIL_LINES = 5;

    /** The longest stderr line kept, in characters; the rest of a longer line is cut. */
    private static final int MAX_TAIL_CHARS = 300;

    private final Process process;
    private final String program;
    private final Duration grace;
    private final ArrayDeque<String> tail = new ArrayDeque<>();
    private final Thread drainer;

    private ProcessTransport(Process process, String program, Duration grace) {
        this.process = process;
        this.program = program;
        this.grace = grace;
        this.drainer = new Thread(this::drain, "gtp-stderr-" + process.pid());
        drainer.setDaemon(true);
        drainer.start();
    }

    /**
     * Starts {@code command} (the program, then its arguments) in the current directory.
     *
     * @param grace how long {@link #close()} waits for the process to exit before killing it
     * @throws IOException if it cannot be started (no such program, not executable)
     */
    public static ProcessTransport start(List<String> command, Duration grace) throws IOException {
        if (command.isEmpty()) throw new IOException("no command given");
        Process p = new ProcessBuilder(command).start();
        return new ProcessTransport(p, command.get(0), grace);
    }

    /** The process, e.g. to ask whether it is alive. */
    public Process process() {
        return process;
    }

    @Override
    public InputStream input() {
        return process.getInputStream();
    }

    @Override
    public OutputStream output() {
        return process.getOutputStream();
    }

    private void drain() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                StandardCharsets.UTF_8))) {
            char[] buf = new char[8192];
            StringBuilder line = new StringBuilder();
            int n;
            while ((n = r.read(buf)) >= 0) {
                for (int i = 0; i < n; i++) {
                    char c = buf[i];
                    if (c == '\n') {
                        keep(line);
                        line.setLength(0);
                    } else if (c != '\r' && line.length() < MAX_TAIL_CHARS) {
                        line.append(c);
                    }
                }
            }
            if (line.length() > 0) keep(line);
        } catch (IOException ignored) {
            // the process is gone
        }
    }

    private void keep(CharSequence line) {
        String s = line.toString().strip();
        if (s.isEmpty()) return;
        synchronized (tail) {
            if (tail.size() == TAIL_LINES) tail.removeFirst();
            tail.addLast(s);
        }
    }

    /** The last lines the engine wrote on stderr, oldest first. */
    public List<String> stderrTail() {
        synchronized (tail) {
            return List.copyOf(tail);
        }
    }

    /**
     * {@code exit code N} once the process has ended (waiting up to half a second for one that is
     * ending), then {@code stderr: line | line | ...} with the last lines of its stderr.
     */
    @Override
    public String diagnostics() {
        StringBuilder sb = new StringBuilder();
        try {
            if (process.waitFor(500, TimeUnit.MILLISECONDS)) {
                sb.append(program).append(" exited with code ").append(process.exitValue());
                drainer.join(500);   // let the drainer read the last lines
            } else {
                sb.append(program).append(" is still running");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<String> lines = stderrTail();
        if (!lines.isEmpty()) sb.append("; its stderr ended: ").append(String.join(" | ", lines));
        return sb.toString();
    }

    @Override
    public double cpuMillis() {
        return process.info().totalCpuDuration().map(d -> d.toNanos() / 1e6).orElse(Double.NaN);
    }

    /** Kills the process and whatever it started, at once. */
    @Override
    public void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        closeStreams();
    }

    /** Closes its stdin, waits up to the grace for it to exit, then asks it to stop, then kills it. */
    @Override
    public void close() {
        Transport.closeQuietly(process.getOutputStream());
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroy();
                if (!process.waitFor(500, TimeUnit.MILLISECONDS)) kill();
            }
        } catch (InterruptedException e) {
            kill();
            Thread.currentThread().interrupt();
        }
        closeStreams();
    }

    private void closeStreams() {
        Transport.closeQuietly(process.getOutputStream());
        Transport.closeQuietly(process.getInputStream());
    }
}
