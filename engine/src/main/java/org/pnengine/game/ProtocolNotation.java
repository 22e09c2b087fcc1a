package org.pnengine.game;

import java.util.List;

/**
 * A game's positions and moves as one of the chess world's protocols writes them: what
 * {@link VariantNotation} (UCI and xboard: FEN, long algebraic moves) and {@link UsiNotation}
 * (USI: SFEN, USI moves) have in common, so that a protocol's session or a match's controller
 * reads and writes either alike.
 *
 * <p>Contract: {@link #formatMove} and {@link #parseMove} are inverse on the legal moves of a
 * state, both seeing the position before the move; {@link #position} and {@link #parsePosition}
 * are inverse on the reachable positions; the first of {@link #variants()} is the name pnengine
 * reports, the others are accepted.
 */
public interface ProtocolNotation {

    /** The variant names, pnengine's own first. */
    List<String> variants();

    /** The position as the protocol writes it (a FEN, an SFEN). */
    String position(State state);

    /**
     * The position a text describes, in this game's parameters.
     *
     * @throws PositionException if the text is not a position of this game and board
     */
    State parsePosition(String text) throws PositionException;

    /** A legal move of {@code before} as the protocol writes it. */
    String formatMove(State before, int move);

    /**
     * The move a text names in {@code before}.
     *
     * @throws MoveFormatException if the text names no move of this game and board
     */
    int parseMove(State before, String text) throws MoveFormatException;
}
