package org.pnengine.games.breakthrough;

import java.util.List;
import java.util.Map;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.VariantNotation;

/**
 * Breakthrough (Dan Troyka, 2000): {@code breakthrough width=8 height=8}.
 *
 * <p>Rules: those of every {@link RaceGame} (home rows, the race to the far row, captures,
 * scores, position text and notation), with this move pattern: a piece steps one square straight
 * forward onto an empty square, or one square diagonally forward onto an empty or enemy square;
 * it captures only diagonally. Moves are written like {@code a2b3}, {@code d7d6}.
 *
 * <p>A side with pieces always has a move (its most advanced piece can step diagonally, as the
 * square there is never its own and at least one diagonal exists when {@code width >= 2}), so
 * "no legal move" never arises except through "no pieces left".
 */
public final class BreakthroughGame extends RaceGame<BreakthroughState> implements VariantNotation.Provider {

    /**
     * The game, with the tactical playout policy of {@link BreakthroughState} for every MCTS player
     * ({@code playout=policy}) and {@code minimax} as the player of a session that chose none
     * (ours, measured: protocol-spec/players.md, "Per-game defaults").
     */
    private static final Map<String, String> TUNING = Map.of("mcts.playout", "policy", "default.player", "minimax");

    public static final GameType TYPE = new GameType("breakthrough",
            List.of(ParamSpec.ofInt("width", 8, 2, 8, "number of columns (files)"),
                    ParamSpec.ofInt("height", 8, 4, 8, "number of rows")),
            null,
            "Breakthrough: pieces step forward, capture diagonally; reach the far row to win",
            BreakthroughGame::new)
            .withTuning(parameters -> TUNING);

    /** A piece has at most three steps: straight, left and right. */
    private static final int STEPS = 3;

    private BreakthroughGame(Params p) {
        super(TYPE, p, "Breakthrough", "piece", "a2b3", STEPS, 0x6272_6561_6b74_6872L); // "breakthr"
        if (width == 8 && height == 8) BreakthroughState.pieceWeights(squareWeights);
    }

    /** The standard 8×8 game. */
    public static BreakthroughGame standard() {
        return (BreakthroughGame) TYPE.create();
    }

    /** A game of the given size. @throws IllegalArgumentException if out of range */
    public static BreakthroughGame of(int width, int height) {
        return (BreakthroughGame) TYPE.create(List.of("width=" + width, "height=" + height));
    }

    @Override
    BreakthroughState state(long black, long white, int side) {
        return new BreakthroughState(this, black, white, side);
    }

    /** Fairy-Stockfish's {@code breakthrough} on 8×8, {@code breakthrough_WxH} otherwise (see {@link BreakthroughNotation}). */
    @Override
    public VariantNotation variantNotation() {
        return new BreakthroughNotation(this);
    }
}
