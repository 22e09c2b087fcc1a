package org.pnengine.protocol;

import java.util.concurrent.Executor;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.CommandQueue.InputLimit;
import org.pnengine.protocol.CommandQueue.Sink;
import org.pnengine.protocol.CommandQueue.WhenFull;
import org.pnengine.search.StopSignal;

/**
 * One client's GTP session, independent of the transport: GTP's lines run in order on a
 * {@link CommandQueue}, with its bounds, and each reply is framed by {@link Responses}.
 *
 * <p>Out of band: a {@code stop} line stops the running search at once (the {@code stop} command
 * itself is then answered in its turn), however many commands wait before it, since input is
 * always read; and any new input ends a running stream ({@code pn-analyze}). The output is bounded
 * by the sink: while it is not writable, streamed {@code info} and {@code progress} lines are
 * skipped (each is a complete snapshot, superseded by the next); the reply's head and end are
 * always written.
 */
public final class GtpSession implements LineSession {

    private static final System.Logger LOG = System.getLogger(GtpSession.class.getName());

    private final CommandRegistry registry;
    private final CommandQueue queue;

    /** A session with the {@link InputLimit#DEFAULT default} input bound, closing beyond it. */
    public GtpSession(EngineSession session, CommandRegistry registry, Executor pool, Sink sink) {
        this(session, registry, pool, sink, InputLimit.DEFAULT, WhenFull.CLOSE);
    }

    public GtpSession(EngineSession session, CommandRegistry registry, Executor pool, Sink sink, InputLimit limit,
                      WhenFull whenFull) {
        this(session, registry, pool, sink, limit, whenFull, QueueMemory.unbounded());
    }

    /** A session whose waiting lines also draw on {@code shared}, the memory of a server's queues. */
    public GtpSession(EngineSession session, CommandRegistry registry, Executor pool, Sink sink, InputLimit limit,
                      WhenFull whenFull, QueueMemory shared) {
        this.registry = registry;
        this.queue = new CommandQueue(session, pool, sink, limit, whenFull, shared, text -> Responses.failure(null, text));
    }

    /**
     * A raw input line, without its line terminator. With {@link WhenFull#WAIT} this may block
     * until there is room for it (or the session closes).
     */
    @Override
    public CommandQueue queue() {
        return queue;
    }

    @Override
    public void onLine(String raw) {
        String line = LineNormalizer.normalize(raw);
        if (line == null || queue.isClosed()) return;
        if (CommandLine.name(line).equals("stop")) session().cancelSearch();
        queue.inputArrived();
        queue.add(line, l -> execute(CommandLine.parse(l)));
    }

    @Override
    public void onLineTooLong(int maxBytes) {
        queue.inputArrived();
        queue.onLineTooLong(maxBytes);
    }

    /** End of input: finish what is queued, then close. */
    public void onEndOfInput() {
        onEndOfInput(false);
    }

    private void execute(CommandLine cl) {
        if (cl.name().isEmpty()) {
            queue.write(Responses.failure(cl.id(), GtpException.syntax("missing command name after the id").getMessage()));
            return;
        }
        CommandSpec spec = registry.find(cl.name()).orElse(null);
        if (spec == null) {
            queue.write(Responses.failure(cl.id(), "unknown command"));
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
        queue.endOfLine();
        queue.write(reply);
        if (ctx.closeRequested) queue.closeNow();
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
        public EngineSession session() {
            return queue.session();
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
                queue.write(Responses.streamHead(cl.id()));
            }
            // A client behind with its reading misses snapshots, never the reply's end.
            if (line != null && queue.writable()) queue.write(Responses.sanitize(line).replace("\n", " ") + "\n");
        }

        @Override
        public boolean streamed() {
            return streamed;
        }

        @Override
        public StopSignal beginStream() {
            if (!streamed) {
                streamed = true;
                queue.write(Responses.streamHead(cl.id()));
            }
            return untilInput();
        }

        @Override
        public StopSignal untilInput() {
            if (untilInput == null) untilInput = queue.untilInput();
            return untilInput;
        }
    }
}
