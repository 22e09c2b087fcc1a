package org.pnengine.game;

import java.util.Locale;
import java.util.Map;

/**
 * An immutable, parameterised game descriptor and the factory of its states.
 *
 * <p>Scores are integers from the first player's point of view ({@link #FIRST}). A positive score
 * is a win for the first player, a negative one a win for the second and zero a draw. Games with
 * only win/draw/loss use {@code -1, 0, +1}; games with richer outcomes (disc difference, captured
 * seeds, Woodpush moves, the Connect Four score of Pons' test sets) use a wider
 * {@link #minScore()}..{@link #maxScore()} range, so that multiple-outcome solvers can order them.
 */
public interface Game {

    /** Index of the player who moves first (Black, X, Sente, Left). */
    int FIRST = 0;
    /** Index of the player who moves second (White, O, Gote, Right). */
    int SECOND = 1;

    /** The catalog entry this game was made from. */
    GameType type();

    /** The actual parameter values, every key present, in declaration order. */
    Map<String, String> parameters();

    /** A self-describing name, e.g. {@code connect_four width=7 height=6}. */
    default String descriptor() {
        StringBuilder sb = new StringBuilder(type().name());
        parameters().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }

    /** A fresh state at the start position. */
    State newInitialState();

    /**
     * Parses the game's position text (see {@link State#positionText()}). The position must be
     * legal: reachable by the rules, with a consistent side to move.
     *
     * @throws PositionException naming what is wrong with the text
     */
    State parsePosition(String text) throws PositionException;

    /** An upper bound on the number of legal moves in any position; size move buffers with it. */
    int maxMoves();

    /** An upper bound on the number of plies of any game from any position, or 0 if unbounded. */
    int maxGameLength();

    /** The lowest terminal score, from the first player's point of view. */
    int minScore();

    /** The highest terminal score, from the first player's point of view. */
    int maxScore();

    /** Display names of the two players, e.g. {@code black}, {@code white}. Index = player. */
    default String playerName(int player) {
        return player == FIRST ? "black" : "white";
    }

    /**
     * Maps a colour word to a player index: GTP's {@code b}, {@code black}, {@code w},
     * {@code white}, case-insensitive, plus any game-specific names. Returns -1 if unknown.
     */
    default int parsePlayer(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        switch (w) {
            case "b": case "black": return FIRST;
            case "w": case "white": return SECOND;
            default:
                if (w.equals(playerName(FIRST))) return FIRST;
                if (w.equals(playerName(SECOND))) return SECOND;
                return -1;
        }
    }

    /**
     * Formats a terminal score for GTP {@code final_score}: {@code B+n}, {@code W+n} or {@code 0}.
     * For win/draw/loss games n is 1.
     */
    default String formatScore(int score) {
        if (score == 0) return "0";
        return (score > 0 ? "B+" : "W+") + Math.abs(score);
    }
}
