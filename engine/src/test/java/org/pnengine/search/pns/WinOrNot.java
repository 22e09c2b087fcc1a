package org.pnengine.search.pns;

import java.util.Map;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * A test game with exactly two outcomes: any game, scored 1 when the first player wins and 0
 * otherwise ({@link #minScore()} 0, {@link #maxScore()} 1). With the first player to move,
 * multiple-outcome search over its scores asks exactly PNS's "win?" question.
 */
final class WinOrNot implements Game {

    private final Game inner;

    WinOrNot(Game inner) {
        this.inner = inner;
    }

    @Override
    public GameType type() {
        return inner.type();
    }

    @Override
    public Map<String, String> parameters() {
        return inner.parameters();
    }

    @Override
    public State newInitialState() {
        return new Wrapped(inner.newInitialState());
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        return new Wrapped(inner.parsePosition(text));
    }

    State wrap(State s) {
        return new Wrapped(s);
    }

    @Override
    public int maxMoves() {
        return inner.maxMoves();
    }

    @Override
    public int maxGameLength() {
        return inner.maxGameLength();
    }

    @Override
    public int minScore() {
        return 0;
    }

    @Override
    public int maxScore() {
        return 1;
    }

    private final class Wrapped implements State {
        private final State s;

        Wrapped(State s) {
            this.s = s;
        }

        @Override
        public Game game() {
            return WinOrNot.this;
        }

        @Override
        public int toMove() {
            return s.toMove();
        }

        @Override
        public int ply() {
            return s.ply();
        }

        @Override
        public int legalMoves(int[] out) {
            return s.legalMoves(out);
        }

        @Override
        public boolean isLegal(int move) {
            return s.isLegal(move);
        }

        @Override
        public void apply(int move) {
            s.apply(move);
        }

        @Override
        public void undo() {
            s.undo();
        }

        @Override
        public int lastMove() {
            return s.lastMove();
        }

        @Override
        public boolean isTerminal() {
            return s.isTerminal();
        }

        @Override
        public int score() {
            return s.score() > 0 ? 1 : 0;
        }

        @Override
        public long hash() {
            return s.hash();
        }

        @Override
        public State copy() {
            return new Wrapped(s.copy());
        }

        @Override
        public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
            int r = s.randomPlayout(rng, buffer, maxPlies);
            return r == Integer.MIN_VALUE ? r : r > 0 ? 1 : 0;
        }

        @Override
        public String formatMove(int move) {
            return s.formatMove(move);
        }

        @Override
        public int parseMove(String text) throws MoveFormatException {
            return s.parseMove(text);
        }

        @Override
        public String positionText() {
            return s.positionText();
        }

        @Override
        public String render() {
            return s.render();
        }
    }
}
