package org.pnengine.cli;

import java.util.List;
import java.util.Locale;
import org.pnengine.bench.PerftBench;
import org.pnengine.game.Game;
import org.pnengine.game.Perft;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code bench perft}: deep perft counts, printed depth by depth as they finish. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "perft(1..DEPTH) from the start position (or --position), with the time each took.")
final class BenchPerftCommand extends TableBenchCommand {

    @Mixin
    GameOption game;

    @Option(names = {"-p", "--position"}, paramLabel = "TEXT", description = "Start from this position text instead.")
    String position;

    @Option(names = "--depth", required = true, description = "The deepest count.")
    int depth;

    @Option(names = "--finished-is-leaf",
            description = "Count a game that ends early as one leaf at every greater depth (the published Othello convention).")
    boolean finishedIsLeaf;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 64) throw new CommandLine.ParameterException(cmd(), "--depth must be 1..64");
        Game g = game.create();
        State s;
        try {
            s = position == null ? g.newInitialState() : g.parsePosition(position);
        } catch (PositionException e) {
            throw new CommandLine.ParameterException(cmd(), "--position: " + e.getMessage());
        }
        Perft.Convention convention = finishedIsLeaf ? Perft.Convention.FINISHED_IS_LEAF : Perft.Convention.STANDARD;
        List<PerftBench.Row> rows = PerftBench.run(s, depth, convention, r -> System.err.printf(Locale.ROOT,
                "perft(%d) = %d  (%.2f CPU s)%n", r.depth(), r.count(), r.cpuSeconds()));
        emit(PerftBench.table(g.descriptor(), rows, convention));
        return 0;
    }
}
