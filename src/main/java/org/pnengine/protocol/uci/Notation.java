package org.pnengine.protocol.uci;

import java.util.List;
import java.util.Optional;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;

/**
 * A game's notation in one dialect: {@link VariantNotation} for UCI (FEN, long algebraic moves),
 * {@link UsiNotation} for USI (SFEN, USI moves), seen alike by the session.
 */
interface Notation {

    List<String> variants();

    String position(State state);

    State parsePosition(String text) throws PositionException;

    String formatMove(State before, int move);

    int parseMove(State before, String text) throws MoveFormatException;

    /** The game's notation in {@code dialect}, or empty if that dialect cannot express it. */
    static Optional<Notation> of(UciSession.Dialect dialect, Game game) {
        if (dialect == UciSession.Dialect.USI) {
            return UsiNotation.of(game).map(n -> new Notation() {
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
        return VariantNotation.of(game).map(n -> new Notation() {
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
}
