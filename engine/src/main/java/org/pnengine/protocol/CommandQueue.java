package org.pnengine.protocol;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.pnengine.engine.EngineSession;
import org.pnengine.search.StopSignal;

/**
 * The ordered, bounded execution every protocol session shares (GTP's {@link GtpSession}, and
 * the UCI, USI, xboard and NBoard sessions alike), independent of the transport. Lines are queued
 * on an I/O thread and return at once; they run one after another on a worker from a shared
 * pool (never on the I/O thread), in the order they arrived, however many a client pipelines.
 * What a line means is the protocol's business: the queue only runs what it is given.
 *
 * <p><b>Bounds.</b> The lines waiting to run are bounded by an {@link InputLimit} (their number
 * and the memory they take, see {@link #memoryOf}), and by the {@link QueueMemory} the sessions
 * of a server share. A waiting line is kept as its text. What a line beyond a bound does is the
 * transport's choice ({@link WhenFull}): over TCP the client is told {@value #QUEUE_FULL} (in the
 * protocol's words) and the connection is aborted, dropping what waits; over stdio the caller
 * waits until there is room, blocking the reader thread. The output is bounded by the sink: while
 * it is not {@link Sink#writable() writable} (a client that does not read) no further line runs.
 *
 * <p><b>Ending.</b> {@link #onDisconnect()} cancels the session's search and drops every queued
 * line; {@link #onEndOfInput} lets queued lines run, then closes.
 *
 * <p>Each line runs between the session's {@link org.pnengine.engine.CpuMeter#commandStarted()}
 * and {@code commandEnded}, so that a per-session meter counts its worker's CPU time.
 */
public final class CommandQueue {

    /**
     * Where replies go. Writes come from the worker in order; a protocol whose searches answer on
     * a thread of their own (UCI's {@code bestmove}), and the last line of an overflow, which the
     * transport's thread writes at once, may write meanwhile: a sink must take writes from
     * several threads, each write whole.
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
     * The most input a session holds before running it: lines (any line that gets run) and the
     * memory they take ({@link #memoryOf}).
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
        /** Say {@value #QUEUE_FULL}, drop what waits and abort (a transport that must not block). */
        CLOSE,
        /** Block the caller until there is room (a reader thread of its own). */
        WAIT
    }

    /** The start of the last line sent to a client whose queued input overflowed, before the close. */
    public static final String QUEUE_FULL = "queue full";

    /** What a waiting line costs beyond its characters: its string, its task, its slot in the queue. */
    public static final int LINE_OVERHEAD_BYTES = 96;

    private static final System.Logger LOG = System.getLogger(CommandQueue.class.getName());

    /** A queued task and the input it costs: a line's memory, or 0 for a control task (end of input). */
    private record Task(Runnable body, long bytes) {
    }

    private final EngineSession session;
    private final Executor pool;
    private final Sink sink;
    private final InputLimit limit;
    private final WhenFull whenFull;
    private final QueueMemory shared;
    private final UnaryOperator<String> notice;
    private final ArrayDeque<Task> queue = new ArrayDeque<>();
    private int queuedCommands;
    private long queuedBytes;
    private boolean draining;
    private volatile boolean closed;
    /** The input ended, and a search that is the last command is to stop at once ({@link #onEndOfInput}). */
    private boolean orphaned;
    /** Stopped by the next input; guarded by {@code queue}. */
    private StopSignal untilInput;

    /**
     * @param session  the engine session the lines act on
     * @param pool     where the lines run
     * @param sink     where replies go
     * @param limit    one session's bound on waiting lines
     * @param whenFull what a line beyond a bound does
     * @param shared   the memory the queues of a server share
     * @param notice   a notice of the transport's ({@value #QUEUE_FULL}, a line too long) in the
     *                 protocol's words: the text it is to be written as, line end included
     */
    public CommandQueue(EngineSession session, Executor pool, Sink sink, InputLimit limit, WhenFull whenFull,
                        QueueMemory shared, UnaryOperator<String> notice) {
        this.session = session;
        this.pool = pool;
        this.sink = sink;
        this.limit = limit;
        this.whenFull = whenFull;
        this.shared = shared;
        this.notice = notice;
    }

    public EngineSession session() {
        return session;
    }

    /**
     * Queues {@code line} to be given to {@code run} in its turn; the line's memory counts against
     * the bounds until then. Any new input stops the signal of {@link #untilInput()} first. With
     * {@link WhenFull#WAIT} this may block until there is room (or the session closes).
     */
    public void add(String line, Consumer<String> run) {
        enqueue(() -> run.accept(line), memoryOf(line));
    }

    /** Queues a control task (no input of the client's: never refused), run in its turn. */
    public void addControl(Runnable task) {
        enqueue(task, 0);
    }

    /**
     * The memory a waiting line takes, as the bounds count it: its characters (one byte each, two
     * if any is beyond Latin-1) and {@value #LINE_OVERHEAD_BYTES} bytes of bookkeeping.
     */
    public static long memoryOf(String line) {
        int perChar = 1;
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) > 0xff) {
                perChar = 2;
                break;
            }
        }
        return LINE_OVERHEAD_BYTES + (long) perChar * line.length();
    }

    /** A line longer than the transport's limit was discarded: the client is told in its turn. */
    public void onLineTooLong(int maxBytes) {
        enqueue(() -> write(notice.apply("line too long: the limit is " + maxBytes + " bytes")), 1);
    }

    /**
     * A reply composed in front of the lines (by an {@link AuthGate}): written in its turn, then,
     * with {@code thenClose}, the connection closes.
     */
    public void reply(String text, boolean thenClose) {
        enqueue(() -> {
            write(text);
            if (thenClose) closeNow();
        }, text.length());
    }

    /**
     * End of input: run what is queued, then close. With {@code clientMayBeGone} (a transport
     * that cannot tell a client that stopped sending from one that left, TCP), a search that is
     * the last line the client sent stops at once and answers what it has: the one that runs now
     * if no line waits behind it, or else the last one when it starts. A client that wants full
     * answers after it stops sending sends another line last, such as {@code quit}.
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

    /** The output can be written again: lines held back for it run now. */
    public void onWritable() {
        synchronized (queue) {
            if (draining || closed || queue.isEmpty()) return;
            draining = true;
        }
        pool.execute(this::drain);
    }

    /**
     * Whether a line runs, or waits and can run: the session is not idle. Lines held back because
     * the client does not read its replies do not count.
     */
    public boolean isBusy() {
        synchronized (queue) {
            return draining || !queue.isEmpty() && sink.writable();
        }
    }

    /** The client went away: cancel the search, drop queued lines, free the session. */
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

    /** Whether the client takes its replies now (see {@link Sink#writable()}). */
    public boolean writable() {
        return sink.writable();
    }

    /** Writes {@code text} unless the session is closed; from the worker, or a protocol's search thread. */
    public void write(String text) {
        if (!closed) sink.write(text);
    }

    /** Closes the session now: drops what waits, ends the search, closes the connection once the replies are out. */
    public void closeNow() {
        synchronized (queue) {
            closed = true;
            clearQueue();
        }
        session.close();
        sink.close();
    }

    /**
     * A signal the next input stops (at once if input already waits, or the session is closed):
     * the end of the running line's stream. A line's signal ends with it ({@link #endOfLine}).
     */
    public StopSignal untilInput() {
        StopSignal s = new StopSignal();
        synchronized (queue) {
            untilInput = s;
            if (!queue.isEmpty() || closed) s.stop();
        }
        return s;
    }

    /** The running line is over: its {@link #untilInput()} signal is no longer wanted. */
    public void endOfLine() {
        synchronized (queue) {
            untilInput = null;
        }
    }

    /** New input arrived (before it is queued): the running line's stream ends at once. */
    public void inputArrived() {
        synchronized (queue) {
            if (untilInput != null) untilInput.stop();
        }
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
            if (untilInput != null) untilInput.stop();
            if (draining || !sink.writable()) return;
            draining = true;
        }
        pool.execute(this::drain);
    }

    /**
     * Takes room for one more line of {@code bytes} within the session's bound and the shared
     * memory, or says which is full. A line of any size fits when none waits (it is taken from
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
     * {@code queue}; the last line is written at once, so it may come while a line's reply is
     * being written by the worker, which then writes nothing more.
     */
    private void overflow(String why) {
        closed = true;
        clearQueue();
        session.close();
        sink.write(notice.apply(QUEUE_FULL + ": " + why + "; closing the connection"));
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
                    // The last line of a client that may have gone: its search stops at once.
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
}
