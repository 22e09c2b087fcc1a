package org.pnengine.protocol.xboard;

import java.util.function.Consumer;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;
import org.pnengine.protocol.PlayerOptions;
import org.pnengine.protocol.Refusal;
import org.pnengine.protocol.SearchReport;
import org.pnengine.protocol.VariantBoard;
import org.pnengine.protocol.Variants;
import org.pnengine.search.SearchInfo;

/**
 * The game as xboard plays it with the engine (CECP §8): which side the engine plays, or neither
 * in force mode; the moves it is sent, checked ({@link VariantBoard}); its own moves, searched
 * under the clock ({@link XboardClock}) and answered {@code move MOVE}, with the thinking output
 * while {@code post} is on; and the end of the game, announced as {@code RESULT {COMMENT}} when
 * the engine finds it (after its own move, or when it is to move and the game is over).
 *
 * <p>Threading: everything runs on the session's worker, one line at a time, except
 * {@link #moveNow} and {@link #abort}, which the reader calls as it reads {@code ?} and the lines
 * that change the game: they reach the search of an earlier line, running or still to come.
 */
final class XboardGame {

    /** How often the thinking output is refreshed, in ms (and once more when the search ends). */
    private static final long THINKING_INTERVAL_MILLIS = 1000;
    private static final long MATE = 100_000;

    private final VariantBoard board;
    private final PlayerOptions player;
    private final XboardClock clock = new XboardClock();
    private final Consumer<String> out;
    private final Features features;
    /** Force mode: the engine plays neither side. */
    private boolean force;
    private int engineSide = Game.SECOND;
    private boolean post;
    /** The last {@code setboard} was refused: moves are illegal until the next position. */
    private boolean noPosition;
    /** The number of the line that runs. */
    private long line;
    /** The last {@code ?} and the last line that changes the game, by number: earlier searches obey them. */
    private volatile long moveNowAt;
    private volatile long abortAt;
    /** The line whose search waits or runs, or 0; whether it runs (admitted). */
    private volatile long searchLine;
    private volatile boolean searching;

    XboardGame(VariantBoard board, PlayerOptions player, Consumer<String> out, Features features) {
        this.board = board;
        this.player = player;
        this.out = out;
        this.features = features;
        EngineSession session = board.session();
        if (board.source().of(session.game()).isEmpty()) {
            // The session's game (stdio's --game) has no xboard notation: play the first that has.
            try {
                board.use(Variants.require(board.source(), Variants.all(board.source()).get(0)));
            } catch (Refusal e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }
    }

    VariantBoard board() {
        return board;
    }

    PlayerOptions player() {
        return player;
    }

    XboardClock clock() {
        return clock;
    }

    /** The line numbered {@code n} starts to run. */
    void startLine(long n) {
        line = n;
    }

    // ------------------------------------------------------------------ out of band (the reader)

    /** {@code ?} read as line {@code n}: the search of an earlier line moves now. */
    void moveNow(long n) {
        moveNowAt = n;
        long s = searchLine;
        if (s != 0 && s < n && searching) board.session().cancelSearch();
    }

    /** A line read as {@code n} changes the game: the search of an earlier line ends without a move. */
    void abort(long n) {
        abortAt = n;
        long s = searchLine;
        if (s != 0 && s < n) board.session().cancelSearch();
    }

    // ------------------------------------------------------------------ commands

    /** {@code new}: the variant's start, White to move, the engine Black, the clocks at the start. */
    void newGame() {
        board.session().clearBoard();
        force = false;
        engineSide = Game.SECOND;
        noPosition = false;
        clock.newGame();
    }

    /** {@code variant NAME}: the game; its start position; the {@link Setup} the xboard GUI needs. */
    void variant(String name) throws Refusal {
        board.use(Variants.require(board.source(), name));
        board.session().clearBoard();
        noPosition = false;
        Setup.lines(board.notation(), board.session().state()).forEach(out);
    }

    /** {@code setboard FEN}: the position; refused, the moves are illegal until the next one (CECP §8). */
    void setboard(String fen) {
        try {
            board.setPosition(fen);
            noPosition = false;
        } catch (Refusal e) {
            noPosition = true;
            out.accept("tellusererror Illegal position: " + e.getMessage().replace('\n', ' '));
        }
    }

    /** {@code force} and {@code result}: the engine plays neither side, and stops pondering. */
    void force() {
        force = true;
        board.session().cancelSearch();
    }

    /** {@code go}: the engine plays the side to move, and moves. */
    void go() throws Refusal {
        if (noPosition) throw new Refusal("no position: the last setboard was refused");
        force = false;
        engineSide = board.session().state().toMove();
        think();
    }

    /** {@code playother}: the engine plays the side not to move, and waits for its move. */
    void playOther() {
        force = false;
        engineSide = 1 - board.session().state().toMove();
    }

    /** Whether {@code text} is a move of the game (legal or not): a bare move, without usermove=1. */
    boolean isMove(String text) {
        try {
            board.notation().parseMove(board.session().state(), text);
            return true;
        } catch (MoveFormatException e) {
            return false;
        }
    }

    /** A move of the side to move; then the engine moves if it plays the other side. */
    void userMove(String text) {
        if (noPosition) {
            out.accept("Illegal move (no position: the last setboard was refused): " + text);
            return;
        }
        try {
            board.play(text);
        } catch (Refusal e) {
            out.accept("Illegal move (" + e.getMessage().replace('\n', ' ') + "): " + text);
            return;
        }
        if (force) return;
        if (board.session().state().isTerminal()) result();
        else if (board.session().state().toMove() == engineSide) think();
    }

    /** {@code undo} (1) and {@code remove} (2): takes back moves, the engine keeping its side. */
    void undo(int moves) throws Refusal {
        EngineSession session = board.session();
        if (session.state().ply() < moves) {
            throw new Refusal("command not legal now: no " + (moves == 1 ? "move" : "two moves") + " to take back");
        }
        try {
            for (int i = 0; i < moves; i++) session.undo();
        } catch (EngineException e) {
            throw new Refusal(e.detail());
        }
    }

    void post(boolean on) {
        post = on;
    }

    /** {@code hard}/{@code easy}: the player's pondering, if it can ponder. */
    void ponder(boolean on) throws Refusal {
        if (!player.setPonder(on) && on) debug(player.player() + " does not ponder");
    }

    /** {@code cores N}: the player's threads, within the server's cap. */
    void cores(String n) throws Refusal {
        int cores;
        try {
            cores = Integer.parseInt(n);
        } catch (NumberFormatException e) {
            throw new Refusal("cores takes a whole number, not " + n);
        }
        player.setThreads(Integer.toString(Math.max(1, Math.min(cores, player.maxThreads()))));
    }

    /** {@code option NAME=VALUE} for the options of {@link Features}. */
    void option(String nameValue) throws Refusal {
        int eq = nameValue.indexOf('=');
        String name = eq < 0 ? nameValue : nameValue.substring(0, eq).trim();
        String value = eq < 0 ? "" : nameValue.substring(eq + 1).trim();
        switch (name) {
            case "Player" -> player.setPlayer(value);
            case "Threads" -> player.setThreads(value);
            default -> throw new Refusal("unknown option " + name);
        }
    }

    /** A {@code #} line, if the GUI accepted debug=1. */
    void debug(String text) {
        if (features.accepted("debug")) out.accept("# " + text.replace('\n', ' '));
    }

    // ------------------------------------------------------------------ the engine's move

    /**
     * The engine moves, unless a later line has changed the game: it searches under the clock,
     * answers {@code move MOVE}, and announces the result if its move ended the game (or the game
     * was over already).
     */
    private void think() {
        EngineSession session = board.session();
        if (session.state().isTerminal()) {
            result();
            return;
        }
        long n = line;
        if (abortAt > n) return;
        State root = session.state().copy();
        ProtocolNotation notation = board.notation();
        SearchInfo.Listener thinking = post ? info -> thinkingLine(SearchReport.of(info, root, notation)) : null;
        searchLine = n;
        try {
            EngineSession.GeneratedMove m = session.genmove(root.toMove(), true, clock.terms(root), thinking,
                    THINKING_INTERVAL_MILLIS, () -> {
                        searching = true;
                        if (moveNowAt > n || abortAt > n) session.cancelSearch();
                    });
            if (abortAt > n) {
                session.undo();   // the game changed under the search: no move
                return;
            }
            out.accept("move " + notation.formatMove(root, root.parseMove(m.move())));
            if (session.state().isTerminal()) result();
        } catch (EngineException e) {
            // A search ended by a later line that changes the game says nothing (its wait for a place was cancelled).
            if (abortAt <= n) out.accept("tellusererror pnengine cannot move: " + e.detail());
        } catch (MoveFormatException e) {
            throw new IllegalStateException(e);
        } finally {
            searching = false;
            searchLine = 0;
        }
    }

    /** Thinking output (CECP §10): {@code ply score time nodes pv}, time in centiseconds. */
    private void thinkingLine(SearchReport r) {
        if (r.pv().isEmpty()) return;
        long score = r.score() == null ? 0 : !r.score().mate() ? r.score().value()
                : r.score().value() > 0 ? MATE + r.score().value() : -MATE + r.score().value();
        long centiseconds = (r.millis() + 5) / 10;
        out.accept(r.depth() + " " + score + " " + centiseconds + " " + r.nodes() + " " + String.join(" ", r.pv()));
    }

    /** The game is over: {@code 1-0 {White wins}}, {@code 0-1 {Black wins}} or {@code 1/2-1/2 {Draw}} (CECP §9). */
    private void result() {
        int score = board.session().state().score();
        out.accept(score > 0 ? "1-0 {White wins}" : score < 0 ? "0-1 {Black wins}" : "1/2-1/2 {Draw}");
    }
}
