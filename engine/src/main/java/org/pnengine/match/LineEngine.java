package org.pnengine.match;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.pnengine.client.EngineAddress;
import org.pnengine.client.GtpFailure;
import org.pnengine.client.LineController;
import org.pnengine.client.ProcessTransport;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;

/**
 * What the controllers of the line protocols share (UCI and USI: {@link UciConnection}; xboard:
 * {@link XboardConnection}; NBoard: {@link NBoardConnection}): the engine, a child process whose
 * lines a {@link LineController} reads; its label; whether it is in step with the match; the
 * game's start as the engine is told it; the timed exchange that asks for a move, and the reading
 * of the answer. Every wait is timed, and a failure gives the engine up ({@link GtpFailure}).
 */
abstract class LineEngine implements EngineLink {

    /** Reads a move the engine answered, in its protocol's notation. */
    @FunctionalInterface
    interface MoveReader {
        int read(State before, String word) throws MoveFormatException;
    }

    /** An answer and what it cost: the wall time and the child's CPU time over the exchange. */
    record Reply(String line, double millis, double cpuMillis) {
    }

    protected final EngineSpec spec;
    protected final LineController engine;
    protected final long timeoutMillis;
    protected String label;
    /** Whether the engine's game is the match's: false from a set-up that failed or a move it did not take. */
    protected boolean inStep = true;
    /** The game's start as the engine is told it (the opening's position, else the start), and the opening's moves. */
    protected State start;
    protected final List<Integer> openingMoves = new ArrayList<>();

    protected LineEngine(EngineSpec spec, LineController engine, long timeoutMillis, String label) {
        this.spec = spec;
        this.engine = engine;
        this.timeoutMillis = timeoutMillis;
        this.label = label;
    }

    /** What a connection says to its engine first, and the connection it makes of it once answered. */
    @FunctionalInterface
    interface Handshake<E extends LineEngine> {
        E greet(LineController engine) throws GtpFailure, InterruptedException;
    }

    /**
     * Starts the engine's command line as a child process and greets it by {@code handshake}; an
     * engine whose greeting fails is killed.
     */
    static <E extends LineEngine> E start(EngineSpec spec, EngineSettings settings, Handshake<E> handshake)
            throws IOException, GtpFailure, InterruptedException {
        LineController c = start(spec, settings);
        try {
            return handshake.greet(c);
        } catch (GtpFailure | InterruptedException | RuntimeException e) {
            c.kill();
            throw e;
        }
    }

    /** Starts the engine's command line as a child process, its lines read by a {@link LineController}. */
    private static LineController start(EngineSpec spec, EngineSettings settings) throws IOException {
        List<String> command = ((EngineAddress.Stdio) spec.address()).command();
        ProcessTransport t;
        try {
            t = ProcessTransport.start(command, settings.connect().grace());
        } catch (IOException e) {
            throw new IOException("cannot start " + command.get(0) + ": " + e.getMessage(), e);
        }
        return LineController.start(t, command.get(0));
    }

    /** The program, the label of an engine that gives no name. */
    static String program(EngineSpec spec) {
        return ((EngineAddress.Stdio) spec.address()).command().get(0);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public boolean isHealthy() {
        return inStep && engine.isUsable();
    }

    /**
     * Any position: these protocols write a whole position (a FEN or SFEN, GGF's board), so an
     * engine takes one unless its protocol says otherwise (xboard's {@code setboard} feature).
     */
    @Override
    public boolean knowsSetboard() {
        return true;
    }

    /** The engines of these protocols give no final score. */
    @Override
    public String finalScore(List<Integer> moves) {
        return null;
    }

    @Override
    public void quit() {
        engine.quit("quit");
    }

    @Override
    public void kill() {
        engine.kill();
    }

    /**
     * Sets {@link #start} and {@link #openingMoves} for a game of {@code game} from {@code opening}
     * (null: the start position). With {@code movesAsPosition}, a move sequence is told as the
     * position it reaches, as a position opening is.
     */
    protected void startFrom(Game game, Opening opening, boolean movesAsPosition) {
        openingMoves.clear();
        if (opening == null) {
            start = game.newInitialState();
        } else if (opening.isPosition() || movesAsPosition) {
            start = opening.start(game);
        } else {
            start = game.newInitialState();
            openingMoves.addAll(opening.codes(game));
        }
    }

    /** The moves the engine is told from {@link #start}: the opening's, then the game's so far. */
    protected List<Integer> movesFromStart(List<Integer> gameMoves) {
        List<Integer> all = new ArrayList<>(openingMoves);
        all.addAll(gameMoves);
        return all;
    }

    /**
     * Sends {@code line} (the request for a move) and waits up to {@code hardMillis} for the line
     * {@code wanted} accepts, timing the exchange.
     */
    protected Reply ask(String line, Predicate<String> wanted, String what, long hardMillis, Consumer<String> others)
            throws GtpFailure, InterruptedException {
        double cpu0 = engine.transport().cpuMillis();
        long t0 = System.nanoTime();
        engine.send(line);
        String answer = engine.await(wanted, what, hardMillis, others);
        double ms = (System.nanoTime() - t0) / 1e6;
        return new Reply(answer, ms, engine.transport().cpuMillis() - cpu0);
    }

    /**
     * The engine's move {@code word}, read in {@code before} by {@code reader}, as the answer of
     * {@code reply}; the game loop checks that it is legal.
     *
     * @throws Contestant.Loss ({@code illegal_move}) if it names no move
     */
    protected static Contestant.Answer answer(MoveReader reader, State before, String word, Reply reply, double budgetMillis)
            throws Contestant.Loss {
        int move;
        try {
            move = reader.read(before, word);
        } catch (MoveFormatException | RuntimeException e) {
            throw new Contestant.Loss(GameRecord.Termination.ILLEGAL_MOVE, "answered '" + shorten(reply.line())
                    + "', which is not a move (" + e.getMessage() + ")");
        }
        return new Contestant.Answer(move, reply.millis(), reply.cpuMillis(), budgetMillis);
    }

    /** {@code s} fit for a message: control characters replaced, at most 60 characters. */
    static String shorten(String s) {
        String t = s.replaceAll("[\\p{Cntrl}\\uFFFD]", "?");
        return t.length() <= 60 ? t : t.substring(0, 60) + "...";
    }
}
