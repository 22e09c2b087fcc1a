package org.pnengine.games.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.Perft;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * The whole Tic-tac-toe game tree against the published figures of
 * {@code ../shared/reference/rules-and-numbers.md}, section "Tic-tac-toe": perft d = 1..9
 * (9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872), the 255168 complete games (131184
 * won by X, 77904 by O, 46080 drawn), the 5478 positions including the empty board, and the game
 * value, a draw.
 */
class TicTacToePerftTest {

    /** perft(d) for d = 0..9; source as in the class comment. */
    private static final long[] PERFT = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};

    private final TicTacToeGame game = TicTacToeGame.standard();

    @Test
    void perftMatchesTheReference() {
        for (int d = 0; d <= 9; d++) {
            State s = game.newInitialState();
            assertEquals(PERFT[d], Perft.count(s, d), "perft(" + d + ")");
            assertEquals(".../.../... x", s.positionText(), "perft must restore the state");
            assertEquals(game.newInitialState().hash(), s.hash());
        }
    }

    /** Counts finished games by result: {@code counts[score + 1]}. */
    private static void completeGames(State s, int[] buf, long[] counts) {
        if (s.isTerminal()) {
            counts[s.score() + 1]++;
            return;
        }
        int[] moves = new int[9];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            completeGames(s, buf, counts);
            s.undo();
        }
    }

    @Test
    void completeGamesByResult() {
        long[] counts = new long[3];
        completeGames(game.newInitialState(), new int[9], counts);
        assertEquals(131184, counts[2], "games won by X");
        assertEquals(77904, counts[0], "games won by O");
        assertEquals(46080, counts[1], "drawn games");
        assertEquals(255168, counts[0] + counts[1] + counts[2]);
    }

    private static void reachable(State s, Set<String> seen, Set<Long> hashes) {
        if (!seen.add(s.positionText())) return;
        hashes.add(s.hash());
        int[] moves = new int[9];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            reachable(s, seen, hashes);
            s.undo();
        }
    }

    /**
     * 5478 reachable positions; the hash tells them all apart; and the positions that
     * {@code parsePosition} accepts, out of all 3^9 fillings of the grid with either side to move,
     * are exactly the reachable ones, so its checks are complete and sound.
     */
    @Test
    void reachablePositionsAndParsing() {
        Set<String> seen = new HashSet<>();
        Set<Long> hashes = new HashSet<>();
        reachable(game.newInitialState(), seen, hashes);
        assertEquals(5478, seen.size(), "reachable positions including the empty board");
        assertEquals(5478, hashes.size(), "distinct hashes");

        Set<String> accepted = new HashSet<>();
        char[] marks = {'.', 'x', 'o'};
        for (int code = 0; code < 19683; code++) {
            StringBuilder sb = new StringBuilder();
            int rest = code;
            for (int i = 0; i < 9; i++) {
                if (i > 0 && i % 3 == 0) sb.append('/');
                sb.append(marks[rest % 3]);
                rest /= 3;
            }
            for (String side : new String[] {" x", " o"}) {
                String text = sb + side;
                try {
                    State s = game.parsePosition(text);
                    assertEquals(text, s.positionText());
                    accepted.add(text);
                } catch (PositionException e) {
                    assertTrue(!e.getMessage().isEmpty());
                }
            }
        }
        assertEquals(seen, accepted);
    }

    private static int negamax(State s) {
        if (s.isTerminal()) return s.toMove() == Game.FIRST ? s.score() : -s.score();
        int[] moves = new int[9];
        int n = s.legalMoves(moves);
        int best = -2;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            best = Math.max(best, -negamax(s));
            s.undo();
        }
        return best;
    }

    @Test
    void theGameIsADraw() throws PositionException {
        assertEquals(0, negamax(game.newInitialState()));
        // Sanity of the search itself: X to move with two open lines wins, O to move there loses.
        assertEquals(1, negamax(game.parsePosition("xx./oo./... x")));
        assertEquals(-1, negamax(game.parsePosition("x.x/.o./o.x o")));
    }
}
