package org.pnengine.search;

import java.util.Arrays;
import java.util.Map;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * What the small test games of the search tests share, so that each says only its rules: the
 * descriptor of {@link AbstractGame} (a win/draw/loss score range unless overridden), position
 * texts of whole numbers ({@link #numbers}), and a {@link Position} base that keeps the move
 * stack and writes moves as their codes.
 */
public abstract class FixtureGame extends AbstractGame {

    /** A game of {@code type} at its default parameters. */
    protected FixtureGame(GameType type) {
        this(type, Map.of());
    }

    /** A game of {@code type} with the parameters {@code given} (the others at their defaults). */
    protected FixtureGame(GameType type, Map<String, String> given) {
        super(type, Params.of(type.name(), type.params(), given));
    }

    /**
     * The {@code count} whole numbers of a position text separated by spaces, e.g. {@code 7 0} for
     * a heap and the side to move; {@code layout} names them in the error, e.g. {@code heap side}.
     */
    protected static int[] numbers(String text, int count, String layout) throws PositionException {
        String[] f = text.trim().split("\\s+");
        try {
            if (f.length != count) throw new NumberFormatException();
            return Arrays.stream(f).mapToInt(Integer::parseInt).toArray();
        } catch (NumberFormatException e) {
            throw new PositionException("expected '" + layout + "'");
        }
    }

    /**
     * A position of a fixture game with its move stack: {@link #ply()}, {@link #lastMove()}, moves
     * written and read as their codes, and {@link #render()} the position text. A subclass keeps
     * the rest of its position and calls {@link #push} in {@code apply}, {@link #pop} in
     * {@code undo} and {@link #copyMovesTo} in {@code copy}.
     */
    public abstract static class Position implements State {

        private int[] moves = new int[16];
        private int ply;

        /** Records {@code move} as the move of the current ply, which then advances. */
        protected final void push(int move) {
            if (ply == moves.length) moves = Arrays.copyOf(moves, 2 * ply);
            moves[ply++] = move;
        }

        /** Takes back the last move and returns it. */
        protected final int pop() {
            if (ply == 0) throw new IllegalStateException("nothing to undo");
            return moves[--ply];
        }

        /** The move played at ply {@code i} (below {@link #ply()}). */
        protected final int moveAt(int i) {
            return moves[i];
        }

        /** Gives {@code copy} this position's moves and ply; returns it. */
        protected final <P extends Position> P copyMovesTo(P copy) {
            Position c = copy;
            c.moves = moves.clone();
            c.ply = ply;
            return copy;
        }

        @Override
        public final int ply() {
            return ply;
        }

        @Override
        public final int lastMove() {
            return ply == 0 ? -1 : moves[ply - 1];
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
                throw new MoveFormatException("a move is a number, got '" + text.trim() + "'");
            }
        }

        @Override
        public String render() {
            return positionText();
        }
    }
}
