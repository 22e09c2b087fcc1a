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
 * position cannot be scored as it stands; {@link #threatens(int)} says which quiet moves make one
 * and {@link #answers(int)} which moves may meet it. None changes the state or allocates; all are
 * asked only of positions that are not over, and those that take a move only of its legal moves.
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
     * Whether {@code move}, a quiet move legal here, leaves the opponent {@link #threatened()}: a
     * threat it must answer at once (Breakthrough: a step onto the row next to the goal). The
     * quiescence search plays such moves beside the tactical ones. False allowed for any move
     * (the default: no quiet move is searched there); true only where the threat is certain.
     */
    default boolean threatens(int move) {
        return false;
    }

    /**
     * Whether {@code move}, legal in a {@link #threatened()} position, may answer the threat. False
     * only for a move after which the opponent surely wins at once (Breakthrough: any move but the
     * capture of a piece next to its goal), which the search then leaves out. The default: every
     * move may.
     */
    default boolean answers(int move) {
        return true;
    }

    /**
     * Whether {@code move}, a quiet move legal here that makes no threat, puts the moved piece
     * where the opponent wins material by exchanges on its square (a negative static exchange:
     * more of the opponent's pieces attack it than of one's own defend it). A search may order
     * such moves last and skip them near its horizon. False allowed for any move (the default);
     * true only where the loss is certain by the game's exchange rules.
     */
    default boolean hangs(int move) {
        return false;
    }

    /**
     * The legal moves a quiescence search may want, written to {@code out} in the order
     * {@code legalMoves} lists them, and their number: every legal move that gains, threatens or
     * may answer a threat must be among them, and others may be. -1 (the default) when the game
     * has no quicker way than listing every legal move, which the search then does. Asked only of
     * positions that are not over.
     */
    default int tacticalMoves(int[] out) {
        return -1;
    }

    /**
     * Whether the side to move surely has a move that wins at once. False when it has none, and
     * also allowed when finding out would cost more than a glance (the search then looks).
     */
    default boolean winsNow() {
        return false;
    }
}
