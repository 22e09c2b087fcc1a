package org.pnengine.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Drives one GTP engine over a {@link Transport}: the controller's side of GTP version 2.
 *
 * <p><b>Commands</b> go out as {@code ID command} with ids 1, 2, 3, ...; one command at a time
 * (no pipelining). <b>Replies</b> are read as the specification frames them: {@code =ID text}
 * or {@code ?ID message}, possibly over several lines, ended by an empty line. A reply without an
 * id is accepted (some engines omit it); blank lines before a reply are skipped. The framing is
 * broken ({@link GtpFailure.Kind#PROTOCOL}) by a reply with another command's id, a line that
 * starts with neither {@code =} nor {@code ?}, output the engine wrote when nobody asked, a reply
 * longer than the cap (1 MB by default, lines included, so an endless line is caught too), or
 * output that ends inside a reply.
 *
 * <p><b>Time.</b> A thread per engine reads its output line by line into a small queue, so every
 * command can be given a time limit: a hung engine is given up ({@link GtpFailure.Kind#TIMEOUT})
 * instead of blocking its caller forever.
 *
 * <p><b>Failures.</b> {@link #send} returns the reply, {@code ?} included: an engine that refuses
 * a command is a normal result. {@link #call} turns a {@code ?} into a
 * {@link GtpFailure.Kind#REFUSED} failure, for commands that must succeed. Any other failure
 * (gone, timed out, framing) means the engine can no longer be trusted: the controller kills its
 * transport at once, and every later command fails the same way. Messages quote the commands by
 * their text, except that the argument of {@code pn-auth} (a secret) is written {@code ***}.
 *
 * <p>Methods are synchronized; one thread at a time drives an engine. Nothing here prints.
 */
public final class GtpController extends EngineDriver {

    /** The default cap on one reply, in bytes. */
    public static final int DEFAULT_MAX_REPLY_BYTES = 1 << 20;

    /** How long {@link #quit} waits for the answer to {@code quit}. */
    public static final long QUIT_TIMEOUT_MILLIS = 2_000;

    /** Lines waiting to be read; the reader waits (and so does the engine) when it is full. */
    private static final int QUEUE_LINES = 256;

    /** What the reader thread saw. */
    private sealed interface Event {
    }

    /** One line, without its line end. */
    private record Line(String text, int bytes) implements Event {
    }

    /** The end of the output (or an error reading it). */
    private record End(String why) implements Event {
    }

    /** A line longer than the reply cap; the reader stops there. */
    private record Overlong() implements Event {
    }

    private final String name;
    private final int maxReplyBytes;
    private final BlockingQueue<Event> events = new ArrayBlockingQueue<>(QUEUE_LINES);
    private final OutputStream out;
    private long nextId = 1;

    private GtpController(Transport transport, String name, int maxReplyBytes) {
        super(transport);
        if (maxReplyBytes < 16) throw new IllegalArgumentException("the reply cap must be at least 16 bytes");
        this.name = name;
        this.maxReplyBytes = maxReplyBytes;
        this.out = transport.output();
    }

    /** A controller over {@code transport} with the default reply cap. */
    public static GtpController start(Transport transport, String name) {
        return start(transport, name, DEFAULT_MAX_REPLY_BYTES);
    }

    /**
     * A controller over {@code transport}; starts its reader thread.
     *
     * @param name          what the engine is called in thread names (never a secret)
     * @param maxReplyBytes the longest reply accepted, in bytes, line ends included
     */
    public static GtpController start(Transport transport, String name, int maxReplyBytes) {
        return started(new GtpController(transport, name, maxReplyBytes), "gtp-reader " + name);
    }

    /**
     * Sends {@code command} and waits up to {@code timeoutMillis} for its whole reply.
     *
     * @return the reply, {@code =} or {@code ?}
     * @throws GtpFailure of kind GONE, TIMEOUT or PROTOCOL (never REFUSED); the engine is then
     *                    given up
     * @throws InterruptedException if the waiting thread is interrupted (the engine is then
     *                              given up too, since its reply is still due)
     * @throws IllegalArgumentException if {@code command} contains a line break
     */
    public synchronized GtpReply send(String command, long timeoutMillis) throws GtpFailure, InterruptedException {
        if (command.indexOf('\n') >= 0 || command.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a command is one line");
        }
        checkNotGivenUp();
        if (closed) throw new GtpFailure(GtpFailure.Kind.GONE, "the connection to the engine is closed");
        checkNothingUnasked();
        long id = nextId++;
        try {
            out.write((id + " " + command + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw fail(GtpFailure.Kind.GONE, "cannot send '" + redact(command) + "': " + e.getMessage()
                    + transport.diagnosticsNote(), e);
        }
        return readReply(id, command, timeoutMillis);
    }

    /**
     * Sends {@code command} and returns the text of its {@code =} reply.
     *
     * @throws GtpFailure of kind REFUSED for a {@code ?} reply (the engine stays usable), or as
     *                    {@link #send}
     */
    public String call(String command, long timeoutMillis) throws GtpFailure, InterruptedException {
        GtpReply r = send(command, timeoutMillis);
        if (!r.ok()) {
            throw new GtpFailure(GtpFailure.Kind.REFUSED, "the engine refused '" + redact(command) + "': ? " + r.text());
        }
        return r.text();
    }

    /** GTP {@code known_command}: {@code true} only for a {@code = true} reply. */
    public boolean knownCommand(String command, long timeoutMillis) throws GtpFailure, InterruptedException {
        GtpReply r = send("known_command " + command, timeoutMillis);
        return r.ok() && r.text().trim().equalsIgnoreCase("true");
    }

    /** GTP {@code list_commands}: the names, one per line of the reply. */
    public List<String> listCommands(long timeoutMillis) throws GtpFailure, InterruptedException {
        return Arrays.stream(call("list_commands", timeoutMillis).split("\n")).map(String::trim)
                .filter(s -> !s.isEmpty()).toList();
    }

    /**
     * Ends the session politely: sends {@code quit} (if the engine is still usable; its answer or
     * failure does not matter), then {@linkplain Transport#close() closes} the transport.
     */
    public void quit() {
        try {
            if (isUsable()) send("quit", QUIT_TIMEOUT_MILLIS);
        } catch (GtpFailure ignored) {
            // it is being closed anyway
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
    }

    @Override
    void discardQueued() {
        events.clear();
    }

    /** The command as messages may show it: a secret argument is written {@code ***}. */
    public static String redact(String command) {
        String t = command.trim();
        int space = t.indexOf(' ');
        String word = space < 0 ? t : t.substring(0, space);
        return word.equalsIgnoreCase("pn-auth") && space >= 0 ? word + " ***" : t;
    }

    private void checkNothingUnasked() throws GtpFailure {
        Event e;
        while ((e = events.poll()) != null) {
            if (e instanceof Line l) {
                if (l.text().isBlank()) continue;
                throw fail(GtpFailure.Kind.PROTOCOL, "the engine wrote '" + excerpt(l.text())
                        + "' when no command was waiting for a reply", null);
            }
            if (e instanceof End end) {
                throw fail(GtpFailure.Kind.GONE, "the engine is gone: " + end.why() + transport.diagnosticsNote(), null);
            }
            throw fail(GtpFailure.Kind.PROTOCOL, "the engine wrote a line longer than " + maxReplyBytes
                    + " bytes when no command was waiting for a reply", null);
        }
    }

    private GtpReply readReply(long id, String command, long timeoutMillis) throws GtpFailure, InterruptedException {
        String shown = redact(command);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        StringBuilder text = null;
        boolean ok = false;
        long bytes = 0;
        while (true) {
            long left = deadline - System.nanoTime();
            Event e = null;
            if (left > 0) {
                try {
                    e = events.poll(left, TimeUnit.NANOSECONDS);
                } catch (InterruptedException ie) {
                    fail(GtpFailure.Kind.GONE, "interrupted while waiting for the reply to '" + shown + "'", ie);
                    throw ie;
                }
            }
            if (e == null) {
                throw fail(GtpFailure.Kind.TIMEOUT, String.format(Locale.ROOT,
                        "no %s to '%s' within %.3f s", text == null ? "reply" : "complete reply", shown,
                        timeoutMillis / 1000.0), null);
            }
            if (e instanceof End end) {
                if (text != null) {
                    throw fail(GtpFailure.Kind.PROTOCOL, "the engine's output ended inside its reply to '" + shown
                            + "' (no empty line after it): " + end.why(), null);
                }
                throw fail(GtpFailure.Kind.GONE, "the engine is gone before answering '" + shown + "': " + end.why()
                        + transport.diagnosticsNote(), null);
            }
            if (e instanceof Overlong) {
                throw fail(GtpFailure.Kind.PROTOCOL, "the reply to '" + shown + "' has a line longer than "
                        + maxReplyBytes + " bytes", null);
            }
            Line line = (Line) e;
            bytes += line.bytes() + 1;
            if (bytes > maxReplyBytes) {
                throw fail(GtpFailure.Kind.PROTOCOL, "the reply to '" + shown + "' is longer than " + maxReplyBytes
                        + " bytes", null);
            }
            String s = line.text();
            if (text == null) {
                if (s.isBlank()) continue;   // stray blank lines before a reply do no harm
                char status = s.charAt(0);
                if (status != '=' && status != '?') {
                    throw fail(GtpFailure.Kind.PROTOCOL, "the reply to '" + shown + "' must start with = or ?, got '"
                            + excerpt(s) + "'", null);
                }
                ok = status == '=';
                int j = 1;
                while (j < s.length() && Character.isDigit(s.charAt(j))) j++;
                String rest = s.substring(1);
                if (j > 1 && (j == s.length() || Character.isWhitespace(s.charAt(j)))) {
                    String replyId = s.substring(1, j);
                    if (!replyId.replaceFirst("^0+(?=.)", "").equals(Long.toString(id))) {
                        throw fail(GtpFailure.Kind.PROTOCOL, "the reply to '" + shown + "' (id " + id
                                + ") carries id " + excerpt(replyId), null);
                    }
                    rest = s.substring(j);
                }
                text = new StringBuilder(rest.strip());
            } else if (s.isBlank()) {
                return new GtpReply(ok, text.toString().strip());
            } else {
                text.append('\n').append(s);
            }
        }
    }

    /** At most 60 characters of {@code s}, control characters and undecodable bytes as {@code ?}. */
    static String excerpt(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length() && sb.length() < 60; i++) {
            char c = s.charAt(i);
            sb.append(c < 0x20 || c == 0x7f || c == '\uFFFD' ? '?' : c);
        }
        if (s.length() > 60) sb.append("...");
        return sb.toString();
    }

    /** The reader thread: the engine's output, line by line, into the queue. */
    @Override
    void read() {
        InputStream in = transport.input();
        byte[] buf = new byte[8192];
        byte[] line = new byte[256];
        int len = 0;
        try {
            int n;
            while ((n = in.read(buf)) >= 0) {
                for (int i = 0; i < n; i++) {
                    byte b = buf[i];
                    if (b == '\n') {
                        if (!put(line(line, len))) return;
                        len = 0;
                        continue;
                    }
                    if (len >= maxReplyBytes) {
                        put(new Overlong());
                        return;
                    }
                    if (len == line.length) line = Arrays.copyOf(line, Math.min(maxReplyBytes, 2 * len));
                    line[len++] = b;
                }
            }
            if (len > 0 && !put(line(line, len))) return;
            put(new End("its output ended"));
        } catch (IOException e) {
            put(new End("reading its output failed: " + e.getMessage()));
        }
    }

    private static Line line(byte[] bytes, int len) {
        int n = len > 0 && bytes[len - 1] == '\r' ? len - 1 : len;
        return new Line(new String(bytes, 0, n, StandardCharsets.UTF_8), len);
    }

    /** Queues an event, waiting while the queue is full; false once the controller is closed. */
    private boolean put(Event e) {
        try {
            while (!closed) {
                if (events.offer(e, 100, TimeUnit.MILLISECONDS)) return true;
            }
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    @Override
    public String toString() {
        return "GtpController[" + name + "]";
    }
}
