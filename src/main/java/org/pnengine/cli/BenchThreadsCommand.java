package org.pnengine.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pnengine.bench.ThreadsBench;
import org.pnengine.game.Game;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherCatalog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench threads}: a player's playouts per second with one thread and with more. */
@Command(name = "threads", mixinStandardHelpOptions = true,
        description = "A player's playouts per second from the start position with each number of threads "
                + "(per wall-clock second and per CPU second), in alternating rounds after a warm-up round.")
final class BenchThreadsCommand implements Callable<Integer> {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--player", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "mcts-solver",
            description = "The player as for pn-player, with the game's defaults (default: ${DEFAULT-VALUE}); "
                    + "threads= and reuse= are set by the benchmark.")
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

    @Option(names = "--out", paramLabel = "DIR", description = "Also write threads.csv and threads.md here.")
    Path out;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        CommandLine cmd = spec.commandLine();
        ThreadsBench.Settings settings;
        try {
            settings = new ThreadsBench.Settings(playouts, rounds, threads);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage());
        }
        Game g = GameSpec.parse(game, "--game", cmd).create("--game", cmd);
        List<String> words = Arrays.asList(player.trim().split("\\s+"));
        PlayerType type = SearcherCatalog.player(words.get(0)).orElseThrow(() -> new CommandLine.ParameterException(cmd,
                "--player: unknown player '" + words.get(0) + "' (known: "
                        + String.join(", ", SearcherCatalog.PLAYERS.stream().map(PlayerType::name).toList()) + ")"));
        List<String> keys = new ArrayList<>(words.subList(1, words.size()));
        keys.removeIf(k -> k.toLowerCase(Locale.ROOT).matches("(threads|reuse)=.*"));
        keys.add("reuse=false");
        try {
            type.create(g, keys);   // validate the keys now
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--player: " + e.getMessage());
        }
        List<ThreadsBench.Result> results = ThreadsBench.run(t -> {
            List<String> k = new ArrayList<>(keys);
            k.add("threads=" + t);
            return type.create(g, k);
        }, g.newInitialState(), settings, System.err::println);
        BenchCommand.emit(ThreadsBench.table(String.join(" ", words), g.descriptor(), results, settings), out, "threads");
        return 0;
    }
}
