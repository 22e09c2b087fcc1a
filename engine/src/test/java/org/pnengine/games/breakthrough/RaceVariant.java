package org.pnengine.games.breakthrough;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.pnengine.game.GameType;

/**
 * What the shared tests of the two {@link RaceGame}s ({@code RaceRandomGamesTest},
 * {@code RacePositionTest}, {@code RaceRulesTest}, {@code RacePerftTest}) need to know of one
 * game, written here as literal data rather than read from the production classes, so that the
 * tests still catch a production constant gone wrong.
 *
 * @param title       the game's catalog name in prose; its descriptor is the lower-case form
 * @param type        the game's type, as the catalog should list it
 * @param standard    the game's own factory of the 8×8 game
 * @param sized       the game's own factory of a {@code width × height} game
 * @param pieceNoun   what error messages call a piece
 * @param minWidth    the narrowest board the {@code width} parameter accepts
 * @param pattern     the move pattern of the reference rules in {@code RaceRandomGamesTest}
 * @param boardSizes  the {@code {width, height}} boards of the random games, the extremes of the
 *                    parameters' ranges among them
 * @param perft       perft from the 8×8 start, d = 1, 2, ..., from
 *                    {@code ../shared/reference/rules-and-numbers.md} (the section named by
 *                    {@link #toString})
 * @param perftTested how many of the {@link #perft} depths the unit test checks; the rest take
 *                    minutes ({@code pnengine bench perft})
 */
record RaceVariant(String title, GameType type, Supplier<RaceGame<?>> standard, Sized sized,
                   String pieceNoun, int minWidth, List<Step> pattern, int[][] boardSizes,
                   long[] perft, int perftTested) {

    /** A game's factory of a board of the given size. */
    @FunctionalInterface
    interface Sized {
        RaceGame<?> of(int width, int height);
    }

    /**
     * One move of the pattern for Black (White mirrors the rows): {@code rows} forward and
     * {@code files} sideways, onto an empty square, or also onto an enemy piece if
     * {@code captures}. Never onto an own piece.
     */
    record Step(int rows, int files, boolean captures) {
    }

    /**
     * Breakthrough: one step straight forward onto an empty square, or one step diagonally
     * forward onto an empty or enemy square. From the start only the 8 pieces of row 2 move:
     * 8 straight + 7 left + 7 right = 22 moves, the first perft figure. Perft reference: section
     * "Breakthrough 8×8" (two independent implementations, a fresh one and Fairy-Stockfish's
     * {@code breakthrough} variant).
     */
    static final RaceVariant BREAKTHROUGH = new RaceVariant("Breakthrough", BreakthroughGame.TYPE,
            BreakthroughGame::standard, BreakthroughGame::of, "piece", 2,
            List.of(new Step(1, -1, true), new Step(1, 0, false), new Step(1, 1, true)),
            new int[][] {{8, 8}, {6, 5}, {5, 6}, {3, 4}, {2, 7}, {7, 8}, {2, 4}, {2, 8}, {8, 4}},
            new long[] {22, 484, 11132, 256036, 6182818, 149264638, 3751915714L}, 6);

    /**
     * Knightthrough: the four forward knight leaps, two rows and one file or one row and two
     * files, onto an empty or enemy square. From the start, row 2 has 14 leaps to row 4 and 12
     * to row 3, row 1 has 14 leaps to row 3 (row 2 is its own): 40 moves, the first perft figure.
     * Perft reference: section "Knightthrough 8×8" (two independent implementations).
     */
    static final RaceVariant KNIGHTTHROUGH = new RaceVariant("Knightthrough", KnightthroughGame.TYPE,
            KnightthroughGame::standard, KnightthroughGame::of, "knight", 4,
            List.of(new Step(2, -1, true), new Step(2, 1, true), new Step(1, -2, true), new Step(1, 2, true)),
            new int[][] {{8, 8}, {6, 5}, {5, 6}, {4, 4}, {4, 7}, {7, 8}, {4, 8}, {8, 4}},
            new long[] {40, 1600, 63520, 2521306, 99598454, 3929482778L}, 5);

    /** Both games, the source of the parameterised tests. */
    static List<RaceVariant> both() {
        return List.of(BREAKTHROUGH, KNIGHTTHROUGH);
    }

    /** The game's descriptor name, e.g. {@code breakthrough}. */
    String name() {
        return title.toLowerCase(Locale.ROOT);
    }

    /** The title alone, so that the parameterised tests' names read "Breakthrough". */
    @Override
    public String toString() {
        return title;
    }
}
