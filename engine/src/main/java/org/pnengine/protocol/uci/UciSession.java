package org.pnengine.protocol.uci;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;
import org.pnengine.protocol.CommandQueue;
import org.pnengine.protocol.GameNotation;
import org.pnengine.protocol.Protocols;
import org.pnengine.protocol.QueueMemory;
import org.pnengine.protocol.Refusal;
import org.pnengine.protocol.SearchReport;
import org.pnengine.protocol.UnframedSession;
import org.pnengine.search.SearchInfo;

/**
 * One client's UCI or USI session ({@link Dialect}), a layer over {@link EngineSession} as GTP is:
 * the lines run in order on a {@link CommandQueue}, and {@code go} starts the search on a
 * worker of its own and returns, so that {@code isready}, {@code stop} and {@code ponderhit}
 * are answered while it searches. The search writes its {@code info} lines and then
 * {@code bestmove}. Every other line that acts on the engine first waits for the running search
 * to end (a GUI stops it before it sends one, as the protocols require).
 *
 * <p>Out of band, as soon as it is read: {@code stop} stops the running search, {@code quit}
 * stops it and closes. The game is the variant chosen ({@link org.pnengine.protocol.Variants});
 * positions and moves are read and written in the game's {@link ProtocolNotation#fen} (UCI) or
 * {@link ProtocolNotation#sfen} (USI). A malformed or illegal line is answered with an
 * {@code info string} saying why, and changes nothing; nothing ends the session but {@code quit}
 * and the transport.
 */
public final class UciSession extends UnframedSession {

    private final Dialect dialect;
    private final Executor workers;
    private final Position position;
    private final EngineOptions options;
    /** Counted down when the running search has written its {@code bestmove}; null while none runs. */
    private volatile CountDownLatch searching;
    /** An infinite or pondering search's answer waits for this: counted down by stop, ponderhit and quit. */
    private volatile CountDownLatch release;
    /** The running pondering search's terms, kept for its {@code ponderhit}. */
    private volatile GoCommand pondering;

    /**
     * @param dialect the protocol's words
     * @param session the engine session
     * @param workers where the lines and the searches run
     */
    public UciSession(Dialect dialect, EngineSession session, Executor workers, CommandQueue.Sink sink,
                      CommandQueue.InputLimit limit, CommandQueue.WhenFull whenFull, QueueMemory shared) {
        super(new CommandQueue(session, workers, sink, limit, whenFull, shared,
                text -> "info string " + text + "\n"));
        this.dialect = dialect;
        this.workers = workers;
        this.position = new Position(dialect, session);
        this.options = new EngineOptions(dialect, session);
    }

    @Override
    protected void onCommand(String line) {
        String word = line.split("\\s+", 2)[0];
        if (word.equals("stop") || word.equals("quit")) stopSearch();
        queue().add(line, this::execute);
    }

    /**
     * End of input: the lines read still run, and the search they started answers (a client that
     * may have gone, TCP's, stops it at once, as {@link CommandQueue#onEndOfInput} says), then
     * the session closes.
     */
    @Override
    public void onEndOfInput(boolean clientMayBeGone) {
        queue().addControl(() -> {
            if (clientMayBeGone) stopSearch();
            try {
                awaitSearch();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        queue().onEndOfInput(clientMayBeGone);
    }

    @Override
    public boolean isBusy() {
        return queue().isBusy() || searching != null;
    }

    @Override
    public void onDisconnect() {
        queue().onDisconnect();
        stopSearch();
    }

    /** Stops the running search, and lets an infinite or pondering one answer. */
    private void stopSearch() {
        session().cancelSearch();
        CountDownLatch r = release;
        if (r != null) r.countDown();
    }

    // ------------------------------------------------------------------ commands

    private void execute(String line) {
        List<String> words = Arrays.asList(line.split("\\s+"));
        String command = words.get(0);
        List<String> args = words.subList(1, words.size());
        try {
            switch (command) {
                case "isready" -> write("readyok");
                case "stop" -> stopSearch();
                case "ponderhit" -> ponderhit();
                case "quit" -> {
                    stopSearch();
                    awaitSearch();
                    queue().closeNow();
                }
                case "debug" -> { }
                default -> {
                    if (command.equals(dialect.hello())) {
                        awaitSearch();
                        hello();
                    } else if (command.equals(dialect.newGame())) {
                        awaitSearch();
                        session().clearBoard();
                        position.forget();
                    } else if (command.equals("setoption")) {
                        awaitSearch();
                        options.set(args, position);
                    } else if (command.equals("position")) {
                        awaitSearch();
                        position.set(args, options.variant());
                    } else if (command.equals("go")) {
                        awaitSearch();
                        go(GoCommand.parse(dialect, args));
                    } else if (dialect == Dialect.USI && command.equals("gameover")) {
                        awaitSearch();
                    } else {
                        info("unknown command: " + command);
                    }
                }
            }
        } catch (Refusal e) {
            info(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void hello() {
        write("id name pnengine " + Protocols.version());
        write("id author the pnengine developers");
        for (String option : options.describe()) write(option);
        write(dialect.helloDone());
    }

    /** The opponent played the move pondered on: the search goes on under the move's own time, from now. */
    private void ponderhit() {
        GoCommand go = pondering;
        if (go == null) return;
        pondering = null;
        State state = session().state();
        MoveTerms terms = go.asPlayed().terms(state, session());
        session().limitSearch(session().plannedLimits(terms).hardMillis());
        CountDownLatch r = release;
        if (r != null) r.countDown();
    }

    /** Waits until the running search has written its {@code bestmove}. */
    private void awaitSearch() throws InterruptedException {
        CountDownLatch s = searching;
        if (s != null) s.await();
    }

    /** Starts the search on a worker of its own; it answers {@code bestmove} when it ends. */
    private void go(GoCommand go) {
        EngineSession session = session();
        State state = session.state();
        if (state.isTerminal()) {
            write("bestmove " + dialect.noMove(state));
            return;
        }
        MoveTerms terms = go.terms(state, session);
        int color = state.toMove();
        CountDownLatch done = new CountDownLatch(1);
        CountDownLatch held = go.infinite() || go.ponder() ? new CountDownLatch(1) : null;
        searching = done;
        release = held;
        pondering = go.ponder() ? go : null;
        workers.execute(() -> {
            try {
                EngineSession.GeneratedMove m = session.genmove(color, false, terms, info -> write(infoLine(info)), 1000,
                        () -> { });
                // An infinite or pondering search answers only once told to (stop, ponderhit), as
                // the protocols require, even if it ended by itself (a proven position).
                if (held != null) held.await();
                write("bestmove " + bestMove(m));
            } catch (EngineException e) {
                info(e.detail());
                write("bestmove " + dialect.noMove(session.state()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                info("internal error: " + e);
                write("bestmove " + dialect.noMove(session.state()));
            } finally {
                pondering = null;
                release = null;
                searching = null;
                done.countDown();
            }
        });
    }

    private String bestMove(EngineSession.GeneratedMove m) {
        State state = session().state();
        if (m.decision().move() < 0) return dialect.noMove(state);
        String best = position.notation().formatMove(state, m.decision().move());
        int[] pv = m.decision().pv();
        if (pv.length >= 2 && pv[0] == m.decision().move()) {
            State after = state.copy();
            after.apply(pv[0]);
            if (!after.isTerminal() && after.isLegal(pv[1])) {
                return best + " ponder " + position.notation().formatMove(after, pv[1]);
            }
        }
        return best;
    }

    /**
     * A report as an {@code info} line ({@link SearchReport}): {@code depth} the deepest iteration
     * completed ({@code minimax}; the best root move's line's length for the other players), then
     * {@code seldepth} where the player reports it, the score {@code score mate N} once proven (N
     * moves of the side to move; negative when lost) or else {@code score cp}, the playouts
     * {@code nodes}, then {@code nps} and {@code time}, and the best root move's line {@code pv}.
     */
    String infoLine(SearchInfo info) {
        SearchReport r = SearchReport.of(info, session().state(), position.notation());
        StringBuilder sb = new StringBuilder("info depth ").append(r.depth());
        if (r.selDepth() > 0) sb.append(" seldepth ").append(r.selDepth());
        if (r.score() != null) sb.append(" score ").append(r.score().mate() ? "mate " : "cp ").append(r.score().value());
        sb.append(" nodes ").append(r.nodes()).append(" nps ").append(r.nps()).append(" time ").append(r.millis());
        if (!r.pv().isEmpty()) sb.append(" pv ").append(String.join(" ", r.pv()));
        return sb.toString();
    }

    private void info(String text) {
        write("info string " + text.replace('\n', ' '));
    }

    /** The protocol's words: UCI for the chess world, USI for shogi's. */
    public enum Dialect {
        UCI("uci", "uciok", "ucinewgame", "fen", GameNotation::fen),
        USI("usi", "usiok", "usinewgame", "sfen", GameNotation::sfen);

        private final String hello;
        private final String helloDone;
        private final String newGame;
        private final String positionWord;
        private final GameNotation.Source notations;

        Dialect(String hello, String helloDone, String newGame, String positionWord, GameNotation.Source notations) {
            this.hello = hello;
            this.helloDone = helloDone;
            this.newGame = newGame;
            this.positionWord = positionWord;
            this.notations = notations;
        }

        /** The games' notations in this dialect. */
        GameNotation.Source notations() {
            return notations;
        }

        String hello() {
            return hello;
        }

        String helloDone() {
            return helloDone;
        }

        String newGame() {
            return newGame;
        }

        /** The word before a position's text: {@code fen} or {@code sfen}. */
        String positionWord() {
            return positionWord;
        }

        /** The game's notation in this dialect, or empty if the dialect cannot express it. */
        Optional<ProtocolNotation> notation(Game game) {
            return this == UCI ? VariantNotation.of(game).map(n -> n) : UsiNotation.of(game).map(n -> n);
        }

        /** The {@code bestmove} of a position with no move to make: UCI's null move, USI's resignation. */
        String noMove(State state) {
            return this == UCI ? "(none)" : "resign";
        }
    }
}
