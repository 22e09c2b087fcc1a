package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.bench.TreeBench;
import org.pnengine.game.Game;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.Solver;
import org.pnengine.search.SolverType;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench tree}: each solver's nodes per CPU second and heap per tree node, from each game's start. */
@Command(name = "tree", mixinStandardHelpOptions = true,
        description = "Solver speed and tree memory: one solve per solver and game from the start position, limited "
                + "by nodes and time, with nodes created and expanded per CPU second and heap bytes per tree node.")
final class BenchTreeCommand extends TableBenchCommand {

    @Option(names = "--solver", paramLabel = "\"NAME [key=value ...]\"",
            description = "A solver as for solve's algorithm= and its parameters; repeatable. "
                    + "Default: pns, mcpns, ppns, \"mopns outcomes=wdl\" and mopns.")
    List<String> solvers = new ArrayList<>();

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"",
            description = "A game, as for set_game; repeatable. Default: connect_four and Othello.")
    List<String> games = new ArrayList<>();

    @Option(names = "--nodes", defaultValue = "10000000", description = "Node limit of each solve (default: ${DEFAULT-VALUE}).")
    long nodes;

    @Option(names = "--seconds", defaultValue = "10",
            description = "Time limit of each solve, wall seconds (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", paramLabel = "NODES", defaultValue = "200000",
            description = "Nodes of an unmeasured solve before each measured one (default: ${DEFAULT-VALUE}).")
    long warmup;

    @Override
    public Integer call() {
        TreeBench.Settings settings = usage(() -> new TreeBench.Settings(nodes, seconds, warmup));
        List<String> specs = solvers.isEmpty() ? List.of("pns", "mcpns", "ppns", "mopns outcomes=wdl", "mopns") : solvers;
        List<Solver> made = new ArrayList<>();
        for (String s : specs) made.add(solver(s, cmd()));
        List<Game> list = new ArrayList<>();
        for (String g : games.isEmpty() ? List.of("connect_four", "Othello") : games) {
            list.add(game(g, "--game"));
        }
        List<TreeBench.Result> results = new ArrayList<>();
        for (Game g : list) {
            for (int i = 0; i < specs.size(); i++) {
                TreeBench.Result r = TreeBench.run(specs.get(i).trim(), made.get(i), g.newInitialState(), settings);
                System.err.printf(Locale.ROOT, "%s on %s: %s, %.0f created/CPU s, %.1f bytes/node%n", r.solver(),
                        r.game(), r.value(), r.createdPerCpuSecond(), r.bytesPerNode());
                results.add(r);
            }
        }
        emit(TreeBench.table(results, settings));
        return 0;
    }

    /**
     * The solver of {@code text}, {@code NAME [key=value ...]} (a {@link SearcherSpec}); a usage
     * error names a bad one. Its limits are this command's {@code --nodes} and {@code --seconds}.
     */
    private static Solver solver(String text, CommandLine cmd) {
        try {
            SearcherSpec s = SearcherSpec.solver(text);
            if (!s.limits().isEmpty()) {
                throw new IllegalArgumentException("limits (" + String.join(", ", s.limits().keySet())
                        + ") are set for every solver by --nodes and --seconds");
            }
            return ((SolverType) s.type()).create(s.params());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--solver: " + e.getMessage());
        }
    }
}
