package org.pnengine.protocol.nboard;

import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.QueueMemory;
import org.pnengine.protocol.UnframedSession;

/**
 * One client's NBoard session, a layer over {@link EngineSession} as GTP and UCI are: the lines run in
 * order on a {@link CommandQueue}, one after another, the searches of {@code go}, {@code hint} and
 * {@code analyze} included, so that every reply comes in the order of the lines that asked for
 * it and {@code pong N} comes once every line before {@code ping N} is done.
 *
 * <p>Out of band, as soon as it is read: {@code ping} stops the running search, as the protocol
 * requires ("stop thinking and respond"), and cuts short every line before it that has not
 * finished ({@link Thinking}): the GUI sends {@code ping} before it changes the position, and
 * reads nothing that comes before the {@code pong}. Everything else, {@code quit} included, waits
 * its turn.
 *
 * <p>The game is Othello ({@link GameRecord}); {@code set depth} chooses a {@link Level}. A
 * malformed or impossible line (a game that does not replay, an illegal move, a bad number) is
 * answered {@code status error: WHY}, which the GUI shows on its status line, and changes nothing;
 * a command the protocol does not have is ignored, as the protocol asks. Nothing ends the session
 * but {@code quit} and the transport.
 */
public final class NBoardSession extends UnframedSession {

    /** The name the GUI shows ({@code set myname}). */
    static final String NAME = "pnengine";

    private final GameRecord record;
    private final Thinking thinking;
    /** Worker only. */
    private Level level = Level.DEFAULT;
    /** Read and kept (no opening book here to draw with). Worker only. */
    private double contempt;
    /** The lines read; the reader's thread only. */
    private long lines;
    /** The number of the last {@code ping} read: every line before it is overtaken. */
    private volatile long lastPing;

    public NBoardSession(EngineSession session, Executor workers, CommandQueue.Sink sink, CommandQueue.InputLimit limit,
                         CommandQueue.WhenFull whenFull, QueueMemory shared) {
        super(new CommandQueue(session, workers, sink, limit, whenFull, shared, text -> "status error: " + text + "\n"));
        this.record = new GameRecord(session);
        this.thinking = new Thinking(session, record, this::write);
    }

    @Override
    protected void onCommand(String line) {
        long n = ++lines;
        if (command(line).equals("ping")) {
            lastPing = n;
            session().cancelSearch();
        }
        queue().add(line, l -> execute(l, () -> lastPing > n));
    }

    /** The level {@code set depth} chose (for tests). */
    Level level() {
        return level;
    }

    /** The game the GUI and the engine share (for tests). */
    GameRecord record() {
        return record;
    }

    /** The contempt {@code set contempt} gave (for tests). */
    double contempt() {
        return contempt;
    }

    // ------------------------------------------------------------------ commands

    private static String command(String line) {
        return line.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
    }

    private void execute(String line, BooleanSupplier overtaken) {
        String[] words = line.split("\\s+", 2);
        String command = words[0].toLowerCase(Locale.ROOT);
        String rest = words.length > 1 ? words[1].strip() : "";
        try {
            switch (command) {
                case "nboard" -> nboard(rest);
                case "set" -> set(rest);
                case "move" -> record.move(MoveItem.parse(rest));
                case "go" -> thinking.go(level, overtaken);
                case "hint" -> thinking.hint(count(rest), level, overtaken);
                case "analyze" -> thinking.analyze(level, overtaken);
                case "ping" -> write(rest.isEmpty() ? "pong" : "pong " + rest);
                case "learn" -> write("learned");
                case "quit" -> queue().closeNow();
                default -> {
                    // Protocol version 1 sent a move alone ("F5"). Anything else is not NBoard's:
                    // ignored, as the protocol asks.
                    if (words.length == 1 && MoveItem.isMove(command)) record.move(MoveItem.parse(command));
                }
            }
        } catch (NBoardException e) {
            write("status error: " + e.getMessage().replace('\n', ' '));
        }
    }

    /** {@code nboard VERSION}: versions 1 and 2 are spoken; the engine gives its name. */
    private void nboard(String version) throws NBoardException {
        if (!version.equals("1") && !version.equals("2")) {
            throw new NBoardException("nboard: pnengine speaks NBoard versions 1 and 2, not '" + version + "'");
        }
        write("set myname " + NAME);
    }

    /** {@code set depth N}, {@code set game GGF}, {@code set contempt N}; any other is ignored. */
    private void set(String rest) throws NBoardException {
        String[] words = rest.split("\\s+", 2);
        String value = words.length > 1 ? words[1].strip() : "";
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "depth" -> level = Level.parse(value);
            case "game" -> record.set(GgfGame.parse(value));
            case "contempt" -> {
                try {
                    contempt = Double.parseDouble(value);
                } catch (NumberFormatException e) {
                    throw new NBoardException("set contempt needs a number, not '" + value + "'");
                }
            }
            default -> { }
        }
    }

    /** The N of {@code hint N}: at least 1; 1 when left out. */
    private static int count(String text) throws NBoardException {
        if (text.isEmpty()) return 1;
        try {
            int n = Integer.parseInt(text.split("\\s+")[0]);
            if (n >= 1) return n;
        } catch (NumberFormatException e) {
            // below
        }
        throw new NBoardException("hint needs a number of moves of at least 1, not '" + text + "'");
    }
}
