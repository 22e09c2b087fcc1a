package org.pnengine.protocol;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import org.pnengine.engine.Session;
import org.pnengine.protocol.uci.UciSession;
import org.pnengine.protocol.xboard.XboardSession;

/**
 * The text protocols the engine speaks, one catalog line each: a transport ({@code stdio},
 * {@code serve --protocol}) opens a client's session in the one it was given.
 */
public final class Protocols {

    /** How a transport opens one client's session in a protocol. */
    @FunctionalInterface
    public interface Opener {
        LineSession open(Session session, Executor workers, CommandQueue.Sink sink, CommandQueue.InputLimit limit,
                         CommandQueue.WhenFull whenFull, QueueMemory shared);
    }

    /**
     * A protocol: its name on the command line, what it is, and how a session is opened.
     *
     * @param name    the word of {@code stdio}'s subcommand and of {@code serve --protocol}
     * @param summary one line for the help
     * @param opener  opens a session
     */
    public record Protocol(String name, String summary, Opener opener) {
    }

    public static final Protocol GTP = new Protocol("gtp", "the Go Text Protocol, version 2, with pnengine's pn- commands",
            (session, workers, sink, limit, whenFull, shared) ->
                    new GtpSession(session, CommandRegistry.builtin(), workers, sink, limit, whenFull, shared));

    public static final Protocol UCI = new Protocol("uci", "the Universal Chess Interface, with UCI_Variant",
            (session, workers, sink, limit, whenFull, shared) ->
                    new UciSession(UciSession.Dialect.UCI, session, workers, sink, limit, whenFull, shared));

    public static final Protocol USI = new Protocol("usi", "the Universal Shogi Interface",
            (session, workers, sink, limit, whenFull, shared) ->
                    new UciSession(UciSession.Dialect.USI, session, workers, sink, limit, whenFull, shared));

    public static final Protocol XBOARD = new Protocol("xboard",
            "xboard's Chess Engine Communication Protocol, version 2",
            (session, workers, sink, limit, whenFull, shared) ->
                    new XboardSession(session, workers, sink, limit, whenFull, shared));

    /** Every protocol, GTP (the default) first. */
    public static final List<Protocol> ALL = List.of(GTP, UCI, USI, XBOARD);

    private Protocols() {
    }

    /** The protocol named {@code name}. */
    public static Optional<Protocol> find(String name) {
        return ALL.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** The engine's version, from the jar's manifest when packaged. */
    public static String version() {
        return StandardCommands.VERSION;
    }
}
