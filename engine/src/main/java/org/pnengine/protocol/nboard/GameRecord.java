package org.pnengine.protocol.nboard;

import java.util.ArrayList;
import java.util.List;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.MoveTerms;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.GgfNotation.Clock;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.TimeControls;

/**
 * The game the GUI and the engine share, kept on the session: the Othello board of the last
 * {@code set game} (size and start), its clocks, and every move since, each with its time, so that
 * the clock of the side to move can be read. The session's position is always the start with
 * these moves played (one ply each, passes included).
 *
 * <p>The game is Othello with the empty squares of a finished game going to the winner
 * ({@code scoring=wof}), the convention of GGS, NTest and Edax, unless the session was started
 * on Othello with {@code scoring=} given ({@code --game "Othello scoring=discs"}).
 */
final class GameRecord {

    /** A move played, with the colour that played it. */
    record Played(int color, MoveItem item) {
    }

    private final EngineSession session;
    private final String scoring;
    private String start;
    private Clock[] clocks = {Clock.NONE, Clock.NONE};
    private final List<Played> played = new ArrayList<>();

    /** Puts the session on Othello: the size it plays if it plays Othello, else 8×8, at its start. */
    GameRecord(EngineSession session) {
        this.session = session;
        List<String> args = session.config().defaultGame() == OthelloGame.TYPE ? session.config().defaultGameArgs() : List.of();
        this.scoring = args.stream().filter(a -> a.startsWith("scoring=")).map(a -> a.substring(8)).findFirst().orElse("wof");
        int size = session.game() instanceof OthelloGame g ? g.size() : 8;
        try {
            useBoard(size);
            session.clearBoard();
        } catch (EngineException e) {
            throw new IllegalStateException(e.detail(), e);
        }
        this.start = session.state().positionText();
    }

    /** The moves played since the start, one per ply of the session's position. */
    List<Played> played() {
        return List.copyOf(played);
    }

    /**
     * {@code set game}: the game's start and moves become the session's position. When the start
     * is the one set last and the moves extend those played, only the new moves are played, so
     * that the player keeps its tree. A game that does not replay (an impossible start, a move
     * that is not legal) changes nothing.
     */
    void set(GgfGame g) throws NBoardException {
        Game game = OthelloGame.TYPE.create(List.of("size=" + g.size(), "scoring=" + scoring));
        State s;
        try {
            s = game.parsePosition(g.start());
        } catch (PositionException e) {
            throw new NBoardException("BO: " + e.getMessage());
        }
        List<Played> moves = new ArrayList<>();
        int n = 0;
        for (GgfGame.Move m : g.moves()) {
            n++;
            String tag = (m.color() == Game.FIRST ? "B[" : "W[") + m.item().wireMove() + "]";
            if (s.isTerminal()) throw new NBoardException("move " + n + ", " + tag + ": the game is already over");
            if (m.color() != s.toMove()) {
                // A pass the record leaves out: the other side moves twice.
                int pass = s.forcedPass();
                if (pass < 0) throw new NBoardException("move " + n + ", " + tag + ": it is " + game.playerName(s.toMove()) + "'s turn");
                s.apply(pass);
                moves.add(new Played(1 - m.color(), new MoveItem(EngineSession.PASS, Double.NaN, 0)));
            }
            int code = parse(s, m.item().move(), "move " + n + ", " + tag);
            s.apply(code);
            moves.add(new Played(m.color(), m.item()));
        }
        try {
            boolean extend = session.game().type() == game.type() && session.game().parameters().equals(game.parameters())
                    && g.start().equals(start) && session.state().ply() == played.size()
                    && moves.size() >= played.size() && sameMoves(moves.subList(0, played.size()), played);
            if (!extend) {
                useBoard(g.size());
                session.setPosition(g.start());
                start = g.start();
                played.clear();
            }
            for (Played p : moves.subList(played.size(), moves.size())) {
                session.play(p.color(), p.item().move());
                played.add(p);
            }
        } catch (EngineException e) {
            throw new NBoardException(e.detail());
        }
        // The times of the moves already played may have changed with the record.
        for (int i = 0; i < moves.size(); i++) played.set(i, moves.get(i));
        clocks = new Clock[] {g.black(), g.white()};
    }

    /**
     * {@code move}: plays a move for the side to move. A placement when that side can only pass
     * is played after the pass (the GUI left the pass out).
     */
    void move(MoveItem item) throws NBoardException {
        State s = session.state();
        String what = "move " + item.wireMove();
        if (s.isTerminal()) throw new NBoardException(what + ": the game is over");
        int code = code(s, item.move(), what);
        int pass = s.isPass(code) ? -1 : s.forcedPass();
        State after = s;
        if (pass >= 0) {
            after = s.copy();
            after.apply(pass);
        }
        if (!after.isLegal(code)) throw new NBoardException(what + " is not legal for " + s.game().playerName(after.toMove()));
        try {
            int color = s.toMove();
            if (pass >= 0) {
                session.play(color, EngineSession.PASS);
                played.add(new Played(color, new MoveItem(EngineSession.PASS, Double.NaN, 0)));
                color = 1 - color;
            }
            session.play(color, item.move());
            played.add(new Played(color, item));
        } catch (EngineException e) {
            throw new NBoardException(what + ": " + e.detail());
        }
    }

    /**
     * The budget of {@code go} for the side to move: the level's playouts, within the side's GGF
     * clock if it has one (its time at the start, less the times of its moves, plus its
     * increments).
     */
    MoveTerms terms(Level level) {
        int color = session.state().toMove();
        Clock c = clocks[color];
        if (c.isNone()) return new MoveTerms(new MoveBudget.Playouts(level.playouts()), null);
        long left = c.mainMillis();
        for (Played p : played) {
            if (p.color() == color) left += c.incrementMillis() - Math.round(p.item().seconds() * 1000);
        }
        TimeControls tc = TimeControls.fischer(c.mainMillis(), c.incrementMillis());
        PlayerClock clock = new PlayerClock(tc);
        clock.set(Math.max(0, left), 0);
        return new MoveTerms(new MoveBudget.GameClock(tc, level.playouts()), clock);
    }

    /** Makes the session play Othello on an {@code n × n} board, if it plays anything else. */
    private void useBoard(int n) throws EngineException {
        Game g = session.game();
        if (g instanceof OthelloGame o && o.size() == n && scoring.equals(g.parameters().get("scoring"))) return;
        session.setGame(OthelloGame.TYPE, List.of("size=" + n, "scoring=" + scoring));
    }

    private static boolean sameMoves(List<Played> a, List<Played> b) {
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).item().move().equals(b.get(i).item().move())) return false;
        }
        return true;
    }

    /** The legal move {@code move} of {@code s}. */
    private static int parse(State s, String move, String what) throws NBoardException {
        int code = code(s, move, what);
        if (!s.isLegal(code)) throw new NBoardException(what + " is not legal for " + s.game().playerName(s.toMove()));
        return code;
    }

    /** The code of {@code move} in {@code s}'s game, legal or not. */
    private static int code(State s, String move, String what) throws NBoardException {
        try {
            return s.parseMove(move);
        } catch (MoveFormatException e) {
            throw new NBoardException(what + ": " + e.getMessage());
        }
    }
}
