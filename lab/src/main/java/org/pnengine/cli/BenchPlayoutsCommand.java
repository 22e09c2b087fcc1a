package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.bench.PlayoutBench;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.games.GameCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench playouts}: random playouts per second for every game (or the ones given). */
@Command(name = "playouts", mixinStandardHelpOptions = true,
        description = "Random playouts per second from the start position, one thread, for every catalogued game "
                + "at its defaults (or for each --game).")
final class BenchPlayoutsCommand extends TableBenchCommand {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"",
            description = "A game to measure, as for set_game; repeatable. Default: every game of list_games.")
    List<String> games = new ArrayList<>();

    @Option(names = "--seconds", defaultValue = "2", description = "CPU seconds measured per game (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", defaultValue = "1", description = "Wall seconds of warm-up per game (default: ${DEFAULT-VALUE}).")
    double warmup;

    @Option(names = "--cap", defaultValue = "10000",
            description = "Ply cap of one playout; longer ones are cut off and counted (default: ${DEFAULT-VALUE}).")
    int cap;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random moves (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        PlayoutBench.Settings settings = usage(() -> new PlayoutBench.Settings(seconds, warmup, cap, seed));
        List<Game> list = new ArrayList<>();
        if (games.isEmpty()) {
            for (GameType t : GameCatalog.ALL) list.add(t.create());
        } else {
            for (String g : games) list.add(game(g, "--game"));
        }
        List<PlayoutBench.Result> results = new ArrayList<>();
        for (Game g : list) {
            PlayoutBench.Result r = PlayoutBench.run(g, settings);
            System.err.printf(Locale.ROOT, "%s: %.0f playouts/CPU s%n", r.game(), r.perCpuSecond());
            results.add(r);
        }
        emit(PlayoutBench.table(results, settings));
        return 0;
    }
}
