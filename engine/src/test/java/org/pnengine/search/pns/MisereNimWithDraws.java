package org.pnengine.search.pns;

import java.util.List;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.search.FixtureGame;

/**
 * A toy game for testing game-agnostic solvers where the players do not simply alternate and
 * draws occur: a pile of stones, each move takes 1, 2 or 3; taking 2 gives the mover another turn.
 * Whoever takes the last stone loses (misère), except that a game ended by taking 3 stones is a
 * draw. Move code k means "take k". Position text: {@code pile side}, e.g. {@code 12 0}; the start
 * is {@code 21 0}.
 */
final class MisereNimWithDraws extends FixtureGame {

    static final GameType TYPE = new GameType("misere_nim_with_draws", List.of(), null,
            "test game: take 1-3, taking 2 moves again, last stone loses, ending by taking 3 draws",
            p -> new MisereNimWithDraws());

    MisereNimWithDraws() {
        super(TYPE);
    }

    @Override
    public State newInitialState() {
        return new Pile(21, FIRST);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        int[] f = numbers(text, 2, "pile side");
        return new Pile(f[0], f[1]);
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public int maxGameLength() {
        return 0;
    }

    final class Pile extends Position {
        private int pile;
        private int side;
        private final int[] sides = new int[256];

        Pile(int pile, int side) {
            this.pile = pile;
            this.side = side;
        }

        @Override
        public Game game() {
            return MisereNimWithDraws.this;
        }

        @Override
        public int toMove() {
            return side;
        }

        @Override
        public int legalMoves(int[] out) {
            int n = 0;
            for (int k = 1; k <= 3 && k <= pile; k++) out[n++] = k;
            return n;
        }

        @Override
        public boolean isLegal(int move) {
            return move >= 1 && move <= 3 && move <= pile;
        }

        @Override
        public void apply(int move) {
            sides[ply()] = side;
            push(move);
            pile -= move;
            if (move != 2 || pile == 0) side ^= 1;
        }

        @Override
        public void undo() {
            pile += pop();
            side = sides[ply()];
        }

        @Override
        public boolean isTerminal() {
            return pile == 0;
        }

        @Override
        public int score() {
            if (lastMove() == 3) return 0;
            return sides[ply() - 1] == FIRST ? -1 : 1;
        }

        @Override
        public long hash() {
            // The last take decides a terminal position's score, so it is part of the position.
            long last = pile == 0 ? lastMove() : 0;
            return (pile * 2L + side) * 4 + last + 1;
        }

        @Override
        public State copy() {
            Pile c = copyMovesTo(new Pile(pile, side));
            System.arraycopy(sides, 0, c.sides, 0, ply());
            return c;
        }

        @Override
        public String positionText() {
            return pile + " " + side;
        }
    }
}
