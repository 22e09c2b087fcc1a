package org.pnengine.game;

import java.util.SplittableRandom;

/**
 * A mutable position of a {@link Game}.
 *
 * <p>Contract:
 * <ul>
 *   <li>Moves are {@code int} codes owned by the game; {@link #formatMove} and {@link #parseMove}
 *       convert them to and from the game's notation.</li>
 *   <li>{@link #legalMoves(int[])} fills a caller-owned buffer of at least
 *       {@link Game#maxMoves()} entries and allocates nothing. A terminal state has no moves.
 *       A game whose rules force a pass lists its pass move as the only legal move.</li>
 *   <li>{@link #apply(int)} requires a legal move. {@link #undo()} reverts the last applied move;
 *       a state made by {@link Game#parsePosition} cannot be undone past that position.</li>
 *   <li>{@link #hash()} is a Zobrist-style hash: equal positions (board and side to move) have
 *       equal hashes, whatever move order produced them.</li>
 *   <li>{@link #copy()} returns an independent state with the same position and undo history.</li>
 * </ul>
 * Implementations are not thread-safe; searches copy a state per thread.
 */
public interface State {

    Game game();

    /** The player to move: {@link Game#FIRST} or {@link Game#SECOND}. */
    int toMove();

    /** Number of moves applied since the initial or parsed position (the undo depth). */
    int ply();

    /** Fills {@code out} with the legal moves and returns how many there are. */
    int legalMoves(int[] out);

    /** Whether {@code move} is legal here. */
    boolean isLegal(int move);

    /** Plays a legal move. */
    void apply(int move);

    /** Reverts the last move applied. @throws IllegalStateException if {@link #ply()} is 0 */
    void undo();

    /** The last move applied, or -1 at ply 0. */
    int lastMove();

    boolean isTerminal();

    /** The final score from the first player's point of view; defined only when terminal. */
    int score();

    /** The winner of a terminal state: a player index, or -1 for a draw. */
    default int winner() {
        int s = score();
        return s > 0 ? Game.FIRST : s < 0 ? Game.SECOND : -1;
    }

    long hash();

    State copy();

    /**
     * Whether this position's legal moves, terminal status or score may depend on the moves that
     * led to it beyond what {@link #hash()} covers: a rule that counts earlier occurrences of a
     * position (sennichite, Awari's repetition rules) or caps the plies played. Solvers then
     * never reuse a result found under one history for another position with the same hash.
     * Games whose rules read only the hashed position (a ko kept in the position counts as part
     * of it) keep the default, false. A game may still have cycles when this is false; solvers
     * detect those themselves (see {@code protocol-spec/solvers/}).
     */
    default boolean historyDependent() {
        return false;
    }

    /**
     * Whether {@code move} is a pass (a move that changes only the side to move, as Othello's
     * forced pass). Games without passes keep the default.
     */
    default boolean isPass(int move) {
        return false;
    }

    /** The pass, if it is the only legal move here (a pass the rules force); else -1. */
    default int forcedPass() {
        if (isTerminal()) return -1;
        int[] moves = new int[game().maxMoves()];
        return legalMoves(moves) == 1 && isPass(moves[0]) ? moves[0] : -1;
    }

    /** The game's notation for {@code move}. */
    String formatMove(int move);

    /**
     * Parses a move in the game's notation, case-insensitively. It does not check legality.
     *
     * @throws MoveFormatException if the text is not a move of this game
     */
    int parseMove(String text) throws MoveFormatException;

    /** The full position as one line of text, readable by {@link Game#parsePosition}. */
    String positionText();

    /** A human-readable board for {@code showboard}, possibly several lines, never an empty one. */
    String render();

    /**
     * Plays uniformly random moves until the game ends or {@code maxPlies} moves were made, then
     * undoes them. Returns the terminal score from the first player's view, or
     * {@link Integer#MIN_VALUE} if the playout was cut off. Games may override it with a faster
     * version; it must leave the state unchanged.
     */
    default int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        int played = 0;
        int result = Integer.MIN_VALUE;
        while (true) {
            if (isTerminal()) {
                result = score();
                break;
            }
            if (played >= maxPlies) break;
            int n = legalMoves(buffer);
            apply(buffer[rng.nextInt(n)]);
            played++;
        }
        for (int i = 0; i < played; i++) undo();
        return result;
    }
}
