package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.bench.EvalBench;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.games.GameCatalog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench eval}: the cost of each game's static evaluation, a fitted one beside the hand-made one it replaced. */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "Nanoseconds per static evaluation, one thread, over seeded positions of random games, for every "
                + "catalogued game at its defaults that has one (or for each --game); a fitted evaluation is measured "
                + "beside the hand-made one it replaced, the two taking turns.")
final class BenchEvalCommand extends TableBenchCommand {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"",
            description = "A game to measure, as for set_game; repeatable. Default: every game with a static evaluation.")
    List<String> games = new ArrayList<>();

    @Option(names = "--seconds", defaultValue = "2", description = "CPU seconds measured per game (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", defaultValue = "1", description = "Wall seconds of warm-up per game (default: ${DEFAULT-VALUE}).")
    double warmup;

    @Option(names = "--positions", defaultValue = "1000", description = "Positions per game (default: ${DEFAULT-VALUE}).")
    int positions;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random games (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        EvalBench.Settings settings = usage(() -> new EvalBench.Settings(seconds, warmup, positions, seed));
        List<Game> list = new ArrayList<>();
        if (games.isEmpty()) {
            for (GameType t : GameCatalog.ALL) {
                Game g = t.create();
                if (EvalBench.evaluates(g)) list.add(g);
            }
        } else {
            for (String text : games) {
                Game g = game(text, "--game");
                if (!EvalBench.evaluates(g)) throw new CommandLine.ParameterException(cmd(), g.descriptor() + " has no static evaluation");
                list.add(g);
            }
        }
        List<EvalBench.Result> results = new ArrayList<>();
        for (Game g : list) {
            for (EvalBench.Result r : EvalBench.run(g, settings)) {
                System.err.printf(Locale.ROOT, "%s, %s: %.1f ns/evaluation%n", r.game(), r.evaluation(), r.nanosPerEvaluation());
                results.add(r);
            }
        }
        emit(EvalBench.table(results, settings));
        return 0;
    }
}
