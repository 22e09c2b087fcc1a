package org.pnengine.search;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pnengine.search.alphabeta.AlphaBetaSolver;
import org.pnengine.search.alphabeta.MinimaxPlayer;
import org.pnengine.search.mcts.MctsPlayers;
import org.pnengine.search.pns.DfpnSolver;
import org.pnengine.search.pns.McPnsSolver;
import org.pnengine.search.pns.MoPnsSolver;
import org.pnengine.search.pns.PnsSolver;
import org.pnengine.search.pns.PpnsSolver;

/**
 * Every player and solver pnengine hosts. Adding an algorithm is one class plus one line here;
 * the wire's {@code algorithm=} names, help texts and the generic searcher tests derive from it.
 */
public final class SearcherCatalog {

    /**
     * Solvers for {@code solve algorithm=NAME}; the first is the default for win/draw/loss of a
     * game that names no default of its own in its tuning.
     */
    public static final List<SolverType> SOLVERS = List.of(
            PnsSolver.TYPE,
            McPnsSolver.TYPE,
            PpnsSolver.TYPE,
            MoPnsSolver.TYPE,
            DfpnSolver.TYPE,
            AlphaBetaSolver.TYPE
    );

    /**
     * Players for {@code genmove}; the first is the default of every game that names none of its
     * own ({@link #defaultPlayer}).
     */
    public static final List<PlayerType> PLAYERS = List.of(
            MctsPlayers.MCTS_SOLVER,
            MctsPlayers.UCT,
            MctsPlayers.PN_MCTS,
            MctsPlayers.PN_MCTS2,
            MinimaxPlayer.TYPE
    );

    private SearcherCatalog() {
    }

    public static Optional<SolverType> solver(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return SOLVERS.stream().filter(t -> t.name().equals(n)).findFirst();
    }

    /** The tuning key under which a game names its own default player ({@code default.player}). */
    public static final String DEFAULT_PLAYER_KEY = "default.player";

    /**
     * The player that plays {@code game} when none was chosen: the one its type's tuning names
     * under {@value #DEFAULT_PLAYER_KEY} (the strongest measured there), else the first of
     * {@link #PLAYERS}; null: no game.
     */
    public static PlayerType defaultPlayer(org.pnengine.game.Game game) {
        if (game == null) return PLAYERS.get(0);
        String name = game.type().tuning().of(game.parameters()).get(DEFAULT_PLAYER_KEY);
        return name == null ? PLAYERS.get(0) : player(name).orElseThrow(
                () -> new IllegalStateException(game.type().name() + " names an unknown default player " + name));
    }

    public static Optional<PlayerType> player(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return PLAYERS.stream().filter(t -> t.name().equals(n)).findFirst();
    }

    /** The solver or player of that name (the names of the two kinds are distinct). */
    public static Optional<SearcherType> searcher(String name) {
        Optional<SearcherType> s = solver(name).map(SearcherType.class::cast);
        return s.isPresent() ? s : player(name).map(SearcherType.class::cast);
    }
}
