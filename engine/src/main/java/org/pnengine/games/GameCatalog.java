package org.pnengine.games;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pnengine.game.GameType;
import org.pnengine.games.awari.AwariGame;
import org.pnengine.games.breakthrough.BreakthroughGame;
import org.pnengine.games.breakthrough.KnightthroughGame;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.gomoku.GomokuGame;
import org.pnengine.games.linesofaction.LinesOfActionGame;
import org.pnengine.games.minishogi.MiniShogiGame;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.games.pgame.PGameGame;
import org.pnengine.games.tictactoe.TicTacToeGame;
import org.pnengine.games.woodpush.WoodpushGame;

/**
 * Every game pnengine hosts. Adding a game is one package under {@code org.pnengine.games} plus
 * one line in {@link #ALL}; {@code list_games}, {@code set_game} and the generic contract tests
 * are derived from this list.
 */
public final class GameCatalog {

    /** The catalog, in the order {@code list_games} prints it. The first entry is the default. */
    public static final List<GameType> ALL = List.of(
            ConnectFourGame.TYPE,
            OthelloGame.TYPE,
            LinesOfActionGame.TYPE,
            MiniShogiGame.TYPE,
            KnightthroughGame.TYPE,
            BreakthroughGame.TYPE,
            AwariGame.TYPE,
            WoodpushGame.TYPE,
            TicTacToeGame.TYPE,
            GomokuGame.TYPE,
            PGameGame.TYPE
    );

    private GameCatalog() {
    }

    /** The default game: Connect Four 7×6. */
    public static GameType defaultType() {
        return ALL.get(0);
    }

    /** Looks a game up by wire name, case-insensitively. */
    public static Optional<GameType> find(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return ALL.stream().filter(t -> t.name().toLowerCase(Locale.ROOT).equals(n)).findFirst();
    }
}
