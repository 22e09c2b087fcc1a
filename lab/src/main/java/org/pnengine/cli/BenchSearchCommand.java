package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.bench.SearchBench;
import org.pnengine.game.Game;
import org.pnengine.game.Params;
import org.pnengine.game.State;
import org.pnengine.match.Opening;
import org.pnengine.match.Openings;
import org.pnengine.search.Player;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherSpec;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code bench search}: nodes and time of a search to a fixed depth, players side by side. */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Nodes, CPU time and nodes per second of searches to a fixed depth (minimax), each after a reset, "
                + "on positions of a file or of seeded random games; several players take turns, so that their time "
                + "ratio comes from one run.")
final class BenchSearchCommand extends TableBenchCommand {

    @Mixin
    GameOption game;

    @Option(names = "--player", paramLabel = "\"NAME [key=value ...]\"",
            description = "A player that searches to a depth (minimax), as for pn-player with the game's defaults; "
                    + "repeatable, the first the base of the time ratio. threads=1 and book=none unless given "
                    + "(default: minimax).")
    List<String> players = new ArrayList<>();

    @Option(names = "--depth", required = true, description = "The depth of every search, in plies.")
    int depth;

    @Option(names = "--positions", paramLabel = "FILE",
            description = "The positions, one a line as --openings of match takes them (\"moves: ...\" or \"position: ...\").")
    Path positions;

    @Option(names = "--random", defaultValue = "6",
            description = "Without --positions: positions of seeded random games (default: ${DEFAULT-VALUE}).")
    int random;

    @Option(names = "--plies", defaultValue = "16",
            description = "Their random plies from the start (default: ${DEFAULT-VALUE}).")
    int plies;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random games (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--rounds", defaultValue = "3",
            description = "Rounds over every position, the first a warm-up (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Override
    public Integer call() {
        CommandLine cmd = cmd();
        SearchBench.Settings settings = usage(() -> new SearchBench.Settings(depth, rounds));
        Game g = game.create();
        List<String> specs = players.isEmpty() ? List.of("minimax") : players;
        List<String> labels = new ArrayList<>();
        List<Player> made = new ArrayList<>();
        for (String text : specs) {
            Player p;
            try {
                SearcherSpec spec = SearcherSpec.player(text);
                if (!spec.limits().isEmpty()) {
                    throw new IllegalArgumentException("limits (" + String.join(", ", spec.limits().keySet())
                            + ") are set by --depth");
                }
                PlayerType type = (PlayerType) spec.type();
                Map<String, String> keys = new LinkedHashMap<>(spec.given());
                if (type.params().stream().anyMatch(k -> k.key().equals("threads"))) keys.putIfAbsent("threads", "1");
                if (type.params().stream().anyMatch(k -> k.key().equals("book"))) keys.putIfAbsent("book", "none");
                p = type.create(type.resolve(g, keys));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(cmd, "--player: " + e.getMessage());
            }
            if (!p.followsDepth()) throw new CommandLine.ParameterException(cmd, "--player: " + text + " searches no fixed depth");
            labels.add(String.join(" ", Params.words(text)));
            made.add(p);
        }
        List<State> list;
        String source;
        if (positions != null) {
            try {
                list = new ArrayList<>();
                for (Opening o : Openings.read(positions, g, Openings.Order.SEQUENTIAL).list()) list.add(o.start(g));
            } catch (IOException e) {
                throw new CommandLine.ParameterException(cmd, "--positions: cannot read " + positions + ": " + e.getMessage());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(cmd, "--positions: " + e.getMessage());
            }
            source = list.size() + " of " + positions.getFileName();
        } else {
            list = usage(() -> SearchBench.randomPositions(g, random, plies, seed));
            source = random + " after " + plies + " random plies, seed " + seed;
        }
        List<SearchBench.Result> results = SearchBench.run(labels, made, list, settings, System.err::println);
        emit(SearchBench.table(g.descriptor(), source, results, settings));
        return 0;
    }
}
