package org.pnengine.protocol.xboard;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.XboardNotation;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.PlayerOptions;
import org.pnengine.protocol.Protocols;
import org.pnengine.protocol.QueueMemory;
import org.pnengine.protocol.Refusal;
import org.pnengine.protocol.UnframedSession;
import org.pnengine.protocol.VariantBoard;
import org.pnengine.protocol.Variants;

/**
 * One client's session in xboard's protocol (the Chess Engine Communication Protocol, version 2,
 * Tim Mann and H.G. Muller), a layer over {@link EngineSession} as GTP and UCI are: the lines run in
 * order on a {@link CommandQueue}, and a line that makes the engine move ({@code go}, or a move
 * while it plays the other side) searches on the queue's worker, so that every later line, a
 * {@code ping} among them, is answered only after the move, as the protocol requires.
 *
 * <p>Out of band, as soon as it is read: {@code ?} and {@code quit} make the running search move
 * now, and the lines that change the game under it ({@code force}, {@code new}, {@code result},
 * {@code variant}, {@code setboard}, {@code undo}, {@code remove}) end it without a move. Each
 * applies to the searches of the lines before it only, whether they run or wait to.
 *
 * <p>The game (force mode, the engine's side, thinking, the answers) is {@link XboardGame}'s; the
 * clocks are {@link XboardClock}'s; positions and moves are written in {@link XboardNotation}. A
 * command pnengine does not know or cannot follow is answered
 * {@code Error (WHY): LINE}, a refused move {@code Illegal move (WHY): MOVE}; neither changes
 * anything, and nothing ends the session but {@code quit} and the transport.
 */
public final class XboardSession extends UnframedSession {

    /** Lines that end the engine's thinking without its move: they change the game under it. */
    private static final Set<String> ABORTS = Set.of("force", "new", "result", "variant", "setboard", "undo", "remove");

    /** A command: its words after the first, the whole line (for its error message). */
    @FunctionalInterface
    private interface Command {
        void run(List<String> args, String line) throws Refusal;
    }

    private final XboardGame game;
    private final Features features = new Features();
    private final Map<String, Command> commands;
    /** Lines read so far (the reader's thread only). */
    private long linesRead;

    public XboardSession(EngineSession session, Executor workers, CommandQueue.Sink sink, CommandQueue.InputLimit limit,
                         CommandQueue.WhenFull whenFull, QueueMemory shared) {
        super(new CommandQueue(session, workers, sink, limit, whenFull, shared,
                text -> "tellusererror " + text + "\n"));
        this.game = new XboardGame(new VariantBoard(session, XboardNotation::of), new PlayerOptions(session),
                this::write, features);
        this.commands = commands();
    }

    private Map<String, Command> commands() {
        return Map.ofEntries(
                Map.entry("xboard", (a, l) -> { }),
                Map.entry("protover", (a, l) -> Features.lines(Protocols.version(),
                        Variants.all(game.board().source()), game.player()).forEach(this::write)),
                Map.entry("accepted", (a, l) -> features.answer(true, String.join(" ", a))),
                Map.entry("rejected", (a, l) -> features.answer(false, String.join(" ", a))),
                Map.entry("new", (a, l) -> game.newGame()),
                Map.entry("variant", (a, l) -> game.variant(one(a, "variant takes NAME"))),
                Map.entry("setboard", (a, l) -> game.setboard(String.join(" ", a))),
                Map.entry("force", (a, l) -> game.force()),
                Map.entry("result", (a, l) -> game.force()),
                Map.entry("go", (a, l) -> game.go()),
                Map.entry("playother", (a, l) -> game.playOther()),
                Map.entry("usermove", (a, l) -> game.userMove(one(a, "usermove takes MOVE"))),
                Map.entry("?", (a, l) -> { }),
                Map.entry("undo", (a, l) -> game.undo(1)),
                Map.entry("remove", (a, l) -> game.undo(2)),
                Map.entry("ping", (a, l) -> write("pong" + (a.isEmpty() ? "" : " " + a.get(0)))),
                Map.entry("level", (a, l) -> game.clock().level(a)),
                Map.entry("st", (a, l) -> game.clock().st(a)),
                Map.entry("sd", (a, l) -> {
                    game.clock().sd(a);
                    game.debug("sd " + game.clock().depth() + ": the deepest iteration of minimax; the MCTS players search no fixed depth");
                }),
                Map.entry("time", (a, l) -> game.clock().time(a)),
                Map.entry("otim", (a, l) -> game.clock().otim(a)),
                Map.entry("post", (a, l) -> game.post(true)),
                Map.entry("nopost", (a, l) -> game.post(false)),
                Map.entry("hard", (a, l) -> game.ponder(true)),
                Map.entry("easy", (a, l) -> game.ponder(false)),
                Map.entry("cores", (a, l) -> game.cores(one(a, "cores takes N"))),
                Map.entry("option", (a, l) -> game.option(l.substring("option".length()).trim())),
                Map.entry("bk", (a, l) -> write(" pnengine has no opening book\n")),
                // Nothing to do: GNU Chess's randomness, the opponent's kind, name and rating, the
                // server, a draw offer (declined by silence), a hint (none).
                Map.entry("random", (a, l) -> { }),
                Map.entry("computer", (a, l) -> { }),
                Map.entry("name", (a, l) -> { }),
                Map.entry("rating", (a, l) -> { }),
                Map.entry("ics", (a, l) -> { }),
                Map.entry("draw", (a, l) -> { }),
                Map.entry("hint", (a, l) -> { }),
                Map.entry("quit", (a, l) -> queue().closeNow()));
    }

    private static String one(List<String> args, String usage) throws Refusal {
        if (args.size() != 1) throw new Refusal(usage);
        return args.get(0);
    }

    @Override
    protected void onCommand(String line) {
        long n = ++linesRead;
        String word = line.split("\\s+", 2)[0];
        if (word.equals("?") || word.equals("quit")) game.moveNow(n);
        else if (ABORTS.contains(word)) game.abort(n);
        queue().add(line, l -> execute(l, n));
    }

    private void execute(String line, long n) {
        List<String> words = Arrays.asList(line.split("\\s+"));
        List<String> args = words.subList(1, words.size());
        Command c = commands.get(words.get(0));
        game.startLine(n);
        try {
            if (c != null) {
                c.run(args, line);
            } else if (args.isEmpty() && !features.accepted("usermove") && game.isMove(line)) {
                // Without usermove=1, moves come bare (CECP §8, "MOVE").
                game.userMove(line);
            } else {
                throw new Refusal("unknown command");
            }
        } catch (Refusal e) {
            write("Error (" + e.getMessage().replace('\n', ' ') + "): " + line);
        }
    }
}
