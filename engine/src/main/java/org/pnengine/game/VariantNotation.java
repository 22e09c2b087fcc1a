package org.pnengine.game;

import java.util.List;
import java.util.Optional;

/**
 * How a game is written in the protocols of the chess world (UCI, xboard and, for shogi, USI),
 * exactly as Fairy-Stockfish and cutechess-cli write it, so that those programs and pnengine
 * accept each other's positions and moves unchanged: the game's variant names, its position as a
 * FEN (with holdings in brackets where the game has drops), and its moves in long algebraic
 * notation ({@code e2e4}; a drop {@code P@c3}; a promotion with its suffix, {@code b2b1+} in shogi
 * variants). An optional capability: a game that has such a notation implements {@link Provider},
 * whose {@link Provider#variantNotation()} is null for the parameters the notation cannot express
 * (a board larger than the programs allow, rules that differ from the named variant's);
 * {@link #of(Game)} finds out. {@link ChessFen} writes and reads the FEN.
 *
 * <p>Contract:
 * <ul>
 *   <li>{@link #formatMove} and {@link #parseMove} are inverse on the legal moves of a state; both
 *       see the position before the move.</li>
 *   <li>{@link #fen} and {@link #parseFen} are inverse on the reachable positions; {@code parseFen}
 *       accepts the FEN of the start position as the protocols' programs write it, and the move
 *       counters may be left out. The counters {@code fen} writes are those Fairy-Stockfish prints
 *       after the moves the state has played, counted from its start position or from the FEN it
 *       was read from; pnengine's positions keep no halfmove clock, so a state read from a FEN
 *       restarts it at 0 (each game's class says which counters it keeps).</li>
 *   <li>The first of {@link #variants()} is the name pnengine reports; the others are the names
 *       other programs use for the same game, all accepted.</li>
 * </ul>
 */
public interface VariantNotation extends ProtocolNotation {

    /** The variant names (UCI's {@code UCI_Variant}, xboard's {@code variant}), pnengine's own first. */
    List<String> variants();

    /** The position as a FEN. */
    String fen(State state);

    /**
     * The position a FEN describes, in this game's parameters.
     *
     * @throws PositionException if the text is not a FEN of this game and board
     */
    State parseFen(String fen) throws PositionException;

    /** The FEN: {@link #fen}. */
    @Override
    default String position(State state) {
        return fen(state);
    }

    /** {@link #parseFen}. */
    @Override
    default State parsePosition(String text) throws PositionException {
        return parseFen(text);
    }

    /** A game that has a notation in the chess world's protocols, for some of its parameters at least. */
    interface Provider {
        /** This game's notation, or null if the notation cannot express this game's parameters. */
        VariantNotation variantNotation();
    }

    /** The game's notation, or empty if the chess world's protocols cannot express it (or these parameters). */
    static Optional<VariantNotation> of(Game game) {
        return game instanceof Provider p ? Optional.ofNullable(p.variantNotation()) : Optional.empty();
    }
}
