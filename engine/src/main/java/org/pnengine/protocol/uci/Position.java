package org.pnengine.protocol.uci;

import java.util.ArrayList;
import java.util.List;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.protocol.Refusal;
import org.pnengine.protocol.VariantBoard;
import org.pnengine.protocol.Variants;

/**
 * {@code position startpos|fen FEN|sfen SFEN [moves M ...]}: sets the session's game to the
 * chosen variant, and its position to the one given with the moves played on it
 * ({@link VariantBoard}). A GUI sends the whole game before every move; when the position is the
 * one set last with moves added, only the new moves are played, so that the player keeps its
 * tree. A move that is not legal stops the command there: the moves before it stand, and the GUI
 * is told which move was refused.
 */
final class Position {

    private final UciSession.Dialect dialect;
    private final VariantBoard board;
    /** The game set last, its base position's words and the moves played on it. */
    private Game lastGame;
    private String lastBase;
    private final List<String> lastMoves = new ArrayList<>();

    Position(UciSession.Dialect dialect, EngineSession session) {
        this.dialect = dialect;
        this.board = new VariantBoard(session, dialect.notations());
    }

    /** The notation of the session's game. */
    ProtocolNotation notation() {
        return board.notation();
    }

    /** The next position set is set in full. */
    void forget() {
        lastGame = null;
        lastBase = null;
        lastMoves.clear();
    }

    void set(List<String> args, Variants.Variant variant) throws Refusal {
        int movesAt = args.indexOf("moves");
        List<String> base = movesAt < 0 ? args : args.subList(0, movesAt);
        List<String> moves = movesAt < 0 ? List.of() : args.subList(movesAt + 1, args.size());
        if (base.isEmpty() || !(base.get(0).equals("startpos") && base.size() == 1
                || base.get(0).equals(dialect.positionWord()) && base.size() > 1)) {
            throw new Refusal("position takes startpos or " + dialect.positionWord() + " TEXT, then moves if any");
        }
        if (board.use(variant)) forget();
        EngineSession session = board.session();
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
            try {
                board.play(move);
                lastMoves.add(move);
            } catch (Refusal why) {
                // The position stands at the moves before; the next position command is set in full.
                forget();
                throw new Refusal("illegal move " + move + " (" + why.getMessage() + "): the position is "
                        + board.position());
            }
        }
    }

    private void setBase(List<String> base) throws Refusal {
        if (base.get(0).equals("startpos")) {
            board.session().clearBoard();
            return;
        }
        String text = String.join(" ", base.subList(1, base.size()));
        try {
            board.setPosition(text);
        } catch (Refusal why) {
            forget();
            throw new Refusal("bad " + dialect.positionWord() + " '" + text + "': " + why.getMessage());
        }
    }
}
