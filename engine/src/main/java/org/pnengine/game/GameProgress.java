package org.pnengine.game;

/**
 * An optional capability of a {@link State}: how many more plies the game is likely to last,
 * for a time manager to share a clock out over the rest of the game
 * ({@code state instanceof GameProgress}). Without it, a time manager falls back on
 * {@link Game#maxGameLength()}, which for most games is far longer than a real game.
 *
 * <p>The estimate is a heuristic: it changes how time is spent, never a value or a move's
 * legality. It must be cheap, not change the state and not allocate.
 */
public interface GameProgress {

    /** The plies this game will probably still last from here, both sides' moves counted; 0 when over. */
    int expectedPliesLeft();
}
