package org.pnengine.game;

/**
 * An optional capability of a {@link State}: short-range tactics and a symmetric key that an
 * exact solver may use to search fewer positions. A solver checks for it once per solve
 * ({@code state instanceof SolverHints}); a game that does not offer it loses nothing but speed.
 *
 * <p>Scores here are the exact scores of {@link State#score()} as seen by the side to move
 * (positive when it wins), as a negamax search keeps them. The capability suits games where a win
 * scores more the sooner it comes, as Connect Four's: its contract makes pruning by it exact.
 * <ul>
 *   <li>{@link #winningMove()}: a move that ends the game at once with a win for the side to move.
 *       No move is worth more to the side to move than it.</li>
 *   <li>{@link #safeMoves(int[])}, asked only when there is no winning move: the legal moves
 *       after which the opponent has no winning move. Each of them is worth strictly more to the
 *       side to move than any legal move not listed. With none listed, every move hands the
 *       opponent a win at once, and {@link #lostScore()} is the position's exact score.</li>
 *   <li>{@link #moveOrder(int)}: a heuristic, larger first; it changes the work, never a value.</li>
 *   <li>{@link #symmetricKey()}: equal for positions of equal exact score that are images of each
 *       other under a symmetry of the rules (and for equal positions), different for any other two
 *       positions, and (unsigned) in {@code [0, 2^}{@link #symmetricKeyBits()}{@code )}: small exact keys let
 *       a solver's table store a few bits of each key (its quotient by the table's prime size)
 *       instead of a whole hash. A solver stores a move under it as {@link #canonicalMove(int)},
 *       and reads it back the same way.</li>
 * </ul>
 * No method here changes the state or allocates; the other methods' contracts are in their comments.
 */
public interface SolverHints {

    /** A move that wins at once for the side to move, or -1 if there is none. */
    int winningMove();

    /**
     * Fills {@code out} (at least {@link Game#maxMoves()} long) with the legal moves after which
     * the opponent cannot win at once, and returns how many; valid when {@link #winningMove()}
     * is -1.
     */
    int safeMoves(int[] out);

    /** The exact score for the side to move when it has neither a winning nor a safe move. */
    int lostScore();

    /** An upper bound on the exact score for the side to move, given that it cannot win at once. */
    int scoreCeiling();

    /**
     * A lower bound on the exact score for the side to move, given that it cannot win at once
     * and has at least one safe move.
     */
    int scoreFloor();

    /** How promising {@code move} (legal here) looks for the side to move; larger is tried first. */
    int moveOrder(int move);

    /** A key shared by this position and its symmetric images only (see the interface's contract). */
    long symmetricKey();

    /**
     * The bits of {@link #symmetricKey()}, at most 64: every key, read as unsigned, is below
     * 2^symmetricKeyBits().
     */
    int symmetricKeyBits();

    /**
     * The move of the position whose key is {@link #symmetricKey()} (the one of this position and
     * its images that the key stands for) that is the image of {@code move}, a legal move here;
     * applied twice it gives {@code move} back. The identity when this position is that one.
     */
    int canonicalMove(int move);

    /** A bound on the move codes: every move is in {@code [0, moveLimit())}. */
    int moveLimit();
}
