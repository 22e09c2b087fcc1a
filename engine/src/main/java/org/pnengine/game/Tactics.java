package org.pnengine.game;

/**
 * An optional capability of a {@link State}: which moves change the game at once, for a
 * depth-first player's quiescence search and move ordering ({@code minimax}). A searcher asks for
 * it once per search ({@code state instanceof Tactics}); without it every leaf is scored as it
 * stands.
 *
 * <p>{@link #gain(int)} is positive for a tactical move (a capture, a promotion, a move that wins
 * at once) and larger for a larger gain, most valuable victim first as chess programs order
 * captures; it is 0 for a quiet move. {@link #threatened()} says that the side to move faces a
 * threat it must answer now (in check; an opponent's piece one step from its goal), so that the
 * position cannot be scored as it stands. Neither changes the state nor allocates; both are asked
 * only of positions that are not over, {@code gain} only of their legal moves.
 */
public interface Tactics {

    /**
     * How much {@code move}, legal here, gains at once: 0 for a quiet move, larger first. A win
     * the game can tell at a glance (a goal reached) gains; a mate need not (the search sees it).
     */
    int gain(int move);

    /** Whether the side to move must answer a threat before the position can be scored. */
    boolean threatened();

    /**
     * Whether the side to move surely has a move that wins at once. False when it has none, and
     * also allowed when finding out would cost more than a glance (the search then looks).
     */
    default boolean winsNow() {
        return false;
    }
}
