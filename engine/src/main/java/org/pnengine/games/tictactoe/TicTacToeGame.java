package org.pnengine.games.tictactoe;

import java.util.List;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.GameType;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.VariantNotation;

/**
 * Tic-tac-toe: {@code tic_tac_toe}, no parameters.
 *
 * <p>Rules (as in {@code ../shared/reference/rules-and-numbers.md}, "Tic-tac-toe"): two players
 * take turns placing a mark on an empty cell of a 3×3 grid, X (the first player, "black") first.
 * Three marks of one player in a row, column or diagonal win; a full grid without such a line is
 * a draw. Scores are {@code +1} when X wins, {@code -1} when O wins and 0 for a draw.
 *
 * <p>Coordinates: columns {@code a..c} from the left, rows {@code 1..3} from the <em>top</em>
 * (the a1-top-left convention of this project's Othello); a move is a cell such as {@code b2},
 * case-insensitive.
 *
 * <p>Position text: the three rows from the top separated by {@code /}, each three characters
 * {@code x}, {@code o} or {@code .}, then a space and the side to move ({@code x} or {@code o}),
 * e.g. {@code x../.o./... x}. Parsing rejects every position no game can reach (see
 * {@link TicTacToeState#parse}).
 */
public final class TicTacToeGame extends AbstractGame implements VariantNotation.Provider {

    public static final GameType TYPE = new GameType("tic_tac_toe", List.of(), null,
            "Tic-tac-toe on 3x3: three in a row wins, X first",
            TicTacToeGame::new);

    /** The players are black and white, also called {@code x} and {@code o} after their marks. */
    private TicTacToeGame(Params p) {
        super(TYPE, p, "x", "o");
    }

    /** The game (it has no parameters). */
    public static TicTacToeGame standard() {
        return (TicTacToeGame) TYPE.create();
    }

    @Override
    public TicTacToeState newInitialState() {
        return new TicTacToeState(this, 0, 0);
    }

    @Override
    public TicTacToeState parsePosition(String text) throws PositionException {
        return TicTacToeState.parse(this, text.trim());
    }

    @Override
    public int maxMoves() {
        return 9;
    }

    @Override
    public int maxGameLength() {
        return 9;
    }

    /** The chess world's {@code tictactoe} (cutechess-cli; Fairy-Stockfish with a variants file). */
    @Override
    public VariantNotation variantNotation() {
        return new TicTacToeNotation(this);
    }
}
