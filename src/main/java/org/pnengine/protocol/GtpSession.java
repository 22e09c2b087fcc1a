package org.pnengine.protocol;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.Session;

/**
 * One client's protocol session, independent of the transport. Lines arrive on an I/O thread
 * ({@link #onLine}) and return at once; the commands run one after another on a worker from a
 * shared pool (never on the I/O thread), and their responses are written in the order the
 * commands arrived, however many a client pipelines. A client that pipelines faster than its
 * commands run is asked to pause reading ({@link Sink#readPaused}) until the backlog shrinks.
 *
 * <p>Out of band: a {@code stop} line stops the running search at once (the {@code stop} command
 * itself is then answered in its turn). {@link #onDisconnect()} cancels the running search and
 * drops every queued command; {@link #onEndOfInput()} lets queued commands finish, then closes.
 *
 * <p>Each command runs between the session's {@link org.pnengine.engine.CpuMeter#commandStarted()}
 * and {@code commandEnded}, so that a per-session meter counts its worker's CPU time.
 */
public final class GtpSession {

    /** Where responses go. Writes come from one thread at a time, in response order. */
    public interface Sink {
        void write(String text);

        /** Close the connection once what was written has gone out. */
        void close();

        /** Stop (true) or resume (false) reading input, for backpressure. */
        default void readPaused(boolean paused) {
        }
    }

    /** Queued commands at which reading pauses, and at which it resumes. */
    static final int PAUSE_AT = 512;
    static final int RESUME_AT = 64;

    private static final System.Logger LOG = System.getLogger(GtpSession.class.getName());

    private final Session session;
    private final CommandRegistry registry;
    private final Sink sink;
    private final Executor pool;

    private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
    private boolean draining;
    private boolean paused;
    private volatile boolean closed;
    /** The stop signal of the running streamed command; guarded by {@code queue}. */
    private org.pnengine.search.StopSignal activeStream;

    public GtpSession(Session session, CommandRegistry registry, Executor pool, Sink sink) {
        this.session = session;
        this.registry = registry;
        this.pool = pool;
        this.sink = sink;
    }

    public Session session() {
        return session;
    }

    /** A raw input line, without its line terminator. */
    public void onLine(String raw) {
        String line = LineNormalizer.normalize(raw);
        if (line == null || closed) return;
        CommandLine cl = CommandLine.parse(line);
        if (cl.name().equals("stop")) session.cancelSearch();
        enqueue(() -> execute(cl));
    }

    /** A line longer than the transport's limit was discarded. */
    public void onLineTooLong(int maxBytes) {
        enqueue(() -> write(Responses.failure(null, "line too long: the limit is " + maxBytes + " bytes")));
    }

    /**
     * A response composed in front of the commands (by an {@link AuthGate}): written in its turn
     * among the command responses, then, with {@code thenClose}, the connection closes.
     */
    public void reply(String response, boolean thenClose) {
        enqueue(() -> {
            write(response);
            if (thenClose) closeNow();
        });
    }

    /** End of input: finish what is queued, then close. */
    public void onEndOfInput() {
        enqueue(this::closeNow);
    }

    /** The client went away: cancel the search, drop queued commands, free the session. */
    public void onDisconnect() {
        synchronized (queue) {
            closed = true;
            queue.clear();
        }
        session.close();
    }

    public boolean isClosed() {
        return closed;
    }

    // ------------------------------------------------------------------ ordered execution

    private void enqueue(Runnable task) {
        synchronized (queue) {
            if (closed) return;
            queue.add(task);
            // Any new input ends a running stream.
            if (activeStream != null) activeStream.stop();
            if (!paused && queue.size() >= PAUSE_AT) {
                paused = true;
                sink.readPaused(true);
            }
            if (draining) return;
            draining = true;
        }
        pool.execute(this::drain);
    }

    private void drain() {
        while (true) {
            Runnable task;
            synchronized (queue) {
                task = queue.poll();
                if (task == null || closed) {
                    draining = false;
                    return;
                }
                if (paused && queue.size() <= RESUME_AT) {
                    paused = false;
                    sink.readPaused(false);
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
            queue.clear();
        }
        session.close();
        sink.close();
    }

    private void write(String text) {
        if (!closed) sink.write(text);
    }

    private void execute(CommandLine cl) {
        if (cl.name().isEmpty()) {
            write(Responses.failure(cl.id(), "syntax error: missing command name after the id"));
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
        } catch (GtpException | EngineException e) {
            reply = failure(ctx, e.getMessage());
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
            if (line != null) write(Responses.sanitize(line).replace("\n", " ") + "\n");
        }

        @Override
        public boolean streamed() {
            return streamed;
        }

        @Override
        public org.pnengine.search.StopSignal beginStream() {
            if (!streamed) {
                streamed = true;
                write(Responses.streamHead(cl.id()));
            }
            org.pnengine.search.StopSignal s = new org.pnengine.search.StopSignal();
            synchronized (queue) {
                activeStream = s;
                if (!queue.isEmpty() || closed) s.stop();
            }
            return s;
        }
    }
}
