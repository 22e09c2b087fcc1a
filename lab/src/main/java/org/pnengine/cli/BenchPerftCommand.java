package org.pnengine.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pnengine.bench.PerftBench;
import org.pnengine.game.Game;
import org.pnengine.game.Perft;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench perft}: deep perft counts, printed depth by depth as they finish. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "perft(1..DEPTH) from the start position (or --position), with the time each took.")
final class BenchPerftCommand implements Callable<Integer> {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = {"-p", "--position"}, paramLabel = "TEXT", description = "Start from this position text instead.")
    String position;

    @Option(names = "--depth", required = true, description = "The deepest count.")
    int depth;

    @Option(names = "--finished-is-leaf",
            description = "Count a game that ends early as one leaf at every greater depth (the published Othello convention).")
    boolean finishedIsLeaf;

    @Option(names = "--out", paramLabel = "DIR", description = "Also write perft.csv and perft.md here.")
    Path out;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 64) throw new CommandLine.ParameterException(spec.commandLine(), "--depth must be 1..64");
        Game g = GameSpec.parse(game, "--game", spec.commandLine()).create("--game", spec.commandLine());
        State s;
        try {
            s = position == null ? g.newInitialState() : g.parsePosition(position);
        } catch (PositionException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--position: " + e.getMessage());
        }
        Perft.Convention convention = finishedIsLeaf ? Perft.Convention.FINISHED_IS_LEAF : Perft.Convention.STANDARD;
        List<PerftBench.Row> rows = PerftBench.run(s, depth, convention, r -> System.err.printf(Locale.ROOT,
                "perft(%d) = %d  (%.2f CPU s)%n", r.depth(), r.count(), r.cpuSeconds()));
        BenchCommand.emit(PerftBench.table(g.descriptor(), rows, convention), out, "perft");
        return 0;
    }
}
