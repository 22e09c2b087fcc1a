package org.pnengine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pnengine.games.tictactoe.TicTacToeGame;

/**
 * {@link Perft} under its conventions: on a hand-drawn tree whose counts are worked out below by
 * hand, and on Tic-tac-toe against {@code ../shared/reference/rules-and-numbers.md}, section
 * "Tic-tac-toe" (255168 complete games, perft(9) = 127872).
 */
class PerftTest {

    /**
     * The tree: node → children; {@code ~c} is a forced pass to node c. Node 0 is the root.
     * <pre>
     *   0 ─┬─ 1 ─┬─ 4                      (ends at ply 2)
     *      │     └─ 5 ── 7                 (ends at ply 3)
     *      ├─ 2                            (ends at ply 1)
     *      └─ 3 ─ pass ─ 6 ─┬─ 8           (ends at ply 3, or 2 if the pass is no ply)
     *                       └─ 9 ── 10     (ends at ply 4, or 3)
     * </pre>
     */
    private static final int[][] TREE = {
        {1, 2, 3}, {4, 5}, {}, {~6}, {}, {7}, {8, 9}, {}, {}, {10}, {},
    };

    /**
     * Counts for d = 1..5, read off the drawing. Passes as plies, a finished game counting
     * nothing: the nodes at ply d, {1,2,3}, {4,5,6}, {7,8,9}, {10}, {}. A finished game as a leaf
     * adds the games that ended before ply d: none; 2; 2, 4; 2, 4, 7, 8; all five. A pass as no
     * ply: the nodes at ply d are {1,2,3}, {4,5,8,9}, {7,10}, {}, {}, and the games that ended
     * before ply d none; 2; 2, 4, 8; all five; all five.
     */
    private static final long[] STANDARD = {3, 3, 3, 1, 0};
    private static final long[] FINISHED_IS_LEAF = {3, 4, 5, 5, 5};
    private static final long[] PASS_NO_PLY = {3, 4, 2, 0, 0};
    private static final long[] PASS_NO_PLY_FINISHED_IS_LEAF = {3, 5, 5, 5, 5};

    @Test
    void countsOnTheHandDrawnTreeUnderEachConvention() {
        assertCounts(STANDARD, Perft.Convention.STANDARD);
        assertCounts(FINISHED_IS_LEAF, Perft.Convention.FINISHED_IS_LEAF);
        assertCounts(PASS_NO_PLY, new Perft.Convention(false, false));
        assertCounts(PASS_NO_PLY_FINISHED_IS_LEAF, new Perft.Convention(true, false));
        TreeState s = new TreeState();
        for (int d = 1; d <= STANDARD.length; d++) assertEquals(STANDARD[d - 1], Perft.count(s, d), "default, d=" + d);
    }

    private static void assertCounts(long[] expected, Perft.Convention convention) {
        for (int d = 1; d <= expected.length; d++) {
            TreeState s = new TreeState();
            assertEquals(expected[d - 1], Perft.count(s, d, convention), convention + " d=" + d);
            assertEquals(0, s.ply(), "the state is left as it was");
            assertEquals(0, s.node());
            assertTrue(s.buffers.size() <= d, s.buffers.size() + " move buffers for depth " + d);
        }
    }

    @Test
    void depthZeroIsOneAndANegativeDepthIsRefused() {
        TreeState s = new TreeState();
        assertEquals(1, Perft.count(s, 0));
        assertEquals(1, Perft.count(s, 0, Perft.Convention.FINISHED_IS_LEAF));
        assertTrue(s.buffers.isEmpty());
        assertThrows(IllegalArgumentException.class, () -> Perft.count(s, -1));
    }

    /**
     * Tic-tac-toe: every game is over by ply 9, so with a finished game as a leaf perft(9), and
     * every deeper count, is the number of complete games, 255168; the chess convention's
     * perft(9) = 127872 counts only the games that fill the board.
     */
    @Test
    void ticTacToeCompleteGames() {
        State s = TicTacToeGame.standard().newInitialState();
        assertEquals(127872, Perft.count(s, 9));
        assertEquals(0, Perft.count(s, 10));
        assertEquals(255168, Perft.count(s, 9, Perft.Convention.FINISHED_IS_LEAF));
        assertEquals(255168, Perft.count(s, 10, Perft.Convention.FINISHED_IS_LEAF));
        assertEquals(".../.../... x", s.positionText());
    }

    /** A state walking {@link #TREE}; it records every move buffer it is handed. */
    private static final class TreeState implements State {

        private static final GameType TYPE = new GameType("tree", List.of(), null, "a drawn tree", TreeGame::new);

        private static final class TreeGame extends AbstractGame {
            TreeGame(Params p) {
                super(TYPE, p);
            }

            @Override
            public State newInitialState() {
                return new TreeState();
            }

            @Override
            public State parsePosition(String text) {
                throw new UnsupportedOperationException();
            }

            @Override
            public int maxMoves() {
                return 3;
            }

            @Override
            public int maxGameLength() {
                return 5;
            }
        }

        private static final Game GAME = TYPE.create();

        final Set<int[]> buffers = Collections.newSetFromMap(new IdentityHashMap<>());
        private final ArrayDeque<Integer> path = new ArrayDeque<>();
        private int node;

        int node() {
            return node;
        }

        @Override
        public Game game() {
            return GAME;
        }

        @Override
        public int toMove() {
            return ply() % 2;
        }

        @Override
        public int ply() {
            return path.size();
        }

        /** A move is the code of the child: its node, or {@code ~node} for a pass. */
        @Override
        public int legalMoves(int[] out) {
            buffers.add(out);
            int[] children = TREE[node];
            System.arraycopy(children, 0, out, 0, children.length);
            return children.length;
        }

        @Override
        public boolean isLegal(int move) {
            for (int c : TREE[node]) if (c == move) return true;
            return false;
        }

        @Override
        public void apply(int move) {
            if (!isLegal(move)) throw new IllegalArgumentException("illegal " + move + " at " + node);
            path.push(node);
            node = move < 0 ? ~move : move;
        }

        @Override
        public void undo() {
            if (path.isEmpty()) throw new IllegalStateException("ply 0");
            node = path.pop();
        }

        @Override
        public int lastMove() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isTerminal() {
            return TREE[node].length == 0;
        }

        @Override
        public int score() {
            return 0;
        }

        @Override
        public long hash() {
            return node;
        }

        @Override
        public State copy() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isPass(int move) {
            return move < 0;
        }

        @Override
        public String formatMove(int move) {
            return Integer.toString(move);
        }

        @Override
        public int parseMove(String text) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String positionText() {
            return Integer.toString(node);
        }

        @Override
        public String render() {
            return positionText();
        }
    }
}
