package org.pnengine.search;

import java.util.Locale;

/** A game-theoretic value from the point of view of the side to move. */
public enum Value {
    WIN, DRAW, LOSS, UNKNOWN;

    /** The wire word: {@code win}, {@code draw}, {@code loss} or {@code unknown}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The same value seen by the other player. */
    public Value negate() {
        switch (this) {
            case WIN: return LOSS;
            case LOSS: return WIN;
            default: return this;
        }
    }

    /** The value of a score (first player's view) for {@code player}. */
    public static Value ofScore(int scoreForFirst, int player) {
        int s = player == 0 ? scoreForFirst : -scoreForFirst;
        return s > 0 ? WIN : s < 0 ? LOSS : DRAW;
    }
}
