package org.pnengine.game;

import java.util.Optional;

/**
 * How a game writes its moves in SGF, the Smart Game Format (FF[4], red-bean.com/sgf): its game
 * number {@code GM}, its board size {@code SZ}, and each move as the value of a {@code B[...]} or
 * {@code W[...]} property. An optional capability: a game that has an SGF game number implements
 * {@link Provider}; {@link #of(Game)} finds out. Adding SGF to a game is one such method in its
 * {@code Game} class (and, for a move that is not a single point, a small class beside it).
 *
 * <p>Contract:
 * <ul>
 *   <li>{@link #formatMove} and {@link #parseMove} are inverse on the legal moves of a state;
 *       both see the position before the move, so a notation may depend on it (a capture
 *       written differently from a plain move).</li>
 *   <li>They are never asked about a pass: SGF writers of these games leave passes out and
 *       repeat the colour instead (see {@code match.SgfRecord}), and readers turn an empty value
 *       into the pass themselves.</li>
 *   <li>{@link #parseMove} accepts what other programs write for the game (either case, optional
 *       annotations) and does not check legality.</li>
 * </ul>
 */
public interface SgfNotation {

    /** The value of {@code GM}, from the FF[4] list: 1 Go, 2 Othello, 4 Gomoku and Renju, 9 Lines of Action, .... */
    int gameNumber();

    /** The value of {@code SZ}: the side of a square board, or {@code columns:rows}. */
    String boardSize();

    /** The property value of {@code move}, a legal move of {@code before} that is not a pass. */
    String formatMove(State before, int move);

    /**
     * The move a property value names in {@code before}.
     *
     * @throws MoveFormatException if the value names no move of this game and board
     */
    int parseMove(State before, String value) throws MoveFormatException;

    /** A game that has an SGF notation. */
    interface Provider {
        SgfNotation sgfNotation();
    }

    /** The game's SGF notation, or empty if the SGF specification has no game number for it. */
    static Optional<SgfNotation> of(Game game) {
        return game instanceof Provider p ? Optional.of(p.sgfNotation()) : Optional.empty();
    }
}
