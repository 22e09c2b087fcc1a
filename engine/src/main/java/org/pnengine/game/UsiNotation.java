package org.pnengine.game;

import java.util.List;
import java.util.Optional;

/**
 * How a shogi-like game is written in USI, the Universal Shogi Interface, exactly as
 * Fairy-Stockfish writes it in USI mode (after {@code usi}): the position as an SFEN (board,
 * {@code b} for Sente or {@code w} for Gote to move, the pieces in hand with their counts or
 * {@code -}, and the move number, which counts plies from 1), and the moves as USI writes them:
 * squares as file digit then rank letter ({@code 2e3d}, file 1 on Sente's right, rank {@code a}
 * on Gote's side), a promotion with the suffix {@code +} ({@code 2b2a+}) and a drop as piece,
 * {@code *} and square ({@code P*3c}). An optional capability: a game that has such a notation
 * implements {@link Provider}, whose {@link Provider#usiNotation()} is null for the parameters
 * the notation cannot express; {@link #of(Game)} finds out.
 *
 * <p>Contract:
 * <ul>
 *   <li>{@link #formatMove} and {@link #parseMove} are inverse on the legal moves of a state; both
 *       see the position before the move.</li>
 *   <li>{@link #sfen} and {@link #parseSfen} are inverse on the reachable positions, move number
 *       included; {@code parseSfen} also reads {@code startpos} and a leading {@code sfen}, as
 *       USI's {@code position} command gives them, and the move number may be left out.</li>
 *   <li>The first of {@link #variants()} is the name pnengine reports, the others are accepted. USI
 *       itself names no variants: they are the values of Fairy-Stockfish's {@code UCI_Variant}
 *       option, which it keeps under that name in USI mode too.</li>
 * </ul>
 */
public interface UsiNotation extends ProtocolNotation {

    /** The variant names (Fairy-Stockfish's {@code UCI_Variant}), pnengine's own first. */
    List<String> variants();

    /** The position as an SFEN, without the {@code sfen} keyword. */
    String sfen(State state);

    /**
     * The position an SFEN describes, in this game's parameters.
     *
     * @throws PositionException if the text is not an SFEN of this game
     */
    State parseSfen(String sfen) throws PositionException;

    /** The SFEN: {@link #sfen}. */
    @Override
    default String position(State state) {
        return sfen(state);
    }

    /** {@link #parseSfen}. */
    @Override
    default State parsePosition(String text) throws PositionException {
        return parseSfen(text);
    }

    /** A game that has a USI notation, for some of its parameters at least. */
    interface Provider {
        /** This game's notation, or null if USI cannot express this game's parameters. */
        UsiNotation usiNotation();
    }

    /** The game's USI notation, or empty if it has none (or none for these parameters). */
    static Optional<UsiNotation> of(Game game) {
        return game instanceof Provider p ? Optional.ofNullable(p.usiNotation()) : Optional.empty();
    }
}
