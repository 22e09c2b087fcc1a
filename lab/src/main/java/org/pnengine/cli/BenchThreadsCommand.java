package org.pnengine.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.bench.ThreadsBench;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherSpec;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code bench threads}: a player's playouts per second with one thread and with more. */
@Command(name = "threads", mixinStandardHelpOptions = true,
        description = "A player's playouts per second from the start position with each number of threads "
                + "(per wall-clock second and per CPU second), in alternating rounds after a warm-up round.")
final class BenchThreadsCommand extends TableBenchCommand {

    @Mixin
    GameOption game;

    @Option(names = "--player", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "mcts-solver",
            description = "The player as for pn-player, with the game's defaults (default: ${DEFAULT-VALUE}); "
                    + "threads= and reuse= are set by the benchmark, and book=none endgame=0 unless given (the tree "
                    + "search's speed).")
    String player;

    @Option(names = "--threads", split = ",", paramLabel = "N", defaultValue = "1,2",
            description = "The thread counts, the first the base of the speed-up (default: ${DEFAULT-VALUE}).")
    List<Integer> threads;

    @Option(names = "--playouts", defaultValue = "500000",
            description = "Playouts of each search, split among its threads (default: ${DEFAULT-VALUE}).")
    long playouts;

    @Option(names = "--rounds", defaultValue = "4",
            description = "Rounds of one search per thread count, the first a warm-up (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Override
    public Integer call() {
        CommandLine cmd = cmd();
        ThreadsBench.Settings settings = usage(() -> new ThreadsBench.Settings(playouts, rounds, threads));
        Game g = game.create();
        SearcherSpec spec;
        try {
            spec = SearcherSpec.player(player);
            if (!spec.limits().isEmpty()) {
                throw new IllegalArgumentException("limits (" + String.join(", ", spec.limits().keySet())
                        + ") are set by --playouts");
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--player: " + e.getMessage());
        }
        PlayerType type = (PlayerType) spec.type();
        Map<String, String> keys = new LinkedHashMap<>(spec.given());
        keys.remove("threads");
        keys.put("reuse", "false");
        // The tree search's speed: no book move and no exact solve in its place, unless asked for.
        if (type.params().stream().anyMatch(p -> p.key().equals("book"))) keys.putIfAbsent("book", "none");
        if (type.params().stream().anyMatch(p -> p.key().equals("endgame"))) keys.putIfAbsent("endgame", "0");
        try {
            type.resolve(g, keys);   // validate the keys now
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--player: " + e.getMessage());
        }
        List<ThreadsBench.Result> results = ThreadsBench.run(t -> {
            Map<String, String> k = new LinkedHashMap<>(keys);
            k.put("threads", Integer.toString(t));
            return type.create(type.resolve(g, k));
        }, g.newInitialState(), settings, System.err::println);
        emit(ThreadsBench.table(String.join(" ", Params.words(player)), g.descriptor(), results, settings));
        return 0;
    }
}
