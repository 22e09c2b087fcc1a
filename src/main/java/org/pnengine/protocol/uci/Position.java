package org.pnengine.protocol.uci;

import org.pnengine.game.ProtocolNotation;
import java.util.ArrayList;
import java.util.List;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.Session;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * {@code position startpos|fen FEN|sfen SFEN [moves M ...]}: sets the session's game to the
 * chosen variant, and its position to the one given with the moves played on it. A GUI sends
 * the whole game before every move; when the position is the one set last with moves added, only
 * the new moves are played, so that the player keeps its tree. A move that is not legal stops the
 * command there: the moves before it stand, and the GUI is told which move was refused.
 */
final class Position {

    private final UciSession.Dialect dialect;
    private final Session session;
    /** The game set last, its base position's words and the moves played on it. */
    private Game lastGame;
    private String lastBase;
    private final List<String> lastMoves = new ArrayList<>();

    Position(UciSession.Dialect dialect, Session session) {
        this.dialect = dialect;
        this.session = session;
    }

    /** The notation of the session's game. */
    ProtocolNotation notation() {
        return dialect.notation(session.game()).orElseThrow(() -> new IllegalStateException(
                session.game().type().name() + " has no " + dialect + " notation"));
    }

    /** The next position set is set in full. */
    void forget() {
        lastGame = null;
        lastBase = null;
        lastMoves.clear();
    }

    void set(List<String> args, Variants.Variant variant) throws UciException {
        int movesAt = args.indexOf("moves");
        List<String> base = movesAt < 0 ? args : args.subList(0, movesAt);
        List<String> moves = movesAt < 0 ? List.of() : args.subList(movesAt + 1, args.size());
        if (base.isEmpty() || !(base.get(0).equals("startpos") && base.size() == 1
                || base.get(0).equals(dialect.positionWord()) && base.size() > 1)) {
            throw new UciException("position takes startpos or " + dialect.positionWord() + " TEXT, then moves if any");
        }
        play(variant);
        String baseText = String.join(" ", base);
        boolean extends_ = session.game() == lastGame && baseText.equals(lastBase) && moves.size() >= lastMoves.size()
                && moves.subList(0, lastMoves.size()).equals(lastMoves) && session.state().ply() >= lastMoves.size();
        if (!extends_) {
            setBase(base);
            lastGame = session.game();
            lastBase = baseText;
            lastMoves.clear();
        }
        for (String move : moves.subList(lastMoves.size(), moves.size())) {
            State state = session.state();
            String why;
            try {
                int code = notation().parseMove(state, move);
                if (!state.isTerminal() && state.isLegal(code)) {
                    session.play(state.toMove(), state.formatMove(code));
                    lastMoves.add(move);
                    continue;
                }
                why = state.isTerminal() ? "the game is over" : "it is not legal here";
            } catch (MoveFormatException e) {
                why = e.getMessage();
            } catch (EngineException e) {
                why = e.detail();
            }
            // The position stands at the moves before; the next position command is set in full.
            forget();
            throw new UciException("illegal move " + move + " (" + why + "): the position is "
                    + notation().position(session.state()));
        }
    }

    /** Makes the session play {@code variant}, if it plays another game or other parameters. */
    private void play(Variants.Variant variant) throws UciException {
        Game g = session.game();
        if (g.type() == variant.type() && Variants.of(dialect, g).map(v -> v.args()).orElse(List.of())
                .equals(Variants.of(dialect, variant.type().create(variant.args())).map(v -> v.args()).orElse(List.of()))) {
            return;
        }
        try {
            session.setGame(variant.type(), variant.args());
        } catch (EngineException e) {
            throw new UciException(e.detail());
        }
        forget();
    }

    private void setBase(List<String> base) throws UciException {
        if (base.get(0).equals("startpos")) {
            session.clearBoard();
            return;
        }
        String text = String.join(" ", base.subList(1, base.size()));
        try {
            State state = notation().parsePosition(text);
            session.setPosition(state.positionText());
        } catch (PositionException e) {
            forget();
            throw new UciException("bad " + dialect.positionWord() + " '" + text + "': " + e.getMessage());
        } catch (EngineException e) {
            forget();
            throw new UciException(e.detail());
        }
    }
}
