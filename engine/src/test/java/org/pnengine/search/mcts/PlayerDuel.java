package org.pnengine.search.mcts;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.StopSignal;

/**
 * Not a test: a quick duel between two configured players at a fixed number of playouts per
 * move, or a fixed time per move, seats swapped every game, each game opened by a few seeded
 * random plies. It informs defaults; it is not the engine's match harness. Run after
 * {@code mvn -q -B test-compile}:
 * <pre>
 *   java -cp target/classes:target/test-classes org.pnengine.search.mcts.PlayerDuel \
 *       "connect_four" "mcts-solver" "pn-mcts variant=FSU" [games] [playouts | SECONDSs] [random plies]
 * </pre>
 * where a budget ending in {@code s} is a time per move ({@code 0.1s}); a player's own
 * {@code playouts=N} word overrides it for that player (e.g. {@code "mcts-solver threads=2
 * playouts=4000"}). A player runs on one thread unless its words say {@code threads=}. Prints
 * A's wins, draws and losses and A's score (a draw counts half).
 */
public final class PlayerDuel {

    private PlayerDuel() {
    }

    /** The player's own words after its name, split by {@link Params#given(List, int)}. */
    private static Map<String, String> keys(String config) {
        List<String> words = Params.words(config);
        return Params.given(words.subList(1, words.size()), 2);
    }

    /** The player's budget: its own {@code playouts=N} word, else the duel's. */
    private static SearchLimits limits(String config, SearchLimits duel) {
        String playouts = keys(config).get("playouts");
        return playouts == null ? duel : SearchLimits.ofNodes(Long.parseLong(playouts));
    }

    private static Player make(String config, Game game, long seed) {
        PlayerType type = SearcherCatalog.player(Params.words(config).get(0)).orElseThrow();
        Map<String, String> keys = keys(config);
        keys.remove("playouts");
        keys.put("seed", Long.toString(seed));
        keys.putIfAbsent("threads", "1");
        return type.create(type.resolve(game, keys));
    }

    public static void main(String[] args) {
        List<String> gameWords = Params.words(args[0]);
        Game game = GameCatalog.find(gameWords.get(0)).orElseThrow().create(gameWords.subList(1, gameWords.size()));
        int games = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        String budget = args.length > 4 ? args[4] : "2000";
        SearchLimits limits = budget.endsWith("s")
                ? SearchLimits.ofMillis(Math.round(Double.parseDouble(budget.substring(0, budget.length() - 1)) * 1000))
                : SearchLimits.ofNodes(Long.parseLong(budget));
        int randomPlies = args.length > 5 ? Integer.parseInt(args[5]) : 2;
        int win = 0;
        int draw = 0;
        int loss = 0;
        int[] buf = new int[game.maxMoves()];
        SearchLimits limitsA = limits(args[1], limits);
        SearchLimits limitsB = limits(args[2], limits);
        for (int g = 0; g < games; g++) {
            Player a = make(args[1], game, 2L * g);
            Player b = make(args[2], game, 2L * g + 1);
            int aSeat = g % 2;
            State s = game.newInitialState();
            // The same opening for the pair of games that swap seats.
            SplittableRandom opening = new SplittableRandom(1000 + g / 2);
            for (int i = 0; i < randomPlies && !s.isTerminal(); i++) {
                int n = s.legalMoves(buf);
                s.apply(buf[opening.nextInt(n)]);
            }
            while (!s.isTerminal()) {
                Player p = s.toMove() == aSeat ? a : b;
                int m = p.chooseMove(s.copy(), p == a ? limitsA : limitsB, new StopSignal()).move();
                s.apply(m);
            }
            int sc = s.score();
            int forA = aSeat == Game.FIRST ? sc : -sc;
            if (forA > 0) win++;
            else if (forA < 0) loss++;
            else draw++;
        }
        System.out.printf("%s vs %s on %s, %d games, %s per move: A %d wins, %d draws, %d losses,"
                        + " score %.3f%n", args[1], args[2], game.descriptor(), games,
                budget.endsWith("s") ? budget : budget + " playouts", win, draw, loss,
                (win + draw / 2.0) / games);
    }
}
