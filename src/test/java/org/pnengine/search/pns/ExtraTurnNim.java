package org.pnengine.search.pns;

import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * A toy game for testing game-agnostic solvers where the players do not simply alternate: a pile
 * of stones, each move takes 1, 2 or 3; taking 2 gives the mover another turn. Whoever takes the
 * last stone loses, except that a game ended by taking 3 stones is a draw. Move code k means
 * "take k". Position text: {@code pile side}, e.g. {@code 12 0}.
 */
final class ExtraTurnNim implements Game {

    static final GameType TYPE = new GameType("extra_turn_nim", List.of(), null,
            "test game: take 1-3, taking 2 moves again", p -> new ExtraTurnNim());

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public Map<String, String> parameters() {
        return Map.of();
    }

    @Override
    public State newInitialState() {
        return new NimState(21, FIRST);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        String[] p = text.trim().split("\\s+");
        try {
            return new NimState(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
        } catch (RuntimeException e) {
            throw new PositionException("expected 'pile side'");
        }
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public int maxGameLength() {
        return 0;
    }

    @Override
    public int minScore() {
        return -1;
    }

    @Override
    public int maxScore() {
        return 1;
    }

    final class NimState implements State {
        private int pile;
        private int side;
        private final int[] takes = new int[256];
        private final int[] sides = new int[256];
        private int ply;

        NimState(int pile, int side) {
            this.pile = pile;
            this.side = side;
        }

        @Override
        public Game game() {
            return ExtraTurnNim.this;
        }

        @Override
        public int toMove() {
            return side;
        }

        @Override
        public int ply() {
            return ply;
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
            takes[ply] = move;
            sides[ply++] = side;
            pile -= move;
            if (move != 2 || pile == 0) side ^= 1;
        }

        @Override
        public void undo() {
            ply--;
            pile += takes[ply];
            side = sides[ply];
        }

        @Override
        public int lastMove() {
            return ply == 0 ? -1 : takes[ply - 1];
        }

        @Override
        public boolean isTerminal() {
            return pile == 0;
        }

        @Override
        public int score() {
            if (takes[ply - 1] == 3) return 0;
            return sides[ply - 1] == FIRST ? -1 : 1;
        }

        @Override
        public long hash() {
            // The last take decides a terminal position's score, so it is part of the position.
            long last = pile == 0 ? takes[ply - 1] : 0;
            return (pile * 2L + side) * 4 + last + 1;
        }

        @Override
        public State copy() {
            NimState c = new NimState(pile, side);
            System.arraycopy(takes, 0, c.takes, 0, ply);
            System.arraycopy(sides, 0, c.sides, 0, ply);
            c.ply = ply;
            return c;
        }

        @Override
        public String formatMove(int move) {
            return Integer.toString(move);
        }

        @Override
        public int parseMove(String text) throws MoveFormatException {
            try {
                return Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                throw new MoveFormatException("a move is 1, 2 or 3");
            }
        }

        @Override
        public String positionText() {
            return pile + " " + side;
        }

        @Override
        public String render() {
            return positionText();
        }
    }
}
