package org.pnengine.protocol;

import java.util.Optional;
import org.pnengine.game.Game;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;

/**
 * Where each of the chess world's protocols finds its notation of a game
 * ({@link ProtocolNotation}): {@link #fen} is the game's {@link VariantNotation} (FEN and long
 * algebraic moves: UCI, and xboard through its own view of the moves), {@link #sfen} its
 * {@link UsiNotation} (SFEN and USI moves).
 */
public final class GameNotation {

    private GameNotation() {
    }

    /** Where a protocol finds its notation of a game: empty if the protocol cannot express the game. */
    @FunctionalInterface
    public interface Source {
        Optional<ProtocolNotation> of(Game game);
    }

    /** The game's FEN and long algebraic moves ({@link VariantNotation}), or empty. */
    public static Optional<ProtocolNotation> fen(Game game) {
        return VariantNotation.of(game).map(n -> n);
    }

    /** The game's SFEN and USI moves ({@link UsiNotation}), or empty. */
    public static Optional<ProtocolNotation> sfen(Game game) {
        return UsiNotation.of(game).map(n -> n);
    }
}
