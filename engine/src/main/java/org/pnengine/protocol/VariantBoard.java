package org.pnengine.protocol;

import org.pnengine.engine.EngineException;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;

/**
 * The session's game and position as the chess world's protocols set them, in a protocol's
 * notation ({@link GameNotation.Source}): the variant by name, a position as text, a move as
 * text, each checked, so that what is refused changes nothing. UCI's {@code position} and
 * xboard's {@code variant}, {@code setboard} and moves are made of these.
 */
public final class VariantBoard {

    private final EngineSession session;
    private final GameNotation.Source source;

    public VariantBoard(EngineSession session, GameNotation.Source source) {
        this.session = session;
        this.source = source;
    }

    public EngineSession session() {
        return session;
    }

    public GameNotation.Source source() {
        return source;
    }

    /** The notation of the session's game (a session of these protocols only plays games its notation has). */
    public ProtocolNotation notation() {
        return source.of(session.game()).orElseThrow(() -> new IllegalStateException(
                session.game().type().name() + " has no notation in this protocol"));
    }

    /** The position in the notation. */
    public String position() {
        return notation().position(session.state());
    }

    /**
     * Makes the session play {@code variant}, unless it plays that game with those parameters
     * already.
     *
     * @return whether the game changed (its board is then at the start)
     */
    public boolean use(Variants.Variant variant) throws Refusal {
        Game g = session.game();
        if (g.type() == variant.type() && g.parameters().equals(variant.type().create(variant.args()).parameters())) {
            return false;
        }
        try {
            session.setGame(variant.type(), variant.args());
        } catch (EngineException e) {
            throw new Refusal(e.detail());
        }
        return true;
    }

    /**
     * Sets the position {@code text} describes; the history starts afresh.
     *
     * @throws Refusal saying why the text is not a position of the game
     */
    public void setPosition(String text) throws Refusal {
        try {
            State state = notation().parsePosition(text);
            session.setPosition(state.positionText());
        } catch (PositionException e) {
            throw new Refusal(e.getMessage());
        } catch (EngineException e) {
            throw new Refusal(e.detail());
        }
    }

    /**
     * Plays the move {@code text} names for the side to move.
     *
     * @throws Refusal saying why not: the text is no move of the game, the move is not legal
     *                 here, or the game is over
     */
    public void play(String text) throws Refusal {
        State state = session.state();
        try {
            int code = notation().parseMove(state, text);
            if (state.isTerminal()) throw new Refusal("the game is over");
            if (!state.isLegal(code)) throw new Refusal("it is not legal here");
            session.play(state.toMove(), state.formatMove(code));
        } catch (MoveFormatException e) {
            throw new Refusal(e.getMessage());
        } catch (EngineException e) {
            throw new Refusal(e.detail());
        }
    }
}
