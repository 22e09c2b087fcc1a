package org.pnengine.search;

import java.util.List;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * A test game whose legal moves depend on the history: each player has a counter modulo
 * {@code n}; a move adds 1 or 2 to the mover's own counter, but may not recreate a position
 * (both counters and the side to move) that occurred earlier in the game (positional superko).
 * A player without a legal move loses; the winner scores 1 + its own counter (positive for the
 * first player). The hash covers the position only, so a solver that reused results across
 * histories would go wrong; {@link State#historyDependent()} says so, unless the game is built
 * with {@code declared = false} to show what happens then. Move codes are 1 and 2.
 * Position text: {@code a b side}.
 */
final class SuperkoGame extends FixtureGame {

    static final GameType TYPE = new GameType("superko_counters", List.of(), null,
            "test game: counters mod n, no position may recur", p -> new SuperkoGame(3, true));

    private final int n;
    private final boolean declared;

    SuperkoGame(int n, boolean declared) {
        super(TYPE);
        this.n = n;
        this.declared = declared;
    }

    @Override
    public State newInitialState() {
        return new Counters(0, 0, FIRST);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        int[] f = numbers(text, 3, "a b side");
        return new Counters(f[0], f[1], f[2]);
    }

    @Override
    public int maxMoves() {
        return 2;
    }

    /** No position recurs, so a game has at most 2n² positions. */
    @Override
    public int maxGameLength() {
        return 2 * n * n;
    }

    @Override
    public int minScore() {
        return -n;
    }

    @Override
    public int maxScore() {
        return n;
    }

    final class Counters extends Position {
        private final int[] codes = new int[2 * n * n + 1];   // the position after each ply

        Counters(int a, int b, int side) {
            codes[0] = code(a, b, side);
        }

        private int code(int a, int b, int side) {
            return (a * n + b) * 2 + side;
        }

        private int a() {
            return codes[ply()] / 2 / n;
        }

        private int b() {
            return codes[ply()] / 2 % n;
        }

        private int after(int move) {
            int a = a();
            int b = b();
            int side = toMove();
            if (side == FIRST) a = (a + move) % n;
            else b = (b + move) % n;
            return code(a, b, 1 - side);
        }

        private boolean occurred(int code) {
            for (int i = 0; i <= ply(); i++) if (codes[i] == code) return true;
            return false;
        }

        @Override
        public Game game() {
            return SuperkoGame.this;
        }

        @Override
        public int toMove() {
            return codes[ply()] & 1;
        }

        @Override
        public int legalMoves(int[] out) {
            int k = 0;
            for (int m = 1; m <= 2; m++) if (!occurred(after(m))) out[k++] = m;
            return k;
        }

        @Override
        public boolean isLegal(int move) {
            return (move == 1 || move == 2) && !occurred(after(move));
        }

        @Override
        public void apply(int move) {
            int c = after(move);
            push(move);
            codes[ply()] = c;
        }

        @Override
        public void undo() {
            pop();
        }

        @Override
        public boolean isTerminal() {
            return legalMoves(new int[2]) == 0;
        }

        @Override
        public int score() {
            // The side to move cannot move and loses.
            return toMove() == FIRST ? -(1 + b()) : 1 + a();
        }

        @Override
        public long hash() {
            return 0x9E3779B97F4A7C15L * (codes[ply()] + 1);
        }

        @Override
        public boolean historyDependent() {
            return declared;
        }

        @Override
        public State copy() {
            Counters c = copyMovesTo(new Counters(0, 0, 0));
            System.arraycopy(codes, 0, c.codes, 0, ply() + 1);
            return c;
        }

        @Override
        public String positionText() {
            return a() + " " + b() + " " + toMove();
        }
    }
}
