package org.pnengine.protocol;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.Session;
import org.pnengine.search.StopSignal;

/**
 * One client's protocol session, independent of the transport. Lines arrive on an I/O thread
 * ({@link #onLine}) and return at once; the commands run one after another on a worker from a
 * shared pool (never on the I/O thread), and their responses are written in the order the
 * commands arrived, however many a client pipelines.
 *
 * <p>Out of band: a {@code stop} line stops the running search at once (the {@code stop} command
 * itself is then answered in its turn), however many commands wait before it, since input is
 * always read. {@link #onDisconnect()} cancels the running search and drops every queued command;
 * {@link #onEndOfInput} lets queued commands finish, then closes.
 *
 * <p><b>Bounds.</b> The commands waiting to run are bounded by an {@link InputLimit} (their
 * number and the memory they take, see {@link #memoryOf}), and by the {@link QueueMemory} the
 * sessions of a server share. A waiting line is kept as its text and parsed when it runs. What a
 * line beyond a bound does is the transport's choice ({@link WhenFull}): over TCP the session
 * answers {@value #QUEUE_FULL} and the connection is aborted, dropping what waits; over stdio
 * {@link #onLine} waits until there is room, blocking the reader thread. Either way the line's
 * out-of-band effects ({@code stop}, the end of a stream) come first.
 * The output is bounded by the sink: while it is not {@link Sink#writable() writable} (a client
 * that does not read its replies) no further command starts, and streamed {@code info} and
 * {@code progress} lines are skipped (each is a complete snapshot, superseded by the next); a
 * command already running finishes and its reply is written.
 *
 * <p>Each command runs between the session's {@link org.pnengine.engine.CpuMeter#commandStarted()}
 * and {@code commandEnded}, so that a per-session meter counts its worker's CPU time.
 */
public final class GtpSession {

    /**
     * Where responses go. Writes come from one thread at a time, in response order, but for the
     * last line of an overflow ({@link WhenFull#CLOSE}), which the transport's thread writes at
     * once, perhaps while the worker writes a reply: a sink with such a transport must take both.
     */
    public interface Sink {
        void write(String text);

        /** Close the connection once what was written has gone out. */
        void close();

        /** Close the connection now, dropping what has not gone out (a client over a bound). */
        default void abort() {
            close();
        }

        /**
         * Whether the client is taking its replies: false while too much of what was written
         * is still unread. When it turns true again, the transport calls {@link #onWritable()}.
         */
        default boolean writable() {
            return true;
        }
    }

    /**
     * The most input a session holds before running it: commands (any line that gets a reply)
     * and the memory they take ({@link #memoryOf}).
     */
    public record InputLimit(int commands, long bytes) {

        /** 10000 commands or 1 MiB. */
        public static final InputLimit DEFAULT = new InputLimit(10_000, 1 << 20);

        public InputLimit {
            if (commands < 1 || bytes < 1) throw new IllegalArgumentException("an input limit must be positive");
        }
    }

    /** What a line beyond the {@link InputLimit} does. */
    public enum WhenFull {
        /** Answer {@value #QUEUE_FULL}, drop what waits and close (a transport that must not block). */
        CLOSE,
        /** Block the caller of {@link #onLine} until there is room (a reader thread of its own). */
        WAIT
    }

    /** The start of the last line sent to a client whose queued input overflowed, before the close. */
    public static final String QUEUE_FULL = "queue full";

    private static final System.Logger LOG = System.getLogger(GtpSession.class.getName());

    /** A queued task and the input it costs: a command's memory, or 0 for a control task (end of input). */
    private record Task(Runnable body, long bytes) {
    }

    /** What a waiting line costs beyond its characters: its string, its task, its slot in the queue. */
    public static final int LINE_OVERHEAD_BYTES = 96;

    private final Session session;
    private final CommandRegistry registry;
    private final Sink sink;
    private final Executor pool;

    private final InputLimit limit;
    private final WhenFull whenFull;
    private final QueueMemory shared;
    private final ArrayDeque<Task> queue = new ArrayDeque<>();
    private int queuedCommands;
    private long queuedBytes;
    private boolean draining;
    private volatile boolean closed;
    /** The input ended, and a search that is the last command is to stop at once ({@link #onEndOfInput}). */
    private boolean orphaned;
    /** The stop signal of the running streamed command; guarded by {@code queue}. */
    private StopSignal activeStream;

    /** A session with the {@link InputLimit#DEFAULT default} input bound, closing beyond it. */
    public GtpSession(Session session, CommandRegistry registry, Executor pool, Sink sink) {
        this(session, registry, pool, sink, InputLimit.DEFAULT, WhenFull.CLOSE);
    }

    public GtpSession(Session session, CommandRegistry registry, Executor pool, Sink sink, InputLimit limit,
                      WhenFull whenFull) {
        this(session, registry, pool, sink, limit, whenFull, QueueMemory.unbounded());
    }

    /** A session whose waiting lines also draw on {@code shared}, the memory of a server's queues. */
    public GtpSession(Session session, CommandRegistry registry, Executor pool, Sink sink, InputLimit limit,
                      WhenFull whenFull, QueueMemory shared) {
        this.shared = shared;
        this.session = session;
        this.registry = registry;
        this.pool = pool;
        this.sink = sink;
        this.limit = limit;
        this.whenFull = whenFull;
    }

    public Session session() {
        return session;
    }

    /**
     * A raw input line, without its line terminator. With {@link WhenFull#WAIT} this may block
     * until there is room for it (or the session closes).
     */
    public void onLine(String raw) {
        String line = LineNormalizer.normalize(raw);
        if (line == null || closed) return;
        if (CommandLine.name(line).equals("stop")) session.cancelSearch();
        endStream();
        enqueue(() -> execute(CommandLine.parse(line)), memoryOf(line));
    }

    /**
     * The memory a waiting line takes, as the bounds count it: its characters (one byte each, two
     * if any is beyond Latin-1) and {@value #LINE_OVERHEAD_BYTES} bytes of bookkeeping.
     */
    static long memoryOf(String line) {
        int perChar = 1;
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) > 0xff) {
                perChar = 2;
                break;
            }
        }
        return LINE_OVERHEAD_BYTES + (long) perChar * line.length();
    }

    /** A line longer than the transport's limit was discarded. */
    public void onLineTooLong(int maxBytes) {
        endStream();
        enqueue(() -> write(Responses.failure(null, "line too long: the limit is " + maxBytes + " bytes")), 1);
    }

    /** Any new input ends a running stream, at once. */
    private void endStream() {
        synchronized (queue) {
            if (activeStream != null) activeStream.stop();
        }
    }

    /**
     * A response composed in front of the commands (by an {@link AuthGate}): written in its turn
     * among the command responses, then, with {@code thenClose}, the connection closes.
     */
    public void reply(String response, boolean thenClose) {
        enqueue(() -> {
            write(response);
            if (thenClose) closeNow();
        }, response.length());
    }

    /** End of input: finish what is queued, then close. */
    public void onEndOfInput() {
        onEndOfInput(false);
    }

    /**
     * End of input: finish what is queued, then close. With {@code clientMayBeGone} (a transport
     * that cannot tell a client that stopped sending from one that left, TCP), a search that is
     * the last command the client sent stops at once and answers what it has: the one that runs
     * now if no command waits behind it, or else the last one when it starts. A client that
     * wants full answers after it stops sending sends another command last, such as {@code quit}.
     */
    public void onEndOfInput(boolean clientMayBeGone) {
        if (clientMayBeGone) {
            synchronized (queue) {
                orphaned = true;
                if (queuedCommands == 0) session.close();
            }
        }
        enqueue(this::closeNow, 0);
    }

    /** The output can be written again: commands held back for it run now. */
    public void onWritable() {
        synchronized (queue) {
            if (draining || closed || queue.isEmpty()) return;
            draining = true;
        }
        pool.execute(this::drain);
    }

    /**
     * Whether a command runs, or waits and can run: the session is not idle. Commands held back
     * because the client does not read its replies do not count.
     */
    public boolean isBusy() {
        synchronized (queue) {
            return draining || !queue.isEmpty() && sink.writable();
        }
    }

    /** The client went away: cancel the search, drop queued commands, free the session. */
    public void onDisconnect() {
        synchronized (queue) {
            closed = true;
            clearQueue();
        }
        session.close();
    }

    public boolean isClosed() {
        return closed;
    }

    // ------------------------------------------------------------------ ordered execution

    /**
     * Queues a task costing {@code bytes} of input (0: a control task, which is always taken).
     * Beyond the input bounds: see {@link WhenFull}.
     */
    private void enqueue(Runnable task, long bytes) {
        synchronized (queue) {
            boolean taken = bytes == 0;
            String full = null;
            while (!closed && !taken) {
                full = admit(bytes);
                taken = full == null;
                if (taken || whenFull != WhenFull.WAIT) break;
                try {
                    queue.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            if (closed) {
                if (taken && bytes > 0) shared.give(bytes);
                return;
            }
            if (!taken) {
                overflow(full);
                return;
            }
            queue.add(new Task(task, bytes));
            if (bytes > 0) {
                queuedCommands++;
                queuedBytes += bytes;
            }
            // Any new input ends a running stream.
            if (activeStream != null) activeStream.stop();
            if (draining || !sink.writable()) return;
            draining = true;
        }
        pool.execute(this::drain);
    }

    /**
     * Takes room for one more command of {@code bytes} within the session's bound and the shared
     * memory, or says which is full. A command of any size fits when none waits (it is taken from
     * the shared memory even if that is full: a client that does not pipeline is never refused).
     * The caller holds {@code queue}.
     *
     * @return null if taken, else the reason for {@value #QUEUE_FULL}
     */
    private String admit(long bytes) {
        if (queuedCommands == 0) {
            shared.force(bytes);
            return null;
        }
        if (queuedCommands >= limit.commands() || queuedBytes + bytes > limit.bytes()) {
            return "more than " + limit.commands() + " commands or " + limit.bytes() + " bytes waiting";
        }
        if (!shared.take(bytes)) {
            return "the commands waiting on all the server's connections fill its " + shared.capacity() + " bytes";
        }
        return null;
    }

    /**
     * A line beyond the input bounds on a transport that kept reading: the search is cancelled,
     * what waits is dropped, a last line says why and the connection is aborted. The caller holds
     * {@code queue}; the last line is written at once, so it may come while a command's reply is
     * being written by the worker, which then writes nothing more.
     */
    private void overflow(String why) {
        closed = true;
        clearQueue();
        session.close();
        sink.write(Responses.failure(null, QUEUE_FULL + ": " + why + "; closing the connection"));
        sink.abort();
    }

    /** Drops every queued task, giving back their memory; the caller holds {@code queue}. */
    private void clearQueue() {
        queue.clear();
        shared.give(queuedBytes);
        queuedCommands = 0;
        queuedBytes = 0;
        queue.notifyAll();
    }

    private void drain() {
        while (true) {
            Runnable task;
            synchronized (queue) {
                if (closed || queue.isEmpty() || !sink.writable()) {
                    // Not writable: onWritable() starts draining again.
                    draining = false;
                    return;
                }
                Task next = queue.poll();
                task = next.body();
                if (next.bytes() > 0) {
                    queuedCommands--;
                    queuedBytes -= next.bytes();
                    shared.give(next.bytes());
                    queue.notifyAll();
                    // The last command of a client that may have gone: its search stops at once.
                    if (orphaned && queuedCommands == 0) session.close();
                }
            }
            long cpu = session.cpuMeter().commandStarted();
            try {
                task.run();
            } catch (Throwable t) {
                LOG.log(System.Logger.Level.ERROR, "unexpected failure in session worker", t);
            } finally {
                session.cpuMeter().commandEnded(cpu);
            }
        }
    }

    private void closeNow() {
        synchronized (queue) {
            closed = true;
            clearQueue();
        }
        session.close();
        sink.close();
    }

    private void write(String text) {
        if (!closed) sink.write(text);
    }

    private void execute(CommandLine cl) {
        if (cl.name().isEmpty()) {
            write(Responses.failure(cl.id(), GtpException.syntax("missing command name after the id").getMessage()));
            return;
        }
        CommandSpec spec = registry.find(cl.name()).orElse(null);
        if (spec == null) {
            write(Responses.failure(cl.id(), "unknown command"));
            return;
        }
        Context ctx = new Context(cl);
        String reply;
        try {
            String text = spec.handler().run(ctx);
            reply = ctx.streamed ? Responses.sanitize(text).strip() : Responses.success(cl.id(), text);
            if (ctx.streamed) reply = reply.isEmpty() ? "\n" : reply + "\n\n";
        } catch (GtpException e) {
            reply = failure(ctx, e.getMessage());
        } catch (EngineException e) {
            reply = failure(ctx, GtpException.of(e).getMessage());
        } catch (OutOfMemoryError e) {
            reply = failure(ctx, "out of memory: try a smaller memory= or nodes= limit");
        } catch (Exception | StackOverflowError e) {
            LOG.log(System.Logger.Level.ERROR, "command failed: " + cl, e);
            reply = failure(ctx, "internal error: " + e);
        }
        synchronized (queue) {
            activeStream = null;
        }
        write(reply);
        if (ctx.closeRequested) closeNow();
    }

    private static String failure(Context ctx, String message) {
        // Once a streamed response has begun, a failure can only end it.
        return ctx.streamed ? "\n" : Responses.failure(ctx.cl.id(), message);
    }

    private final class Context implements CommandContext {
        final CommandLine cl;
        final Arguments args;
        boolean closeRequested;
        boolean streamed;
        StopSignal untilInput;

        Context(CommandLine cl) {
            this.cl = cl;
            this.args = new Arguments(cl.name(), cl.args());
        }

        @Override
        public Session session() {
            return session;
        }

        @Override
        public Arguments args() {
            return args;
        }

        @Override
        public CommandRegistry registry() {
            return registry;
        }

        @Override
        public String id() {
            return cl.id();
        }

        @Override
        public void requestClose() {
            closeRequested = true;
        }

        @Override
        public void stream(String line) {
            if (!streamed) {
                streamed = true;
                write(Responses.streamHead(cl.id()));
            }
            // A client behind with its reading misses snapshots, never the reply's end.
            if (line != null && sink.writable()) write(Responses.sanitize(line).replace("\n", " ") + "\n");
        }

        @Override
        public boolean streamed() {
            return streamed;
        }

        @Override
        public StopSignal beginStream() {
            if (!streamed) {
                streamed = true;
                write(Responses.streamHead(cl.id()));
            }
            return untilInput();
        }

        @Override
        public StopSignal untilInput() {
            if (untilInput == null) {
                StopSignal s = new StopSignal();
                synchronized (queue) {
                    activeStream = s;
                    if (!queue.isEmpty() || closed) s.stop();
                }
                untilInput = s;
            }
            return untilInput;
        }
    }
}
