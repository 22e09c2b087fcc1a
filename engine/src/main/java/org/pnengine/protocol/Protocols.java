package org.pnengine.protocol;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.nboard.NBoardSession;
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
        LineSession open(EngineSession session, Executor workers, CommandQueue.Sink sink, CommandQueue.InputLimit limit,
                         CommandQueue.WhenFull whenFull, QueueMemory shared);
    }

    /**
     * A protocol: its name on the command line, what it is, and how a session is opened.
     *
     * @param name     the word of {@code stdio}'s subcommand and of {@code serve --protocol}
     * @param summary  one line for the help
     * @param greeting what a client says first, line by line (the build's start-up training runs it)
     * @param opener   opens a session
     */
    public record Protocol(String name, String summary, List<String> greeting, Opener opener) {
    }

    public static final Protocol GTP = new Protocol("gtp", "the Go Text Protocol, version 2, with pnengine's pn- commands",
            List.of("protocol_version", "name", "version", "list_commands", "boardsize 7", "clear_board", "quit"),
            (session, workers, sink, limit, whenFull, shared) ->
                    new GtpSession(session, CommandRegistry.builtin(), workers, sink, limit, whenFull, shared));

    public static final Protocol UCI = new Protocol("uci", "the Universal Chess Interface, with UCI_Variant",
            List.of("uci", "isready", "ucinewgame", "position startpos", "quit"),
            (session, workers, sink, limit, whenFull, shared) ->
                    new UciSession(UciSession.Dialect.UCI, session, workers, sink, limit, whenFull, shared));

    public static final Protocol USI = new Protocol("usi", "the Universal Shogi Interface",
            List.of("usi", "isready", "usinewgame", "position startpos", "quit"),
            (session, workers, sink, limit, whenFull, shared) ->
                    new UciSession(UciSession.Dialect.USI, session, workers, sink, limit, whenFull, shared));

    public static final Protocol XBOARD = new Protocol("xboard",
            "xboard's Chess Engine Communication Protocol, version 2",
            List.of("xboard", "protover 2", "accepted setboard", "new", "variant minishogi", "force", "quit"),
            (session, workers, sink, limit, whenFull, shared) ->
                    new XboardSession(session, workers, sink, limit, whenFull, shared));

    public static final Protocol NBOARD = new Protocol("nboard", "the NBoard protocol of Othello GUIs, version 2",
            List.of("nboard 2", "set depth 4", "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]"
                    + "BO[8 ---------------------------O*------*O--------------------------- *];)", "ping 1", "quit"),
            (session, workers, sink, limit, whenFull, shared) ->
                    new NBoardSession(session, workers, sink, limit, whenFull, shared));

    /** Every protocol, GTP (the default) first. */
    public static final List<Protocol> ALL = List.of(GTP, UCI, USI, XBOARD, NBOARD);

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
