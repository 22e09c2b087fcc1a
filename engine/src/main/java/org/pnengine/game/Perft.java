package org.pnengine.game;

/**
 * perft(d): the number of legal move sequences of exactly d plies from a position, the standard
 * check of a move generator against published counts. The moves are applied to and undone on the
 * one {@link State} given, into one move buffer per remaining depth allocated once per call, so
 * the walk allocates nothing per node. The last ply is counted without being played ("bulk
 * counting"): it contributes the number of legal moves.
 *
 * <p>Published figures differ in two conventions, chosen by a {@link Convention}:
 * <ul>
 *   <li>a game that ends before ply d contributes nothing to perft(d) (the chess convention, the
 *       default of {@code ../shared/reference/rules-and-numbers.md}), or counts as one leaf at
 *       every depth after it (the convention of the published Othello figures);</li>
 *   <li>a forced pass ({@link State#isPass}, the only legal move) is one ply like any move, or is
 *       played without consuming a ply (Egaroucid's alternative Othello figures).</li>
 * </ul>
 * The second assumes, as in Othello, that when both sides in turn can only pass the game is over
 * (so passes never follow one another without end).
 */
public final class Perft {

    /**
     * How a count treats games that end early and forced passes.
     *
     * @param finishedIsLeaf a game that ends before the depth is reached counts as one leaf
     *                       (otherwise it contributes nothing)
     * @param passIsPly      a forced pass consumes a ply like any move (otherwise it is played
     *                       and the same depth remains)
     */
    public record Convention(boolean finishedIsLeaf, boolean passIsPly) {

        /** A finished game contributes nothing; a pass is a ply (chess perft). */
        public static final Convention STANDARD = new Convention(false, true);

        /** A finished game is one leaf at every greater depth; a pass is a ply (Bik's Othello perft). */
        public static final Convention FINISHED_IS_LEAF = new Convention(true, true);
    }

    private Perft() {
    }

    /** perft({@code depth}) from {@code s} under {@link Convention#STANDARD}; the state is left as it was. */
    public static long count(State s, int depth) {
        return count(s, depth, Convention.STANDARD);
    }

    /**
     * perft({@code depth}) from {@code s}; the state is left as it was.
     *
     * @throws IllegalArgumentException if {@code depth} is negative
     */
    public static long count(State s, int depth, Convention convention) {
        if (depth < 0) throw new IllegalArgumentException("perft depth must be >= 0, not " + depth);
        if (depth == 0) return 1;
        int[][] buffers = new int[depth + 1][s.game().maxMoves()];
        if (convention.passIsPly()) return count(s, depth, convention.finishedIsLeaf(), buffers);
        return countPassNoPly(s, depth, convention.finishedIsLeaf(), buffers);
    }

    /** depth ≥ 1; {@code buffers[depth]} is this depth's move list. */
    private static long count(State s, int depth, boolean finishedIsLeaf, int[][] buffers) {
        int[] moves = buffers[depth];
        int n = s.legalMoves(moves);
        if (n == 0) return finishedIsLeaf && s.isTerminal() ? 1 : 0;
        if (depth == 1) return n;
        long total = 0;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            total += count(s, depth - 1, finishedIsLeaf, buffers);
            s.undo();
        }
        return total;
    }

    /**
     * As {@link #count(State, int, boolean, int[][])}, but a forced pass keeps the depth. A walk of
     * its own, so that the usual one does not pay for the pass test at every node (about 2% on
     * Connect Four).
     */
    private static long countPassNoPly(State s, int depth, boolean finishedIsLeaf, int[][] buffers) {
        int[] moves = buffers[depth];
        int n = s.legalMoves(moves);
        if (n == 0) return finishedIsLeaf && s.isTerminal() ? 1 : 0;
        if (n == 1 && s.isPass(moves[0])) {
            s.apply(moves[0]);
            long total = countPassNoPly(s, depth, finishedIsLeaf, buffers);
            s.undo();
            return total;
        }
        if (depth == 1) return n;
        long total = 0;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            total += countPassNoPly(s, depth - 1, finishedIsLeaf, buffers);
            s.undo();
        }
        return total;
    }
}
