package org.pnengine.protocol;

import java.util.List;
import java.util.Optional;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;

/**
 * A game's notation in one of the chess world's protocols, as their sessions see it alike: its
 * variant names, its positions as text and its moves as text. {@link #fen} is the game's
 * {@link VariantNotation} (FEN and long algebraic moves: UCI, and xboard through its own view of
 * the moves), {@link #sfen} its {@link UsiNotation} (SFEN and USI moves). The contract is theirs:
 * {@code formatMove}/{@code parseMove} and {@code position}/{@code parsePosition} are inverse.
 */
public interface GameNotation {

    /** The variant names, the one pnengine reports first. */
    List<String> variants();

    String position(State state);

    State parsePosition(String text) throws PositionException;

    /** A legal move of {@code before} as text. */
    String formatMove(State before, int move);

    /** The move a text names in {@code before}, legal or not. */
    int parseMove(State before, String text) throws MoveFormatException;

    /** Where a protocol finds its notation of a game: empty if the protocol cannot express the game. */
    @FunctionalInterface
    interface Source {
        Optional<GameNotation> of(Game game);
    }

    /** The game's FEN and long algebraic moves ({@link VariantNotation}), or empty. */
    static Optional<GameNotation> fen(Game game) {
        return VariantNotation.of(game).map(n -> new GameNotation() {
            @Override
            public List<String> variants() {
                return n.variants();
            }

            @Override
            public String position(State state) {
                return n.fen(state);
            }

            @Override
            public State parsePosition(String text) throws PositionException {
                return n.parseFen(text);
            }

            @Override
            public String formatMove(State before, int move) {
                return n.formatMove(before, move);
            }

            @Override
            public int parseMove(State before, String text) throws MoveFormatException {
                return n.parseMove(before, text);
            }
        });
    }

    /** The game's SFEN and USI moves ({@link UsiNotation}), or empty. */
    static Optional<GameNotation> sfen(Game game) {
        return UsiNotation.of(game).map(n -> new GameNotation() {
            @Override
            public List<String> variants() {
                return n.variants();
            }

            @Override
            public String position(State state) {
                return n.sfen(state);
            }

            @Override
            public State parsePosition(String text) throws PositionException {
                return n.parseSfen(text);
            }

            @Override
            public String formatMove(State before, int move) {
                return n.formatMove(before, move);
            }

            @Override
            public int parseMove(State before, String text) throws MoveFormatException {
                return n.parseMove(before, text);
            }
        });
    }
}
